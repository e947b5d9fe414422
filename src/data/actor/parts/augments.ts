/**
 * The actor side of Cyborg augments: Visionaire AC (CY-VIS-1..3) as an AC bonus line, and the audit of
 * the body map (CY-SLOT-2) exposed at `system.augments` for the sheet to flag. The audit only reports: nothing
 * here changes an item.
 */
import type { AcBonus } from "../../../rules/core/armor-class";
import { auditSections, type SectionIssue, visionaireBonus, type VisionaireBreakdown } from "../../../rules/cyborg";
import { augmentStates, isAugmentItem } from "../../item/augment/state";
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

/**
 * `cyborg`: the Cyborg species trait (./cyborg.ts); without it installed augments add no AC (CY-VIS-1).
 * `holder`: the actor whose view it is, so an unchanged body map is not audited again (see `remembered`).
 */
export function deriveAugments(items: Iterable<ItemSlice>, cyborg: boolean, holder?: object): ActorAugmentsView {
  // cast: an array passed in is read as it is (the derivation's item list, made once per preparation).
  const list = Array.isArray(items) ? (items as readonly ItemSlice[]) : [...items];
  // No augment: the shared empty view, without the memo (most actors; bench/prepare).
  if (!list.some(isAugmentItem)) return cyborg ? NO_AUGMENTS.cyborg : NO_AUGMENTS.other;
  const last = holder ? remembered.get(holder) : undefined;
  if (last && last.cyborg === cyborg && sameAuditInputs(last.inputs, list)) return last.view;
  const augments = augmentStates(list);
  const view = freezeView({ issues: auditSections(augments), visionaire: visionaireBonus(augments, { cyborg }) });
  if (holder) remembered.set(holder, { cyborg, inputs: auditInputs(list), view });
  return view;
}

/**
 * The last view derived for each actor, with everything the audit (CY-SLOT-2) and Visionaire (CY-VIS-1..3) read
 * to make it: the Cyborg trait and, per augment in item order, its id, name and the five fields below as
 * prepared (after effects). Measured need (bench/prepare.bench.ts): reading each augment into the
 * rules' state and auditing the body map again would be a seventh of `prepareData()` for 1,000 characters (a quarter
 * of them cyborgs with three augments), on every preparation although most change nothing on the body map
 * (HP, a use spent, an effect elsewhere). A view is reused only when every one of those values is the same as
 * when it was made (`sameAuditInputs`), so any change to what it reads (install, removal, a damaged or destroyed
 * augment, a renamed one, the trait gained or lost through an effect) gives a fresh view; the comparison reads the
 * values and makes nothing.
 */
const remembered = new WeakMap<object, { cyborg: boolean; inputs: unknown[]; view: ActorAugmentsView }>();

/** The fields of an augment's system data that the audit and Visionaire read (with its id and name). */
const AUDITED_FIELDS = ["sectionKind", "installedSection", "purpose", "functionTag", "integrity"] as const;
const INPUTS_PER_AUGMENT = 2 + AUDITED_FIELDS.length;

function auditInputs(items: readonly ItemSlice[]): unknown[] {
  const out: unknown[] = [];
  for (const item of items) {
    if (!isAugmentItem(item)) continue;
    // cast: a structural read of the augment's prepared system data (../../item/augment/state.ts AugmentSystemSource).
    const system = item.system as Record<string, unknown> | null;
    out.push(item.id, item.name);
    for (const field of AUDITED_FIELDS) out.push(system?.[field]);
  }
  return out;
}

function sameAuditInputs(inputs: readonly unknown[], items: readonly ItemSlice[]): boolean {
  let at = 0;
  for (const item of items) {
    if (!isAugmentItem(item)) continue;
    if (at + INPUTS_PER_AUGMENT > inputs.length || inputs[at] !== item.id || inputs[at + 1] !== item.name) return false;
    // cast: as in auditInputs.
    const system = item.system as Record<string, unknown> | null;
    for (let k = 0; k < AUDITED_FIELDS.length; k++) if (inputs[at + 2 + k] !== system?.[AUDITED_FIELDS[k]!]) return false;
    at += INPUTS_PER_AUGMENT;
  }
  return at === inputs.length;
}

/** A view is shared by the preparations that reuse it: frozen, so no reader can change it for the next one. */
function freezeView(view: ActorAugmentsView): ActorAugmentsView {
  Object.freeze(view.issues);
  Object.freeze(view.visionaire.counted);
  Object.freeze(view.visionaire.excluded);
  Object.freeze(view.visionaire);
  return Object.freeze(view);
}

/**
 * The view of an actor without augments, made once and frozen: most actors have none, and the audit
 * and the Visionaire breakdown of an empty list would be a tenth of `prepareData()` in bench/prepare.bench.ts
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
