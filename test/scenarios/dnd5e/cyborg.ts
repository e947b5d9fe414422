/**
 * The Cyborg scenarios in a dnd5e world with Augmented for dnd5e active (issue 29, Deliver 4): written against
 * Foundry's and dnd5e's public API like the system's scenarios (test/scenarios/harness.ts), run on the dnd5e
 * stand-in by test/integration/adapters/dnd5e-quench-scenarios.test.ts and in a live dnd5e world by the Quench
 * package (quench/index.ts registers these when the world's system is dnd5e).
 * - species drop: the Cyborg species dropped on dnd5e's sheet goes through dnd5e's advancement;
 * - compendium install: an augment from the module's compendium dropped on the body-map window's right arm;
 * - integrity save: 35 damage by dnd5e's `applyDamage` to a 60-HP cyborg, the player rolls, the GM picks;
 * - long rest: spent uses back after dnd5e's long rest;
 * then one damage application's scenarios and the module's boot (./damage.ts).
 */
import { equal, ok, oneOf, present } from "../assert";
import { defineScenario, type DialogReply, type DialogView, type Harness } from "../harness";
import { createOwnedItems, dropOn, find, openSheet, systemValue, watchMessages } from "../support";
import { augmentData, augmentsOf, character, CONTROL, integrityOf, MODULE, modulePackUuid } from "./support";
import { DND5E_DAMAGE_SCENARIOS } from "./damage";

export { MODULE } from "./support";

/**
 * dnd5e's advancement window (`AdvancementManager`, actions `next` and `complete`: release-5.3.3
 * module/applications/advancement/advancement-manager.mjs:38-40), stepped through as the GM would, ticking the
 * first offered choice of a step that asks for one. The stand-in's manager completes at once, so this finds none
 * there. Assumption to check on the first live run: the choice inputs are checkboxes in the step's form.
 */
