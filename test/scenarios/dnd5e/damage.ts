/**
 * The dnd5e-world scenarios of one damage application (CORE-10) and of what the stand-in assumes about a real dnd5e
 * world, run on the stand-in (test/integration/adapters/dnd5e-quench-scenarios.test.ts) and by a GM in a live world
 * (quench/index.ts, through ./cyborg.ts's list):
 * - damage card: the call dnd5e's damage card makes (`actor.applyDamage(damages, {isDelta: true, …})`,
 *   release-5.3.3 module/documents/chat-message.mjs:810) takes a wounded cyborg below 0: the integrity card counts
 *   the whole amount;
 * - token HUD: dnd5e's `modifyTokenAttribute` (module/documents/actor/actor.mjs:697) is one application;
 * - massive damage: killed outright (CORE-9), so no System Failure offer; a drop to 0 short of it is offered;
 * - body-map control: on a Cyborg's dnd5e character sheet, opening the body-map window;
 * - module boot: test/dnd5e/README.md's assumption that the module's `init` runs after dnd5e's (row "Modules").
 */
import { equal, ok, present } from "../assert";
import { defineScenario, type Harness } from "../harness";
import { createOwnedItems, find, openSheet, systemValue, watchMessages } from "../support";
import { AUGMENT, augmentData, character, CONTROL, integrityOf, MODULE } from "./support";

interface Dnd5eDamage {
  applyDamage(damages: number | Array<{ value: number; type: string }>, options?: Record<string, unknown>): Promise<unknown>;
  modifyTokenAttribute(attribute: string, value: number, isDelta: boolean, isBar: boolean): Promise<unknown>;
}

/** A Cyborg fighter with two installed augments and the given hit points. */
async function woundedCyborg(h: Harness, name: string, hp: { value: number; max: number }): Promise<Actor.Implementation & Dnd5eDamage> {
  const hero = await character(h, name, { system: { attributes: { hp } } });
  await createOwnedItems(hero, [await augmentData("Chest Cannon", { installedSection: "torso" }), await augmentData("Wrist Cannon", { installedSection: "rightArm" })]);
  await h.settle();
  // cast: dnd5e's Actor5e, with the two damage entry points read here.
  return hero as Actor.Implementation & Dnd5eDamage;
}

function isPrompt(message: ChatMessage.Implementation, actor: Actor.Implementation): boolean {
  // cast: the module's card types carry the card's kind and the actor's uuid in their system data.
  const system = message.system as { kind?: string; systemFailure?: { actorUuid?: string } | null } | undefined;
  return String(message.type).startsWith(`${MODULE}.`) && system?.kind === "system-failure-prompt" && system.systemFailure?.actorUuid === actor.uuid;
}

/** The amounts the integrity cards about `actor` counted, in order. */
function amountsFor(messages: readonly ChatMessage.Implementation[], actor: Actor.Implementation): number[] {
  // cast: the integrity card's state names its actor (src/rules/cyborg/integrity-flow.ts).
  return messages.filter((m) => (integrityOf(m) as { actorUuid?: string } | undefined)?.actorUuid === actor.uuid).map((m) => integrityOf(m)!.amount);
}

export const damageCard = defineScenario({
  id: "dnd5e-damage-card",
  title: "dnd5e: a damage card's 35 taking a wounded cyborg (10 of 60 HP) below 0 counts whole: an integrity save card for 35",
  proves: "CORE-10, CY-INT-1, issue 40 Deliver 3 (the damage step's amount)",
  async run(h) {
    const hero = await woundedCyborg(h, "Quench dnd5e wounded", { value: 10, max: 60 });
    const chat = watchMessages();
    try {
      await hero.applyDamage([{ value: 35, type: "force" }], { isDelta: true });
      await h.eventually("one integrity card for the whole hit", () => equal(amountsFor(chat.messages, hero).join(","), "35", "integrity amounts"));
      equal(systemValue(hero, "attributes.hp.value"), 0, "HP after the hit");
      const card = present(chat.messages.find((m) => integrityOf(m)), "the integrity card");
      equal(integrityOf(card)?.dc, 17, "DC 10 + half the damage");
      await h.settle();
      equal(amountsFor(chat.messages, hero).length, 1, "one card for one application");
    } finally {
      chat.stop();
    }
  },
});

