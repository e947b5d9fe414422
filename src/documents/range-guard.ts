import { localize } from "../utils/notify";
/**
 * Which numbers are out of range. v13's NumberField cleaning clamps a number outside the field's `min`..`max`
 * into range (foundryvtt/foundryvtt#12487: max 3, typed 5, stored 3) instead of refusing it, which would silently turn
 * a typed -3 HP or a -1 quantity into 0 (CORE-2, CORE-8; "bad input gets a clear error and loses nothing"). So the
 * system checks the change as requested, before cleaning: ./write-guard.ts runs this check on every write path.
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

/** A field as this walks it: a schema's named fields, an array's element field. */
interface FieldNode {
  fields?: Record<string, unknown>;
  element?: unknown;
}

/**
 * The field at a dotted path from `root`, stepping through an array's element at a numeric segment (a change to
 * `featureDcs.0.bonus` is checked against the element's `bonus` field).
 */
function walk(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const segment of path.split(".")) {
    // cast: a structural view of Foundry's SchemaField (`fields`) and ArrayField (`element`); each step is checked.
    const at = node as FieldNode | null | undefined;
    if (!at || typeof at !== "object") return undefined;
    node = /^\d+$/.test(segment) && at.element ? at.element : at.fields?.[segment];
  }
  return node;
}

/** Every number leaf of a flattened change, an array's elements included (`featureDcs.0.bonus`): flattening keeps arrays whole. */
function leavesOf(flat: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const visit = (key: string, value: unknown, depth: number): void => {
    if (depth < 8 && Array.isArray(value)) value.forEach((item, index) => visit(`${key}.${index}`, item, depth + 1));
    else if (depth < 8 && depth > 0 && typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) visit(`${key}.${k}`, v, depth + 1);
    else out.push([key, value]);
  };
  for (const [key, value] of Object.entries(flat)) visit(key, value, 0);
  return out;
}

/** The type data field at a path under `system`, if the model has one. */
function fieldAt(document: GuardedDocument, path: string): unknown {
  // cast: a structural, optional view of the document's system data; every read checks its type.
  const schema = (document.system as { schema?: { getField?(path: string): unknown } } | null)?.schema;
  return schema?.getField?.(path) ?? walk(schema, path);
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
  // cast: a non-null object, read by key with checks.
  const flat = foundry.utils.flattenObject(changes as Record<string, unknown>) as Record<string, unknown>;
  for (const [key, raw] of leavesOf(flat)) {
    if (!key.startsWith("system.")) continue;
    const field = fieldAt(document, key.slice("system.".length));
    if (!(field instanceof foundry.data.fields.NumberField)) continue;
    const value = asNumber(raw);
    if (value === undefined) continue;
    const { min, max, label } = field as RangedField; // cast: the NumberField options this reads
    const below = typeof min === "number" && value < min;
    const above = typeof max === "number" && value > max;
    if (!below && !above) continue;
    const name = label ? localize(label) : key.slice("system.".length);
    // Both bounds are named when the field has both; else the one crossed (each text names only its own).
    const kind = typeof min === "number" && typeof max === "number" ? "OutOfRange" : below ? "BelowMinimum" : "AboveMaximum";
    return localize(`AUGMENTED.Error.${kind}`, { name, value, min: String(min), max: String(max) });
  }
  return null;
}

/** The schema of a type's model, for a document that does not exist yet (a create). */
function schemaHolder(documentName: "Actor" | "Item", type: unknown): GuardedDocument {
  // cast: CONFIG.<Document>.dataModels maps each sub-type to its TypeDataModel class, whose `schema` is static.
  const models = (CONFIG[documentName] as { dataModels?: Record<string, { schema?: unknown } | undefined> }).dataModels;
  return { system: { schema: typeof type === "string" ? models?.[type]?.schema : undefined } };
}

/** The message for the first out-of-range number of a batch of creates (each entry's `type` gives its model), else null. */
export function createOutOfRange(entries: readonly unknown[], documentName: "Actor" | "Item"): string | null {
  for (const raw of entries) {
    if (typeof raw !== "object" || raw === null) continue;
    // A Document may be passed to a create instead of its data.
    // cast: a Document's `toObject()` gives its source data.
    const entry: unknown = typeof (raw as { toObject?: unknown }).toObject === "function" ? (raw as { toObject(): unknown }).toObject() : raw;
    if (typeof entry !== "object" || entry === null) continue;
    // An actor created with its items: each item is a create too.
    if (documentName === "Actor" && "items" in entry && Array.isArray(entry.items)) {
      const inner = createOutOfRange(entry.items, "Item");
      if (inner) return inner;
    }
    const message = outOfRangeMessage(schemaHolder(documentName, "type" in entry ? entry.type : undefined), entry);
    if (message) return message;
  }
  return null;
}
