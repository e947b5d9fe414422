/**
 * Gearforged items and cards on screen (issue 13): the chassis item sheet (a shipped default, GM-default marks;
 * and one with broken module data, flagged), the upgrade item sheet (Claw Arm Laser with its rule, uses and
 * requirements; Always Armed with its recorded weapons), and the cards the Gearforged workflows post: maintenance
 * lapse (GF-BODY-4), Claw Arm Laser (GF-UPG-11), Jet Pack (GF-UPG-9), an Always Armed swap (GF-UPG-2) and a
 * salvaged gear becoming readable (GF-MEM-1). Dark and light themes, with the layout and contrast checks.
 * Screenshots: test-results/screenshots/gearforged-{sheet-*,card-*}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cardKind, cardText } from "../integration/cards";
import { createCharacter } from "../integration/helpers";
import { chatLogHtml, type LayoutOptions, THEMES } from "./harness";
import { displayHtml, renderSheet, type RenderedWindow, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

type World = Awaited<ReturnType<typeof startWorld>>;

const SIDEBAR = { width: 300, height: 460 };
const CARD_LAYOUT: LayoutOptions = { contrast: [{ selector: "*", min: 4.5 }] };
const sheetLayout = (...selectors: string[]): LayoutOptions => ({ contrast: ["*", ...selectors].map((selector) => ({ selector, min: 4.5 })) });
const SHEET_LAYOUTS: Record<string, LayoutOptions> = {
  "sheet-chassis": sheetLayout(".aug-gm-default"),
  "sheet-chassis-broken": sheetLayout(".gearforged-problem"),
  "sheet-laser": sheetLayout('[data-derived="requires"]'),
  "sheet-always-armed": sheetLayout(".gearforged-values dd"),
};

/** The system Actor's workflows these scenes call. */
interface Gearforged {
  useUpgrade(item: unknown): Promise<unknown>;
  swapIntegratedWeapon(side: string, weaponId: string | null, options: object): Promise<unknown>;
  installMemoryGear(options: object): Promise<unknown>;
}

const SPECIES = { name: "Gearforged (homebrew)", type: "species", flags: { augmented: { gearforgedVariant: "homebrew" } }, system: { size: null } };
const upgrade = (name: string, key: string, extra: Record<string, unknown> = {}) => ({ name, type: "upgrade", system: { key, ...extra } });

async function cardOf(world: World, kind: string, text: string): Promise<string> {
  await world.settle();
  // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
  const chat = [...world.chat] as Array<Parameters<typeof world.renderChatMessage>[0] & { content: string }>;
  const message = chat.reverse().find((m) => cardKind(m) === kind && cardText(m).includes(text));
  if (!message) throw new Error(`no ${kind} card with ${text}`);
  return chatLogHtml([displayHtml(await world.renderChatMessage(message))]);
}

