/**
 * A rest ends a running System Failure overdrive (SF-4 / SF-5). Outside combat the overdrive ends by world time,
 * but a rest does not move world time; a rest (an hour or more) is certainly past "the end of its next turn", so
 * the rest first ends the overdrive through the same end path (its card, its SF-5 exhaustion, the temp HP lost
 * without being damage) and then recovers. A long rest leaves the character as if the overdrive had ended just
 * before it: the +1 exhaustion of SF-5 comes first, the long rest's −1 (CORE-5) then applies to it.
 */
import { describe, expect, it } from "vitest";
import type { HpDrop } from "../../../src/documents/actor/hp-drop";
import { applySpecies } from "../../../src/workflows/species/apply";
import { hp, messages, renderMessage } from "../workflows/setup";
import { choose, cyborgTable, exhaustionOf, overdriveEffects, prompts, startFight } from "./helpers";
import { SPECIES, packItem } from "../gearforged/helpers";
import { cardHtml, cardKind, cardText } from "../cards";

const SCENARIO = { timeout: 60_000 };

type Table = Awaited<ReturnType<typeof cyborgTable>>;

/** Ana at 0 HP chooses System Failure outside combat: 1 HP, 30 temp HP, the overdrive running. */
async function overdriveRunning(exhaustion = 0): Promise<Table> {
  const table = await cyborgTable();
  const { world, hero, optic } = table;
  // cast: a flat stored path, as the sheet's form submits it.
  if (exhaustion > 0) await world.as(world.gm, () => hero.update({ "system.attributes.exhaustion": exhaustion } as Actor.UpdateData));
  await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
  await world.settle();
  await choose(world, world.player, prompts(world)[0]!, optic.id!);
  expect(hp(hero)).toMatchObject({ value: 1, temp: 30 });
  expect(overdriveEffects(hero)).toHaveLength(1);
  return table;
}

function endedCards(world: Table["world"]): ChatMessage.Implementation[] {
  return messages(world).filter((message) => cardText(message).includes("Overdrive ends"));
}

describe("a rest ends System Failure's overdrive (SF-4, SF-5)", SCENARIO, () => {
  it("SF-5: a long rest ends the overdrive first (its card before the rest's, no HP drop); the long rest's −1 exhaustion then applies to SF-5's +1", async () => {
    const { world, hero } = await overdriveRunning(1);
    const drops: HpDrop[] = [];
    const marks: unknown[] = [];
    const dropWatch = Hooks.on("augmented.hpDrop", (_actor: Actor.Implementation, drop: HpDrop) => void drops.push(drop));
    const updateWatch = Hooks.on("updateActor", (_actor, _changed, options) => void marks.push((options as { augmented?: unknown }).augmented));
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    Hooks.off("augmented.hpDrop", dropWatch);
    Hooks.off("updateActor", updateWatch);

    expect(overdriveEffects(hero)).toHaveLength(0);
    // 1 before, +1 when the overdrive ends (SF-5), −1 for the long rest (CORE-5).
    expect(exhaustionOf(hero)).toBe(1);
    expect(hp(hero)).toMatchObject({ value: 20, temp: 0 });
    expect(drops).toEqual([]);
    // The end's temp HP and exhaustion go in the rest's own update (issue 25: so a rest that puts itself back after
    // a race puts them back too), marked as the rest's: no HP drop either way.
    expect(marks).toContainEqual(expect.objectContaining({ rest: true }));
    const ended = endedCards(world);
    expect(ended).toHaveLength(1);
    expect(cardText(ended[0]!)).toContain("1 → 2");
    const kinds = messages(world).map((message) => cardKind(message));
    expect(kinds.lastIndexOf("system-failure")).toBeLessThan(kinds.lastIndexOf("rest"));
    // The rest's card counts the level it removed.
    expect(cardText(messages(world).findLast((message) => cardKind(message) === "rest")!)).toMatch(/exhaustion/i);

    // World time moving on later ends nothing more (no second card, no second exhaustion).
    await world.as(world.gm, () => world.time.advance(3600));
    await world.settle();
    expect(endedCards(world)).toHaveLength(1);
    expect(exhaustionOf(hero)).toBe(1);
  });

  /**
   * Issue 25, soak serial seed 24: after System Failure and a long rest, the GM's Undo on the "Overdrive ends" card
   * the rest posted gave back the overdrive's 30 temp HP while the rest's healing and the freed use stayed. A rest
   * is not undone, and neither is the end it brought: that card has no Undo.
   */
  it("SF-5: the 'Overdrive ends' card a long rest posts has no Undo (the rest's healing stands over it)", async () => {
    const { world, hero } = await overdriveRunning();
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    const ended = endedCards(world);
    expect(ended).toHaveLength(1);
    const html = await world.as(world.gm, () => renderMessage(world, ended[0]!));
    expect(html.querySelector("[data-augmented-action=undo]")).toBeNull();
    expect(hp(hero)).toMatchObject({ value: 20, temp: 0 });
  });

  it("SF-4 / SF-5: a short rest ends the overdrive: its temp HP vanish, +1 exhaustion stays (a short rest removes none)", async () => {
    const { world, hero } = await overdriveRunning();
    await world.as(world.player, () => hero.shortRest({ hitDice: 0 }));
    await world.settle();
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(hp(hero)).toMatchObject({ value: 1, temp: 0 });
    expect(exhaustionOf(hero)).toBe(1);
    expect(endedCards(world)).toHaveLength(1);
  });

  it("SF-5: an overdrive started in a combat that is still running also ends with a rest taken meanwhile", async () => {
    const { world, hero, cannon } = await cyborgTable();
    await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    expect(overdriveEffects(hero)).toHaveLength(1);
    await world.as(world.player, () => hero.shortRest({ hitDice: 0 }));
    await world.settle();
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(exhaustionOf(hero)).toBe(1);
    expect(endedCards(world)).toHaveLength(1);
  });

  it("GA-TIRE-1: a rest that ends the overdrive of a 13th Age gearforged adds no exhaustion; the card says it was ignored", async () => {
    const { world, hero } = await overdriveRunning();
    await world.as(world.player, async () => applySpecies(hero, await packItem("species", SPECIES.thirteenthAge), { choices: { abilities: ["con"], languages: [] } }));
    await world.settle();
    await world.as(world.player, () => hero.shortRest({ hitDice: 0 }));
    await world.settle();
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(exhaustionOf(hero)).toBe(0);
    const ended = endedCards(world);
    expect(ended).toHaveLength(1);
    expect(await cardHtml(ended[0]!)).toContain("Tireless: 1 level(s) of exhaustion ignored.");
  });
});
