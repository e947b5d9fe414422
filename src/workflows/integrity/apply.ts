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
import { type DamagedItem, integrityParts } from "./registry";
import { itemSystemOf } from "../../data/system-of";

export type DamagedAugment = DamagedItem;

/** Damage `augmentId` on `actor`; null when it is gone or has nothing to lose (already damaged/destroyed). */
export async function damageAugment(actor: Actor.Implementation, augmentId: string, source: IntegritySource, note: string): Promise<DamagedAugment | null> {
  // A picked item of a registered part (an automail limb, AM-DMG-1) is damaged by its own workflow.
  for (const part of integrityParts()) {
    const damaged = part.damage(actor, augmentId);
    if (damaged) return damaged;
  }
  const item = actor.items.get(augmentId);
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
