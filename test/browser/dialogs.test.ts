/**
 * Every dialog of the system as the person asked sees it (issue 16, "never photographed"): the real dialog
 * functions (src/applications/dialogs/) with their real templates open a DialogV2 in the stand-in, the window is
 * photographed in Chromium with the system CSS in both themes, then answered with Cancel (or closed) so nothing
 * waits. Arguments are the ones the workflows pass (their lang keys), for a level 5 cyborg.
 *
 * Size: 400 px wide with its height following the content (DialogV2's default position is width 400, height
 * "auto"; an assumption of the stand-in, which gives dialogs no position: see README.md here).
 * Screenshots: test-results/screenshots/dialog-<name>-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { askAugmentDcsHere, askLastingEffectHere } from "../../src/applications/dialogs/augment-dc";
import { askCompromisedHere, askDcPairHere, askSection, askTextHere } from "../../src/applications/dialogs/augment-install-dialogs";
import { askSaveDc } from "../../src/applications/dialogs/augment-save-dc";
import { askAugmentUseCheckHere } from "../../src/applications/dialogs/augment-use-check";
import { askFlightMode } from "../../src/applications/dialogs/augment-use-flight";
import { askWorker } from "../../src/applications/dialogs/augment-worker";
import { askAcclimationAbility } from "../../src/applications/dialogs/automail-acclimation";
import { askAutomailChoice } from "../../src/applications/dialogs/automail-choose";
import { confirmCost } from "../../src/applications/dialogs/cost-dialog";
import { askGearforgedChoice, askGearforgedNumber } from "../../src/applications/dialogs/gearforged-choice";
import { askConfirm } from "../../src/applications/dialogs/form-dialog";
import { askHitDice } from "../../src/applications/dialogs/hit-dice-dialog";
import { d20RollConfig } from "../../src/applications/dialogs/roll-dialog";
import { localize } from "../../src/utils/notify";
import { askSpeciesChoices } from "../../src/workflows/species/apply";
import type { World } from "../foundry";
import { THEMES, type LayoutOptions } from "./harness";
import { displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";

/** DialogV2's default width; the page is tall enough for the longest dialog. */
const DIALOG = { width: 400, height: 640, autoHeight: true };

const L = localize;

