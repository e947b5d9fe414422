/**
 * What every augment model derives from its owner and checks before a write, as plain functions of the model: the
 * system's `augment` model (../augment.ts) and the dnd5e module's (src/adapters/dnd5e/augment-model.ts) are built on
 * different bases, and both answer `state`, `saveDc`, `attack`, `damage`, `healing` and the placement and design
 * vetoes through these. Owner numbers are read when asked for, once per preparation (../../shared/owner-memo.ts),
 * because an item is prepared before its actor's derived data.
 */
import type { AbilityId } from "../../../rules/core/abilities";
import {
  type AttackPlan,
  augmentAttack,
  augmentDamage,
  type AugmentSaveDc,
  augmentSaveDc,
  type AugmentState,
  type DicePlan,
  healingDice,
  usesState,
  type UsesState,
} from "../../../rules/cyborg";
import { ownerNumbers, ownerRollData } from "../../shared/roll-data";
import { oncePerPreparation } from "../../shared/owner-memo";
import { portOf } from "../../../ports/actor-port";
import { localize, notifyError } from "../../../utils/notify";
import { guardPlacement, touchesPlacement } from "./placement";
import { type AugmentSystemSource, toAugmentState } from "./state";
import { type DesignSource, designFixedRefusal, fixedPathLabelKey, touchesDesign } from "./design-fixed";

/** An augment model as these readers see it: its parent item and its (prepared) system data. */
export interface AugmentModelLike {
  parent?: unknown;
}

/** The owning item as the placement guard reads it. */
type PlacedItem = Parameters<typeof guardPlacement>[0];

/** An owner's numbers as the augment rules take them. */
interface OwnerView {
  pb: number;
  mods: Record<AbilityId, number>;
  featureDcs: { id: string; label: string; dc: number }[];
}

function ownerView(model: AugmentModelLike): OwnerView | null {
  return oncePerPreparation(model, "ownerView", () => readOwnerView(model));
}

function readOwnerView(model: AugmentModelLike): OwnerView | null {
  const rollData = ownerRollData(model);
  if (!rollData) return null;
  const numbers = ownerNumbers(rollData);
  // cast: a structural view of the model's parent document; ownerRollData above found its actor.
  const owner = (model.parent as { actor?: Actor.Implementation | null } | null | undefined)?.actor;
  // CY-DC-1: the feature DCs through the actor port, so a dnd5e owner's come from the module's port.
  const featureDcs = owner ? [...portOf(owner).featureDcs] : [];
  return { pb: numbers.pb, mods: numbers.abilityMods, featureDcs };
}

/** The rules' view of the augment (src/rules/cyborg/augment.ts), once per preparation. */
export function augmentStateOf(model: AugmentModelLike): AugmentState {
  return oncePerPreparation(model, "state", () => {
    // cast: a structural view of the model's parent document (null outside a document).
    const item = model.parent as { id?: string | null; name?: string } | null;
    // cast: the model is the augment's system data, a superset of its stored source's paths.
    return toAugmentState(item?.id ?? "", item?.name ?? "", model as AugmentSystemSource);
  });
}

/** CY-USE-1: uses left and the maximum, from the owner's PB and modifiers (none without an owner). */
export function augmentUsesOf(model: AugmentModelLike): UsesState {
  return oncePerPreparation(model, "uses", () => {
    const owner = ownerView(model);
    return usesState(augmentStateOf(model), owner?.pb ?? 0, owner?.mods);
  });
}

/** CY-DC-1: the chosen feature DC, else 8 + PB + the relevant ability modifier; null without an owner. */
export function augmentSaveDcOf(model: AugmentModelLike): AugmentSaveDc | null {
  const owner = ownerView(model);
  return owner && augmentSaveDc(augmentStateOf(model), owner.featureDcs, owner.pb, owner.mods);
}

