/**
 * GF-BODY-4, the maintenance clock on world time. Each full 24 hours of world time without a
 * long rest adds one exhaustion level, recorded as maintenance exhaustion, with a card; the next long rest
 * removes it first (./rest.ts). The core `updateWorldTime` hook (src/hooks/combat.ts) calls the gearforged
 * world-time pass (./timers.ts `onWorldTimeGearforged`) on every client; exactly one client acts per actor
 * (utils/acting-user.ts).
 *
 * The clock starts when a seed-001 species is dropped on a character (`startClockOnSpecies`), or from the sheet
 * for an older actor (`startMaintenanceClock`).
 */
import { cardText } from "../../data/chat/card-text";
import { postCard } from "../../applications/chat/cards";
import { type MaintenanceTick, nextLapseAt, planMaintenanceTick, startClock } from "../../rules/gearforged";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { undoRecord } from "../cards/undo";
import { asActorUpdate, maintenancePaths, gearforgedBlock, maintenanceStateOf, ownSpeciesChange, variantOf } from "./state";
import { isDead } from "../../ports/actor-port";
import { claimWrite, putBack } from "../recheck/write-claims";

export interface MaintenanceLapse {
  tick: MaintenanceTick;
  /** World time the tick was counted at. */
  worldTime: number;
  message: ChatMessage.Implementation | null;
}

// Actors whose lapse is being written on this client: two quick time changes must not count one lapse twice.
const applying = new Set<string>();
// Actors asked to be looked at again (`recheckMaintenance`) while their lapse was being written: looked at after it.
const rechecks = new Set<string>();

/**
 * Count what is due at the current world time, now or, while a lapse of this actor is being written on this client,
 * once it is written (the clock it reads may have changed under it).
 */
export function recheckMaintenance(actor: Actor.Implementation): void {
  if (applying.has(actor.uuid)) rechecks.add(actor.uuid);
  else if (maintenanceDue(actor, game.time?.worldTime ?? 0)) void applyMaintenanceLapse(actor);
}

/**
 * Whether a lapse is due for `actor` at `worldTime` (GF-BODY-4). The common case first and cheap: no running
 * clock, or its next lapse still ahead (no item is read). The world-time pass (./timers.ts) calls it per actor.
 */
export function maintenanceDue(actor: Actor.Implementation, worldTime: number): boolean {
  // A dead gearforged's clock stops: no lapse and no card on later time changes.
  if (isDead(actor)) return false;
  const clock = gearforgedBlock(actor)?.maintenance;
  const at = clock?.lastLongRestAt;
  if (typeof at !== "number" || worldTime < nextLapseAt({ lastLongRestAt: at, lapses: Number(clock?.lapses ?? 0) })) return false;
  const state = maintenanceStateOf(actor);
  return state !== null && planMaintenanceTick(state, worldTime) !== null;
}

/**
 * Count the lapses due at `worldTime` (GF-BODY-4) in one update and post the card. Re-reads the actor first; a
 * second call for the same time adds nothing. Hooks `augmented.preMaintenanceLapse` (false cancels: the lapses
 * stay uncounted and come back on the next time change) / `augmented.maintenanceLapse`.
 */
