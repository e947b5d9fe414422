/**
 * Assertions for scenarios, independent of the runner: vitest and mocha (Quench) both report a thrown Error as a
 * failure, and show `expected`/`actual` when the error carries them. Kept tiny on purpose.
 */

export class ScenarioAssertionError extends Error {
  readonly actual: unknown;
  readonly expected: unknown;
  readonly showDiff = true;

  constructor(message: string, actual: unknown, expected: unknown) {
    super(message);
    this.name = "AssertionError";
    this.actual = actual;
    this.expected = expected;
  }
}

function show(value: unknown): string {
  if (value instanceof Set) return `Set ${show([...value])}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Plain structural form: Sets become sorted arrays, so `{a: new Set([2, 1])}` equals `{a: [1, 2]}`. */
function plain(value: unknown): unknown {
  if (value instanceof Set) return [...value].map(plain).sort();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

export function equal<T>(actual: T, expected: T, what: string): void {
  if (!Object.is(actual, expected)) throw new ScenarioAssertionError(`${what}: expected ${show(expected)}, got ${show(actual)}`, actual, expected);
}

/** Deep equality of plain data (Sets compared as sorted arrays). */
export function same(actual: unknown, expected: unknown, what: string): void {
  const a = plain(actual);
  const e = plain(expected);
  if (JSON.stringify(a) !== JSON.stringify(e)) throw new ScenarioAssertionError(`${what}: expected ${show(e)}, got ${show(a)}`, a, e);
}

export function ok(condition: unknown, what: string): asserts condition {
  if (!condition) throw new ScenarioAssertionError(`${what}: not true`, condition, true);
}

export function includes(text: string | null | undefined, part: string, what: string): void {
  if (typeof text !== "string" || !text.includes(part)) throw new ScenarioAssertionError(`${what}: ${show(text)} does not contain ${show(part)}`, text, part);
}

export function oneOf<T>(actual: T, allowed: readonly T[], what: string): void {
  if (!allowed.includes(actual)) throw new ScenarioAssertionError(`${what}: ${show(actual)} is not one of ${show(allowed)}`, actual, allowed);
}

/** Returns the value, or fails when it is null or undefined. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new ScenarioAssertionError(`${what}: missing`, value, "a value");
  return value;
}
