/**
 * CY-VIS-1 and SF-1 "Cyborgs only": Visionaire AC and System Failure are the Cyborg species trait. A character
 * of another species with the same installed augments gets neither; taking the Cyborg species (its compendium
 * item carries the trait) gives both, and deleting it takes them away again.
 */
import { describe, expect, it } from "vitest";
import { acOf, augmentsOf, createAugment } from "../augments/helpers";
import { hp, tableWithHero } from "../workflows/setup";
import { prompts } from "./helpers";

const SCENARIO = { timeout: 30_000 };

async function cyborgSpeciesSource(): Promise<Record<string, unknown>> {
  const pack = game.packs!.get("augmented.species")!;
  const documents = await pack.getDocuments();
  const cyborg = documents.find((document) => document.name === "Cyborg");
  if (!cyborg) throw new Error("no Cyborg in the species pack");
  return cyborg.toObject() as unknown as Record<string, unknown>;
}

describe("Cyborg species trait (CY-VIS-1, SF-1)", SCENARIO, () => {
  it("CY-VIS-1: another species' installed augments add no AC; the Cyborg species item brings Visionaire, deleting it takes it away", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 3 } });
    await world.as(world.gm, () => hero.update({ "flags.augmented.cyborg": false } as Actor.UpdateData));
    await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    await world.settle();
    expect(augmentsOf(hero).visionaire.bonus).toBe(0);
    expect(augmentsOf(hero).visionaire.excluded.map((entry) => entry.reason)).toEqual(["notCyborg"]);
    expect(acOf(hero).breakdown.some((line) => line.label === "AUGMENTED.AC.Visionaire")).toBe(false);
    const acBefore = acOf(hero).value;

    const [species] = await world.as(world.gm, async () => (await hero.createEmbeddedDocuments("Item", [(await cyborgSpeciesSource()) as Item.CreateData])) ?? []);
    await world.settle();
    expect(augmentsOf(hero).visionaire.bonus).toBe(1);
    expect(acOf(hero).value).toBe(acBefore + 1);

    await world.as(world.gm, () => species!.delete());
    await world.settle();
    expect(augmentsOf(hero).visionaire.bonus).toBe(0);
    expect(acOf(hero).value).toBe(acBefore);
  });

  it("SF-1: a non-Cyborg dropped to 0 HP is not offered System Failure; the same character as a Cyborg is", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 3 } });
    await world.as(world.gm, () => hero.update({ "flags.augmented.cyborg": false } as Actor.UpdateData));
    await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    await world.settle();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    expect(hp(hero).value).toBe(0);
    expect(prompts(world)).toHaveLength(0);

    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "healing" }]));
    await world.as(world.gm, () => hero.update({ "flags.augmented.cyborg": true } as Actor.UpdateData));
    await world.settle();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(1);
  });
});
