/**
 * The augment workflows on screen (issue 4): the augment item sheet (a built attack augment with its history,
 * and a player's draft with its Design check button, and the same draft while its owner is locked out) and the
 * card of each workflow, posted by the real workflows and rendered by the stand-in: install (flawless; flawed
 * with a Lasting Effect granted), remove, repair, upgrade, design (success and lockout). Dark and light themes,
 * with the layout and contrast checks. Screenshots: test-results/screenshots/augment-{sheet-*,card-*}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { augmentSource } from "../integration/augments/helpers";
import { chatLogHtml, type LayoutOptions, THEMES } from "./harness";
import { displayHtml, renderSheet, type RenderedWindow, startWorld } from "./standin";
import { useBrowser } from "./use-browser";
import { cardKind } from "../integration/cards";

type World = Awaited<ReturnType<typeof startWorld>>;

const SIDEBAR = { width: 300, height: 460 };
/** The sheets are photographed taller than they open, so the whole augment part (state, history) is in the picture. */
const TALL = 1240;
const CARD_LAYOUT: LayoutOptions = { contrast: [{ selector: "*", min: 4.5 }] };
/** Issue 16: the parts each reworked card is about, by name (a selector that matches nothing fails). */
const cardLayout = (...selectors: string[]): LayoutOptions => ({ contrast: ["*", ...selectors].map((selector) => ({ selector, min: 4.5 })) });
const CARD_LAYOUTS: Record<string, LayoutOptions> = {
  "install-flawless": cardLayout(".chat-card__roll-name", ".chat-card__roll-outcome", ".chat-card__undo-button", ".chat-card__details > summary"),
  // Issue 28: the secondary lines opened (collapsed by default), still inside the 300 px sidebar.
  "install-details-open": cardLayout(".chat-card__details > summary", ".chat-card__details .chat-card__line"),
  "install-flawed": cardLayout(".chat-card__roll-name", ".chat-card__roll-outcome", ".chat-card__undo-button"),
  remove: cardLayout(".chat-card__roll-name", ".chat-card__roll-outcome", ".chat-card__undo-button", ".chat-card__details > summary"),
  cost: cardLayout(".chat-card__line"),
  repair: cardLayout(".chat-card__roll-outcome", ".chat-card__cost", ".chat-card__undo-button"),
  upgrade: cardLayout(".chat-card__roll-outcome", ".chat-card__cost", ".chat-card__undo-button"),
};
/** Every text at 4.5, and by name the parts each sheet view is about (a selector that matches nothing fails). */
const sheetLayout = (...selectors: string[]): LayoutOptions => ({ contrast: ["*", ...selectors].map((selector) => ({ selector, min: 4.5 })) });
const SHEET_LAYOUTS: Record<string, LayoutOptions> = {
  "sheet-built": sheetLayout(".augment-work-button", ".augment-history-action"),
  "sheet-draft": sheetLayout(".augment-design-button", ".augment-design-status"),
  "sheet-locked": sheetLayout(".augment-design-button", ".augment-design-status", ".augment-design-reason"),
};
const DESIGN = { deployment: "Slides out of the forearm; hidden under a skin flap", limits: "Needs a free hand; 5 ft reach" };

/** The system actor's workflows, as these scenes call them. */
interface Workshop {
  installAugment(item: unknown, section: string, options: object): Promise<unknown>;
  removeAugment(item: unknown, options: object): Promise<unknown>;
  repairAugment(item: unknown, options: object): Promise<unknown>;
  upgradeAugment(item: unknown, options: object): Promise<unknown>;
  designAugment(item: unknown, options: object): Promise<unknown>;
  payCost(gp: number, options: object): Promise<unknown>;
}

async function heroWith(world: World, name: string, items: Record<string, unknown>[] = []) {
  const hero = await createCharacter({
    name,
    ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
    system: { details: { level: 5 }, abilities: { int: { value: 16 }, dex: { value: 14 } }, currency: { gp: 5000 } },
    items,
  });
  await world.settle();
  // cast: the system Actor class (src/documents/actor.ts) carries the workflows.
  return { hero, work: hero as unknown as Workshop, item: (itemName: string) => hero.items.getName(itemName)! };
}

/** Runs a workflow as the GM and returns its card (the last message of that kind) as the chat log shows it. */
async function cardOf(world: World, kind: string, run: () => Promise<unknown>): Promise<string> {
  const result = await run();
  await world.settle();
  expect(result).not.toBeNull();
  // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
  const chat = [...world.chat] as Array<Parameters<typeof world.renderChatMessage>[0] & { content: string }>;
  const message = chat.reverse().find((m) => cardKind(m) === kind);
  if (!message) throw new Error(`no ${kind} card`);
  return chatLogHtml([displayHtml(await world.renderChatMessage(message))]);
}

