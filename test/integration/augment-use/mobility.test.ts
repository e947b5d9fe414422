/**
 * Mobility augments (CY-MOB-1..4, CY-USE-3, CY-INT-3): timed speed effects that really stop applying when their
 * time is up (world time or combat rounds), the grounded effect after a flight that refuses the next take-off for
 * 6 seconds, hovering, transformations, jumps, passive speed improvements, the design limits, undo.
 */
import { describe, expect, it } from "vitest";
import { updateUnchecked } from "../augments/helpers";
import { clickCardButton, lastMessage, type World } from "../workflows/setup";
import { augmentsTab, heroWithAugment, useButton, user, warnings } from "./helpers";
import { cardHtml } from "../cards";

/** Scenarios boot a world and run several clients: a generous limit for a loaded machine (not a timed assertion). */
const SCENARIO = { timeout: 30_000 };

interface Movement {
  walk: number;
  fly: number;
  swim: number;
  hover: boolean;
}

/** cast: docs/actor-data.md `system.attributes.movement` (after effects) and `speed` (derived). */
function movement(actor: Actor.Implementation): Movement {
  return (actor.system as unknown as { attributes: { movement: Movement } }).attributes.movement;
}

function speed(actor: Actor.Implementation): Movement {
  return (actor.system as unknown as { attributes: { speed: Movement } }).attributes.speed;
}

/** The names of the augment effects on the actor. */
function effectNames(actor: Actor.Implementation): string[] {
  return [...actor.effects].map((effect) => effect.name ?? "");
}

async function advance(world: World, seconds: number): Promise<void> {
  await world.as(world.gm, () => world.time.advance(seconds));
  await world.settle();
}

const THRUSTERS = { sectionKind: "leg", installedSection: "leftLeg", purpose: "mobility", damageType: null, mobility: { mode: "fly", bonus: 20 } };

