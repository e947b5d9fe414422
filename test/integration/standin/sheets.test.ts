import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

function change(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("stand-in sheets", () => {
  it("renders the registered sheet with Handlebars and submits on change", async () => {
    const world = await createWorld({ entry });
    const fake = await world.systemModule<typeof import("./fake-system")>(world.defaultClient);
    const actor = await g.Actor.create({ name: "Ana", type: "character", system: { hp: { value: 4, max: 10 } } });
    const sheet = actor.sheet;
    expect(sheet).toBeInstanceOf(fake.CharacterSheet);
    await sheet.render(true);
    const el: HTMLElement = sheet.element;
    expect(el.tagName).toBe("FORM");
    expect(el.classList.contains("augmented")).toBe(true);
    expect(el.classList.contains("sheet")).toBe(true);
    expect(el.querySelector("h2")?.textContent).toBe("Ana");
    expect(el.querySelector(".hp-pct")?.textContent).toBe("+40");
    expect(el.querySelector("label")?.textContent).toBe("You do not own Ana.");
    expect(el.querySelector("[data-application-part=body] .novice")).not.toBeNull();
    expect((el.querySelector("select option[selected]") as HTMLOptionElement).value).toBe("1");

    change(el.querySelector("input[name='system.hp.value']") as HTMLInputElement, "7");
    await world.settle();
    expect(actor.system.hp.value).toBe(7);
    expect(sheet.element.querySelector(".hp-pct")?.textContent).toBe("+70");

    change(el.querySelector("select[name='system.level']") as HTMLSelectElement, "2");
    await world.settle();
    expect(actor.system.level).toBe(2);
    expect(sheet.element.querySelector(".novice")).toBeNull();

    (sheet.element.querySelector("[data-action=heal]") as HTMLElement).click();
    await world.settle();
    expect(actor.system.hp.value).toBe(10);

    await actor.createEmbeddedDocuments("Item", [{ name: "Eye", type: "augment" }]);
    await world.settle();
    expect(sheet.element.querySelectorAll("li.item")).toHaveLength(1);
    (sheet.element.querySelector("[data-action=deleteItem]") as HTMLElement).click();
    await world.settle();
    expect(actor.items.size).toBe(0);
    expect(sheet.element.querySelectorAll("li.item")).toHaveLength(0);

    await sheet.close();
    expect(document.getElementById(sheet.id)).toBeNull();
  });

  it("a player without ownership sees a disabled sheet and cannot update", async () => {
    const world = await createWorld({ entry });
    const actor = await g.Actor.create({ name: "Npc", type: "character", ownership: { default: 2 } });
    await world.as(world.player, async () => {
      expect(actor.isOwner).toBe(false);
      const sheet = actor.sheet;
      await sheet.render(true);
      expect((sheet.element.querySelector("input[name=name]") as HTMLInputElement).disabled).toBe(true);
      await expect(actor.update({ name: "X" })).rejects.toThrow(/lacks permission/);
    });
    expect(actor.name).toBe("Npc");
    expect(world.notifications.at(-1)).toMatchObject({ level: "error", userId: world.player.user.id });
  });
});
