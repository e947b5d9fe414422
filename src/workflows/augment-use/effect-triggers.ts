/**
 * When the augment effect sweep (./effect-sweep.ts, CY-MOB-1..3, CY-INT-3) has something to look at, for its
 * core-hook listeners (subscribed in src/hooks/): an actor with an effect or an augment, on its one acting client.
 * Undo writes (`options.augmented.undo`) and the sweep's own deletions are never a trigger.
 */
import { isActingClient } from "../../utils/acting-user";
import { isAugmentItem } from "../../data/item/augment/state";
import { changesOnlyUses } from "../../data/item/uses-only";
import { useEffects } from "./effect-read";
import { landedEarly, sweepAugmentEffects } from "./effect-sweep";

type SweepActor = Actor.Implementation;

/** The sweep's own deletions carry this flag: they already started the grounded effect (see onEffectDeleted). */
export function sweepOptions(): { augmented: { sweep: true } } {
  // A fresh object per write: Foundry may add its own keys to an operation's options.
  return { augmented: { sweep: true } };
}

export function isUndo(options: unknown): boolean {
  // cast: the options Foundry passes to the hook, read structurally for the system's own `augmented.undo` flag.
  return (options as { augmented?: { undo?: unknown } } | null)?.augmented?.undo === true;
}

function isSweep(options: unknown): boolean {
  // cast: the options Foundry passes to the hook, read structurally for the system's own `augmented.sweep` flag.
  return (options as { augmented?: { sweep?: unknown } } | null)?.augmented?.sweep === true;
}

/**
 * Whether world time can change anything for `actor`: it has an augment effect with a duration (a flight, a
 * transformation, a grounded spell). Only those expire with time; everything else the sweep does follows a
 * change to an augment or an effect, which its own hooks sweep. A cheap read of flags, so the world-time pass
 * skips the many actors with nothing timed before working out their acting client.
 */
export function hasTimedAugmentEffect(actor: SweepActor): boolean {
  return actor.effects.size > 0 && useEffects(actor).some((effect) => effect.seconds !== null);
}

/** Whether a sweep can change anything on the actor: it has an effect to end, or an augment to give one. */
function maySweep(actor: SweepActor): boolean {
  return actor.effects.size > 0 || actor.items.some((item) => isAugmentItem(item));
}

function sweepIfActing(actor: SweepActor | null | undefined, userId: string | null): Promise<void> | undefined {
  if (!actor || !maySweep(actor) || !isActingClient(actor, userId)) return undefined;
  return sweepAugmentEffects(actor);
}

/** `combatTurnChange`: effects lasting "until the end of the turn" are swept for every combatant. */
export function onTurnChangeAugmentEffects(combat: Combat.Implementation): Promise<unknown> | undefined {
  const sweeps = [...combat.combatants].map((combatant) => sweepIfActing(combatant.actor, null)).filter((sweep) => sweep !== undefined);
  return sweeps.length > 0 ? Promise.all(sweeps) : undefined;
}

/** `deleteActiveEffect`: an augment flight removed by hand ends early (CY-MOB-1: the actor is grounded from then). */
export function onEffectDeletedAugmentEffects(effect: ActiveEffect.Implementation, options: unknown, userId: string): Promise<void> | undefined {
  const actor = effect.parent;
  if (isUndo(options) || isSweep(options) || !(actor instanceof Actor)) return undefined;
  const [flight] = useEffects({ effects: [effect] });
  if (!flight || flight.kind !== "mobility" || flight.mode !== "fly") return undefined;
  // cast: an effect's parent actor is this system's Actor class.
  const owner = actor as SweepActor;
  if (!isActingClient(owner, userId)) return undefined;
  return landedEarly(owner, effect);
}

/**
 * `createItem` / `updateItem` / `deleteItem`: an augment changing on an actor re-checks its timed effects. An
 * update's `changed` (null for a creation or deletion) that only spends or refills uses is skipped: the sweep reads
 * where an augment is installed, whether it works and what it does, never its uses, and time has not moved (the
 * world-time and turn sweeps end what runs out). A long rest refills every augment of every resting actor.
 */
export function onItemChangedAugmentEffects(item: Item.Implementation, options: unknown, userId: string | null, changed: unknown = null): Promise<void> | undefined {
  const actor = item.actor;
  if (!isAugmentItem(item) || (changed !== null && changesOnlyUses(changed)) || isUndo(options) || !actor || !isActingClient(actor, userId)) return undefined;
  return sweepAugmentEffects(actor);
}
