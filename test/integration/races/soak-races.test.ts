/**
 * Issue 25, the races `npm run test:soak`'s pairs found after findings 1–9 were fixed, each as one focused case: the
 * player and the GM acting on one actor at once, 50 ms of server latency between each client and the server, the
 * second started 20 ms after the first (so the writes land in a known order; the assertions accept only what one
 * of the two serial orders allows). Each failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { type World, hp, setSetting, tableWithHero } from "../workflows/setup";
import { drive } from "../suites/dialogs";
import type { CharacterActor } from "../helpers";
import { createAugment } from "../augments/helpers";
import { integrityOf } from "../system-failure/helpers";
import { overdriveRecord } from "../../../src/workflows/system-failure/overdrive";

const SCENARIO = { timeout: 60_000 };
const LATENCY = 50;
const HEAD_START = 20;

type Client = Parameters<World["as"]>[0];

/** Runs `first` on one client and, HEAD_START ms later, `second` on the other; every dialog answered. */
async function atOnce<A, B>(world: World, first: [Client, () => Promise<A>], second: [Client, () => Promise<B>]) {
  const both = Promise.all([
    world.as(first[0], first[1]),
    world.timer(HEAD_START, "the second client's start").then(() => world.as(second[0], second[1])),
  ]);
  const run = await drive(world, both);
  expect(run.error).toBeNull();
  expect(run.worldErrors).toEqual([]);
  return run.value!;
}

async function woundedHero(hpValue: number): Promise<{ world: World; hero: CharacterActor }> {
  const { world, hero } = await tableWithHero({ attributes: { hp: { value: hpValue, max: 20 } }, details: { level: 3 } }, undefined, LATENCY);
  await setSetting(world, "integritySave", "off");
  return { world, hero };
}