describe("augment sheet and workflow cards in Chromium", () => {
  const browser = useBrowser();
  const sheets = new Map<string, RenderedWindow>();
  const cards = new Map<string, string>();

  // A long scene (seven workflows): under a loaded machine it takes minutes, not the default minute.
  beforeAll(async () => {
    const world = await startWorld();

    // A built attack augment with a history: installed, upgraded.
    const built = await heroWith(world, "Ana Reyes", [augmentSource("Wrist Cannon", DESIGN)]);
    world.dice.queue([14, 17]);
    cards.set("install-flawless", await cardOf(world, "augment-install", () => built.work.installAugment(built.item("Wrist Cannon"), "rightArm", { dcs: [10, 15], worker: built.hero })));
    cards.set("install-details-open", cards.get("install-flawless")!.replace('<details class="chat-card__details">', '<details class="chat-card__details" open>'));
    world.dice.queue([16]);
    cards.set("upgrade", await cardOf(world, "augment-upgrade", () => built.work.upgradeAugment(built.item("Wrist Cannon"), { dc: 15, costConfirmed: true })));
    sheets.set("sheet-built", await renderSheet(world, built.item("Wrist Cannon")));
    // A receipt (CORE-8): the generic cost card.
    cards.set("cost", await cardOf(world, "cost", () => built.work.payCost(40, { reason: "spare parts", confirmed: true })));

    // Flawed installation (one failed check) with a natural 19: a Lasting Effect the GM granted.
    const flawed = await heroWith(world, "Bo Tran", [augmentSource("Arc Blade", DESIGN)]);
    world.dice.queue([19, 3]);
    cards.set(
      "install-flawed",
      await cardOf(world, "augment-install", () =>
        flawed.work.installAugment(flawed.item("Arc Blade"), "leftArm", { dcs: [10, 15], flaw: "Sparks when drawn", lastingEffect: "Charged edge: +1d4 lightning once per turn", worker: flawed.hero }),
      ),
    );
    // Removal: two checks, one failed; the GM says the integrity held.
    world.dice.queue([12, 6]);
    cards.set("remove", await cardOf(world, "augment-remove", () => flawed.work.removeAugment(flawed.item("Arc Blade"), { dcs: [10, 15], compromised: false, worker: flawed.hero })));

    // Repair of a damaged augment, with advantage.
    const damaged = await heroWith(world, "Cy Oduya", [augmentSource("Grapple Line", { ...DESIGN, purpose: "utility", integrity: "damaged" })]);
    world.dice.queue([8, 15]);
    cards.set("repair", await cardOf(world, "augment-repair", () => damaged.work.repairAugment(damaged.item("Grapple Line"), { dc: 15, costConfirmed: true, toolRuling: "notNeeded" })));

    // Design: a success (built for 1,000 gp) and a failure (locked out until a rest).
    const designer = await heroWith(world, "Dee Park", [
      augmentSource("Plasma Knuckles", { ...DESIGN, designStatus: "draft" }),
      augmentSource("Sonic Lance", { ...DESIGN, designStatus: "draft", damageType: "thunder" }),
    ]);
    sheets.set("sheet-draft", await world.as(world.player, () => renderSheet(world, designer.item("Plasma Knuckles"))));
    world.dice.queue([17]);
    cards.set("design-success", await cardOf(world, "augment-design", () => designer.work.designAugment(designer.item("Plasma Knuckles"), { dc: 15, costConfirmed: true, worker: designer.hero })));
    world.dice.queue([4]);
    cards.set("design-lockout", await cardOf(world, "augment-design", () => designer.work.designAugment(designer.item("Sonic Lance"), { dc: 15, worker: designer.hero })));
    sheets.set("sheet-locked", await world.as(world.player, () => renderSheet(world, designer.item("Sonic Lance"))));
  }, 300_000);

  it("shows what each view is about", () => {
    // Issue 28: secondary lines collapsed by default; the opened copy shows them.
    expect(cards.get("install-flawless")).toMatch(/<details class="chat-card__details">[\s\S]*The work took 30 minutes/);
    expect(cards.get("install-details-open")).toContain('<details class="chat-card__details" open>');
    expect(cards.get("cost")).toContain("Ana Reyes paid 40 gp for spare parts.");
    expect(sheets.get("sheet-built")!.html).toContain("augment-history");
    expect(sheets.get("sheet-draft")!.html).toMatch(/data-action="designAugment"(?![^>]*disabled)/);
    // CY-DES-1 / CY-WHO-1: Dee is locked out of this design, but the player controls other creatures who may try it,
    // so the button stays and the reason is shown.
    expect(sheets.get("sheet-locked")!.html).toMatch(/data-action="designAugment"(?![^>]*disabled)/);
    expect(sheets.get("sheet-locked")!.html).toContain("short or long rest");
    expect(cards.get("install-flawed")).toContain("Charged edge");
    expect(cards.get("design-success")).toContain("ready to install");
    expect(cards.get("design-lockout")).toContain("short or long rest");
    // Issue 16: checks as labelled roll boxes with their outcome, the GM's Undo on every card that changed
    // something, the gold spent stated.
    for (const name of ["install-flawless", "install-flawed", "remove", "repair", "upgrade"]) {
      expect(cards.get(name), name).toContain('data-augmented-action="undo"');
      expect(cards.get(name), name).toMatch(/chat-card__roll chat-card__roll--(success|failure)/);
    }
    expect(cards.get("install-flawed")!.match(/data-outcome="(success|failure)"/g)).toEqual(['data-outcome="success"', 'data-outcome="failure"']);
    expect(cards.get("repair")).toMatch(/chat-card__cost[^s][\s\S]*paid 250 gp/);
    expect(cards.get("upgrade")).toContain("chat-card__cost");
  });

  for (const name of Object.keys(SHEET_LAYOUTS)) {
    for (const theme of THEMES) {
      it(`augment ${name}, ${theme} theme: fits its window, readable`, async () => {
        const sheet = sheets.get(name)!;
        const shot = await browser().screenshotHtml(`augment-${name}`, sheet.html, { width: sheet.width, height: TALL, theme, layout: SHEET_LAYOUTS[name]! });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  for (const name of ["install-flawless", "install-details-open", "install-flawed", "remove", "cost", "repair", "upgrade", "design-success", "design-lockout"]) {
    for (const theme of THEMES) {
      it(`augment card ${name}, ${theme} theme: fits the sidebar, readable`, async () => {
        const shot = await browser().screenshotHtml(`augment-card-${name}`, cards.get(name)!, { ...SIDEBAR, theme, layout: CARD_LAYOUTS[name] ?? CARD_LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
