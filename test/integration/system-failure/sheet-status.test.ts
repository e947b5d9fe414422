/**
 * SF-1 / SF-4 / SF-6 on the sheet: the Augments tab tells whether System Failure is there before the character
 * drops to 0 HP, while the overdrive runs, once spent (until a rest outside combat), and with nothing to sacrifice.
 */
import { describe, expect, it } from "vitest";
import { systemFailureStatus } from "../../../src/workflows/system-failure/status";
import { SF_FALLBACK_DURATION_SECONDS } from "../../../src/rules/cyborg/system-failure";
import { openSheet } from "../helpers";
import { choose, cyborgTable, prompts } from "./helpers";

const SCENARIO = { timeout: 30_000 };

describe("System Failure status on the Augments tab", SCENARIO, () => {
  it("SF-1 / SF-4 / SF-6: available → overdrive → used outside combat → available after a short rest", async () => {
    const { world, hero, optic } = await cyborgTable();
    const status = () => world.as(world.player, () => systemFailureStatus(hero));
    expect(status()).toBe("available");
    const sheet = await world.as(world.player, () => openSheet(hero));
    expect(sheet.element.querySelector(".system-failure-status")?.textContent).toContain("available if this character drops to 0 hit points");

    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, optic.id!);
    expect(status()).toBe("overdrive");
    await world.as(world.gm, () => world.time.advance(SF_FALLBACK_DURATION_SECONDS));
    await world.settle();
    expect(status()).toBe("usedOutside");
    await world.as(world.player, () => hero.shortRest({ hitDice: 0 }));
    await world.settle();
    expect(status()).toBe("available");
  });

  it("SF-1: with no working augment it says it is not available", async () => {
    const { world, hero } = await cyborgTable();
    // cast: a partial system update of the augment model.
    for (const item of hero.items.filter((entry) => entry.type === "augment")) await item.update({ system: { integrity: "damaged" } } as never);
    await world.settle();
    expect(world.as(world.player, () => systemFailureStatus(hero))).toBe("noAugment");
  });
});
