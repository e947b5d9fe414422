/**
 * CY-USE-2: a long rest restores every augment's uses; a short rest does not.
 */
import { describe, expect, it } from "vitest";
import { createAugment } from "../augments/helpers";
import { tableWithHero } from "./setup";

describe("augment uses and rests", () => {
  it("CY-USE-2: a long rest restores all uses of every installed augment; a short rest restores none", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 5 }, attributes: { hp: { value: 20, max: 20 } } });
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm", uses: { spent: 3 } });
    const blade = await createAugment(hero, "Shin Blade", { sectionKind: "leg", installedSection: "leftLeg", uses: { spent: 1 } });
    await world.settle();
    expect(cannon.system.uses.value).toBe(0);

    await world.as(world.player, () => hero.shortRest({ hitDice: 0 }));
    await world.settle();
    expect(cannon.system.uses.spent).toBe(3);

    await world.as(world.player, () => hero.longRest());
    await world.settle();
    expect(cannon.system.uses.spent).toBe(0);
    expect(cannon.system.uses.value).toBe(3);
    expect(blade.system.uses.spent).toBe(0);
  });
});
