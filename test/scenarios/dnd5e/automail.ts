/**
 * The Automail line in a dnd5e world with Augmented for dnd5e active, run on the dnd5e stand-in by
 * test/integration/adapters/dnd5e-quench-lines.test.ts and by a GM in a live dnd5e world through Quench
 * (quench/index.ts); each but the first pending while the world has the line off. Everything a player does goes
 * through the Automail window that dnd5e's sheet header opens: buying a port with dnd5e's coins, dropping a limb
 * from the module's compendium on it. Written for dnd5e 5.3.x; coins, abilities and damage read the same on 6.x.
 * - the line: its world setting, and the Automail control it brings;
 * - a port bought with dnd5e's coins, and one the character cannot pay for (nothing spent);
 * - a limb attached with its acclimation check, and one refused on the occupied port;
 * - limb damage from a dnd5e hit at the threshold (half the maximum HP by default), none below it.
 * Assumption, checked by the first live run: a synthetic `drop` (a DragEvent with its DataTransfer) on the window's
 * port reaches its listener with the drag data, as a drag from the compendium does
 * (`TextEditor.implementation.getDragEventData`, which the window reads).
 * The GM runs these: the GM's own acclimation check rolls without dnd5e's roll dialog (the dnd5e port opens it
 * only for a player's own check), and a cost the character cannot pay asks the GM whether to waive it (a player is
 * refused outright: test/integration/adapters/dnd5e-automail.test.ts).
 */
import { equal, includes, ok, present } from "../assert";
import { defineScenario, type DialogReply, type DialogView, type Harness } from "../harness";
import { createActor, createOwnedItems, dropOn, find, openSheet, systemValue, watchMessages } from "../support";
import { checkLineSetting, closeWindow, itemsOfType, lineOn, moduleType, openFromHeader, packItemData, unlessLineOn, warningsOf } from "./lines";
import { integrityOf, MODULE, modulePackUuid } from "./support";

export const AUTOMAIL_CONTROL = "augmented-dnd5e-automail";
const PORT = moduleType("port");
const LIMB = moduleType("automail");
const HOUR = 3600;

/** A dnd5e character who can wear automail (Dexterity 14, Intelligence 14), with `gp` gold, tracked for cleanup. */
function wearer(h: Harness, name: string, gp: number): Promise<Actor.Implementation> {
  return createActor(h, { name, type: "character", system: { currency: { gp }, abilities: { int: { value: 14 }, dex: { value: 14 } }, attributes: { hp: { value: 40, max: 40 } } } });
}

const gpOf = (actor: Actor.Implementation) => Number(systemValue(actor, "currency.gp"));

/**
 * The port's cost question answered Pay; asked of a cost the character cannot pay (no Pay: only a GM's Waive), the
 * GM declines (Cancel), so the character is not given the port; the acclimation question answered Dexterity.
 */
function automailReply(dialog: DialogView): DialogReply | null {
  if (dialog.actions.includes("pay")) return { action: "pay" };
  if (dialog.actions.includes("waive")) return { action: "cancel" };
  if (dialog.actions.includes("dex")) return { action: "dex" };
  return null;
}

/** Buys a port from the open Automail window: the form's kind and site, then Buy. */
async function buyFromWindow(h: Harness, window: HTMLElement, kind: string, site: string): Promise<void> {
  find<HTMLSelectElement>(window, "[data-automail-buy=kind]").value = kind;
  find<HTMLSelectElement>(window, "[data-automail-buy=site]").value = site;
  find<HTMLElement>(window, "[data-action=automailBuyPort]").click();
  await h.settle();
}

export const automailLine = defineScenario({
  id: "dnd5e-automail-line",
  title: "dnd5e: the Automail content line is a world setting the GM turns on (the world reloads); on, a character's dnd5e sheet has the Automail control; off, it has none",
  proves: "issue 41 Deliver 5 (content lines)",
  async run(h) {
    checkLineSetting("automail", "Automail");
    const on = lineOn("automail");
    const hero = await wearer(h, "Quench automail line", 0);
    const sheet = await openSheet(hero);
    try {
      await h.settle();
      equal(sheet.element.querySelector(`.${AUTOMAIL_CONTROL}`) !== null, on, `the Automail control with the line ${on ? "on" : "off"}`);
    } finally {
      await sheet.close();
    }
  },
});

