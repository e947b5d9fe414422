/**
 * Records compatibility (deprecation) warnings while it runs, for both runners: console lines that name a
 * deprecation or compatibility (what Foundry's `logCompatibilityWarning` writes, as a warning or, at the error
 * level, an error), passed through unchanged. `stop()` puts the console back.
 *
 * In a live world other packages (Quench itself among them) may raise their own warnings: with `othersIgnored`,
 * a line whose stack names a module's file and not the system's is left out. Lines without a stack count.
 */
const PATTERN = /deprecat|compatib|backwards-compatible/i;
const OTHER_PACKAGE = /\/modules\//;
const THIS_SYSTEM = /\/systems\/augmented\//;

export interface ConsoleRecorder {
  readonly lines: string[];
  stop(): void;
}

export function recordCompatibilityLines({ othersIgnored = false }: { othersIgnored?: boolean } = {}): ConsoleRecorder {
  const lines: string[] = [];
  const original = { warn: console.warn, error: console.error };
  const wrap =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]): void => {
      const text = args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ");
      const others = othersIgnored && OTHER_PACKAGE.test(text) && !THIS_SYSTEM.test(text);
      if (PATTERN.test(text) && !others) lines.push(text);
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
