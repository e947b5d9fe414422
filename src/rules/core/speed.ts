import type { ExhaustionEffects } from "./exhaustion";
import { whole } from "./whole";

/**
 * Movement speeds in feet. Exhaustion reduces every movement type, not just walking (2024: "your Speed";
 * 2014: "speed halved / 0"), and no speed drops below 0.
 */

export const MOVEMENT_TYPES = ["walk", "fly", "swim", "climb", "burrow"] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export type Speeds = Record<MovementType, number> & { hover: boolean };

/** One speed after exhaustion: multiplier first (2014 halving, rounded down), then the 2024 penalty. */
export function reduceSpeed(speed: number, effects: Pick<ExhaustionEffects, "speedMultiplier" | "speedPenalty">): number {
  const base = whole(speed);
  if (base === 0) return 0;
  return Math.max(0, Math.floor(base * effects.speedMultiplier) - effects.speedPenalty);
}

/** All speeds after exhaustion. Hover is kept: it describes how the creature flies, not how fast. */
export function applyExhaustionToSpeeds(
  speeds: Speeds,
  effects: Pick<ExhaustionEffects, "speedMultiplier" | "speedPenalty">,
): Speeds {
  return {
    walk: reduceSpeed(speeds.walk, effects),
    fly: reduceSpeed(speeds.fly, effects),
    swim: reduceSpeed(speeds.swim, effects),
    climb: reduceSpeed(speeds.climb, effects),
    burrow: reduceSpeed(speeds.burrow, effects),
    hover: speeds.hover,
  };
}
