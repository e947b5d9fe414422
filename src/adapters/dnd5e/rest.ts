/**
 * Augment uses refilled by dnd5e's long rest (CY-USE-2): in `dnd5e.preRestCompleted`, before dnd5e writes the
 * rest, each of the actor's augments with spent uses gets `system.uses.spent: 0` added to dnd5e's own item updates
 * (`result.updateItems`), so the refill is part of dnd5e's one write for the rest and of its rest card.
 */
import { recoverAllUses, type Uses } from "../../rules/core/uses";
import { isModuleAugment } from "./augments";

/** dnd5e 5.3's rest result, the parts the refill touches (module/documents/actor/actor.mjs, `_rest`). */
export interface Dnd5eRestResult {
  longRest?: boolean;
  updateItems?: Record<string, unknown>[];
}

/** dnd5e 5.3's rest configuration: its `type` is "long" or "short". */
export interface Dnd5eRestConfig {
  type?: string;
}

interface AugmentUsesView {
  uses?: { spent?: number; max?: number };
}

export function isLongRest(result: Dnd5eRestResult, config: Dnd5eRestConfig): boolean {
  return config.type === "long" || result.longRest === true;
}

/** The item updates a long rest adds for the actor's augments. */
export function augmentRefills(actor: Actor.Implementation): Record<string, unknown>[] {
  const uses: Record<string, Uses> = {};
  for (const item of actor.items) {
    if (!isModuleAugment(item) || !item.id) continue;
    // cast: the augment model's uses (spent stored, max derived from the proficiency bonus).
    const current = (item.system as AugmentUsesView).uses;
    uses[item.id] = { spent: current?.spent ?? 0, max: current?.max ?? 0, recovery: ["lr"] };
  }
  return Object.entries(recoverAllUses(uses, "lr"))
    .filter(([id, after]) => after.spent !== uses[id]?.spent)
    .map(([id, after]) => ({ _id: id, "system.uses.spent": after.spent }));
}

/** `dnd5e.preRestCompleted(actor, result, config)`: add the refills to dnd5e's item updates. */
export function onPreRestCompleted(actor: Actor.Implementation, result: Dnd5eRestResult, config: Dnd5eRestConfig): void {
  if (!isLongRest(result, config)) return;
  const refills = augmentRefills(actor);
  if (!refills.length) return;
  result.updateItems = [...(result.updateItems ?? []), ...refills];
}
