/**
 * The Restore action of a dead gearforged as the GM sees it (GF-REV-1): the real character sheet in headless
 * Chromium with the system CSS, in both themes, its death-save panel and its Gearforged tab each carrying the
 * Restore button and the ways back open; the button pressed (in the stand-in, as the GM) opens the real restore
 * dialog, photographed at 400 and 360 px. The player's view of the same sheet has no Restore.
 * Screenshots: test-results/screenshots/restore-{death,tab}-{dark,light}.png, dialog-restore{,-360}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import type { World } from "../foundry";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const TAB = '[data-action="tab"][data-tab="gearforged"]';
const BUTTON = '[data-action="askRestoreGearforged"]';
const SPECIES = { name: "Gearforged (homebrew)", type: "species", flags: { augmented: { gearforgedVariant: "homebrew" } }, system: { size: null } };
const DEAD = { details: { level: 3 }, attributes: { hp: { value: 0, max: 24 }, death: { success: 0, failure: 3 } }, currency: { gp: 1000 } };

const SHEET_LAYOUT: LayoutOptions = { contrast: [{ selector: ".gearforged-restore *", min: 4.5 }] };
const DIALOG = { width: 400, height: 640, autoHeight: true };

describe("the Restore action in Chromium", () => {
  const browser = useBrowser();
  const views = new Map<string, RenderedWindow>();
  let dialogHtml = "";
  let playerHtml = "";
  let world: World;

  beforeAll(async () => {
    world = await startWorld();
    const actor = await world.as(world.gm, async () => {
      const created = await createCharacter({ name: "Cog Ironsong", ownership: { default: 0, [world.player.user.id!]: 3 }, system: DEAD });
      await created.createEmbeddedDocuments("Item", [SPECIES as unknown as Item.CreateData]); // cast: a partial source.
      return created;
    });
    await world.settle();
    await world.as(world.gm, async () => {
      views.set("restore-death", await renderSheet(world, actor));
      views.set("restore-tab", await renderSheet(world, actor, { click: [TAB] }));
    });
    playerHtml = await world.as(world.player, async () => (await renderSheet(world, world.resolveOn(world.player, actor) as unknown as Actor.Implementation)).html); // cast: the player's copy of the same actor.
    // The button pressed as the GM: the restore dialog opens (its d4 fills the repair figure).
    await world.as(world.gm, async () => {
      const SheetClass = (actor.sheet as unknown as { constructor: new (options: { document: unknown }) => { render(force: boolean): Promise<unknown>; element: HTMLElement; close(): Promise<unknown> } }).constructor; // cast: the sheet's class, opened fresh as renderSheet does.
      const sheet = new SheetClass({ document: actor });
      await sheet.render(true);
      await world.settle();
      sheet.element.querySelector<HTMLElement>(BUTTON)!.click();
      await world.settle();
      const [dialog] = world.dialogs.open;
      if (!dialog) throw new Error("the restore dialog did not open");
      dialogHtml = displayHtml(dialog.element);
      await dialog.close();
      await world.settle();
      await sheet.close();
    });
  });

  it("the GM's sheet has Restore on the death-save panel and on the Gearforged tab, with the ways back; the player's has none", () => {
    for (const [name, selector] of [["restore-death", ".death-saves"], ["restore-tab", ".gearforged-soul"]] as const) {
      const page = new DOMParser().parseFromString(views.get(name)!.html, "text/html");
      const restore = page.querySelector(`${selector} .gearforged-restore`);
      expect(restore?.querySelector(BUTTON)?.textContent?.trim(), name).toBe("Restore");
      expect(restore?.textContent, name).toContain("Ways back: Repair and soulforging, Wish.");
    }
    expect(playerHtml).toContain('class="death-saves"');
    expect(playerHtml).not.toContain("askRestoreGearforged");
  });

  it("the dialog offers each way back with its cost, the repair figure pre-filled, and Restore and Cancel", () => {
    const page = new DOMParser().parseFromString(dialogHtml, "text/html");
    const ways = [...page.querySelectorAll<HTMLElement>("[data-way]")].map((el) => el.textContent?.replace(/\s+/g, " ").trim());
    expect(ways).toEqual(["Repair and soulforging 500 gp for soulforging, plus the repair figure below", "Wish The spell's cost, paid by its caster; everything is restored"]);
    expect(page.querySelector<HTMLInputElement>('input[name="option"][value="repair"]')?.hasAttribute("checked")).toBe(true);
    expect(Number(page.querySelector<HTMLInputElement>('input[name="repairGp"]')?.getAttribute("value"))).toBeGreaterThanOrEqual(50);
    expect([...page.querySelectorAll(".form-footer button")].map((b) => b.textContent?.trim())).toEqual(["Restore", "Cancel"]);
  });

  for (const name of ["restore-death", "restore-tab"]) {
    for (const theme of THEMES) {
      it(`${name}, ${theme} theme: the sheet fits its window, the action readable`, async () => {
        const sheet = views.get(name)!;
        const shot = await browser().screenshotHtml(name, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: SHEET_LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  for (const theme of THEMES) {
    it(`the restore dialog, ${theme} theme: fits, nothing clipped, readable`, async () => {
      const shot = await browser().screenshotHtml("dialog-restore", dialogHtml, { ...DIALOG, theme, layout: {} });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
    it(`the restore dialog at 360 px, ${theme} theme: nothing overflows or overlaps`, async () => {
      const shot = await browser().screenshotHtml("dialog-restore-360", dialogHtml, { ...DIALOG, width: 360, theme, layout: { siblings: true } });
      expect(shot.problems).toEqual([]);
    });
  }
});
