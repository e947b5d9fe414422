// Types for scripts/terser-pass.mjs, so vite.config.ts and TypeScript tests can use it.
import type { MinifyOptions } from "terser";
import type { Plugin } from "vite";

export const TERSER_OPTIONS: Readonly<MinifyOptions>;
export function classNames(code: string, options?: { bound?: boolean }): Set<string>;
export function nameBoundClasses(code: string, program: unknown): { toString(): string } | null;
export function terserFile(file: string): Promise<void>;
export function terserPass(): Plugin;
