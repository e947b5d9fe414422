/**
 * Three workflows of the three families work in a live world, each as the first use of its feature in the
 * session unless the GM already used it (issue 22 item 1: everything is registered at init, in one module):
 * - a Cyborg install (CY-INS-1/2: the GM's DCs given (1 and 2: the second above the first), so no dialog; the augment is installed whatever the dice say);
 * - an Automail port bought (AM-PORT-1: 400 gp);
 * - a potion drunk through the Gearforged consumable workflow by a character who is no gearforged (it heals).
 */
import { equal, ok, present } from "./assert";
import { defineScenario } from "./harness";
import { createActor, createOwnedItems, hpOf, packUuid, systemValue } from "./support";

interface FirstUseWorkflows {
  installAugment(item: Item.Implementation, section: string, options: object): Promise<{ section: string; item: Item.Implementation } | null>;
  buyPort(kind: string, site: string, options: object): Promise<{ priceGp: number; item: Item.Implementation } | null>;
  useConsumable(item: Item.Implementation): Promise<{ healed: number; quantity: number } | null>;
}

const POTION = { name: "Quench potion", type: "consumable", system: { kind: "potion", formula: "2d4 + 2", ingested: true, quantity: 2 } };

export default defineScenario({
  id: "first-use-workflows",
  title: "a Cyborg install, an Automail port and a potion work as the first use in a session",
  proves: "issue 22 item 1 (one module registers every workflow at init)",
  async run(h) {
    const actor = await createActor(h, {
      name: "Quench first user",
      type: "character",
      system: { currency: { gp: 1000 }, attributes: { hp: { value: 5, max: 20 } } },
    });
    // cast: the system's Actor class exposes the workflows (src/workflows/workflow-actor.ts).
    const workflows = actor as unknown as FirstUseWorkflows;

    // cast: the augments pack holds Items (system.json).
    const cannon = present((await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation | null, "Wrist Cannon");
    const notes = h.recordNotifications();
    const installed = present(await workflows.installAugment(cannon, "rightArm", { dcs: [1, 2], flaw: "Quench", lastingEffect: "", worker: actor }), `the install's result (${notes.map((n) => n.message).join("; ")})`);
    equal(installed.section, "rightArm", "installed in the right arm");
    await h.settle();
    equal(systemValue(present(actor.items.get(installed.item.id ?? ""), "the installed augment"), "installedSection"), "rightArm", "the item records its section");

    const port = present(await workflows.buyPort("natural", "rightLeg", { confirmed: true }), "the port's result");
    equal(port.priceGp, 400, "a natural port's price");
    await h.eventually("the port is paid", () => equal(systemValue(actor, "currency.gp"), 600, "gp after the port"));

    const [potion] = await createOwnedItems(actor, [POTION]);
    const drunk = present(await workflows.useConsumable(present(potion, "the potion")), "the potion's result");
    ok(drunk.healed >= 4, `2d4 + 2 heals at least 4 (healed ${drunk.healed})`);
    await h.eventually("the potion healed", () => equal(hpOf(actor).value, 5 + drunk.healed, "HP after the potion"));
    equal(drunk.quantity, 1, "one potion spent");
  },
});
