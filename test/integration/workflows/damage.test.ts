/**
 * actor.applyDamage (issue 3, item 4): CORE-2, CORE-3, CORE-9, permission and bad input, the hooks.
 */
import { describe, expect, it } from "vitest";
import { HOOKS } from "../../../src/utils/hook-names";
import type { AppliedDamage } from "../../../src/workflows/damage/apply-damage";
import { deathSaves, hp, hpOf, tableWithHero } from "./setup";

describe("applyDamage", () => {
  it("CORE-3: resistance halves (rounded down), immunity zeroes, vulnerability doubles, per type", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 40, max: 40 } }, traits: { dr: ["fire"], di: ["poison"], dv: ["cold"] } });
    const result = await hero.applyDamage([
      { amount: 9, type: "fire" },
      { amount: 8, type: "poison" },
      { amount: 3, type: "cold" },
      { amount: 2, type: "slashing" },
    ]);
    await world.settle();
    expect(result?.instances.map((line) => line.amount)).toEqual([4, 0, 6, 2]);
    expect(hp(hero).value).toBe(40 - 12);
  });

  it("CORE-2: temporary hit points absorb damage first; HP never goes below 0", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 10, max: 20, temp: 5 } } });
    await hero.applyDamage([{ amount: 7, type: "slashing" }]);
    await world.settle();
    expect(hp(hero)).toEqual({ value: 8, max: 20, temp: 0 });
    await hero.applyDamage([{ amount: 30, type: "slashing" }]);
    await world.settle();
    expect(hp(hero).value).toBe(0);
  });

  it("CORE-2: healing never goes above the maximum", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 15, max: 20 } } });
    await hero.applyDamage([{ amount: 50, type: "healing" }]);
    await world.settle();
    expect(hp(hero).value).toBe(20);
  });

  it("CORE-9: damage that leaves at least the HP maximum over after 0 kills outright", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 10, max: 20 } } });
    const result = await hero.applyDamage([{ amount: 30, type: "bludgeoning" }]);
    await world.settle();
    expect(result?.plan.killedOutright).toBe(true);
    expect(deathSaves(hero).failure).toBe(3);
  });

  it("CORE-9: damage that leaves less than the maximum over only drops to 0", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 10, max: 20 } } });
    const result = await hero.applyDamage([{ amount: 29, type: "bludgeoning" }]);
    await world.settle();
    expect(result?.plan.killedOutright).toBe(false);
    expect(hp(hero).value).toBe(0);
    expect(deathSaves(hero).failure).toBe(0);
  });

  it("a player cannot apply damage to an actor they do not own: a clear error, no change", async () => {
    const { world } = await tableWithHero();
    const npc = await Actor.create({ name: "Goblin", type: "character", system: { attributes: { hp: { value: 7, max: 7 } } } } as Actor.CreateData);
    await world.settle();
    const result = await world.as(world.player, () => npc!.applyDamage([{ amount: 5, type: "slashing" }]));
    await world.settle();
    expect(result).toBeNull();
    expect(hpOf(npc!)).toBe(7);
    const error = world.notifications.find((n) => n.level === "error" && n.userId === world.player.user.id);
    expect(error?.message).toContain("Goblin");
  });

  it.each([
    ["negative", { amount: -5, type: "fire" }, "cannot be negative"],
    ["non-numeric", { amount: "lots", type: "fire" }, "not a number"],
    ["unknown type", { amount: 5, type: "banana" }, "unknown damage type"],
  ])("bad input (%s): a localized error and no change", async (_label, line, text) => {
    const { world, hero } = await tableWithHero();
    const result = await hero.applyDamage([line]);
    await world.settle();
    expect(result).toBeNull();
    expect(hp(hero).value).toBe(20);
    expect(world.notifications.at(-1)).toMatchObject({ level: "error" });
    expect(world.notifications.at(-1)?.message).toContain(text);
  });

  it("augmented.preApplyDamage may change the damage or cancel it; augmented.applyDamage carries each instance's final amount", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 40, max: 40 } }, traits: { dr: ["fire"] } });
    const seen: AppliedDamage[] = [];
    Hooks.on(HOOKS.applyDamage, (_actor, result) => void seen.push(result));
    const cancel = Hooks.on(HOOKS.preApplyDamage, () => false);
    expect(await hero.applyDamage([{ amount: 10, type: "fire" }])).toBeNull();
    Hooks.off(HOOKS.preApplyDamage, cancel);
    expect(hp(hero).value).toBe(40);

    Hooks.once(HOOKS.preApplyDamage, (_actor, instances) => {
      instances.push({ amount: 6, type: "cold" });
    });
    await hero.applyDamage([{ amount: 10, type: "fire" }]);
    await world.settle();
    expect(hp(hero).value).toBe(40 - 5 - 6);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.instances.map((line) => [line.type, line.amount])).toEqual([["fire", 5], ["cold", 6]]);
  });
});
