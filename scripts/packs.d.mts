// Types for scripts/packs.mjs, so TypeScript tests can use it.

export const ROOT: string;
export const PACK_SOURCE_DIR: string;
export const PACK_COLLECTIONS: Readonly<Record<string, string>>;

export class PackError extends Error {
  constructor(problems: string[]);
  problems: string[];
}

export interface PackSourceDoc {
  /** Path relative to the repository root. */
  file: string;
  doc: unknown;
}

export interface ManifestPacks {
  packs?: { name: string; type: string }[];
  documentTypes?: Record<string, Record<string, unknown>>;
}

export function readPackSources(dir: string): { docs: PackSourceDoc[]; problems: string[] };

export function validatePackDocs(
  pack: { name: string; type: string },
  docs: PackSourceDoc[],
  options?: { documentTypes?: Record<string, Record<string, unknown>> },
): string[];

export function loadPackSources(
  manifest: ManifestPacks,
  sourceDir?: string,
): { packs: { name: string; type: string; dir: string; docs: PackSourceDoc[] }[]; problems: string[] };

export function compilePacks(manifest: ManifestPacks, outDir: string, sourceDir?: string): Promise<{ name: string; count: number }[]>;

export function readCompiledPack(packDir: string): Promise<Record<string, unknown>[]>;
