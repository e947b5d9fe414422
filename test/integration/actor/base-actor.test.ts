/**
 * Issue 10 item 5: character and npc share one base actor model (src/data/actor/base-actor.ts). These tests show
 * the sharing is real, not two copies that happen to agree: both registered models extend the same class, which
 * alone defines the CORE-2 guard and the shared derivation; a property run holds CORE-2 for both types through
 * the base's update guard; and the same stored core with the same proficiency bonus derives the same values for
 * either type.
 */
import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { createWorld } from "../../foundry";
import type { CharacterData } from "../../../src/data/actor/character";
import type { NpcData } from "../../../src/data/actor/npc";

// The first test of the file also boots the system (once per simulated client). Generous under a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

const TYPES = ["character", "npc"] as const;
type ActorType = (typeof TYPES)[number];

type ModelOf = { character: CharacterData; npc: NpcData };
type ActorOf<T extends ActorType> = Actor.Implementation & { system: ModelOf[T] };

async function createActor<T extends ActorType>(type: T, system: Record<string, unknown>): Promise<ActorOf<T>> {
  // cast: Actor.create accepts the source shape; the test data is a partial source by construction.
  const actor = await Actor.create({ name: `Shared ${type}`, type, system } as Actor.CreateData);
  if (!actor) throw new Error("Actor.create returned nothing (vetoed?)");
  // cast: created with this type, so its system is that type's model.
  return actor as ActorOf<T>;
}

/** The static side of a model class, as the sharing test reads it (its name, schema and prototype chain). */
interface ModelClass {
  name: string;
  prototype: object;
  defineSchema(): Record<string, unknown>;
}

function hpAboveMax(value: number, max: number): string {
  return game.i18n!.format("AUGMENTED.Error.HpAboveMax", { value: String(value), max: String(max) });
}

