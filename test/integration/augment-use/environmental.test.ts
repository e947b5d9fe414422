/**
 * Environmental augments (CY-ENV-1/2): an Action, Augment Check 1d20 + PB with advantage vs the GM's DC; a failed
 * attempt at destroying or forcing something by direct contact hands off to the integrity save workflow
 * (`startIntegritySave`, source structuralBacklash, this augment) — spied on here, as its own tests cover it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { lastMessage } from "../workflows/setup";
import { heroWithAugment, user } from "./helpers";

/** Scenarios boot a world and run several clients: a generous limit for a loaded machine (not a timed assertion). */
const SCENARIO = { timeout: 30_000 };

const integrity = vi.hoisted(() => ({ startIntegritySave: vi.fn(async () => undefined) }));
vi.mock("../../../src/workflows/integrity/index.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startIntegritySave: integrity.startIntegritySave,
}));

const FILTER = { sectionKind: "leg", installedSection: "rightLeg", purpose: "environmental", damageType: null };

describe("environmental augments", () => {
  beforeEach(() => integrity.startIntegritySave.mockClear());

  it("CY-ENV-1: the Augment Check is 1d20 + PB with advantage, and the dialog asks DC and destructive contact", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Sealed Filter Leg", FILTER);
    let asked = false;
    world.dialogs.respond((dialog) => {
      asked = dialog.element.querySelector("input[name=contact]") !== null;
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
    });
    world.dice.queue([4, 16]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(asked).toBe(true);
    expect(result?.roll?.formula).toBe("2d20kh + 3");
    expect(result?.roll?.total).toBe(19);
    expect(result?.success).toBe(true);
    expect(augment.system.uses.spent).toBe(1);
    expect(lastMessage(world).content).toContain("Augment Check: 19 vs DC 15 (success)");
    expect(integrity.startIntegritySave).not.toHaveBeenCalled();
  });

  it("CY-ENV-2: a failed destructive-contact attempt starts the structural backlash save for this augment", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Sealed Filter Leg", FILTER);
    world.dialogs.respond((dialog) => {
      dialog.element.querySelector<HTMLInputElement>("input[name=contact]")!.checked = true;
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
    });
    world.dice.queue([2, 3]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result?.success).toBe(false);
    expect(result?.backlash).toBe(true);
    expect(integrity.startIntegritySave).toHaveBeenCalledTimes(1);
    expect(integrity.startIntegritySave).toHaveBeenCalledWith(hero, { source: "structuralBacklash", augmentId: augment.id });
    expect(lastMessage(world).content).toContain("Structural backlash");
  });

  it("CY-ENV-2: a failure without destructive contact, or a success with it, causes no backlash", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Sealed Filter Leg", FILTER);
    world.dice.queue([2, 3, 18, 1]);
    const failed = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 15, destructiveContact: false }));
    const forced = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 15, destructiveContact: true }));
    await world.settle();
    expect([failed?.success, failed?.backlash]).toEqual([false, false]);
    expect([forced?.success, forced?.backlash]).toEqual([true, false]);
    expect(integrity.startIntegritySave).not.toHaveBeenCalled();
    expect(augment.system.uses.spent).toBe(2);
  });
});
