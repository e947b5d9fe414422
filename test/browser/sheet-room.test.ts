/**
 * Room to play on a narrow sheet, measured in Chromium on the real character sheet of three characters a table
 * meets: a Cyborg (seven tabs), a Gearforged on a chassis (eight tabs: the Gearforged tab too) and a human with an
 * automail arm on a port. In play mode, dark and light:
 * - at 360 px wide (780 px tall, the height the sheet opens at) the fixed part, from the window's top edge to the
 *   bottom of the tab bar (title bar, sheet header, tabs), takes at most 30% of the window's height;
 * - at the default width (720 px) the tab bar is one row, every tab's label shown, and one row at every width
 *   between (labels where they fit, else icons);
 * - at every width each tab is a button (reached with Tab, pressed with Enter or Space) whose name is its label,
 *   also its tooltip when only its icon shows; the species (and chassis) line is in the header.
 * Screenshots: test-results/screenshots/sheet-room-<character>-<width>-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

type World = Awaited<ReturnType<typeof startWorld>>;
type Rect = { x: number; y: number; width: number; height: number };

/** The share of the window's height the fixed part may take at 360 px. */
const FIXED_SHARE_MAX = 0.3;
const NARROW = 360;

const TAB_BUTTONS = "nav.tabs > [data-tab]";
const TAB_LABELS: Record<string, string> = {
  attributes: "Attributes",
  inventory: "Inventory",
  features: "Features",
  augments: "Augments",
  gearforged: "Gearforged",
  automail: "Automail",
  effects: "Effects",
  biography: "Biography",
};

async function packDocument(pack: string, name: string): Promise<Item.Implementation> {
  // cast: the system's item packs hold Items (system.json).
  const docs = (await game.packs!.get(`augmented.${pack}`)!.getDocuments()) as unknown as Item.Implementation[];
  const doc = docs.find((d) => d.name === name);
  if (!doc) throw new Error(`no ${name} in ${pack}`);
  return doc;
}

async function packItem(pack: string, name: string): Promise<Item.CreateData> {
  // cast: a compendium document's source is an item's create data.
  return (await packDocument(pack, name)).toObject() as unknown as Item.CreateData;
}

interface Character {
  id: string;
  tabs: number;
  /** The header's species line, as a player reads it. */
  species: string;
  make(world: World): Promise<Actor.Implementation>;
}

interface Automail {
  buyPort(kind: string, site: string, options: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: unknown, portId: string, options: object): Promise<unknown>;
}

const CHARACTERS: Character[] = [
  {
    id: "cyborg",
    tabs: 7,
    species: "Cyborg",
    async make() {
      const actor = await createCharacter({ name: "Ana Reyes", system: { details: { level: 5 }, attributes: { hp: { value: 38, max: 44, temp: 5 } } } });
      await actor.createEmbeddedDocuments("Item", [await packItem("species", "Cyborg")]);
      return actor;
    },
  },
  {
    id: "gearforged",
    tabs: 8,
    species: "Gearforged (homebrew) · Dwarf Chassis",
    async make() {
      const actor = await createCharacter({ name: "Cog Ironsong", flags: { augmented: { cyborg: false } }, system: { details: { level: 5 }, abilities: { con: { value: 16 } } } });
      // One at a time: the chassis guard reads the species already on the actor.
      for (const data of [await packItem("species", "Gearforged (homebrew)"), await packItem("gearforged", "Dwarf Chassis")]) await actor.createEmbeddedDocuments("Item", [data]);
      return actor;
    },
  },
  {
    id: "automail",
    tabs: 7,
    species: "",
    async make(world) {
      const actor = await createCharacter({
        name: "Edda Marsh",
        flags: { augmented: { cyborg: false } },
        system: { details: { level: 5 }, abilities: { dex: { value: 14 } }, currency: { gp: 5000 } },
      });
      await world.settle();
      // cast: the character's automail entry points (documents/actor), read structurally.
      const am = actor as unknown as Automail;
      const port = (await am.buyPort("natural", "rightArm", { confirmed: true }))!.item;
      world.dice.queue([15]);
      await am.attachAutomail(await packDocument("automail", "Modern Blade Arm"), port.id!, { ability: "dex" });
      return actor;
    },
  },
];

const FIXED: LayoutOptions = {
  siblings: true,
  groups: [
    { selector: ".sheet-header", count: 1, label: "header" },
    { selector: "nav.tabs", count: 1, label: "tabs" },
  ],
};

