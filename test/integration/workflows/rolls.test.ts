/**
 * Rolls (issue 3, item 3): d20 tests through Foundry's Roll and toMessage, the roll dialog (advantage,
 * disadvantage, situational bonus) skipped by modifier keys, and exhaustion's d20 penalty (CORE-6).
 */
import { describe, expect, it } from "vitest";
import { createItems, lastMessage, setSetting, tableWithHero } from "./setup";
import { cardHtml } from "../cards";

describe("rolls", () => {
  it("an ability check fast-forwarded with Shift posts a normal d20 roll with the modifier", async () => {
    const { world, hero } = await tableWithHero({ abilities: { str: { value: 16 } } });
    world.dice.queue([11]);
    const roll = await world.as(world.player, () => hero.rollAbilityCheck("str", { event: new MouseEvent("click", { shiftKey: true }) }));
    await world.settle();
    expect(roll?.formula).toBe("1d20 + 3");
    expect(roll?.total).toBe(14);
    expect(lastMessage(world).rolls[0]?.total).toBe(14);
    expect(world.dialogs.history).toHaveLength(0);
  });

  it("Alt rolls with advantage, Ctrl with disadvantage, as dnd5e does", async () => {
    const { world, hero } = await tableWithHero();
    world.dice.queue([4, 17, 4, 17]);
    const adv = await hero.rollSavingThrow("dex", { event: new MouseEvent("click", { altKey: true }) });
    const dis = await hero.rollSavingThrow("dex", { event: new MouseEvent("click", { ctrlKey: true }) });
    await world.settle();
    expect(adv?.formula).toBe("2d20kh");
    expect(adv?.total).toBe(17);
    expect(dis?.formula).toBe("2d20kl");
    expect(dis?.total).toBe(4);
  });

  it("without a modifier key the dialog asks: advantage and a situational bonus", async () => {
    const { world, hero } = await tableWithHero({ abilities: { wis: { value: 14 } } });
    world.dialogs.respond({ action: "advantage", fields: { bonus: "1d4" } });
    world.dice.queue([3, 15, 2]);
    const roll = await world.as(world.player, () => hero.rollSkill("prc"));
    await world.settle();
    expect(roll?.formula).toBe("2d20kh + 2 + 1d4");
    expect(roll?.total).toBe(15 + 2 + 2);
  });

  it("a broken situational bonus is refused with a message, no roll posted", async () => {
    const { world, hero } = await tableWithHero();
    const before = world.chat.length;
    const roll = await hero.rollAbilityCheck("str", { fastForward: true, bonus: "2 +* x" });
    await world.settle();
    expect(roll).toBeNull();
    expect(world.chat.length).toBe(before);
    expect(world.notifications.at(-1)?.level).toBe("error");
  });

  it("CORE-6: exhaustion (2024 rules) subtracts 2 per level from every d20 test", async () => {
    const { world, hero } = await tableWithHero({ attributes: { exhaustion: 2 } });
    world.dice.queue([10, 10]);
    const check = await hero.rollAbilityCheck("str", { fastForward: true });
    const save = await hero.rollSavingThrow("con", { fastForward: true });
    await world.settle();
    expect(check?.formula).toBe("1d20 - 4");
    expect(check?.total).toBe(6);
    expect(save?.total).toBe(6);
  });

  it("CORE-6: under the 2014 table exhaustion gives disadvantage on ability checks instead of a penalty", async () => {
    const { world, hero } = await tableWithHero({ attributes: { exhaustion: 1 } });
    await setSetting(world, "exhaustionRules", "2014");
    world.dice.queue([15, 5]);
    const check = await hero.rollAbilityCheck("str", { fastForward: true });
    await world.settle();
    expect(check?.formula).toBe("2d20kl");
    expect(check?.total).toBe(5);
  });

  it("a weapon attack adds the weapon's attack bonus; a tool check its own", async () => {
    const { world, hero } = await tableWithHero({ abilities: { str: { value: 14 }, dex: { value: 12 } } });
    const [sword, tools] = await createItems(hero, [
      { name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } },
      { name: "Thieves' Tools", type: "tool", system: { ability: "dex", proficiency: 1 } },
    ]);
    await world.settle();
    world.dice.queue([10, 10]);
    const attack = await sword!.rollAttack({ fastForward: true });
    const check = await tools!.rollToolCheck({ fastForward: true });
    await world.settle();
    expect(attack?.total).toBe(10 + 2 + 2); // Str +2, proficiency +2
    expect(check?.total).toBe(10 + 1 + 2); // Dex +1, proficiency +2
  });
});

describe("npc quick attacks", () => {
  it("rolls the attack with its bonus, then posts its damage card", async () => {
    const { world } = await tableWithHero();
    const goblin = await Actor.create({
      name: "Goblin",
      type: "npc",
      system: { attacks: [{ name: "Scimitar", bonus: 4, damage: "1d6 + 2", type: "slashing" }] },
    } as Actor.CreateData);
    await world.settle();
    world.dice.queue([12, 3]);
    const result = await goblin!.rollQuickAttack(0, { fastForward: true });
    await world.settle();
    expect(result?.attack.total).toBe(16);
    expect(result?.damage?.rolls[0]?.total).toBe(5);
    expect(await cardHtml(lastMessage(world))).toContain("data-augmented-action=\"applyDamage\"");
  });
});

describe("advantage granted by an effect", () => {
  it("SF-4: while an effect grants advantage on attacks, the roll dialog offers advantage first and the attack has it", async () => {
    const { world, hero } = await tableWithHero();
    const [sword] = await createItems(hero, [{ name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } }]);
    // cast: effect source data as the stand-in accepts it.
    await hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Overdrive", changes: [], flags: { augmented: { attackAdvantage: true } } }] as never);
    await world.settle();
    let preferred = "";
    world.dialogs.respond((dialog) => {
      preferred = dialog.buttons.find((button) => button.default)?.action ?? "";
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="normal"]')!.click();
    });
    world.dice.queue([4, 17]);
    const attack = await sword!.rollAttack();
    await world.settle();
    expect(preferred).toBe("advantage");
    expect(attack?.formula).toMatch(/^2d20kh/);
    expect(attack?.total).toBe(17 + 2);
  });
});