describe("the base actor model shared by character and npc", () => {
  it("character and npc extend one BaseActorData, which alone holds the CORE-2 guard, the shared derivation and the shared schema", async () => {
    await createWorld({ seed: 10 });
    // The classes each client's src/ registered at init (test/foundry/client-modules.ts), read from CONFIG.
    const character: ModelClass = CONFIG.Actor.dataModels.character;
    const npc: ModelClass = CONFIG.Actor.dataModels.npc;
    // cast: getPrototypeOf answers any; the parent of a model class is a model class too.
    const base = Object.getPrototypeOf(character) as ModelClass;
    expect(base.name).toBe("BaseActorData");
    expect(Object.getPrototypeOf(npc)).toBe(base);

    // Written once: neither subtype redefines the derivation, so a fix reaches both. The HP guard is the
    // document's, on every write path (src/documents/write-guard.ts), not a joint validation of either model.
    for (const model of [base, character, npc]) expect(Object.hasOwn(model, "validateJoint"), `${model.name}.validateJoint`).toBe(false);
    for (const member of ["_preUpdate", "prepareDerivedData"]) {
      expect(Object.hasOwn(base.prototype, member), member).toBe(true);
      for (const model of [character, npc]) {
        expect(Object.hasOwn(model.prototype, member), `${model.name}#${member}`).toBe(false);
      }
    }

    // Every field the base defines is in both subtypes' schemas, of the same kind.
    const shared = base.defineSchema();
    for (const model of [character, npc]) {
      const fields = model.defineSchema();
      for (const [key, field] of Object.entries(shared)) {
        expect(fields[key]?.constructor, `${model.name}.${key}`).toBe(field?.constructor);
      }
    }
  });

  it("CORE-2 (property): for a character and an npc alike, stored HP never ends above the maximum, and either update path refuses or clamps the same way", async () => {
    const world = await createWorld({ seed: 10 });
    const hpPair = fc.integer({ min: 0, max: 60 }).chain((max) => fc.record({ value: fc.integer({ min: 0, max }), max: fc.constant(max) }));
    const amount = fc.integer({ min: 0, max: 80 });
    // Each case: a type, its stored HP, the update path, and an edit (a value, a maximum, one below the value, both).
    const scenario = fc.tuple(fc.constantFrom(...TYPES), hpPair, fc.boolean()).chain(([type, start, throughUpdateDocuments]) =>
      fc
        .oneof(
          fc.record({ value: amount }),
          fc.record({ max: amount }),
          fc.record({ max: fc.integer({ min: 0, max: Math.max(0, start.value - 1) }) }),
          fc.record({ value: amount, max: amount }),
        )
        .map((edit: { value?: number; max?: number }) => ({ type, start, throughUpdateDocuments, edit })),
    );
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(scenario, async ({ type, start, throughUpdateDocuments, edit }) => {
        const actor = await createActor(type, { attributes: { hp: { ...start, temp: 0 } } });
        const changes: Record<string, number> = {};
        if (edit.value !== undefined) changes["system.attributes.hp.value"] = edit.value;
        if (edit.max !== undefined) changes["system.attributes.hp.max"] = edit.max;
        const notesBefore = world.notifications.length;
        // Both paths run the one guard before Foundry cleans and validates (src/documents/write-guard.ts): a
        // notification, nothing written; a lower maximum brings the value down. (Before, updateDocuments skipped it
        // and the joint validation threw, a lowered maximum included.)
        let thrown: string | undefined;
        try {
          if (throughUpdateDocuments) await Actor.implementation.updateDocuments([{ _id: actor.id, ...changes }]);
          else await actor.update(changes as Actor.UpdateData);
        } catch (error) {
          thrown = error instanceof Error ? error.message : String(error);
        }
        await world.settle();

        const hp = actor.system.attributes.hp;
        const max = edit.max ?? start.max;
        const notes = world.notifications.slice(notesBefore).filter((n) => n.level === "error").map((n) => n.message);
        const errors = thrown === undefined ? notes : [...notes, thrown];
        const path = throughUpdateDocuments ? "updateDocuments" : "update";
        const refusedValue = edit.value !== undefined && edit.value > max ? edit.value : undefined;
        const lowered = edit.value === undefined && max < start.value;
        const refusal = refusedValue;
        if (refusal !== undefined) {
          seen.add(`${type} ${path} ${refusedValue === undefined ? "lowered max" : "value above max"} refused`);
          expect({ value: hp.value, max: hp.max }, `${type}: a refused edit changes nothing`).toEqual(start);
          expect(errors.some((message) => message.includes(hpAboveMax(refusal, max))), `${type}: the localized refusal (${errors.join(" | ")})`).toBe(true);
        } else {
          seen.add(`${type} ${path} ${lowered ? "lowered max clamps" : "applied"}`);
          const value = edit.value ?? Math.min(start.value, max);
          expect({ value: hp.value, max: hp.max }, `${type}: applied (a lower maximum brings the value down)`).toEqual({ value, max });
          expect(errors, `${type}: no error`).toEqual([]);
        }
        expect(hp.value).toBeLessThanOrEqual(hp.max);
        await actor.delete();
      }),
      { numRuns: 80, seed: 10 },
    );
    // Every outcome was reached for both types, so the property covered each branch of the guard for each.
    for (const type of TYPES) {
      for (const outcome of ["update value above max refused", "update lowered max clamps", "update applied", "updateDocuments value above max refused", "updateDocuments lowered max clamps", "updateDocuments applied"]) {
        const [path, ...rest] = outcome.split(" ");
        expect(seen.has(`${type} ${path} ${rest.join(" ")}`), `${type}: ${outcome}`).toBe(true);
      }
    }
  });

  it("CORE-2: creating either type with HP above the maximum is refused with the same message, nothing created", async () => {
    const world = await createWorld({ seed: 10 });
    for (const type of TYPES) {
      const told = world.notifications.length;
      await expect(createActor(type, { attributes: { hp: { value: 30, max: 10 } } }), type).rejects.toThrow("vetoed");
      expect(world.notifications.slice(told).map((n) => n.message), type).toContain(hpAboveMax(30, 10));
    }
    await world.settle();
    expect(game.actors!.size).toBe(0);
  });

  it("CORE-1/6/7, AC (property): the same stored core and the same proficiency bonus derive the same values for a character and an npc", async () => {
    const world = await createWorld({ seed: 10 });
    const ability = fc.record({ value: fc.integer({ min: 1, max: 30 }), proficient: fc.integer({ min: 0, max: 1 }) });
    const core = fc.record({
      abilities: fc.record({ str: ability, dex: ability, con: ability, int: ability, wis: ability, cha: ability }),
      skills: fc.record({ ste: fc.record({ proficiency: fc.constantFrom(0, 0.5, 1, 2) }), prc: fc.record({ proficiency: fc.constantFrom(0, 0.5, 1, 2), bonus: fc.integer({ min: -3, max: 3 }) }) }),
      attributes: fc.record({
        hp: fc.integer({ min: 1, max: 40 }).map((max) => ({ value: max, max, temp: 0 })),
        ac: fc.record({ flat: fc.option(fc.integer({ min: 8, max: 20 }), { nil: null }), bonus: fc.integer({ min: -2, max: 3 }) }),
        exhaustion: fc.integer({ min: 0, max: 6 }),
        movement: fc.record({ walk: fc.integer({ min: 0, max: 60 }), fly: fc.integer({ min: 0, max: 60 }) }),
        init: fc.record({ bonus: fc.integer({ min: -2, max: 5 }) }),
      }),
      featureDcs: fc.constant([{ id: "shareddc00000000", name: "Breath", ability: "con", bonus: 1 }]),
    });
    // Levels 1..20 and challenge ratings 1..20 give the same proficiency bonus, number for number.
    const tier = fc.integer({ min: 1, max: 20 });
    await fc.assert(
      fc.asyncProperty(core, tier, async (system, n) => {
        const hero = await createActor("character", { ...system, details: { level: n } });
        const monster = await createActor("npc", { ...system, details: { cr: n } });
        await world.settle();
        const [a, b] = [hero.system, monster.system];
        expect(a.attributes.prof).toBe(b.attributes.prof);
        expect(a.abilities).toEqual(b.abilities);
        expect(a.skills).toEqual(b.skills);
        expect(a.saveDcs).toEqual(b.saveDcs);
        expect(a.augments).toEqual(b.augments);
        const { hd: _hd, death: _death, ...heroAttributes } = a.attributes;
        expect(heroAttributes).toEqual(b.attributes);
        expect(a.attributes.hp.effectiveMax).toBe(b.attributes.hp.effectiveMax);
        await hero.delete();
        await monster.delete();
      }),
      { numRuns: 25, seed: 10 },
    );
  });
});
