/**
 * Issue 28 item 6, cards never photographed before: automail detach, repair and "who notices?" (AM-ATT-1,
 * AM-DMG-1, AM-SEEN-1), and the Gearforged stabilize and restore cards (GF-BODY-5, GF-REV-1), each posted by the
 * real workflow, as the chat log shows them in the 300 px sidebar, dark and light, with every layout check.
 * Photographs only: the cards are drawn by the system's card code as it is.
 * Screenshots: test-results/screenshots/card-{detach,repair,notice,stabilize,restore}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { packItem as automailPackItem } from "../integration/automail/helpers";
import { gearforgedTable } from "../integration/gearforged/helpers";
import { chatLogHtml, THEMES, type LayoutOptions } from "./harness";
import { installDom } from "./dom";
import { displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

type World = Awaited<ReturnType<typeof startWorld>>;
type Message = Parameters<World["renderChatMessage"]>[0];

const SIDEBAR = { width: 300, height: 560 };
const LAYOUT: LayoutOptions = { siblings: true, contrast: [{ selector: "*", min: 4.5 }] };
const DYING = { attributes: { hp: { value: 0, max: 20 } } };
const DEAD = { attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 3 } }, currency: { gp: 1000 } };

/** The system Actor's entry points these cards come from (src/workflows/workflow-actor.ts). */
interface Workflows {
  buyPort(kind: string, site: string, options: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: unknown, portId: string, options: object): Promise<unknown>;
  installReforged(item: unknown, site: string, options: object): Promise<unknown>;
  detachAutomail(item: unknown): Promise<unknown>;
  repairAutomail(item: unknown, options: object): Promise<unknown>;
  whoNoticesAutomail(observers: unknown[]): Promise<unknown>;
  stabilizeGearforged(method: string, options: object): Promise<unknown>;
  restoreGearforged(option: string, options?: object): Promise<unknown>;
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

describe("automail and gearforged cards in Chromium (issue 28)", () => {
  const browser = useBrowser();
  const cards = new Map<string, string>();

  beforeAll(async () => {
    // Automail: an arm attached then detached; a damaged arm repaired; the GM asks who notices.
    {
      const world = await startWorld({ worldTime: 10_000 });
      const hero = await createCharacter({ name: "Ana Reyes", system: { currency: { gp: 4000 }, abilities: { int: { value: 12 }, dex: { value: 14 } } } });
      const keen = await createCharacter({ name: "Keen", system: { abilities: { wis: { value: 24 } } } });
      const dull = await createCharacter({ name: "Dull", system: { abilities: { wis: { value: 10 } } } });
      const am = hero as unknown as Workflows;
      const right = (await am.buyPort("natural", "rightArm", { confirmed: true }))!.item;
      const left = (await am.buyPort("natural", "leftArm", { confirmed: true }))!.item;
      world.dice.queue([20, 20]);
      await am.attachAutomail(await automailPackItem("Modern Blade Arm"), right.id!, { ability: "dex" });
      await am.attachAutomail(await automailPackItem("Modern Artisan Arm"), left.id!, { ability: "dex" });
      await world.settle();
      const [blade, artisan] = ["Modern Blade Arm", "Modern Artisan Arm"].map((name) => hero.items.getName(name)!);
      cards.set("detach", await posted(world, () => am.detachAutomail(blade)));
      // cast: a partial automail update (damaged by a hit).
      await artisan!.update({ system: { integrity: "damaged" } } as Item.UpdateData);
      world.dice.queue([14, 9]);
      cards.set("repair", await posted(world, () => am.repairAutomail(artisan, { dc: 12, costConfirmed: true })));
      cards.set("notice", await posted(world, () => am.whoNoticesAutomail([keen, dull])));
    }
    // Gearforged: stabilized at 0 HP by a tender's Intelligence check; restored by the GM after death.
    {
      installDom();
      const { world, hero } = await gearforgedTable(1, "homebrew", DYING);
      const bo = await world.as(world.gm, () => createCharacter({ name: "Bo", ownership: { default: 0, [world.player.user.id!]: 3 }, system: { abilities: { int: { value: 16 } } } }));
      world.dice.queue([12]);
      cards.set("stabilize", await world.as(world.player, () => posted(world, () => (hero as unknown as Workflows).stabilizeGearforged("intelligence", { fastForward: true, tender: bo }))));
    }
    {
      installDom();
      const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
      cards.set("restore", await world.as(world.gm, () => posted(world, () => (hero as unknown as Workflows).restoreGearforged("repair", { repairGp: 150, costConfirmed: true }))));
    }
  });

  it("each card is in words (no raw keys)", () => {
    for (const [kind, html] of cards) expect(html, kind).not.toMatch(/AUGMENTED\.[A-Z]/);
    expect(cards.get("detach")).toContain("Modern Blade Arm");
    expect(cards.get("notice")).toContain("Keen");
    expect(cards.get("stabilize")).toContain("Bo");
  });

  for (const kind of ["detach", "repair", "notice", "stabilize", "restore"]) {
    for (const theme of THEMES) {
      it(`${kind} card, ${theme} theme: fits the sidebar, nothing clipped or overlapping, readable`, async () => {
        const shot = await browser().screenshotHtml(`card-${kind}`, cards.get(kind)!, { ...SIDEBAR, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
