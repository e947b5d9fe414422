/**
 * Issue 3, character data: skills, saves, HP guard, AC from equipped items, exhaustion on speed, feature DCs —
 * driven through Foundry's public API and the real sheet.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, editField, enterEditMode, openSheet, showTab, shownText } from "../helpers";

function click(element: HTMLElement, selector: string): void {
  const target = element.querySelector<HTMLElement>(selector);
  if (!target) throw new Error(`nothing matches ${selector}`);
  target.click();
}

// Sheets render real templates; the first render of a file also boots the system. Generous under a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe("character data model", () => {
  it("CORE-1: skill totals use the governing ability, proficiency, expertise (double PB) and half proficiency rounded down", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({
      system: {
        details: { level: 5 },
        abilities: { dex: { value: 16 }, wis: { value: 12 }, int: { value: 8 } },
        skills: { ste: { proficiency: 2 }, prc: { proficiency: 1, bonus: 1 }, arc: { proficiency: 0.5 }, ath: { ability: "dex" } },
      },
    });
    await world.settle();
    const { skills, attributes } = actor.system;
    expect(attributes.prof).toBe(3);
    expect(skills.ste.total).toBe(3 + 6); // Dex +3, expertise 2 × PB 3
    expect(skills.ste.passive).toBe(19);
    expect(skills.prc.total).toBe(1 + 3 + 1); // Wis +1, proficient, +1 bonus
    expect(skills.arc.total).toBe(-1 + 1); // Int −1, half of PB 3 rounded down
    expect(skills.ath.total).toBe(3); // Athletics keyed to Dex by override
    expect(skills.acr.total).toBe(3);

    const sheet = await openSheet(actor);
    expect(shownText(sheet, '[data-skill="ste"] [data-derived="total"]')).toBe("+9");
    expect(shownText(sheet, '[data-skill="ste"] [data-derived="passive"]')).toBe("(19)");
  });

  it("CORE-1: save proficiency adds the proficiency bonus to that ability's save only", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { abilities: { con: { value: 14, proficient: 1 }, str: { value: 14 } } } });
    await world.settle();
    expect(actor.system.abilities.con.save).toBe(4);
    expect(actor.system.abilities.str.save).toBe(2);
  });

  it("CORE-2: an HP value above the maximum is refused with a localized error and changes nothing", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 8, max: 12 } } } });
    const result = await actor.update({ system: { attributes: { hp: { value: 20 } } } });
    await world.settle();
    expect(result).toBeUndefined();
    expect(actor.system.attributes.hp.value).toBe(8);
    const error = world.notifications.find((n) => n.level === "error");
    expect(error?.message).toBe("Hit points (20) cannot be above the maximum (12); nothing was changed.");
  });

  it("CORE-2: typing HP past the maximum on the sheet is refused and the field shows the stored value again", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 8, max: 12 } } } });
    const sheet = await openSheet(actor);
    editField(sheet, "system.attributes.hp.value", "30");
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(8);
    expect(world.notifications.some((n) => n.level === "error" && n.message.includes("(12)"))).toBe(true);
    expect(sheet.element.querySelector<HTMLInputElement>('[name="system.attributes.hp.value"]')?.value).toBe("8");
  });

  it("CORE-2: lowering the maximum below the current HP brings the value down with it", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 20, max: 20 } } } });
    await actor.update({ system: { attributes: { hp: { max: 15 } } } });
    await world.settle();
    expect(actor.system.attributes.hp).toEqual({ value: 15, max: 15, temp: 0 });
  });

  it("CORE-2: creating a character whose HP value exceeds its maximum is refused with the message, nothing created", async () => {
    const world = await createWorld({ seed: 3 });
    await expect(createCharacter({ system: { attributes: { hp: { value: 30, max: 10 } } } })).rejects.toThrow();
    expect(world.notifications.some((n) => n.level === "error" && /maximum/.test(n.message))).toBe(true);
    await world.settle();
    expect(game.actors!.size).toBe(0);
  });

  it("AC: unarmored is 10 + Dex, plus the flat bonus, with a breakdown on the sheet", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { abilities: { dex: { value: 14 } }, attributes: { ac: { bonus: 1 } } } });
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(13);
    expect(actor.system.attributes.ac.breakdown.map((line) => line.amount)).toEqual([10, 2, 1]);
    const sheet = await openSheet(actor);
    expect(shownText(sheet, '[data-derived="ac"]')).toBe("13");
    expect(sheet.element.querySelector(".armor-class")?.getAttribute("data-tooltip")).toBe("Unarmored 10; Dexterity +2; AC bonus +1");
  });

  it("AC: equipping armor and a shield from the inventory changes AC (medium armor caps Dex at +2)", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { abilities: { dex: { value: 18 } } } });
    await actor.createEmbeddedDocuments("Item", [
      { name: "Scale Mail", type: "equipment", system: { armor: { kind: "medium", value: 14, dexCap: 2 }, equipped: false } },
      { name: "Shield", type: "equipment", system: { armor: { kind: "shield", value: 2 }, equipped: false } },
    ] as Item.CreateData[]);
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(14); // 10 + Dex 4

    const sheet = await openSheet(actor);
    click(sheet.element, '[data-tab="inventory"][data-action="tab"]');
    const mail = actor.items.getName("Scale Mail")!;
    click(sheet.element, `[data-item-id="${mail.id}"] [data-action="toggleEquipped"]`);
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(16); // 14 + Dex capped at 2

    const shield = actor.items.getName("Shield")!;
    click(sheet.element, `[data-item-id="${shield.id}"] [data-action="toggleEquipped"]`);
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(18);
    expect(shownText(sheet, '[data-derived="ac"]')).toBe("18");
    expect(sheet.element.querySelector(".armor-class")?.getAttribute("data-tooltip")).toBe("Scale Mail 14; Dexterity +2; Shield +2");

    click(sheet.element, `[data-item-id="${mail.id}"] [data-action="toggleEquipped"]`);
    await world.settle();
    expect(actor.system.attributes.ac.value).toBe(16); // unarmored 14 + shield 2
  });

  it("CORE-6: exhaustion reduces every speed (2024 default: −5 ft per level; 2014: halved at level 2)", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { attributes: { movement: { walk: 30, fly: 20 } } } });
    await actor.update({ system: { attributes: { exhaustion: 2 } } });
    await world.settle();
    expect(actor.system.attributes.speed.walk).toBe(20);
    expect(actor.system.attributes.speed.fly).toBe(10);
    expect(actor.system.attributes.movement.walk).toBe(30);

    const sheet = await openSheet(actor);
    expect(shownText(sheet, '[data-speed="walk"] [data-derived="speed"]')).toBe("20");
    expect(shownText(sheet, '[data-derived="exhaustion"]')).toBe("\u22124 to d20 tests, −10 ft speed");

    await game.settings!.set("augmented" as never, "exhaustionRules" as never, "2014" as never);
    await world.settle();
    expect(actor.system.attributes.speed.walk).toBe(15);
  });

  it("CORE-7: named feature save DCs are 8 + PB + the named ability's modifier, added and edited on the sheet", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { details: { level: 9 }, abilities: { int: { value: 18 }, wis: { value: 13 } } } });
    const sheet = await openSheet(actor);
    await enterEditMode(sheet);
    await showTab(sheet, "features");
    click(sheet.element, '[data-action="addDc"]');
    await world.settle();
    expect(actor.system.featureDcs).toHaveLength(1);
    expect(actor.system.saveDcs[0]?.value).toBe(8 + 4 + 4);

    editField(sheet, "system.featureDcs.0.name", "Spellcasting (Wizard)");
    await world.settle();
    editField(sheet, "system.featureDcs.0.ability", "wis");
    await world.settle();
    expect(actor.system.featureDcs[0]).toMatchObject({ name: "Spellcasting (Wizard)", ability: "wis" });
    expect(actor.system.saveDcs[0]).toMatchObject({ name: "Spellcasting (Wizard)", value: 8 + 4 + 1 });
    expect(shownText(sheet, '.save-dc [data-derived="dc"]')).toBe("DC 13");

    click(sheet.element, '[data-action="removeDc"]');
    await world.settle();
    expect(actor.system.featureDcs).toHaveLength(0);
  });

  it("stores senses, languages, creature types, damage and condition traits, currency and biography", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({
      system: {
        attributes: { senses: { darkvision: 60 }, hd: { die: "d10", spent: 1 } },
        traits: { creatureTypes: ["humanoid", "construct"], languages: ["common", "machine"], dr: ["poison"], ci: ["diseased"] },
        currency: { gp: 12, sp: 3 },
        biography: "<p>Rebuilt after the war.</p>",
      },
    });
    await world.settle();
    const system = actor.system;
    expect(system.attributes.hd).toMatchObject({ die: "d10", spent: 1, max: 1, value: 0 });
    expect([...system.traits.creatureTypes]).toEqual(["humanoid", "construct"]);
    expect(system.traits.dr.has("poison")).toBe(true);
    expect(system.currency.gp).toBe(12);
    const sheet = await openSheet(actor);
    expect(shownText(sheet, '[data-trait="languages"] .chips')).toContain("Machine Speech");
    expect(shownText(sheet, '[data-sense="darkvision"]')).toBe("Darkvision 60 ft");
    click(sheet.element, '[data-tab="biography"][data-action="tab"]');
    expect(shownText(sheet, ".biography-text")).toBe("Rebuilt after the war.");
  });
});
