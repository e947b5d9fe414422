// Types for scripts/casts.mjs, so TypeScript tests can use it.

export const SRC: string;

export function reasonlessCasts(): Array<{ file: string; line: number }>;

export function countByFolder(casts: ReadonlyArray<{ file: string }>, folders: readonly string[]): Record<string, number>;

export function reasonlessLines(text: string, name?: string): number[];
