/**
 * GF-UPG-4 / 5 / 7 / 10 through the stand-in: passive upgrades change the derived speeds, senses and AC while
 * installed, and nothing once removed (the stored values are never touched).
 */
import { describe, expect, it } from "vitest";
import { gearforgedTable, packItem } from "./helpers";

const SCENARIO = { timeout: 30_000 };

describe("passive upgrades", SCENARIO, () => {
  it("GF-UPG-4 / GF-UPG-5: Water Jets gives swim = walk, Climbing Claws climb = walk; removed, they are gone", async () => {
    const { world, hero } = await gearforgedTable(5);
    await world.as(world.player, async () => {
      await hero.addUpgrade(await packItem("gearforged", "Water Jets"));
      await hero.addUpgrade(await packItem("gearforged", "Climbing Claws"));
    });
    await world.settle();
    expect(hero.system.attributes.movement).toMatchObject({ walk: 30, swim: 30, climb: 30 });
    const jets = hero.items.find((item) => item.name === "Water Jets")!;
    await world.as(world.player, () => hero.removeUpgrade(jets, { confirmed: true }));
    await world.settle();
    expect(hero.system.attributes.movement).toMatchObject({ swim: 0, climb: 30 });
    expect((hero.toObject() as { system: { attributes: { movement: { swim: number } } } }).system.attributes.movement.swim).toBe(0);
  });

  it("GF-BODY-2: a seed-001 gearforged cannot swim: a swim speed from another source is dropped until Water Jets", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { attributes: { movement: { walk: 30, swim: 20 } } });
    expect(hero.system.attributes.movement.swim).toBe(0);
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Water Jets")));
    await world.settle();
    expect(hero.system.attributes.movement.swim).toBe(30);
    // A seed-002 gearforged does not sink: its swim speed stays.
    const other = await gearforgedTable(1, "chassis", { attributes: { movement: { walk: 30, swim: 20 } } });
    expect(other.hero.system.attributes.movement.swim).toBe(20);
  });

  it("GF-UPG-7: Enhanced Optics gives darkvision 120 ft", async () => {
    const { world, hero } = await gearforgedTable(1);
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Enhanced Optics")));
    await world.settle();
    expect(hero.system.attributes.senses.darkvision).toBe(120);
  });

  it("GF-UPG-10: Reinforced Chassis gives +1 AC (a labelled line) unless heavy armor is worn", async () => {
    const { world, hero } = await gearforgedTable(5);
    const before = hero.system.attributes.ac.value;
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Reinforced Chassis")));
    await world.settle();
    expect(hero.system.attributes.ac.value).toBe(before + 1);
    expect(hero.system.attributes.ac.breakdown.at(-1)).toMatchObject({ label: "Reinforced Chassis", amount: 1 });
    const plate = { name: "Plate", type: "equipment", system: { equipped: true, armor: { kind: "heavy", value: 18 } } };
    // cast: a partial source, as createEmbeddedDocuments accepts it.
    await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [plate as unknown as Item.CreateData]));
    await world.settle();
    expect(hero.system.attributes.ac.value).toBe(18);
  });
});