export const automailPort = defineScenario({
  id: "dnd5e-automail-port",
  title: "dnd5e: from the Automail window (dnd5e's sheet header) a natural port is bought for 400 gp of dnd5e's coins; a second the character cannot pay for is not given (the GM, asked, does not waive the cost): nothing created or spent",
  proves: "AM-PORT-1 (bad input: a port the actor cannot pay for)",
  unavailable: unlessLineOn("automail"),
  async run(h) {
    let waiveOffered = false;
    h.answerDialogs((dialog) => {
      if (!dialog.actions.includes("pay") && dialog.actions.includes("waive")) waiveOffered = true;
      return automailReply(dialog);
    });
    const hero = await wearer(h, "Quench automail buyer", 500);
    const { sheet, window } = await openFromHeader(h, hero, AUTOMAIL_CONTROL, "automail");
    try {
      await buyFromWindow(h, window, "natural", "rightArm");
      await h.eventually("the port bought", () => equal(itemsOfType(hero, PORT).length, 1, "ports"));
      equal(systemValue(present(itemsOfType(hero, PORT)[0], "port"), "site"), "rightArm", "on the right arm");
      equal(gpOf(hero), 100, "400 gp paid from dnd5e's coins");
      await buyFromWindow(h, find(document, `#${window.id}`), "natural", "leftArm");
      equal(itemsOfType(hero, PORT).length, 1, "no second port");
      equal(gpOf(hero), 100, "nothing spent");
      ok(waiveOffered, "the GM was told the character cannot pay (only a waiver offered)");
    } finally {
      await closeWindow(hero, "automail");
      await sheet.close();
    }
  },
});

/** A port on the right arm, made as a GM's macro would (the window's buy is ./automail.ts's port scenario). */
async function portedWearer(h: Harness, name: string): Promise<{ hero: Actor.Implementation; port: Item.Implementation }> {
  const hero = await wearer(h, name, 0);
  const [port] = await createOwnedItems(hero, [{ name: "Natural Automail Port", type: PORT, system: { kind: "natural", site: "rightArm" } }]);
  await h.settle();
  return { hero, port: present(port, "the port") };
}

export const automailAttach = defineScenario({
  id: "dnd5e-automail-attach",
  title: "dnd5e: the Modern Blade Arm dropped from the compendium on the window's port is attached with a Dexterity acclimation check (DC 12; either outcome); a second limb dropped on that occupied port is refused, nothing created",
  proves: "AM-ATT-1, AM-ACC-1 (bad input: a limb on an occupied port)",
  unavailable: unlessLineOn("automail"),
  async run(h) {
    h.answerDialogs(automailReply);
    const notes = h.recordNotifications();
    const { hero, port } = await portedWearer(h, "Quench automail wearer");
    const uuid = await modulePackUuid("automail", "Modern Blade Arm");
    const chat = watchMessages();
    const { sheet, window } = await openFromHeader(h, hero, AUTOMAIL_CONTROL, "automail");
    try {
      // The GM's own check: dnd5e rolls it without its roll dialog (the dnd5e port asks for one only of a player).
      dropOn(find(window, `[data-drop-port="${port.id}"]`), { type: "Item", uuid });
      const arm = await h.eventually("the arm on the port", () => present(itemsOfType(hero, LIMB)[0], "a limb"));
      await h.settle();
      equal(systemValue(arm, "location.mode"), "port", "worn on a port");
      equal(systemValue(arm, "location.portId"), port.id, "on that port");
      // cast: the module's attach card names its kind in its system data (src/data/chat/fields.ts).
      const card = present(chat.messages.findLast((m) => (m.system as { kind?: string } | undefined)?.kind === "automail-attach"), "the attach card");
      equal(card.rolls.length, 1, "one acclimation check on the card");
      const failedAt = systemValue(arm, "acclimation.failedAt") as number | null;
      if (failedAt === null) {
        // Passed (d20 + Dexterity 2 ≥ 12): accustomed to this limb.
        equal(systemValue(arm, "acclimation.accustomedActorId"), hero.id, "accustomed after a success");
      } else {
        equal(Number(systemValue(arm, "acclimation.failedUntil")) - failedAt, 4 * HOUR, "a failure's 4 hours (modern limb)");
        // cast: the module's effects carry its flag scope.
        ok(hero.effects.some((e) => (e.flags as Record<string, unknown>)[MODULE] !== undefined), "the failure's effect on the character");
      }
      const mark = notes.length;
      const before = hero.items.size;
      dropOn(find(document, `#${window.id} [data-drop-port="${port.id}"]`), { type: "Item", uuid });
      await h.settle();
      equal(hero.items.size, before, "nothing created on the occupied port");
      includes(warningsOf(notes, mark).join(" "), "Modern Blade Arm", "the reason names the limb");
    } finally {
      chat.stop();
      await closeWindow(hero, "automail");
      await sheet.close();
    }
  },
});

