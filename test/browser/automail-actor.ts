import { createCharacter } from "../integration/helpers";
import { startWorld } from "./standin";

/** What the Automail browser tests call on a character, and the compendium limbs and ports they fetch. */
export interface Automail {
  buyPort(kind: string, site: string, options: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: unknown, portId: string, options: object): Promise<unknown>;
  installReforged(item: unknown, site: string, options: object): Promise<unknown>;
}

/** A limb or port of the system's Automail compendium, by name. */
export async function packItem(name: string): Promise<Item.Implementation> {
  const pack = game.packs!.get("augmented.automail")!;
  // cast: the automail pack holds Items (system.json).
  const docs = (await pack.getDocuments()) as unknown as Item.Implementation[];
  return docs.find((d) => d.name === name)!;
}

/** The Automail browser tests' wearer: Ana Reyes, level 5, Int and Dex 14, 5,000 gp, in a world at time 1000. */
export async function automailWearer() {
  const world = await startWorld({ worldTime: 1000 });
  const hero = await createCharacter({
    name: "Ana Reyes",
    system: { details: { level: 5 }, abilities: { int: { value: 14 }, dex: { value: 14 } }, currency: { gp: 5000 } },
  });
  await world.settle();
  // cast: the system's actor, whose automail methods the Automail view names.
  return { world, hero, am: hero as unknown as Automail };
}
