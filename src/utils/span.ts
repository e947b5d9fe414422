import { localize } from "./notify";

/** A span of world time as the workshop prints it: "2 d 5 h", "3 h 10 min", "45 min", "30 s". */
export function formatSpan(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return localize("AUGMENTED.Workshop.Span.DaysHours", { days: String(days), hours: String(hours) });
  if (hours > 0) return localize("AUGMENTED.Workshop.Span.HoursMinutes", { hours: String(hours), minutes: String(minutes) });
  if (minutes > 0) return localize("AUGMENTED.Workshop.Span.Minutes", { minutes: String(minutes) });
  return localize("AUGMENTED.Workshop.Span.Seconds", { seconds: String(s) });
}
