/**
 * Active Effect creation data and timing, per generation. Feature code describes an effect (its changes
 * by kind, and when it starts and how long it lasts in world seconds); this file writes the generation's shape and
 * reads it back.
 *
 * - Changes. v13: top-level `changes` with a numeric `mode` (CONST.ACTIVE_EFFECT_MODES). v14: `system.changes`
 *   with a string `type` and a `phase` (ActiveEffectChangeData, v14 API; foundryvtt/foundryvtt#13740, #13566). The
 *   phase is "initial", the phase dnd5e 5.3.3 gives a change on v13 worlds (module/documents/actor/actor.mjs:351).
 * - Duration. v13: `duration {startTime, seconds}`. v14: `duration {value, units, expiry}` plus
 *   `start {time, …}` (EffectDurationData, EffectStartData, v14 API).
 * - Expiry. v13 core never ends an effect (it greys it). v14 core expires effects itself
 *   (CONFIG.ActiveEffect.expiryAction) once "both the end of the duration and the expiry event are reached"
 *   (EffectDurationData.expiry). The system ends its own timed effects (a flight's end starts the grounded
 *   effect at the moment it ended, an acclimation's end clears the limb's record): so on v14 each of them names
 *   the system's own expiry event, SYSTEM_EXPIRY, registered in CONFIG.ActiveEffect.expiryEvents ("handling left
 *   to them", CONST.ACTIVE_EFFECT_EXPIRY_EVENTS). Core never fires it, so core never expires them: one expiry
 *   path per effect, the system's, on both generations.
 */
import { packageId } from "../constants";
import { type FieldChangeKind, v13Mode } from "./active-effects";
import { isV14 } from "./generation";
import type { V14ActiveEffectConfig, V14ChangeData, V14DurationData, V14DurationUnit, V14StartData } from "./v14";

/** The system's expiry event on v14: reached only when the system ends the effect itself (by deleting it). */
export const SYSTEM_EXPIRY = `${packageId()}.system`;

/** The phase every system change applies in on v14. */
export const CHANGE_PHASE = "initial";

export interface EffectChangeSpec {
  key: string;
  kind: Exclude<FieldChangeKind, "custom">;
  value: string;
}

/** What an effect's timing is: a span of world seconds from `start`, or a display-only combat span. */
export type EffectSpan = { start: number; seconds: number } | { combat: string; rounds: number; turns: number };

function v13Changes(changes: readonly EffectChangeSpec[]): Array<{ key: string; mode: number; value: string; priority: null }> {
  return changes.map((change) => ({ key: change.key, mode: v13Mode(change.kind), value: change.value, priority: null }));
}

function v14Changes(changes: readonly EffectChangeSpec[]): V14ChangeData[] {
  return changes.map((change) => ({ key: change.key, type: change.kind, value: change.value, phase: CHANGE_PHASE, priority: null }));
}

function v13Duration(span: EffectSpan | null): Record<string, unknown> {
  if (span === null) return {};
  if ("seconds" in span) return { startTime: span.start, seconds: span.seconds };
  return { combat: span.combat, rounds: span.rounds, turns: span.turns };
}

function v14Timing(span: EffectSpan | null): { duration: V14DurationData | Record<string, never>; start: V14StartData | Record<string, never> } {
  if (span === null) return { duration: {}, start: {} };
  if ("seconds" in span) return { duration: { value: span.seconds, units: "seconds", expiry: SYSTEM_EXPIRY }, start: { time: span.start } };
  // A combat span is display-only (an upper bound the system's own record ends first): never core's to end.
  return { duration: { value: span.rounds + (span.turns > 0 ? 1 : 0), units: "rounds", expiry: SYSTEM_EXPIRY }, start: { time: game.time?.worldTime ?? 0, combat: span.combat } };
}

/**
 * The generation-specific fields of an effect's creation data: its changes and its timing. Spread into the rest
 * (name, img, flags…), which is the same on both generations.
 */
export function effectFields(changes: readonly EffectChangeSpec[], span: EffectSpan | null): Record<string, unknown> {
  if (!isV14()) return { changes: v13Changes(changes), duration: v13Duration(span) };
  return { system: { changes: v14Changes(changes) }, ...v14Timing(span) };
}

/** An effect's changes as `{key, value}`, from either generation's shape (v13 `changes`, v14 `system.changes`). */
export function effectChangeValues(effect: unknown): Array<{ key: string; value: string }> {
  // cast: a structural read of an ActiveEffect's change list, checked entry by entry.
  const view = effect as { changes?: unknown; system?: { changes?: unknown } | null };
  const list = isV14() ? view.system?.changes : view.changes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: { key?: unknown; value?: unknown }) => (typeof entry?.key === "string" ? [{ key: entry.key, value: String(entry.value ?? "") }] : []));
}

const UNIT_SECONDS: Partial<Record<V14DurationUnit, number>> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };

interface EffectTimingView {
  duration?: { startTime?: unknown; seconds?: unknown; value?: unknown; units?: unknown } | null;
  start?: { time?: unknown } | null;
}

/**
 * When an effect started (world seconds) and how long it lasts in seconds (null: no time-based length), from
 * either generation's shape.
 */
export function effectTiming(effect: unknown): { start: number | null; seconds: number | null } {
  // cast: a structural read of an ActiveEffect's duration (and v14 start), checked value by value.
  const view = effect as EffectTimingView;
  const duration = view.duration ?? {};
  if (isV14()) {
    const start = typeof view.start?.time === "number" ? view.start.time : null;
    // cast: an unknown unit reads undefined and is handled below.
    const perUnit = UNIT_SECONDS[duration.units as V14DurationUnit];
    const seconds = typeof duration.value === "number" && perUnit !== undefined ? duration.value * perUnit : null;
    return { start, seconds };
  }
  return {
    start: typeof duration.startTime === "number" ? duration.startTime : null,
    seconds: typeof duration.seconds === "number" ? duration.seconds : null,
  };
}

/** init: registers SYSTEM_EXPIRY with v14's expiry events (its label for the effect sheet); nothing on v13. */
export function registerEffectExpiry(label: string): void {
  if (!isV14()) return;
  // cast: v14's CONFIG.ActiveEffect, which the v13 types do not declare (src/compat/v14.d.ts).
  const config = CONFIG.ActiveEffect as V14ActiveEffectConfig;
  config.expiryEvents = { ...(config.expiryEvents ?? {}), [SYSTEM_EXPIRY]: label };
}

/**
 * v14, a world written on v13: core migrates an effect's v13 fields to v14's shape but names no expiry event, so
 * core would expire the system's timed effects as well as the system (two paths). The update that makes such an
 * effect the system's alone again (its expiry event), or null (v13; not timed; already the system's).
 */
export function systemExpiryUpdate(effect: unknown): Record<string, unknown> | null {
  if (!isV14()) return null;
  // cast: a structural read of a v14 effect's duration (src/compat/v14.d.ts).
  const duration = (effect as { duration?: Partial<V14DurationData> | null }).duration;
  if (!duration || typeof duration.value !== "number" || duration.expiry === SYSTEM_EXPIRY) return null;
  return { "duration.expiry": SYSTEM_EXPIRY };
}
