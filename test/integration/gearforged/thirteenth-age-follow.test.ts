/**
 * Issue 14 follow-ups through the stand-in: the 13th Age effects follow a level change and the level-scale
 * setting at once (not at the next world-time change); every path to death posts the beyond-repair card once,
 * from the update that made the character dead; the magical healing paths the system knows open GA-HEAL-1's gate
 * (a potion, the sheet's "Magical healing…" button) and the technological ones (a healing augment, a damage
 * card's heal button) do not.
 */
import { describe, expect, it } from "vitest";
import { openSheet, type CharacterActor, copyOn } from "../helpers";
import { applyDamageFromCard, postDamageCard } from "../../../src/applications/chat/damage-card";
import { clickCardButton, deathSaves, hp, messages, setSetting } from "../workflows/setup";
import { advanceHours, cards, gearforgedTable, packItem } from "./helpers";
import { cardActions, cardText } from "../cards";

const SCENARIO = { timeout: 60_000 };
type World = Awaited<ReturnType<typeof gearforgedTable>>["world"];

function roles(actor: Actor.Implementation): string[] {
  return [...actor.effects].map((e) => String((e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge ?? "")).filter(Boolean).sort();
}

function penalty(actor: Actor.Implementation): number {
  const effect = [...actor.effects].find((e) => (e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge === "neglect");
  return Number((effect?.flags as { augmented?: { attackBonus?: number } } | undefined)?.augmented?.attackBonus ?? 0);
}

function gate(hero: CharacterActor): { open: number; kind: string } {
  // cast: the character model's 13th Age block (src/data/actor/parts/thirteenth-age.ts).
  return (hero.system.gearforged as unknown as { thirteenthAge: { gate: { open: number; kind: string } } }).thirteenthAge.gate;
}

async function withFeats(world: World, hero: CharacterActor, ...names: string[]): Promise<void> {
  for (const name of names) {
    const feat = await packItem("gearforged", name);
    await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [feat.toObject() as unknown as Item.CreateData]));
  }
  await world.settle();
}

/** The values a choice dialog offered. */
function choices(dialog: { element: HTMLElement }): string[] {
  return [...dialog.element.querySelectorAll<HTMLOptionElement>("select[name=choice] option")].map((o) => o.value);
}

function wreckCards(world: World): ChatMessage.Implementation[] {
  return cards(world, "gearforged-13th-age").filter((m) => cardText(m).includes("destroyed beyond repair"));
}

function haltCards(world: World): ChatMessage.Implementation[] {
  return cards(world, "gearforged-13th-age").filter((m) => cardText(m).includes("immobile and helpless"));
}

describe("13th Age effects follow the level and the level scale at once (GA-TIRE-1)", SCENARIO, () => {
  it("GA-TIRE-1: level 8 → 9 with the champion feat turns −2 a day into −1 a day at once (no time passes); 9 → 8 back", async () => {
    const { world, hero } = await gearforgedTable(8, "thirteenthAge");
    await withFeats(world, hero, "Tireless (Champion Feat)");
    await advanceHours(world, 2 * 24);
    expect(penalty(hero)).toBe(-4);
    const before = world.time.worldTime;
    await world.as(world.player, () => hero.update({ "system.details.level": 9 } as Actor.UpdateData));
    await world.settle();
    expect(world.time.worldTime).toBe(before);
    expect(penalty(hero)).toBe(-2);
    await world.as(world.gm, () => hero.update({ "system.details.level": 8 } as Actor.UpdateData));
    await world.settle();
    expect(penalty(hero)).toBe(-4);
    // One effect, written once per change (one acting client).
    expect(roles(hero)).toEqual(["neglect"]);
  });

  it("GA-TIRE-1: level-scale setting half → full raises the day limit and unhalts at once; full → half halts again, one card", async () => {
    // Level 5: 13th Age level 3 (half) → immobile after 3 days; 5 (full) → after 5.
    const { world, hero } = await gearforgedTable(5, "thirteenthAge");
    await advanceHours(world, 3 * 24);
    expect(roles(hero)).toEqual(["halt", "neglect"]);
    const halts = haltCards(world).length;
    await setSetting(world, "gearforgedLevelScale", "full");
    await world.settle();
    expect(roles(hero)).toEqual(["neglect"]);
    expect(penalty(hero)).toBe(-6);
    await setSetting(world, "gearforgedLevelScale", "half");
    await world.settle();
    expect(roles(hero)).toEqual(["halt", "neglect"]);
    expect(haltCards(world)).toHaveLength(halts + 1);
  });

  it("GA-TIRE-1: taking the champion feat at level 9 (and dropping it) changes the penalty at once", async () => {
    const { world, hero } = await gearforgedTable(9, "thirteenthAge");
    await advanceHours(world, 2 * 24);
    expect(penalty(hero)).toBe(-4);
    await withFeats(world, hero, "Tireless (Champion Feat)");
    expect(penalty(hero)).toBe(-2);
    const feat = hero.items.find((item) => item.name === "Tireless (Champion Feat)")!;
    await world.as(world.player, () => feat.delete());
    await world.settle();
    expect(penalty(hero)).toBe(-4);
  });

  it("GA-TIRE-1: a level drop below the days counted halts at once (the day limit follows the level)", async () => {
    const { world, hero } = await gearforgedTable(8, "thirteenthAge");
    await advanceHours(world, 3 * 24);
    expect(roles(hero)).toEqual(["neglect"]);
    await world.as(world.gm, () => hero.update({ "system.details.level": 5 } as Actor.UpdateData));
    await world.settle();
    expect(roles(hero)).toEqual(["halt", "neglect"]);
    expect(haltCards(world)).toHaveLength(1);
  });
});

