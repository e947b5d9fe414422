/**
 * The races R2's concurrent pairs (./r2-sequences.test.ts) found, each as one deterministic case. Each failed
 * before the fix of the issue 11 Deliver item it names (placement settlement, re-checks after waits, undo all or
 * nothing) and passes since; R2 no longer counts them as known.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { drive } from "./dialogs";
import { cardKind, clickUndo, freshHero, observeAll, observeAugs, undoableCards } from "./r2-world";
import { invariantBreaks } from "./r2-model";

const SCENARIO = { timeout: 60_000 };

describe("R2 known races", SCENARIO, () => {
  /**
   * Issue 11 "Concurrency", Deliver 6 (placement): the player installs the Wrist Cannon and the GM the
   * Arm Blade into the free left arm at the same time (2 ms server latency). Both pass the placement guard on
   * their own client before either write lands; the left arm ends up holding both.
   */
  it("two installs into one free section at once: one wins, the other is refused or sent back to carried", async () => {
    const world = await createWorld({ seed: 7, worldTime: 1000, latency: 2 });
    const hero = await freshHero(world);
    const cannon = hero.actor.items.getName("Wrist Cannon")!;
    const blade = hero.actor.items.getName("Arm Blade")!;
    await world.as(world.gm, () => blade.update({ "system.integrity": "intact" } as never));
    // Every check succeeds without a natural 18+ (no flaw text, no Lasting Effect): both reach their write together.
    world.dice.queue([15, 15, 15, 15]);
    const run = await drive(
      world,
      Promise.all([
        world.as(world.player, () => hero.actor.installAugment(cannon, "leftArm")),
        world.as(world.gm, () => hero.actor.installAugment(blade, "leftArm")),
      ]),
    );
    expect(run.error).toBeNull();
    expect(invariantBreaks(observeAugs(hero.actor))).toEqual([]);
  });

  /**
   * Issue 11 "Changed while waiting", Deliver 4 (re-check after each await): the player removes the Wrist
   * Cannon; while the GM's DC dialog is open the GM deletes the item. Answering the dialog then makes the
   * removal write to an item that no longer exists: `Item "…" does not exist in Actor "…"` is thrown to the
   * caller instead of a message saying the augment is gone.
   */
  it("an augment deleted while its removal waits on the GM's dialog: the removal stops with a message, nothing thrown", async () => {
    const world = await createWorld({ seed: 7, worldTime: 1000 });
    const hero = await freshHero(world);
    const cannon = hero.actor.items.getName("Wrist Cannon")!;
    world.dice.queue([15, 15]);
    await drive(world, world.as(world.player, () => hero.actor.installAugment(cannon, "rightArm")));
    expect(observeAugs(hero.actor)[cannon.id!]?.section).toBe("rightArm");

    const removal = world.as(world.player, () => hero.actor.removeAugment(cannon));
    await world.settle({ throwErrors: false });
    expect(world.dialogs.open.length).toBeGreaterThan(0);
    await world.as(world.gm, () => cannon.delete());
    world.dice.queue([15, 15]);
    const run = await drive(world, removal);
    expect(run.error).toBeNull();
    expect(run.worldErrors).toEqual([]);
    expect(run.value).toBeNull();
  });

  /**
   * Issue 11 "Undo", Deliver 5 (all-or-nothing): System Failure destroys the Wrist Cannon and frees the right
   * arm; the Arm Blade is installed there; the GM undoes the System Failure card. Restoring the cannon to the
   * right arm is refused (the arm is taken) but HP, temp HP and the use record are restored anyway: a partial undo.
   * Correct: the undo refuses as a whole, naming the occupied arm (or restores everything without two augments
   * in one arm).
   */
  it("undo of System Failure after its freed section was reused: all or nothing", async () => {
    const world = await createWorld({ seed: 7, worldTime: 1000 });
    const hero = await freshHero(world);
    const cannon = hero.actor.items.getName("Wrist Cannon")!;
    const blade = hero.actor.items.getName("Arm Blade")!;
    await world.as(world.gm, () => blade.update({ "system.integrity": "intact" } as never));
    world.dice.queue([15, 15]);
    await drive(world, world.as(world.player, () => hero.actor.installAugment(cannon, "rightArm")));
    await drive(world, world.as(world.gm, () => hero.actor.applyDamage([{ amount: 25, type: "fire" }])));
    const sf = await drive(world, world.as(world.player, () => hero.actor.systemFailure(cannon.id!)));
    expect(sf.value).toBeTruthy();
    const card = (await undoableCards(world)).find((message) => cardKind(message) === "system-failure")!;
    world.dice.queue([15, 15]);
    await drive(world, world.as(world.player, () => hero.actor.installAugment(blade, "rightArm")));
    expect(observeAugs(hero.actor)[blade.id!]?.section).toBe("rightArm");

    const pre = observeAll(hero.actor);
    const run = await drive(world, clickUndo(world, card));
    const post = observeAll(hero.actor);
    expect(run.worldErrors).toEqual([]);
    expect(invariantBreaks(observeAugs(hero.actor))).toEqual([]);
    const restoredAugment = post[`aug.${cannon.id}.integrity`] !== "destroyed";
    const restoredRest = post.systemFailure === false;
    // All or nothing: the augment and the use record come back together, or neither does.
    expect({ restoredAugment, restoredRest }).toEqual(restoredAugment ? { restoredAugment: true, restoredRest: true } : { restoredAugment: false, restoredRest: false });
    if (!restoredAugment) expect(post).toEqual(pre);
  });
});
