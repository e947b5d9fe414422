/**
 * A real compendium drop (CY-INS-1..3): the GM drags Wrist Cannon from the Augments compendium onto the right
 * arm of a character's body map, answers the DC dialog (10, then 15), and the install workflow rolls two checks:
 * the augment is created from the compendium (its `_stats.compendiumSource` kept) in that section with the
 * quality the rolled totals give (read back from the card's rolls: dice are real in Foundry). A second one
 * dropped anywhere else on the sheet asks which section first (the left arm is chosen).
 */
import { equal, includes, ok, present } from "./assert";
import type { DialogReply, DialogView } from "./harness";
import { defineScenario } from "./harness";
import { createActor, dropOn, find, openSheet, packUuid, shownCard, systemValue, watchMessages } from "./support";

const DCS = [10, 15] as const;

/** The GM's answers: the DC pair, a text for a flaw or lasting effect, the left arm when a section is asked. */
function reply(dialog: DialogView): DialogReply {
  if (dialog.fields.includes("dc1")) return { action: "ok", fields: { dc1: DCS[0], dc2: DCS[1] } };
  if (dialog.fields.includes("section")) return { action: "ok", fields: { section: "leftArm" } };
  if (dialog.fields.includes("text")) return { action: "ok", fields: { text: "Quench: recorded by the test." } };
  // CY-WHO-1: in a world with other actors the GM is asked who installs; the cyborg is pre-selected.
  if (dialog.fields.includes("worker")) return { action: "ok" };
  return {};
}

function augmentIn(actor: Actor.Implementation, section: string): Item.Implementation | undefined {
  return actor.items.find((item) => item.type === "augment" && systemValue(item, "installedSection") === section);
}

export default defineScenario({
  id: "compendium-drop",
  title: "a compendium augment dropped onto a body section and onto the sheet installs from the compendium",
  proves: "CY-INS-1, CY-INS-2, issue 9 item 3 (compendium drops)",
  async run(h) {
    h.answerDialogs(reply);
    const uuid = await packUuid("augments", "Wrist Cannon");
    const hero = await createActor(h, { name: "Quench installer", type: "character", system: { attributes: { hp: { value: 20, max: 20 } } } });
    const chat = watchMessages();
    try {
      const sheet = await openSheet(hero);
      dropOn(find(sheet.element, '[data-drop-section="rightArm"]'), { type: "Item", uuid });
      const cannon = await h.eventually("Wrist Cannon installed in the right arm", () => present(augmentIn(hero, "rightArm"), "augment in the right arm"));
      await h.settle();
      equal(cannon.name, "Wrist Cannon", "installed augment");
      // cast: v13 DocumentStats carries the compendium source of an imported document.
      equal((cannon as unknown as { _stats: { compendiumSource: string | null } })._stats.compendiumSource, uuid, "compendium source");
      equal(cannon.folder ?? null, null, "no compendium folder carried over");

      // cast: the card types' system data names the card's kind (src/data/chat/fields.ts).
      const card = present(chat.messages.findLast((m) => (m.system as { kind?: string } | undefined)?.kind === "augment-install"), "the install card");
      const shown = await shownCard(card);
      includes(shown, "Wrist Cannon", "the install card names the augment");
      equal(card.rolls.length, 2, "two checks rolled");
      const failures = card.rolls.filter((roll, i) => (roll.total ?? 0) < DCS[i]!).length;
      equal(systemValue(cannon, "quality"), ["flawless", "minorFlaw", "majorFlaw"][failures], `quality from ${failures} failed check(s)`);
      for (const roll of card.rolls) includes(shown, String(roll.total), "the card shows each check's total");

      // Anywhere else on the sheet: the section is asked for.
      dropOn(sheet.element, { type: "Item", uuid });
      const second = await h.eventually("a second Wrist Cannon installed in the left arm", () => present(augmentIn(hero, "leftArm"), "augment in the left arm"));
      await h.settle();
      equal(second.name, "Wrist Cannon", "second augment");
      ok(second.id !== cannon.id, "a new item");
      equal(hero.items.filter((item) => item.type === "augment").length, 2, "augments on the actor");
      await sheet.close();
    } finally {
      chat.stop();
    }
  },
});