export async function applyMaintenanceLapse(actor: Actor.Implementation, worldTime: number = game.time?.worldTime ?? 0): Promise<MaintenanceLapse | null> {
  const key = actor.uuid;
  if (applying.has(key)) return null;
  applying.add(key);
  let recount = false;
  try {
    // A long rest records its values as a claim (../recheck/write-claims.ts): one that lands before this write is seen.
    const claim = claimWrite(actor);
    const state = maintenanceStateOf(actor);
    const tick = state && !isDead(actor) ? planMaintenanceTick(state, worldTime) : null;
    if (!state || !tick) return null;
    if (!callPreHook(HOOKS.preMaintenanceLapse, actor, tick)) return null;
    const paths = maintenancePaths(actor);
    const update: Record<string, number> = { [paths.lapses]: tick.state.clock.lapses };
    const previous: Record<string, number> = {};
    if (tick.exhaustionAdded > 0) {
      update[paths.actorExhaustion] = tick.state.exhaustion;
      update[paths.exhaustion] = tick.state.maintenanceExhaustion;
      // Undo gives back the exhaustion, not the counted lapses (else the next time change would count them again).
      previous[paths.actorExhaustion] = state.exhaustion;
      previous[paths.exhaustion] = state.maintenanceExhaustion;
    }
    await actor.update(asActorUpdate(update));
    // Across clients: a long rest that lands between this read and this write restarts the clock these lapses
    // were counted on, and this write puts its exhaustion back. Serially the rest comes first: what it left is put
    // back and the lapses are counted again on its clock.
    const between = claim.landedBetween();
    if (between && paths.lastLongRestAt in between) {
      const read = { [paths.lapses]: state.clock.lapses, [paths.actorExhaustion]: state.exhaustion, [paths.exhaustion]: state.maintenanceExhaustion };
      const back = putBack(actor, update, read, between);
      if (Object.keys(back).length > 0) await actor.update(asActorUpdate(back));
      recount = true;
      return null;
    }
    const name = actor.name ?? "";
    const lines = [
      cardText("AUGMENTED.Gearforged.Maintenance.Lapsed", { name, days: tick.state.clock.lapses }),
      // No level added: the creature is already at the most exhaustion.
      cardText(`AUGMENTED.Gearforged.Maintenance.${tick.exhaustionAdded > 0 ? "Exhaustion" : "AtMost"}`, { added: tick.exhaustionAdded, total: tick.state.exhaustion }),
    ];
    if (tick.died) lines.push(cardText("AUGMENTED.Gearforged.Maintenance.Died", { name }));
    lines.push(cardText("AUGMENTED.Gearforged.Maintenance.Hint"));
    const message =
      (await postCard(
        { kind: "maintenance", title: cardText("AUGMENTED.Gearforged.Maintenance.Title"), lines },
        { actor, state: tick.exhaustionAdded > 0 ? { undo: undoRecord(actor, previous) } : {} },
      )) ?? null;
    const result: MaintenanceLapse = { tick, worldTime, message };
    callPostHook(HOOKS.maintenanceLapse, actor, result);
    return result;
  } finally {
    applying.delete(key);
    const recheck = rechecks.delete(key);
    if (recount) await applyMaintenanceLapse(actor, worldTime);
    if (recheck) recheckMaintenance(actor);
  }
}

/** Start (or restart) the clock now, for a seed-001 gearforged whose clock never started. */
export async function startMaintenanceClock(actor: Actor.Implementation): Promise<boolean> {
  if (!ensureCanModify(actor)) return false;
  if (variantOf(actor) !== "homebrew" || !gearforgedBlock(actor)) {
    notifyWarn("AUGMENTED.Gearforged.Maintenance.NotHomebrew", { name: actor.name ?? "" });
    return false;
  }
  await writeClockStart(actor);
  return true;
}

/** The clock (re)started now: no lapse counted yet. */
function writeClockStart(actor: Actor.Implementation): Promise<unknown> {
  const clock = startClock(game.time?.worldTime ?? 0);
  const paths = maintenancePaths(actor);
  return actor.update(asActorUpdate({ [paths.lastLongRestAt]: clock.lastLongRestAt, [paths.lapses]: 0 }));
}

/**
 * `createItem`: a seed-001 species just dropped on a character starts its clock, on the creating user's client
 * (who may change the actor: they just added an item to it). An already running clock is left alone.
 */
export function startClockOnSpecies(item: Item.Implementation, userId: string): void {
  const actor = ownSpeciesChange(item, userId);
  if (!actor || actor.type !== "character" || variantOf(actor) !== "homebrew") return;
  if (typeof gearforgedBlock(actor)?.maintenance?.lastLongRestAt !== "number") void writeClockStart(actor);
}
