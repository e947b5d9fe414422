/**
 * An Active Effect adding to a trait set (ADD on `system.traits.di`, a SetField), as the Gearforged species grant
 * their immunities (GF-STEEL-1). Foundry's ADD concatenates anything but numbers (CONST.ACTIVE_EFFECT_MODES), so
 * the system's ActiveEffect class (src/documents/active-effect.ts) adds the value to the set instead. Checked in
 * a real Foundry by Quench (that core calls the class's `_applyAdd` with the prepared Set) and on the stand-in:
 * the prepared set holds "poison", the stored one stays empty, and OVERRIDE replaces the set.
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
  title: "an effect adding to a trait set adds the value to the set",
  proves: "GF-STEEL-1 (species immunities by Active Effects)",
  async run(h) {
    const actor = await createActor(h, { name: "Quench gearforged", type: "character", system: { traits: { di: ["fire"] } } });
    const { ADD, OVERRIDE } = CONST.ACTIVE_EFFECT_MODES;
    // cast: partial effect source data.
    await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "Steel of Flesh", changes: [{ key: "system.traits.di", mode: ADD, value: "poison" }, { key: "system.traits.dr", mode: OVERRIDE, value: "cold" }] } as unknown as ActiveEffect.CreateData,
    ]);
    await h.settle();
    same(traitList(actor, "di"), ["fire", "poison"], "immunities with the effect");
    same(traitList(actor, "dr"), ["cold"], "resistances overridden by the effect");
    // cast: the stored source of a character.
    const stored = (actor._source as unknown as { system: { traits: { di: string[] } } }).system.traits.di;
    equal(stored.join(","), "fire", "stored immunities unchanged");
  },
});
