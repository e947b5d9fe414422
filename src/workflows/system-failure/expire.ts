/**
 * SF-4 / SF-5: the overdrive ends at the end of the actor's next turn (in combat: when the combat's turn moves
 * past the position recorded on the effect, ./timing.ts) or, outside combat, after SF_FALLBACK_DURATION_SECONDS
 * of world time. Then, on the one acting client: the effect is deleted, and ONE actor update removes the System
 * Failure temp HP still left and adds one exhaustion level (`endOverdrive`), reported on a short card whose
 * GM-only Undo restores the temp HP and exhaustion (not the benefits: their time is over).
 *
 * A combat that ends (is deleted) before that turn comes ends the overdrive with it (./reset.ts calls this).
 */
import { actorsInPlay } from "../../utils/actors-in-play";
import { postCard } from "../../applications/chat/cards";
import { endOverdrive } from "../../rules/cyborg/system-failure";
import { OVERDRIVE_POOL_PATH, overdrivePoolOf } from "../../documents/actor/overdrive-pool";
import { isActingClient } from "../../utils/acting-user";
import { undoRecord } from "../cards/undo-record";
import { type OverdriveRecord, overdrivesOf } from "./overdrive";
import { type CombatPosition, overdriveEnded, overdriveTimeUp } from "../../rules/cyborg/overdrive-timing";
import { guardedExhaustion } from "./registry";
import { type CardText, cardText } from "../../data/chat/card-text";
import { portOf } from "../../ports/actor-port";
import { changedPaths } from "../damage/actor-paths";


/**
 * Marks the writes as the overdrive's end: the temp HP that vanish are not damage, and
 * src/documents/actor/hp-drop.ts reports no HP drop for a write carrying this flag.
 */
function expiryOptions(): { augmented: { overdriveEnded: true } } {
  // A fresh object per write: Foundry may add its own keys to an operation's options.
  return { augmented: { overdriveEnded: true } };
}

// Effects being ended on this client: two turn changes in quick succession must not end one twice.
const ending = new Set<string>();

/** What ending one overdrive writes (the actor paths, with their values before) and says on its card. */
export interface OverdriveEndPlan {
  previous: Record<string, number>;
  changes: Record<string, number>;
  lines: CardText[];
  /** The values after this end (where a second overdrive's end starts from). */
  next: OverdriveEndFrom;
}

/** The actor values an overdrive's end starts from (as the actor holds them, or as an earlier end left them). */
export interface OverdriveEndFrom {
  temp: number;
  exhaustion: number;
  pool: number | null;
}

export function overdriveEndFrom(actor: Actor.Implementation): OverdriveEndFrom {
  const port = portOf(actor);
  return { temp: port.hp.temp, exhaustion: port.exhaustion, pool: overdrivePoolOf(actor) };
}

/** Plans the end of one overdrive from `from` (reads nothing else, writes nothing). */
export function planOverdriveEnd(actor: Actor.Implementation, record: OverdriveRecord, from: OverdriveEndFrom = overdriveEndFrom(actor)): OverdriveEndPlan {
  const { temp, exhaustion, pool } = from;
  const paths = portOf(actor).paths;
  // SF-4: only what is left of System Failure's own temp HP goes (older overdrives without a pool: the grant).
  const planned = endOverdrive({ currentTempHp: temp, overdriveTempHp: pool ?? record.tempHp, exhaustion });
  // A registered guard may hold the gain back (GA-TIRE-1: a 13th Age gearforged); the card then says so.
  const tireless = guardedExhaustion(actor, exhaustion, planned.exhaustion);
  const next = { ...planned, exhaustion: tireless.exhaustion };
  // The pool, when the actor keeps one, is spent once the overdrive ends.
  const { previous, changes } = changedPaths(
    { [OVERDRIVE_POOL_PATH]: pool ?? 0, [paths.hp.temp]: temp, [paths.exhaustion]: exhaustion },
    { [OVERDRIVE_POOL_PATH]: 0, [paths.hp.temp]: next.tempHp, [paths.exhaustion]: next.exhaustion },
  );
  const name = actor.name ?? "";
  const lines = [
    cardText("AUGMENTED.SystemFailure.Ended.Line", { name }),
    cardText("AUGMENTED.SystemFailure.Ended.TempHp", { lost: temp - next.tempHp }),
    tireless.note ?? cardText("AUGMENTED.SystemFailure.Ended.Exhaustion", { name, from: exhaustion, to: next.exhaustion }),
  ];
  return { previous, changes, lines, next: { temp: next.tempHp, exhaustion: next.exhaustion, pool: pool === null ? null : 0 } };
}

