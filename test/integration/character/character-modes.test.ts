/**
 * Issue 3, character sheet: edit and play modes, roll buttons wired to the Actor's workflows, tabs,
 * inventory controls and death-save pips.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, enterEditMode, openSheet, showTab } from "../helpers";

// Sheets render real templates; the first render of a file also boots the system. Generous under a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe("character sheet modes", () => {
  it("opens in play mode with roll buttons; the header toggle switches to edit mode with inputs, and back", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter();
    const sheet = await openSheet(actor);
    const el = () => sheet.element;

    expect(el().querySelector('[data-action="toggleMode"]')?.getAttribute("data-mode")).toBe("play");
    expect(el().querySelector('[data-action="rollAbility"][data-ability="str"]')).not.toBeNull();
    expect(el().querySelector('[data-action="rollSave"][data-ability="dex"]')).not.toBeNull();
    expect(el().querySelector('[data-action="rollSkill"][data-skill="ste"]')).not.toBeNull();
    expect(el().querySelector<HTMLInputElement>('[name="system.abilities.str.value"]')?.disabled).toBe(true);
    expect(el().querySelector('[name="system.skills.ste.proficiency"]')).toBeNull();
    // Current HP stays editable in play mode; the maximum does not.
    expect(el().querySelector<HTMLInputElement>('[name="system.attributes.hp.value"]')?.disabled).toBe(false);
    expect(el().querySelector<HTMLInputElement>('[name="system.attributes.hp.max"]')?.disabled).toBe(true);

    await enterEditMode(sheet);
    expect(el().querySelector('[data-action="rollAbility"]')).toBeNull();
    expect(el().querySelector('[data-action="rollSkill"]')).toBeNull();
    expect(el().querySelector<HTMLInputElement>('[name="system.abilities.str.value"]')?.disabled).toBe(false);
    expect(el().querySelector('[name="system.skills.ste.proficiency"]')).not.toBeNull();

    el().querySelector<HTMLElement>('[data-action="toggleMode"]')!.click();
    await vi.waitFor(() => expect(el().querySelector('[data-action="toggleMode"]')?.getAttribute("data-mode")).toBe("play"));
    await world.settle();
  }, 30_000);

  it("roll buttons call the actor's rollAbilityCheck, rollSavingThrow and rollSkill with the id and the click event", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter();
    const check = vi.spyOn(actor, "rollAbilityCheck").mockResolvedValue(null);
    const save = vi.spyOn(actor, "rollSavingThrow").mockResolvedValue(null);
    const skill = vi.spyOn(actor, "rollSkill").mockResolvedValue(null);
    const sheet = await openSheet(actor);

    sheet.element.querySelector<HTMLElement>('[data-action="rollAbility"][data-ability="str"]')!.click();
    sheet.element.querySelector<HTMLElement>('[data-action="rollSave"][data-ability="con"]')!.click();
    sheet.element.querySelector<HTMLElement>('[data-action="rollSkill"][data-skill="prc"]')!.click();
    await world.settle();
    expect(check).toHaveBeenCalledWith("str", expect.objectContaining({ event: expect.any(Event) }));
    expect(save).toHaveBeenCalledWith("con", expect.objectContaining({ event: expect.any(Event) }));
    expect(skill).toHaveBeenCalledWith("prc", expect.objectContaining({ event: expect.any(Event) }));
  });

  it("a player without ownership sees play mode only: no toggle, no roll buttons enabled", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter({ ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } });
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      expect(sheet.element.querySelector('[data-action="toggleMode"]')).toBeNull();
      const roll = sheet.element.querySelector<HTMLButtonElement>('[data-action="rollAbility"]');
      expect(roll === null || roll.disabled).toBe(true);
    });
    await world.settle();
  });

  it("tabs switch between attributes, inventory, features and biography", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter();
    const sheet = await openSheet(actor);
    const active = () => sheet.element.querySelector('section.tab.active')?.getAttribute("data-tab");
    expect(active()).toBe("attributes");
    for (const tab of ["inventory", "features", "biography", "attributes"]) {
      sheet.element.querySelector<HTMLElement>(`[data-action="tab"][data-tab="${tab}"]`)!.click();
      expect(active()).toBe(tab);
    }
    await world.settle();
  });

  it("the biography is edited in Foundry's rich text editor (ProseMirror) and shown enriched, scripts removed", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter({ system: { biography: "<p>Born in <em>Gearhaven</em>.</p>" } });
    const sheet = await openSheet(actor);
    await enterEditMode(sheet);
    await showTab(sheet, "biography");
    const editor = sheet.element.querySelector<HTMLElement & { value: string }>('prose-mirror[name="system.biography"]')!;
    expect(editor.hasAttribute("toggled")).toBe(true);
    expect(editor.value).toBe("<p>Born in <em>Gearhaven</em>.</p>");
    expect(editor.querySelector("em")?.textContent).toBe("Gearhaven");
    expect(sheet.element.querySelector('textarea[name="system.biography"]')).toBeNull();
    editor.value = "<p>Rebuilt <strong>twice</strong>.</p><script>alert(1)</script>";
    editor.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    // cast: the character model's biography field (docs/actor-data.md).
    expect((actor.system as unknown as { biography: string }).biography).toContain("<strong>twice</strong>");
    sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"]')!.click();
    await world.settle();
    const shown = sheet.element.querySelector(".biography-text")!;
    expect(shown.querySelector("strong")?.textContent).toBe("twice");
    expect(shown.querySelector("script")).toBeNull();
  });

  it("the inventory lists items by type with edit and delete (after confirmation) controls, and creates new ones", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter();
    await actor.createEmbeddedDocuments("Item", [
      { name: "Longsword", type: "weapon" },
      { name: "Leather", type: "equipment", system: { armor: { kind: "light", value: 11 } } },
      { name: "Tinker's Tools", type: "tool" },
      { name: "Second Wind", type: "feature" },
    ] as Item.CreateData[]);
    const sheet = await openSheet(actor);
    await showTab(sheet, "inventory");
    const names = (type: string) =>
      [...sheet.element.querySelectorAll(`.inventory [data-item-type="${type}"] .item-name`)].map((e) => e.textContent);
    expect(names("weapon")).toEqual(["Longsword"]);
    expect(names("equipment")).toEqual(["Leather"]);
    expect(names("tool")).toEqual(["Tinker's Tools"]);
    expect(sheet.element.querySelector('.inventory [data-item-type="feature"]')).toBeNull();
    expect([...sheet.element.querySelectorAll('.features [data-item-type="feature"] .item-name')].map((e) => e.textContent)).toEqual(["Second Wind"]);

    const sword = actor.items.getName("Longsword")!;
    world.dialogs.respond("cancel");
    sheet.element.querySelector<HTMLElement>(`[data-item-id="${sword.id}"] [data-action="deleteItem"]`)!.click();
    await world.settle();
    expect(actor.items.getName("Longsword")).toBeDefined();
    world.dialogs.respond("confirm");
    sheet.element.querySelector<HTMLElement>(`[data-item-id="${sword.id}"] [data-action="deleteItem"]`)!.click();
    await world.settle();
    expect(actor.items.getName("Longsword")).toBeUndefined();

    sheet.element.querySelector<HTMLElement>('.inventory [data-action="createItem"][data-type="tool"]')!.click();
    await world.settle();
    expect(actor.items.filter((item) => item.type === "tool")).toHaveLength(2);
  });

  it("CORE-4: death save pips set the stored counters; clicking the last filled pip clears it", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 0 } } } });
    const sheet = await openSheet(actor);
    sheet.element.querySelector<HTMLElement>('[data-action="setDeathSave"][data-kind="failure"][data-value="2"]')!.click();
    await world.settle();
    expect(actor.system.attributes.death).toEqual({ success: 0, failure: 2 });
    sheet.element.querySelector<HTMLElement>('[data-action="setDeathSave"][data-kind="failure"][data-value="2"]')!.click();
    await world.settle();
    expect(actor.system.attributes.death.failure).toBe(1);
    expect(sheet.element.querySelectorAll(".pips.failure .pip.filled")).toHaveLength(1);
  });
});

describe("character sheet forms", () => {
  it("CORE-1: a change in edit mode writes only what was changed: skills keep their abilities and proficiencies", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter({ system: { skills: { ste: { proficiency: 2 } } } });
    const sheet = await openSheet(actor);
    await enterEditMode(sheet);
    const stealth = sheet.element.querySelector<HTMLSelectElement>('[name="system.skills.ste.proficiency"]')!;
    expect(stealth.value).toBe("2");
    stealth.value = "1";
    stealth.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(actor.system.skills.ste.proficiency).toBe(1);
    expect(actor.system.skills.ath.ability).toBe("str");
    expect(actor.system.skills.arc.ability).toBe("int");
    expect(actor.system.attributes.hd.die).toBe("d8");
    expect(actor.system.traits.size).toBe("medium");
  }, 30_000);
});
