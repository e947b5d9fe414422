/**
 * The npc sheet's header read beside the character sheet's, in Chromium: the same labels as rendered (abbreviated
 * "AC", "PROF.", "INIT." and an upper-case "TEMP", as the character's header reads them), the GM's Cyborg switch in
 * Edit mode only (in play the species line says "Cyborg"), a species line under the name on both sheets, and a
 * feature-DC list that is shown empty in Edit mode only (the npc sheet and the character's Features tab).
 * Screenshots: test-results/screenshots/npc-header-{play,edit}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const EDIT = '[data-action="toggleMode"]';
const FEATURES = '[data-action="tab"][data-tab="features"]';

/** The header's labels both sheets share, each by where it sits in its stat box. */
const SHARED_LABELS: Record<string, string> = {
  proficiency: ".sheet-header .proficiency .vital-label",
  armorClass: ".sheet-header .armor-class .vital-label",
  initiative: ".sheet-header .initiative .vital-label",
  hitPoints: ".sheet-header .hit-points legend",
  temp: ".sheet-header .hit-points .temp > span",
  exhaustion: ".sheet-header .exhaustion .vital-label",
};

async function npcActor(data: Record<string, unknown> = {}): Promise<Actor.Implementation> {
  // cast: Actor.create takes a partial source; this one is an npc by construction.
  const npc = await Actor.create({
    name: "Scrapyard Enforcer",
    type: "npc",
    flags: { augmented: { cyborg: true } },
    system: { details: { cr: 2 }, attributes: { hp: { value: 45, max: 45, temp: 3 }, ac: { flat: 15 } } },
    ...data,
  } as Actor.CreateData);
  if (!npc) throw new Error("npc not created");
  return npc;
}

describe("npc header beside the character's, in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const npc = await npcActor();
    const withDc = await npcActor({ name: "Breather", system: { featureDcs: [{ id: "breath0000000000", name: "Breath", ability: "con", bonus: 0 }] } });
    const hero = await createCharacter({ name: "Ana Reyes", system: { details: { level: 5 }, attributes: { hp: { value: 38, max: 44, temp: 5 } } } });
    await world.settle();
    windows.set("npc-play", await renderSheet(world, npc));
    windows.set("npc-edit", await renderSheet(world, npc, { click: [EDIT] }));
    windows.set("npc-dc-play", await renderSheet(world, withDc));
    windows.set("character-play", await renderSheet(world, hero));
    windows.set("features-play", await renderSheet(world, hero, { click: [FEATURES] }));
    windows.set("features-edit", await renderSheet(world, hero, { click: [FEATURES, EDIT] }));
  });

  for (const theme of THEMES) {
    it(`${theme} theme: the npc header's labels read as the character header's`, async () => {
      const read = async (name: string): Promise<Record<string, string>> => {
        const sheet = windows.get(name)!;
        const { page } = await browser().open(sheet.html, { width: sheet.width, height: sheet.height, theme });
        try {
          // innerText: the text as shown, after `text-transform`.
          const script = `(() => { const out = {}; for (const [key, selector] of Object.entries(${JSON.stringify(SHARED_LABELS)})) out[key] = document.querySelector(selector)?.innerText.trim() ?? null; return out; })()`;
          // cast: the script returns a plain record of strings (or null for a missing label).
          return (await page.evaluate(script)) as Record<string, string>;
        } finally {
          await page.context().close();
        }
      };
      const character = await read("character-play");
      const npc = await read("npc-play");
      expect(character).toEqual({ proficiency: "PROF.", armorClass: "AC", initiative: "INIT.", hitPoints: "HIT POINTS", temp: "TEMP", exhaustion: "EXHAUSTION" });
      expect(npc).toEqual(character);
    });

    for (const mode of ["play", "edit"] as const) {
      it(`npc in ${mode} mode, ${theme} theme: fits its window, clear and readable`, async () => {
        const sheet = windows.get(`npc-${mode}`)!;
        const shot = await browser().screenshotHtml(`npc-header-${mode}`, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: { siblings: true } });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  it("the GM's Cyborg switch is in Edit mode only; in play the species line says Cyborg", () => {
    expect(windows.get("npc-play")!.html).not.toContain("cyborg-toggle");
    expect(windows.get("npc-edit")!.html).toMatch(/<label class="cyborg-toggle"[^>]*>\s*<input type="checkbox" name="flags\.augmented\.cyborg" checked/);
    expect(windows.get("npc-play")!.html).toMatch(/<p class="species-line"[^>]*>Cyborg<\/p>/);
  });

  it("the character's header has the same species line under its name", () => {
    expect(windows.get("character-play")!.html).toMatch(/<div class="name-block">\s*<input class="name"[^>]*>\s*<p class="species-line"[^>]*>Cyborg<\/p>/);
  });

  it("an empty feature-DC list shows in Edit mode only, on the npc sheet and on the Features tab", () => {
    expect(windows.get("npc-play")!.html).not.toContain('class="save-dcs"');
    expect(windows.get("npc-edit")!.html).toContain('class="save-dcs"');
    expect(windows.get("features-play")!.html).toMatch(/<section class="tab features active"/);
    expect(windows.get("features-play")!.html).not.toContain('class="save-dcs"');
    expect(windows.get("features-edit")!.html).toContain('class="save-dcs"');
    // A list with a DC in it is read in play.
    expect(windows.get("npc-dc-play")!.html).toMatch(/class="save-dcs"[\s\S]*Breath/);
  });
});
