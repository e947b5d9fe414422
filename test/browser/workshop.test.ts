/**
 * The GM Workshop (issue 13 item 8) as the GM sees it: the real application in headless Chromium with the
 * system CSS, in Foundry's dark and light themes, opened from the actor directory's Workshop button. Three
 * entries: a seed-001 gearforged a day and a half past its long rest (maintenance exhaustion, flagged), a
 * chassis-variant gearforged waiting on a salvaged memory gear, and a cyborg with a damaged augment and a running
 * timed effect. Screenshots: test-results/screenshots/workshop-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { augmentSource } from "../integration/augments/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, openingSize, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const LAYOUT: LayoutOptions = {
  groups: [{ selector: ".workshop-entries > .workshop-entry", count: 3, label: "workshop entries" }],
  contrast: [
    { selector: "*", min: 4.5 },
    { selector: ".workshop-line.alert dd", min: 4.5 },
    { selector: ".workshop-line dt", min: 4.5 },
  ],
};

const species = (name: string, variant: string) => ({ name, type: "species", flags: { augmented: { gearforgedVariant: variant } }, system: { size: null } });

describe("GM Workshop in Chromium", () => {
  const browser = useBrowser();
  let view: RenderedWindow;

  beforeAll(async () => {
    const world = await startWorld();
    await world.as(world.gm, async () => {
      const cog = await createCharacter({ name: "Cog Ironsong", flags: { augmented: { cyborg: false } } });
      // cast (here and below): partial sources.
      await cog.createEmbeddedDocuments("Item", [species("Gearforged (homebrew)", "homebrew") as unknown as Item.CreateData]);
      const brass = await createCharacter({ name: "Brass Wren", flags: { augmented: { cyborg: false } } });
      await brass.createEmbeddedDocuments("Item", [species("Gearforged (chassis variant)", "chassis") as unknown as Item.CreateData]);
      await brass.update({ "system.gearforged.memoryGears.readableAt": 8 * 86400 } as Actor.UpdateData);
      const vex = await createCharacter({ name: "Vex Calder" });
      await vex.createEmbeddedDocuments("Item", [augmentSource("Wrist Cannon", { installedSection: "rightArm", ability: "dex", damageType: "force", integrity: "damaged" }) as Item.CreateData]);
      return vex;
    }).then(async (vex) => {
      await world.settle();
      await world.as(world.gm, () => world.time.advance(30 * 3600 + 30));
      await world.settle();
      // A timed effect started now, still running when the workshop opens.
      await world.as(world.gm, () => vex.createEmbeddedDocuments("ActiveEffect", [{ name: "Boosted Legs", duration: { seconds: 60 } } as ActiveEffect.CreateData]));
    });
    await world.settle();
    const directory = document.createElement("section");
    directory.innerHTML = `<header class="directory-header"><div class="header-actions"></div></header>`;
    // cast: the hook's arguments as v13 passes them (app, root element, context); the system reads the element.
    world.as(world.gm, () => (Hooks as unknown as { callAll(name: string, ...args: unknown[]): boolean }).callAll("renderActorDirectory", {}, directory, {}));
    await world.as(world.gm, async () => directory.querySelector<HTMLButtonElement>(".augmented-workshop-button")!.click());
    await world.settle();
    const element = world.as(world.gm, () => document.querySelector<HTMLElement>("#augmented-workshop"))!;
    // cast: the workshop is an ApplicationV2; openingSize reads its merged position option.
    const size = openingSize({ options: { position: { width: 560, height: 600 } } });
    view = { html: displayHtml(element), ...size };
  });

  it("is the real workshop with three entries", () => {
    expect(view.html).toContain("Cog Ironsong");
    expect(view.html).toContain("Wrist Cannon (damaged)");
    expect(view.html).toContain("Salvaged memory gear readable in");
    expect(view.html).toContain("Boosted Legs");
  });

  for (const theme of THEMES) {
    it(`workshop, ${theme} theme: fits its window, clear and readable`, async () => {
      const shot = await browser().screenshotHtml("workshop", view.html, { width: view.width, height: view.height, theme, layout: LAYOUT });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
      expect(shot.measured.window).toEqual({ width: view.width, height: view.height });
    });
  }
});
