// A dnd5e table for the module's rule scenarios (issue 29, "Done when"): a GM and a player on the dnd5e stand-in with
// the companion module, a level-5 fighter (PB 3) of the Cyborg species owned by the player, the module's compendium
// augments put on the actor, and the module's API (src/adapters/dnd5e/api.ts) on the player's client — the shared
// workflow files run through the dnd5e actor port.
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import type { ModuleApi } from "../../../src/adapters/dnd5e/api";

export const MODULE = "augmented-dnd5e";
export const AUGMENT_TYPE = `${MODULE}.augment`;
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const SCORES = { str: { value: 14 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 14 }, wis: { value: 10 }, cha: { value: 8 } };

/** The slice of a dnd5e 5.3 character the scenarios read and call. */
export interface Dnd5eCharacter {
  id: string;
  uuid: string;
  system: PlainObject & {
    abilities: Record<string, { value: number; mod: number }>;
    attributes: {
      ac: { value: number };
      hp: { value: number; max: number; temp: number };
      /** 5.3 keeps the prepared speeds here; 6.x under `speeds` (the old places a warning shim). */
      movement: { walk: number; swim: number; climb: number; fly: number; burrow: number; hover: boolean; speeds?: Record<string, number> };
    };
    currency: { gp: number };
  };
  items: Actor.Implementation["items"];
  effects: Actor.Implementation["effects"];
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
  update(data: PlainObject): Promise<unknown>;
  shortRest(config: PlainObject): Promise<unknown>;
  longRest(config: PlainObject): Promise<unknown>;
}

/** The augment data the scenarios read (the system's AugmentData, under the module's type). */
export interface AugmentView {
  installedSection: string | null;
  integrity: string;
  purpose: string;
  passive: boolean;
  designStatus: string;
  dice: number;
  lastingEffect: string;
  uses: { spent: number; value: number; max: number };
  history: Array<{ action: string }>;
}

export function augmentOf(item: Item.Implementation): AugmentView {
  // cast: the module's augment item carries the system's augment model.
  return item.system as unknown as AugmentView;
}

export interface CyborgTable {
  world: World;
  /** The character as the GM's client holds it. */
  actor: Dnd5eCharacter;
  /** A compendium augment (by name) created on the actor by the GM, merged with `system`. */
  add(name: string, system?: PlainObject): Promise<Item.Implementation>;
  /** The module's API on the player's client. */
  api(): ModuleApi;
  /** The actor and one of its items as the player's client holds them. */
  mine(item?: Item.Implementation): { actor: Actor.Implementation; item: Item.Implementation | null };
}

/** `dnd5eVersion`: the world's dnd5e (default 5.3.3; "6.0.0" runs the 6.x line, test/dnd5e/line.ts). */
export async function cyborgTable(system: PlainObject = {}, options: { dnd5eVersion?: string } = {}): Promise<CyborgTable> {
  const world = await createModuleWorld({ dnd5eVersion: options.dnd5eVersion });
  const actor = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const data = foundry.utils.mergeObject({ abilities: SCORES, attributes: { hp: { value: 44, max: 44 }, movement: { walk: "30" } } }, system);
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const created = (await Actor.create({ name: "Ana", type: "character", ownership, system: data } as never)) as unknown as Dnd5eCharacter;
    await created.createEmbeddedDocuments("Item", [FIGHTER, { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} }]);
    return created;
  });
  await world.settle();
  const add = async (name: string, patch: PlainObject = {}): Promise<Item.Implementation> => {
    const created = await world.as(world.gm, async () => {
      const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
      // cast: an augment's source data, merged with the scenario's patch.
      const data = foundry.utils.mergeObject(source.toObject(), { system: patch }) as PlainObject;
      return actor.createEmbeddedDocuments("Item", [data]);
    });
    await world.settle();
    return created[0]!;
  };
  // cast: the module's package entry carries its API (api.ts publishes it there).
  const api = (): ModuleApi => world.as(world.player, () => (game.modules!.get(MODULE) as unknown as { api: ModuleApi }).api);
  const mine = (item?: Item.Implementation) =>
    world.as(world.player, () => {
      // cast: the configured Actor class of this client (a dnd5e Actor5e here).
      const own = game.actors!.get(actor.id)! as unknown as Actor.Implementation;
      return { actor: own, item: item ? (own.items.get(item.id!) ?? null) : null };
    });
  return { world, actor, add, api, mine };
}

/** The module's augments on the actor, by name. */
export function augmentNames(actor: Dnd5eCharacter): string[] {
  return actor.items.contents.filter((i) => (i.type as string) === AUGMENT_TYPE).map((i) => i.name ?? "");
}

/** A prepared speed where the world's dnd5e line keeps it: 5.3 `movement.<mode>`, 6.x `movement.speeds.<mode>`. */
export function speedOf(actor: Dnd5eCharacter, mode: "walk" | "swim" | "climb" | "fly" | "burrow"): number {
  const movement = actor.system.attributes.movement;
  return String(game.system!.version).startsWith("6") ? Number(movement.speeds?.[mode] ?? 0) : movement[mode];
}
