/**
 * Active Effect changes to schema fields, as v13 applies them: through the field (`ActiveEffect.applyField`), the
 * per-mode methods only for keys with no field. Sets on `system.traits.*` (ADD one entry, ADD comma-separated and
 * JSON entries, OVERRIDE), numbers (ADD, MULTIPLY, UPGRADE on NumberFields) and a string field (OVERRIDE). The
 * Set cases carry GF-STEEL-1 (species immunities by Active Effects). In a real Foundry this settles the README's
 * Active Effect rows: that core's field path calls the system's `applyField` with the prepared Set, that core
 * itself adds numbers and overrides strings, and that a field key never reaches `_applyAdd`.
 */
import { equal, same } from "./assert";
import { defineScenario } from "./harness";
import { createActor, systemValue } from "./support";

function traitList(actor: Actor.Implementation, key: string): string[] {
  const value = systemValue(actor, `traits.${key}`);
  return value instanceof Set ? [...(value as Set<string>)].sort() : [`not a set: ${String(value)}`];
}

export default defineScenario({
  id: "set-trait-effect",
  title: "effects change trait sets, numbers and strings through their fields",
  proves: "GF-STEEL-1 (species immunities by Active Effects)",
  async run(h) {
    const actor = await createActor(h, {
      name: "Quench gearforged", type: "character",
      system: { traits: { di: ["fire"], dr: ["fire"] }, attributes: { movement: { walk: 30, climb: 0, fly: 60, swim: 15 } } },
    });
    const { ADD, MULTIPLY, OVERRIDE, UPGRADE } = CONST.ACTIVE_EFFECT_MODES;
    // cast: the configured class's protected per-mode method, watched to show which path core takes.
    const proto = CONFIG.ActiveEffect.documentClass.prototype as unknown as { _applyAdd(...args: unknown[]): unknown };
    const original = proto._applyAdd;
    const legacyKeys: string[] = [];
    proto._applyAdd = function watched(this: unknown, ...args: unknown[]) {
      legacyKeys.push(String((args[1] as { key?: unknown } | undefined)?.key));
      return original.apply(this, args);
    };
    try {
      const changes = [
        { key: "system.traits.di", mode: ADD, value: "poison" },
        { key: "system.traits.ci", mode: ADD, value: "poisoned, diseased" },
        { key: "system.traits.dv", mode: ADD, value: '["cold","acid"]' },
        { key: "system.traits.dr", mode: OVERRIDE, value: "cold, lightning" },
        { key: "system.attributes.movement.walk", mode: ADD, value: "10" },
        { key: "system.attributes.movement.climb", mode: UPGRADE, value: "20" },
        { key: "system.attributes.movement.fly", mode: UPGRADE, value: "30" },
        { key: "system.attributes.movement.swim", mode: MULTIPLY, value: "2" },
        { key: "system.traits.size", mode: OVERRIDE, value: "large" },
      ].map((c) => ({ ...c, priority: null }));
      // cast: partial effect source data.
      await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Steel of Flesh", changes } as unknown as ActiveEffect.CreateData]);
      await h.settle();
    } finally {
      proto._applyAdd = original;
    }
    same(traitList(actor, "di"), ["fire", "poison"], "immunities with one entry added");
    same(traitList(actor, "ci"), ["diseased", "poisoned"], "condition immunities from comma-separated entries");
    same(traitList(actor, "dv"), ["acid", "cold"], "vulnerabilities from a JSON array");
    same(traitList(actor, "dr"), ["cold", "lightning"], "resistances overridden by comma-separated entries");
    equal(systemValue(actor, "attributes.movement.walk"), 40, "walk 30 + 10 (ADD on a NumberField)");
    equal(systemValue(actor, "attributes.movement.climb"), 20, "climb 0 upgraded to 20");
    equal(systemValue(actor, "attributes.movement.fly"), 60, "fly 60 kept over an upgrade to 30");
    equal(systemValue(actor, "attributes.movement.swim"), 30, "swim 15 × 2 (MULTIPLY on a NumberField)");
    equal(systemValue(actor, "traits.size"), "large", "size overridden (a StringField)");
    same(legacyKeys, [], "no field key reached _applyAdd");
    // cast: the stored source of a character.
    const stored = (actor._source as unknown as { system: { traits: { di: string[] } } }).system.traits.di;
    equal(stored.join(","), "fire", "stored immunities unchanged");
  },
});
