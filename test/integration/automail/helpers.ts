/** Shared by the automail scenario tests: an item of the Automail compendium by name. */
export async function packItem(name: string): Promise<Item.Implementation> {
  // cast: the automail pack holds Items (system.json).
  const docs = (await game.packs!.get("augmented.automail")!.getDocuments()) as unknown as Item.Implementation[];
  const doc = docs.find((d) => d.name === name);
  if (!doc) throw new Error(`no ${name} in the automail pack`);
  return doc;
}
