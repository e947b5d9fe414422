import { localize } from "./notify";

/** A span of world time as the workshop prints it: "2 d 5 h", "3 h 10 min", "45 min", "30 s". */
export function formatSpan(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const form = days > 0 ? "DaysHours" : hours > 0 ? "HoursMinutes" : minutes > 0 ? "Minutes" : "Seconds";
  return localize(`AUGMENTED.Workshop.Span.${form}`, { days, hours, minutes, seconds: s });
}
