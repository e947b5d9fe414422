/**
 * GF-REV-1 / GC-LIV-2 / GA-WRECK-1 through the stand-in: the sheet's Restore action for a dead gearforged. The GM
 * presses Restore (on the death-save panel or the Gearforged tab), picks a way back in a dialog that shows each
 * way's cost, and the choice runs through the restore workflow (payment confirmed, back at 1 HP). A player never
 * sees the action; a bad figure, a cancelled dialog or an actor changed while the dialog was open restore nothing.
 */
import { describe, expect, it } from "vitest";
import { type SheetHandle, createCharacter, openSheet } from "../helpers";
import { deathSaves, hp, messages } from "../workflows/setup";
import { type GearforgedTable, cards, gearforgedTable } from "./helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 30_000 };
const DEAD = { attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 3 } }, currency: { gp: 1000 } };

type World = GearforgedTable["world"];

function warnings(world: World): string {
  return world.notifications.filter((n) => n.level !== "info").map((n) => n.message).join(" ");
}

/** The Restore buttons a sheet shows: on the death-save panel and in the Gearforged tab's soul panel. */
function restoreButtons(sheet: SheetHandle): { death: HTMLButtonElement | null; tab: HTMLButtonElement | null } {
  const root = sheet.element;
  return {
    death: root.querySelector<HTMLButtonElement>('.death-saves [data-action="askRestoreGearforged"]'),
    tab: root.querySelector<HTMLButtonElement>('section.tab[data-tab="gearforged"] [data-action="askRestoreGearforged"]'),
  };
}

/** What the restore dialog showed: its ways back (each with its cost) and the repair figure it was filled with. */
interface Seen {
  ways: Array<{ way: string; text: string }>;
  repair: string | null;
}

/** Answers the next restore dialog with `fields` (the way, the figure) and `action`, noting what it showed. */
function answerRestore(world: World, fields: Record<string, string | number>, action = "restore"): Seen {
  const seen: Seen = { ways: [], repair: null };
  world.dialogs.respond(async (dialog) => {
    const root = dialog.element;
    seen.ways = [...root.querySelectorAll<HTMLElement>("[data-way]")].map((el) => ({ way: el.dataset.way ?? "", text: el.textContent?.replace(/\s+/g, " ").trim() ?? "" }));
    seen.repair = root.querySelector<HTMLInputElement>('[name="repairGp"]')?.value ?? null;
    await world.dialogs.answer(dialog, { action, fields });
  });
  return seen;
}

async function press(world: World, button: HTMLButtonElement | null): Promise<void> {
  if (!button) throw new Error("no Restore button");
  await world.as(world.gm, async () => button.click());
  await world.settle();
}

