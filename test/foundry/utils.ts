/**
 * `foundry.utils`: the object helpers documents, forms and systems lean on.
 * Semantics follow https://foundryvtt.com/api/v13/modules/foundry.utils.html (own implementation).
 */

import { performIntegerSort } from "./sorting";
import { DELETE_OPERATOR, deprecationWarning } from "./generation";

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (value === null || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Foundry's getType: "Object" for plain objects, constructor names for class instances. */
export function getType(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return "Array";
  if (typeof value === "object") {
    if (isPlainObject(value)) return "Object";
    const ctor = (value as { constructor?: { name?: string } }).constructor;
    return ctor?.name ?? "Object";
  }
  return typeof value;
}

/** Copies plain data (objects, arrays, dates); class instances are kept by reference, as Foundry does without `strict`. */
export function deepClone<T>(original: T, { strict = false }: { strict?: boolean } = {}): T {
  return cloneInner(original, strict, 0) as T;
}

function cloneInner(value: unknown, strict: boolean, depth: number): unknown {
  if (depth > 100) throw new Error("Maximum depth exceeded: deepClone cannot copy recursive data");
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => cloneInner(v, strict, depth + 1));
  if (value instanceof Date) return new Date(value);
  if (!isPlainObject(value)) {
    if (strict) throw new Error("deepClone cannot clone advanced objects");
    return value;
  }
  const out: PlainObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = cloneInner(v, strict, depth + 1);
  return out;
}

/** JSON round trip, like Foundry's `duplicate`. */
export function duplicate<T>(original: T): T {
  return JSON.parse(JSON.stringify(original)) as T;
}

export function getProperty(object: unknown, key: string): unknown {
  if (!key || object === null || object === undefined) return undefined;
  if (key in Object(object)) return (object as PlainObject)[key];
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (target === null || target === undefined || typeof target !== "object" && typeof target !== "function") {
      return undefined;
    }
    target = (target as PlainObject)[part];
  }
  return target;
}

/** Sets a dotted path, creating intermediate objects; returns whether the value changed. */
export function setProperty(object: PlainObject, key: string, value: unknown): boolean {
  if (!key) return false;
  let target: PlainObject = object;
  let last = key;
  if (key.includes(".")) {
    const parts = key.split(".");
    last = parts.pop() as string;
    for (const part of parts) {
      const next = target[part];
      if (next === null || typeof next !== "object") target[part] = {};
      target = target[part] as PlainObject;
    }
  }
  if (last in target && target[last] === value) return false;
  target[last] = value;
  return true;
}

export function hasProperty(object: unknown, key: string): boolean {
  if (!key || object === null || object === undefined) return false;
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (target === null || typeof target !== "object" || !(part in target)) return false;
    target = (target as PlainObject)[part];
  }
  return true;
}

export function deleteProperty(object: PlainObject, key: string): boolean {
  const parts = key.split(".");
  const last = parts.pop() as string;
  const parent = parts.length ? getProperty(object, parts.join(".")) : object;
  if (parent === null || typeof parent !== "object" || !(last in parent)) return false;
  delete (parent as PlainObject)[last];
  return true;
}

/** `{"a.b": 1}` → `{a: {b: 1}}`, recursively. */
export function expandObject(object: PlainObject): PlainObject {
  const expand = (value: unknown, depth: number): unknown => {
    if (depth > 32) throw new Error("Maximum object expansion depth exceeded");
    if (Array.isArray(value)) return value.map((v) => expand(v, depth + 1));
    if (!isPlainObject(value)) return value;
    const out: PlainObject = {};
    for (const [k, v] of Object.entries(value)) setProperty(out, k, expand(v, depth + 1));
    return out;
  };
  return expand(object, 0) as PlainObject;
}

/** `{a: {b: 1}}` → `{"a.b": 1}`; empty inner objects are kept as values. */
export function flattenObject(object: PlainObject, _depth = 0): PlainObject {
  const out: PlainObject = {};
  for (const [k, v] of Object.entries(object)) {
    if (isPlainObject(v) && !isEmpty(v)) {
      if (_depth > 100) throw new Error("Maximum depth exceeded");
      for (const [ik, iv] of Object.entries(flattenObject(v, _depth + 1))) out[`${k}.${ik}`] = iv;
    } else out[k] = v;
  }
  return out;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  enforceTypes?: boolean;
  performDeletions?: boolean;
}

/**
 * Foundry's mergeObject: dotted keys in `other` are expanded; `-=key` deletes a key and `==key` replaces a
 * value wholesale when `performDeletions` is set.
 */
export function mergeObject<T extends object>(original: T, other: object = {}, options: MergeOptions = {}): T {
  const opts = {
    insertKeys: true, insertValues: true, overwrite: true, recursive: true, inplace: true,
    enforceTypes: false, performDeletions: false, ...options,
  };
  let target = (opts.inplace ? original : deepClone(original)) as PlainObject;
  if (Object.keys(target).some((k) => k.includes("."))) target = expandObject(target);
  const source = Object.keys(other).some((k) => k.includes(".")) ? expandObject(other as PlainObject) : (other as PlainObject);
  mergeInto(target, source, opts, 0);
  return target as T;
}

