/**
 * GC-RES-1 through the stand-in: a seed-002 gearforged has advantage on saves against being poisoned. Its save
 * dialog offers "against being poisoned"; ticked, the save has advantage, unticked not; a fast-forwarded roll says
 * it with `againstPoison`. A seed-001 gearforged (immune to the condition instead) is asked nothing.
 */
import { describe, expect, it } from "vitest";
import { gearforgedTable } from "./helpers";

const SCENARIO = { timeout: 30_000 };
const BOX = "Against being poisoned (advantage)";

describe("GC-RES-1 in the roll dialog", SCENARIO, () => {
  it("GC-RES-1: a Constitution save offers 'against being poisoned'; ticked it has advantage, unticked not", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis");
    world.dice.queue([4, 15]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-againstPoison": true } });
    const poisoned = await world.as(world.player, () => hero.rollSavingThrow("con"));
    expect(world.dialogs.history.at(-1)?.content).toContain(BOX);
    expect(poisoned?.formula).toContain("2d20kh");

    world.dice.queue([4]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-againstPoison": false } });
    expect((await world.as(world.player, () => hero.rollSavingThrow("con")))?.formula).not.toContain("2d20");

    world.dice.queue([4, 15]);
    expect((await world.as(world.player, () => hero.rollSavingThrow("con", { fastForward: true, againstPoison: true })))?.formula).toContain("2d20kh");
    await world.settle();
  });

  it("GC-RES-1: a seed-001 gearforged's save asks nothing about poison", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew");
    world.dice.queue([4]);
    world.dialogs.respond({ action: "normal" });
    expect((await world.as(world.player, () => hero.rollSavingThrow("con", {})))?.formula).not.toContain("2d20");
    expect(world.dialogs.history.at(-1)?.content).not.toContain(BOX);
  });
});
