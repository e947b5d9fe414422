// Types for scripts/card-types.mjs, so TypeScript tests and the stand-in can use it.

export const CARD_REGISTRY: string;
export function cardTypesFromSource(text: string, file?: string): string[];
export function cardTypes(file?: string): string[];
export function withCardTypes<M extends object>(manifest: M, types?: readonly string[]): M & { documentTypes: Record<string, Record<string, unknown>> };
export const DND5E_FEATURE_LIST: string;
export function featureCardTypesFromSource(text: string, file?: string): string[];
export function hostCardTypes(listFile?: string, registry?: string): string[];
