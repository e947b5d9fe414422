/**
 * Issue 28 item 6, the last views never photographed: the Quick Fix card (GF-UPG-3), the 13th Age maintenance
 * cards (GA-TIRE-1: begun, interrupted by damage, done; GA-HEAL-1: a repairer's check with its result box), each
 * posted by the real workflow, as the chat log shows them in the 300 px sidebar; and the Rules journal from the
 * compendium as a GM opens it. Dark and light, with every layout check.
 * Screenshots: test-results/screenshots/card-{quick-fix,ta-maintain-start,ta-maintain-interrupted,ta-maintain-done,
 * ta-repairer}-{dark,light}.png and rules-journal-{getting-started,automail,gearforged}-{dark,light}.png.
 *
 * The journal window: the stand-in has no journal sheet, so the page is drawn here the way v13's JournalEntrySheet
 * lays out one text page (window header with the entry's name, the page's title as a heading, its HTML content
 * below). An assumption about the markup (Foundry's own sheet CSS is not loaded, only the harness frame and the
 * system CSS): what the photograph checks is the content the system ships (words, headings, lists, tables) at a
 * GM's window size and at 360 px.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { advanceHours, gearforgedTable, packItem } from "../integration/gearforged/helpers";
import { chatLogHtml, THEMES, type LayoutOptions } from "./harness";
import { installDom } from "./dom";
import { displayHtml } from "./standin";
import { useBrowser } from "./use-browser";

type World = Awaited<ReturnType<typeof gearforgedTable>>["world"];
type Message = Parameters<World["renderChatMessage"]>[0];

const SIDEBAR = { width: 300, height: 560 };
const LAYOUT: LayoutOptions = { siblings: true, contrast: [{ selector: "*", min: 4.5 }] };
const JOURNAL_SIZES = [
  { label: "", width: 720, height: 800 },
  { label: "-narrow", width: 360, height: 800 },
];

/** The system Actor's entry points these cards come from (src/workflows/workflow-actor.ts). */
interface Workflows {
  addUpgrade(item: unknown, options?: object): Promise<unknown>;
  useUpgrade(item: unknown): Promise<unknown>;
  startFourHourMaintenance(options: object): Promise<unknown>;
  repairerCheck(options: object): Promise<unknown>;
  applyDamage(parts: unknown[]): Promise<unknown>;
}

/** Runs `act` and returns the chat messages it posted, rendered as the chat log shows them. */
async function posted(world: World, act: () => Promise<unknown>): Promise<string> {
  const before = new Set(world.chat.map((m) => m.id));
  await act();
  await world.settle();
  const fresh = world.chat.filter((m) => !before.has(m.id)) as Message[];
  if (!fresh.length) throw new Error("nothing posted");
  return chatLogHtml(await Promise.all(fresh.map(async (m) => displayHtml(await world.renderChatMessage(m)))));
}

interface JournalPage {
  name: string;
  type: string;
  title?: { show?: boolean; level?: number };
  text?: { content?: string };
}

/** One text page of a journal entry in a window, as a GM opening it from the compendium sees it (see above). */
function journalWindow(entry: string, page: JournalPage): string {
  const level = Math.min(Math.max(page.title?.level ?? 1, 1), 3);
  const heading = page.title?.show === false ? "" : `<header class="journal-page-header"><h${level}>${page.name}</h${level}></header>`;
  return `<section class="application sheet journal-sheet journal-entry">
<header class="window-header"><h1 class="window-title">${entry}</h1></header>
<div class="window-content"><article class="journal-entry-page text">${heading}<section class="journal-page-content">${page.text?.content ?? ""}</section></article></div>
</section>`;
}

