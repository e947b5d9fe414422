/**
 * Records compatibility (deprecation) warnings while it runs, for both runners: console lines that name a
 * deprecation or compatibility (what Foundry's `logCompatibilityWarning` writes, as a warning or, at the error
 * level, an error), passed through unchanged. `stop()` puts the console back.
 */
const PATTERN = /deprecat|compatib|backwards-compatible/i;

export interface ConsoleRecorder {
  readonly lines: string[];
  stop(): void;
}

export function recordCompatibilityLines(): ConsoleRecorder {
  const lines: string[] = [];
  const original = { warn: console.warn, error: console.error };
  const wrap =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]): void => {
      const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ");
      if (PATTERN.test(text)) lines.push(text);
      write.apply(console, args);
    };
  console.warn = wrap(original.warn);
  console.error = wrap(original.error);
  return {
    lines,
    stop() {
      console.warn = original.warn;
      console.error = original.error;
    },
  };
}