export const tokenHud = defineScenario({
  id: "dnd5e-token-hud",
  title: "dnd5e: 35 taken off a 60-HP cyborg's HP bar (the token HUD) is one application: one integrity save card",
  proves: "CORE-10, CY-INT-1, issue 40 Deliver 3 (the token HUD)",
  async run(h) {
    const hero = await woundedCyborg(h, "Quench dnd5e token bar", { value: 60, max: 60 });
    const chat = watchMessages();
    try {
      await hero.modifyTokenAttribute("attributes.hp", -35, true, true);
      await h.eventually("one integrity card", () => equal(amountsFor(chat.messages, hero).join(","), "35", "integrity amounts"));
      equal(systemValue(hero, "attributes.hp.value"), 25, "HP after the change");
      await h.settle();
      equal(amountsFor(chat.messages, hero).length, 1, "one card for one application");
    } finally {
      chat.stop();
    }
  },
});

export const massiveDamage = defineScenario({
  id: "dnd5e-massive-damage",
  title: "dnd5e: 50 on a cyborg at 10 of 40 HP kills outright (no System Failure offer); 49 on another is offered it",
  proves: "CORE-9, CORE-10, SF-1, issue 40 Deliver 3 (massive damage)",
  async run(h) {
    const dead = await woundedCyborg(h, "Quench dnd5e massive", { value: 10, max: 40 });
    const alive = await woundedCyborg(h, "Quench dnd5e dropped", { value: 10, max: 40 });
    const chat = watchMessages();
    try {
      await dead.applyDamage(50);
      await h.eventually("the integrity card for 50", () => equal(amountsFor(chat.messages, dead).join(","), "50", "integrity amounts"));
      // The offer would come with the drop, on the same client: the next hit's offer arriving first settles it.
      await alive.applyDamage(49);
      await h.eventually("System Failure offered after 49", () => ok(chat.messages.some((m) => isPrompt(m, alive)), "a prompt for the cyborg left at 0 HP"));
      await h.settle();
      ok(!chat.messages.some((m) => isPrompt(m, dead)), "no prompt for the cyborg killed outright");
    } finally {
      chat.stop();
    }
  },
});

export const bodyMapControl = defineScenario({
  id: "dnd5e-body-map-control",
  title: "dnd5e: a Cyborg's character sheet has the body-map control, and it opens the body-map window",
  proves: "CY-SLOT-1, issue 40 Deliver 4 (the control in dnd5e's sheet)",
  async run(h) {
    const hero = await character(h, "Quench dnd5e body map");
    const sheet = await openSheet(hero);
    try {
      const control = await h.eventually("the body-map control", () => find<HTMLElement>(sheet.element, CONTROL));
      control.click();
      const window = await h.eventually("the body-map window", () => find(document, `#${MODULE}-body-map-${hero.uuid.replaceAll(".", "-")}`));
      ok(window.querySelector('[data-drop-section="head"]') !== null, "the head section in the window");
    } finally {
      await sheet.close();
    }
  },
});

/** dnd5e's namespace, the parts read (release-5.3.3 dnd5e.mjs:38-58). */
interface Dnd5eNamespace {
  documents?: { Actor5e?: unknown; ChatMessage5e?: new (...args: never[]) => unknown };
}

export const moduleBoot = defineScenario({
  id: "dnd5e-module-boot",
  title: "dnd5e: the module's init ran after dnd5e's (CONFIG.DND5E, its augment type, its cards over dnd5e's ChatMessage5e)",
  proves: "test/dnd5e/README.md row Modules (assumption: a module's init listener runs after the system's)",
  async run() {
    equal(game.system?.id, "dnd5e", "the world's system");
    // cast: dnd5e's own CONFIG entry and namespace, which the core types do not declare.
    const config = CONFIG as unknown as { DND5E?: unknown };
    present(config.DND5E, "CONFIG.DND5E");
    present((CONFIG.Item.dataModels as Record<string, unknown>)[AUGMENT], `the ${AUGMENT} data model`);
    // cast: a module's package entry takes an `api` field by convention; the types do not declare it.
    present((game.modules?.get(MODULE) as { api?: unknown } | undefined)?.api, "the module's API");
    const dnd5e = (globalThis as { dnd5e?: Dnd5eNamespace }).dnd5e;
    if (dnd5e?.documents?.Actor5e) equal<unknown>(CONFIG.Actor.documentClass, dnd5e.documents.Actor5e, "dnd5e's Actor class in place");
    // The module wraps the ChatMessage class configured when its init runs: dnd5e's, when dnd5e's init ran first.
    const host = dnd5e?.documents?.ChatMessage5e;
    if (host) ok(CONFIG.ChatMessage.documentClass.prototype instanceof host, "the module's card class extends dnd5e's ChatMessage5e");
  },
});

/** In the order Quench lists them. */
export const DND5E_DAMAGE_SCENARIOS = [damageCard, tokenHud, massiveDamage, bodyMapControl, moduleBoot] as const;
