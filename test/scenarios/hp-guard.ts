/**
 * CORE-2, the HP guard (src/data/actor/parts/hp-guard.ts, seen from outside): an HP value above the maximum is
 * refused with a localized error and changes nothing, by an update or typed on the sheet (the field shows the
 * stored value again); a negative value, by an update or typed on the sheet, is refused with a message (not
 * clamped to 0 as v13 cleaning would);
 * lowering the maximum below the value brings the value down; creating an actor with value > max is refused
 * with the same message.
 */
import { equal, ok, same } from "./assert";
import { defineScenario } from "./harness";
import { createActor, hpOf, openSheet, systemValue, typeInto } from "./support";

export default defineScenario({
  id: "hp-guard",
  title: "the HP guard refuses HP above the maximum and clamps when the maximum drops",
  proves: "CORE-2",
  async run(h) {
    const notes = h.recordNotifications();
    const refusal = game.i18n!.format("AUGMENTED.Error.HpAboveMax", { value: "20", max: "12" });
    for (const type of ["character", "npc"]) {
      const actor = await createActor(h, { name: `Quench guard ${type}`, type, system: { attributes: { hp: { value: 8, max: 12 } } } });
      // cast: a dotted path of the actor models (docs/actor-data.md).
      const result = await actor.update({ "system.attributes.hp.value": 20 } as Actor.UpdateData);
      await h.settle();
      equal(result, undefined, `${type}: the refused update returns nothing`);
      equal(hpOf(actor).value, 8, `${type}: HP after the refused update`);
      ok(notes.some((n) => n.level === "error" && n.message === refusal), `${type}: the localized error was shown (${refusal})`);
    }

    // Every write path runs the same guard before cleaning (src/documents/write-guard.ts): a batch through the
    // class's static updateDocuments too, and a batch's lowered maximum brings the value down as update does.
    const batch = await createActor(h, { name: "Quench guard batch", type: "character", system: { attributes: { hp: { value: 8, max: 12 } }, currency: { gp: 12 } } });
    const beforeBatch = notes.length;
    // cast: dotted paths of the actor models, in a batch of one.
    await CONFIG.Actor.documentClass.updateDocuments([{ _id: batch.id!, "system.attributes.hp.value": 20 }] as never);
    await CONFIG.Actor.documentClass.updateDocuments([{ _id: batch.id!, "system.currency.gp": -5 }] as never);
    await h.settle();
    equal(hpOf(batch).value, 8, "HP after the refused batch");
    equal(systemValue(batch, "currency.gp"), 12, "gold after the refused batch (not clamped to 0)");
    ok(notes.slice(beforeBatch).some((n) => n.level === "error" && n.message === refusal), "the batch's HP refusal was shown");
    ok(notes.slice(beforeBatch).some((n) => n.level === "error" && n.message.includes("-5")), "the batch's range refusal names -5");
    // cast: as above.
    await CONFIG.Actor.documentClass.updateDocuments([{ _id: batch.id!, "system.attributes.hp.max": 6 }] as never);
    await h.settle();
    same(hpOf(batch), { value: 6, max: 6, temp: 0 }, "HP after a batch lowered the maximum below the value");

    const hero = await createActor(h, { name: "Quench guard sheet", type: "character", system: { attributes: { hp: { value: 8, max: 12 } } } });
    const sheet = await openSheet(hero);
    const before = notes.length;
    typeInto(sheet.element, "system.attributes.hp.value", "30");
    await h.eventually("the typed value is refused", () => ok(notes.slice(before).some((n) => n.level === "error" && n.message.includes("(12)")), "an error naming the maximum"));
    await h.eventually("the field shows the stored value", () => {
      equal(sheet.element.querySelector<HTMLInputElement>('[name="system.attributes.hp.value"]')?.value, "8", "HP field");
    });
    equal(hpOf(hero).value, 8, "HP after the typed refusal");
    // A negative HP typed into the sheet: refused by the sheet's form before v13's form validation cleans (and
    // would clamp) it (src/sheets/range-refusal.ts; issue 23 item 3), never stored as 0.
    const beforeTypedNegative = notes.length;
    typeInto(sheet.element, "system.attributes.hp.value", "-3");
    await h.eventually("the typed negative value is refused", () => ok(notes.slice(beforeTypedNegative).some((n) => n.level === "error" && n.message.includes("-3")), "an error naming -3"));
    await h.eventually("the field shows the stored value again", () => {
      equal(sheet.element.querySelector<HTMLInputElement>('[name="system.attributes.hp.value"]')?.value, "8", "HP field");
    });
    equal(hpOf(hero).value, 8, "HP after the typed negative value");
    await sheet.close();

    // cast: as above.
    await hero.update({ "system.attributes.hp.value": 12 } as Actor.UpdateData);
    await hero.update({ "system.attributes.hp.max": 10 } as Actor.UpdateData);
    await h.settle();
    same(hpOf(hero), { value: 10, max: 10, temp: 0 }, "HP after the maximum dropped below the value");

    // A negative HP is refused with a message too: v13's NumberField cleaning would clamp it to 0 (issue 12487),
    // so the system refuses it before Foundry cleans it (src/documents/range-guard.ts).
    const beforeNegative = notes.length;
    // cast: as above.
    const negative = await hero.update({ "system.attributes.hp.value": -3 } as Actor.UpdateData);
    await h.settle();
    equal(negative, undefined, "the negative HP update returns nothing");
    equal(hpOf(hero).value, 10, "HP after the refused negative value");
    ok(notes.slice(beforeNegative).some((n) => n.level === "error" && n.message.includes("-3")), "an error naming the refused value");

    // Creating value > max: refused by the Actor's `_preCreate` with the localized message, nothing thrown.
    const beforeCreate = notes.length;
    const created = await Actor.create({ name: "Quench guard invalid", type: "character", system: { attributes: { hp: { value: 30, max: 10 } } } } as Actor.CreateData);
    if (created) h.track(created);
    await h.settle();
    const createRefusal = game.i18n!.format("AUGMENTED.Error.HpAboveMax", { value: "30", max: "10" });
    ok(notes.slice(beforeCreate).some((n) => n.level === "error" && n.message === createRefusal), "creating value > max names the maximum");
    equal(game.actors?.getName("Quench guard invalid"), undefined, "no actor was created");
  },
});
