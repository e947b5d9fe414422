/**
 * The Gearforged tab (character sheet) as a user sees it: the real sheet in headless Chromium with the system
 * CSS, in Foundry's dark and light themes: a 1st-level gearforged (one slot filled, one locked until 5th, the
 * clock running with a lapse counted) and a 5th-level one with the Claw Arm and its laser (uses left, Use and
 * Remove buttons). Screenshots: test-results/screenshots/gearforged-{first,fifth}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const LAYOUT: LayoutOptions = {
  groups: [{ selector: ".gearforged-slots > .gearforged-slot", count: 2, label: "upgrade slots" }],
  contrast: [
    { selector: "*", min: 4.5 },
    { selector: ".gearforged-slot-state", min: 4.5 },
    { selector: ".aug-gm-default", min: 4.5 },
    { selector: ".gearforged-variant", min: 4.5 },
  ],
};

const TAB = '[data-action="tab"][data-tab="gearforged"]';
const SPECIES = { name: "Gearforged (homebrew)", type: "species", flags: { augmented: { gearforgedVariant: "homebrew" } }, system: { size: null } };
const CHASSIS = { name: "Dwarf Chassis", type: "chassis", system: { key: "dwarf", size: "medium", languages: { fixed: ["dwarvish"], choices: 0 } } };
const upgrade = (name: string, key: string, extra: Record<string, unknown> = {}) => ({ name, type: "upgrade", system: { key, ...extra } });

const VIEWS = [
  { name: "gearforged-first", level: 1, items: [upgrade("Climbing Claws", "climbingClaws", { addsMovement: true })] },
  {
    name: "gearforged-fifth",
    level: 5,
    items: [
      upgrade("Claw Arm", "clawArm"),
      upgrade("Claw Arm Laser", "clawArmLaser", { minLevel: 5, prerequisite: "clawArm", activation: "action", uses: { spent: 1, max: "@abilities.con.mod", recovery: ["lr"] } }),
    ],
  },
];

describe("Gearforged tab in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    for (const { name, level, items } of VIEWS) {
      const actor = await createCharacter({ name: "Cog Ironsong", system: { details: { level }, abilities: { con: { value: 16 } } } });
      // One at a time: the upgrade guard reads the items already on the actor.
      for (const data of [SPECIES, CHASSIS, ...items]) await actor.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]); // cast: partial sources.
      await world.settle();
      await world.as(world.gm, () => world.time.advance(30 * 3600));
      await world.settle();
      windows.set(name, await renderSheet(world, actor, { click: [TAB] }));
    }
  });

  it("is the real sheet's Gearforged tab", () => {
    const first = windows.get("gearforged-first")!.html;
    expect(first).toMatch(/<section class="tab gearforged active"/);
    expect(first).toContain("Locked until level 5");
    expect(first).toContain("Dwarf Chassis");
    expect(windows.get("gearforged-fifth")!.html).toContain("data-action=\"useUpgrade\"");
  });

  for (const { name } of VIEWS) {
    for (const theme of THEMES) {
      it(`${name}, ${theme} theme: fits its window, clear and readable`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(name, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        expect(shot.measured.window).toEqual({ width: sheet.width, height: sheet.height });
      });
    }
  }

  it("the checks catch a remove button sticking out of its slot", async () => {
    const sheet = windows.get("gearforged-fifth")!;
    const wide = ".augmented .gearforged-slot .gearforged-remove { min-width: 40rem; }";
    const out = await browser().screenshotHtml("broken", sheet.html, { width: sheet.width, height: sheet.height, theme: "dark", layout: LAYOUT, extraCss: wide, screenshot: false });
    expect(out.problems.length, out.problems.join("\n")).toBeGreaterThan(0);
  });
});
