/**
 * A gearforged's life in a dnd5e world with the Gearforged line on, run on the dnd5e stand-in and by a GM in a live
 * world (as ./gearforged.ts): the maintenance clock on world time and dnd5e's long rest, stabilizing a dying
 * gearforged from the card dnd5e's damage brings, the 13th Age gearforged's heal gate on dnd5e's hit dice, and the
 * Gearforged window from dnd5e's sheet header. Pending while the line is off.
 * World time: these move the world's clock (the harness puts it back at cleanup); run them in a test world, where
 * no other gearforged ages with it.
 * Assumption, checked by the first live run: a card's button clicked on the element `ChatMessage#renderHTML` returns
 * acts as in the chat log (the Cyborg's integrity scenario clicks its cards the same way).
 */
import { equal, includes, ok, present } from "../assert";
import { defineScenario } from "../harness";
import { dropOn, openSheet, systemValue, watchMessages } from "../support";
import { completeAdvancement } from "./cyborg";
import { gearforgedCharacter, GEARFORGED_CONTROL } from "./gearforged";
import { closeWindow, dnd5eCharacter, openFromHeader, unlessLineOn, warningsOf } from "./lines";
import { MODULE, modulePackUuid } from "./support";

const DAY = 86_400;

/** dnd5e's rests and rolls the scenarios call (release-5.3.3 module/documents/actor/actor.mjs). */
interface Dnd5eActorCalls {
  longRest(config: Record<string, unknown>): Promise<unknown>;
  applyDamage(damages: number | Array<{ value: number; type: string }>, options?: Record<string, unknown>): Promise<unknown>;
  rollHitDie(config?: Record<string, unknown>, dialog?: Record<string, unknown>, message?: Record<string, unknown>): Promise<unknown[] | null>;
  rollDeathSave(config?: Record<string, unknown>, dialog?: Record<string, unknown>, message?: Record<string, unknown>): Promise<unknown>;
}

// cast: dnd5e's Actor5e, with the methods read here (actor.mjs:720 applyDamage, :1931 rollHitDie, :2234 longRest).
const dnd5e = (actor: Actor.Implementation) => actor as Actor.Implementation & Dnd5eActorCalls;

const maintenance = (actor: Actor.Implementation) =>
  (actor.getFlag(MODULE as never, "gearforged.maintenance" as never) ?? {}) as { lastLongRestAt?: number; lapses?: number; exhaustion?: number };

export const maintenanceClock = defineScenario({
  id: "dnd5e-gearforged-maintenance",
  title: "dnd5e: a full day of world time without a long rest gives a homebrew gearforged one level of dnd5e's exhaustion (exactly 24 h none); dnd5e's long rest removes it and restarts the clock",
  proves: "GF-BODY-4",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    const hero = await gearforgedCharacter(h, "Quench gearforged clock");
    const start = await h.eventually("the clock started with the species", () => present(maintenance(hero).lastLongRestAt, "the clock's last long rest"));
    equal(start, game.time!.worldTime, "started at the world's time");
    await h.advanceTime(DAY);
    await h.settle();
    equal(systemValue(hero, "attributes.exhaustion"), 0, "exactly 24 h: no exhaustion");
    await h.advanceTime(1);
    await h.eventually("one level of exhaustion after a full day", () => equal(systemValue(hero, "attributes.exhaustion"), 1, "exhaustion after 24 h + 1 s"));
    equal(maintenance(hero).lapses, 1, "one lapse counted");
    await dnd5e(hero).longRest({ dialog: false, chat: false });
    await h.eventually("the rest removes it", () => equal(systemValue(hero, "attributes.exhaustion"), 0, "exhaustion after dnd5e's long rest"));
    await h.eventually("the clock restarts at the rest", () => equal(maintenance(hero).lastLongRestAt, game.time!.worldTime, "the clock's last long rest"));
    equal(maintenance(hero).lapses, 0, "no lapse after the rest");
  },
});

export const stabilize = defineScenario({
  id: "dnd5e-gearforged-stabilize",
  title: "dnd5e: a homebrew gearforged dropped to 0 HP by dnd5e's damage gets a card offering Intelligence and mending; mending clicked makes it stable (three successes), and dnd5e asks no more death saves",
  proves: "GF-BODY-5",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    const hero = await gearforgedCharacter(h, "Quench gearforged dying");
    const chat = watchMessages();
    try {
      await dnd5e(hero).applyDamage([{ value: 25, type: "bludgeoning" }], { isDelta: true });
      // cast: the module's card types name the card's kind in their system data (src/data/chat/fields.ts).
      const isOffer = (m: ChatMessage.Implementation) => (m.system as { kind?: string } | undefined)?.kind === "stabilize";
      const offer = await h.eventually("the stabilize card", () => present(chat.messages.find(isOffer), "a stabilize card"));
      equal(systemValue(hero, "attributes.hp.value"), 0, "at 0 HP");
      const html = await offer.renderHTML();
      const methods = [...html.querySelectorAll<HTMLElement>("[data-augmented-action=stabilizeGearforged]")].map((b) => b.dataset.method);
      equal(methods.join(", "), "intelligence, mending", "the card's two ways");
      present(html.querySelector<HTMLElement>("[data-augmented-action=stabilizeGearforged][data-method=mending]"), "mending").click();
      await h.eventually("stable", () => equal(systemValue(hero, "attributes.death.success"), 3, "death save successes"));
      // dnd5e's own death save ends at three successes (release-5.3.3 module/documents/actor/actor.mjs:1569).
      equal(await dnd5e(hero).rollDeathSave({}, { configure: false }), null, "dnd5e rolls no death save for a stable creature");
    } finally {
      chat.stop();
    }
  },
});

