/**
 * Issue 28: the Effects tab lists what is on the character as a dnd5e player reads it — temporary effects with
 * the time left in words and where they came from, passive ones, inactive (disabled) ones — with on/off and
 * delete for the owner, and the conditions, also as chips in the header. The system's own effects (System
 * Failure overdrive, a failed acclimation, a 13th Age halt) show by their names.
 */
import { describe, expect, it } from "vitest";
import { acclimationEffectData } from "../../../src/workflows/automail/acclimation";
import { haltEffectData } from "../../../src/workflows/gearforged/thirteenth-age/effects";
import { openSheet, showTab, type SheetHandle } from "../helpers";
import { choose, cyborgTable, prompts } from "../system-failure/helpers";

const SCENARIO = { timeout: 30_000 };

interface Row {
  name: string;
  source: string;
  remaining: string;
}

function rows(sheet: SheetHandle, section: string): Row[] {
  return [...sheet.element.querySelectorAll<HTMLElement>(`.effect-group[data-section="${section}"] .effect:not(.empty)`)].map((li) => ({
    name: li.querySelector(".effect-name")?.textContent?.trim() ?? "",
    source: li.querySelector('[data-column="source"]')?.textContent?.trim() ?? "",
    remaining: li.querySelector('[data-column="remaining"]')?.textContent?.trim() ?? "",
  }));
}

const rowOf = (sheet: SheetHandle, name: string) =>
  [...sheet.element.querySelectorAll<HTMLElement>(".effect")].find((li) => li.querySelector(".effect-name")?.textContent?.includes(name));

describe("character sheet: the Effects tab", SCENARIO, () => {
  it("SF-4 / AM-ACC-1: the overdrive and a failed acclimation as temporary effects with time left and source; a disabled effect is inactive", async () => {
    const { world, hero, optic } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, optic.id!);
    // A failed acclimation, from the workflow's own effect data, on a carried limb (an effect naming no limb ends).
    // cast: partial source data of the automail item type.
    const [arm] = (await hero.createEmbeddedDocuments("Item", [{ name: "Steel Arm", type: "automail" } as unknown as Item.CreateData])) ?? [];
    const now = world.time.worldTime;
    await world.as(world.gm, () =>
      hero.createEmbeddedDocuments("ActiveEffect", [
        acclimationEffectData({ id: arm!.id!, name: arm!.name, uuid: arm!.uuid }, now, 4 * 3600) as ActiveEffect.CreateData,
        { name: "Blessing of Brass", disabled: true } as ActiveEffect.CreateData,
        { name: "Long Watch", duration: { startTime: now, seconds: 2 * 86_400 } } as ActiveEffect.CreateData,
        { name: "Keen Optics", changes: [{ key: "system.skills.prc.bonus", mode: CONST.ACTIVE_EFFECT_MODES.ADD, value: "1" }] } as ActiveEffect.CreateData,
      ]),
    );
    await world.settle();

    const sheet = await world.as(world.player, () => openSheet(hero));
    await showTab(sheet, "effects");
    expect(rows(sheet, "temporary")).toEqual([
      { name: "Acclimating: Steel Arm", source: "Steel Arm", remaining: "4 h" },
      { name: "Long Watch", source: "—", remaining: "2 days" },
      { name: "Overdrive (System Failure)", source: expect.any(String), remaining: "Until the end of your next turn" },
    ]);
    expect(rows(sheet, "passive")).toEqual([{ name: "Keen Optics", source: "—", remaining: "" }]);
    expect(rows(sheet, "inactive")).toEqual([{ name: "Blessing of Brass (Disabled)", source: "—", remaining: "" }]);

    // World time moves on: the acclimation counts down in words.
    await world.as(world.gm, () => world.time.advance(3600 + 1));
    await world.settle();
    await sheet.render(true);
    expect(rows(sheet, "temporary").find((row) => row.name.startsWith("Acclimating"))?.remaining).toBe("3 h");
    await sheet.close();
  });

  it("the owner turns an effect on and off and deletes it after confirming", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Blessing of Brass", disabled: true } as ActiveEffect.CreateData]));
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(hero));
    await showTab(sheet, "effects");
    const effect = () => hero.effects.getName("Blessing of Brass");

    await world.as(world.player, async () => rowOf(sheet, "Blessing")!.querySelector<HTMLElement>('[data-action="toggleEffect"]')!.click());
    await world.settle();
    expect(effect()?.disabled).toBe(false);
    expect(rows(sheet, "passive").map((row) => row.name)).toEqual(["Blessing of Brass"]);

    world.dialogs.respond("cancel");
    await world.as(world.player, async () => rowOf(sheet, "Blessing")!.querySelector<HTMLElement>('[data-action="deleteEffect"]')!.click());
    await world.settle();
    expect(effect()).toBeDefined();
    world.dialogs.respond("confirm");
    await world.as(world.player, async () => rowOf(sheet, "Blessing")!.querySelector<HTMLElement>('[data-action="deleteEffect"]')!.click());
    await world.settle();
    expect(effect()).toBeUndefined();
    await sheet.close();
  });

  it("GA-TIRE-1: conditions are listed on the tab and as chips in the header, with readable names", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, async () => {
      await hero.createEmbeddedDocuments("ActiveEffect", [haltEffectData("neglect") as ActiveEffect.CreateData]);
      await hero.toggleStatusEffect("prone");
    });
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(hero));
    const chips = [...sheet.element.querySelectorAll(".sheet-header .condition-chip")].map((chip) => chip.textContent?.trim());
    expect(chips).toEqual(["Paralyzed", "Prone"]);
    await showTab(sheet, "effects");
    expect([...sheet.element.querySelectorAll(".effect-conditions .condition-chip")].map((chip) => chip.textContent?.trim())).toEqual(["Paralyzed", "Prone"]);
    // The halt by its name: an effect of its own (it says why). Prone is only a condition: listed once, as one.
    const temporary = rows(sheet, "temporary").map((row) => row.name);
    expect(temporary).toEqual(["Immobile and helpless (no maintenance): paralyzed until another gearforged or someone with a suitable background maintains it"]);
    const prone = () => sheet.element.querySelector<HTMLElement>('.effect-conditions .condition-chip[data-status="prone"]');
    expect(prone()?.querySelector('[data-action="deleteEffect"]')).not.toBeNull();
    expect(sheet.element.querySelector('.effect-conditions .condition-chip[data-status="paralyzed"] [data-action="deleteEffect"]')).toBeNull();
    // Removed from its chip (after the same confirmation as any effect).
    world.dialogs.respond("confirm");
    await world.as(world.player, async () => prone()!.querySelector<HTMLElement>('[data-action="deleteEffect"]')!.click());
    await world.settle();
    expect(hero.statuses.has("prone")).toBe(false);
    expect(prone()).toBeNull();
    await sheet.close();
  });

  it("the npc sheet lists its effects on its one page, and leaves the section out when there are none", async () => {
    const { world } = await cyborgTable();
    // cast (both): partial source data, as the create calls accept it.
    const npc = (await Actor.create({ name: "Scrapyard Enforcer", type: "npc" } as Actor.CreateData))!;
    const plain = await openSheet(npc);
    expect(plain.element.querySelector(".npc-effects")).toBeNull();
    await plain.close();
    await npc.createEmbeddedDocuments("ActiveEffect", [{ name: "Rusted Joints", disabled: true } as ActiveEffect.CreateData]);
    await world.settle();
    const sheet = await openSheet(npc);
    expect(rows(sheet, "inactive")).toEqual([{ name: "Rusted Joints (Disabled)", source: "—", remaining: "" }]);
    await sheet.close();
  });
});
