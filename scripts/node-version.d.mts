// Types for scripts/node-version.mjs, so TypeScript tests can use it.

export const NODE_RANGE_TEXT: string;
export function isSupportedNode(version: string): boolean;
export function nodeVersionProblem(version?: string): string | null;
export function declaredNodeRange(): string | undefined;
