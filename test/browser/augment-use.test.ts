/**
 * Using augments as a user sees it, in Chromium with the system CSS, dark and light: the body map with Use
 * buttons (one usable, one out of uses and one damaged, disabled with the reason in words, one passive), and the
 * use cards of an attack (with its damage card), a healing, an environmental check and a flight.
 * Screenshots: test-results/screenshots/augment-use-{body-map,attack,healing,environmental,mobility}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { augmentSource } from "../integration/augments/helpers";
import { user } from "../integration/augment-use/helpers";
import { chatLogHtml, THEMES, type LayoutOptions } from "./harness";
import { displayHtml, renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const AUGMENTS_TAB = '[data-action="tab"][data-tab="augments"]';
const SIDEBAR = { width: 300, height: 520 };

const ITEMS = [
  augmentSource("Wrist Cannon", { installedSection: "rightArm" }),
  augmentSource("Subdermal Medkit", { sectionKind: "torso", purpose: "healing", ability: "int", damageType: null, installedSection: "torso", uses: { spent: 3 } }),
  augmentSource("Grapple Line", { purpose: "utility", damageType: null, installedSection: "leftArm", integrity: "damaged", rangeFt: 30 }),
  augmentSource("Sealed Filter Leg", { sectionKind: "leg", purpose: "environmental", damageType: null, installedSection: "rightLeg" }),
  augmentSource("Leg Thrusters", { sectionKind: "leg", purpose: "mobility", damageType: null, mobility: { mode: "fly", bonus: 20 }, installedSection: "leftLeg" }),
  augmentSource("Optic Fins", { sectionKind: "head", purpose: "mobility", damageType: null, mobility: { mode: "swim", bonus: 15 }, installedSection: "head" }),
];

const BODY_MAP: LayoutOptions = {
  groups: [
    { selector: ".body-map > [data-section]", count: 6, label: "body sections" },
    { selector: ".body-map .augment-use-button", count: 5, label: "Use buttons" },
  ],
  contrast: [
    { selector: "*", min: 4.5 },
    { selector: ".augment-use-button", min: 4.5 },
    { selector: ".augment-use-reason", min: 4.5 },
    { selector: ".augment-passive", min: 4.5 },
  ],
};

const CARDS: LayoutOptions = { contrast: [{ selector: "*", min: 4.5 }] };

type World = Awaited<ReturnType<typeof startWorld>>;

/** The chat log of the messages posted since `from`, as rendered on this client. */
async function postedSince(world: World, from: number): Promise<string> {
  // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
  const posted = world.chat.slice(from) as Array<Parameters<World["renderChatMessage"]>[0]>;
  return chatLogHtml(await Promise.all(posted.map(async (m) => displayHtml(await world.renderChatMessage(m)))));
}

describe("using augments in Chromium", () => {
  const browser = useBrowser();
  let sheet: RenderedWindow;
  const cards = new Map<string, string>();

  beforeAll(async () => {
    const world = await startWorld();
    const hero = await createCharacter({
      name: "Ana Reyes",
      system: { details: { level: 5 }, abilities: { dex: { value: 14 }, int: { value: 14 } }, attributes: { hp: { value: 12, max: 30 } } },
      items: ITEMS,
    });
    await world.settle();
    sheet = await renderSheet(world, hero, { click: [AUGMENTS_TAB] });

    const item = (name: string) => hero.items.find((i) => i.name === name)!;
    const uses: Array<[string, string, Record<string, unknown>, number[]]> = [
      ["attack", "Wrist Cannon", { roll: { fastForward: true } }, [14, 5]],
      ["environmental", "Sealed Filter Leg", { dc: 15, destructiveContact: true }, [6, 17]],
      ["mobility", "Leg Thrusters", { hover: false }, []],
    ];
    for (const [kind, name, options, dice] of uses) {
      const before = world.chat.length;
      world.dice.queue(dice);
      await user(hero).useAugment(item(name), options);
      await world.settle();
      cards.set(kind, await postedSince(world, before));
    }
    // Healing: a rested medkit (uses back) heals its owner.
    await item("Subdermal Medkit").update({ "system.uses.spent": 0 } as Item.UpdateData);
    const before = world.chat.length;
    world.dice.queue([13, 4]);
    await user(hero).useAugment(item("Subdermal Medkit"), { dc: 12 });
    await world.settle();
    cards.set("healing", await postedSince(world, before));
  });

  it("shows the Use buttons and why the disabled ones are disabled", () => {
    expect(sheet.html).toContain("Subdermal Medkit has no uses left");
    expect(sheet.html).toContain("No uses left: long rest");
    expect(sheet.html).toContain("Damaged: repair it first");
    expect(sheet.html).toContain("Passive");
    for (const kind of ["attack", "healing", "environmental", "mobility"]) expect(cards.get(kind)).toContain(`chat-card--augment-${kind}`);
    expect(cards.get("attack")).toContain("chat-card--damage");
  });

  for (const theme of THEMES) {
    it(`body map with Use buttons, ${theme} theme: fits, readable`, async () => {
      const shot = await browser().screenshotHtml("augment-use-body-map", sheet.html, { width: sheet.width, height: sheet.height, theme, layout: BODY_MAP });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
    for (const kind of ["attack", "healing", "environmental", "mobility"]) {
      it(`${kind} use card, ${theme} theme: fits the sidebar, readable`, async () => {
        const shot = await browser().screenshotHtml(`augment-use-${kind}`, cards.get(kind)!, { ...SIDEBAR, theme, layout: CARDS });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  it("the checks catch an unreadable disabled reason", async () => {
    const css = ".augmented .augment-use-reason { color: #777 !important; }";
    const shot = await browser().screenshotHtml("broken", sheet.html, { width: sheet.width, height: sheet.height, theme: "light", layout: BODY_MAP, extraCss: css, screenshot: false });
    expect(shot.problems.some((p) => /contrast/i.test(p)), shot.problems.join("\n")).toBe(true);
  });
});
