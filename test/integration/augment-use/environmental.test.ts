/**
 * Environmental augments (CY-ENV-1/2): an Action, Augment Check 1d20 + PB with advantage vs the GM's DC; a failed
 * attempt at destroying or forcing something by direct contact hands off to the integrity save workflow
 * (source structuralBacklash, this augment): seen here as the integrity card it posts, whose own tests cover the
 * rest. (This used to spy on the workflow through vi.mock; each client now loads its own copy of the system, so
 * the observable card is what is checked.)
 */
import { describe, expect, it } from "vitest";
import { lastMessage, type World } from "../workflows/setup";
import { integrityCards, stateOf } from "../integrity/helpers";
import { heroWithAugment, user } from "./helpers";
import { cardHtml } from "../cards";

/** Scenarios boot a world and run several clients: a generous limit for a loaded machine (not a timed assertion). */
const SCENARIO = { timeout: 30_000 };

/** The structural backlash saves started so far: source and the augment each one is about. */
function backlashes(world: World): Array<{ source: string; augmentId: string | undefined }> {
  return integrityCards(world).map((card) => ({ source: stateOf(card)!.source, augmentId: stateOf(card)!.target?.augmentId }));
}

const FILTER = { sectionKind: "leg", installedSection: "rightLeg", purpose: "environmental", damageType: null };

describe("environmental augments", () => {
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
    expect(await cardHtml(lastMessage(world))).toContain("Augment Check: 19 vs DC 15 (success)");
    expect(backlashes(world)).toEqual([]);
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
    expect(backlashes(world)).toEqual([{ source: "structuralBacklash", augmentId: augment.id }]);
    expect(stateOf(integrityCards(world)[0]!)?.actorUuid).toBe(hero.uuid);
    expect(await cardHtml(lastMessage(world))).toContain("Structural backlash");
  });

  it("CY-ENV-2: a failure without destructive contact, or a success with it, causes no backlash", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Sealed Filter Leg", FILTER);
    world.dice.queue([2, 3, 18, 1]);
    const failed = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 15, destructiveContact: false }));
    const forced = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 15, destructiveContact: true }));
    await world.settle();
    expect([failed?.success, failed?.backlash]).toEqual([false, false]);
    expect([forced?.success, forced?.backlash]).toEqual([true, false]);
    expect(backlashes(world)).toEqual([]);
    expect(augment.system.uses.spent).toBe(2);
  });
});
