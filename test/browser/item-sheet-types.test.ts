/**
 * Issue 28 item 4, the item sheets not covered by item-sheet.test.ts: feature, tool, consumable, species,
 * chassis, automail limb, port and upgrade, each in play mode (text only: no input but the quantity a player changes in
 * play) and Edit mode (the fields, labelled from the data model's schema), the Use/Attack button in the header of
 * an owned item, and GM defaults marked by one small icon with a tooltip (never a line under every value).
 * Dark and light, at the sheet's own width and at 480 and 360 px, with every layout check.
 * Screenshots: test-results/screenshots/item-type-<view>[-480|-360]-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const EDIT = '[data-action="toggleMode"]';
const LAYOUT: LayoutOptions = { contrast: [{ selector: "*", min: 4.5 }] };
const TALL = 900;

interface View {
  name: string;
  item: string;
  /** Owned by the hero (else a world item, as in the Items sidebar). */
  owned: boolean;
  as: "gm" | "player";
  edit?: boolean;
}

const VIEWS: View[] = [];
for (const [name, item, owned] of [
  ["feature", "Overclocked Reflexes", true],
  ["tool", "Tinker's Tools", true],
  ["consumable", "Coolant Flask", true],
  ["species", "Gearforged (homebrew)", false],
  ["chassis", "Titan Chassis", false],
  ["limb", "Piston Arm", true],
  ["port", "Shoulder Port", true],
  ["upgrade", "Claw Arm Laser", true],
] as const) {
  const as = owned ? "player" : "gm";
  VIEWS.push({ name, item, owned, as }, { name: `${name}-edit`, item, owned, as, edit: true });
}

/** Every form control's name, in document order. */
function controlNames(html: string): string[] {
  return [...html.matchAll(/<(?:input|select|textarea)[^>]* name="([^"]+)"/g)].map((m) => m[1]!);
}

