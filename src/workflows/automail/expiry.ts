/**
 * AM-ACC-1/2 over world time: when a failed acclimation runs out, the limb's record is cleared (and the character
 * is accustomed to it when it was worn through the whole period) and its effect removed, on the one acting client
 * for each actor (src/utils/acting-user.ts). An acclimation effect whose limb was deleted ends cleanly; nothing else
 * is touched. Undo writes are never a trigger. The core hooks calling these live in src/hooks/.
 */
import { dueAcclimationExpiries } from "../../rules/automail";
import { actorsInPlay } from "../../utils/actors-in-play";
import { isActingClient } from "../../utils/acting-user";
import { AUTOMAIL_ITEM_TYPE } from "../../data/item/automail/state";
import { acclimationEffects } from "./acclimation";
import { bodyOf, worldTime } from "./read";
import { patchChanges } from "./write";
import { serialQueue } from "../../utils/serial-queue";
import { isItemOfKind } from "../../data/item/kinds";

function isUndo(options: unknown): boolean {
  // cast: the options Foundry passes to the hook, read structurally for the system's own `augmented.undo` flag.
  return (options as { augmented?: { undo?: unknown } } | null)?.augmented?.undo === true;
}

/** One pass at a time per actor, so two triggers never write the same expiry twice. */
const queue = serialQueue("augmented | acclimation expiry failed");

/** Clear run-out failures and remove their effects and orphaned ones (effects naming no limb of the actor). */
export async function expireAcclimations(actor: Actor.Implementation): Promise<void> {
  await queue(actor.uuid, async () => {
    const body = bodyOf(actor);
    const now = worldTime();
    const due = dueAcclimationExpiries(body.limbs, actor.id ?? "", now);
    // The limbs were read just now, in this same step: each is still there.
    const updates = due.map((d) => ({ _id: d.limbId, ...patchChanges(d.expiry.patch) }));
    const dueIds = new Set(due.map((d) => d.limbId));
    const limbIds = new Set(body.limbs.map((l) => l.id));
    const ending = acclimationEffects(actor).filter((e) => dueIds.has(e.limbId) || !limbIds.has(e.limbId)).map((e) => e.id);
    // cast: dotted paths of the automail model, one entry per limb.
    if (updates.length > 0) await actor.updateEmbeddedDocuments("Item", updates as never);
    const existing = ending.filter((id) => actor.effects.has(id));
    if (existing.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", existing);
  });
}

function hasAutomail(actor: Actor.Implementation): boolean {
  return actor.items.some((item) => isItemOfKind(item, AUTOMAIL_ITEM_TYPE)) || acclimationEffects(actor).length > 0;
}

/**
 * `updateWorldTime`: failures run out (each actor on its one acting client, chosen from the user who moved the
 * clock like every other world-time sweep: with `null` a player owner's client acted while the GM's ran the
 * gearforged sweep for the same actor, two clients at one jump; found by R5, test/integration/suites/r5-sweeps.test.ts).
 */
export function onWorldTimeAutomail(options: unknown, userId: string | null, actors: readonly Actor.Implementation[] = actorsInPlay()): void {
  if (isUndo(options)) return;
  for (const actor of actors) {
    if (hasAutomail(actor) && isActingClient(actor, userId)) void expireAcclimations(actor);
  }
}

/** `deleteItem`: a deleted limb's acclimation effect ends with it. */
export function onLimbDeleted(item: Item.Implementation, options: unknown, userId: string): void {
  const actor = item.actor;
  if (!isItemOfKind(item, AUTOMAIL_ITEM_TYPE) || !actor || isUndo(options)) return;
  if (isActingClient(actor, userId)) void expireAcclimations(actor);
}
