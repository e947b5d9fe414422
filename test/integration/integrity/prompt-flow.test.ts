/**
 * Issue 5, integrity saves in `prompt` mode (the default) with a GM and a player client: which HP drops call
 * for a save (CY-INT-1), the card, the roll, the GM's pick (CY-INT-2), what the damage does (CY-INT-3 / CY-VIS-2),
 * and Undo.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { acOf } from "../augments/helpers";
import { openSheet, showTab } from "../helpers";
import { clickCardButton, renderMessage } from "../workflows/setup";
import { augmentOf, updateActor, setIntegrity, cyborgTable, integrityCards, onlyCard, stateOf } from "./helpers";

describe("integrity saves, prompt mode", () => {
  // The first world of a file imports the whole system: do it once here, outside every test's time budget.
  beforeAll(async () => {
    await createWorld();
  });

  it("CY-INT-1, CY-INT-2, CY-INT-3: 35 damage to a 60-HP cyborg → save card → failure → GM picks the torso augment → damaged, AC −1", async () => {
    const { world, hero, torso, arm } = await cyborgTable();
    const acBefore = acOf(hero).value;
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }], { hitLocation: "torso" }));
    await world.settle();

    const card = onlyCard(world);
    expect(stateOf(card)).toMatchObject({ stage: "save", dc: 17, amount: 35, hitLocation: "torso" });
    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.textContent).toContain("Ana took 35 damage in one hit: Constitution save, DC 17.");
    expect(asPlayer.querySelector("[data-augmented-action=integrityRoll]")).not.toBeNull();
    // The DC field is the GM's: a player does not get it.
    expect(asPlayer.querySelector("input[name=integrityDc]")).toBeNull();

    world.dice.queue([3]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)).toMatchObject({ stage: "pick", save: { total: 3, saved: false } });
    expect(stateOf(card)?.candidates.map((c) => [c.name, c.hinted])).toEqual([
      ["Dermal Plating", true],
      ["Wrist Cannon", false],
    ]);
    // gm mode: the player sees the choices, disabled.
    const playerView = await world.as(world.player, () => renderMessage(world, card));
    // The DC is stated once (issue 28): by the save's roll box, with the total and the outcome.
    expect(playerView.textContent?.match(/DC 17/g)).toHaveLength(1);
    expect(playerView.querySelector(".chat-card__roll-dc")?.textContent).toBe("DC 17");
    expect(playerView.textContent).toContain("Ana took 35 damage in one hit.");
    const playerChoices = [...playerView.querySelectorAll<HTMLButtonElement>("[data-augmented-action=integrityPick]")];
    expect(playerChoices.map((b) => b.disabled)).toEqual([true, true]);
    expect(playerView.querySelector(".chat-card__choice--hinted")?.textContent).toContain("Dermal Plating");

    const sheet = await world.as(world.player, () => openSheet(hero));
    await showTab(sheet, "augments");
    await clickCardButton(world, world.gm, card, "integrityPick", `[data-augment-id="${torso.id}"]`);
    expect(augmentOf(hero, torso).system.integrity).toBe("damaged");
    expect(augmentOf(hero, arm).system.integrity).toBe("intact");
    expect(acOf(hero).value).toBe(acBefore - 1);
    // The player's open sheet shows it at once: the body map's badge and the AC.
    expect(sheet.element.querySelector('.body-map [data-section="torso"] .integrity-badge')?.getAttribute("data-integrity")).toBe("damaged");
    expect(sheet.element.querySelector('[data-derived="ac"]')?.textContent?.trim()).toBe(String(acBefore - 1));
    expect(stateOf(card)).toMatchObject({ stage: "done", outcome: "damaged", chosen: { augmentId: torso.id } });
    const history = augmentOf(hero, torso).system.history ?? [];
    expect(history.at(-1)).toMatchObject({ action: "damage" });
    expect(history.at(-1)?.note).toContain("35 damage");
    expect(integrityCards(world)).toHaveLength(1);
  });

  it("CY-INT-1: 29 damage to a 60-HP cyborg calls for no save", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 29, type: "fire" }]));
    await world.settle();
    expect(integrityCards(world)).toHaveLength(0);
  });

  it("CY-INT-1: exactly half the maximum (30 of 60) calls for a save, DC 15", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 30, type: "fire" }]));
    await world.settle();
    expect(stateOf(onlyCard(world))?.dc).toBe(15);
  });

  it("CY-INT-1: two big hits in one turn → two saves, each with its own DC", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, async () => {
      await hero.applyDamage([{ amount: 30, type: "fire" }]);
      await updateActor(hero, { "system.attributes.hp.value": 60 });
      await hero.applyDamage([{ amount: 44, type: "fire" }]);
    });
    await world.settle();
    expect(integrityCards(world).map((m) => stateOf(m)?.dc)).toEqual([15, 22]);
  });

  it("CY-INT-1 instance: one applyDamage call is one instance, its damage types added (20 slashing + 15 fire: one save, DC 17)", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () =>
      hero.applyDamage([
        { amount: 20, type: "slashing" },
        { amount: 15, type: "fire" },
      ]),
    );
    await world.settle();
    expect(integrityCards(world).map((m) => stateOf(m))).toEqual([expect.objectContaining({ amount: 35, dc: 17 })]);
    // Two separate hits of 20 are two instances, each under half of 60: no further save.
    await world.as(world.gm, async () => {
      await hero.applyDamage([{ amount: 10, type: "fire" }]);
      await hero.applyDamage([{ amount: 10, type: "cold" }]);
    });
    await world.settle();
    expect(integrityCards(world)).toHaveLength(1);
  });

  it("CY-INT-1: a typed HP edit on the sheet is one instance (60 → 25: 35, DC 17)", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.player, () => updateActor(hero, { "system.attributes.hp.value": 25 }));
    await world.settle();
    expect(stateOf(onlyCard(world))).toMatchObject({ amount: 35, dc: 17, hitLocation: null });
  });

  it("CY-INT-1: the amount counts damage after resistance, including what temp HP absorbed", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, async () => {
      await updateActor(hero, { "system.attributes.hp.temp": 10, "system.traits.dr": ["fire"] });
      await hero.applyDamage([{ amount: 58, type: "fire" }]);
    });
    await world.settle();
    // 58 halved = 29 (< 30): no save, although 29 is more than HP lost after temp HP.
    expect(integrityCards(world)).toHaveLength(0);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 64, type: "fire" }]));
    await world.settle();
    expect(stateOf(onlyCard(world))?.amount).toBe(32);
  });

  it("the GM changes the DC on the card before the roll; a save that meets it passes and nothing is damaged", async () => {
    const { world, hero, torso, arm } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }]));
    await world.settle();
    const card = onlyCard(world);
    await world.as(world.gm, async () => {
      const html = await renderMessage(world, card);
      const input = html.querySelector<HTMLInputElement>("input[name=integrityDc]")!;
      input.value = "12";
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await world.settle();
    expect(stateOf(card)?.dc).toBe(12);
    world.dice.queue([12]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)).toMatchObject({ stage: "done", outcome: "saved", save: { total: 12, saved: true } });
    expect([augmentOf(hero, torso).system.integrity, augmentOf(hero, arm).system.integrity]).toEqual(["intact", "intact"]);
    expect((await renderMessage(world, card)).querySelector("[data-status=saved]")).not.toBeNull();
  });

  it("a bad DC typed by the GM is refused with a message and changes nothing", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }]));
    await world.settle();
    const card = onlyCard(world);
    await world.as(world.gm, async () => {
      const html = await renderMessage(world, card);
      const input = html.querySelector<HTMLInputElement>("input[name=integrityDc]")!;
      input.value = "-4";
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await world.settle();
    expect(stateOf(card)?.dc).toBe(17);
    expect(world.notifications.some((n) => n.level === "error" && n.message.includes("whole number"))).toBe(true);
  });

  it("CY-INT-2: a failed save with the hit augment already damaged leaves only the intact ones to pick", async () => {
    const { world, hero, torso, arm } = await cyborgTable();
    await world.as(world.gm, () => setIntegrity(torso, "damaged"));
    await world.as(world.gm, () => hero.applyDamage([{ amount: 40, type: "slashing" }], { hitLocation: "torso" }));
    await world.settle();
    world.dice.queue([2]);
    await clickCardButton(world, world.player, onlyCard(world), "integrityRoll");
    expect(stateOf(onlyCard(world))?.candidates.map((c) => c.augmentId)).toEqual([arm.id]);
  });

  it("GM Undo on the result card restores the augment, its history and the AC exactly", async () => {
    const { world, hero, torso } = await cyborgTable();
    const acBefore = acOf(hero).value;
    const historyBefore = structuredClone(augmentOf(hero, torso).system.history);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }]));
    await world.settle();
    const card = onlyCard(world);
    world.dice.queue([1]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    await clickCardButton(world, world.gm, card, "integrityPick", `[data-augment-id="${torso.id}"]`);
    expect(acOf(hero).value).toBe(acBefore - 1);
    // The Undo button is the GM's only.
    expect((await world.as(world.player, () => renderMessage(world, card))).querySelector("[data-augmented-action=undo]")).toBeNull();
    await clickCardButton(world, world.gm, card, "undo");
    expect(augmentOf(hero, torso).system.integrity).toBe("intact");
    expect(augmentOf(hero, torso).system.history).toEqual(historyBefore);
    expect(acOf(hero).value).toBe(acBefore);
    expect(integrityCards(world)).toHaveLength(1);
  });

  it("an npc or a character without installed augments gets no save", async () => {
    const { world, hero, torso, arm } = await cyborgTable();
    await world.as(world.gm, () => hero.deleteEmbeddedDocuments("Item", [torso.id!, arm.id!]));
    // cast: partial source data, as Actor.create accepts it.
    const npc = await world.as(world.gm, () => Actor.create({ name: "Drone", type: "npc", system: { attributes: { hp: { value: 40, max: 40 } } } } as Actor.CreateData));
    await world.as(world.gm, async () => {
      await hero.applyDamage([{ amount: 50, type: "fire" }]);
      await npc!.applyDamage([{ amount: 30, type: "fire" }]);
    });
    await world.settle();
    expect(integrityCards(world)).toHaveLength(0);
  });
});
