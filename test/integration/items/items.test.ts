/**
 * Issue 3, items: the core item types created through Foundry's API, their derived numbers when a character
 * owns them, the item sheet, and bad input refused with no change.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, editField, enterEditMode, openSheet, shownText } from "../helpers";
import { createItem, createOwnedItem, updateUnchecked, usesOf } from "./helpers";
import { equippedArmor, featureDcSources } from "../../../src/data/item/readers";

function check(sheet: { element: HTMLElement }, name: string, value: string, checked: boolean): void {
  const box = sheet.element.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
  if (!box) throw new Error(`no checkbox ${name}=${value}`);
  box.checked = checked;
  box.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("core item types", () => {
  it("creates each type with its defaults and renders its sheet with the type's parts", async () => {
    const world = await createWorld({ seed: 3 });
    const expected: Record<string, string[]> = {
      weapon: ["header", "weapon", "uses", "description"],
      equipment: ["header", "equipment", "uses", "description"],
      feature: ["header", "feature", "uses", "description"],
      tool: ["header", "tool", "description"],
    };
    for (const type of ["weapon", "equipment", "feature", "tool"] as const) {
      const item = await createItem(type);
      expect(item.type).toBe(type);
      const sheet = await openSheet(item);
      const parts = Array.from(sheet.element.querySelectorAll<HTMLElement>("[data-application-part]"), (el) => el.dataset.applicationPart);
      expect(parts, type).toEqual(expected[type]);
      expect(shownText(sheet, '[data-derived="type"]')).toBe(game.i18n!.localize(`TYPES.Item.${type}`));
      await sheet.close();
    }
    const weapon = await createItem("weapon");
    expect(weapon.system.toObject()).toMatchObject({
      quantity: 1,
      equipped: false,
      proficient: true,
      category: "simple",
      kind: "melee",
      attack: { ability: null, bonus: 0 },
      damage: { formula: "", type: "bludgeoning" },
      range: { normal: null, long: null },
      properties: [],
      uses: { spent: 0, max: "", recovery: [] },
    });
    await world.settle();
  });

  it("CORE-1: an owned weapon's attack adds the Strength modifier and the proficiency bonus; damage adds the modifier", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { abilities: { str: { value: 16 } } } });
    const sword = await createOwnedItem(actor, "weapon", {
      name: "Longsword",
      system: { damage: { formula: "1d8", type: "slashing" }, category: "martial" },
    });

    expect(sword.system.rolls?.attack).toMatchObject({ ability: "str", total: 5, formula: "1d20 + 3 + 2" });
    expect(sword.system.rolls?.damage).toEqual({ formula: "1d8 + 3", abilityMod: 3, type: "slashing" });

    const sheet = await openSheet(sword);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(sheet);
    expect(shownText(sheet, '[data-derived="attack-bonus"]')).toBe("+5");
    expect(shownText(sheet, '[data-derived="damage-formula"]')).toBe("1d8 + 3");

    // Level 5: proficiency bonus 3, read when the attack is read (never stale).
    await actor.update({ system: { details: { level: 5 } } });
    await world.settle();
    expect(sword.system.rolls?.attack.total).toBe(6);

    // Not proficient: no proficiency bonus.
    const box = sheet.element.querySelector<HTMLInputElement>('[name="system.proficient"]')!;
    box.checked = false;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(sword.system.proficient).toBe(false);
    expect(sword.system.rolls?.attack.total).toBe(3);
    expect(shownText(sheet, '[data-derived="attack-bonus"]')).toBe("+3");
  });

  it("CORE-1: a finesse weapon attacks with the better of Strength and Dexterity; a chosen ability wins", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { abilities: { str: { value: 10 }, dex: { value: 18 } } } });
    const rapier = await createOwnedItem(actor, "weapon", { system: { damage: { formula: "1d8", type: "piercing" } } });
    const sheet = await openSheet(rapier);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(sheet);
    check(sheet, "system.properties", "finesse", true);
    await world.settle();
    expect([...rapier.system.properties]).toEqual(["finesse"]);
    expect(rapier.system.rolls?.attack).toMatchObject({ ability: "dex", total: 6 });
    expect(rapier.system.rolls?.damage?.formula).toBe("1d8 + 4");

    editField(sheet, "system.attack.ability", "str");
    await world.settle();
    expect(rapier.system.attack.ability).toBe("str");
    expect(rapier.system.rolls?.attack.total).toBe(2);

    editField(sheet, "system.attack.ability", "");
    await world.settle();
    expect(rapier.system.attack.ability).toBeNull();
  });

  it("an unowned weapon has no derived attack", async () => {
    const world = await createWorld({ seed: 3 });
    const club = await createItem("weapon", { system: { damage: { formula: "1d4" } } });
    expect(club.system.rolls).toBeNull();
    const sheet = await openSheet(club);
    expect(sheet.element.querySelector('[data-derived="attack-bonus"]')).toBeNull();
    await world.settle();
  });
});

describe("bad input (issue 3)", () => {
  it("a broken damage formula is refused by the data model and nothing changes", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter();
    const axe = await createOwnedItem(actor, "weapon", { system: { damage: { formula: "1d12", type: "slashing" } } });

    await expect(axe.update({ system: { damage: { formula: "1d12 +" } } })).rejects.toThrow(/not a valid dice formula/);
    await expect(axe.update({ system: { damage: { formula: "axe" } } })).rejects.toThrow(/system\.damage\.formula|dice formula/);
    expect(axe.system.damage.formula).toBe("1d12");
    await expect(createItem("weapon", { system: { damage: { formula: "2d" } } })).rejects.toThrow(/dice formula/);
    expect(game.items!.size).toBe(0);
    await world.settle();
  });

  it("a broken damage formula typed on the sheet is refused with a message and the box shows the stored formula", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter();
    const axe = await createOwnedItem(actor, "weapon", { system: { damage: { formula: "1d12", type: "slashing" } } });
    const sheet = await openSheet(axe);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(sheet);

    editField(sheet, "system.damage.formula", "1d12 + * 2");
    await world.settle();
    expect(axe.system.damage.formula).toBe("1d12");
    expect(world.notifications.at(-1)).toMatchObject({ level: "error", message: expect.stringContaining("1d12 + * 2") });
    expect(sheet.element.querySelector<HTMLInputElement>('[name="system.damage.formula"]')!.value).toBe("1d12");

    editField(sheet, "system.damage.formula", "2d6 + 1");
    await world.settle();
    expect(axe.system.damage.formula).toBe("2d6 + 1");
  });

  it("an unknown damage type or a negative quantity is refused", async () => {
    const world = await createWorld({ seed: 3 });
    const item = await createItem("weapon");
    await expect(updateUnchecked(item, { system: { damage: { type: "sonic" } } })).rejects.toThrow();
    // v13 cleaning would clamp -1 to 0: the system refuses it first, with a message (src/documents/range-guard.ts).
    await expect(item.update({ system: { quantity: -1 } })).resolves.toBeUndefined();
    expect(world.notifications.at(-1)).toMatchObject({ level: "error" });
    expect(world.notifications.at(-1)?.message).toContain("nothing was changed");
    expect(item.system.damage.type).toBe("bludgeoning");
    expect(item.system.quantity).toBe(1);
    await world.settle();
  });
});

describe("limited uses (shared field)", () => {
  it("CORE-1: a max of '@prof' resolves against the owner: 2 at level 1, 3 at level 5", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter();
    const feature = await createOwnedItem(actor, "feature", { name: "Second Wind", system: { uses: { max: "@prof", recovery: ["sr"] } } });
    expect(usesOf(feature)).toMatchObject({ spent: 0, max: "@prof", value: 2, maxValue: 2, error: null });

    const sheet = await openSheet(feature);
    expect(shownText(sheet, '[data-derived="uses"]')).toBe("2 / 2");
    // Play mode reads the maximum with its source and the recovery as words (issue 28), no field, no formula.
    expect(shownText(sheet, '[data-derived="uses-source"]')).toBe("2 (PB)");
    expect(shownText(sheet, '[data-derived="uses-recovery"]')).toBe("Short rest");
    expect(sheet.element.querySelector('.item-uses [name]')).toBeNull();
    expect(sheet.element.querySelector(".item-uses")!.textContent).not.toContain("@prof");

    // The spent count is a field in Edit mode only.
    await enterEditMode(sheet);
    editField(sheet, "system.uses.spent", "1");
    await world.settle();
    expect(usesOf(feature)).toMatchObject({ spent: 1, value: 1, maxValue: 2 });

    await actor.update({ system: { details: { level: 5 } } });
    await world.settle();
    expect(usesOf(feature)).toMatchObject({ value: 2, maxValue: 3 });
    expect(shownText(sheet, '[data-derived="uses"]')).toBe("2 / 3");
  });

  it("uses without an owner: a plain number counts, a formula waits for an owner", async () => {
    const world = await createWorld({ seed: 3 });
    const charm = await createItem("equipment", { system: { armor: { kind: "trinket" }, uses: { max: "3", spent: 1 } } });
    expect(usesOf(charm)).toMatchObject({ value: 2, maxValue: 3, error: null });
    const feat = await createItem("feature", { system: { uses: { max: "@prof" } } });
    expect(usesOf(feat)).toMatchObject({ value: 0, maxValue: 0, error: null });
    await world.settle();
  });

  it("recovery periods chosen on the sheet are stored (short rest, long rest, day, end of combat)", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter();
    const feature = await createOwnedItem(actor, "feature");
    const sheet = await openSheet(feature);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(sheet);
    check(sheet, "system.uses.recovery", "lr", true);
    await world.settle();
    check(sheet, "system.uses.recovery", "combat", true);
    await world.settle();
    expect([...usesOf(feature).recovery].sort()).toEqual(["combat", "lr"]);
    expect(feature.toObject().system).toMatchObject({ uses: { recovery: expect.arrayContaining(["lr", "combat"]) } });

    check(sheet, "system.uses.recovery", "lr", false);
    await world.settle();
    expect([...usesOf(feature).recovery]).toEqual(["combat"]);

    await expect(updateUnchecked(feature, { system: { uses: { recovery: ["dawn"] } } })).rejects.toThrow();
    expect([...usesOf(feature).recovery]).toEqual(["combat"]);
  });

  it("a structurally broken max is refused; one the owner cannot resolve is kept and flagged on the sheet", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter();
    const feature = await createOwnedItem(actor, "feature", { system: { uses: { max: "2" } } });
    await expect(feature.update({ system: { uses: { max: "2 +" } } })).rejects.toThrow(/not a valid uses formula/);
    await expect(feature.update({ system: { uses: { max: "1d4" } } })).rejects.toThrow(/not a valid uses formula/);
    expect(usesOf(feature).max).toBe("2");

    await feature.update({ system: { uses: { max: "@nope" } } });
    await world.settle();
    expect(usesOf(feature)).toMatchObject({ value: 0, maxValue: 0, error: { reason: "unknownPath" } });
    const sheet = await openSheet(feature);
    expect(shownText(sheet, '[data-derived="uses-error"]')).toContain("@nope");
    await expect(feature.update({ system: { uses: { spent: -1 } } })).resolves.toBeUndefined(); // refused, not clamped
    expect(world.notifications.at(-1)).toMatchObject({ level: "error" });
  });
});

describe("equipment, features and tools", () => {
  it("equipped armor and shields are listed for the actor's AC; unequipped ones and trinkets are not", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter();
    const mail = await createOwnedItem(actor, "equipment", { name: "Chain Mail", system: { armor: { kind: "heavy", value: 16, strength: 13 } } });
    await createOwnedItem(actor, "equipment", { name: "Shield", system: { equipped: true, armor: { kind: "shield" } } });
    await createOwnedItem(actor, "equipment", { name: "Ring", system: { equipped: true, armor: { kind: "trinket" } } });
    expect(equippedArmor(actor.items).map((a) => a.name)).toEqual(["Shield"]);

    const sheet = await openSheet(mail);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(sheet);
    const box = sheet.element.querySelector<HTMLInputElement>('[name="system.equipped"]')!;
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(equippedArmor(actor.items)).toEqual([
      { id: mail.id, name: "Chain Mail", kind: "heavy", value: 16, bonus: 0 },
      expect.objectContaining({ name: "Shield", kind: "shield" }),
    ]);

    editField(sheet, "system.armor.dexCap", "1");
    await world.settle();
    expect(mail.system.armor.dexCap).toBe(1);
    editField(sheet, "system.armor.dexCap", "");
    await world.settle();
    expect(mail.system.armor.dexCap).toBeNull();
  });

  it("CORE-7: a feature with a save ability has DC 8 + PB + that modifier, and is listed as a named DC", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { abilities: { con: { value: 14 } } } });
    const laser = await createOwnedItem(actor, "feature", { name: "Claw Arm Laser", system: { source: "Gearforged" } });
    expect(laser.system.saveDc).toBeNull();
    const sheet = await openSheet(laser);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(sheet);
    editField(sheet, "system.saveAbility", "con");
    await world.settle();
    expect(laser.system.saveDc).toEqual({ ability: "con", value: 12 });
    expect(shownText(sheet, '[data-derived="save-dc"]')).toBe("12");
    expect(featureDcSources(actor.items)).toEqual([{ id: laser.id, name: "Claw Arm Laser", ability: "con" }]);
  });

  it("a tool check adds the ability modifier and the proficiency share of PB (expertise doubles it)", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { abilities: { dex: { value: 14 } } } });
    const tools = await createOwnedItem(actor, "tool", { name: "Tinker's Tools", system: { ability: "dex" } });
    expect(tools.system.rolls?.check).toMatchObject({ total: 4, formula: "1d20 + 2 + 2" });
    const sheet = await openSheet(tools);
    // Item sheets open in play mode (issue 16); the fields change in Edit mode.
    await enterEditMode(sheet);
    editField(sheet, "system.proficiency", "2");
    await world.settle();
    expect(tools.system.proficiency).toBe(2);
    expect(shownText(sheet, '[data-derived="tool-check"]')).toBe("+6");
    editField(sheet, "system.proficiency", "0.5");
    await world.settle();
    expect(tools.system.rolls?.check.total).toBe(3);
  });
});

describe("item sheet", () => {
  it("opens in play mode; edits the description in edit mode and shows it enriched (scripts removed) in play mode", async () => {
    const world = await createWorld({ seed: 3 });
    const item = await createItem("feature");
    const sheet = await openSheet(item);
    expect(sheet.element.querySelector('[data-action="toggleMode"]')?.getAttribute("data-mode")).toBe("play");
    await enterEditMode(sheet);
    // Foundry's rich text editor: a saved edit sets the element's value and fires change.
    const text = sheet.element.querySelector<HTMLElement & { value: string }>('prose-mirror[name="system.description"]')!;
    text.value = '<p>Hits <strong>hard</strong>.</p><script>alert(1)</script>';
    text.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(item.system.description).toContain("<strong>hard</strong>");

    sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"]')!.click();
    await world.settle();
    const shown = sheet.element.querySelector('[data-derived="description"]')!;
    expect(shown.innerHTML).toContain("<strong>hard</strong>");
    expect(shown.querySelector("script")).toBeNull();
    expect(sheet.element.querySelector('prose-mirror[name="system.description"]')).toBeNull();
  });

  it("a player sees a read-only item sheet for an item they do not own", async () => {
    const world = await createWorld({ seed: 3 });
    const item = await createItem("weapon", { ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } });
    await world.as(world.player, async () => {
      const sheet = await openSheet(item);
      // Read-only: its design reads as text (issue 28), and the state a player could change is disabled too.
      expect(sheet.element.querySelector('[name="system.damage.formula"]')).toBeNull();
      expect(sheet.element.querySelector('[data-derived="weapon-values"]')).not.toBeNull();
      expect(sheet.element.querySelector<HTMLInputElement>('[name="system.quantity"]')?.disabled).toBe(true);
      expect(sheet.element.querySelector('[data-action="toggleMode"]')).toBeNull();
      // No description yet: the read-only sheet says so without inviting an edit the player cannot make.
      expect(sheet.element.querySelector('[data-derived="description-empty"]')?.textContent).toBe("No description written yet.");
    });
    await world.settle();
  });
});