describe("Beyond repair follows the death itself (GA-WRECK-1)", SCENARIO, () => {
  it("GA-WRECK-1: killed outright (CORE-9) posts the beyond-repair card once", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 40, type: "slashing" }]));
    await world.settle();
    expect(wreckCards(world)).toHaveLength(1);
  });

  it("GA-WRECK-1: the third failure recorded from the death-save card (prompt mode) posts the card once", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "slashing" }]));
    await world.settle();
    await world.as(world.gm, () => hero.update({ "system.attributes.death.failure": 2 } as Actor.UpdateData));
    await world.settle();
    expect(wreckCards(world)).toHaveLength(0);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 3, type: "slashing" }]));
    await world.settle();
    const prompt = messages(world).filter((m) => cardActions(m).includes("recordDeathSaveFailure")).at(-1)!;
    await clickCardButton(world, world.player, prompt, "recordDeathSaveFailure");
    expect(deathSaves(hero).failure).toBe(3);
    expect(wreckCards(world)).toHaveLength(1);
  });

  it("GA-WRECK-1: the third failure from damage in auto mode posts the card once", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await setSetting(world, "deathSaveOnDamage", "auto");
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "slashing" }]));
    await world.settle();
    for (let i = 0; i < 3; i++) {
      await world.as(world.gm, () => hero.applyDamage([{ amount: 2, type: "slashing" }]));
      await world.settle();
    }
    expect(deathSaves(hero).failure).toBe(3);
    expect(wreckCards(world)).toHaveLength(1);
  });

  it("GA-WRECK-1: the GM setting the third failure pip on the sheet posts the card once; later edits of the dead body post none", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 0, max: 20 } } });
    const sheet = await world.as(world.gm, () => openSheet(hero));
    // The third failure pip of the sheet's death saves.
    await world.as(world.gm, async () => sheet.element.querySelector<HTMLButtonElement>('[data-action="setDeathSave"][data-kind="failure"][data-value="3"]')!.click());
    await world.settle();
    expect(deathSaves(hero).failure).toBe(3);
    expect(wreckCards(world)).toHaveLength(1);
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.temp": 5, "system.attributes.death.success": 1 } as Actor.UpdateData));
    await world.as(world.gm, () => hero.update({ "system.attributes.death.failure": 3 } as Actor.UpdateData));
    await world.settle();
    expect(wreckCards(world)).toHaveLength(1);
  });

  it("GA-TIRE-1 / GA-WRECK-1: exhaustion 6 typed by the GM is held back (immune to exhaustion): no death, no card; killed outright, one card", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await world.as(world.gm, () => hero.update({ "system.attributes.exhaustion": 6 } as Actor.UpdateData));
    await world.settle();
    expect(hero.system.attributes.exhaustion).toBe(0);
    expect(wreckCards(world)).toHaveLength(0);
    // CORE-9: killed outright is its death; once.
    await world.as(world.gm, () => hero.applyDamage([{ amount: 40, type: "slashing" }]));
    await world.settle();
    expect(wreckCards(world)).toHaveLength(1);
  });

  it("GA-WRECK-1: a death-save failure on another character posts no beyond-repair card", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", { attributes: { hp: { value: 0, max: 20 } } });
    await world.as(world.gm, () => hero.update({ "system.attributes.death.failure": 3 } as Actor.UpdateData));
    await world.settle();
    expect(wreckCards(world)).toHaveLength(0);
    expect(hp(hero).value).toBe(0);
  });
});

