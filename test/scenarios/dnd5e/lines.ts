/**
 * What the Gearforged and Automail scenarios share in a dnd5e world (./gearforged.ts, ./gearforged-life.ts,
 * ./automail.ts): the content line switches a GM turns on in the module's settings (src/adapters/dnd5e/content.ts:
 * world settings `augmented-dnd5e.content.<line>`, read at init, so a change reloads the world), the reason a
 * scenario of a line that is off is pending, dnd5e characters made for a scenario, the module's windows and the
 * notifications a refusal leaves. Everything through Foundry's and dnd5e's public API, as ./support.ts.
 */
import { equal, present } from "../assert";
import type { Harness, NotificationView } from "../harness";
import { createActor, createOwnedItems, find, openSheet, type SheetHandle } from "../support";
import { MODULE, modulePackUuid } from "./support";

export type ContentLine = "gearforged" | "automail";

/** How the module's settings window names each line (lang/en.json `AUGMENTED.Dnd5e.Content.<line>.name`). */
const LINE_NAMES: Record<ContentLine, string> = { gearforged: "Gearforged", automail: "Automail" };

/** The world setting of a line, as Foundry registers it (`namespace.key`). */
export const lineSettingId = (line: ContentLine): string => `${MODULE}.content.${line}`;

/** Whether the world has the line on (its setting as the module read it at init). */
export function lineOn(line: ContentLine): boolean {
  // cast: the module's own setting, read by name (the core types know only the system's).
  return (game.settings as unknown as { get(ns: string, key: string): unknown }).get(MODULE, `content.${line}`) === true;
}

/** The pending reason of a scenario of `line` in a world that has it off (null when on). */
export function unlessLineOn(line: ContentLine): () => string | null {
  return () =>
    lineOn(line)
      ? null
      : `turn on "${LINE_NAMES[line]}" in Augmented for dnd5e's settings (Configure Settings, the world reloads), then run it again`;
}

/** A registered setting as Foundry keeps it (`game.settings.settings`, keyed "namespace.key"). */
export interface RegisteredSetting {
  scope?: string;
  config?: boolean;
  requiresReload?: boolean;
  default?: unknown;
}

export function registeredSetting(id: string): RegisteredSetting | undefined {
  // cast: ClientSettings#settings, the map of registered settings (v13 API, foundry.helpers.ClientSettings).
  return (game.settings as unknown as { settings: Map<string, RegisteredSetting> }).settings.get(id);
}

/** The module's item type of a kind (`augmented-dnd5e.<kind>`). */
/** The line's setting as the GM meets it: the world's, in Configure Settings, reloading the world, off at first. */
export function checkLineSetting(line: ContentLine, name: string): void {
  const setting = present(registeredSetting(lineSettingId(line)), `the ${name} line's setting`);
  equal(setting.scope, "world", "the line is the world's");
  equal(setting.config, true, "in Configure Settings");
  equal(setting.requiresReload, true, "a change reloads the world (the module reads the lines at init)");
  equal(setting.default, false, "off until the GM turns it on");
}

export const moduleType = (kind: string): string => `${MODULE}.${kind}`;

export const itemsOfType = (actor: Actor.Implementation, type: string): Item.Implementation[] => actor.items.filter((item) => (item.type as string) === type);

export const namesOfType = (actor: Actor.Implementation, type: string): string[] => itemsOfType(actor, type).map((item) => item.name ?? "");

/** A dnd5e class item of `levels` levels. */
export const classItem = (name: string, levels: number, die: string): Record<string, unknown> => ({
  name,
  type: "class",
  system: { identifier: name.toLowerCase(), levels, hd: { denomination: die } },
});

/** A dnd5e character (tracked for cleanup) with one class, and `items` after it. */
export async function dnd5eCharacter(h: Harness, name: string, options: { system?: Record<string, unknown>; level?: number; items?: Array<Record<string, unknown>> } = {}): Promise<Actor.Implementation> {
  const actor = await createActor(h, { name, type: "character", system: options.system ?? {} });
  await createOwnedItems(actor, [classItem("Fighter", options.level ?? 5, "d10"), ...(options.items ?? [])]);
  await h.settle();
  return actor;
}

/** An entry of one of the module's compendiums as creation data (its source, `system` changes merged in). */
export async function packItemData(pack: string, name: string, system: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const source = present((await fromUuid(await modulePackUuid(pack, name))) as Item.Implementation | null, name);
  return foundry.utils.mergeObject(source.toObject(), { system }) as Record<string, unknown>;
}

/** The warnings (and errors) recorded since `from`, in order. */
export function warningsOf(notes: readonly NotificationView[], from = 0): string[] {
  return notes.slice(from).filter((n) => n.level === "warning" || n.level === "error").map((n) => n.message);
}

/** One of dnd5e's prepared values, either line's place: 6.x prepares speeds under `movement.speeds` (src/adapters/dnd5e/data-paths.ts). */
export function speedOf(actor: Actor.Implementation, mode: string): number {
  const movement = foundry.utils.getProperty(actor.system as object, "attributes.movement") as { speeds?: Record<string, unknown> } & Record<string, unknown>;
  const six = movement.speeds?.[mode];
  return Number(typeof six === "number" ? six : (movement[mode] ?? 0));
}

/**
 * Opens the actor's dnd5e sheet, clicks the module's control `cssClass` in its header, and returns the window it
 * opened (its id `augmented-dnd5e-<kind>-<actor uuid with dashes>`) with the sheet.
 */
export async function openFromHeader(h: Harness, actor: Actor.Implementation, cssClass: string, kind: string): Promise<{ sheet: SheetHandle; window: HTMLElement }> {
  const sheet = await openSheet(actor);
  const control = await h.eventually(`the ${cssClass} control in dnd5e's sheet header`, () => find<HTMLElement>(sheet.element, `.${cssClass}`));
  control.click();
  const window = await h.eventually(`the ${kind} window`, () => find(document, `#${MODULE}-${kind}-${actor.uuid.replaceAll(".", "-")}`));
  return { sheet, window };
}

/** Closes the module's window of `kind` on the actor, if open (as its close button does). */
export async function closeWindow(actor: Actor.Implementation, kind: string): Promise<void> {
  // cast: the open applications, read structurally (v13 `foundry.applications.instances`).
  const apps = (foundry.applications as unknown as { instances?: Map<string, { close(): Promise<unknown> }> }).instances;
  await apps?.get(`${MODULE}-${kind}-${actor.uuid.replaceAll(".", "-")}`)?.close();
}
