/**
 * The Gearforged scenarios' table: a GM, a player, and the player's character made a gearforged from the
 * compendium species (through the species workflow, as a drop does). Typed conveniences for its records.
 */
import { applySpecies } from "../../../src/workflows/species/apply";
import type { CharacterActor } from "../helpers";
import { type World, messages, tableWithHero } from "../workflows/setup";
import { cardKind } from "../cards";

export const SPECIES = { homebrew: "Gearforged (homebrew)", chassis: "Gearforged (chassis variant)", thirteenthAge: "Gearforged (13th Age)" } as const;

/** A compendium document by pack and name (a fresh copy each time, as a drag from the sidebar gives). */
export async function packItem(pack: "gearforged" | "species", name: string): Promise<Item.Implementation> {
  const collection = game.packs!.get(`augmented.${pack}`)!;
  const index = await collection.getIndex();
  const entry = [...index].find((e) => e.name === name) as { _id: string } | undefined;
  if (!entry) throw new Error(`no ${name} in ${pack}`);
  // cast: a compendium Item of this system.
  return (await collection.getDocument(entry._id)) as unknown as Item.Implementation;
}

export interface GearforgedTable {
  world: World;
  hero: CharacterActor;
}

/** Ana, a player's level-`level` gearforged of `variant` (Str and Con +1 from the species), at world time 0. */
export async function gearforgedTable(level = 1, variant: keyof typeof SPECIES = "homebrew", system: Record<string, unknown> = {}): Promise<GearforgedTable> {
  const { world, hero } = await tableWithHero({ details: { level }, ...system });
  await world.as(world.player, async () => {
    const species = await packItem("species", SPECIES[variant]);
    const count = variant === "thirteenthAge" ? 1 : 2;
    await applySpecies(hero, species, { choices: { abilities: ["str", "con"].slice(0, count), languages: [] } });
  });
  await world.settle();
  return { world, hero };
}

export interface MaintenanceRecord {
  lastLongRestAt: number | null;
  lapses: number;
  exhaustion: number;
}

export function maintenanceOf(actor: CharacterActor): MaintenanceRecord {
  const m = actor.system.gearforged.maintenance;
  return { lastLongRestAt: m.lastLongRestAt ?? null, lapses: m.lapses, exhaustion: m.exhaustion };
}

export function exhaustionOf(actor: CharacterActor): number {
  return actor.system.attributes.exhaustion;
}

/** Cards of a kind (the `data-card` the card template writes). */
export function cards(world: World, kind: string): ChatMessage.Implementation[] {
  return messages(world).filter((m) => cardKind(m) === kind);
}

/** Advance world time by `hours` as the GM and let every client react. */
export async function advanceHours(world: World, hours: number): Promise<void> {
  await advanceSeconds(world, hours * 3600);
}

export async function advanceSeconds(world: World, seconds: number): Promise<void> {
  await world.as(world.gm, () => world.time.advance(seconds));
  await world.settle();
}