describe("item sheets of every other type in Chromium (issue 28)", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const worldItems = new Map<string, Item.Implementation>();
    let hero: Actor.Implementation | null = null;
    await world.as(world.gm, async () => {
      // cast (sources below): partial sources, as Item.create and createEmbeddedDocuments take them.
      const species = await Item.create({
        name: "Gearforged (homebrew)", type: "species",
        system: { abilities: { con: 1 }, abilityChoice: { count: 2, amount: 1 }, size: null, movement: { walk: 30 }, creatureTypes: ["construct", "humanoid"], languages: { fixed: [], choices: 1 }, fromSeed: { walk: false, languages: false } },
      } as unknown as Item.CreateData);
      const chassis = await Item.create({ name: "Titan Chassis", type: "chassis", system: { key: "", size: "large", walk: 25, languages: { fixed: ["common", "dwarvish"], choices: 1 }, fromSeed: { size: true, walk: false, languages: false } } } as unknown as Item.CreateData);
      worldItems.set("Gearforged (homebrew)", species!);
      worldItems.set("Titan Chassis", chassis!);
      hero = await createCharacter({
        name: "Ana Reyes",
        ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
        system: { details: { level: 5 }, abilities: { dex: { value: 14 }, int: { value: 16 }, con: { value: 14 } } },
        items: [
          { name: "Overclocked Reflexes", type: "feature", system: { source: "Cyborg", saveAbility: "int", uses: { max: "@prof", recovery: ["lr"] } } },
          { name: "Tinker's Tools", type: "tool", system: { ability: "int", proficiency: 1, bonus: 1, weight: 10, price: 50 } },
          { name: "Coolant Flask", type: "consumable", system: { kind: "potion", formula: "2d4 + 2", ingested: false, quantity: 3, weight: 0.5, uses: { max: "1" } } },
          { name: "Shoulder Port", type: "port", system: { kind: "natural", site: "leftArm", installedAt: 0 } },
          { name: "Claw Arm Laser", type: "upgrade", system: { key: "clawArmLaser", minLevel: 5, prerequisite: "clawArm", activation: "action", uses: { max: "@abilities.con.mod", recovery: ["lr"] } } },
        ] as unknown as Item.CreateData[],
      });
      const port = hero.items.getName("Shoulder Port")!;
      await hero.createEmbeddedDocuments("Item", [{
        name: "Piston Arm", type: "automail",
        system: { generation: "modern", kind: "weaponTool", limb: "arm", location: { mode: "port", portId: port.id, site: null, since: 0 }, adds: { weapon: { formula: "1d8", damageType: "bludgeoning", bonus: 1 }, tool: "Smith's tools", summary: "A hydraulic fist." }, flaws: "Hisses when it rains." },
      } as unknown as Item.CreateData]);
    });
    await world.settle();
    for (const view of VIEWS) {
      const item = view.owned ? hero!.items.getName(view.item)! : worldItems.get(view.item)!;
      const client = view.as === "gm" ? world.gm : world.player;
      const win = await world.as(client, () => renderSheet(world, item, { click: view.edit ? [EDIT] : [] }));
      windows.set(view.name, { ...win, height: TALL });
    }
  });

  const html = (name: string) => windows.get(name)!.html;

  it("play mode is text: no control but the quantity a player changes in play", () => {
    const allowed: Record<string, string[]> = { tool: ["name", "system.quantity"], consumable: ["name", "system.quantity"] };
    for (const view of VIEWS.filter((v) => !v.edit)) expect(controlNames(html(view.name)), view.name).toEqual(allowed[view.name] ?? ["name"]);
  });

  it("edit mode has the fields, labelled from the model's schema (LOCALIZATION_PREFIXES)", () => {
    expect(controlNames(html("tool-edit"))).toEqual(expect.arrayContaining(["system.ability", "system.proficiency", "system.bonus", "system.price"]));
    expect(html("tool-edit")).toMatch(/<span>Price \(gp\)<\/span>\s*<input type="number" name="system.price"/);
    expect(controlNames(html("consumable-edit"))).toEqual(expect.arrayContaining(["system.kind", "system.formula", "system.ingested"]));
    expect(controlNames(html("species-edit"))).toEqual(expect.arrayContaining(["system.abilities.con", "system.movement.walk", "system.languages.fixed"]));
    expect(html("species-edit")).toContain("Increase per choice");
    expect(controlNames(html("chassis-edit"))).toEqual(expect.arrayContaining(["system.size", "system.walk", "system.languages.fixed"]));
    expect(controlNames(html("limb-edit"))).toEqual(expect.arrayContaining(["system.generation", "system.adds.weapon.formula", "system.adds.summary"]));
    expect(html("limb-edit")).toContain("Integrated weapon damage");
    expect(controlNames(html("port-edit"))).toEqual(expect.arrayContaining(["system.kind", "system.placement"]));
    // The prerequisite is picked by name, never typed as a stored key.
    expect(html("upgrade-edit")).toMatch(/<select name="system.prerequisite">[\s\S]*<option value="clawArm" selected="">Claw Arm<\/option>/);
    expect(html("upgrade-edit")).not.toMatch(/<input[^>]*name="system.prerequisite"/);
    // No schema label left unlocalized anywhere.
    for (const view of VIEWS) expect(html(view.name), view.name).not.toMatch(/AUGMENTED\.|FIELDS/);
  });

  it("play mode says it in words: no raw key, formula or placeholder read as a value", () => {
    expect(html("tool")).toMatch(/<dt>Proficiency<\/dt><dd>Proficient<\/dd>/);
    expect(html("consumable")).toMatch(/data-derived="consumable-formula">2d4 \+ 2</);
    expect(html("species")).toMatch(/data-derived="species-increases">CON \+1</);
    expect(html("species")).toMatch(/data-derived="species-choice">2 of your choice, \+1 each \(from: any ability\)</);
    expect(html("chassis")).toMatch(/data-derived="chassis-size">Large /);
    expect(html("limb")).toMatch(/data-derived="limb-where">On Shoulder Port</);
    // Str 10 (+0) + PB 3 + the weapon's own +1; the damage is the dice alone, as the limb's damage card rolls them.
    expect(html("limb")).toMatch(/data-derived="limb-to-hit">\+4</);
    expect(html("limb")).toMatch(/data-derived="limb-damage">1d8</);
    expect(html("port")).toMatch(/data-derived="port-holds">Piston Arm</);
    for (const view of VIEWS) {
      // Edit mode shows a formula in its own field (the uses maximum "@prof"); play mode never.
      expect(html(view.name), view.name).not.toMatch(view.edit ? /placeholder=/ : /placeholder=|@prof|@abilities|leftArm|weaponTool/);
    }
    expect(html("feature")).toMatch(/data-derived="uses-source">3 \(PB\)</);
  });

  it("GM defaults: one small icon with a tooltip per value, none on a value the rules give, no line under each", () => {
    const marks = (name: string) => (html(name).match(/data-gm-default/g) ?? []).length;
    // The chassis: size from the rules, walk and languages the GM's.
    expect(marks("chassis")).toBe(2);
    expect(marks("chassis-edit")).toBe(2);
    expect(html("chassis")).toMatch(/data-derived="chassis-size">Large <\/dd>/);
    expect(marks("species")).toBe(2);
    for (const name of ["chassis", "species"]) {
      expect(html(name)).toContain('data-tooltip="GM default (the rules give none)"');
      expect(html(name)).not.toContain("From the rules");
      expect(html(name)).not.toContain("gearforged-source");
    }
  });

  it("an owned item's header has its Use or Attack button; a world item's has none", () => {
    const button = (name: string) => /data-action="useItem" data-use-kind="(\w+)"/.exec(html(name))?.[1] ?? null;
    expect(button("tool")).toBe("use");
    expect(button("consumable")).toBe("use");
    expect(button("limb")).toBe("attack");
    expect(button("upgrade")).toBe("use");
    expect(button("feature")).toBeNull();
    expect(button("port")).toBeNull();
    expect(button("species")).toBeNull();
    expect(button("chassis")).toBeNull();
  });

  for (const { name } of VIEWS) {
    for (const theme of THEMES) {
      for (const width of [0, 480, 360]) {
        const label = width ? `${name} at ${width} px` : name;
        it(`${label}, ${theme} theme: fits, nothing clipped, overlapping or wrapped alone, readable`, async () => {
          const sheet = windows.get(name)!;
          const file = `item-type-${name}${width ? `-${width}` : ""}`;
          const shot = await browser().screenshotHtml(file, sheet.html, { width: width || sheet.width, height: sheet.height, theme, layout: { ...LAYOUT, siblings: true } });
          expect(shot.missing).toEqual([]);
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }
});
