/**
 * System Failure's cards as the chat log shows them (SF-1 prompt, SF-2..SF-4 result): posted by the real
 * workflow, rendered by the stand-in with `renderChatMessageHTML` for the GM (who sees the buttons and Undo), in
 * a sidebar-wide column, in Chromium with the system CSS, dark and light.
 * Screenshots: test-results/screenshots/chat-system-failure-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chatLogHtml, THEMES } from "./harness";
import { cyborgAtZero, displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";
import { cardKind } from "../integration/cards";

const SIDEBAR = { width: 300, height: 860 };

interface SystemFailureActor {
  systemFailure(augmentId: string): Promise<{ message: { id: string | null } | null } | null>;
}

describe("System Failure cards in Chromium", () => {
  const browser = useBrowser();
  let html = "";

  beforeAll(async () => {
    const world = await startWorld();
    const { hero, cannon } = await cyborgAtZero(world);
    // cast: world.chat (a snapshot) holds the stand-in's ChatMessage documents, which renderChatMessage takes.
    const chat = (): Array<Parameters<typeof world.renderChatMessage>[0] & { id: string | null; content: string }> => world.chat as never;
    const prompt = chat().find((message) => cardKind(message) === "system-failure-prompt");
    expect(prompt).toBeDefined();
    // cast: systemFailure is the system Actor's workflow (posts the result card).
    const outcome = await (hero as unknown as SystemFailureActor).systemFailure(cannon.id!);
    await world.settle();
    expect(outcome?.message).toBeTruthy();
    const result = chat().find((message) => message.id === outcome!.message!.id)!;
    html = chatLogHtml([displayHtml(await world.renderChatMessage(prompt!)), displayHtml(await world.renderChatMessage(result))]);
  });

  for (const theme of THEMES) {
    it(`SF-1 prompt and SF-2..SF-4 result, ${theme} theme: fit the sidebar, readable, one button per functional augment`, async () => {
      const shot = await browser().screenshotHtml("chat-system-failure", html, {
        ...SIDEBAR,
        theme,
        layout: {
          groups: [
            { selector: ".chat-card--system-failure-prompt [data-augmented-action=systemFailureChoose]", count: 3, label: "augment buttons" },
            { selector: ".chat-card--system-failure-prompt [data-augmented-action=systemFailureDecline]", count: 1, label: "decline button" },
          ],
        },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
      expect(html).toContain("Destroy Wrist Cannon (Right arm)");
      // Issue 16: a short prompt (two lines), Decline looks unlike the destroy options, the result does not
      // contradict itself about the death saves.
      expect(html.match(/chat-card--system-failure-prompt[\s\S]*?chat-card__buttons/)?.[0].match(/chat-card__line/g)).toHaveLength(2);
      expect(html).toMatch(/class="chat-card__button--neutral" data-augmented-action="systemFailureDecline"/);
      expect(html.match(/class="chat-card__button--danger" data-augmented-action="systemFailureChoose"/g)).toHaveLength(3);
      expect(html).not.toMatch(/succeeds \(1\/3\)/);
      expect(html).toContain("chat-card--system-failure");
      // Issue 28: the result says it in two short lines and a status box; the rest is in collapsed details.
      const result = html.slice(html.indexOf('chat-card--system-failure"'));
      expect(result.replace(/<details[\s\S]*?<\/details>/, "").match(/<p class="chat-card__line">/g)).toHaveLength(2);
      expect(result).toMatch(/<details class="chat-card__details">/);
      expect(result).toMatch(/chat-card__status" data-status="overdrive"/);
    });

    it(`SF-2..SF-4 result with its details opened, ${theme} theme: fits the sidebar, readable`, async () => {
      const opened = html.replace('<details class="chat-card__details">', '<details class="chat-card__details" open>');
      const shot = await browser().screenshotHtml("chat-system-failure-details", opened, {
        ...SIDEBAR,
        theme,
        layout: { contrast: ["*", ".chat-card__details > summary", ".chat-card__details .chat-card__line", ".chat-card__status"].map((selector) => ({ selector, min: 4.5 })) },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
  }
});
