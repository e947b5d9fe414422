/**
 * SF-1 with GA-WRECK-1: a cyborg that is also a 13th Age gearforged drops to 0 HP. The wreck makes it stable at
 * once, writing three successes without a death save being rolled; SF-1's offer lapses at "a death save", an HP
 * change or the next turn, none of which happened, so the offer still stands and can be taken.
 */
import { describe, expect, it } from "vitest";
import { applySpecies } from "../../../src/workflows/species/apply";
import { hp } from "../workflows/setup";
import { choose, cyborgTable, overdriveEffects, prompts } from "./helpers";
import { SPECIES, packItem } from "../gearforged/helpers";
import { cardText } from "../cards";

const SCENARIO = { timeout: 60_000 };

function deathSaves(actor: Actor.Implementation): { success: number; failure: number } {
  // cast: the character model's stored death saves (data/actor/character.ts).
  return (actor.system as unknown as { attributes: { death: { success: number; failure: number } } }).attributes.death;
}

describe("System Failure for a wrecked 13th Age gearforged cyborg", SCENARIO, () => {
  it("SF-1 / GA-WRECK-1: stable at once at 0 HP, and the System Failure offer still stands: taking it gives 1 HP and the overdrive", async () => {
    const { world, hero, optic } = await cyborgTable();
    await world.as(world.player, async () => applySpecies(hero, await packItem("species", SPECIES.thirteenthAge), { choices: { abilities: ["con"], languages: [] } }));
    await world.settle();
    await world.as(world.gm, () => hero.applyDamage([{ amount: hp(hero).value, type: "fire" }]));
    await world.settle();
    expect(hp(hero).value).toBe(0);
    expect(deathSaves(hero)).toEqual({ success: 3, failure: 0 });
    const prompt = prompts(world)[0];
    expect(prompt).toBeDefined();
    await choose(world, world.player, prompt!, optic.id!);
    expect(hp(hero).value).toBe(1);
    expect(hp(hero).temp).toBeGreaterThan(0);
    expect(overdriveEffects(hero)).toHaveLength(1);
    expect(cardText(prompt!)).not.toContain("lapsed");
  });

  it("SF-1: a death save rolled after the drop still ends the offer for a cyborg that is no gearforged", async () => {
    const { world, hero, optic } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: hp(hero).value, type: "fire" }]));
    await world.settle();
    const prompt = prompts(world)[0]!;
    // cast: a flat stored path, as the sheet's pips write it.
    await world.as(world.gm, () => hero.update({ "system.attributes.death.success": 3 } as Actor.UpdateData));
    await world.settle();
    await choose(world, world.player, prompt, optic.id!);
    expect(hp(hero).value).toBe(0);
    expect(overdriveEffects(hero)).toHaveLength(0);
  });
});
