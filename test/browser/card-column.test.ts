/**
 * Every card type in Foundry's 300 px chat column, dark and light: one card of each type the kinds list registers
 * (src/workflows/card-kinds.ts), drawn by its own class through the one card template, with a full view (a long
 * title, lines, a status, costs, choices with notes, details and four actions). Nothing reaches past the column
 * or is clipped, no word breaks inside a button, and the actions take at most two rows. The real workflow cards are photographed at the same width by their own files (chat-card, augment-cards,
 * integrity-card, system-failure, roll-rest-cards, automail-gearforged-cards, save-request-card…); this file
 * makes sure no registered type is left out, and that the checks it leans on catch what they claim to.
 * Screenshots: test-results/screenshots/card-column-<type>-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cardTypes } from "../../scripts/card-types.mjs";
import { postCard, type CardData } from "../../src/applications/chat/cards";
import { cardText } from "../../src/data/chat/card-text";
import { createCharacter } from "../integration/helpers";
import { chatLogHtml, THEMES, type LayoutOptions } from "./harness";
import { displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

type World = Awaited<ReturnType<typeof startWorld>>;
type Message = Parameters<World["renderChatMessage"]>[0];

const COLUMN = { width: 300, height: 620 };
/** Four actions take two rows; a label may wrap between words (the damage card's stay on one line: chat-card). */
const LAYOUT: LayoutOptions = { siblings: true, rows: [{ selector: ".chat-card__buttons", max: 2, label: "card actions" }] };
/** The System Failure prompt lists the augments one may sacrifice one to a row, as a list: no row limit. */
const LIST_LAYOUT: LayoutOptions = { siblings: true };
const layoutOf = (type: string) => (type === "systemFailurePrompt" ? LIST_LAYOUT : LAYOUT);

/** The kind each registered type is posted as (src/data/chat/types.ts cardTypeOf picks the type from it). */
const KIND_OF_TYPE: Record<string, string> = {
  card: "repair",
  integrity: "integrity",
  systemFailurePrompt: "system-failure-prompt",
  systemFailure: "system-failure",
  deathSave: "death-save",
  damage: "damage",
  augment: "augment-attack",
  rest: "rest",
  gearforged: "gearforged-restore",
  automail: "automail-repair",
  saveRequest: "save-request",
};

/** Words as a card stores them: a lang key whose whole text is its one placeholder. */
const words = (message: string) => cardText("AUGMENTED.AugmentInstall.Plain", { message });

/** A full card of `kind`: every part the template draws, with real labels of the system's own cards. */
function fullCard(kind: string): CardData {
  return {
    kind,
    title: cardText("AUGMENTED.Chat.ItemTitle", { item: "Reforged Stomper Leg", heading: cardText("AUGMENTED.Chat.Damage") }),
    lines: [cardText("AUGMENTED.Chat.DamageTotal", { total: 14, type: cardText("AUGMENTED.DamageType.bludgeoning") }), words("Ana Reyes, Bo and Cy Thornbury are in the blast.")],
    details: [words("The work took 8 hours at the forge.")],
    costs: [words("250 gp")],
    choicesLabel: words("Choose the augment to sacrifice"),
    choices: [
      { action: "choose", label: words("Shoulder Machine Gun"), hinted: true, note: words("(the GM's hint)") },
      { action: "choose", label: words("Fabricator Hand") },
      { action: "decline", label: cardText("AUGMENTED.SystemFailure.Decline") },
    ],
    status: { kind: "pending", text: words("Waiting for the GM to choose.") },
    buttons: [
      { action: "one", label: cardText("AUGMENTED.AugmentDesign.StartButton") },
      { action: "two", label: cardText("AUGMENTED.AugmentWork.RepairButton") },
      { action: "three", label: cardText("AUGMENTED.AugmentDesign.CheckButton") },
      { action: "four", label: cardText("AUGMENTED.Chat.Apply.healing"), tone: "neutral" },
    ],
  };
}

describe("every card type in the 300 px chat column", () => {
  const browser = useBrowser();
  const cards = new Map<string, string>();

  beforeAll(async () => {
    const world = await startWorld();
    const hero = await createCharacter({ name: "Ana Reyes" });
    for (const type of cardTypes()) {
      const kind = KIND_OF_TYPE[type];
      if (!kind) continue;
      const card = await world.as(world.gm, () => postCard(fullCard(kind), { actor: hero }));
      await world.settle();
      // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
      const message = world.chat.find((m) => m.id === card?.id) as Message | undefined;
      if (message) cards.set(type, await world.as(world.gm, async () => chatLogHtml([displayHtml(await world.renderChatMessage(message))])));
    }
  });

  it("has a card of every registered type, posted as that type, in words", () => {
    expect(Object.keys(KIND_OF_TYPE).sort()).toEqual([...cardTypes()].sort());
    expect([...cards.keys()].sort()).toEqual([...cardTypes()].sort());
    for (const [type, html] of cards) {
      expect(html, type).toContain(`chat-card--${KIND_OF_TYPE[type]}`);
      expect(html, type).not.toMatch(/AUGMENTED\.[A-Z]/);
    }
  });

  for (const type of cardTypes()) {
    for (const theme of THEMES) {
      it(`${type}, ${theme} theme: inside the column, nothing clipped or overlapping, no word broken in a button, actions in at most two rows`, async () => {
        const shot = await browser().screenshotHtml(`card-column-${type}`, cards.get(type)!, { ...COLUMN, theme, layout: layoutOf(type) });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  // The checks this file leans on, shown to fail: a word squeezed across two lines in a button, a label that
  // wraps, five actions on three rows.
  it("the checks report a broken word, a wrapped label and a third row", async () => {
    const squeezed = `
      <section class="application chat-sidebar"><div class="window-content"><ol class="chat-log"><li class="chat-message">
        <div class="augmented chat-card">
          <div class="chat-card__buttons" style="display: flex; flex-wrap: wrap; gap: 4px">
            <button type="button" style="width: 40px; overflow-wrap: anywhere">Sacrifice</button>
            <button type="button" style="width: 90px">Double damage</button>
            <button type="button" style="width: 200px">One</button>
            <button type="button" style="width: 200px">Two</button>
          </div>
        </div>
      </li></ol></div></section>`;
    const layout: LayoutOptions = { ...LAYOUT, oneLine: ".chat-card__buttons button" };
    const shot = await browser().screenshotHtml("card-column-checks", squeezed, { ...COLUMN, theme: "dark", layout, screenshot: false });
    const problems = shot.problems.join("\n");
    expect(problems).toMatch(/"Sacrifice" breaks across lines/);
    expect(problems).toMatch(/"Double damage" wraps onto 2 lines/);
    expect(problems).toMatch(/lays its 4 children on 3 rows, more than 2/);
  });
});
