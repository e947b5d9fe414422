/**
 * CORE-2, CORE-8 on every write path (src/documents/write-guard.ts, src/data/guarded-number-field.ts), seen from
 * outside: what a macro writes through Foundry's own classes, not the system's. It checks the two assumptions the
 * guard rests on (test/foundry/README.md, "Where a guard sees every write"): the per-document `_preUpdate` runs for
 * Foundry's base-class batch, and it gets the number as written once the system's fields neither clamp
 * (`_cleanType`) nor refuse a range (`_validateType`). So −5 gp, a −1 quantity, HP above the maximum and an
 * absurd maximum are each refused with the system's message, nothing written and nothing thrown. In a live
 * world it also writes into a world compendium it creates: a document of the pack not loaded yet is refused the
 * same way (the stand-in, whose packs cannot be created, covers that in test/integration/documents/every-write-path.test.ts).
 */
import { equal, ok } from "./assert";
import { defineScenario, type Harness } from "./harness";
import { createActor, hpOf, systemValue } from "./support";

/** Runs a write that must be refused: nothing thrown, an error notification that includes `text`. */
async function refused(h: Harness, notes: ReturnType<Harness["recordNotifications"]>, what: string, text: string, write: () => Promise<unknown>): Promise<void> {
  const before = notes.length;
  let thrown: unknown = null;
  await write().catch((error: unknown) => (thrown = error));
  await h.settle();
  equal(thrown, null, `${what}: nothing thrown`);
  ok(notes.slice(before).some((n) => n.level === "error" && n.message.includes(text)), `${what}: an error naming ${text}`);
}

/** A world compendium the scenario may create (a live world's API; the stand-in has none). */
interface WorldPacks {
  createCompendium?(metadata: { type: string; label: string }): Promise<{ collection: string; deleteCompendium(): Promise<unknown>; configure(settings: object): Promise<unknown> }>;
}

export default defineScenario({
  id: "write-paths",
  title: "a macro's writes through Foundry's own classes meet the same range guard",
  proves: "CORE-2, CORE-8",
  async run(h) {
    const notes = h.recordNotifications();
    const actor = await createActor(h, { name: "Quench write paths", type: "character", system: { attributes: { hp: { value: 8, max: 12 } }, currency: { gp: 12 } } });
    // cast: item source data of the system's equipment model.
    const [rope] = (await actor.createEmbeddedDocuments("Item", [{ name: "Rope", type: "equipment", system: { quantity: 2 } } as Item.CreateData])) as Item.Implementation[];
    const hpRefusal = game.i18n!.format("AUGMENTED.Error.HpAboveMax", { value: "20", max: "12" });
    // Foundry's classes, as a macro names them (not CONFIG.Actor.documentClass).
    const BaseActor = foundry.documents.Actor;
    const BaseItem = foundry.documents.Item;
    await refused(h, notes, "−5 gp", "-5", () => BaseActor.updateDocuments([{ _id: actor.id!, "system.currency.gp": -5 }] as never));
    await refused(h, notes, "HP 20 of 12", hpRefusal, () => BaseActor.updateDocuments([{ _id: actor.id!, "system.attributes.hp.value": 20 }] as never));
    await refused(h, notes, "maximum 1e308", "1e+308", () => BaseActor.updateDocuments([{ _id: actor.id!, "system.attributes.hp.max": 1e308 }] as never));
    await refused(h, notes, "quantity −1", "-1", () => BaseItem.updateDocuments([{ _id: rope!.id!, "system.quantity": -1 }] as never, { parent: actor } as never));
    equal(systemValue(actor, "currency.gp"), 12, "gold after the refusals (not clamped to 0)");
    equal(hpOf(actor).value, 8, "HP after the refusals");
    equal(hpOf(actor).max, 12, "maximum HP after the refusals");
    equal(systemValue(rope!, "quantity"), 2, "quantity after the refusal (not clamped to 0)");
    // An honest write through the same class is written.
    await BaseActor.updateDocuments([{ _id: actor.id!, "system.currency.gp": 7 }] as never);
    await h.settle();
    equal(systemValue(actor, "currency.gp"), 7, "gold after an honest write through Foundry's class");

    // cast: CompendiumCollection's static API, where the runner has it.
    const packs = (foundry.documents as unknown as { collections?: { CompendiumCollection?: WorldPacks } }).collections?.CompendiumCollection;
    if (typeof packs?.createCompendium !== "function") return;
    const pack = await packs.createCompendium({ type: "Actor", label: "Quench write paths" });
    try {
      // cast: the scenario actor's source, created inside the pack.
      const [stored] = (await BaseActor.createDocuments([actor.toObject() as Actor.CreateData], { pack: pack.collection } as never)) as Actor.Implementation[];
      await refused(h, notes, "pack: −5 gp", "-5", () => BaseActor.updateDocuments([{ _id: stored!.id!, "system.currency.gp": -5 }] as never, { pack: pack.collection } as never));
      const reread = (await game.packs!.get(pack.collection)!.getDocument(stored!.id!)) as Actor.Implementation;
      equal(systemValue(reread, "currency.gp"), 7, "the pack's gold after the refusal");
    } finally {
      await pack.deleteCompendium();
    }
  },
});
