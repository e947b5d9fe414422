/**
 * CORE-4 death saves: dropping to 0, rolling until stable, damage at 0 HP under the automation setting
 * (auto / prompt / off), undo from the card (GM only), and "one client acts" with three users connected.
 */
import { describe, expect, it } from "vitest";
import { HOOKS } from "../../../src/utils/hook-names";
import { clickCardButton, deathSaves, hp, lastMessage, messages, renderMessage, setSetting, tableWithHero } from "./setup";
import { stateOf } from "../cards";

const flagsOf = stateOf;

describe("death saves", () => {
  it("CORE-4: drop to 0, then three successful death saves make the character stable", async () => {
    const { world, hero } = await tableWithHero();
    await hero.applyDamage([{ amount: 25, type: "slashing" }]);
    await world.settle();
    expect(hp(hero).value).toBe(0);

    world.dice.queue([12, 3, 15, 18]);
    const outcomes: string[] = [];
    await world.as(world.player, async () => {
      for (let i = 0; i < 4; i++) {
        const result = await hero.rollDeathSave({ fastForward: true });
        outcomes.push(result?.result.outcome ?? "none");
      }
    });
    await world.settle();
    expect(outcomes).toEqual(["success", "failure", "success", "success"]);
    expect(deathSaves(hero)).toEqual({ success: 3, failure: 0 });
    // Stable: no further death saves.
    const again = await hero.rollDeathSave({ fastForward: true });
    expect(again).toBeNull();
    expect(messages(world).filter((m) => m.isRoll)).toHaveLength(4);
  });

  it("CORE-4: a natural 20 regains 1 HP; a natural 1 is two failures; augmented.preRollDeathSave can cancel", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 } } });
    world.dice.queue([1]);
    await hero.rollDeathSave({ fastForward: true });
    expect(deathSaves(hero).failure).toBe(2);
    world.dice.queue([20]);
    const seen: unknown[] = [];
    Hooks.once(HOOKS.rollDeathSave, (_actor, outcome) => void seen.push(outcome.natural));
    await hero.rollDeathSave({ fastForward: true });
    await world.settle();
    expect(hp(hero).value).toBe(1);
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
    expect(seen).toEqual([20]);

    await hero.update({ system: { attributes: { hp: { value: 0 } } } });
    Hooks.once(HOOKS.preRollDeathSave, () => false);
    expect(await hero.rollDeathSave({ fastForward: true })).toBeNull();
  });

  it("CORE-4: damage at 0 HP records a failure (auto), and the GM's Undo on the card restores the counters and HP", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20, temp: 3 }, death: { success: 1, failure: 1 } } });
    await setSetting(world, "deathSaveOnDamage", "auto");
    await hero.applyDamage([{ amount: 5, type: "piercing" }], { critical: true });
    await world.settle();
    expect(hp(hero).temp).toBe(0);
    expect(deathSaves(hero)).toEqual({ success: 1, failure: 3 });

    const card = lastMessage(world);
    expect(flagsOf(card).undo).toMatchObject({
      actorUuid: hero.uuid,
      changes: expect.arrayContaining([
        { path: "system.attributes.hp.temp", previous: 3, applied: 0 },
        { path: "system.attributes.death.failure", previous: 1, applied: 3 },
      ]),
    });

    // The player sees no Undo button; the GM does.
    const playerView = await world.as(world.player, () => renderMessage(world, card));
    expect(playerView.querySelector("[data-augmented-action=undo]")).toBeNull();
    await clickCardButton(world, world.gm, card, "undo");

    expect(deathSaves(hero)).toEqual({ success: 1, failure: 1 });
    expect(hp(hero)).toEqual({ value: 0, max: 20, temp: 3 });
    expect(flagsOf(card).undone).toBe(true);
    const after = await world.as(world.gm, () => renderMessage(world, card));
    expect(after.querySelector("[data-augmented-action=undo]")).toBeNull();
  });

  it("CORE-4: in prompt mode (default) the card's button records the failure, and the GM can undo it", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 } } });
    await hero.applyDamage([{ amount: 4, type: "fire" }]);
    await world.settle();
    expect(deathSaves(hero).failure).toBe(0);
    const prompt = lastMessage(world);
    expect(flagsOf(prompt).deathSaveDue).toEqual({ actorUuid: hero.uuid, failures: 1 });

    await clickCardButton(world, world.player, prompt, "recordDeathSaveFailure");
    expect(deathSaves(hero).failure).toBe(1);
    // The GM authored the prompt; the active GM marked it resolved for the player (socket), so a second
    // click records nothing more.
    expect(prompt.author?.id).toBe(world.gm.user.id);
    expect(flagsOf(prompt).resolved).toBe(true);
    await clickCardButton(world, world.player, prompt, "recordDeathSaveFailure");
    expect(deathSaves(hero).failure).toBe(1);

    const record = messages(world).find((m) => flagsOf(m).undo !== undefined)!;
    await clickCardButton(world, world.gm, record, "undo");
    expect(deathSaves(hero).failure).toBe(0);
  });

  it("CORE-4: with the setting off, damage at 0 HP records nothing and posts nothing", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20, temp: 2 } } });
    await setSetting(world, "deathSaveOnDamage", "off");
    const before = world.chat.length;
    await hero.applyDamage([{ amount: 4, type: "fire" }]);
    await world.settle();
    expect(deathSaves(hero).failure).toBe(0);
    expect(world.chat.length).toBe(before);
  });

  it("a player cannot undo, even by calling the card's handler", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 } } });
    await setSetting(world, "deathSaveOnDamage", "auto");
    await hero.applyDamage([{ amount: 4, type: "fire" }]);
    await world.settle();
    const card = lastMessage(world);
    const { undoFromMessage } = await import("../../../src/workflows/cards/undo");
    const undone = await world.as(world.player, () => undoFromMessage(card));
    await world.settle();
    expect(undone).toBe(false);
    expect(deathSaves(hero).failure).toBe(1);
  });

  it("exactly one client acts on an automated trigger, with a GM and two players connected", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20, temp: 5 } } }, [
      { name: "Gamemaster", role: "GAMEMASTER" },
      { name: "Player", role: "PLAYER" },
      { name: "Second", role: "PLAYER" },
    ]);
    await setSetting(world, "deathSaveOnDamage", "auto");
    const before = world.chat.length;
    // The owner applies the damage: the owner's client acts.
    await world.as(world.player, () => hero.applyDamage([{ amount: 2, type: "fire" }]));
    await world.settle();
    let cards = messages(world).slice(before);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.author?.id).toBe(world.player.user.id);

    // The GM applies it: the GM (who made the change and owns every actor) acts, once.
    await world.as(world.gm, () => hero.applyDamage([{ amount: 2, type: "fire" }]));
    await world.settle();
    cards = messages(world).slice(before);
    expect(cards).toHaveLength(2);
    expect(cards[1]?.author?.id).toBe(world.gm.user.id);
    expect(deathSaves(hero).failure).toBe(2);
  });
});
