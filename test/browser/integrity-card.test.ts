/**
 * The integrity card (issue 5) as the chat log shows it, in Chromium with the system CSS, dark and light: the
 * pending save (as the GM sees it, with the DC field), the pick (GM buttons, the hit location marked), a passed
 * save, and a failed one with the chosen augment damaged (GM Undo). Plus the sheet's note of a save due (off).
 * Screenshots: test-results/screenshots/integrity-card-{pending,pick,passed,failed}-{dark,light}.png and
 * integrity-due-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCharacter } from "../integration/helpers";
import { createAugment } from "../integration/augments/helpers";
import { chatLogHtml, THEMES } from "./harness";
import { displayHtml, renderSheet, startWorld } from "./standin";
import { useBrowser } from "./use-browser";
import type { World } from "../foundry";
import { updateActor } from "../integration/integrity/helpers";

const SIDEBAR = { width: 300, height: 460 };

type Message = Parameters<World["renderChatMessage"]>[0];

async function gmView(world: World, message: Message): Promise<string> {
  return world.as(world.gm, async () => chatLogHtml([displayHtml(await world.renderChatMessage(message))]));
}

async function click(world: World, message: Message, selector: string): Promise<void> {
  await world.as(world.gm, async () => {
    const html = await world.renderChatMessage(message);
    html.querySelector<HTMLElement>(selector)!.click();
  });
  await world.settle();
}

describe("integrity card in Chromium", () => {
  const browser = useBrowser();
  const views: Record<string, string> = {};
  let dueSheet = { html: "", width: 0, height: 0 };

  beforeAll(async () => {
    const world = await startWorld();
    const hero = await createCharacter({ name: "Ana Reyes", system: { attributes: { hp: { value: 60, max: 60 } } } });
    await createAugment(hero, "Dermal Plating", { sectionKind: "torso", purpose: "utility", installedSection: "torso", functionTag: "plating" });
    await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    await createAugment(hero, "Optic Array", { sectionKind: "head", purpose: "utility", installedSection: "head" });

    await hero.applyDamage([{ amount: 35, type: "slashing" }], { hitLocation: "torso" });
    await world.settle();
    // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
    const failing = world.chat.at(-1)! as Message;
    views.pending = await gmView(world, failing);
    world.dice.queue([4]);
    await click(world, failing, "[data-augmented-action=integrityRoll]");
    views.pick = await gmView(world, failing);
    await click(world, failing, ".chat-card__choice--hinted");
    views.failed = await gmView(world, failing);

    await updateActor(hero, { "system.attributes.hp.value": 60 });
    await hero.applyDamage([{ amount: 40, type: "fire" }]);
    await world.settle();
    // cast: as above.
    const passing = world.chat.at(-1)! as Message;
    world.dice.queue([20]);
    await click(world, passing, "[data-augmented-action=integrityRoll]");
    views.passed = await gmView(world, passing);

    await world.as(world.gm, () => game.settings!.set("augmented", "integritySave", "off"));
    await updateActor(hero, { "system.attributes.hp.value": 60 });
    await hero.applyDamage([{ amount: 33, type: "fire" }]);
    await world.settle();
    dueSheet = await renderSheet(world, hero, { click: ['[data-action="tab"][data-tab="augments"]'] });
  });

  for (const view of ["pending", "pick", "passed", "failed"]) {
    for (const theme of THEMES) {
      it(`integrity card ${view}, ${theme} theme: fits the sidebar, readable, buttons visible`, async () => {
        const html = views[view]!;
        const shot = await browser().screenshotHtml(`integrity-card-${view}`, html, {
          ...SIDEBAR,
          theme,
          layout: { groups: [{ selector: ".chat-card button", label: "card buttons" }] },
        });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
        expect(html).toContain("chat-card--integrity");
      });
    }
  }

  it("the views show what each step is about", () => {
    expect(views.pending).toContain('name="integrityDc"');
    expect(views.pick).toContain("chat-card__choice--hinted");
    expect(views.failed).toContain('data-status="damaged"');
    expect(views.failed).toContain("Dermal Plating");
    expect(views.passed).toContain('data-status="saved"');
  });

  for (const theme of THEMES) {
    it(`integrity save due on the Augments tab (setting off), ${theme} theme`, async () => {
      expect(dueSheet.html).toContain("integrity-due");
      const shot = await browser().screenshotHtml("integrity-due", dueSheet.html, {
        width: dueSheet.width,
        height: dueSheet.height,
        theme,
        layout: { contrast: [{ selector: ".integrity-due-text", min: 4.5 }, { selector: ".integrity-due-clear", min: 4.5 }] },
      });
      expect(shot.missing).toEqual([]);
      expect(shot.problems).toEqual([]);
    });
  }
});
