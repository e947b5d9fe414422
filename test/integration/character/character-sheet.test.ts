/**
 * Vertical slice (issue 2): a character created through Foundry's API, its sheet rendered, an ability edited on the
 * sheet, and the derived modifier and proficiency bonus shown anew.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, editField, enterEditMode, openSheet, shownText } from "../helpers";

// Sheets render real templates; the first render of a file also boots the system. Generous under a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe("character sheet", () => {
  it("CORE-1: editing an ability score on the sheet changes the modifier it shows", async () => {
    const world = await createWorld({ seed: 7 });
    const actor = await createCharacter();
    const sheet = await openSheet(actor);
    const strength = '[data-ability="str"] [data-derived="modifier"]';
    // A zero modifier and save are signed as dnd5e prints them, never a bare "0".
    expect(shownText(sheet, strength)).toBe("+0");
    expect(shownText(sheet, '[data-ability="str"] [data-derived="save"]')).toBe("+0");
    await enterEditMode(sheet);
    await world.settle();

    editField(sheet, "system.abilities.str.value", "15");
    await world.settle();

    expect(actor.system.abilities.str.value).toBe(15);
    expect(actor.system.abilities.str.mod).toBe(2);
    expect(shownText(sheet, strength)).toBe("+2");

    editField(sheet, "system.abilities.str.value", "7");
    await world.settle();
    expect(shownText(sheet, strength)).toBe("\u22122");
  });

  it("CORE-1: raising the level on the sheet raises the proficiency bonus shown", async () => {
    const world = await createWorld({ seed: 7 });
    const actor = await createCharacter();
    const sheet = await openSheet(actor);
    await enterEditMode(sheet);
    expect(shownText(sheet, '[data-derived="proficiency"]')).toBe("+2");

    editField(sheet, "system.details.level", "9");
    await world.settle();
    expect(actor.system.attributes.prof).toBe(4);
    expect(shownText(sheet, '[data-derived="proficiency"]')).toBe("+4");
  });

  it("CORE-2: hit points are stored as value, max and temp, and edited on the sheet", async () => {
    const world = await createWorld({ seed: 7 });
    const actor = await createCharacter();
    const sheet = await openSheet(actor);
    await enterEditMode(sheet);
    editField(sheet, "system.attributes.hp.max", "24");
    await world.settle();
    editField(sheet, "system.attributes.hp.value", "17");
    await world.settle();
    expect(actor.system.attributes.hp).toEqual({ value: 17, max: 24, temp: 0 });
  });

  it("CORE-2: a negative hit point value is refused with a clear message (v13 cleaning would clamp it) and changes nothing", async () => {
    const world = await createWorld({ seed: 7 });
    const actor = await createCharacter();
    await expect(actor.update({ system: { attributes: { hp: { value: -3 } } } })).resolves.toBeUndefined();
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(10);
    expect(world.notifications.at(-1)).toMatchObject({ level: "error" });
    expect(world.notifications.at(-1)?.message).toContain("-3");
    expect(world.notifications.at(-1)?.message).toContain("nothing was changed");
  });

  it("a player sees a read-only sheet for a character they do not own", async () => {
    const world = await createWorld({ seed: 7 });
    const actor = await createCharacter({ name: "GM's ally", ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } });
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      const input = sheet.element.querySelector<HTMLInputElement>('[name="system.abilities.str.value"]');
      expect(input?.disabled).toBe(true);
    });
    await world.settle();
  });
});