describe("room to play on the character sheet, in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld({ worldTime: 1000 });
    for (const character of CHARACTERS) {
      const actor = await character.make(world);
      await world.settle();
      windows.set(character.id, await renderSheet(world, actor));
    }
  });

  for (const character of CHARACTERS) {
    const groups = (count: number) => [...FIXED.groups!, { selector: TAB_BUTTONS, count, label: "tab buttons" }];

    it(`${character.id}: ${character.tabs} tabs, each a button named by its label, with its label as a tooltip`, () => {
      const html = windows.get(character.id)!.html;
      const tabs = [...html.matchAll(/<(\w+)\b[^>]*\bdata-action="tab"[^>]*>/g)];
      expect(tabs).toHaveLength(character.tabs);
      for (const [tag, element] of tabs.map((m) => [m[1], m[0]] as const)) {
        expect(tag, element).toBe("button");
        const id = /data-tab="(\w+)"/.exec(element)![1]!;
        expect(element).toContain(`aria-label="${TAB_LABELS[id]}"`);
        expect(element).toContain(`data-tooltip="${TAB_LABELS[id]}"`);
      }
    });

    it(`${character.id}: the header names the species${character.species ? ` (${character.species})` : " (none: no line)"}`, () => {
      const html = windows.get(character.id)!.html;
      const line = /<p class="species-line"[^>]*>([^<]*)<\/p>/.exec(html);
      if (!character.species) expect(line).toBeNull();
      else expect(line?.[1]?.trim()).toBe(character.species);
    });

    for (const theme of THEMES) {
      it(`${character.id} at ${NARROW} px, ${theme} theme: the header and tabs take at most 30% of the window's height`, async () => {
        const sheet = windows.get(character.id)!;
        const shot = await browser().screenshotHtml(`sheet-room-${character.id}-${NARROW}`, sheet.html, {
          width: NARROW,
          height: sheet.height,
          theme,
          layout: { ...FIXED, groups: groups(character.tabs) },
        });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        // cast: page/layout.js measures the window and each group's rects.
        const { window: win, tabs } = shot.measured as { window: { height: number }; tabs: Rect[] };
        expect(win.height).toBe(780);
        const share = Math.round(((tabs[0]!.y + tabs[0]!.height) / win.height) * 1000) / 1000;
        expect(share, `the tab bar ends at y ${tabs[0]!.y + tabs[0]!.height} of ${win.height}`).toBeLessThanOrEqual(FIXED_SHARE_MAX);
      });

      it(`${character.id} at the default width, ${theme} theme: the tabs are one row, each label shown`, async () => {
        const sheet = windows.get(character.id)!;
        expect(sheet.width).toBe(720);
        const shot = await browser().screenshotHtml(`sheet-room-${character.id}-${sheet.width}`, sheet.html, {
          width: sheet.width,
          height: sheet.height,
          theme,
          layout: { ...FIXED, groups: groups(character.tabs) },
        });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        // cast: the group's rects, as page/layout.js measures them.
        const rects = shot.measured["tab buttons"] as Rect[];
        const tops = rects.map((r) => Math.round(r.y));
        expect(new Set(tops).size, `tab buttons at y = ${tops.join(", ")}`).toBe(1);
        // Wide enough for a word each: the labels show, not only the icons.
        for (const r of rects) expect(r.width, JSON.stringify(r)).toBeGreaterThan(48);
      });
    }

    it(`${character.id} at ${NARROW} px: the Tab key reaches every tab, icons only as they are`, async () => {
      const sheet = windows.get(character.id)!;
      const { page } = await browser().open(sheet.html, { width: NARROW, height: sheet.height, theme: "dark" });
      try {
        const reached = new Set<string>();
        for (let press = 0; press < 40 && reached.size < character.tabs; press++) {
          await page.keyboard.press("Tab");
          // cast: the focused element's tab id, or null when focus is elsewhere.
          const id = (await page.evaluate(`document.activeElement?.closest("nav.tabs > [data-tab]")?.dataset.tab ?? null`)) as string | null;
          if (id) reached.add(id);
        }
        expect([...reached].sort()).toEqual(Object.keys(TAB_LABELS).filter((id) => character.tabs === 8 || id !== "gearforged").sort());
      } finally {
        await page.context().close();
      }
    });

    it(`${character.id}: at every width from 360 to 720 px the tabs are one row (labels where they fit, else icons)`, async () => {
      const sheet = windows.get(character.id)!;
      for (let width = NARROW; width <= 720; width += 40) {
        const shot = await browser().screenshotHtml("unused", sheet.html, { width, height: sheet.height, theme: "dark", screenshot: false, layout: { groups: groups(character.tabs) } });
        expect(shot.problems, `${width} px`).toEqual([]);
        // cast: the group's rects, as page/layout.js measures them.
        const tops = (shot.measured["tab buttons"] as Rect[]).map((r) => Math.round(r.y));
        expect(new Set(tops).size, `${width} px: tab buttons at y = ${tops.join(", ")}`).toBe(1);
      }
    });
  }
});
