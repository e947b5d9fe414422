// What a measurement log looks like in a Markdown document, so the guidance documents can be kept free of one:
// a calendar date, a load average, a wall-clock or CPU timing. What a benchmark measured on a given day belongs in
// the commit message, and a current figure in the benchmark's own output (bench/results.json), not in prose.

/** A reason for each kind of measurement-log line, with the pattern that finds it. */
const LOG_MARKS: ReadonlyArray<{ reason: string; pattern: RegExp }> = [
  { reason: "a date", pattern: /\b(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/ },
  { reason: "a load average", pattern: /\bload average\b/i },
  { reason: "a timing run", pattern: /\b\d+(?:\.\d+)? ?s (?:wall|CPU)\b|\b\d+:\d{2} wall\b/ },
];

export interface LogLine {
  /** 1-based line number */
  line: number;
  reason: string;
  text: string;
}

/**
 * The lines of a Markdown text that read as a measurement log. `tables: false` leaves table rows out (an evidence
 * table cites dated sources, which is no log).
 */
export function datedLogLines(markdown: string, options: { tables?: boolean } = {}): LogLine[] {
  const found: LogLine[] = [];
  markdown.split("\n").forEach((text, index) => {
    if (options.tables === false && text.trimStart().startsWith("|")) return;
    const mark = LOG_MARKS.find(({ pattern }) => pattern.test(text));
    if (mark) found.push({ line: index + 1, reason: mark.reason, text: text.trim() });
  });
  return found;
}
