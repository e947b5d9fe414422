// Types for scripts/manifest.mjs, so TypeScript tests can use it.

type Env = Record<string, string | undefined>;

export function githubRepositoryUrl(repository: unknown): string | null;

export function releaseRepository(pkg: { repository?: unknown }, env?: Env): string | null;

export function releaseUrls(
  repo: string,
  version: string,
  zipName: string,
  manifestName?: string,
): { url: string; manifest: string; download: string; bugs: string };

export function latestManifestUrl(repo: string, manifestName: string): string;

export function releaseManifest<T extends Record<string, unknown>>(
  source: T,
  pkg: { version: string; repository?: unknown },
  zipName: string,
  env?: Env,
): T & { version: string; url?: string; manifest?: string; download?: string; bugs?: string };
