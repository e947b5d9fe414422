/**
 * GA-TIRE-1 Tireless: immune to exhaustion (a gain is ignored and the card that would have added it says so).
 * Needs 4 hours of maintenance a day, aware throughout; an interruption restarts the 4 hours. Each full day
 * without: cumulative −2 to attack rolls, damage rolls and skill checks (champion feat −1). At days without =
 * its 13th Age level: immobile and helpless until maintained by another gearforged or someone with a suitable
 * background. One maintenance clears everything. Epic feat: no penalty, never immobile.
 */
import { DAY_SECONDS, HOUR_SECONDS, worldSeconds } from "../refusals";
import { type GearforgedRefusal, refusal } from "../refusals";
import { whole } from "../../core/whole";

export const MAINTENANCE_HOURS = 4;
export const MAINTENANCE_SECONDS = MAINTENANCE_HOURS * HOUR_SECONDS;
export const PENALTY_PER_DAY = 2;
export const CHAMPION_PENALTY_PER_DAY = 1;

/** GA-TIRE-1: an exhaustion gain leaves the level where it was; `ignored` goes on the card as a note. */
export function tirelessExhaustionGain(current: number, gain: number): { exhaustion: number; ignored: number; noteKey: string } {
  return { exhaustion: current, ignored: Math.max(0, Math.trunc(gain)), noteKey: "AUGMENTED.Gearforged.Tireless.ignored" };
}

/** Full days since the last maintenance ended. */
export function daysWithoutMaintenance(lastMaintenanceAt: number, now: number): number {
  // A rewound clock (now before the last maintenance) counts no days.
  return Math.max(0, Math.floor((worldSeconds(now) - worldSeconds(lastMaintenanceAt)) / DAY_SECONDS));
}

/**
 * The world times at which `daysWithoutMaintenance(lastMaintenanceAt, t)` is `days`: `[from, until)` (a rewind
 * counts too, so the window has a start); empty when no time gives `days`. The world-time pass skips a 13th Age
 * gearforged while world time stays inside it (workflows/gearforged/thirteenth-age/clock.ts).
 */
export function sameDaysWindow(lastMaintenanceAt: number, days: number): { from: number; until: number } {
  const last = worldSeconds(lastMaintenanceAt);
  if (!Number.isInteger(days) || days < 0) return { from: -Infinity, until: -Infinity };
  return { from: days === 0 ? -Infinity : last + days * DAY_SECONDS, until: last + (days + 1) * DAY_SECONDS };
}

export interface NeglectFeats {
  champion: boolean;
  epic: boolean;
}

export interface NeglectState {
  days: number;
  /** Added to attack rolls, damage rolls and skill checks (0 or negative). */
  penalty: number;
  immobile: boolean;
}

/** The penalty and state after `days` without maintenance, for a 13th Age level `level13`. */
export function neglectState(days: number, level13: number, feats: NeglectFeats): NeglectState {
  const d = whole(days);
  if (feats.epic) return { days: d, penalty: 0, immobile: false };
  const perDay = feats.champion ? CHAMPION_PENALTY_PER_DAY : PENALTY_PER_DAY;
  return { days: d, penalty: d === 0 ? 0 : -perDay * d, immobile: d >= Math.max(1, Math.trunc(level13)) };
}

export interface Maintainer {
  isPatient: boolean;
  isGearforged: boolean;
  hasBackground: boolean;
}

export interface MaintenanceAttempt {
  /** Hours of uninterrupted work done (an interruption starts them again from 0). */
  hours: number;
  underwater: boolean;
  /** GA-AMPH-1 champion feat: maintenance underwater. */
  underwaterFeat: boolean;
  /** The patient is immobile (days ≥ its level): someone else must do it. */
  immobile: boolean;
  maintainer: Maintainer;
}

/** A 4-hour maintenance: clears every penalty and the immobile state and restarts the clock at `now`. */
export function planFourHourMaintenance(
  attempt: MaintenanceAttempt,
  now: number,
): { ok: true; lastMaintenanceAt: number } | { ok: false; reason: GearforgedRefusal } {
  if (attempt.underwater && !attempt.underwaterFeat) return { ok: false, reason: refusal("underwater") };
  const m = attempt.maintainer;
  // Immobile: not by itself. Anyone else needs to be a gearforged or have the background, immobile or not.
  if (attempt.immobile && m.isPatient) return { ok: false, reason: refusal("needsAnotherMaintainer") };
  if (!m.isPatient && !m.isGearforged && !m.hasBackground) return { ok: false, reason: refusal("needsAnotherMaintainer") };
  if (!(attempt.hours >= MAINTENANCE_HOURS)) return { ok: false, reason: refusal("interrupted") };
  return { ok: true, lastMaintenanceAt: worldSeconds(now) };
}