describe("races the soak found (issue 25, after findings 1–9)", SCENARIO, () => {
  /**
   * Pair seed 10138 #3 (CORE-5, CORE-2): damage 25 ‖ long rest at 8 HP ended at 20 HP with the damage's integrity
   * save kept. Serially: damage first leaves 0 HP and the rest is refused; rest first heals to 20 and the damage
   * takes it to 0. Either way 0 HP.
   */
  it("CORE-5: damage to 0 HP landing first, a long rest second: the rest stops and the damage stands", async () => {
    const { world, hero } = await woundedHero(8);
    const [damaged, rested] = await atOnce(world, [world.player, () => hero.applyDamage([{ amount: 25, type: "fire" }])], [world.gm, () => hero.longRest()]);
    expect(damaged).not.toBeNull();
    expect(rested).toBeNull();
    expect(hp(hero)).toMatchObject({ value: 0 });
  });

  it("CORE-2: a long rest landing first, damage second: the damage counts from the healed HP (20 − 3 = 17, not 8 − 3)", async () => {
    const { world, hero } = await woundedHero(8);
    const [rested, damaged] = await atOnce(world, [world.gm, () => hero.longRest()], [world.player, () => hero.applyDamage([{ amount: 3, type: "fire" }])]);
    expect(rested).not.toBeNull();
    expect(damaged).not.toBeNull();
    expect(hp(hero)).toMatchObject({ value: 17 });
  });

  it("CORE-2: two hits at once both count (20 − 3 − 4 = 13)", async () => {
    const { world, hero } = await woundedHero(20);
    await atOnce(world, [world.gm, () => hero.applyDamage([{ amount: 3, type: "fire" }])], [world.player, () => hero.applyDamage([{ amount: 4, type: "fire" }])]);
    expect(hp(hero)).toMatchObject({ value: 13 });
  });

  /**
   * Pair seed 10267 (SF-1, SF-2): two System Failures at once (the player sacrificing the Wrist Cannon, the GM the
   * Optic) both sacrificed their augment for one use. Serially the second is refused (the use is spent).
   */
  it("SF-1: two System Failures at once: one augment sacrificed, one overdrive, the other refused with nothing changed", async () => {
    const { world, hero } = await woundedHero(0);
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    const optic = await createAugment(hero, "Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" });
    await world.settle();
    const [a, b] = await atOnce(world, [world.player, () => hero.systemFailure(cannon.id!)], [world.gm, () => hero.systemFailure(optic.id!)]);
    expect([a, b].filter((outcome) => outcome !== null)).toHaveLength(1);
    const destroyed = [cannon, optic].filter((augment) => integrityOf(augment).integrity === "destroyed");
    expect(destroyed).toHaveLength(1);
    expect([cannon, optic].filter((augment) => integrityOf(augment).installedSection !== null)).toHaveLength(1);
    expect(hero.effects.filter((effect) => overdriveRecord(effect) !== null)).toHaveLength(1);
    expect(hp(hero)).toMatchObject({ value: 1, temp: 30 });
  });

  /**
   * Pair seeds 10344, 10463, 10575 (CY-UPG-1, CY-REM-1): the player upgrades the Wrist Cannon while the GM removes
   * it. Each watches the augment while its dialogs are open; one of them must win, cleanly, as in one serial order
   * (upgrade then remove: more dice and carried; remove then upgrade: carried, and the carried augment upgraded).
   */
  it("CY-UPG-1, CY-REM-1: upgrade and removal of one augment at once: one of them is carried out, the other is refused or follows", async () => {
    const { world, hero } = await woundedHero(20);
    await world.as(world.gm, () => hero.update({ "system.currency.gp": 5000 } as Actor.UpdateData));
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm", dice: 2 });
    await world.settle();
    world.dice.queue([15, 15, 15, 15, 15, 15]);
    const [upgraded, removed] = await atOnce(world, [world.player, () => hero.upgradeAugment(cannon)], [world.gm, () => hero.removeAugment(cannon)]);
    // The removal's write landed first (its dialogs are fewer): the upgrade saw the augment change and stopped.
    expect(removed).not.toBeNull();
    expect(cannon.system.installedSection).toBeNull();
    expect(upgraded === null ? cannon.system.dice : cannon.system.dice - 1).toBe(2);
  });

  /**
   * The R2 model saw the soak's case (the upgrade winning, the removal stopping) as "neither": a successful upgrade
   * changes only the dice, a failed one only the purse, and the model tracked neither. It now tracks the dice and
   * takes "the first alone" when the system reports that one carried out (./../suites/r2-model.ts).
   */
  it("CY-UPG-1: the R2 model allows an upgrade alone, carried out, against a removal that stopped; not both stopped", async () => {
    const { pairOutcomes, key } = await import("../suites/r2-model");
    const row = { section: "rightArm" as const, integrity: "intact" as const, dice: 2, spent: 0 };
    const state = { augs: { cannon: row }, hp: 20, temp: 0, sfUsed: false, overdrive: false, exhaustion: 0 };
    const ctx = { kinds: { cannon: "arm" as const }, maxHp: 20, overdriveTemp: 30, maxUses: 2 };
    const upgrade = { kind: "upgrade" as const, aug: "cannon" };
    const remove = { kind: "remove" as const, aug: "cannon" };
    const keys = (done: [boolean, boolean]) => pairOutcomes(state, upgrade, remove, ctx, done).map(key);
    const upgradedAlone = key({ ...state, augs: { cannon: { ...row, dice: 3 } } });
    expect(keys([true, false])).toContain(upgradedAlone);
    // A failed upgrade alone leaves what the model tracks as it was: allowed only when the upgrade says it was done.
    expect(keys([true, false])).toContain(key(state));
    expect(keys([false, false])).not.toContain(key(state));
  });

  /**
   * Pair seed 10982 #3 (CY-INS-1): the GM deletes a carried augment while the player installs it. The install read
   * the augment before the deletion landed and wrote after it: Foundry refuses the write to a document that is gone,
   * and the error was thrown to the player instead of a message saying the augment is gone.
   */
  it("CY-INS-1: an augment deleted while its install's write travels: the install stops with a message, nothing thrown", async () => {
    const { world, hero } = await woundedHero(20);
    // Adapted: no checks, no dialog, so the install writes at once, 20 ms after the deletion left the GM's client.
    const cannon = await createAugment(hero, "Wrist Cannon", { adapted: true });
    await world.settle();
    const [, installed] = await atOnce(world, [world.gm, () => cannon.delete()], [world.player, () => hero.installAugment(cannon, "rightArm")]);
    expect(installed).toBeNull();
    expect(hero.items.has(cannon.id!)).toBe(false);
    expect(world.notifications.some((note) => note.message.includes("no longer on"))).toBe(true);
  });
});