/** CY-ATK-1/3: the attack roll or the save the target makes; attack augments with an owner only. */
export function augmentAttackOf(model: AugmentModelLike): AttackPlan | null {
  const owner = ownerView(model);
  const state = augmentStateOf(model);
  if (!owner || state.purpose !== "attack") return null;
  return augmentAttack(state, owner.pb, owner.mods, augmentSaveDc(state, owner.featureDcs, owner.pb, owner.mods));
}

/** CY-ATK-2: Nd6 + the relevant ability modifier, of the design's damage type. */
export function augmentDamageOf(model: AugmentModelLike): (DicePlan & { damageType: string | null }) | null {
  const owner = ownerView(model);
  const state = augmentStateOf(model);
  if (!owner || state.purpose !== "attack") return null;
  return augmentDamage(state, owner.mods);
}

/** CY-HEAL-1: Nd6 + Intelligence modifier. */
export function augmentHealingOf(model: AugmentModelLike): DicePlan | null {
  const owner = ownerView(model);
  const state = augmentStateOf(model);
  if (!owner || state.purpose !== "healing") return null;
  return healingDice(state, owner.mods);
}

/** Refuses (an error naming what) a write that changes a fixed design: true when refused. */
function refuseFixedDesign(name: string, source: DesignSource, next: DesignSource, user: { isGM: boolean } | null | undefined, designWork: unknown): boolean {
  const refusal = designFixedRefusal(source, next, user, designWork);
  if (!refusal) return false;
  if (refusal.kind === "status") notifyError("AUGMENTED.AugmentDesign.Fixed.status", { name });
  else notifyError("AUGMENTED.AugmentDesign.Fixed.changed", { name, fields: refusal.paths.map((path) => localize(fixedPathLabelKey(path))).join(", ") });
  return true;
}

/** CY-SLOT-2: a second augment into an occupied section (or a wrong-kind section) is never created. */
export function augmentCreateVeto(item: PlacedItem, source: AugmentSystemSource, options: unknown): boolean | void {
  // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
  return guardPlacement(item, item.name, source, options as object);
}

/**
 * CY-DES-1..3: a player's write that changes a design fixed by its check is refused (./design-fixed.ts).
 * CY-SLOT-2: an update that moves an augment into an occupied section is refused. Either way nothing changes.
 * `source` and the `system` changes are in the shared stored shape (a model of another shape maps them first).
 */
export function augmentUpdateVeto(item: PlacedItem, source: DesignSource, name: unknown, systemChanges: Record<string, unknown>, options: unknown, user: { isGM: boolean } | null | undefined): boolean | void {
  // Most writes (uses spent, integrity, history) touch neither: no merged copy of the source for them.
  const design = user?.isGM !== true && touchesDesign(systemChanges);
  if (!design && !touchesPlacement(systemChanges)) return;
  // cast: mergeObject types the merged source loosely (history as {}); it has the stored paths of AugmentSystemSource.
  const next = foundry.utils.mergeObject(foundry.utils.deepClone(source), systemChanges, { inplace: false }) as unknown as DesignSource;
  const newName = typeof name === "string" ? name : item.name;
  // cast: the system's own `augmented` operation option, read with a check.
  const designWork = (options as { augmented?: { designWork?: unknown } } | null)?.augmented?.designWork;
  if (design && refuseFixedDesign(item.name ?? "", source, next, user, designWork)) return false;
  if (!touchesPlacement(systemChanges)) return;
  // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
  return guardPlacement(item, newName, next, options as object);
}

/** An update's `system` changes, expanded (null when it has none). */
export function expandedSystemChanges(changes: unknown): { name: unknown; system: Record<string, unknown> } | null {
  // cast: update data is a plain object; its expanded form is read with checks.
  const expanded = foundry.utils.expandObject({ ...(changes as object) }) as { name?: unknown; system?: Record<string, unknown> };
  const system = expanded.system;
  if (!system || typeof system !== "object") return null;
  return { name: expanded.name, system };
}
