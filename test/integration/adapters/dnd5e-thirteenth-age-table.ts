// A dnd5e table for the 13th Age gearforged (seed 004): the Gearforged content line on, a GM and a player on the dnd5e
// stand-in with the companion module, a fighter of the 13th Age gearforged species owned by the player (the
// species and its six traits from the module's compendium, as dnd5e's advancement grants them), and what a table
// does to it: world time, dnd5e's damage application, hit dice, rests and rolls.
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import type { Dnd5eCharacter } from "./dnd5e-cyborg-table";

export const MODULE = "augmented-dnd5e";
export const DAY = 86_400;
export const TRAITS = ["Metal Yet Mortal", "Brass and Magic", "Broken, Not Wounded", "Wrecked, Not Dead", "Amphibious", "Tireless"];
const SCORES = { str: { value: 14 }, dex: { value: 12 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };

export type GfCharacter = Dnd5eCharacter & {
  name: string;
  statuses: Set<string>;
  system: Dnd5eCharacter["system"] & {
    attributes: Dnd5eCharacter["system"]["attributes"] & { death: { success: number; failure: number }; exhaustion: number };
    skills: Record<string, { total: number }>;
    traits: { ci: { value: Set<string> }; di: { custom: string } };
  };
  flags: PlainObject;
  applyDamage(damage: number | PlainObject[], options?: PlainObject): Promise<unknown>;
  rollHitDie(config?: PlainObject): Promise<unknown[] | null>;
  rollDeathSave(config?: PlainObject, dialog?: PlainObject): Promise<unknown[] | null>;
  rollSkill(config?: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<{ total: number; formula: string }[] | null>;
  getRollData(): PlainObject;
};

export interface ThirteenthAgeTable {
  world: World;
  /** The character as the GM's client holds it. */
  actor: GfCharacter;
  /** The same character on the player's client. */
  mine(): GfCharacter;
  /** An item of the module's `pack` by name, put on the character (by the GM). */
  add(pack: string, name: string, onto?: GfCharacter): Promise<Item.Implementation>;
  advance(seconds: number): Promise<void>;
  /** The character's Gearforged record's 13th Age block (flags.augmented-dnd5e.gearforged.thirteenthAge). */
  record(): PlainObject;
  /** The fighter's class item. */
  fighter(): Item.Implementation;
}

export async function thirteenthAgeTable(options: { dnd5eVersion?: string; level?: number; settings?: PlainObject; name?: string } = {}): Promise<ThirteenthAgeTable> {
  const world = await createModuleWorld({ dnd5eVersion: options.dnd5eVersion, settings: { "augmented-dnd5e.content.gearforged": true, ...(options.settings ?? {}) } });
  const itemData = async (pack: string, name: string): Promise<PlainObject> => {
    const source = (await fromUuid(await packUuid(pack, name))) as Item.Implementation;
    // cast: an item's source data.
    return source.toObject() as unknown as PlainObject;
  };
  const actor = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const fighter = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: options.level ?? 3, hd: { denomination: "d10" } } };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const created = (await Actor.create({ name: options.name ?? "Cog", type: "character", ownership, system: { abilities: SCORES, attributes: { hp: { value: 30, max: 30 } } } } as never)) as unknown as GfCharacter;
    await created.createEmbeddedDocuments("Item", [fighter, await itemData("species", "Gearforged (13th Age)")]);
    await created.createEmbeddedDocuments("Item", await Promise.all(TRAITS.map((t) => itemData("species", t))));
    return created;
  });
  await world.settle();
  const add = async (pack: string, name: string, onto: GfCharacter = actor): Promise<Item.Implementation> => {
    const created = await world.as(world.gm, async () => onto.createEmbeddedDocuments("Item", [await itemData(pack, name)]));
    await world.settle();
    return created[0]!;
  };
  const advance = async (seconds: number): Promise<void> => {
    await world.as(world.gm, () => world.time.advance(seconds));
    await world.settle();
  };
  // cast: the configured Actor class of the player's client (a dnd5e Actor5e here).
  const mine = (): GfCharacter => world.as(world.player, () => game.actors!.get(actor.id)! as unknown as GfCharacter);
  const record = (): PlainObject => (foundry.utils.getProperty(actor, `flags.${MODULE}.gearforged.thirteenthAge`) ?? {}) as PlainObject;
  const fighter = (): Item.Implementation => actor.items.contents.find((i) => (i.type as string) === "class")!;
  return { world, actor, mine, add, advance, record, fighter };
}

/** The keys of an actor's effect changes (v13 `changes`, v14 `system.changes`). */
export function changesOf(effect: ActiveEffect.Implementation): { key: string; value: string }[] {
  // cast: the stand-in's effect, read structurally in both generations' shapes.
  const e = effect as unknown as { changes?: { key: string; value: string }[]; system?: { changes?: { key: string; value: string }[] } };
  return e.system?.changes ?? e.changes ?? [];
}

/** The actor's 13th Age effect of `role` ("neglect", "halt"), found by its flag. */
export function roleEffect(actor: GfCharacter, role: string): ActiveEffect.Implementation | undefined {
  return actor.effects.contents.find((e) => (e.flags as PlainObject | undefined)?.[MODULE] && ((e.flags as Record<string, PlainObject>)[MODULE]!.thirteenthAge === role));
}