export const automailLimbDamage = defineScenario({
  id: "dnd5e-automail-limb-damage",
  title: "dnd5e: 19 damage to a 40-HP automail wearer by dnd5e's applyDamage asks nothing; 20 (half the maximum, the threshold) asks the integrity save, and a failure damages the worn limb",
  proves: "AM-DMG-1, CORE-10",
  unavailable: unlessLineOn("automail"),
  async run(h) {
    // The save rolled and the damaged part picked without asking (the module's integrity settings), so either outcome shows.
    await h.setSetting("integritySave", "auto", MODULE);
    await h.setSetting("integrityPick", "random", MODULE);
    const { hero, port } = await portedWearer(h, "Quench automail hit");
    const [arm] = await createOwnedItems(hero, [await packItemData("automail", "Modern Blade Arm", { location: { mode: "port", portId: port.id, since: 0 } })]);
    const limb = present(arm, "the worn arm");
    await h.settle();
    const chat = watchMessages();
    // cast: dnd5e's Actor5e#applyDamage (release-5.3.3 module/documents/actor/actor.mjs:720).
    const target = hero as Actor.Implementation & { applyDamage(damages: Array<{ value: number; type: string }>, options?: object): Promise<unknown> };
    try {
      await target.applyDamage([{ value: 19, type: "slashing" }], { isDelta: true });
      await h.settle();
      equal(chat.messages.filter((m) => integrityOf(m)).length, 0, "no integrity card below the threshold");
      await target.applyDamage([{ value: 20, type: "slashing" }], { isDelta: true });
      const card = await h.eventually("the integrity card for 20", () => present(chat.messages.find((m) => integrityOf(m)?.amount === 20), "an integrity card"));
      equal(integrityOf(card)?.dc, 10, "DC 10 or half the damage, whichever is higher");
      const state = await h.eventually("the save settled", () => {
        const current = present(integrityOf(game.messages?.get(card.id!)), "card state");
        equal(current.stage, "done", "the card's stage");
        return current;
      });
      const saved = present(state.save, "the rolled save").saved;
      await h.eventually("the limb as the save decided", () => equal(systemValue(present(hero.items.get(limb.id!), "arm"), "integrity"), saved ? "intact" : "damaged", `the arm after a ${saved ? "passed" : "failed"} save`));
      equal(chat.messages.filter((m) => integrityOf(m)).length, 1, "one card for the hit");
    } finally {
      chat.stop();
    }
  },
});

export const automailWindow = defineScenario({
  id: "dnd5e-automail-window",
  title: "dnd5e: the Automail control in dnd5e's character sheet header opens the Automail window (ports, the buy form, acclimation in words)",
  proves: "issue 41 Deliver 2 (the Automail window)",
  unavailable: unlessLineOn("automail"),
  async run(h) {
    const { hero, port } = await portedWearer(h, "Quench automail window");
    const { sheet, window } = await openFromHeader(h, hero, AUTOMAIL_CONTROL, "automail");
    try {
      present(window.querySelector(`[data-drop-port="${port.id}"]`), "the port in the window");
      present(window.querySelector("[data-action=automailBuyPort]"), "the buy form");
      present(window.querySelector(".automail-acclimation"), "acclimation in words");
    } finally {
      await closeWindow(hero, "automail");
      await sheet.close();
    }
  },
});

/** In the order Quench lists them. */
export const AUTOMAIL_SCENARIOS = [automailLine, automailPort, automailAttach, automailLimbDamage, automailWindow] as const;
