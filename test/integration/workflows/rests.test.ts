/**
 * Rests (CORE-5): short rest spends hit dice chosen in a dialog and rolled through Roll; long rest restores
 * HP, half the hit dice (min 1), exhaustion −1 and limited uses; table-driven steps; hooks; a chat summary.
 */
import { describe, expect, it } from "vitest";
import { HOOKS } from "../../../src/utils/hook-names";
import type { RestSummary } from "../../../src/workflows/rest/registry";
import { createItems, hp, lastMessage, tableWithHero } from "./setup";
import { cardHtml } from "../cards";

type Hd = { die: string; spent: number; max: number; value: number };
const hd = (actor: { system: unknown }) => (actor.system as { attributes: { hd: Hd } }).attributes.hd;
const exhaustion = (actor: { system: unknown }) => (actor.system as { attributes: { exhaustion: number } }).attributes.exhaustion;

describe("rests", () => {
  it("CORE-5: a short rest spends the hit dice chosen in the dialog, each rolled, healing roll + Con", async () => {
    const { world, hero } = await tableWithHero({
      details: { level: 4 },
      abilities: { con: { value: 14 } },
      attributes: { hp: { value: 5, max: 30 }, hd: { die: "d8", spent: 1 } },
    });
    world.dialogs.respond({ action: "rest", fields: { count: 2 } });
    world.dice.queue([6, 3]);
    const summary = await world.as(world.player, () => hero.shortRest());
    await world.settle();
    expect(summary?.hitDiceRolls).toEqual([{ die: 8, roll: 6 }, { die: 8, roll: 3 }]);
    expect(hp(hero).value).toBe(5 + (6 + 2) + (3 + 2));
    expect(hd(hero).spent).toBe(3);
    const card = lastMessage(world);
    expect(card.rolls).toHaveLength(2);
    expect(await cardHtml(card)).toContain("Short Rest");
  });

  it("CORE-5: a short rest refuses more hit dice than remain, and changes nothing", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 2 }, attributes: { hp: { value: 5, max: 20 }, hd: { die: "d10", spent: 1 } } });
    expect(await hero.shortRest({ hitDice: 2 })).toBeNull();
    await world.settle();
    expect(hp(hero).value).toBe(5);
    expect(world.notifications.at(-1)?.level).toBe("error");
  });

  it("CORE-5: a long rest restores HP, half the hit dice (min 1), exhaustion −1 and long-rest uses; hooks fire", async () => {
    const { world, hero } = await tableWithHero({
      details: { level: 5 },
      attributes: { hp: { value: 3, max: 40, temp: 4 }, hd: { die: "d10", spent: 5 }, exhaustion: 2 },
    });
    const [charm, torch, lamp] = await createItems(hero, [
      { name: "Charm", type: "feature", system: { uses: { spent: 2, max: "3", recovery: ["lr"] } } },
      { name: "Second Wind", type: "feature", system: { uses: { spent: 1, max: "1", recovery: ["sr"] } } },
      { name: "Lamp", type: "equipment" },
    ]);
    await world.settle();
    const events: string[] = [];
    let completed: RestSummary | null = null;
    await world.as(world.player, async () => {
      // Hooks fire on the client that runs the rest: the player's.
      Hooks.once(HOOKS.preRest, (_actor, type, config) => void events.push(`pre:${type}:${config.steps.join(",")}`));
      Hooks.once(HOOKS.restCompleted, (_actor, summary) => void (completed = summary));
      await hero.longRest();
    });
    await world.settle();
    expect(hp(hero)).toEqual({ value: 40, max: 40, temp: 0 });
    expect(hd(hero).spent).toBe(5 - 2); // half of 5, rounded down
    expect(exhaustion(hero)).toBe(1);
    const uses = (item: typeof charm) => (hero.items.get(item!.id!)!.system as unknown as { uses: { spent: number } }).uses.spent;
    expect(uses(charm)).toBe(0);
    expect(uses(torch)).toBe(0);
    expect(lamp).toBeDefined();
    expect(events).toEqual(["pre:long:hp,hitDice,exhaustion,deathSaves,uses:lr,uses:sr"]);
    expect(completed).not.toBeNull();
    expect(await cardHtml(lastMessage(world))).toContain("Long Rest");
  });

  it("CORE-5: a level-1 character regains at least one hit die", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 1 }, attributes: { hd: { die: "d8", spent: 1 } } });
    await hero.longRest();
    await world.settle();
    expect(hd(hero).spent).toBe(0);
  });

  it("CORE-5: a short rest does not refill long-rest uses; augmented.preRest can cancel a rest", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 3 }, attributes: { hp: { value: 10, max: 20 } } });
    const [charm] = await createItems(hero, [
      { name: "Charm", type: "feature", system: { uses: { spent: 2, max: "3", recovery: ["lr"] } } },
    ]);
    await hero.shortRest({ hitDice: 0 });
    await world.settle();
    expect((hero.items.get(charm!.id!)!.system as unknown as { uses: { spent: number } }).uses.spent).toBe(2);

    Hooks.once(HOOKS.preRest, () => false);
    expect(await hero.longRest()).toBeNull();
    expect(hp(hero).value).toBe(10);
  });

  it("CORE-5: the rest table is CONFIG.AUGMENTED.restTypes (a module can change a rest's steps)", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 10, max: 20 }, exhaustion: 3 } });
    const original = CONFIG.AUGMENTED.restTypes.long!;
    CONFIG.AUGMENTED.restTypes.long = { steps: ["exhaustion"] };
    try {
      await hero.longRest();
      await world.settle();
    } finally {
      CONFIG.AUGMENTED.restTypes.long = original;
    }
    expect(hp(hero).value).toBe(10);
    expect(exhaustion(hero)).toBe(2);
  });

  it("CORE-5: the dying cannot rest", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 } } });
    expect(await hero.longRest()).toBeNull();
    await world.settle();
    expect(world.notifications.at(-1)?.message).toContain("dying");
  });
});
