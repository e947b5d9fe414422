/**
 * The actor side of Cyborg augments (issue 4): Visionaire AC (CY-VIS-1..3) as an AC bonus line, and the audit of
 * the body map (CY-SLOT-2) exposed at `system.augments` for the sheet to flag. The audit only reports: nothing
 * here changes an item.
 */
import type { AcBonus } from "../../../rules/core/armor-class";
import { auditSections, type SectionIssue, visionaireBonus, type VisionaireBreakdown } from "../../../rules/cyborg";
import { type AugmentItemLike, augmentStates } from "../../item/augment/state";

/** `system.augments` (derived). */
export interface ActorAugmentsView {
  /** CY-SLOT-2: over-capacity, wrong-kind, duplicate prosthetic or destroyed-in-section placements, flagged. */
  issues: SectionIssue[];
  /** CY-VIS-1..3: which augments counted toward the AC bonus and why the others did not. */
  visionaire: VisionaireBreakdown;
}

/** i18n key of the Visionaire line in the AC breakdown. */
export const VISIONAIRE_AC_LABEL = "AUGMENTED.AC.Visionaire";

/** `cyborg`: the Cyborg species trait (./cyborg.ts); without it installed augments add no AC (CY-VIS-1). */
export function deriveAugments(items: Iterable<AugmentItemLike>, cyborg: boolean): ActorAugmentsView {
  const augments = augmentStates(items);
  return { issues: auditSections(augments), visionaire: visionaireBonus(augments, { cyborg }) };
}

/** The Visionaire AC bonus as an AC bonus input (zero-amount lines are left out of the breakdown). */
export function visionaireAcBonus(view: ActorAugmentsView | undefined): AcBonus[] {
  const amount = view?.visionaire.bonus ?? 0;
  return amount ? [{ label: VISIONAIRE_AC_LABEL, localize: true, amount }] : [];
}
