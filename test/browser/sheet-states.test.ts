/**
 * Character sheet states below the fold of the Augments tab (issue 16, "never photographed"): the carried and
 * destroyed augment lists, and System Failure running (SF-1..SF-4: an augment sacrificed, the overdrive under
 * way) as the sheet shows it. The real sheet, scrolled to the part as a user would, in Chromium, dark and light.
 * Also the death saves of a dying character (Attributes tab, scrolled to them): aligned pips and a button-styled roll.
 * Screenshots: test-results/screenshots/{body-map-lists,body-map-system-failure,character-sheet-dying}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { augmentSource } from "../integration/augments/helpers";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { cyborgAtZero, renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const AUGMENTS_TAB = '[data-action="tab"][data-tab="augments"]';

interface SystemFailureActor {
  systemFailure(augmentId: string): Promise<{ message: { id: string | null } | null } | null>;
}

/** Each view: the sheet, where it is scrolled to, and the texts a user reads there (by contrast). */
const VIEWS: { name: string; scrollTo: string; layout: LayoutOptions }[] = [
  {
    name: "body-map-lists",
    scrollTo: '[data-augment-list="carried"]',
    layout: { contrast: [{ selector: "*", min: 4.5 }, { selector: "[data-augment-list] .integrity-badge", min: 4.5 }] },
  },
  {
    name: "body-map-system-failure",
    scrollTo: ".visionaire",
    layout: { contrast: [{ selector: "*", min: 4.5 }, { selector: '.system-failure-status[data-status="overdrive"]', min: 4.5 }] },
  },
  {
    name: "character-sheet-dying",
    scrollTo: ".death-saves",
    layout: { contrast: [{ selector: "*", min: 4.5 }, { selector: ".death-saves .pips-label", min: 4.5 }] },
  },
];

describe("Augments tab states in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    // Carried (one ready to install, one damaged) and destroyed records next to an installed augment.
    const stock = await createCharacter({
      name: "Ana Reyes",
      system: { details: { level: 5 } },
      items: [
        augmentSource("Wrist Cannon", { installedSection: "rightArm" }),
        augmentSource("Spare Blade", { functionTag: "blade" }),
        augmentSource("Salvaged Optic", { sectionKind: "head", purpose: "utility", integrity: "damaged" }),
        augmentSource("Burnt Thruster", { sectionKind: "leg", purpose: "mobility", integrity: "destroyed" }),
        augmentSource("Cracked Plating", { sectionKind: "torso", purpose: "utility", integrity: "destroyed" }),
      ],
    });
    await world.settle();
    windows.set("body-map-lists", await renderSheet(world, stock, { click: [AUGMENTS_TAB] }));

    // SF-1..SF-4: dropped to 0 HP, the Wrist Cannon sacrificed, the overdrive running.
    const { hero, cannon } = await cyborgAtZero(world);
    // cast: systemFailure is the system Actor's workflow.
    const outcome = await (hero as unknown as SystemFailureActor).systemFailure(cannon.id!);
    await world.settle();
    expect(outcome?.message).toBeTruthy();
    windows.set("body-map-system-failure", await renderSheet(world, hero, { click: [AUGMENTS_TAB] }));

    // At 0 HP with one success and two failures: the death saves and their Roll button.
    const dying = await createCharacter({ name: "Bo Tran", system: { details: { level: 2 }, attributes: { hp: { value: 0, max: 16 }, death: { success: 1, failure: 2 } } } });
    await world.settle();
    windows.set("character-sheet-dying", await renderSheet(world, dying));
  });

  it("shows the lists and the running System Failure", () => {
    const lists = windows.get("body-map-lists")!.html;
    const [carried, records] = lists.split('data-augment-list="records"');
    for (const name of ["Spare Blade", "Salvaged Optic"]) expect(carried!.split('data-augment-list="carried"')[1]).toContain(name);
    for (const name of ["Burnt Thruster", "Cracked Plating"]) expect(records).toContain(name);
    // Neither list offers a Use button that could never work; a carried augment offers Install.
    expect(lists.split('data-augment-list="carried"')[1]).not.toContain('data-action="useAugment"');
    expect(carried!.split('data-augment-list="carried"')[1]!.match(/data-action="installAugment"/g)).toHaveLength(2);
    const failing = windows.get("body-map-system-failure")!.html;
    expect(failing).toContain('data-status="overdrive"');
    expect(failing).toMatch(/data-augment-list="records"[\s\S]*Wrist Cannon/);
    const dying = windows.get("character-sheet-dying")!.html;
    expect(dying.match(/class="pip filled"/g)).toHaveLength(3);
    expect(dying).toContain('data-action="rollDeathSave"');
  });

  for (const { name, scrollTo, layout } of VIEWS) {
    for (const theme of THEMES) {
      it(`${name}, ${theme} theme: fits its window, nothing clipped or wrapped alone, readable`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(name, sheet.html, { width: sheet.width, height: sheet.height, theme, layout, scrollTo });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
