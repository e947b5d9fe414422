import { localize } from "../utils/notify";
/**
 * Out-of-range numbers are refused with a clear message before Foundry sees them. v13's NumberField cleaning
 * clamps a number outside the field's `min`..`max` into range (foundryvtt issue 12487: max 3, typed 5, stored 3)
 * instead of refusing it, which would silently turn a typed -3 HP or a -1 quantity into 0 (CORE-2; "bad input
 * gets a clear error and loses nothing"). Actor#update and Item#update call this first.
 */

/** What this reads of a document: its type data model's schema. */
interface GuardedDocument {
  system: unknown;
}

interface RangedField {
  min?: number;
  max?: number;
  label?: string;
}

/** The type data field at a path under `system`, if the model has one. */
function fieldAt(document: GuardedDocument, path: string): unknown {
  const schema = (document.system as { schema?: { getField?(path: string): unknown } } | null)?.schema;
  return schema?.getField?.(path);
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The refusal message for the first `system.*` number outside its field's range, else null. */
export function outOfRangeMessage(document: GuardedDocument, changes: unknown): string | null {
  if (typeof changes !== "object" || changes === null) return null;
  const flat = foundry.utils.flattenObject(changes as Record<string, unknown>) as Record<string, unknown>;
  for (const [key, raw] of Object.entries(flat)) {
    if (!key.startsWith("system.")) continue;
    const field = fieldAt(document, key.slice("system.".length));
    if (!(field instanceof foundry.data.fields.NumberField)) continue;
    const value = asNumber(raw);
    if (value === undefined) continue;
    const { min, max, label } = field as unknown as RangedField; // cast: the NumberField options this reads
    const below = typeof min === "number" && value < min;
    const above = typeof max === "number" && value > max;
    if (!below && !above) continue;
    const name = label ? localize(label) : key.slice("system.".length);
    if (typeof min === "number" && typeof max === "number") return localize("AUGMENTED.Error.OutOfRange", { name, value: String(value), min: String(min), max: String(max) });
    if (below) return localize("AUGMENTED.Error.BelowMinimum", { name, value: String(value), min: String(min) });
    return localize("AUGMENTED.Error.AboveMaximum", { name, value: String(value), max: String(max) });
  }
  return null;
}

/** Refuses (error notification, re-render of the document's sheets, false) an update with an out-of-range number. */
export function refuseOutOfRange(document: GuardedDocument & { render?(force?: boolean): unknown }, changes: unknown): boolean {
  const message = outOfRangeMessage(document, changes);
  if (!message) return false;
  ui.notifications?.error(message);
  // A sheet input that asked for the refused value shows the stored one again.
  document.render?.(false);
  return true;
}
