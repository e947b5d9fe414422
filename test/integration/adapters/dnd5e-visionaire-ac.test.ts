// Visionaire under every AC calculation dnd5e offers (CY-VIS-1; src/adapters/dnd5e/visionaire.ts): on the dnd5e
// stand-in (its AC preparation: test/dnd5e/data/prepare.ts, attributes.mjs:148-235), a Cyborg with one working
// installed augment has exactly one more AC than the same character without it, whichever calculation is chosen —
// "flat" too, which ignores `ac.bonus` — and the effect follows the calculation when the GM changes it.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { ARMOR_CLASSES } from "../../dnd5e/data/prepare";

interface Dnd5eActor {
  system: { attributes: { ac: { value: number; calc: string } } };
  effects: { contents: { changes?: { key: string; value: string }[]; system?: { changes?: { key: string; value: string }[] } }[] };
  update(data: PlainObject): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<unknown>;
}

const CYBORG = { name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} };
const SYSTEM = { abilities: { dex: { value: 14 }, con: { value: 16 }, wis: { value: 12 }, cha: { value: 8 } }, attributes: { hp: { value: 30, max: 30 }, ac: { flat: 15, formula: "12 + @abilities.con.mod" } } };

/** The key of every change the actor's effects carry (v13 `changes`, v14 `system.changes`). */
const changeKeys = (actor: Dnd5eActor) => actor.effects.contents.flatMap((e) => e.changes ?? e.system?.changes ?? []).map((c) => c.key);

describe("Visionaire under each of dnd5e's AC calculations", () => {
  it("adds +1 under every calculation, flat included, and moves between ac.bonus and ac.flat as the calculation changes", async () => {
    const world = await createModuleWorld();
    // cast (both): dnd5e's actors, which the system's type definitions do not describe.
    const cyborg = (await Actor.create({ name: "Vex", type: "character", system: SYSTEM } as never)) as unknown as Dnd5eActor;
    const plain = (await Actor.create({ name: "Ana", type: "character", system: SYSTEM } as never)) as unknown as Dnd5eActor;
    const cannon = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
    await cyborg.createEmbeddedDocuments("Item", [CYBORG, foundry.utils.mergeObject(cannon.toObject(), { system: { installedSection: "rightArm" } }) as PlainObject]);
    await world.settle();
    const calcs = Object.keys(ARMOR_CLASSES);
    expect(calcs).toEqual(expect.arrayContaining(["flat", "natural", "default", "custom"]));
    const seen: Record<string, number> = {};
    for (const calc of calcs) {
      for (const actor of [cyborg, plain]) await actor.update({ "system.attributes.ac.calc": calc });
      await world.settle();
      expect(cyborg.system.attributes.ac.calc).toBe(calc);
      seen[calc] = cyborg.system.attributes.ac.value - plain.system.attributes.ac.value;
      expect(changeKeys(cyborg)).toEqual([calc === "flat" ? "system.attributes.ac.flat" : "system.attributes.ac.bonus"]);
    }
    expect(seen).toEqual(Object.fromEntries(calcs.map((calc) => [calc, 1])));
    // The stored flat value is the GM's: the effect adds to the prepared one only.
    await cyborg.update({ "system.attributes.ac.calc": "flat" });
    await world.settle();
    expect((cyborg as unknown as { _source: { system: { attributes: { ac: { flat: number } } } } })._source.system.attributes.ac.flat).toBe(15);
    expect(cyborg.system.attributes.ac.value).toBe(16);
    expect(world.errors).toEqual([]);
  });
});
