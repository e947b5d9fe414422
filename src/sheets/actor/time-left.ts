import { localize } from "../../utils/notify";

/** Seconds in a combat round when the world does not say (Foundry's default `CONFIG.time.roundTime`). */
const DEFAULT_ROUND_SECONDS = 6;

function roundSeconds(): number {
  const configured = CONFIG.time?.roundTime;
  return typeof configured === "number" && configured > 0 ? configured : DEFAULT_ROUND_SECONDS;
}

/**
 * World time left, as Foundry players read it: "3 rounds" under a minute, then whole minutes, hours or days in
 * words ("1 day", "2 hours"), the largest unit that reads as a whole number, rounded up (never says less than is
 * left).
 */
export function timeLeft(seconds: number): string {
  const s = Math.max(0, seconds);
  const say = (unit: string, count: number) => localize(`AUGMENTED.Automail.Sheet.Remaining.${unit}${count === 1 ? "" : "s"}`, { count });
  if (s < 60) return say("round", Math.max(1, Math.ceil(s / roundSeconds())));
  if (s < 3600) return say("minute", Math.ceil(s / 60));
  if (s < 86_400) return say("hour", Math.ceil(s / 3600));
  return say("day", Math.ceil(s / 86_400));
}