describe("mobility augments", () => {
  it("CY-MOB-1: flight gives fly 20 ft for 1 minute, then 6 s grounded refuses the next take-off, then it is allowed", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Leg Thrusters", THRUSTERS);
    world.dialogs.respond({ action: "flight", matching: "take off" });
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result?.effectId).toBeTruthy();
    expect(speed(hero).fly).toBe(20);
    expect(movement(hero).hover).toBe(false);
    expect(augment.system.uses.spent).toBe(1);
    expect(await cardHtml(lastMessage(world))).toContain("fly speed 20 ft for 1 minute");

    await advance(world, 59);
    expect(speed(hero).fly).toBe(20);
    await advance(world, 1);
    expect(speed(hero).fly).toBe(0);
    expect(effectNames(hero)).toEqual(["Grounded after flight"]);

    // Grounded: the button says why; a direct call is refused and spends nothing.
    const sheet = await augmentsTab(world, hero);
    expect(useButton(sheet, augment.id!)?.disabled).toBe(true);
    expect(useButton(sheet, augment.id!)?.title).toContain("grounded for 6 more seconds");
    await advance(world, 2);
    const refused = await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }));
    expect(refused).toBeNull();
    expect(warnings(world).at(-1)).toBe("Leg Thrusters cannot take off yet: grounded for 4 more seconds after the last flight.");
    expect(augment.system.uses.spent).toBe(1);

    await advance(world, 4);
    expect(effectNames(hero)).toEqual([]);
    const again = await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }));
    await world.settle();
    expect(again).not.toBeNull();
    expect(speed(hero).fly).toBe(20);
    expect(augment.system.uses.spent).toBe(2);
  });

  it("CY-MOB-1: a long jump of time past the flight and the 6 s leaves no grounded effect behind", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Leg Thrusters", THRUSTERS);
    await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }));
    await advance(world, 3600);
    expect(effectNames(hero)).toEqual([]);
    expect(speed(hero).fly).toBe(0);
  });

  it("CY-MOB-1: landing early (the flight effect deleted by hand) grounds from that moment; a second take-off while flying is refused", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Leg Thrusters", THRUSTERS);
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }));
    await world.settle();
    expect(await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }))).toBeNull();
    expect(warnings(world).at(-1)).toBe("Leg Thrusters is already active.");
    await advance(world, 20);
    await world.as(world.player, () => hero.deleteEmbeddedDocuments("ActiveEffect", [result!.effectId!]));
    await world.settle();
    expect(effectNames(hero)).toEqual(["Grounded after flight"]);
    expect(speed(hero).fly).toBe(0);
    await advance(world, 5);
    expect(await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }))).toBeNull();
    await advance(world, 1);
    expect(effectNames(hero)).toEqual([]);
    expect(await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }))).not.toBeNull();
  });

  it("CY-MOB-1: hovering lasts 5 minutes and marks hover", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Leg Thrusters", THRUSTERS);
    world.dialogs.respond({ action: "hover", matching: "take off" });
    await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(movement(hero).hover).toBe(true);
    await advance(world, 299);
    expect(speed(hero).fly).toBe(20);
    await advance(world, 1);
    expect(speed(hero).fly).toBe(0);
    expect(movement(hero).hover).toBe(false);
    expect(effectNames(hero)).toEqual(["Grounded after flight"]);
  });

  it("CY-MOB-3: a transformation adds walking speed for 1 minute, ended by combat rounds on exactly one client", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Track Legs", { ...THRUSTERS, mobility: { mode: "transform", bonus: 10 } });
    await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(speed(hero).walk).toBe(40);
    const deletions: string[] = [];
    Hooks.on("deleteActiveEffect", (effect: ActiveEffect.Implementation) => void deletions.push(effect.name ?? ""));
    const combat = await world.as(world.gm, async () => {
      // cast: the stand-in's Combat accepts actor combatants (no tokens).
      const created = await Combat.create({ active: true, combatants: [{ actorId: hero.id, initiative: 10 }] } as unknown as Combat.CreateData);
      await created!.startCombat();
      return created!;
    });
    await world.settle();
    for (let round = 0; round < 9; round += 1) await world.as(world.gm, () => combat.nextRound());
    await world.settle();
    expect(speed(hero).walk).toBe(40);
    await world.as(world.gm, () => combat.nextRound());
    await world.settle();
    expect(speed(hero).walk).toBe(30);
    expect(deletions).toEqual(["Track Legs: transformed"]);
  });

  it("CY-MOB-4: an enhanced jump posts the doubled distances and costs one use", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Spring Legs", { ...THRUSTERS, mobility: { mode: "jump", bonus: 0 } });
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result?.remaining).toBe(2);
    expect(await cardHtml(lastMessage(world))).toContain("running long jump up to 28 ft, high jump up to 10 ft");
    expect(effectNames(hero)).toEqual([]);
  });

  it("CY-MOB-2 / CY-USE-3 / CY-INT-3: a swim improvement is passive (no button, no use) and stops when damaged", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Fin Legs", { ...THRUSTERS, mobility: { mode: "swim", bonus: 15 } });
    expect(speed(hero).swim).toBe(15);
    const sheet = await augmentsTab(world, hero);
    expect(useButton(sheet, augment.id!)).toBeNull();
    expect(sheet.element.querySelector(`[data-item-id="${augment.id}"] .augment-passive`)?.textContent).toBe("Passive");
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    expect(result).toBeNull();
    expect(augment.system.uses.spent).toBe(0);

    await world.as(world.gm, () => augment.update({ "system.integrity": "damaged" } as Item.UpdateData));
    await world.settle();
    expect(speed(hero).swim).toBe(0);
    expect(effectNames(hero)).toEqual([]);
  });

  it("CY-MOB-1/2: designs beyond the limits are refused with a clear error and change nothing", SCENARIO, async () => {
    const { world, augment } = await heroWithAugment("Leg Thrusters", THRUSTERS);
    await expect(world.as(world.gm, () => updateUnchecked(augment, { "system.mobility.bonus": 25 }))).rejects.toThrow(/at most 20 ft/);
    await expect(world.as(world.gm, () => updateUnchecked(augment, { "system.mobility": { mode: "walk", bonus: 15 } }))).rejects.toThrow(/at most 10 ft/);
    await expect(world.as(world.gm, () => updateUnchecked(augment, { "system.mobility": { mode: "climb", bonus: 20 } }))).rejects.toThrow(/at most 15 ft/);
    expect(augment.system.mobility).toEqual({ mode: "fly", bonus: 20 });
  });

  it("undo of a flight: the effect goes and the use comes back", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Leg Thrusters", THRUSTERS);
    await world.as(world.player, () => user(hero).useAugment(augment, { hover: false }));
    await world.settle();
    expect(speed(hero).fly).toBe(20);
    await clickCardButton(world, world.gm, lastMessage(world), "undo");
    expect(speed(hero).fly).toBe(0);
    expect(effectNames(hero)).toEqual([]);
    expect(augment.system.uses.spent).toBe(0);
  });
});