function mergeInto(target: PlainObject, source: PlainObject, opts: Required<MergeOptions>, depth: number): void {
  for (const [rawKey, value] of Object.entries(source)) {
    let key = rawKey;
    if (opts.performDeletions && value === DELETE_OPERATOR) {
      delete target[key];
      continue;
    }
    if (opts.performDeletions && key.startsWith("-=")) {
      deprecationWarning(`The "-=${key.slice(2)}" deletion key is deprecated: use the deletion operator _del`);
      delete target[key.slice(2)];
      continue;
    }
    if (opts.performDeletions && key.startsWith("==")) {
      key = key.slice(2);
      target[key] = deepClone(value);
      continue;
    }
    const exists = key in target;
    const existing = target[key];
    if (!exists) {
      // Foundry: insertKeys governs top-level keys, insertValues the keys of inner objects.
      if (depth === 0 ? opts.insertKeys : opts.insertValues) {
        target[key] = isPlainObject(value) ? mergeObject({}, value, { ...opts, inplace: true }) : value;
      }
      continue;
    }
    if (isPlainObject(existing) && isPlainObject(value) && opts.recursive) {
      mergeInto(existing, value, opts, depth + 1);
      continue;
    }
    if (!opts.overwrite) continue;
    if (opts.enforceTypes && existing !== undefined && getType(existing) !== getType(value) && value !== null) {
      throw new Error(`Mismatched data types encountered during object merge for key ${key}`);
    }
    target[key] = value;
  }
}

/** The keys and values of `other` that differ from `original` (recursively for inner objects). */
export function diffObject(
  original: PlainObject,
  other: PlainObject,
  { inner = false, deletionKeys = false }: { inner?: boolean; deletionKeys?: boolean } = {},
): PlainObject {
  const out: PlainObject = {};
  for (const [key, value] of Object.entries(other)) {
    if (deletionKeys && (key.startsWith("-=") || key.startsWith("=="))) {
      out[key] = value;
      continue;
    }
    if (inner && !(key in original)) continue;
    const before = original[key];
    if (isPlainObject(value) && isPlainObject(before)) {
      const d = diffObject(before, value, { inner, deletionKeys });
      if (!isEmpty(d)) out[key] = d;
      continue;
    }
    if (!(key in original) || !valuesEqual(before, value)) out[key] = value;
  }
  return out;
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function objectsEqual(a: unknown, b: unknown): boolean {
  return valuesEqual(a, b);
}

/** A source of [0, 1) numbers; the world swaps in a seeded one so ids are reproducible. */
let idRandom: () => number = Math.random;
export function setIdRandom(source: () => number): void {
  idRandom = source;
}

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export function randomID(length = 16): string {
  let id = "";
  for (let i = 0; i < length; i++) id += ID_CHARS[Math.floor(idRandom() * ID_CHARS.length)];
  return id;
}

export function escapeHTML(value: unknown): string {
  return String(value)
    .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** Tests run synchronously: a debounced function runs at once, so no timer is left behind. */
export function debounce<A extends unknown[]>(callback: (...args: A) => unknown, _delay = 0): (...args: A) => void {
  return (...args: A) => {
    callback(...args);
  };
}

export function isSubclass(cls: unknown, parent: unknown): boolean {
  if (typeof cls !== "function" || typeof parent !== "function") return false;
  return cls === parent || cls.prototype instanceof parent;
}

export function isNewerVersion(v1: string | number, v0: string | number): boolean {
  const a = String(v1).split(".").map(Number);
  const b = String(v0).split(".").map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

export interface ParsedUuid {
  collection?: string;
  documentType: string;
  documentId: string;
  embedded: string[];
  pack?: string;
}

/** "Actor.abc.Item.def" / "Compendium.augmented.species.Item.xyz" → parts. */
export function parseUuid(uuid: string): ParsedUuid | null {
  const parts = uuid.split(".");
  let pack: string | undefined;
  if (parts[0] === "Compendium") {
    if (parts.length < 5) return null;
    pack = `${parts[1]}.${parts[2]}`;
    parts.splice(0, 3);
  }
  if (parts.length < 2 || parts.length % 2 !== 0) return null;
  const [documentType, documentId, ...embedded] = parts as [string, string, ...string[]];
  return { documentType, documentId, embedded, pack };
}

export const utils = {
  getType, deepClone, duplicate, getProperty, setProperty, hasProperty, deleteProperty, expandObject, flattenObject,
  isEmpty, mergeObject, diffObject, objectsEqual, randomID, escapeHTML, debounce, isSubclass, isNewerVersion,
  parseUuid, performIntegerSort,
};
