// Types for scripts/module-lang.mjs, so TypeScript tests can use it.

export interface LangKeyUses {
  prefixes: string[];
  patterns: RegExp[];
}

export const MODULE_ENTRY: string;
export function moduleSourceFiles(entry?: string): string[];
export function moduleTemplateFiles(sources?: string[]): string[];
export function langKeyUses(text: string): LangKeyUses;
export function langKeys(tree: Record<string, unknown>, prefix?: string): string[];
export function keyUsed(key: string, uses: LangKeyUses): boolean;
export function langSubset(tree: Record<string, unknown>, uses: LangKeyUses, prefix?: string): Record<string, unknown>;
export function moduleKeyUses(): LangKeyUses;