describe("the Restore action of a dead gearforged (GF-REV-1, GC-LIV-2)", SCENARIO, () => {
  it("GF-REV-1 repair: the dialog lists repair and wish with their costs; the GM's figure plus 500 gp is paid; back at 1 HP", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
    const sheet = await world.as(world.gm, () => openSheet(hero));
    // The d4 of the pre-filled repair figure: 3 → 150 gp.
    world.dice.queue([3]);
    const seen = answerRestore(world, { option: "repair", repairGp: 120 });
    world.dialogs.respond({ action: "pay", client: world.gm });
    await press(world, restoreButtons(sheet).death);
    expect(seen.ways).toEqual([
      { way: "repair", text: "Repair and soulforging 500 gp for soulforging, plus the repair figure below" },
      { way: "wish", text: "Wish The spell's cost, paid by its caster; everything is restored" },
    ]);
    expect(seen.repair).toBe("150");
    expect(world.dialogs.history.at(-1)?.content).toContain("Ana pays 620 gp for Repair and soulforging?");
    expect(hero.system.currency.gp).toBe(380);
    expect(hp(hero).value).toBe(1);
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
    expect(await cardHtml(cards(world, "restore").at(-1))).toContain("(620 gp)");
    // Alive again: the action is gone from both places.
    expect(restoreButtons(sheet)).toEqual({ death: null, tab: null });
  });

  it("GF-REV-1 new body: from the Gearforged tab, 10,000 gp and a day, shown before it is chosen", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", { ...DEAD, currency: { gp: 12000 } });
    await world.as(world.gm, () => hero.update({ "system.gearforged.body": "destroyed" } as Actor.UpdateData));
    const sheet = await world.as(world.gm, () => openSheet(hero));
    expect(sheet.element.querySelector('section.tab[data-tab="gearforged"] .gearforged-restore')?.textContent).toContain("Ways back: A new body, Wish.");
    const seen = answerRestore(world, { option: "newBody" });
    world.dialogs.respond({ action: "pay", client: world.gm });
    await press(world, restoreButtons(sheet).tab);
    expect(seen.ways.map((w) => w.text)).toEqual(["A new body 10000 gp; the new body takes 24 hours", "Wish The spell's cost, paid by its caster; everything is restored"]);
    expect(seen.repair).toBeNull();
    expect(hero.system.currency.gp).toBe(2000);
    expect(hero.system.gearforged.body).toBe("intact");
    expect(hp(hero).value).toBe(1);
  });

  it("GC-LIV-2 raise: raising magic costs the system nothing and names the lost sections; no payment is asked", async () => {
    const { world, hero } = await gearforgedTable(3, "chassis", DEAD);
    const sheet = await world.as(world.gm, () => openSheet(hero));
    const seen = answerRestore(world, { option: "raise" });
    await press(world, restoreButtons(sheet).death);
    expect(seen.ways.map((w) => w.way)).toEqual(["raise"]);
    expect(seen.ways[0]?.text).toContain("lost sections return only if the spell restores lost limbs");
    expect(world.dialogs.history).toHaveLength(1);
    expect(hero.system.currency.gp).toBe(1000);
    expect(hp(hero).value).toBe(1);
    expect(await cardHtml(cards(world, "restore").at(-1))).toContain("lost sections return only if the spell normally restores lost limbs");
  });

  it("GC-LIV-2 wish: a chassis gearforged whose gem was lost is offered only wish, and returns as its original race", async () => {
    const { world, hero } = await gearforgedTable(3, "chassis", DEAD);
    await world.as(world.gm, () => hero.update({ "system.gearforged.soulGem.intact": false } as Actor.UpdateData));
    const sheet = await world.as(world.gm, () => openSheet(hero));
    const seen = answerRestore(world, { option: "wish" });
    await press(world, restoreButtons(sheet).tab);
    expect(seen.ways).toEqual([{ way: "wish", text: "Wish The spell's cost, paid by its caster; the character returns as their original race" }]);
    expect(hp(hero).value).toBe(1);
    expect(hero.system.gearforged.soulGem.intact).toBe(true);
    expect(await cardHtml(cards(world, "restore").at(-1))).toContain("returns as a fully living member of their original race");
  });

  it("a player never sees Restore, not even on a dead gearforged of their own; a GM sees it only when the gearforged is dead", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
    const playerSheet = await world.as(world.player, () => openSheet(hero));
    expect(playerSheet.element.querySelector(".death-saves")).not.toBeNull();
    expect(playerSheet.element.querySelector('section.tab[data-tab="gearforged"]')).not.toBeNull();
    expect(playerSheet.element.querySelector('[data-action="askRestoreGearforged"]')).toBeNull();
    expect(playerSheet.element.textContent).not.toContain("Ways back");
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.askRestoreGearforged())).toBeNull();
    expect(warnings(world)).toContain("Only the GM can restore");
    expect(world.dialogs.history).toHaveLength(0);
    const gmSheet = await world.as(world.gm, () => openSheet(hero));
    expect(restoreButtons(gmSheet).death).not.toBeNull();
    expect(restoreButtons(gmSheet).tab).not.toBeNull();
    const living = await gearforgedTable(3, "homebrew", { attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 2 } } });
    const dyingSheet = await living.world.as(living.world.gm, () => openSheet(living.hero));
    expect(dyingSheet.element.querySelector('[data-action="askRestoreGearforged"]')).toBeNull();
  });

  it("bad input restores nothing: an empty or negative repair figure is refused with the reason; a cancel changes nothing", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
    const sheet = await world.as(world.gm, () => openSheet(hero));
    world.notifications.length = 0;
    answerRestore(world, { option: "repair", repairGp: -5 });
    await press(world, restoreButtons(sheet).death);
    answerRestore(world, { option: "repair", repairGp: "" });
    await press(world, restoreButtons(sheet).death);
    answerRestore(world, { option: "wish" }, "cancel");
    await press(world, restoreButtons(sheet).death);
    expect(warnings(world)).toContain('"-5" is not a repair figure (a whole number of gp, 0 or more). Nothing was restored.');
    expect(warnings(world)).toContain('"" is not a repair figure');
    // Only the three restore dialogs: no payment was asked.
    expect(world.dialogs.history.map((d) => d.title)).toEqual(Array(3).fill("Restoring Ana"));
    expect(hero.system.currency.gp).toBe(1000);
    expect(hp(hero).value).toBe(0);
    expect(messages(world)).toHaveLength(0);
  });

  it("refused before any dialog: a living gearforged, a character that is no gearforged", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", { attributes: { hp: { value: 5, max: 20 } } });
    const human = await world.as(world.gm, () => createCharacter({ name: "Bo", system: DEAD }));
    world.notifications.length = 0;
    expect(await world.as(world.gm, () => hero.askRestoreGearforged())).toBeNull();
    expect(await world.as(world.gm, () => human.askRestoreGearforged())).toBeNull();
    expect(warnings(world)).toContain("Only a dead gearforged can be restored.");
    expect(warnings(world)).toContain("Bo is not a gearforged: there is nothing to restore. Nothing changed.");
    expect(world.dialogs.history).toHaveLength(0);
    expect(hp(human).value).toBe(0);
  });

  it("re-checked after the dialog: a soul gem lost while the GM chose refuses the repair; nothing is paid or written", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
    const sheet = await world.as(world.gm, () => openSheet(hero));
    world.notifications.length = 0;
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => hero.update({ "system.gearforged.soulGem.intact": false } as Actor.UpdateData));
      await world.dialogs.answer(dialog, { action: "restore", fields: { option: "repair", repairGp: 100 } });
    });
    await press(world, restoreButtons(sheet).death);
    expect(warnings(world)).toContain("Ana changed while waiting. Nothing was charged or changed");
    expect(world.dialogs.history).toHaveLength(1);
    expect(hero.system.currency.gp).toBe(1000);
    expect(hp(hero).value).toBe(0);
    expect(messages(world)).toHaveLength(0);
  });

  it("GA-WRECK-1: a 13th Age gearforged whose tapes are lost has no way back: refused with the reason before any dialog", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", DEAD);
    await world.as(world.gm, () => hero.update({ "system.gearforged.memoryGears.intact": false } as Actor.UpdateData));
    const sheet = await world.as(world.gm, () => openSheet(hero));
    expect(sheet.element.querySelector(".death-saves .gearforged-restore")?.textContent).toContain("No way back is open for Ana");
    world.notifications.length = 0;
    await press(world, restoreButtons(sheet).death);
    expect(warnings(world)).toContain("No way back is open for Ana: the body is destroyed beyond repair");
    expect(world.dialogs.history).toHaveLength(0);
    expect(hp(hero).value).toBe(0);
  });
});
