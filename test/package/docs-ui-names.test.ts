// The GM guides name what the screen says: every *italic* name in README.md and docs/gm/*.md, and every setting
// and choice in README.md's settings table, is a label of the system or the module (lang, manifests, compendium
// documents) or a name of Foundry's or dnd5e's own screens listed below (test/package/ui-names.ts: the convention).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./manifest";
import { choiceLabels, guideFiles, isLabel, italicNames, labelSet, screenLabels, settingRows } from "./ui-names";

/** Foundry's own screens (its setup, sidebar and settings menus), which the system does not label. */
const FOUNDRY_NAMES = ["Game Systems", "Install System", "Add-on Modules", "Install Module", "Manage Modules", "Game Settings", "Configure Settings", "Actors", "Create Actor", "Compendium Packs", "Install"];
/** dnd5e's own labels the module's guide quotes: the AC calculation *Flat* (dnd5e lang/en.json `DND5E.ArmorClassFlat`). */
const DND5E_NAMES = ["Flat"];
/** Italics that are not screen names: spells, quoted as the rules quote them. */
const NOT_SCREEN_NAMES = ["mending", "wish", "spare the dying"];
/** A checkbox setting's two states, which Foundry shows as a box, not as labels. */
const CHECKBOX_STATES = ["On", "Off"];
/** Number settings: their Choices cell gives the range in words, and their default is a number. */
const NUMBER_SETTINGS = ["Automail damage threshold"];

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

describe("the quoted-name reader", () => {
  it("finds italic names (menu paths by step), not bold, code or a lone asterisk; the settings table's cells", () => {
    const text = "Press *Use* or *Start as a\ndesign*; **Cyborg** and `*code*`; 2 * 3 * 4; *A → B*.\n";
    expect(italicNames(text, "f.md")).toEqual([
      { where: "f.md:1", name: "Use" },
      { where: "f.md:1", name: "Start as a design" },
      { where: "f.md:2", name: "A" },
      { where: "f.md:2", name: "B" },
    ]);
    const table = "## Settings\n\n| Setting | Default | Choices |\n| --- | --- | --- |\n| Who picks | The GM | The GM, The owner (a card), At random |\n";
    expect(settingRows(table, "r.md")).toEqual([{ where: "r.md:5", setting: "Who picks", default: "The GM", choices: "The GM, The owner (a card), At random" }]);
    expect(choiceLabels("Half (level ÷ 2, rounded up), Full")).toEqual(["Half", "Full"]);
  });

  it("matches a label whole, ignoring case, spacing, an ellipsis and the label's trailing parenthetical, and nothing else", () => {
    const labels = labelSet(["Start as a design", "Restore…", "Automail damage threshold (fraction of max HP)"]);
    expect(["start as a  design", "Restore", "Automail damage threshold", "Automail damage threshold (fraction of max HP)"].filter((name) => isLabel(name, labels))).toHaveLength(4);
    expect(["Start design", "Check design", "a die", "Restore a", "damage threshold"].filter((name) => isLabel(name, labels))).toEqual([]);
  });
});

describe("the guides name what the screen says", () => {
  const labels = labelSet([...screenLabels(), ...FOUNDRY_NAMES, ...DND5E_NAMES, ...NOT_SCREEN_NAMES]);

  it.each(guideFiles())("%s: every italic name is on screen", (file) => {
    const names = italicNames(read(file), file);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter(({ name }) => !isLabel(name, labels)).map(({ where, name }) => `${where}: *${name}*`)).toEqual([]);
  });

  it("README.md's settings table: each setting's name, default and choices as the settings window labels them", () => {
    const rows = settingRows(read("README.md"), "README.md");
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const unknown: string[] = [];
    for (const row of rows) {
      if (!isLabel(row.setting, labels)) unknown.push(`${row.where}: setting "${row.setting}"`);
      // A number setting's choices are its range, in words: only a choice setting's labels are names.
      if (NUMBER_SETTINGS.includes(row.setting)) continue;
      for (const choice of [row.default, ...choiceLabels(row.choices)]) {
        if (!isLabel(choice, labels) && !CHECKBOX_STATES.includes(choice)) unknown.push(`${row.where}: choice "${choice}"`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
