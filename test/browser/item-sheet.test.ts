/**
 * Item sheets as their users see them (issue 16): they open in play mode (every field reads as text, the name
 * too; an empty description says so), and an augment's state (section, integrity, uses spent) is text for a
 * player in either mode, changed only by the workflows; the GM's Edit mode adds the marked override. An attack-roll
 * augment shows no save DC (neither in its numbers nor as a design field); a save attack shows its DC.
 * The real sheets in Chromium with the system CSS, dark and light, with every layout check.
 * Also at 480 and 360 px wide (issue 28). Screenshots: test-results/screenshots/item-sheet-<view>[-480|-360]-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { augmentSource } from "../integration/augments/helpers";
import { createCharacter } from "../integration/helpers";
import { THEMES, type LayoutOptions } from "./harness";
import { renderSheet, startWorld, type RenderedWindow } from "./standin";
import { useBrowser } from "./use-browser";

const EDIT = '[data-action="toggleMode"]';
/** Tall enough for the whole augment part (design, state, history, description) in one picture. */
const TALL = 1100;
const LAYOUT: LayoutOptions = { contrast: [{ selector: "*", min: 4.5 }] };
const DESIGN = { deployment: "Slides out of the forearm; hidden under a skin flap", limits: "Needs a free hand; 5 ft reach", repairTool: "tinker" };

/** Each view: the item, who looks, what they click, and how tall the picture is. */
interface View {
  name: string;
  item: string;
  as: "gm" | "player";
  click?: string[];
  tall?: boolean;
}

const VIEWS: View[] = [
  { name: "item-sheet-weapon", item: "Rivet Gun", as: "player" },
  { name: "item-sheet-weapon-edit", item: "Rivet Gun", as: "player", click: [EDIT] },
  // Armor: play mode reads as text, edit mode has the fields (issue 28).
  { name: "item-sheet-equipment", item: "Plated Vest", as: "player" },
  { name: "item-sheet-equipment-edit", item: "Plated Vest", as: "player", click: [EDIT] },
  // A player's damaged attack-roll augment: to-hit and damage, no save DC; state as text; Repair offered.
  { name: "item-sheet-augment", item: "Wrist Cannon", as: "player", tall: true },
  // The same in the player's Edit mode: the design is editable, the state still is not.
  { name: "item-sheet-augment-edit", item: "Wrist Cannon", as: "player", click: [EDIT], tall: true },
  // The GM's Edit mode: the state override, marked as such.
  { name: "item-sheet-augment-gm", item: "Wrist Cannon", as: "gm", click: [EDIT], tall: true },
  // A save attack: its DC and the target's save, and where the DC comes from.
  { name: "item-sheet-augment-save", item: "Sonic Lance", as: "player", tall: true },
  { name: "item-sheet-augment-save-edit", item: "Sonic Lance", as: "player", click: [EDIT], tall: true },
];

