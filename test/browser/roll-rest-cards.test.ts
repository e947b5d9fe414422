/**
 * Issue 28 item 6: the commonest chat cards, never photographed before: a plain ability check, a saving throw, a
 * skill check, a tool check and a death save (each the message the actor's own entry point posts), and the short
 * and long rest cards, as the chat log shows them in the 300 px sidebar, dark and light, with every layout check.
 * Photographs only: the cards are drawn by the system's card code as it is.
 * Screenshots: test-results/screenshots/card-<kind>-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { chatLogHtml, THEMES, type LayoutOptions } from "./harness";
import { GENERATIONS, shotName } from "./generations";
import { displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

type World = Awaited<ReturnType<typeof startWorld>>;
type Message = Parameters<World["renderChatMessage"]>[0];

const SIDEBAR = { width: 300, height: 520 };
const LAYOUT: LayoutOptions = { siblings: true, contrast: [{ selector: "*", min: 4.5 }] };
const FAST = { fastForward: true };

/** The system Actor's entry points these cards come from (src/workflows/workflow-actor.ts). */
interface Roller {
  rollAbilityCheck(ability: string, options: object): Promise<unknown>;
  rollSavingThrow(ability: string, options: object): Promise<unknown>;
  rollSkill(skill: string, options: object): Promise<unknown>;
  rollToolCheck(item: unknown, options: object): Promise<unknown>;
  rollDeathSave(options: object): Promise<unknown>;
  shortRest(options: object): Promise<unknown>;
  longRest(options: object): Promise<unknown>;
}

// One Chromium for the file; the cards are made and photographed under each generation of the stand-in (issue 24).
const browser = useBrowser();

describe.each(GENERATIONS)("roll and rest cards in Chromium (issue 28), on Foundry v%i", (generation) => {
  const cards = new Map<string, string>();

  let deprecations: string[] = [];

  beforeAll(async () => {
    const world = await startWorld({ generation });
    expect(world.as(world.gm, () => game.release?.generation)).toBe(generation);
    const hero = await createCharacter({
      name: "Ana Reyes",
      system: { details: { level: 5 }, abilities: { str: { value: 14 }, con: { value: 16 }, int: { value: 16 } }, attributes: { hp: { value: 20, max: 38 } } },
      items: [{ name: "Tinker's Tools", type: "tool", system: { ability: "int", proficiency: 1 } }] as unknown as Item.CreateData[],
    });
    const roller = hero as unknown as Roller;
    /** Runs one entry point and keeps the chat messages it posted, rendered as the log shows them. */
    const capture = async (kind: string, dice: number[], act: () => Promise<unknown>) => {
      const before = new Set(world.chat.map((m) => m.id));
      world.dice.queue(dice);
      await act();
      await world.settle();
      const posted = world.chat.filter((m) => !before.has(m.id)) as Message[];
      if (!posted.length) throw new Error(`${kind}: nothing posted`);
      const rendered = await Promise.all(posted.map(async (m) => displayHtml(await world.renderChatMessage(m))));
      cards.set(kind, chatLogHtml(rendered));
    };
    await capture("check", [12], () => roller.rollAbilityCheck("str", FAST));
    await capture("save", [15], () => roller.rollSavingThrow("con", FAST));
    await capture("skill", [9], () => roller.rollSkill("ath", FAST));
    await capture("tool", [17], () => roller.rollToolCheck(hero.items.getName("Tinker's Tools"), FAST));
    await capture("short-rest", [6, 4], () => roller.shortRest({ hitDice: 2 }));
    await capture("long-rest", [], () => roller.longRest({}));
    await hero.update({ "system.attributes.hp.value": 0 } as Actor.UpdateData);
    await world.settle();
    await capture("death-save", [14], () => roller.rollDeathSave(FAST));
    deprecations = [...world.deprecations];
  });

  it("uses no name the generation deprecates", () => {
    expect(deprecations).toEqual([]);
  });

  it("each card names what was rolled and its total, in words (no raw keys)", () => {
    for (const [kind, html] of cards) expect(html, kind).not.toMatch(/AUGMENTED\.[A-Z]/);
    expect(cards.get("check")).toMatch(/Strength/);
    expect(cards.get("save")).toMatch(/Constitution/);
    expect(cards.get("tool")).toMatch(/Tinker/);
  });

  for (const kind of ["check", "save", "skill", "tool", "death-save", "short-rest", "long-rest"]) {
    for (const theme of THEMES) {
      it(`${kind} card, ${theme} theme: fits the sidebar, nothing clipped or overlapping, readable`, async () => {
        const shot = await browser().screenshotHtml(shotName(`card-${kind}`, generation), cards.get(kind)!, { ...SIDEBAR, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