/** Each dialog: its screenshot name, how a workflow opens it, and how many footer buttons it shows. */
const DIALOGS: { name: string; buttons: number; open: () => Promise<unknown> }[] = [
  // The d20 roll dialog with a situation toggle and an automail limb (AM-WATER-1, AM-ACC-1).
  {
    name: "roll",
    buttons: 3,
    open: () =>
      d20RollConfig("Athletics check", "1d20 + 3 + 3", {
        toggles: [{ id: "water", label: L("AUGMENTED.Automail.Roll.InWater") }],
        limbs: [{ id: "a1", label: "Steel Arm (Right arm)" }],
      }),
  },
  { name: "hit-dice", buttons: 2, open: () => askHitDice("Ana Reyes", "d8", 3) },
  // Costs: the player pays (the GM may waive), and a purse that falls short.
  { name: "cost", buttons: 3, open: () => confirmCost({ name: "Ana Reyes", cost: 250, reason: L("AUGMENTED.AugmentWork.Repair.Reason", { name: "Wrist Cannon" }), shortBy: 0, canPay: true, canWaive: true }) },
  { name: "cost-short", buttons: 2, open: () => confirmCost({ name: "Ana Reyes", cost: 1000, reason: L("AUGMENTED.AugmentWork.Upgrade.Reason", { name: "Wrist Cannon" }), shortBy: 340, canPay: false, canWaive: true }) },
  // The GM's DCs: an install's two checks (CY-INS-2), a repair's check with the ruling on its tool (CY-REP-1).
  {
    name: "install-dcs",
    buttons: 2,
    open: () =>
      askDcPairHere(
        L("AUGMENTED.AugmentInstall.InstallTitle", { name: "Wrist Cannon" }),
        L("AUGMENTED.AugmentInstall.InstallDcPrompt", { name: "Wrist Cannon", section: L("AUGMENTED.Augment.Section.rightArm") }),
        [12, 15],
      ),
  },
  {
    name: "repair-dc",
    buttons: 2,
    open: () =>
      askAugmentDcsHere({
        title: L("AUGMENTED.AugmentWork.Repair.Title", { name: "Wrist Cannon" }),
        prompt: L("AUGMENTED.AugmentWork.Repair.Prompt", { name: "Wrist Cannon", cost: 250 }),
        checks: [{ name: "dc", label: L("AUGMENTED.AugmentWork.Repair.Check"), value: 12 }],
        tool: { name: "Tinker's Tools", carried: false },
      }),
  },
  {
    name: "use-check",
    buttons: 2,
    open: () =>
      askAugmentUseCheckHere({
        title: L("AUGMENTED.AugmentUse.Environmental.Title", { name: "Sealed Filter Leg" }),
        prompt: L("AUGMENTED.AugmentUse.Environmental.Prompt", { name: "Sealed Filter Leg" }),
        check: L("AUGMENTED.AugmentUse.Environmental.Check", { bonus: 3 }),
        dc: 12,
        askContact: true,
      }),
  },
  { name: "flight", buttons: 3, open: () => askFlightMode({ name: "Jet Boots", speed: 30 }) },
  { name: "lasting-effect", buttons: 2, open: () => askLastingEffectHere({ name: "Wrist Cannon", natural: 20 }) },
  {
    name: "flaw",
    buttons: 2,
    open: () =>
      askTextHere({
        title: L("AUGMENTED.AugmentInstall.FlawTitle", { name: "Wrist Cannon" }),
        prompt: L("AUGMENTED.AugmentInstall.FlawPrompt", { name: "Wrist Cannon", quality: L("AUGMENTED.Augment.Quality.minorFlaw") }),
        label: L("AUGMENTED.Augment.Flaw"),
      }),
  },
  { name: "compromised", buttons: 2, open: () => askCompromisedHere("Wrist Cannon") },
  // The section picker for an augment dropped outside the body map (CY-INS-1), and the save DC choice (CY-DC-1).
  {
    name: "section",
    buttons: 2,
    open: () => askSection("Grapple Line", ["leftArm", "rightArm"]),
  },
  {
    name: "save-dc",
    buttons: 2,
    open: () =>
      askSaveDc("Sonic Lance", [
        { id: "f1", label: "Spellcasting (Wizard)", dc: 14 },
        { id: "f2", label: "Ki (Monk)", dc: 13 },
      ]),
  },
  // Who does the work (CY-WHO-1).
  {
    name: "worker",
    buttons: 2,
    open: () =>
      askWorker(
        L("AUGMENTED.AugmentInstall.InstallTitle", { name: "Wrist Cannon" }),
        L("AUGMENTED.Worker.InstallPrompt", { name: "Wrist Cannon" }),
        [
          { uuid: "Actor.a", name: "Ana Reyes" },
          { uuid: "Actor.b", name: "Doc Hollis" },
        ],
        "Actor.a",
      ),
  },
  // Automail: the acclimation roll's ability (AM-ACC-1) and the port or site picker.
  { name: "automail-acclimation", buttons: 3, open: () => askAcclimationAbility({ name: "Steel Arm", dc: 15, advantage: true, disadvantage: true }) },
  {
    name: "automail-choose",
    buttons: 2,
    open: () =>
      askAutomailChoice({
        title: L("AUGMENTED.Automail.Attach.ChooseTitle", { name: "Steel Arm" }),
        prompt: L("AUGMENTED.Automail.Sheet.ChoosePort", { name: "Steel Arm" }),
        label: L("AUGMENTED.Automail.PortKind.label"),
        options: [
          { id: "p1", label: "Arm port (Right arm)" },
          { id: "p2", label: "Arm port (Left arm)" },
        ],
      }),
  },
  // A species with choices dropped on a character (CY-SP-1): two ability increases and a language.
  {
    name: "species-choices",
    buttons: 2,
    open: async () => {
      const source = { name: "Gearforged", type: "species", system: { abilityChoice: { count: 2 }, languages: { fixed: ["common"], choices: 1 } } };
      // cast: Item.create takes the source shape; the species model's definition is read back as the workflow does.
      const item = (await Item.create(source as Item.CreateData)) as unknown as { name: string; system: { definition: Parameters<typeof askSpeciesChoices>[1] } };
      return askSpeciesChoices(item.name, item.system.definition, ["common"]);
    },
  },
  // Gearforged: an upgrade's choice, a confirmation, a number.
  {
    name: "gearforged-choice",
    buttons: 2,
    open: () =>
      askGearforgedChoice({
        title: L("AUGMENTED.Gearforged.Upgrade.ChoiceTitle", { name: "Memory Tape" }),
        label: L("AUGMENTED.Upgrade.Ability"),
        options: [
          { value: "int", label: L("AUGMENTED.Ability.int.long") },
          { value: "wis", label: L("AUGMENTED.Ability.wis.long") },
          { value: "cha", label: L("AUGMENTED.Ability.cha.long") },
        ],
      }),
  },
  { name: "gearforged-confirm", buttons: 2, open: () => askConfirm("Remove Climbing Claws", "Remove Climbing Claws from Cog Ironsong? The upgrade goes back to the inventory.", "Remove") },
  { name: "gearforged-number", buttons: 2, open: () => askGearforgedNumber("Restore Cog Ironsong", "Repair cost (gp)", 500) },
];

