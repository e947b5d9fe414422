/**
 * Writing the result (CY-INT-2, CY-ENV-2, CY-REP-2): the chosen augment becomes damaged in ONE item update that
 * also records the compromise in its history ("damage", with its source), so the body map, the Visionaire AC
 * (CY-INT-3 / CY-VIS-2) and the augment's use buttons follow from the item change. The values replaced are
 * returned for the card's Undo.
 */
import { historyWith } from "../augment-work/checks";
import { isAugment, stateOf } from "../../data/item/augment/read";
import { localize } from "../../utils/notify";
import { compromisePatch } from "../../rules/cyborg/integrity";
import type { IntegritySource } from "../../rules/cyborg/integrity-flow";
import { damageLimb } from "../automail";
import { itemSystemOf } from "../../data/system-of";

export interface DamagedAugment {
  item: Item.Implementation;
  /** The item's paths before the update (for `undoRecord`'s `items`). */
  previous: Record<string, unknown>;
}

/** Damage `augmentId` on `actor`; null when it is gone or has nothing to lose (already damaged/destroyed). */
export async function damageAugment(actor: Actor.Implementation, augmentId: string, source: IntegritySource, note: string): Promise<DamagedAugment | null> {
  const item = actor.items.get(augmentId);
  // AM-DMG-1: a picked automail limb is damaged by the automail workflow (no history field on limbs).
  if (item?.type === "automail") return damageLimb(actor, augmentId);
  if (!item || !isAugment(item)) return null;
  const patch = compromisePatch(stateOf(item), source);
  if (!patch?.integrity) return null;
  const system = itemSystemOf(item, "augment");
  const previous: Record<string, unknown> = {
    "system.integrity": system.integrity,
    "system.history": (system.history ?? []).map((entry) => ({ ...entry })),
  };
  const sourceLabel = localize(`AUGMENTED.Integrity.Source.${source}`);
  const changes = { "system.integrity": patch.integrity, "system.history": historyWith(item, "damage", `${sourceLabel}: ${note}`) };
  // cast: dotted paths of the augment model (src/data/item/augment.ts).
  await item.update(changes as Item.UpdateData);
  return { item, previous };
}
