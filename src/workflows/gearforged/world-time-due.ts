/**
 * The Gearforged field of an actor's world-time summary (documents/actor/world-time-watch.ts): the earliest world
 * time at which the maintenance clock (GF-BODY-4, ./maintenance.ts `maintenanceDue`) or a salvaged gear's wait
 * (./timers.ts `timerDue`) can be due; Infinity when neither runs.
 */
import { nextLapseAt } from "../../rules/gearforged/maintenance-clock";
import { registerWatchReader, type WatchedActor } from "../../documents/actor/world-time-watch";

/** The stored blocks read below, all optional (an npc has none). */
interface GearforgedClocks {
  gearforged?: {
    maintenance?: { lastLongRestAt?: unknown; lapses?: unknown } | null;
    memoryGears?: { readableAt?: unknown } | null;
  } | null;
}

function gearforgedDueAt(actor: WatchedActor): number {
  // cast: a structural, all-optional read of the character model's block (data/actor/parts/gearforged.ts).
  const gearforged = (actor.system as GearforgedClocks | null)?.gearforged;
  const block = typeof gearforged === "object" && gearforged !== null ? gearforged : null;
  let dueAt = Infinity;
  const at = block?.maintenance?.lastLongRestAt;
  // The same numbers maintenanceDue reads, so the two agree on when the next lapse comes.
  if (typeof at === "number") dueAt = nextLapseAt({ lastLongRestAt: at, lapses: Number(block?.maintenance?.lapses ?? 0) });
  const readableAt = block?.memoryGears?.readableAt;
  if (typeof readableAt === "number") dueAt = Math.min(dueAt, readableAt);
  return dueAt;
}

/** Called once at init (the Gearforged feature's registration, src/features/gearforged.ts). */
export function registerGearforgedWatch(): void {
  registerWatchReader("gearforgedDueAt", gearforgedDueAt);
}
