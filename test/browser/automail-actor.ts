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
