/**
 * The damage card (issue 3, item 4): a weapon's damage rolled to chat with Apply / Half / Double / Heal buttons;
 * each click re-checks that the clicking user may change the target.
 */
import { describe, expect, it } from "vitest";
import { applyDamageFromCard, postDamageCard } from "../../../src/applications/chat/damage-card";
import { clickCardButton, createItems, hp, hpOf, renderMessage, tableWithHero } from "./setup";

describe("damage card", () => {
  it("rolling a weapon's damage posts a card; the player's buttons apply it to their own character (full, half, double, heal)", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 30, max: 30 } } });
    await world.as(world.gm, () => world.player.user.update({ character: hero.id }));
    const [sword] = await createItems(hero, [
      { name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } },
    ]);
    await world.settle();

    world.dice.queue([6]);
    const card = await world.as(world.player, () => hero.rollDamage(sword!));
    await world.settle();
    expect(card).not.toBeNull();
    expect(card!.rolls).toHaveLength(1);
    const total = card!.rolls[0]!.total!;
    expect(total).toBe(6); // 1d8 (6) + Str 0

    // Short labels that fit the chat column, each with its full meaning as a tooltip; Ongoing is the GM's alone.
    const html = await world.as(world.player, () => renderMessage(world, card!));
    const shown = [...html.querySelectorAll<HTMLButtonElement>(".chat-card__buttons button")];
    expect(shown.map((button) => [button.textContent?.trim(), button.dataset.tooltip])).toEqual([
      ["Damage", "Apply the full damage"],
      ["Half", "Apply half the damage (rounded down)"],
      ["Double", "Apply double the damage"],
      ["Heal", "Heal by this amount"],
    ]);

    const click = (mode: string) => clickCardButton(world, world.player, card!, "applyDamage", `[data-mode=${mode}]`);
    await click("full");
    expect(hp(hero).value).toBe(24);
    await click("half");
    expect(hp(hero).value).toBe(21);
    await click("double");
    expect(hp(hero).value).toBe(9);
    await click("healing");
    expect(hp(hero).value).toBe(15);
  });

  it("CY-HEAL-1: a healing roll's card reads as healing and offers only Heal", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 10, max: 30 } } });
    await world.as(world.gm, () => world.player.user.update({ character: hero.id }));
    world.dice.queue([5]);
    const card = await world.as(world.player, () => postDamageCard({ formula: "1d6", type: "healing", actor: hero }));
    await world.settle();
    const html = await world.as(world.player, () => renderMessage(world, card!));
    expect(html.querySelector(".chat-card__header h3")?.textContent).toBe("Healing");
    const buttons = [...html.querySelectorAll<HTMLButtonElement>("button[data-augmented-action=applyDamage]")];
    expect(buttons.map((button) => [button.dataset.mode, button.textContent?.trim()])).toEqual([["healing", "Heal"]]);
    expect(html.textContent).not.toContain("Damage");
    await clickCardButton(world, world.player, card!, "applyDamage", "[data-mode=healing]");
    expect(hp(hero).value).toBe(15);
  });

  it("a player clicking Apply on a card for an actor they do not own changes nothing", async () => {
    const { world } = await tableWithHero();
    const goblin = await Actor.create({ name: "Goblin", type: "character", system: { attributes: { hp: { value: 7, max: 7 } } } } as Actor.CreateData);
    world.dice.queue([4]);
    const card = await postDamageCard({ formula: "1d6", type: "piercing" });
    await world.settle();
    const applied = await world.as(world.player, () => applyDamageFromCard(card!, "full", { targets: [goblin!] }));
    await world.settle();
    expect(applied).toBe(0);
    expect(hpOf(goblin!)).toBe(7);
    expect(world.notifications.some((n) => n.level === "error" && n.userId === world.player.user.id)).toBe(true);

    // The GM may, to the actors given as targets.
    expect(await world.as(world.gm, () => applyDamageFromCard(card!, "full", { targets: [goblin!] }))).toBe(1);
    await world.settle();
    expect(hpOf(goblin!)).toBe(3);
  });

  it("with no selected, targeted or assigned actor, Apply says what to do and changes nothing", async () => {
    const { world } = await tableWithHero();
    const card = await postDamageCard({ formula: "2", type: "fire" });
    await world.settle();
    expect(await world.as(world.gm, () => applyDamageFromCard(card!, "full"))).toBe(0);
    expect(world.notifications.at(-1)?.level).toBe("warning");
  });

  it("a broken formula or an unknown type posts nothing and says why", async () => {
    const { world } = await tableWithHero();
    const before = world.chat.length;
    expect(await postDamageCard({ formula: "1d6 +* 2", type: "fire" })).toBeNull();
    expect(await postDamageCard({ formula: "1d6", type: "banana" })).toBeNull();
    await world.settle();
    expect(world.chat.length).toBe(before);
    expect(world.notifications.filter((n) => n.level === "error")).toHaveLength(2);
  });
});
