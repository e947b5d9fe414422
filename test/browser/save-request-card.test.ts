/**
 * The save request card (GF-UPG-11, CY-ATK-3) as the chat log shows it, in a sidebar-wide column, in Chromium with
 * the system CSS: asked (with its Roll save button, as the GM sees it) and answered (the save's roll box with its
 * outcome, no button). Screenshots: test-results/screenshots/chat-save-request-{asked,answered}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { createAugment } from "../integration/augments/helpers";
import { chatLogHtml, THEMES } from "./harness";
import { GENERATIONS, shotName } from "./generations";
import { displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

const SIDEBAR = { width: 300, height: 420 };

interface AugmentUser {
  useAugment(item: unknown, options?: object): Promise<unknown>;
}

// One Chromium for the file; the card is made and photographed under each generation of the stand-in (issue 24).
const browser = useBrowser();

describe.each(GENERATIONS)("the save request card in Chromium, on Foundry v%i", (generation) => {
  const html: Record<"asked" | "answered", string> = { asked: "", answered: "" };

  let deprecations: string[] = [];

  beforeAll(async () => {
    const world = await startWorld({ generation });
    expect(world.as(world.gm, () => game.release?.generation)).toBe(generation);
    const hero = await createCharacter({ name: "Ana Reyes", system: { details: { level: 5 }, abilities: { dex: { value: 14 } } } });
    const goblin = await createCharacter({ name: "Goblin Skirmisher", system: { abilities: { con: { value: 10 } } } });
    const palm = await createAugment(hero, "Shock Palm", { installedSection: "rightArm", ability: "dex", damageType: "lightning", attackSave: "con" });
    await world.settle();
    world.dice.queue([3]);
    // cast: useAugment is the system Actor's workflow (posts the use, damage and save request cards).
    await (hero as unknown as AugmentUser).useAugment(palm, { target: goblin });
    await world.settle();
    const card = world.chat.at(-1)!;
    // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
    const render = async () => chatLogHtml([displayHtml(await world.renderChatMessage(card as Parameters<typeof world.renderChatMessage>[0]))]);
    html.asked = await render();
    world.dialogs.respond({ action: "normal" });
    world.dice.queue([9]);
    (await world.renderChatMessage(card as Parameters<typeof world.renderChatMessage>[0])).querySelector<HTMLButtonElement>("[data-augmented-action=rollSave]")!.click();
    await world.settle();
    html.answered = await render();
    deprecations = [...world.deprecations];
  });

  it("uses no name the generation deprecates", () => {
    expect(deprecations).toEqual([]);
  });

  for (const state of ["asked", "answered"] as const) {
    for (const theme of THEMES) {
      it(`save request ${state}, ${theme} theme: fits the sidebar, readable`, async () => {
        const shot = await browser().screenshotHtml(shotName(`chat-save-request-${state}`, generation), html[state], {
          ...SIDEBAR,
          theme,
          layout: { groups: [{ selector: ".chat-card button", label: "card buttons" }] },
        });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        if (state === "asked") expect(html.asked).toContain("Roll save");
        else {
          expect(html.answered).not.toContain("rollSave");
          expect(html.answered).toContain("Goblin Skirmisher fails the save.");
        }
      });
    }
  }
});
