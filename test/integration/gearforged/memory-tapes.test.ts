/**
 * GF-UPG-12 through the stand-in: Fortified Memory Tapes (Wisdom chosen) make the roll dialog of a Wisdom save
 * offer "against magic"; checked, the save has advantage. A Strength save, and a gearforged without the
 * upgrade, are not asked; a fast-forwarded roll says it with `againstMagic`.
 */
import { describe, expect, it } from "vitest";
import { gearforgedTable, packItem } from "./helpers";

const SCENARIO = { timeout: 30_000 };
const BOX = "Against magic (Fortified Memory Tapes: advantage)";

describe("Fortified Memory Tapes in the roll dialog", SCENARIO, () => {
  it("GF-UPG-12: a Wisdom save offers 'against magic'; checked it has advantage, unchecked not; other saves are not asked", async () => {
    const { world, hero } = await gearforgedTable(5);
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Fortified Memory Tapes"), { ability: "wis" }));
    await world.settle();

    world.dice.queue([4, 15]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-againstMagic": true } });
    const magic = await world.as(world.player, () => hero.rollSavingThrow("wis"));
    expect(world.dialogs.history.at(-1)?.content).toContain(BOX);
    expect(magic?.formula).toContain("2d20kh");

    world.dice.queue([4]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-againstMagic": false } });
    expect((await world.as(world.player, () => hero.rollSavingThrow("wis")))?.formula).not.toContain("2d20");

    world.dice.queue([4]);
    world.dialogs.respond({ action: "normal" });
    expect((await world.as(world.player, () => hero.rollSavingThrow("str")))?.formula).not.toContain("2d20");
    expect(world.dialogs.history.at(-1)?.content).not.toContain(BOX);

    // Fast-forwarded (no dialog): the caller says the save is against magic.
    world.dice.queue([4, 15]);
    expect((await world.as(world.player, () => hero.rollSavingThrow("wis", { fastForward: true, againstMagic: true })))?.formula).toContain("2d20kh");
    await world.settle();
  });

  it("GF-UPG-12: without the upgrade a Wisdom save asks nothing about magic", async () => {
    const { world, hero } = await gearforgedTable(5);
    world.dice.queue([4]);
    world.dialogs.respond({ action: "normal" });
    expect((await world.as(world.player, () => hero.rollSavingThrow("wis", {})))?.formula).not.toContain("2d20");
    expect(world.dialogs.history.at(-1)?.content).not.toContain(BOX);
  });
});
