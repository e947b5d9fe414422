// A dnd5e table with the Gearforged line on: a GM and a player on the dnd5e stand-in with the companion module, a
// level-3 character owned by the player, and one of the module's Gearforged species dropped on its dnd5e sheet from
// the module's compendium (dnd5e's advancement applies it), as a player does.
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

export const MODULE = "augmented-dnd5e";
export const GEARFORGED_SETTINGS = { "augmented-dnd5e.content.gearforged": true };
const ROGUE = { name: "Rogue", type: "class", system: { identifier: "rogue", levels: 3, hd: { denomination: "d8" } } };
export const SCORES = { str: { value: 14 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };

/** The slice of a dnd5e character the Gearforged tests read and call. */
export interface GearforgedCharacter {
  id: string;
  uuid: string;
  name: string;
  type: string;
  system: PlainObject & {
    abilities: Record<string, { value: number; mod: number }>;
    attributes: {
      exhaustion: number;
      hp: { value: number; max: number; temp: number };
      movement: { walk: number; swim: number; speeds?: Record<string, number> };
    };
    traits: { size: string; languages: { value: Set<string> }; di: { value: Set<string> }; dr: { value: Set<string> }; ci: { value: Set<string> } };
    details: { race: { id: string } | null; type: { value: string; subtype: string; label?: string } };
  };
  flags: PlainObject;
  items: Actor.Implementation["items"];
  effects: Actor.Implementation["effects"];
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement; itemSections(): Promise<{ features: string; categories: Record<string, string[]>; groups: Record<string, { origin: string; activation: string }> }> };
  getFlag(scope: string, key: string): unknown;
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
  update(data: PlainObject): Promise<unknown>;
  shortRest(config: PlainObject): Promise<unknown>;
  longRest(config: PlainObject): Promise<unknown>;
  applyDamage(damages: PlainObject[] | number, options?: PlainObject): Promise<unknown>;
  rollSavingThrow(config: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<{ formula: string; total: number }[] | null>;
  rollSkill(config: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<{ formula: string; total: number }[] | null>;
}

export interface GearforgedTable {
  world: World;
  /** The character as the GM's client holds it. */
  actor: GearforgedCharacter;
  /** The same character as the player's client holds it. */
  mine(): GearforgedCharacter;
}

export interface TableOptions {
  dnd5eVersion?: string;
  rules?: "modern" | "legacy";
  worldTime?: number;
  /** dnd5e advancement choices by advancement id (the stand-in's AdvancementManager.queueChoices). */
  choices?: PlainObject;
  system?: PlainObject;
}

/** Drops an item from a uuid on a sheet's element, as a person's drag and drop does. */
export function drop(element: HTMLElement, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  element.dispatchEvent(event);
}

function queueChoices(choices: PlainObject): void {
  // cast: the stand-in's AdvancementManager, reached through dnd5e's namespace.
  (game as unknown as { dnd5e: { applications: { advancement: { AdvancementManager: { queueChoices(c: PlainObject): void } } } } }).dnd5e.applications.advancement.AdvancementManager.queueChoices(choices);
}

/** A table whose character took `species` (a name in the module's species compendium) on the player's client. */
export async function gearforgedTable(species: string, options: TableOptions = {}): Promise<GearforgedTable> {
  const world = await createModuleWorld({ dnd5eVersion: options.dnd5eVersion, settings: GEARFORGED_SETTINGS, worldTime: options.worldTime });
  if (options.rules) await world.as(world.gm, () => game.settings!.set("dnd5e" as never, "rulesVersion" as never, options.rules as never));
  const actor = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const data = foundry.utils.mergeObject({ abilities: SCORES, attributes: { hp: { value: 20, max: 20 } }, traits: { languages: { value: [] } } }, options.system ?? {});
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const created = (await Actor.create({ name: "Cogsworth", type: "character", ownership, system: data } as never)) as unknown as GearforgedCharacter;
    await created.createEmbeddedDocuments("Item", [ROGUE]);
    return created;
  });
  await world.settle();
  const mine = (): GearforgedCharacter => world.as(world.player, () => game.actors!.get(actor.id) as unknown as GearforgedCharacter);
  const uuid = await world.as(world.player, () => packUuid("species", species));
  await world.as(world.player, async () => {
    queueChoices(options.choices ?? {});
    const sheet = mine().sheet;
    await sheet.render(true);
    drop(sheet.element, uuid);
  });
  await world.settle();
  return { world, actor, mine };
}

/** The actor's item of a dnd5e type, by name or the first. */
export function itemOf(actor: GearforgedCharacter, type: string, name?: string): Item.Implementation | undefined {
  return actor.items.contents.find((i) => (i.type as string) === type && (name === undefined || i.name === name));
}

/** The actor's Gearforged record in the module's flags. */
export function recordOf(actor: GearforgedCharacter): { maintenance?: { lastLongRestAt?: number; lapses?: number; exhaustion?: number } } | undefined {
  // cast: the module's flag, read for the test.
  return (actor.flags[MODULE] as PlainObject | undefined)?.gearforged as { maintenance?: { lastLongRestAt?: number; lapses?: number; exhaustion?: number } } | undefined;
}

/** Advances world time by `seconds` on the GM's client (as the GM's clock control does). */
export async function advance(world: World, seconds: number): Promise<void> {
  await world.as(world.gm, () => game.time!.advance(seconds));
  await world.settle();
}
