/**
 * World time (seconds since the world's epoch) as the day and clock a history line shows when no calendar
 * formats it: day 1 starts at 0; negative or fractional times are clamped and rounded down.
 */
import { whole } from "./whole";

export interface WorldTimeParts {
  day: number;
  hour: number;
  minute: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function worldTimeParts(seconds: number): WorldTimeParts {
  const t = whole(seconds);
  return { day: Math.floor(t / DAY) + 1, hour: Math.floor((t % DAY) / HOUR), minute: Math.floor((t % HOUR) / MINUTE) };
}

/** "HH:MM", zero-padded. */
export function clockText(parts: WorldTimeParts): string {
  return `${String(parts.hour).padStart(2, "0")}:${String(parts.minute).padStart(2, "0")}`;
}
