/**
 * Keeps augment effects honest (CY-MOB-1..3, CY-INT-3): on every world-time change, combat turn or round, and
 * change to an augment, the one acting client (src/utils/acting-user.ts) removes expired or orphaned
 * augment effects, starts the grounded effect after a flight (also when a flight effect is deleted by hand), and
 * gives functional passive speed improvements their lasting effect. Undo writes (`options.augmented.undo`) are
 * never a trigger. The core hooks that call these listeners are subscribed in src/hooks/.
 */
import { actorsInPlay } from "../../utils/actors-in-play";
import { isActingClient } from "../../utils/acting-user";
import { mobilityActivation } from "../../rules/cyborg";
import { AUGMENT_ITEM_TYPE } from "../../data/item/augment/state";
import { isPassiveFunction } from "./availability";
import { endOf, groundedEffectData, planSweep, useEffects } from "./effects";

type SweepActor = Actor.Implementation;

// Deletions made by the sweep already started the grounded effect; the listener below must not start another.
const SWEEP_OPTIONS = { augmented: { sweep: true } };

/** One sweep at a time per actor, so two triggers (time and turn) never both create a grounded effect. */
const running = new Map<string, Promise<void>>();

function isUndo(options: unknown): boolean {
  return (options as { augmented?: { undo?: unknown } } | null)?.augmented?.undo === true;
}

function isSweep(options: unknown): boolean {
  return (options as { augmented?: { sweep?: unknown } } | null)?.augmented?.sweep === true;
}

/**
 * CY-MOB-1: a flight effect deleted by hand (the creature lands early) grounds it from that moment. Undoing the
 * use is not a landing: the flight never happened.
 */
async function landedEarly(actor: SweepActor, effect: unknown): Promise<void> {
  const [flight] = useEffects({ effects: [effect] });
  if (!flight || flight.kind !== "mobility" || flight.mode !== "fly") return;
  const time = now();
  const end = endOf(flight);
  if (end !== null && time >= end) return;
  // cast: effect source data built by effects.ts.
  await actor.createEmbeddedDocuments("ActiveEffect", [groundedEffectData(flight, time) as ActiveEffect.CreateData]);
}

function now(): number {
  return game.time?.worldTime ?? 0;
}

/** Apply the sweep plan for one actor: one delete and one create at most. */
export async function sweepAugmentEffects(actor: SweepActor): Promise<void> {
  const key = actor.uuid;
  const previous = running.get(key) ?? Promise.resolve();
  const next = previous.then(async () => {
    const plan = planSweep(actor, now(), (state) => (state.mobility && isPassiveFunction(state) ? mobilityActivation(state.mobility) : null));
    const existing = plan.deleteIds.filter((id) => actor.effects.has(id));
    // cast: the system's own operation flag, read back by the deleteActiveEffect listener below.
    if (existing.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", existing, SWEEP_OPTIONS as never);
    // cast: effect source data built by effects.ts (name, changes, duration, flags).
    if (plan.create.length > 0) await actor.createEmbeddedDocuments("ActiveEffect", plan.create as ActiveEffect.CreateData[]);
  });
  const settled = next.catch((error: unknown) => console.error("augmented | augment effect sweep failed", error));
  running.set(key, settled);
  await settled;
  if (running.get(key) === settled) running.delete(key);
}

function sweepIfActing(actor: SweepActor | null | undefined, userId: string | null): void {
  if (actor && isActingClient(actor, userId)) void sweepAugmentEffects(actor);
}

function isAugment(item: { type: string }): boolean {
  return item.type === AUGMENT_ITEM_TYPE;
}

/**
 * Whether world time can change anything for `actor`: it has an augment effect with a duration (a flight, a
 * transformation, a grounded spell). Only those expire with time; everything else the sweep does follows a
 * change to an augment or an effect, which its own hooks sweep. A cheap read of flags, so the world-time pass
 * skips the many actors with nothing timed before working out their acting client.
 */
function hasTimedAugmentEffect(actor: SweepActor): boolean {
  return actor.effects.size > 0 && useEffects(actor).some((effect) => effect.seconds !== null);
}

/**
 * `updateWorldTime`: timed augment effects run out (on each actor's one acting client). The client is chosen
 * from the actor alone, as for a combat turn: a round both advances world time and changes the turn, and the
 * two triggers must land on the same client, whose per-actor queue then runs them one after the other.
 */
export function onWorldTimeAugmentEffects(options: unknown, _userId: string | null, actors: readonly Actor.Implementation[] = actorsInPlay()): void {
  if (isUndo(options)) return;
  // cast: actors in play are this system's Actor class, which is what the sweep reads.
  for (const actor of actors) {
    const sweepActor = actor as unknown as SweepActor;
    if (hasTimedAugmentEffect(sweepActor)) sweepIfActing(sweepActor, null);
  }
}

/** `combatTurnChange`: effects lasting "until the end of the turn" are swept for every combatant. */
export function onTurnChangeAugmentEffects(combat: Combat.Implementation): void {
  for (const combatant of combat.combatants) sweepIfActing(combatant.actor, null);
}

/** `deleteActiveEffect`: an augment effect removed by hand ends early. */
export function onEffectDeletedAugmentEffects(effect: ActiveEffect.Implementation, options: unknown, userId: string): void {
  const actor = effect.parent;
  if (isUndo(options) || isSweep(options) || !(actor instanceof Actor)) return;
  // cast: an effect's parent actor is this system's Actor class.
  const owner = actor as unknown as SweepActor;
  if (isActingClient(owner, userId)) void landedEarly(owner, effect);
}

/** `createItem` / `updateItem` / `deleteItem`: an augment changing on an actor re-checks its timed effects. */
export function onItemChangedAugmentEffects(item: Item.Implementation, options: unknown, userId: string | null): void {
  const actor = item.actor;
  if (!isAugment(item) || isUndo(options) || !actor) return;
  sweepIfActing(actor, userId);
}
