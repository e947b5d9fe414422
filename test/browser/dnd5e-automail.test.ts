/**
 * Automail in a dnd5e world as a user sees it: the module on the dnd5e stand-in with the Automail line on, Ana Reyes
 * with two ports (one holding the Modern Blade Arm, its acclimation failure running; one free), a reforged arm built
 * on and a carried limb: the Automail window opened from dnd5e's sheet header, the blade arm's row in dnd5e's
 * character sheet (expanded) and its dnd5e item sheet, each at 720 and 360 px, in Foundry's dark and light themes.
 * Screenshots: test-results/screenshots/dnd5e-automail-window-{720,360}-{dark,light}.png,
 * dnd5e-automail-row-{720,360}-…, dnd5e-automail-item-{720,360}-….
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installDom } from "./dom";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import type { PlainObject } from "../foundry/utils";

const MODULE = "augmented-dnd5e";
const CONTROL = ".augmented-dnd5e-automail";
const WIDTHS = [720, 360] as const;
const WINDOW_LAYOUT: LayoutOptions = {
  siblings: true,
  groups: [{ selector: ".automail-ports .automail-line", count: 3, label: "port and built-on lines" }],
  contrast: [{ selector: ".automail-limb-name", min: 4.5 }],
};

interface WindowModule {
  automailWindowOf(actor: unknown): { element: HTMLElement } | null;
}

describe("Automail in a dnd5e world, in Chromium", () => {
  const browser = useBrowser();
  const views: Record<"window" | "row" | "item", RenderedWindow> = {} as never;

  beforeAll(async () => {
    installDom();
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true }, worldTime: 10_000 });
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Ana Reyes", type: "character", system: { currency: { gp: 900 }, abilities: { int: { value: 14 } } } } as never)) as unknown as {
      createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
      sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement; onItemAction(id: string, action: string): Promise<unknown> };
    };
    const limb = async (name: string, system: PlainObject) => {
      const source = (await fromUuid(await packUuid("automail", name))) as Item.Implementation;
      return foundry.utils.mergeObject(source.toObject(), { system }) as PlainObject;
    };
    const [right] = await actor.createEmbeddedDocuments("Item", [
      { name: "Natural port (Right arm)", type: `${MODULE}.port`, system: { kind: "natural", site: "rightArm" } },
      { name: "Natural port (Left leg)", type: `${MODULE}.port`, system: { kind: "natural", site: "leftLeg" } },
    ]);
    const [blade] = await actor.createEmbeddedDocuments("Item", [
      await limb("Modern Blade Arm", { location: { mode: "port", portId: right!.id, since: 9000 }, acclimation: { failedAt: 9000, failedUntil: 9000 + 4 * 3600 } }),
      await limb("Reforged Iron Arm", { location: { mode: "builtOn", site: "leftArm", since: 0 } }),
      await limb("Modern Cat Tail", {}),
    ]);
    await world.settle();
    await actor.sheet.render(true);
    await actor.sheet.onItemAction(blade!.id!, "toggleExpand");
    await world.settle();
    views.row = { html: displayHtml(actor.sheet.element), width: 800, height: 700 };
    actor.sheet.element.querySelector<HTMLButtonElement>(CONTROL)!.click();
    await world.settle();
    const windows = await world.systemModule<WindowModule>(world.gm, "src/adapters/dnd5e/automail/window.ts");
    views.window = { html: displayHtml(windows.automailWindowOf(actor)!.element), width: 560, height: 720 };
    // cast: the item's sheet, an ApplicationV2 at runtime (dnd5e's item sheet in the stand-in).
    const sheet = blade!.sheet as unknown as { element: HTMLElement; render(force: boolean): Promise<unknown> };
    await sheet.render(true);
    await world.settle();
    views.item = { html: displayHtml(sheet.element), width: 500, height: 900 };
  });

  it("the window is the system's Automail template; the row and the item sheet are dnd5e's", () => {
    expect(views.window.html).toMatch(/<section class="tab automail active"/);
    expect(views.window.html).toContain("Modern Blade Arm");
    expect(views.window.html).toContain("automail-acclimation");
    expect(views.row.html).toContain("Modern Blade Arm");
    expect(views.item.html).toContain("Modern Blade Arm");
    expect(views.item.html).toContain("automail-details");
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`the Automail window at ${width} px, ${theme} theme`, async () => {
        const shot = await browser().screenshotHtml(`dnd5e-automail-window-${width}`, views.window.html, { width, height: views.window.height, theme, layout: WINDOW_LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
      it(`the limb's row in dnd5e's sheet at ${width} px, ${theme} theme`, async () => {
        const shot = await browser().screenshotHtml(`dnd5e-automail-row-${width}`, views.row.html, { width, height: views.row.height, theme });
        expect(shot.missing).toEqual([]);
      });
      it(`the limb's dnd5e item sheet at ${width} px, ${theme} theme`, async () => {
        const shot = await browser().screenshotHtml(`dnd5e-automail-item-${width}`, views.item.html, { width, height: views.item.height, theme });
        expect(shot.missing).toEqual([]);
      });
    }
  }
});
