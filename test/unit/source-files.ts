/**
 * The repository's `src/` and its TypeScript files, for the unit tests that read the sources themselves (layers,
 * one localize, rules usage, casts of the feature DCs' one way in).
 */
import fs from "node:fs";
import path from "node:path";

export const SRC = path.resolve(import.meta.dirname, "../../src");

/** Every `.ts` file under `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Every file under `dir`, whatever its kind (TypeScript, JSON, YAML…), as absolute paths. */
export function everyFile(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? everyFile(full) : [full];
  });
}
