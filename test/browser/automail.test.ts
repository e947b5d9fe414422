/**
 * Automail on screen (issue 15): the character sheet's Automail tab (ports with an attached limb whose acclimation
 * failed, a free port, a reforged limb built on, a damaged carried limb) and the attach and reforged-install cards
 * the real workflows post, and the body map with its ports beside an augment in the same section (AM-CY-1), in
 * Foundry's dark and light themes, with the layout and contrast checks.
 * Screenshots: test-results/screenshots/automail-{tab,body-map,card-port,card-attach,card-reforged}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { augmentSource } from "../integration/augments/helpers";
import { chatLogHtml, type LayoutOptions, THEMES } from "./harness";
import { displayHtml, renderSheet, type RenderedWindow, startWorld } from "./standin";
import { useBrowser } from "./use-browser";
import { cardKind } from "../integration/cards";
import { automailWearer, packItem } from "./automail-actor";

type World = Awaited<ReturnType<typeof startWorld>>;

const SIDEBAR = { width: 300, height: 520 };
const TALL = 1100;
const TAB: LayoutOptions = {
  contrast: ["*", ".automail-site", ".automail-warnings li", ".automail-limb-name", ".integrity-badge"].map((selector) => ({ selector, min: 4.5 })),
};
const CARD_LAYOUT: LayoutOptions = { contrast: [{ selector: "*", min: 4.5 }] };
const AUTOMAIL_TAB = '[data-action="tab"][data-tab="automail"]';
const AUGMENTS_TAB = '[data-action="tab"][data-tab="augments"]';
const BODY_MAP: LayoutOptions = {
  groups: [{ selector: ".body-map > [data-section]", count: 6, label: "body sections" }],
  contrast: [{ selector: "*", min: 4.5 }, { selector: ".body-map .section-label", min: 4.5 }, { selector: ".body-map .section-free", min: 4.5 }],
};


async function lastCard(world: World, kind: string): Promise<string> {
  await world.settle();
  // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
  const chat = [...world.chat] as Array<Parameters<typeof world.renderChatMessage>[0] & { content: string }>;
  const message = chat.reverse().find((m) => cardKind(m) === kind);
  if (!message) throw new Error(`no ${kind} card`);
  return chatLogHtml([displayHtml(await world.renderChatMessage(message))]);
}

describe("automail in Chromium", () => {
  const browser = useBrowser();
  let tab!: RenderedWindow;
  let bodyMap!: RenderedWindow;
  const cards = new Map<string, string>();

  beforeAll(async () => {
    const { world, hero, am } = await automailWearer();
    const right = (await am.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    cards.set("card-port", await lastCard(world, "automail-port"));
    await am.buyPort("unnatural", "other", { confirmed: true, placement: "Between the shoulder blades" });
    world.dice.queue([4]);
    await am.attachAutomail(await packItem("Modern Blade Arm"), right.id!, { ability: "dex" });
    cards.set("card-attach", await lastCard(world, "automail-attach"));
    world.dice.queue([15]);
    await am.installReforged(await packItem("Reforged Stomper Leg"), "leftLeg", { ability: "wis" });
    cards.set("card-reforged", await lastCard(world, "automail-reforged"));
    const spare = (await packItem("Modern Glass Eye")).toObject() as Record<string, unknown> & { system: Record<string, unknown> };
    // cast: a compendium limb's source, damaged.
    await hero.createEmbeddedDocuments("Item", [{ ...spare, system: { ...spare.system, integrity: "damaged" } } as Item.CreateData]);
    await world.settle();
    tab = await renderSheet(world, hero, { click: [AUTOMAIL_TAB] });
    // AM-CY-1: the automail arm leaves its section open for one augment.
    // cast: a partial augment source installed in the arm.
    await hero.createEmbeddedDocuments("Item", [augmentSource("Wrist Cannon", { installedSection: "rightArm" }) as Item.CreateData]);
    await world.settle();
    bodyMap = await renderSheet(world, hero, { click: [AUGMENTS_TAB] });
  });

  it("is the real sheet's Automail tab and the real cards", () => {
    expect(tab.html).toMatch(/<section class="tab automail active"/);
    expect(tab.html).toContain("Modern Blade Arm");
    expect(tab.html).toContain("Reforged Stomper Leg");
    expect(tab.html).toContain("acclimation failed");
    expect(cards.get("card-attach")).toContain("DC 12");
    expect(cards.get("card-reforged")).toContain("2 hours");
    expect(cards.get("card-port")).toContain("Undo");
    expect(bodyMap.html).toContain("Automail: Natural port (Right arm)");
    expect(bodyMap.html).toContain("Wrist Cannon");
  });

  for (const theme of THEMES) {
    it(`automail tab, ${theme} theme: fits its window, clear and readable`, async () => {
      const shot = await browser().screenshotHtml("automail-tab", tab.html, { width: tab.width, height: TALL, theme, layout: TAB });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
    it(`body map with ports and limbs, ${theme} theme: fits its window, clear and readable`, async () => {
      const shot = await browser().screenshotHtml("automail-body-map", bodyMap.html, { width: bodyMap.width, height: TALL, theme, layout: BODY_MAP });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
    for (const name of ["card-port", "card-attach", "card-reforged"]) {
      it(`automail ${name}, ${theme} theme: clear and readable`, async () => {
        const shot = await browser().screenshotHtml(`automail-${name}`, cards.get(name)!, { ...SIDEBAR, theme, layout: CARD_LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
