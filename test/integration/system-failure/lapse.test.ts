/**
 * SF-1 "immediately": the prompt's offer lapses at the character's next HP change, next death save, or the start
 * of their next turn; an answer after that is refused with the reason and changes nothing. Until then it stands.
 */
import { describe, expect, it } from "vitest";
import { deathSaves, hp, setSetting, tableWithHero } from "../workflows/setup";
import { choose, cyborgTable, integrityOf, nextTurn, prompts, startFight } from "./helpers";
import { warnings } from "../augment-use/helpers";
import { createAugment } from "../augments/helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 30_000 };

describe("SF-1: the offer lapses", SCENARIO, () => {
  it("SF-1: the card says the offer is for now only; after a death save (a hit at 0 HP counts as one) choosing is refused and the augment stays", async () => {
    const { world, hero, cannon } = await cyborgTable();
    await setSetting(world, "deathSaveOnDamage", "auto");
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    expect(await cardHtml(prompt!)).toContain("the offer lapses");
    // A further hit at 0 HP is a failed death save (CORE-8): the moment has passed.
    await world.as(world.gm, () => hero.applyDamage([{ amount: 2, type: "fire" }]));
    await world.settle();
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 1 });
    await choose(world, world.player, prompt!, cannon.id!);
    expect(integrityOf(cannon)).toEqual({ integrity: "intact", installedSection: "rightArm" });
    expect(hp(hero).value).toBe(0);
    expect(warnings(world).some((text) => text.includes("made a death save since System Failure was offered"))).toBe(true);
  });

  it("SF-1: after an HP change (healed, dropped again) the old prompt is refused; the new drop's prompt is valid", async () => {
    const { world, hero, cannon } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [first] = prompts(world);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 3, type: "healing" }]));
    await world.settle();
    await choose(world, world.player, first!, cannon.id!);
    expect(integrityOf(cannon).integrity).toBe("intact");
    expect(warnings(world).some((text) => text.includes("hit points have changed"))).toBe(true);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 5, type: "fire" }]));
    await world.settle();
    const second = prompts(world).at(-1)!;
    expect(second.id).not.toBe(first!.id);
    await choose(world, world.player, second, cannon.id!);
    expect(integrityOf(cannon).integrity).toBe("destroyed");
  });

  it("SF-1: in combat the offer stands through other creatures' turns and lapses when the character's own next turn starts", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    // Round 1, the goblin's turn (index 0): Ana (index 1) drops to 0.
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "slashing" }]));
    await world.settle();
    const [prompt] = prompts(world);
    await nextTurn(world, combat); // Ana's turn starts
    expect(combat.turn).toBe(1);
    await choose(world, world.player, prompt!, cannon.id!);
    expect(integrityOf(cannon).integrity).toBe("intact");
    expect(warnings(world).some((text) => text.includes("next turn has started"))).toBe(true);
  });

  it("SF-1: unchanged, the offer stands (answered on the goblin's turn it was made in)", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 3 } });
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    const { combat } = await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "slashing" }]));
    await world.settle();
    expect(combat.turn).toBe(0);
    const [prompt] = prompts(world);
    await choose(world, world.player, prompt!, cannon.id!);
    expect(integrityOf(cannon).integrity).toBe("destroyed");
  });
});
