// Types for scripts/manifest.mjs, so TypeScript tests can use it.

export function githubRepositoryUrl(repository: unknown): string | null;

export function releaseManifest<T extends Record<string, unknown>>(
  source: T,
  pkg: { version: string; repository?: unknown },
  zipName: string,
): T & { version: string; url?: string; manifest?: string; download?: string; bugs?: string };