/** Deletes the overdrive's effect (marked as its end) and posts the end's card; `undo` the values its Undo restores. */
export async function closeOverdrive(actor: Actor.Implementation, effect: ActiveEffect.Implementation, lines: CardText[], undo: Record<string, number> | null): Promise<ChatMessage.Implementation | null> {
  // cast: the system's own operation flag, see expiryOptions.
  if (effect.id && actor.effects.has(effect.id)) await actor.deleteEmbeddedDocuments("ActiveEffect", [effect.id], expiryOptions() as never);
  const message = await postCard(
    { kind: "system-failure", title: cardText("AUGMENTED.SystemFailure.Ended.Title"), lines },
    { actor, state: undo ? { undo: undoRecord(actor, undo) } : {} },
  );
  return message ?? null;
}

/** End one overdrive now. Returns the card posted, or null when it was already gone. */
export async function expireOverdrive(actor: Actor.Implementation, effect: ActiveEffect.Implementation, record: OverdriveRecord): Promise<ChatMessage.Implementation | null> {
  const key = effect.uuid;
  if (!effect.id || ending.has(key)) return null;
  ending.add(key);
  try {
    if (!actor.effects.has(effect.id)) return null;
    const { previous, changes, lines } = planOverdriveEnd(actor, record);
    // cast (both): the system's own operation flag, see expiryOptions.
    await actor.deleteEmbeddedDocuments("ActiveEffect", [effect.id], expiryOptions() as never);
    // cast: as above: the system's own operation flag, in the actor update's options.
    if (Object.keys(changes).length > 0) await actor.update(changes, expiryOptions() as Actor.Database.UpdateOperation);
    return await closeOverdrive(actor, effect, lines, Object.keys(previous).length > 0 ? previous : null);
  } finally {
    ending.delete(key);
  }
}

/** The distinct actors of a combat's combatants. */
export function combatActors(combat: Combat.Implementation): Actor.Implementation[] {
  const actors = new Set<Actor.Implementation>();
  for (const combatant of combat.combatants) if (combatant.actor) actors.add(combatant.actor);
  return [...actors];
}

/** `combatTurnChange` (every client): end the overdrives of this combat whose actor's next turn is over. */
export async function expireOnTurnChange(combat: Combat.Implementation, current: CombatPosition): Promise<void> {
  for (const actor of combatActors(combat)) {
    // No user id comes with a turn change: the actor's first active owner (else a GM) acts.
    if (!isActingClient(actor, null)) continue;
    for (const { effect, record } of overdrivesOf(actor)) {
      if (record.combatId !== combat.id || !record.end || !overdriveEnded(record.end, current)) continue;
      await expireOverdrive(actor, effect, record);
    }
  }
}

/**
 * `updateWorldTime` (every client): end the overdrives used outside combat once their time is up, and any left
 * over from a combat that no longer exists.
 */
export async function expireOnWorldTime(worldTime: number, triggeringUserId: string | null, actors: readonly Actor.Implementation[] = actorsInPlay()): Promise<void> {
  for (const actor of actors) {
    // Most actors carry no effect at all: skip them before building any list.
    if (actor.effects.size === 0) continue;
    const overdrives = overdrivesOf(actor);
    if (overdrives.length === 0 || !isActingClient(actor, triggeringUserId)) continue;
    for (const { effect, record } of overdrives) {
      const over = record.combatId === null ? overdriveTimeUp(record.startTime, record.seconds, worldTime) : !game.combats?.has(record.combatId);
      if (over) await expireOverdrive(actor, effect, record);
    }
  }
}
