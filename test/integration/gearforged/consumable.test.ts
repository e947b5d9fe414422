/**
 * GF-BODY-1 through the stand-in: a seed-001 gearforged cannot benefit from anything eaten, drunk or inhaled.
 * Using an ingested consumable is refused with a message and nothing is spent; the GM is asked whether to
 * override (never assumed); a seed-002 gearforged drinks a potion of healing like anyone.
 */
import { describe, expect, it } from "vitest";
import { copyOn } from "../helpers";
import { hp } from "../workflows/setup";
import { gearforgedTable } from "./helpers";

const SCENARIO = { timeout: 30_000 };

const POTION = { name: "Potion of Healing", type: "consumable", system: { kind: "potion", formula: "2d4 + 2", ingested: true, quantity: 2 } };

async function potionOn(actor: Actor.Implementation): Promise<Item.Implementation> {
  // cast: a partial source, as createEmbeddedDocuments accepts it.
  const [item] = (await actor.createEmbeddedDocuments("Item", [POTION as unknown as Item.CreateData])) ?? [];
  if (!item) throw new Error("not created");
  return item as Item.Implementation;
}

function quantity(item: Item.Implementation): number {
  // cast: the consumable model's quantity.
  return (item.system as unknown as { quantity: number }).quantity;
}

describe("consumables and the gearforged body", SCENARIO, () => {
  it("GF-BODY-1: the player's potion is refused for a homebrew gearforged; nothing is spent, no HP gained", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { attributes: { hp: { value: 5, max: 20 } } });
    const potion = await world.as(world.player, () => potionOn(hero));
    world.notifications.length = 0;
    const result = await world.as(world.player, () => copyOn(world.player, hero).useConsumable(copyOn(world.player, potion)));
    await world.settle();
    expect(result).toBeNull();
    expect(quantity(potion)).toBe(2);
    expect(hp(hero).value).toBe(5);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("A gearforged cannot eat, drink or breathe: Potion of Healing has no effect on it");
    expect(world.dialogs.history).toHaveLength(0);
  });

  it("GF-BODY-1: the GM is asked; declining spends nothing, overriding drinks it (one spent, HP healed)", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { attributes: { hp: { value: 5, max: 20 } } });
    const potion = await world.as(world.player, () => potionOn(hero));
    world.dialogs.respond({ action: "cancel", client: world.gm });
    expect(await world.as(world.gm, () => copyOn(world.gm, hero).useConsumable(copyOn(world.gm, potion)))).toBeNull();
    expect(quantity(potion)).toBe(2);

    world.dialogs.respond({ action: "confirm", client: world.gm });
    const used = await world.as(world.gm, () => copyOn(world.gm, hero).useConsumable(copyOn(world.gm, potion)));
    await world.settle();
    expect(used?.overridden).toBe(true);
    expect(quantity(potion)).toBe(1);
    expect(hp(hero).value).toBe(5 + used!.healed);
    expect(used!.healed).toBeGreaterThanOrEqual(4);
  });

  it("GF-BODY-1 applies to seed 001 only: a chassis-variant gearforged drinks the potion and heals", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis", { attributes: { hp: { value: 5, max: 20 } } });
    const potion = await world.as(world.player, () => potionOn(hero));
    const used = await world.as(world.player, () => copyOn(world.player, hero).useConsumable(copyOn(world.player, potion)));
    await world.settle();
    expect(used).not.toBeNull();
    expect(quantity(potion)).toBe(1);
    expect(hp(hero).value).toBe(5 + used!.healed);
  });
});
