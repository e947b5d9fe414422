/**
 * The actor side of Cyborg augments (issue 4): Visionaire AC (CY-VIS-1..3) as an AC bonus line, and the audit of
 * the body map (CY-SLOT-2) exposed at `system.augments` for the sheet to flag. The audit only reports: nothing
 * here changes an item.
 */
import type { AcBonus } from "../../../rules/core/armor-class";
import { auditSections, type SectionIssue, visionaireBonus, type VisionaireBreakdown } from "../../../rules/cyborg";
import { augmentStates } from "../../item/augment/state";
import type { ItemSlice } from "../../shared/item-slice";

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
export function deriveAugments(items: Iterable<ItemSlice>, cyborg: boolean): ActorAugmentsView {
  const augments = augmentStates(items);
  if (augments.length === 0) return cyborg ? NO_AUGMENTS.cyborg : NO_AUGMENTS.other;
  return { issues: auditSections(augments), visionaire: visionaireBonus(augments, { cyborg }) };
}

/**
 * The view of an actor without augments, made once and frozen (issue 27): most actors have none, and the audit
 * and the Visionaire breakdown of an empty list were a tenth of `prepareData()` in bench/prepare.bench.ts
 * (1,000 mixed characters, three in four without augments). The same rules compute it.
 */
const emptyView = (cyborg: boolean): ActorAugmentsView =>
  // cast: the frozen list is read-only at runtime; the view's type keeps the mutable array every other view has.
  Object.freeze({ issues: Object.freeze(auditSections([])) as SectionIssue[], visionaire: Object.freeze(visionaireBonus([], { cyborg })) });
const NO_AUGMENTS = { cyborg: emptyView(true), other: emptyView(false) };

/** The Visionaire AC bonus as an AC bonus input (zero-amount lines are left out of the breakdown). */
export function visionaireAcBonus(view: ActorAugmentsView | undefined): AcBonus[] {
  const amount = view?.visionaire.bonus ?? 0;
  return amount ? [{ label: VISIONAIRE_AC_LABEL, localize: true, amount }] : [];
}
