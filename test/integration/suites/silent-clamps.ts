/**
 * R1's silent-clamp check (issue 25, finding 7 and Deliver 6): a finite number written outside its field's range
 * and stored as the bound, with no refusal, is a failure, not "cleaned". Shared by ./r1-fuzz.test.ts (a
 * document's `update()`) and ./r1-batch.test.ts (batch writes and creates).
 */
type Plain = Record<string, unknown>;

interface Bounded {
  min?: number;
  max?: number;
}

/** The field at a document path (`system.…` through the type's model), for its bounds. */
function fieldAt(document: unknown, path: string): Bounded | undefined {
  // cast: DataModel schemas (v13 SchemaField#getField takes a dotted path).
  const doc = document as { schema: { getField(path: string): Bounded | undefined }; system?: { schema?: { getField(path: string): Bounded | undefined } } };
  if (path.startsWith("system.")) return doc.system?.schema?.getField(path.slice("system.".length));
  return doc.schema.getField(path);
}

/**
 * Paths whose finite number lay outside its field's range and was stored as the bound, with no refusal: a
 * silent clamp (issue 25, finding 7). Rounding an integer field is cleaning, not a clamp.
 */
export function silentClamps(written: Plain, document: unknown, prefix = ""): string[] {
  const stored = (document as { toObject(): Plain }).toObject();
  return Object.entries(written).flatMap(([path, value]) => {
    if (typeof value !== "number" || !Number.isFinite(value)) return [];
    const field = fieldAt(document, `${prefix}${path}`);
    const now = foundry.utils.getProperty(stored, `${prefix}${path}`);
    if (!field || typeof now !== "number") return [];
    const low = typeof field.min === "number" && value < field.min && now === field.min;
    const high = typeof field.max === "number" && value > field.max && now === field.max;
    return low || high ? [`${prefix}${path}: ${value} stored as ${now}`] : [];
  });
}


/**
 * Paths whose number is stored outside its field's range: what a guard that missed a write path would leave, now
 * that the system's fields no longer clamp (src/data/guarded-number-field.ts).
 */
export function storedOutOfRange(written: Plain, document: unknown, prefix = ""): string[] {
  const stored = (document as { toObject(): Plain }).toObject();
  return Object.keys(written).flatMap((path) => {
    const field = fieldAt(document, `${prefix}${path}`);
    const now = foundry.utils.getProperty(stored, `${prefix}${path}`);
    if (!field || typeof now !== "number") return [];
    const outside = (typeof field.min === "number" && now < field.min) || (typeof field.max === "number" && now > field.max);
    return outside ? [`${prefix}${path}: stored ${now}`] : [];
  });
}
