/**
 * The "[object Set]" bug (issue 13 follow-up): a gearforged whose species grants its immunities by Active
 * Effects (ADD on `system.traits.di` / `ci`, SetFields). Foundry's ADD mode concatenates anything but numbers,
 * so without the system's ActiveEffect class the set became the string "[object Set]poison", the sheet read it
 * as letters and its edit-mode form could not submit. Now the effect adds to the set, and the edit-mode select
 * edits only the stored traits (the effect's values are shown as granted, never written back).
 */
import { describe, expect, it } from "vitest";
import { editField, enterEditMode, openSheet } from "../helpers";
import { gearforgedTable } from "./helpers";

const SCENARIO = { timeout: 30_000 };

function stored(actor: Actor.Implementation, key: string): unknown {
  // cast: the stored (source) trait arrays.
  return (actor._source as unknown as { system: { traits: Record<string, unknown> } }).system.traits[key];
}

describe("species trait effects and the edit-mode form", SCENARIO, () => {
  it("GF-STEEL-1: the species effect adds poison to the immunity sets; the sheet shows the trait names", async () => {
    const { world, hero } = await gearforgedTable(1);
    expect([...hero.system.traits.di]).toEqual(["poison"]);
    expect([...hero.system.traits.ci].sort()).toEqual(["diseased", "poisoned"]);
    const sheet = await world.as(world.player, () => openSheet(hero));
    const chips = [...sheet.element.querySelectorAll('[data-trait="di"] .chip')].map((el) => el.textContent);
    expect(chips).toEqual(["Poison"]);
  });

  it("GC-RES-1: the chassis variant's resistance effect adds to the resistance set", async () => {
    const { hero } = await gearforgedTable(1, "chassis");
    expect([...hero.system.traits.dr]).toEqual(["poison"]);
  });

  it("GF-STEEL-1: the edit-mode form submits; the effect's values are shown as granted and never written to the stored traits", async () => {
    const { world, hero } = await gearforgedTable(1);
    // The traits are on the Attributes tab, the tab the sheet opens on (it draws the visible tab only: issue 27).
    const sheet = await world.as(world.player, () => openSheet(hero));
    await world.as(world.player, () => enterEditMode(sheet));
    const select = sheet.element.querySelector<HTMLSelectElement>('select[name="system.traits.di"]')!;
    expect([...select.selectedOptions].map((o) => o.value)).toEqual([]);
    expect(sheet.element.querySelector('[data-trait="di"] .trait-granted')?.textContent).toBe("Also from effects: Poison");

    await world.as(world.player, () => editField(sheet, "system.skills.ath.bonus", "2"));
    await world.settle();
    expect(hero.system.skills.ath.bonus).toBe(2);
    expect(stored(hero, "di")).toEqual([]);
    expect([...hero.system.traits.di]).toEqual(["poison"]);

    // A stored immunity chosen in the select is kept alongside the effect's.
    await world.as(world.player, () => {
      // The form re-rendered after the first change: the select is a new element.
      const select = sheet.element.querySelector<HTMLSelectElement>('select[name="system.traits.di"]')!;
      const fire = [...select.options].find((o) => o.value === "fire")!;
      fire.selected = true;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await world.settle();
    expect(stored(hero, "di")).toEqual(["fire"]);
    expect([...hero.system.traits.di].sort()).toEqual(["fire", "poison"]);
  });
});