describe("Gearforged item sheets and cards in Chromium", () => {
  const browser = useBrowser();
  const sheets = new Map<string, RenderedWindow>();
  const cards = new Map<string, string>();

  beforeAll(async () => {
    const world = await startWorld();
    await world.as(world.gm, async () => {
      // cast (items below): partial sources, as Item.create and createEmbeddedDocuments take them.
      const kobold = (await Item.create({ name: "Kobold Chassis", type: "chassis", system: { key: "kobold", size: "small", languages: { fixed: ["draconic"], choices: 0 } } } as unknown as Item.CreateData))!;
      sheets.set("sheet-chassis", await renderSheet(world, kobold));
      const broken = (await Item.create({ name: "Titan Chassis (module)", type: "chassis", system: { size: "colossal", walk: 25, languages: { fixed: ["common"], choices: 1 }, fromSeed: { walk: true } } } as unknown as Item.CreateData))!;
      sheets.set("sheet-chassis-broken", await renderSheet(world, broken));

      const hero = await createCharacter({ name: "Cog Ironsong", flags: { augmented: { cyborg: false } }, system: { details: { level: 5 }, abilities: { con: { value: 16 } }, attributes: { hp: { value: 30, max: 30 } }, currency: { gp: 2000 } } });
      const work = hero as unknown as Gearforged;
      for (const data of [
        SPECIES,
        { name: "Longsword", type: "weapon", system: { properties: ["versatile"], equipped: true } },
        { name: "Dagger", type: "weapon", system: { properties: ["light", "finesse"] } },
      ]) await hero.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]);
      const longsword = hero.items.getName("Longsword")!;
      for (const data of [
        upgrade("Always Armed", "alwaysArmed", { choice: { weaponId: longsword.id } }),
        upgrade("Jet Pack", "jetPack", { minLevel: 5, addsMovement: true, activation: "bonus", uses: { max: "1", recovery: ["lr"] } }),
      ]) await hero.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]);
      await world.settle();

      // GF-MEM-1: a salvaged gear, readable after a day and a week.
      await work.installMemoryGear({ salvaged: true, costConfirmed: true });
      // GF-UPG-2: a dagger into the off arm, with a short rest.
      await work.swapIntegratedWeapon("off", hero.items.getName("Dagger")!.id!, { hitDice: 0 });
      cards.set("card-always-armed", await cardOf(world, "gearforged-always-armed", "Dagger"));
      sheets.set("sheet-always-armed", await renderSheet(world, hero.items.getName("Always Armed")!));
      // GF-UPG-9: the jet pack for a minute.
      await work.useUpgrade(hero.items.getName("Jet Pack")!);
      cards.set("card-jet-pack", await cardOf(world, "gearforged-jet-pack", "fly speed"));
      // GF-BODY-4 and GF-MEM-1 on world time: a lapse past 24 hours, the gear readable after 8 days.
      await world.time.advance(24 * 3600 + 1);
      cards.set("card-maintenance", await cardOf(world, "maintenance", "exhaustion"));
      await world.time.advance(7 * 24 * 3600);
      cards.set("card-gear-readable", await cardOf(world, "memory-gear", "can be understood now"));

      // GF-UPG-11: the laser on a second gearforged (Claw Arm first).
      const laserHero = await createCharacter({ name: "Brass Wren", flags: { augmented: { cyborg: false } }, system: { details: { level: 11 }, abilities: { con: { value: 16 } } } });
      for (const data of [
        SPECIES,
        upgrade("Claw Arm", "clawArm"),
        upgrade("Claw Arm Laser", "clawArmLaser", { minLevel: 5, prerequisite: "clawArm", activation: "action", uses: { max: "@abilities.con.mod", recovery: ["lr"] } }),
      ]) await laserHero.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]);
      await world.settle();
      await (laserHero as unknown as Gearforged).useUpgrade(laserHero.items.getName("Claw Arm Laser")!);
      cards.set("card-laser", await cardOf(world, "laser", "DC"));
      sheets.set("sheet-laser", await renderSheet(world, laserHero.items.getName("Claw Arm Laser")!));
    });
  });

  it("shows what each view is about", () => {
    expect(sheets.get("sheet-chassis")!.html).toContain("GM default (the rules give none)");
    expect(sheets.get("sheet-chassis-broken")!.html).toContain("gearforged-problem");
    // Its requirements, and no rule ID (users cannot look one up).
    // Play mode reads as text (issue 28): the level, the prerequisite by name, the uses with their source.
    expect(sheets.get("sheet-laser")!.html).toMatch(/data-derived="min-level">5</);
    expect(sheets.get("sheet-laser")!.html).toContain("Requires Claw Arm");
    expect(sheets.get("sheet-laser")!.html).toMatch(/data-derived="uses-source">3 \(CON mod\)</);
    expect(sheets.get("sheet-laser")!.html).not.toMatch(/clawArm\b|@abilities|@prof/);
    expect(sheets.get("sheet-laser")!.html).not.toMatch(/\bGF-UPG/);
    expect(sheets.get("sheet-always-armed")!.html).toMatch(/Off-arm weapon<\/dt><dd>Dagger/);
    expect(cards.get("card-laser")).toContain("3d10");
  });

  for (const name of Object.keys(SHEET_LAYOUTS)) {
    for (const theme of THEMES) {
      it(`gearforged ${name}, ${theme} theme: fits its window, readable`, async () => {
        const sheet = sheets.get(name)!;
        const shot = await browser().screenshotHtml(`gearforged-${name}`, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: SHEET_LAYOUTS[name]! });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }

  for (const name of ["card-maintenance", "card-laser", "card-jet-pack", "card-always-armed", "card-gear-readable"]) {
    for (const theme of THEMES) {
      it(`gearforged ${name}, ${theme} theme: fits the sidebar, readable`, async () => {
        const shot = await browser().screenshotHtml(`gearforged-${name}`, cards.get(name)!, { ...SIDEBAR, theme, layout: CARD_LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
