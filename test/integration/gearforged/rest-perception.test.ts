/**
 * GF-BODY-3 / GC-VIT-1 through the stand-in: a seed-001 gearforged's maintenance during a rest, and a seed-002
 * one's dormancy in a long rest, give disadvantage on Wisdom (Perception). The Perception roll dialog offers
 * "during a rest"; ticked, the check has disadvantage; other skills and a 13th Age gearforged (aware, no
 * disadvantage) are not asked.
 */
import { describe, expect, it } from "vitest";
import { gearforgedTable } from "./helpers";
import { createItems } from "../workflows/setup";

const SCENARIO = { timeout: 30_000 };

describe("Perception during a Gearforged rest", SCENARIO, () => {
  it("GF-BODY-3: a seed-001 gearforged's Perception dialog offers the rest's maintenance; ticked it has disadvantage", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew");
    world.dice.queue([15, 4]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-duringRest": true } });
    const resting = await world.as(world.player, () => hero.rollSkill("prc"));
    expect(world.dialogs.history.at(-1)?.content).toContain("During a rest's maintenance (disadvantage)");
    expect(resting?.formula).toContain("2d20kl");
    world.dice.queue([15]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-duringRest": false } });
    expect((await world.as(world.player, () => hero.rollSkill("prc")))?.formula).not.toContain("2d20");
    world.dice.queue([15]);
    world.dialogs.respond({ action: "normal" });
    await world.as(world.player, () => hero.rollSkill("ath"));
    expect(world.dialogs.history.at(-1)?.content).not.toContain("(disadvantage)");
  });

  it("GF-BODY-3: only Wisdom (Perception) offers the box: not a Wisdom check or save, not Insight, not an attack", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew");
    const [sword] = await world.as(world.player, () => createItems(hero, [{ name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } }]));
    const rolls: Array<[string, () => Promise<unknown>]> = [
      ["Wisdom check", () => hero.rollAbilityCheck("wis")],
      ["Wisdom save", () => hero.rollSavingThrow("wis")],
      ["Insight", () => hero.rollSkill("ins")],
      ["attack", () => hero.rollAttack(sword!)],
      ["Perception", () => hero.rollSkill("prc")],
    ];
    const offered: string[] = [];
    for (const [name, roll] of rolls) {
      world.dice.queue([15, 15]);
      world.dialogs.respond({ action: "normal" });
      await world.as(world.player, roll);
      if (world.dialogs.history.at(-1)?.content.includes("During a rest's maintenance")) offered.push(name);
    }
    expect(offered).toEqual(["Perception"]);
  });

  it("GC-VIT-1: a seed-002 gearforged's dormancy; GA-MYM-1: a 13th Age one is asked nothing", async () => {
    const { world, hero } = await gearforgedTable(1, "chassis");
    world.dice.queue([15, 4]);
    const dormant = await world.as(world.player, () => hero.rollSkill("prc", { fastForward: true, duringRest: true }));
    expect(dormant?.formula).toContain("2d20kl");
    const other = await gearforgedTable(1, "thirteenthAge");
    other.world.dice.queue([15]);
    other.world.dialogs.respond({ action: "normal" });
    await other.world.as(other.world.player, () => other.hero.rollSkill("prc"));
    expect(other.world.dialogs.history.at(-1)?.content).not.toContain("(disadvantage)");
  });
});
