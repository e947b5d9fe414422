/**
 * System Failure outside combat (SF_FALLBACK_DURATION_SECONDS of world time; spent until a short or long rest),
 * and the timing corner cases in combat: chosen on the cyborg's own turn, and a combat that ends while the
 * overdrive runs.
 */
import { describe, expect, it } from "vitest";
import { SF_FALLBACK_DURATION_SECONDS } from "../../../src/rules/cyborg/system-failure";
import { hp, messages } from "../workflows/setup";
import { choose, cyborgTable, exhaustionOf, nextTurn, overdriveEffects, prompts, startFight, useRecord } from "./helpers";
import { cardText } from "../cards";

// Scenarios boot a multi-client world; on two shared cores the first one can take several seconds.
const SCENARIO = { timeout: 30_000 };

describe("System Failure outside combat", SCENARIO, () => {
  it("SF-4 / SF-5 / SF-6: the overdrive lasts 6 seconds of world time; used, it is not offered again until a short rest", async () => {
    const { world, hero, optic } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    expect(prompt).toBeDefined();
    await choose(world, world.player, prompt!, optic.id!);
    expect(hp(hero)).toMatchObject({ value: 1, temp: 30 });
    expect(useRecord(hero)).toEqual({ combatId: null });
    expect(overdriveEffects(hero)).toHaveLength(1);

    await world.as(world.gm, () => world.time.advance(SF_FALLBACK_DURATION_SECONDS - 1));
    await world.settle();
    expect(overdriveEffects(hero)).toHaveLength(1);
    // The end's write says what it is, so HP-drop automation can tell vanishing temp HP from damage.
    const marks: unknown[] = [];
    const watch = Hooks.on("updateActor", (_actor, _changed, options) => void marks.push((options as { augmented?: unknown }).augmented));
    await world.as(world.gm, () => world.time.advance(1));
    await world.settle();
    Hooks.off("updateActor", watch);
    expect(marks).toContainEqual(expect.objectContaining({ overdriveEnded: true }));
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(hp(hero)).toMatchObject({ value: 1, temp: 0 });
    expect(exhaustionOf(hero)).toBe(1);

    // Spent outside combat: another drop is not offered…
    await world.as(world.gm, () => hero.applyDamage([{ amount: 1, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(1);
    // …until a short rest clears the record.
    await world.as(world.gm, () => hero.applyDamage([{ amount: 5, type: "healing" }]));
    await world.as(world.player, () => hero.shortRest({ hitDice: 0 }));
    await world.settle();
    expect(useRecord(hero)).toBeNull();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 10, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(2);
  });

  it("SF-6: a long rest clears a use made outside combat too", async () => {
    const { world, hero, cannon } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    expect(useRecord(hero)).toEqual({ combatId: null });
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    expect(useRecord(hero)).toBeNull();
  });
});

describe("System Failure timing in combat", SCENARIO, () => {
  it("SF-4: chosen on the cyborg's own turn, the overdrive lasts until the end of its turn next round", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    await nextTurn(world, combat); // Ana's turn (round 1, turn 1)
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    expect(overdriveEffects(hero)).toHaveLength(1);
    await nextTurn(world, combat); // round 2, goblin
    await nextTurn(world, combat); // round 2, Ana: her next turn
    expect(overdriveEffects(hero)).toHaveLength(1);
    expect(exhaustionOf(hero)).toBe(0);
    await nextTurn(world, combat); // round 3: her next turn is over
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(exhaustionOf(hero)).toBe(1);
  });

  it("SF-5 / SF-6: a combat that ends during the overdrive ends it (exhaustion) and frees the use", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    expect(useRecord(hero)).toEqual({ combatId: combat.id });
    await world.as(world.gm, () => combat.delete());
    await world.settle();
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(hp(hero).temp).toBe(0);
    expect(exhaustionOf(hero)).toBe(1);
    expect(useRecord(hero)).toBeNull();
    expect(messages(world).filter((message) => cardText(message).includes("Overdrive ends"))).toHaveLength(1);
  });

  it("SF-5: temp HP from another source that replaced the overdrive's are kept when it ends", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    // cast: a flat stored path, as the sheet's form submits it.
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.temp": 40 } as Actor.UpdateData));
    await world.settle();
    await nextTurn(world, combat);
    await nextTurn(world, combat);
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(hp(hero).temp).toBe(40);
    expect(exhaustionOf(hero)).toBe(1);
  });

  it("SF-4 temp HP: damage eats into the overdrive's temp HP, a smaller grant from another source replaces the rest; that grant stays at the end", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    expect(hp(hero).temp).toBe(30);
    // 25 damage: 5 of System Failure's own temp HP are left.
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "slashing" }]));
    await world.settle();
    expect(hp(hero)).toMatchObject({ value: 1, temp: 5 });
    // A 10-temp-HP spell replaces them (temp HP never stack): smaller than the original 30, still not System Failure's.
    // cast: a flat stored path, as the sheet's form submits it.
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.temp": 10 } as Actor.UpdateData));
    await world.settle();
    await nextTurn(world, combat);
    await nextTurn(world, combat);
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(hp(hero).temp).toBe(10);
    expect(exhaustionOf(hero)).toBe(1);
  });

  it("SF-4 temp HP: what is left of the overdrive's own temp HP after damage vanishes at the end", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 12, type: "slashing" }]));
    await world.settle();
    expect(hp(hero).temp).toBe(18);
    await nextTurn(world, combat);
    await nextTurn(world, combat);
    expect(hp(hero).temp).toBe(0);
  });
});
