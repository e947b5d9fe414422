/**
 * Issue 27: the character sheet draws its header, tab bar and visible tab on a re-render (the first render draws
 * every tab, as before). A tab shown later is drawn then, from the actor as it is; a tab not drawn by the last
 * render is not in the form, so an older copy of its fields can never be submitted over newer data.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, editField, enterEditMode, openSheet, showTab } from "../helpers";

const parts = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>("[data-application-part]")].map((el) => el.dataset.applicationPart);

describe("character sheet: the visible tab only", () => {
  it("a re-render draws the header, the tabs and the visible tab; another tab is drawn when shown, with the current items", async () => {
    const world = await createWorld({ seed: 27 });
    const actor = await createCharacter({ name: "Ana" });
    const sheet = await openSheet(actor);
    expect(parts(sheet.element)).toEqual(expect.arrayContaining(["header", "tabs", "attributes", "inventory", "features", "augments", "automail", "biography"]));

    // cast: partial source data, as createEmbeddedDocuments accepts it.
    await actor.createEmbeddedDocuments("Item", [{ name: "Longsword", type: "weapon" } as Item.CreateData]);
    await world.settle();
    expect(parts(sheet.element).sort()).toEqual(["attributes", "header", "tabs"]);

    await showTab(sheet, "inventory");
    expect([...sheet.element.querySelectorAll(".inventory .item-name")].map((el) => el.textContent?.trim())).toContain("Longsword");
    expect(sheet.element.querySelector('[data-application-part="attributes"]')).toBeNull();
    await sheet.close();
  });

  it("the tab strip's buttons say which tab is shown (aria-pressed), after a click as after a render", async () => {
    await createWorld({ seed: 27 });
    const actor = await createCharacter({ name: "Ana" });
    const sheet = await openSheet(actor);
    const pressed = () => [...sheet.element.querySelectorAll<HTMLElement>('nav.tabs > [data-tab][aria-pressed="true"]')].map((el) => el.dataset.tab);
    expect(pressed()).toEqual(["attributes"]);
    await showTab(sheet, "effects");
    expect(pressed()).toEqual(["effects"]);
    await sheet.render();
    expect(pressed()).toEqual(["effects"]);
    await sheet.close();
  });

  it("a hidden tab's fields are not submitted: editing on one tab keeps what another client changed on another", async () => {
    const world = await createWorld({ seed: 27 });
    const actor = await createCharacter({ name: "Ana", system: { abilities: { str: { value: 10 } } } });
    const sheet = await openSheet(actor);
    await enterEditMode(sheet);
    await showTab(sheet, "inventory");
    expect(sheet.element.querySelector('[name="system.abilities.str.value"]')).toBeNull();

    // Another change to the Attributes tab's data while this sheet shows the inventory.
    await world.as(world.gm, () => actor.update({ system: { abilities: { str: { value: 18 } } } }));
    await world.settle();
    editField(sheet, "system.currency.gp", "25");
    await world.settle();
    expect(actor.system.currency.gp).toBe(25);
    expect(actor.system.abilities.str.value).toBe(18);
    await sheet.close();
  });
});
