// Types for scripts/release.mjs, so TypeScript tests can use it.

export interface ReleasePackage {
  readonly id: string;
  readonly folder: string;
  readonly manifestName: string;
  readonly zipName: string;
}

export const RELEASE_PACKAGES: readonly ReleasePackage[];
export const RELEASE_ASSETS: readonly string[];

export function withReleaseUrls(manifest: Record<string, unknown>, pkg: ReleasePackage, repo: string | null, version: string): Record<string, unknown>;
export function writePackagedReadme(source: string, destDir: string, release: { repo: string | null; version: string }): void;
export function packageRelease(options: { outDir: string; repo: string | null; version: string; root?: string }): Promise<{ id: string; zipBytes: number }[]>;
export function manifestFiles(manifest: Record<string, unknown>): string[];
export function checkReleaseInputs(release: { tag: string; repo: string | null; version: string; declaredRepo: string | null }): string[];
export function checkRelease(dir: string, release: { tag: string; repo: string; version: string }): Promise<string[]>;
export const ROOT: string;
