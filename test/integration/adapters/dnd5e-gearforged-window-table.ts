// A dnd5e table with the Gearforged line on, for the Gearforged window's scenarios: a GM and a player on the dnd5e
// stand-in with the companion module, a fighter of the Gearforged species (the variant's flag on dnd5e's race item)
// owned by the player, with the module's compendium chassis and upgrades put on it by the GM.
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

export const MODULE = "augmented-dnd5e";
export const GEARFORGED_ON = { [`${MODULE}.content.gearforged`]: true };
const SCORES = { str: { value: 14 }, dex: { value: 12 }, con: { value: 14 }, int: { value: 10 }, wis: { value: 10 }, cha: { value: 8 } };

/** The slice of a dnd5e character the scenarios read and call. */
export interface Dnd5eGearforged {
  id: string;
  uuid: string;
  name: string;
  system: PlainObject & {
    attributes: { hp: { value: number; max: number }; death: { success: number; failure: number }; exhaustion: number };
    currency: { gp: number };
  };
  flags: PlainObject;
  items: Actor.Implementation["items"];
  effects: Actor.Implementation["effects"];
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
  update(data: PlainObject): Promise<unknown>;
}

export interface GearforgedTable {
  world: World;
  hero: Dnd5eGearforged;
  /** A compendium item of the module's Gearforged pack (by name) created on the hero by the GM. */
  add(name: string): Promise<Item.Implementation>;
  /** The hero as `who`'s client holds it. */
  heroOf(who: "gm" | "player"): Dnd5eGearforged;
}

export interface TableOptions {
  variant?: "homebrew" | "chassis" | "thirteenthAge";
  level?: number;
  system?: PlainObject;
  dnd5eVersion?: string;
  tidy5e?: boolean;
}

export async function gearforgedTable(options: TableOptions = {}): Promise<GearforgedTable> {
  const world = await createModuleWorld({ settings: GEARFORGED_ON, dnd5eVersion: options.dnd5eVersion, tidy5e: options.tidy5e });
  const hero = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const data = foundry.utils.mergeObject({ abilities: SCORES, attributes: { hp: { value: 20, max: 20 } } }, options.system ?? {});
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const created = (await Actor.create({ name: "Ana", type: "character", ownership, system: data } as never)) as unknown as Dnd5eGearforged;
    await created.createEmbeddedDocuments("Item", [
      { name: "Fighter", type: "class", system: { identifier: "fighter", levels: options.level ?? 5, hd: { denomination: "d10" } } },
      { name: "Gearforged", type: "race", flags: { [MODULE]: { gearforgedVariant: options.variant ?? "homebrew" } }, system: {} },
    ]);
    return created;
  });
  await world.settle();
  const add = async (name: string): Promise<Item.Implementation> => {
    const created = await world.as(world.gm, async () => {
      const source = (await fromUuid(await packUuid("gearforged", name))) as Item.Implementation;
      return hero.createEmbeddedDocuments("Item", [source.toObject() as PlainObject]);
    });
    await world.settle();
    return created[0]!;
  };
  // cast: that client's copy of the same dnd5e actor.
  const heroOf = (who: "gm" | "player") => world.as(who === "gm" ? world.gm : world.player, () => game.actors!.get(hero.id) as unknown as Dnd5eGearforged);
  return { world, hero, add, heroOf };
}
