/**
 * Chat cards as the chat log shows them: the real card (posted by the system's workflow, rendered by the
 * stand-in with the `renderChatMessageHTML` hook) in a sidebar-wide column, in Chromium with the system CSS.
 * Screenshots: test-results/screenshots/chat-damage-card-{dark,light}.png.
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
  let html = "";

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
    html = chatLogHtml([displayHtml(await world.renderChatMessage(message))]);
  });

  for (const theme of THEMES) {
    it(`damage card, ${theme} theme: fits the sidebar, readable, buttons visible`, async () => {
      const shot = await browser().screenshotHtml("chat-damage-card", html, {
        ...SIDEBAR,
        theme,
        layout: { groups: [{ selector: ".chat-card button", label: "card buttons" }] },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
      expect(html).toContain("chat-card");
      // Issue 16: the roll is a labelled box; the buttons say whom they affect (no selection, no character: none).
      expect(html).toContain("Damage (Slashing)");
      expect(html).toContain("chat-card__targets");
    });
  }
});