const LAYOUT: LayoutOptions = {};

describe("dialogs in Chromium", () => {
  const browser = useBrowser();
  const windows = new Map<string, string>();
  let world: World;

  beforeAll(async () => {
    world = await startWorld();
    for (const { name, open } of DIALOGS) {
      const answered = open();
      await world.settle();
      const [dialog] = world.dialogs.open;
      if (!dialog) throw new Error(`dialog ${name} did not open`);
      windows.set(name, displayHtml(dialog.element));
      // Dismiss it (no button: closing is a cancel for every dialog), so the next one is the only one open.
      await dialog.close();
      await world.settle();
      await answered;
      expect(world.dialogs.open).toEqual([]);
    }
  });

  it("are the real dialogs: a window with the system's content and its buttons", () => {
    for (const { name, buttons } of DIALOGS) {
      const html = windows.get(name)!;
      expect(html, name).toMatch(/^<dialog [^>]*class="application dialog"/);
      expect(html.match(/<footer class="form-footer">[\s\S]*<\/footer>/)?.[0].match(/<button /g), name).toHaveLength(buttons);
      // Every field has a label naming it (WCAG; issue 16 "labels on every input").
      for (const id of html.matchAll(/<(?:input|select|textarea) id="([^"]+)"/g)) expect(html, `${name}: label for ${id[1]}`).toContain(`for="${id[1]}"`);
    }
    expect(windows.get("cost-short")).toContain("short by 340 gp");
  });

  for (const { name } of DIALOGS) {
    for (const theme of THEMES) {
      it(`dialog ${name}, ${theme} theme: fits, nothing clipped or wrapped alone, readable`, async () => {
        const shot = await browser().screenshotHtml(`dialog-${name}`, windows.get(name)!, { ...DIALOG, theme, layout: LAYOUT });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
      // Issue 28: usable at 360 px (a dialog squeezed on a small screen), no sibling on top of another.
      it(`dialog ${name} at 360 px, ${theme} theme: nothing overflows or overlaps`, async () => {
        const shot = await browser().screenshotHtml(`dialog-${name}-360`, windows.get(name)!, { ...DIALOG, width: 360, theme, layout: { ...LAYOUT, siblings: true } });
        expect(shot.problems).toEqual([]);
      });
    }
  }

  it("the checks catch a field without a label", async () => {
    const html = windows.get("hit-dice")!.replace('for="augmented-hit-dice-count"', "");
    const shot = await browser().screenshotHtml("broken", html, { ...DIALOG, theme: "dark", layout: LAYOUT, screenshot: false });
    expect(shot.problems.some((p) => /input\[name=count\] has no label/.test(p)), shot.problems.join("\n")).toBe(true);
  });

  it("the checks catch a dialog button wrapped alone onto a line", async () => {
    const css = ".form-footer { flex-wrap: wrap; } .form-footer > button:last-child { flex-basis: 100%; }";
    const shot = await browser().screenshotHtml("broken", windows.get("cost")!, { ...DIALOG, theme: "dark", layout: LAYOUT, extraCss: css, screenshot: false });
    expect(shot.problems.some((p) => /data-action=cancel.* wraps alone onto a line/.test(p)), shot.problems.join("\n")).toBe(true);
  });
});
