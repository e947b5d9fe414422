/**
 * A world written on v13 opening on v14: the system's own timed effects (an effect carrying
 * `flags.augmented`, with a duration) are given back to the system's one expiry path (src/compat/effect-data.ts
 * `systemExpiryUpdate`), on the active GM's client, once at `ready`; nothing happens on v13 or when every effect
 * is already marked. Other effects are core's and left alone.
 */
import { packageId } from "../constants";
import { systemExpiryUpdate } from "../compat/effect-data";

/** The system's effects on `actor` that need marking, as embedded updates. */
export function systemExpiryUpdates(actor: { effects: Iterable<unknown> }): Array<Record<string, unknown>> {
  const updates: Array<Record<string, unknown>> = [];
  for (const raw of actor.effects) {
    // cast: a structural read of an effect's id and flags.
    const effect = raw as { id?: string | null; flags?: Record<string, unknown> };
    if (!effect.id || effect.flags?.[packageId()] === undefined) continue;
    const update = systemExpiryUpdate(effect);
    if (update) updates.push({ _id: effect.id, ...update });
  }
  return updates;
}

/** `ready`, the active GM's client: marks every world actor's system effects that need it. */
export async function adoptSystemEffects(): Promise<number> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return 0;
  let count = 0;
  for (const actor of game.actors ?? []) {
    const updates = systemExpiryUpdates(actor);
    if (updates.length === 0) continue;
    // cast: dotted duration paths of the system's own effects.
    await actor.updateEmbeddedDocuments("ActiveEffect", updates as never, { augmented: { migration: true } } as never);
    count += updates.length;
  }
  return count;
}