/** A 13th Age gearforged's heal gate (the module's record, flags.augmented-dnd5e.gearforged.thirteenthAge.gate). */
const gateOf = (actor: Actor.Implementation) => (actor.getFlag(MODULE as never, "gearforged.thirteenthAge.gate" as never) ?? {}) as { open?: number; kind?: string };

export const thirteenthAgeHealGate = defineScenario({
  id: "dnd5e-thirteenth-age-heal-gate",
  title: "dnd5e: a 13th Age gearforged (the 2024 species dropped on dnd5e's sheet) cannot spend a hit die on its own, nothing spent; a potion's healing applied from dnd5e's healing card opens the gate for one die",
  proves: "GA-SP-1, GA-HEAL-1",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    const notes = h.recordNotifications();
    const hero = await dnd5eCharacter(h, "Quench 13th Age", { level: 3, system: { abilities: { con: { value: 14 } }, attributes: { hp: { value: 30, max: 30 } } } });
    const sheet = await openSheet(hero);
    dropOn(sheet.element, { type: "Item", uuid: await modulePackUuid("species", "Gearforged (13th Age) (2024)") });
    await h.settle();
    await completeAdvancement(h);
    await h.eventually("the 13th Age species", () => equal(hero.items.find((i) => (i.type as string) === "race")?.getFlag(MODULE as never, "gearforgedVariant" as never), "thirteenthAge", "the variant"));
    const fighter = present(hero.items.find((i) => (i.type as string) === "class"), "the fighter class");
    await dnd5e(hero).applyDamage([{ value: 20, type: "bludgeoning" }], { isDelta: true });
    await h.eventually("hurt", () => equal(systemValue(hero, "attributes.hp.value"), 10, "HP after the hit"));

    const mark = notes.length;
    equal(await dnd5e(hero).rollHitDie({}, { configure: false }), null, "dnd5e's hit die refused");
    await h.settle();
    equal(systemValue(fighter, "hd.spent"), 0, "no hit die spent");
    includes(warningsOf(notes, mark).join(" "), "cannot spend hit dice on its own", "the reason");

    // The healing card of a potion, as dnd5e's heal activity posts it (its flags: activity/mixin.mjs:136), and the
    // healing applied from it: dnd5e's damage application passes the card as `originatingMessage`
    // (module/applications/components/damage-application.mjs:76 at release-5.3.3).
    const [potion] = (await hero.createEmbeddedDocuments("Item", [{ name: "Potion of Healing", type: "consumable", system: { type: { value: "potion" } } } as never])) as unknown as Item.Implementation[];
    const item = present(potion, "the potion");
    const card = present(
      await ChatMessage.create({
        content: "4",
        flags: { dnd5e: { activity: { type: "heal", id: "heal", uuid: `${item.uuid}.Activity.heal` }, item: { type: item.type, id: item.id, uuid: item.uuid }, roll: { type: "healing" } } },
      } as never),
      "the healing card",
    );
    await dnd5e(hero).applyDamage([{ value: 4, type: "healing" }], { isDelta: true, originatingMessage: card });
    await h.eventually("the gate open", () => equal(gateOf(hero).open, 1, "the gate after a potion"));
    equal(systemValue(hero, "attributes.hp.value"), 14, "the potion's healing");
    const rolls = await dnd5e(hero).rollHitDie({}, { configure: false });
    equal(rolls?.length, 1, "one hit die rolled");
    await h.eventually("the die spent, the gate closed", () => {
      equal(systemValue(fighter, "hd.spent"), 1, "hit dice spent");
      equal(gateOf(hero).open ?? 0, 0, "the gate after the die");
    });
    await sheet.close();
  },
});

export const gearforgedWindow = defineScenario({
  id: "dnd5e-gearforged-window",
  title: "dnd5e: the Gearforged control in dnd5e's character sheet header opens the Gearforged window (chassis, upgrade slots, clock, soul gem)",
  proves: "issue 41 Deliver 1 (the Gearforged window), GF-UPG-1 (slots), GF-BODY-4 (clock)",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    const hero = await gearforgedCharacter(h, "Quench gearforged window");
    const { sheet, window } = await openFromHeader(h, hero, GEARFORGED_CONTROL, "gearforged");
    try {
      ok(window.querySelector(".gearforged-body") !== null, "the Gearforged body in the window");
      equal(window.querySelectorAll(".gearforged-slot").length, 2, "two upgrade slots at 5th level");
      ok(window.querySelector("[data-gearforged=clock]") !== null, "the maintenance clock");
      ok(window.querySelector("[data-gearforged=soul]") !== null, "the soul gem");
    } finally {
      await closeWindow(hero, "gearforged");
      await sheet.close();
    }
  },
});

/** In the order Quench lists them. */
export const GEARFORGED_LIFE_SCENARIOS = [maintenanceClock, stabilize, thirteenthAgeHealGate, gearforgedWindow] as const;