export async function completeAdvancement(h: Harness): Promise<void> {
  for (let step = 0; step < 10; step++) {
    // cast: the open applications, read structurally (v13 `foundry.applications.instances`).
    const apps = [...((foundry.applications as unknown as { instances?: Map<string, { constructor: { name: string }; element: HTMLElement }> }).instances?.values() ?? [])];
    const manager = apps.find((app) => app.constructor.name === "AdvancementManager");
    if (!manager) return;
    const choice = manager.element.querySelector<HTMLInputElement>("form input[type=checkbox]:not(:checked):not(:disabled)");
    if (choice) {
      choice.checked = true;
      choice.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const button = manager.element.querySelector<HTMLButtonElement>('[data-action="complete"]') ?? manager.element.querySelector<HTMLButtonElement>('[data-action="next"]');
    if (!button) return;
    button.click();
    await h.settle();
  }
}

export const speciesDrop = defineScenario({
  id: "dnd5e-species-drop",
  title: "dnd5e: the Cyborg species dropped on dnd5e's sheet applies through dnd5e's advancement and brings the body-map control",
  proves: "CY-SP-1, issue 29 Deliver 3 (species as a dnd5e race)",
  async run(h) {
    const hero = await character(h, "Quench dnd5e species", { system: { abilities: { str: { value: 14 }, con: { value: 14 } } } }, false);
    const sheet = await openSheet(hero);
    dropOn(sheet.element, { type: "Item", uuid: await modulePackUuid("species", "Cyborg") });
    await h.settle();
    await completeAdvancement(h);
    const race = await h.eventually("the Cyborg race on the character", () => present(hero.items.find((i) => (i.type as string) === "race"), "race item"));
    equal(race.getFlag(MODULE as never, "cyborg" as never), true, "the Cyborg trait on the species");
    equal(systemValue(hero, "abilities.str.value"), 15, "Strength +1 by the advancement");
    equal(systemValue(hero, "abilities.con.value"), 15, "Constitution +1 by the advancement");
    const traits = () => hero.items.filter((i) => (i.type as string) === "feat" && String(i.getFlag("dnd5e" as never, "advancementRoot" as never) ?? "").startsWith(`${race.id}.`)).map((i) => i.name).sort();
    await h.eventually("the Cyborg traits granted as the species' features", () => equal(traits().join(", "), "System Failure, Visionaire", "Visionaire and System Failure granted by the species"));
    await sheet.render({ force: true });
    await h.eventually("the body-map control in the header", () => find(sheet.element, CONTROL));
    await sheet.close();
  },
});

const DCS = [10, 15] as const;

function installReply(dialog: DialogView): DialogReply {
  if (dialog.fields.includes("dc1")) return { action: "ok", fields: { dc1: DCS[0], dc2: DCS[1] } };
  if (dialog.fields.includes("text")) return { action: "ok", fields: { text: "Quench: recorded by the test." } };
  // CY-WHO-1: in a world with other actors the GM is asked who installs; the cyborg is pre-selected.
  if (dialog.fields.includes("worker")) return { action: "ok" };
  return {};
}

export const compendiumInstall = defineScenario({
  id: "dnd5e-compendium-install",
  title: "dnd5e: an augment from the module's compendium dropped on the body-map window installs with dnd5e's checks",
  proves: "CY-INS-1, CY-INS-2, issue 29 Deliver 3 (body-map window)",
  async run(h) {
    h.answerDialogs(installReply);
    const hero = await character(h, "Quench dnd5e installer");
    const chat = watchMessages();
    try {
      const sheet = await openSheet(hero);
      find<HTMLButtonElement>(sheet.element, CONTROL).click();
      const window = await h.eventually("the body-map window", () => find(document, `#${MODULE}-body-map-${hero.uuid.replaceAll(".", "-")}`));
      dropOn(find(window, '[data-drop-section="rightArm"]'), { type: "Item", uuid: await modulePackUuid("augments", "Wrist Cannon") });
      const cannon = await h.eventually("Wrist Cannon in the right arm", () =>
        present(augmentsOf(hero).find((i) => systemValue(i, "installedSection") === "rightArm"), "augment in the right arm"),
      );
      await h.settle();
      equal(cannon.name, "Wrist Cannon", "installed augment");
      // cast: the card types' system data names the card's kind (src/data/chat/fields.ts).
      const card = present(chat.messages.findLast((m) => (m.system as { kind?: string } | undefined)?.kind === "augment-install"), "the install card");
      equal(card.rolls.length, 2, "two Sleight of Hand checks rolled");
      const failures = card.rolls.filter((roll, i) => (roll.total ?? 0) < DCS[i]!).length;
      equal(systemValue(cannon, "quality"), ["flawless", "minorFlaw", "majorFlaw"][failures], `quality from ${failures} failed check(s)`);
      await h.eventually("the window shows it", () => equal(find(window, '[data-drop-section="rightArm"] .augment-name').textContent, "Wrist Cannon", "card in the right arm"));
      await sheet.close();
    } finally {
      chat.stop();
    }
  },
});

async function clickCard(messageId: string, action: string, extra = ""): Promise<void> {
  const message = present(game.messages?.get(messageId), `message ${messageId}`);
  const html = await message.renderHTML();
  present(html.querySelector<HTMLButtonElement>(`[data-augmented-action=${action}]${extra}`), `${action} button`).click();
}

export const integritySave = defineScenario({
  id: "dnd5e-integrity-save",
  title: "dnd5e: 35 damage to a 60-HP cyborg by dnd5e's applyDamage asks an integrity save; the player rolls, the GM picks",
  proves: "CY-INT-1, CY-INT-2, CY-INT-3, issue 29 Deliver 3 (integrity saves)",
  needsPlayer: true,
  playerSteps: {
    async rollIntegrity(data) {
      await clickCard(String(data.messageId), "integrityRoll");
    },
  },
  async run(h) {
    const player = present(h.player, "player");
    const hero = await character(h, "Quench dnd5e cyborg", {
      ownership: { default: 0, [player.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
      system: { attributes: { hp: { value: 60, max: 60 } } },
    });
    const [chest] = await createOwnedItems(hero, [await augmentData("Chest Cannon", { installedSection: "torso" }), await augmentData("Wrist Cannon", { installedSection: "rightArm" })]);
    await h.settle();
    const chat = watchMessages();
    try {
      // cast: dnd5e's Actor5e#applyDamage (release-5.3.3 module/documents/actor/actor.mjs:720).
      await (hero as unknown as { applyDamage(amount: number): Promise<unknown> }).applyDamage(35);
      const card = await h.eventually("one integrity card", () => {
        const cards = chat.messages.filter((m) => integrityOf(m));
        equal(cards.length, 1, "integrity cards");
        return cards[0]!;
      });
      equal(systemValue(hero, "attributes.hp.value"), 25, "HP after the hit");
      equal(integrityOf(card)?.stage, "save", "the card waits for the save");
      equal(integrityOf(card)?.dc, 17, "DC 10 + half the damage");
      await h.asPlayer("rollIntegrity", { messageId: card.id });
      const state = await h.eventually("the player's save recorded", () => {
        const current = present(integrityOf(game.messages?.get(card.id!)), "card state");
        oneOf(current.stage, ["pick", "done"], "stage after the roll");
        return current;
      });
      const save = present(state.save, "the recorded save");
      equal(save.saved, save.total >= state.dc, `save ${save.total} vs DC ${state.dc}`);
      if (state.stage === "pick") {
        await clickCard(card.id!, "integrityPick", `[data-augment-id="${chest!.id}"]`);
        await h.eventually("the GM's pick applied", () => equal(systemValue(present(hero.items.get(chest!.id!), "chest augment"), "integrity"), "damaged", "chest integrity"));
      }
      await h.settle();
      equal(chat.messages.filter((m) => integrityOf(m)).length, 1, "one card for the whole exchange");
    } finally {
      chat.stop();
    }
  },
});

export const longRest = defineScenario({
  id: "dnd5e-long-rest",
  title: "dnd5e: an augment's spent uses come back with dnd5e's long rest",
  proves: "CY-USE-1, CY-USE-2, issue 29 Deliver 3 (uses = PB, long rest)",
  async run(h) {
    const hero = await character(h, "Quench dnd5e rester");
    const [cannon] = await createOwnedItems(hero, [await augmentData("Wrist Cannon", { installedSection: "rightArm", uses: { spent: 3 } })]);
    await h.settle();
    equal(systemValue(cannon!, "uses.max"), 3, "uses = proficiency bonus at level 5");
    equal(systemValue(cannon!, "uses.value"), 0, "all spent");
    // cast: dnd5e's Actor5e#longRest (release-5.3.3 module/documents/actor/actor.mjs:2234).
    await (hero as unknown as { longRest(config: Record<string, unknown>): Promise<unknown> }).longRest({ dialog: false, chat: false });
    await h.eventually("uses back", () => equal(systemValue(present(hero.items.get(cannon!.id!), "cannon"), "uses.value"), 3, "uses after the rest"));
    ok(augmentsOf(hero).length === 1, "one augment");
  },
});

/** Every dnd5e-world scenario, in order (Quench batch keys `augmented.<id>`). */
export const DND5E_SCENARIOS = [speciesDrop, compendiumInstall, integritySave, longRest, ...DND5E_DAMAGE_SCENARIOS] as const;
