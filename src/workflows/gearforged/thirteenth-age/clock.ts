/**
 * GA-TIRE-1 / GA-AMPH-1 on world time: the core `updateWorldTime` hook
 * (src/hooks/combat.ts) calls `onWorldTimeThirteenthAge` on every client; for each 13th Age gearforged whose state
 * moved (a new day without maintenance, a 4-hour maintenance finished, its time underwater run out), exactly one
 * client acts (utils/acting-user.ts) and `syncThirteenthAge` brings the record and the effects up to date, with a
 * card when the penalty grows and when it halts.
 *
 * The clock starts when the 13th Age species is dropped on a character (`startNeglectClockOnSpecies`), or from
 * the sheet (`startNeglectClock`).
 */
import { type CardText, cardText } from "../../../data/chat/card-text";
import { MAINTENANCE_SECONDS, haltsAt, sameDaysWindow } from "../../../rules/gearforged";
import { recordThirteenthAgeQuiet } from "../../../documents/actor/world-time-watch";
import { isActingClient } from "../../../utils/acting-user";
import { actorsInPlay } from "../../../utils/actors-in-play";
import { HOOKS } from "../../../utils/hook-names";
import { callPostHook, callPreHook } from "../../../utils/workflow-hooks";
import { asActorUpdate, ownSpeciesChange, variantOf } from "../state";
import { applyStateEffects, effectsOf, neglectEffectMatches } from "./effects";
import { completeFourHourMaintenance } from "./maintenance";
import { thirteenthAgeCard, thirteenthAgeForAction } from "./helpers";
import { type HaltReason, taPaths, type ThirteenthAgeView, haltReason, isThirteenthAge, storedBlock, thirteenthAgeView } from "./state";

/** What `augmented.gearforgedHalt` reports. */
export interface GearforgedHalt {
  reason: HaltReason;
  days: number;
  worldTime: number;
}

/**
 * Sync `actor` now when its record or effects lag behind (a cheap check first: no write when nothing moved): the
 * level and feat listeners (./refresh.ts) and a host whose level changes without an actor update (dnd5e's class
 * items) call it.
 */
export function refreshThirteenthAge(actor: Actor.Implementation): void {
  const now = game.time?.worldTime ?? 0;
  const view = thirteenthAgeView(actor, now);
  if (view && viewNeedsSync(actor, view, now)) void syncThirteenthAge(actor, now);
}

/** True when the stored record or the effects lag behind the state at `now` (cheap: no write). */
function viewNeedsSync(actor: Actor.Implementation, view: ThirteenthAgeView, now: number): boolean {
  const started = view.maintenance.startedAt;
  if (started !== null && now >= started + MAINTENANCE_SECONDS) return true;
  if (view.neglect.days !== view.storedDays || view.underwater.haltDue) return true;
  const hasHalt = effectsOf(actor, "halt").length > 0;
  // The penalty per day and the day limit follow the level and the level-scale setting (./refresh.ts).
  return !neglectEffectMatches(actor, view.neglect) || hasHalt !== (haltReason(view) !== null);
}

/** `updateWorldTime`: every 13th Age gearforged whose state moved, on its one acting client. */
export function onWorldTimeThirteenthAge(worldTime: number, userId: string | null, actors: readonly Actor.Implementation[] = actorsInPlay()): void {
  for (const actor of actors) {
    const block = storedBlock(actor);
    // The common case first and cheap: nothing running for this actor.
    if (block.lastMaintenanceAt == null && block.maintenance?.startedAt == null && block.underwater?.since == null) continue;
    const view = thirteenthAgeView(actor, worldTime);
    if (view === null) {
      recordThirteenthAgeQuiet(actor, { from: -Infinity, until: Infinity });
      continue;
    }
    if (!viewNeedsSync(actor, view, worldTime)) {
      recordThirteenthAgeQuiet(actor, quietWindow(view));
      continue;
    }
    if (isActingClient(actor, userId)) void syncThirteenthAge(actor, worldTime);
  }
}

/**
 * For a view in sync: the world times around it at which only world time would still leave it in sync. What
 * else the check reads (the record, level, feats, strength, effects, the level-scale setting) changes only with
 * a new preparation or the setting, which drop the window (documents/actor/world-time-watch.ts).
 */
function quietWindow(view: ThirteenthAgeView): { from: number; until: number } {
  // No clock: the day count stays 0 (daysWithoutMaintenance is only called with a start).
  const days = view.lastMaintenanceAt === null ? { from: -Infinity, until: Infinity } : sameDaysWindow(view.lastMaintenanceAt, view.storedDays);
  let until = days.until;
  const started = view.maintenance.startedAt;
  if (started !== null) until = Math.min(until, started + MAINTENANCE_SECONDS);
  const { since, halted } = view.underwater;
  if (since !== null && !halted) {
    const haltAt = haltsAt(since, view.strength, view.feats.amphibious);
    if (haltAt !== null) until = Math.min(until, haltAt);
  }
  return { from: days.from, until };
}

