/**
 * Actor numbers as update paths, shared by the workflows that write HP, exhaustion or coins in one update (damage,
 * rests, System Failure, an overdrive's end, automail's purchases): the HP values at their paths, and of two such
 * records the paths that differ (what the update writes, and the values before it: the undo record).
 */
import type { PortPaths } from "../../ports/actor-port";
import type { DeathSaves } from "../../rules/core/death-saves";

/** HP and temp HP at their paths, and the death saves at theirs when the actor keeps them (null: it does not). */
export function hpPathValues(paths: PortPaths, hp: { value: number; temp: number }, deathSaves: DeathSaves | null): Record<string, number> {
  const out: Record<string, number> = { [paths.hp.value]: hp.value, [paths.hp.temp]: hp.temp };
  if (deathSaves) {
    out[paths.death.success] = deathSaves.success;
    out[paths.death.failure] = deathSaves.failure;
  }
  return out;
}

/** The paths `after` gives another value than `before`: their new values, and their values before (0 when absent). */
export function changedPaths(before: Record<string, number>, after: Record<string, number>): { previous: Record<string, number>; changes: Record<string, number> } {
  const previous: Record<string, number> = {};
  const changes: Record<string, number> = {};
  for (const [path, value] of Object.entries(after)) {
    if (before[path] === value) continue;
    previous[path] = before[path] ?? 0;
    changes[path] = value;
  }
  return { previous, changes };
}

/** The number a write left at `path`, or `fallback` when it wrote none there. */
export function numberAt(written: Record<string, unknown>, path: string, fallback: number): number {
  const value = written[path];
  return typeof value === "number" ? value : fallback;
}
