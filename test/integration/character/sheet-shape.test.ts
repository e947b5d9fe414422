/**
 * Issue 28 item 2, what the character sheet shows (stand-in render): death saves at 0 HP only (CORE-4), trait
 * boxes with nothing in them hidden in play mode and all shown in edit mode, and edit mode's extra fields (AC and
 * initiative bonus, hit die, the Cyborg trait) in the Attributes tab's setup panel, not in the header, so the
 * header is the same in both modes. The heights are measured in Chromium (test/browser/sheet-shape.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, enterEditMode, openSheet } from "../helpers";

describe("character sheet shape", () => {
  it("CORE-4: the death saves are shown at 0 HP only", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 12, max: 20 } } } });
    const sheet = await openSheet(actor);
    expect(sheet.element.querySelector(".death-saves")).toBeNull();
    await actor.update({ "system.attributes.hp.value": 0 } as Actor.UpdateData);
    await world.settle();
    expect(sheet.element.querySelector(".death-saves")).not.toBeNull();
    expect(sheet.element.querySelectorAll('.death-saves [data-action="setDeathSave"]')).toHaveLength(6);
    await actor.update({ "system.attributes.hp.value": 1 } as Actor.UpdateData);
    await world.settle();
    expect(sheet.element.querySelector(".death-saves")).toBeNull();
  });

  it("play mode hides empty trait boxes; edit mode shows every one", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { traits: { languages: ["common"] }, attributes: { senses: { darkvision: 0 } } } });
    const sheet = await openSheet(actor);
    const shown = () => Array.from(sheet.element.querySelectorAll<HTMLElement>(".traits .trait[data-trait]")).map((el) => el.dataset.trait);
    expect(shown()).toEqual(["languages"]);
    // No sense recorded: the senses list is empty and the stylesheet hides its box (actor-details.css).
    expect(sheet.element.querySelectorAll(".traits .trait.senses li")).toHaveLength(0);
    expect(sheet.element.querySelector(".traits .none")).toBeNull();
    await enterEditMode(sheet);
    await world.settle();
    expect(shown()).toEqual(["creatureTypes", "languages", "dr", "di", "dv", "diOngoing", "ci"]);
    expect(sheet.element.querySelectorAll(".traits .trait.senses li").length).toBeGreaterThan(0);
  });

  it("edit mode adds no field to the header: its extra fields are the Attributes tab's setup panel", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 12, max: 20 } } } });
    const sheet = await openSheet(actor);
    const headerFields = () => Array.from(sheet.element.querySelectorAll<HTMLInputElement>(".sheet-header [name]")).map((el) => el.name);
    const play = headerFields();
    await enterEditMode(sheet);
    await world.settle();
    expect(headerFields()).toEqual(play);
    const setup = Array.from(sheet.element.querySelectorAll<HTMLInputElement>(".attributes .sheet-setup [name]")).map((el) => el.name);
    expect(setup).toEqual(expect.arrayContaining(["system.attributes.ac.bonus", "system.attributes.init.bonus", "system.attributes.hd.die"]));
  });
});