describe("Every magical healing path opens the gate; technology does not (GA-HEAL-1)", SCENARIO, () => {
  const HURT = { attributes: { hp: { value: 10, max: 60 }, hd: { die: "d10", spent: 0 } } };
  const POTION = { name: "Potion of Healing", type: "consumable", system: { kind: "potion", formula: "2d4 + 2", ingested: true, quantity: 1 } };

  it("GA-HEAL-1: a healing potion used through the consumable workflow opens the gate by itself, with a card", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", HURT);
    const [potion] = (await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [POTION as unknown as Item.CreateData]))) ?? [];
    await world.as(world.player, () => copyOn(world.player, hero).useConsumable(copyOn(world.player, potion as Item.Implementation)));
    await world.settle();
    expect(hp(hero).value).toBeGreaterThan(10);
    expect(gate(hero)).toEqual({ open: 1, kind: "magicalHealing" });
    expect(cards(world, "gearforged-13th-age")).toHaveLength(1);
  });

  it("GA-HEAL-1: a potion that heals 0 is no magical healing received: the gate stays shut, no card", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", HURT);
    const flat = { ...POTION, name: "Flat Tonic", system: { ...POTION.system, formula: "0" } };
    const [potion] = (await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [flat as unknown as Item.CreateData]))) ?? [];
    const used = await world.as(world.player, () => copyOn(world.player, hero).useConsumable(copyOn(world.player, potion as Item.Implementation)));
    await world.settle();
    expect(used?.healed).toBe(0);
    expect(hp(hero).value).toBe(10);
    expect(gate(hero)).toEqual({ open: 0, kind: "" });
    expect(cards(world, "gearforged-13th-age")).toHaveLength(0);
  });

  it("GA-HEAL-1: the sheet's \"Magical healing…\" button: the player picks a spell, a potion or an item power (an item power opens the gate); mending is the GM's", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", HURT);
    const offered: { user: string; values: string[] }[] = [];
    /** Answer the choice dialog with `choice`, noting who was asked and what was offered. */
    const pick = (choice: string) =>
      world.dialogs.respond((dialog) => {
        offered.push({ user: String(dialog.client.user.id), values: choices(dialog) });
        return world.dialogs.answer(dialog, { action: "choose", fields: { choice } });
      });
    const sheet = await world.as(world.player, () => openSheet(hero));
    pick("itemPower");
    await world.as(world.player, async () => sheet.element.querySelector<HTMLButtonElement>('[data-action="thirteenthAgeMagicalHealing"]')!.click());
    await world.settle();
    expect(offered.at(-1)).toEqual({ user: world.player.user.id, values: ["spell", "talent", "potion", "itemPower"] });
    expect(gate(hero)).toEqual({ open: 1, kind: "magicalHealing" });
    await world.as(world.player, () => copyOn(world.player, hero).shortRest({ hitDice: 1 }));
    await world.settle();
    expect(gate(hero).open).toBe(0);
    // The GM's sheet offers mending (the GM marks the caster), and it opens the gate.
    const gmSheet = await world.as(world.gm, () => openSheet(hero));
    pick("mending");
    await world.as(world.gm, async () => gmSheet.element.querySelector<HTMLButtonElement>('[data-action="thirteenthAgeMagicalHealing"]')!.click());
    await world.settle();
    expect(offered.at(-1)).toEqual({ user: world.gm.user.id, values: ["spell", "talent", "potion", "itemPower", "mending"] });
    expect(gate(hero)).toEqual({ open: 1, kind: "magicalHealing" });
  });

  it("GA-HEAL-1: technology is no magical healing: a damage card's heal button (how a healing augment heals another) heals but opens no gate", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", HURT);
    world.dice.queue([5]);
    const card = await world.as(world.gm, () => postDamageCard({ formula: "1d6", type: "fire" }));
    await world.settle();
    expect(await world.as(world.gm, () => applyDamageFromCard(card!, "healing", { targets: [hero] }))).toBe(1);
    await world.settle();
    expect(hp(hero).value).toBe(15);
    expect(gate(hero).open).toBe(0);
    // Its own healing, applied directly (a healing augment used on itself goes through applyDamage): no gate either.
    await world.as(world.player, () => copyOn(world.player, hero).applyDamage([{ amount: 4, type: "healing" }]));
    await world.settle();
    expect(hp(hero).value).toBe(19);
    expect(gate(hero).open).toBe(0);
  });
});
