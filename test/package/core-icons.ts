// The pictures compendium entries wear: every `img` in a pack document (items, actors, their embedded items and
// effects, at any depth) and every token texture, checked against test/package/core-icons.json, the paths of
// Foundry's core art library that open-source systems' packs are seen using.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./manifest";

/** Where a core art path was seen used as a document's `img`: a repository, its tag and the pack source file. */
export interface IconEvidence {
  repo: string;
  tag: string;
  file: string;
}

/** test/package/core-icons.json: the evidenced paths, and the pictures some entries may share, with why. */
export interface CoreIconList {
  icons: Record<string, IconEvidence>;
  shared: Record<string, string>;
}

export const CORE_ICON_LIST = path.join(ROOT, "test", "package", "core-icons.json");

export function loadCoreIcons(file = CORE_ICON_LIST): CoreIconList {
  return JSON.parse(fs.readFileSync(file, "utf8")) as CoreIconList;
}

/** One picture field found in a pack document: the document's name, the field's path inside it, and its value. */
export interface ImageField {
  doc: string;
  field: string;
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every `img` and `texture.src` in `doc`, at any depth (embedded items and effects, an actor's prototype token). */
export function imageFields(doc: unknown, name: string): ImageField[] {
  const found: ImageField[] = [];
  const walk = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      value.forEach((entry, i) => walk(entry, `${at}[${i}]`));
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const field = at ? `${at}.${key}` : key;
      if (key === "img") found.push({ doc: name, field, value: child });
      else if (key === "texture" && isRecord(child) && "src" in child) found.push({ doc: name, field: `${field}.src`, value: child.src });
      walk(child, field);
    }
  };
  walk(doc, "");
  return found;
}

/**
 * The picture fields that are neither an evidenced core path nor a file the package ships (`shipped`): a missing
 * picture counts too, since Foundry then shows its generic symbol.
 */
export function imageProblems(fields: ImageField[], list: CoreIconList, shipped: (file: string) => boolean): string[] {
  const problems: string[] = [];
  for (const { doc, field, value } of fields) {
    if (typeof value !== "string" || !value) problems.push(`${doc} ${field}: no picture`);
    else if (!(value in list.icons) && !shipped(value)) problems.push(`${doc} ${field}: ${value} is not in core-icons.json nor shipped by the package`);
  }
  return problems;
}

/** A compendium entry as the distinct-picture check reads it. */
export interface PictureEntry {
  name: string;
  img?: unknown;
}

/** The pictures two or more of `entries` share, unless core-icons.json's `shared` says why they may. */
export function sharedPictureProblems(entries: PictureEntry[], list: CoreIconList): string[] {
  const byImg = new Map<string, string[]>();
  for (const { name, img } of entries) {
    if (typeof img !== "string") continue;
    byImg.set(img, [...(byImg.get(img) ?? []), name]);
  }
  return [...byImg.entries()]
    .filter(([img, names]) => names.length > 1 && !list.shared[img]?.trim())
    .map(([img, names]) => `${names.join(", ")} share ${img}`);
}

/** The core list's own mistakes: a path outside the core library, or evidence that does not say where it was seen. */
export function listProblems(list: CoreIconList): string[] {
  const problems: string[] = [];
  for (const [img, seen] of Object.entries(list.icons)) {
    if (!img.startsWith("icons/")) problems.push(`${img}: not a path under Foundry's icons/`);
    if (!seen.repo?.includes("/") || !seen.tag || !seen.file) problems.push(`${img}: the evidence names no repo, tag and file`);
  }
  for (const img of Object.keys(list.shared)) if (!(img in list.icons)) problems.push(`shared ${img}: not in the list`);
  return problems;
}
