/**
 * Bad input loses nothing: a create or update carrying a number that is not finite
 * (Infinity, -Infinity, NaN) is refused before it is written, with a message naming the fields. A NumberField
 * without `integer` lets ±Infinity through validation, and a JSON round trip (the network, the database) would
 * turn it into null: either way the stored value would not be what was asked for, and a derived number built
 * from it would not be finite. Called from the Actor and Item documents' `_preCreate` / `_preUpdate`.
 */
import { notifyWarn } from "../utils/notify";

/** The dotted paths of non-finite numbers in a plain change object (arrays by index). */
export function nonFinitePaths(value: unknown, path = "", out: string[] = [], depth = 0): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) out.push(path);
    return out;
  }
  if (value === null || typeof value !== "object" || depth > 12) return out;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) nonFinitePaths(child, path ? `${path}.${key}` : key, out, depth + 1);
  return out;
}

/** False (and a warning naming the fields) when the data holds a non-finite number; else undefined. */
export function refuseNonFinite(name: string | null | undefined, data: unknown): false | undefined {
  const paths = nonFinitePaths(data);
  if (paths.length === 0) return undefined;
  notifyWarn("AUGMENTED.Error.NonFinite", { name: name ?? "", paths: paths.join(", ") });
  return false;
}