describe("Quick Fix and 13th Age maintenance cards, and the Rules journal, in Chromium (issue 28)", () => {
  const browser = useBrowser();
  const cards = new Map<string, string>();
  const journals = new Map<string, string>();

  beforeAll(async () => {
    // Quick Fix: a homebrew gearforged spends a hit die for temporary HP.
    {
      installDom();
      const { world, hero } = await gearforgedTable(1, "homebrew", { abilities: { con: { value: 16 } } });
      const gf = hero as unknown as Workflows;
      await world.as(world.player, async () => gf.addUpgrade(await packItem("gearforged", "Quick Fix")));
      const fix = hero.items.find((item) => item.name === "Quick Fix")!;
      world.dice.queue([5]);
      cards.set("quick-fix", await world.as(world.player, () => posted(world, () => gf.useUpgrade(fix))));
    }
    // 13th Age: maintenance begun, interrupted by damage, begun again and done; a Gear Priest's repairer check.
    {
      installDom();
      const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 30 } } });
      const gf = hero as unknown as Workflows;
      cards.set("ta-maintain-start", await world.as(world.player, () => posted(world, () => gf.startFourHourMaintenance({ maintainer: hero }))));
      await advanceHours(world, 1);
      cards.set("ta-maintain-interrupted", await world.as(world.gm, () => posted(world, () => gf.applyDamage([{ amount: 1, type: "slashing" }]))));
      await world.as(world.player, () => gf.startFourHourMaintenance({ maintainer: hero }));
      await world.settle();
      cards.set("ta-maintain-done", await posted(world, () => advanceHours(world, 4)));
      const priest = await world.as(world.gm, () => createCharacter({ name: "Sister Cog", ownership: { default: 0, [world.player.user.id!]: 3 }, system: { abilities: { int: { value: 16 } } } }));
      const feat = await packItem("gearforged", "Gear Priest (Background)");
      await world.as(world.player, () => priest.createEmbeddedDocuments("Item", [feat.toObject() as unknown as Item.CreateData]));
      await world.settle();
      world.dice.queue([17]);
      cards.set("ta-repairer", await world.as(world.player, () => posted(world, () => gf.repairerCheck({ repairer: priest, hours: 3, fastForward: true }))));
    }
    // The Rules journal, from the compendium, as the GM opens it: three of its pages.
    {
      const pack = game.packs!.get("augmented.rules")!;
      for (const entry of await pack.getDocuments()) {
        // cast: the stand-in's JournalEntry keeps its pages as plain source objects (test/foundry/journal.ts).
        const { name, pages } = entry as unknown as { name: string; pages: JournalPage[] };
        const page = pages.find((p) => p.type === "text");
        if (!page) continue;
        const key = name === "Augmented Rules" ? "getting-started" : name.toLowerCase().includes("automail") ? "automail" : "gearforged";
        journals.set(key, journalWindow(name, page));
      }
    }
  });

  it("each card and page is in words (no raw keys), with one result box on the check card", () => {
    for (const [kind, html] of [...cards, ...journals]) expect(html, kind).not.toMatch(/AUGMENTED\.[A-Z]/);
    expect(cards.get("quick-fix")).toContain("temporary HP");
    // Said once: the reason is the one line (the first photograph said "it starts again" twice).
    expect(cards.get("ta-maintain-interrupted")).toContain("took damage: the 4 hours of maintenance start again");
    expect(cards.get("ta-maintain-interrupted")).not.toContain("interrupted or too short");
    expect(cards.get("ta-repairer")).toMatch(/data-outcome="(success|failure)"/);
    expect([...journals.keys()].sort()).toEqual(["automail", "gearforged", "getting-started"]);
  });

  for (const kind of ["quick-fix", "ta-maintain-start", "ta-maintain-interrupted", "ta-maintain-done", "ta-repairer"]) {
    for (const theme of THEMES) {
      it(`${kind} card, ${theme} theme: fits the sidebar, nothing clipped or overlapping, readable`, async () => {
        const shot = await browser().screenshotHtml(`card-${kind}`, cards.get(kind)!, { ...SIDEBAR, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  for (const page of ["getting-started", "automail", "gearforged"]) {
    for (const size of JOURNAL_SIZES) {
      for (const theme of THEMES) {
        it(`Rules journal, ${page}${size.label}, ${theme} theme: readable, nothing clipped or overlapping`, async () => {
          const shot = await browser().screenshotHtml(`rules-journal-${page}${size.label}`, journals.get(page)!, { width: size.width, height: size.height, theme, layout: LAYOUT });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }
});
