/**
 * Keeps augment effects honest (CY-MOB-1..3, CY-INT-3): on every world-time change, combat turn or round, and
 * change to an augment, the one acting client (src/utils/acting-user.ts) removes expired or orphaned
 * augment effects, starts the grounded effect after a flight (also when a flight effect is deleted by hand), and
 * gives functional passive speed improvements their lasting effect. Called when a listener (./effect-triggers.ts)
 * finds something to look at.
 */
import { actorsInPlay } from "../../utils/actors-in-play";
import { isActingClient } from "../../utils/acting-user";
import { mobilityActivation } from "../../rules/cyborg";
import { isPassiveFunction } from "./availability";
import { endOf, useEffects } from "./effect-read";
import { groundedEffectData, planSweep } from "./effects";
import { portOf } from "../../ports/actor-port";
import { hasTimedAugmentEffect, isUndo, sweepOptions } from "./effect-triggers";
import { serialQueue } from "../../utils/serial-queue";

type SweepActor = Actor.Implementation;

/** One sweep at a time per actor, so two triggers (time and turn) never both create a grounded effect. */
const queue = serialQueue("augmented | augment effect sweep failed");

/**
 * CY-MOB-1: a flight effect deleted by hand (the creature lands early) grounds it from that moment. Undoing the
 * use is not a landing: the flight never happened.
 */
export async function landedEarly(actor: SweepActor, effect: unknown): Promise<void> {
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
  await queue(actor.uuid, async () => {
    const port = portOf(actor);
    const plan = planSweep(actor, now(), (state) => (state.mobility && isPassiveFunction(state) ? mobilityActivation(state.mobility) : null), (contributions) => port.effectChanges(contributions));
    const existing = plan.deleteIds.filter((id) => actor.effects.has(id));
    // cast: the system's own operation flag, read back by the deleteActiveEffect listener (./effect-triggers.ts).
    if (existing.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", existing, sweepOptions() as never);
    // cast: effect source data built by effects.ts (name, changes, duration, flags).
    if (plan.create.length > 0) await actor.createEmbeddedDocuments("ActiveEffect", plan.create as ActiveEffect.CreateData[]);
  });
}

/**
 * `updateWorldTime`: timed augment effects run out (on each actor's one acting client). The client is chosen
 * from the actor alone, as for a combat turn: a round both advances world time and changes the turn, and the
 * two triggers must land on the same client, whose per-actor queue then runs them one after the other.
 */
export function onWorldTimeAugmentEffects(options: unknown, _userId: string | null, actors: readonly Actor.Implementation[] = actorsInPlay()): void {
  if (isUndo(options)) return;
  for (const actor of actors) {
    if (hasTimedAugmentEffect(actor) && isActingClient(actor, null)) void sweepAugmentEffects(actor);
  }
}