describe("item sheets in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, RenderedWindow>();

  beforeAll(async () => {
    const world = await startWorld();
    const hero = await createCharacter({
      name: "Ana Reyes",
      ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
      system: { details: { level: 5 }, abilities: { dex: { value: 14 }, int: { value: 16 } } },
      items: [
        { name: "Rivet Gun", type: "weapon" },
        { name: "Plated Vest", type: "equipment", system: { armor: { kind: "medium", value: 14, dexCap: 2 }, weight: 20 } },
        augmentSource("Wrist Cannon", { ...DESIGN, functionTag: "wrist-firearm", installedSection: "rightArm", integrity: "damaged", uses: { spent: 1 } }),
        augmentSource("Sonic Lance", { ...DESIGN, installedSection: "leftArm", attackSave: "con", damageType: "thunder" }),
      ],
    });
    await world.settle();
    for (const view of VIEWS) {
      const item = hero.items.getName(view.item)!;
      const client = view.as === "gm" ? world.gm : world.player;
      const win = await world.as(client, () => renderSheet(world, item, { click: view.click ?? [] }));
      windows.set(view.name, view.tall ? { ...win, height: TALL } : win);
    }
  });

  it("open in play mode: the name and every field read as text; an empty description says so", () => {
    const weapon = windows.get("item-sheet-weapon")!.html;
    expect(weapon).toMatch(/<input class="item-name"[^>]*disabled/);
    expect(weapon).toContain('data-derived="description-empty"');
    expect(weapon).toMatch(/data-mode="play"/);
    expect(windows.get("item-sheet-weapon-edit")!.html).not.toMatch(/<input class="item-name"[^>]*disabled/);
  });

  it("issue 28: one pattern: play mode shows text (only quantity and equipped are controls), edit mode the fields", () => {
    for (const name of ["item-sheet-weapon", "item-sheet-equipment"]) {
      const html = windows.get(name)!.html;
      const fields = [...html.matchAll(/<(?:input|select|textarea)[^>]* name="([^"]+)"/g)].map((m) => m[1]);
      expect(fields, name).toEqual(["name", "system.quantity", "system.equipped"]);
      expect(html, name).not.toContain('placeholder="1d8"');
    }
    expect(windows.get("item-sheet-equipment")!.html).toMatch(/data-derived="armor-value">14</);
    expect(windows.get("item-sheet-equipment-edit")!.html).toContain('name="system.armor.value"');
    expect(windows.get("item-sheet-weapon-edit")!.html).toContain('name="system.damage.formula"');
  });

  it("issue 28: an augment's design reads as text in play mode (no disabled inputs); Edit mode has the fields", () => {
    for (const name of ["item-sheet-augment", "item-sheet-augment-save"]) {
      const html = windows.get(name)!.html;
      expect(html, name).not.toMatch(/<(?:input|select|textarea)[^>]* name="system\./);
      expect(html, name).toContain('data-derived="augment-design-values"');
      expect(html, name).toMatch(/data-derived="augment-deployment">.*Slides out of the forearm/s);
    }
    expect(windows.get("item-sheet-augment-edit")!.html).toContain('name="system.deployment"');
    // The compendium's function tag reads by its label, never as the stored slug.
    const play = windows.get("item-sheet-augment")!.html;
    expect(play).toMatch(/data-derived="function-tag">Wrist firearm</);
    expect(play).not.toContain("wrist-firearm");
  });

  it("issue 28: the header's Use or Attack button: a weapon attacks, an attack augment attacks (disabled with the reason while damaged)", () => {
    const button = (name: string) => /<button[^>]*data-action="useItem"[^>]*>/.exec(windows.get(name)!.html)?.[0] ?? "";
    expect(button("item-sheet-weapon")).toContain('data-use-kind="attack"');
    expect(button("item-sheet-weapon")).not.toContain("disabled");
    // The Wrist Cannon is damaged: its primary function does not work until repaired (the body map says the same).
    expect(button("item-sheet-augment")).toContain('data-use-kind="attack"');
    expect(button("item-sheet-augment")).toMatch(/disabled/);
    expect(button("item-sheet-augment")).toContain("damaged");
    expect(button("item-sheet-augment-save")).toContain('data-use-kind="attack"');
    expect(button("item-sheet-augment-save")).not.toMatch(/\bdisabled\b/);
  });

  it("an augment's state is text for the player in both modes; the GM's Edit mode overrides it", () => {
    for (const name of ["item-sheet-augment", "item-sheet-augment-edit"]) {
      const html = windows.get(name)!.html;
      expect(html, name).toContain('data-derived="augment-state"');
      for (const field of ["system.integrity", "system.installedSection", "system.uses.spent"]) expect(html, `${name}: ${field}`).not.toContain(`name="${field}"`);
    }
    const gm = windows.get("item-sheet-augment-gm")!.html;
    expect(gm).toContain('data-derived="state-override"');
    for (const field of ["system.integrity", "system.installedSection", "system.uses.spent"]) expect(gm).toContain(`name="${field}"`);
  });

  it("an attack-roll augment shows no save DC; a save attack shows its DC and its source", () => {
    for (const name of ["item-sheet-augment", "item-sheet-augment-edit"]) {
      const html = windows.get(name)!.html;
      expect(html, name).not.toContain('data-derived="save-dc"');
      expect(html, name).not.toContain('name="system.saveDcFeatureId"');
    }
    const save = windows.get("item-sheet-augment-save")!.html;
    expect(save).toContain('data-derived="save-dc"');
    // Issue 28: labelled by its mechanic, its DC stated once: "Save DC 13 / Constitution save", never "To hit 13".
    const summary = save.slice(save.indexOf('data-derived="augment-summary"'), save.indexOf("</div>\n  </div>", save.indexOf('data-derived="augment-summary"')));
    expect(summary).not.toContain("To hit");
    expect(summary).toMatch(/Save DC<\/span>\s*<span class="item-stat-value" data-derived="save-dc"[^>]*>13<\/span>\s*<span class="item-stat-note">Constitution save</);
    expect(save.match(/data-derived="save-dc"/g)).toHaveLength(1);
    // Where the DC comes from is a design field: Edit mode's select; play mode has no control for it.
    expect(save).not.toContain('name="system.saveDcFeatureId"');
    expect(windows.get("item-sheet-augment-save-edit")!.html).toContain('name="system.saveDcFeatureId"');
  });

  for (const { name } of VIEWS) {
    for (const theme of THEMES) {
      it(`${name}, ${theme} theme: fits its window, nothing clipped or wrapped alone, readable`, async () => {
        const sheet = windows.get(name)!;
        const shot = await browser().screenshotHtml(name, sheet.html, { width: sheet.width, height: sheet.height, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
      // Issue 28: usable from 360 px wide (sheet-layout.css, responsive.css), no sibling on top of another.
      for (const width of [480, 360]) {
        it(`${name} at ${width} px, ${theme} theme: nothing overflows or overlaps`, async () => {
          const sheet = windows.get(name)!;
          const shot = await browser().screenshotHtml(`${name}-${width}`, sheet.html, { width, height: sheet.height, theme, layout: { ...LAYOUT, siblings: true } });
          expect(shot.problems).toEqual([]);
        });
      }
    }
  }
});
