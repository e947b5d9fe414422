/**
 * The damage card as the chat log shows it: the real card (posted by the system's workflow, rendered by the
 * stand-in with the `renderChatMessageHTML` hook) in Foundry's 300 px chat column, in Chromium with the system CSS,
 * as the GM sees it (five actions, Ongoing among them) and as a player does (four). Its actions sit on at most two
 * rows, each label on one line. Screenshots: test-results/screenshots/chat-damage-card-{gm,player}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { chatLogHtml, THEMES } from "./harness";
import { displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

const SIDEBAR = { width: 300, height: 420 };

interface DamageRoller {
  rollDamage(item: unknown): Promise<{ id: string | null } | null>;
}

describe("chat cards in Chromium", () => {
  const browser = useBrowser();
  const views = new Map<string, string>();

  beforeAll(async () => {
    const world = await startWorld();
    const hero = await createCharacter({ name: "Ana Reyes", system: { abilities: { str: { value: 16 } } } });
    const [sword] = (await hero.createEmbeddedDocuments("Item", [
      { name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } } as unknown as Item.CreateData,
    ])) as unknown as Item.Implementation[];
    world.dice.queue([6]);
    // cast: rollDamage is the system Actor's workflow (posts the damage card).
    const card = await (hero as unknown as DamageRoller).rollDamage(sword);
    await world.settle();
    expect(card).not.toBeNull();
    // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
    const message = world.chat.find((m) => m.id === card!.id) as Parameters<typeof world.renderChatMessage>[0];
    for (const [viewer, user] of [["gm", world.gm], ["player", world.player]] as const) {
      views.set(viewer, await world.as(user, async () => chatLogHtml([displayHtml(await world.renderChatMessage(message))])));
    }
  });

  for (const [viewer, actions] of [["gm", 5], ["player", 4]] as const) {
    for (const theme of THEMES) {
      it(`damage card as the ${viewer} sees it, ${theme} theme: ${actions} actions on at most two rows, each label on one line`, async () => {
        const html = views.get(viewer)!;
        const shot = await browser().screenshotHtml(`chat-damage-card-${viewer}`, html, {
          ...SIDEBAR,
          theme,
          layout: {
            groups: [{ selector: ".chat-card__buttons button", count: actions, label: "card actions" }],
            rows: [{ selector: ".chat-card__buttons", max: 2, label: "card actions" }],
            oneLine: ".chat-card__buttons button",
          },
        });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        // The roll is a labelled box; the line above the actions says whom they affect, or what to do for it.
        expect(html).toContain("Damage (Slashing)");
        expect(html).toContain("chat-card__targets");
      });
    }
  }
});
