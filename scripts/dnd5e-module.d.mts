// Types for scripts/dnd5e-module.mjs, so TypeScript tests can use it.

export const MODULE_ID: string;
export const MODULE_SOURCE: string;
export const MODULE_DIST: string;
export const MODULE_ZIP: string;
export const MODULE_AUGMENT_TYPE: string;

export function moduleItemTypes(manifest: { id: string; documentTypes?: Record<string, Record<string, unknown>> }): string[];
export function dnd5eAugmentSystem(system: Record<string, unknown>): Record<string, unknown>;
export function moduleAugment<T extends { _stats?: Record<string, unknown>; system: Record<string, unknown> }>(doc: T): T & { type: string };
export const ACTIVITY_MAPPING: string;
/** src/adapters/dnd5e/activities/from-augment.ts `activitiesOfSource`: an augment's stored system data → its activities by id. */
export type ActivitiesOf = (system: unknown) => Record<string, unknown>;
export function loadActivityMapping(): Promise<ActivitiesOf>;
export function withAugmentActivities<T extends { system?: Record<string, unknown> }>(doc: T, activitiesOf: ActivitiesOf): T & { system: { activities: Record<string, unknown> } };
/** src/adapters/dnd5e/content-activities.ts `withContentActivities`: a converted content item with its activities (an upgrade's, a limb's). */
export type ContentConvert = <T extends { type: string; system: Record<string, unknown> }>(doc: T) => T;
export const CONTENT_ACTIVITY_MAPPING: string;
export function loadContentConvert(): Promise<ContentConvert>;
export function writeModulePackSources(dir: string, activitiesOf: ActivitiesOf, convertContent?: ContentConvert): number;
export function writeModuleTemplates(dir: string): void;
export function moduleLang(): Record<string, unknown>;
export const MODULE_STYLE_PARTS_LEFT_OUT: string[];
export function moduleCss(): string;
export function moduleReleaseManifest(
  source: Record<string, unknown>,
  pkg: { version: string; repository?: unknown },
  env?: Record<string, string | undefined>,
): Record<string, unknown>;
export function moduleReferencedFiles(manifest: Record<string, unknown>): string[];
export function finishDnd5eModule(pkg: { version: string; repository?: unknown }): Promise<{ packs: { name: string; count: number }[] }>;