// Actors being synced on this client: two quick time changes must not write the same day twice.
const syncing = new Set<string>();

/**
 * Bring one actor up to date at `now`: finish a 4-hour maintenance that has run its time, then write the day
 * count and underwater halt, then the effects; a card when the penalty grew or it halted. Hooks
 * `augmented.preGearforgedHalt` (false: the halt is not applied now; the next time change asks again) /
 * `augmented.gearforgedHalt`.
 */
export async function syncThirteenthAge(actor: Actor.Implementation, now: number = game.time?.worldTime ?? 0): Promise<void> {
  const key = actor.uuid;
  if (syncing.has(key)) return;
  syncing.add(key);
  try {
    let view = thirteenthAgeView(actor, now);
    if (!view) return;
    const started = view.maintenance.startedAt;
    if (started !== null && now >= started + MAINTENANCE_SECONDS) {
      await completeFourHourMaintenance(actor, started + MAINTENANCE_SECONDS);
      view = thirteenthAgeView(actor, now);
      if (!view) return;
    }
    const wasHalted = effectsOf(actor, "halt").length > 0;
    let reason = haltReason(view);
    if (reason !== null && !wasHalted && !callPreHook(HOOKS.preGearforgedHalt, actor, { reason, days: view.neglect.days, worldTime: now })) reason = null;
    const update: Record<string, unknown> = {};
    if (view.neglect.days !== view.storedDays) update[taPaths(actor).days] = view.neglect.days;
    if (view.underwater.haltDue && reason === "underwater") update[taPaths(actor).halted] = true;
    if (Object.keys(update).length > 0) await actor.update(asActorUpdate(update));
    // Another client bringing the actor up to date at the same moment (two GMs moving time) wrote the effects
    // first when this one changed nothing: that client tells the table, this one stays silent.
    const changed = await applyStateEffects(actor, view.neglect, reason);
    const name = actor.name ?? "";
    const lines: CardText[] = [];
    if (!changed) return;
    if (view.neglect.days > view.storedDays && view.neglect.penalty < 0) {
      lines.push(cardText("AUGMENTED.Gearforged.ThirteenthAge.Card.Neglect", { name, days: view.neglect.days, penalty: view.neglect.penalty }));
    }
    if (reason !== null && !wasHalted) lines.push(cardText(`AUGMENTED.Gearforged.ThirteenthAge.Card.Halt.${reason}`, { name, days: view.neglect.days }));
    if (lines.length > 0) {
      lines.push(cardText("AUGMENTED.Gearforged.ThirteenthAge.Card.MaintainHint"));
      await thirteenthAgeCard(actor, "AUGMENTED.Gearforged.ThirteenthAge.Card.Title", lines);
    }
    if (reason !== null && !wasHalted) callPostHook(HOOKS.gearforgedHalt, actor, { reason, days: view.neglect.days, worldTime: now });
  } finally {
    syncing.delete(key);
  }
}

/** Start (or restart) the clock now for a 13th Age gearforged (an older actor whose clock never started). */
export async function startNeglectClock(actor: Actor.Implementation): Promise<boolean> {
  if (!thirteenthAgeForAction(actor)) return false;
  await writeClockStart(actor);
  await syncThirteenthAge(actor);
  return true;
}

/** The clock (re)started now: no day counted yet. */
function writeClockStart(actor: Actor.Implementation): Promise<unknown> {
  const paths = taPaths(actor);
  return actor.update(asActorUpdate({ [paths.lastMaintenanceAt]: game.time?.worldTime ?? 0, [paths.days]: 0 }));
}

/** `createItem`: the 13th Age species just dropped on a character starts its clock, on the creating user's client. */
export function startNeglectClockOnSpecies(item: Item.Implementation, userId: string): void {
  const actor = ownSpeciesChange(item, userId);
  if (!actor || actor.type !== "character" || variantOf(actor) !== "thirteenthAge") return;
  if (typeof storedBlock(actor).lastMaintenanceAt !== "number") void writeClockStart(actor);
}

/**
 * `deleteItem`: when the 13th Age species leaves a character, its neglect and halt effects go with it (on the
 * deleting user's client), so no penalty outlives the rules that made it.
 */
export function clearThirteenthAgeOnSpeciesDeleted(item: Item.Implementation, userId: string): void {
  const actor = ownSpeciesChange(item, userId);
  // No penalty and no halt: only the effects it has are deleted (none: nothing is written).
  if (actor && !isThirteenthAge(actor)) void applyStateEffects(actor, { days: 0, penalty: 0 }, null);
}
