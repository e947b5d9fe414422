/**
 * Issue 25, Deliver 2 (the two races left alone last round), at 50 ms of server latency, the second client started
 * HEAD_START ms after the first so the writes land in a known order. Each failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { type World, hp, setSetting, tableWithHero } from "../workflows/setup";
import { drive } from "../suites/dialogs";
import { createAugment } from "../augments/helpers";
import { cardText } from "../cards";

const SCENARIO = { timeout: 180_000 };
const LATENCY = 50;
const HEAD_START = 20;

type Client = Parameters<World["as"]>[0];

async function atOnce<A, B>(world: World, first: [Client, () => Promise<A>], second: [Client, () => Promise<B>], headStart = HEAD_START) {
  const both = Promise.all([
    world.as(first[0], first[1]),
    world.timer(headStart, "the second client's start").then(() => world.as(second[0], second[1])),
  ]);
  const run = await drive(world, both);
  expect(run.error).toBeNull();
  expect(run.worldErrors).toEqual([]);
  return run.value!;
}

const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;
const WORK = { dc: 10, costConfirmed: true, toolRuling: "notNeeded" } as const;

async function workshop() {
  const { world, hero } = await tableWithHero({ currency: { gp: 1000 }, attributes: { hp: { value: 20, max: 20 } }, details: { level: 3 } }, undefined, LATENCY);
  await setSetting(world, "integritySave", "off");
  await world.as(world.gm, () => hero.createEmbeddedDocuments("Item", [{ name: "Tinker's Tools", type: "tool", flags: { augmented: { repairTool: "tinker" } } } as Item.CreateData]));
  await world.time.advance(3600);
  return { world, hero };
}

describe("repair and upgrade racing a deletion (issue 25, Deliver 2)", SCENARIO, () => {
  for (const kind of ["repair", "upgrade"] as const) {
    it(`CORE-8, CY-${kind === "repair" ? "REP" : "UPG"}-1: the augment deleted while the ${kind}'s writes travel: no gold taken, nothing thrown, the player told`, async () => {
      const { world, hero } = await workshop();
      const cannon = await createAugment(hero, "Wrist Cannon", { integrity: kind === "repair" ? "damaged" : "intact", dice: 2 });
      await world.settle();
      world.dice.queue([15, 15, 15, 15]);
      const work = () => (kind === "repair" ? hero.repairAugment(cannon, WORK) : hero.upgradeAugment(cannon, WORK));
      const [, result] = await atOnce(world, [world.gm, () => cannon.delete()], [world.player, work]);
      await world.settle();
      expect(hero.items.has(cannon.id!)).toBe(false);
      expect(result).toBeNull();
      expect(gold(hero)).toBe(1000);
      expect(world.chat.map((m) => cardText(m as unknown as ChatMessage.Implementation)).join(" ")).not.toMatch(/ paid /);
      expect(world.notifications.some((note) => note.message.includes("no longer on"))).toBe(true);
    });
  }
});

/** A player's cyborg at 1 HP with System Failure's overdrive on (30 temporary HP), outside combat. */
async function overdriveOn() {
  const { world, hero } = await tableWithHero({ attributes: { hp: { value: 20, max: 20 } }, details: { level: 3 } }, undefined, LATENCY);
  await setSetting(world, "integritySave", "off");
  await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
  const optic = await createAugment(hero, "Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" });
  await world.settle();
  await drive(world, world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }])));
  const chosen = await drive(world, world.as(world.player, () => hero.systemFailure(optic.id!)));
  expect(chosen.value).not.toBeNull();
  expect(hp(hero)).toMatchObject({ value: 1, temp: 30 });
  return { world, hero };
}

const exhaustion = (actor: Actor.Implementation) => (actor.system as unknown as { attributes: { exhaustion: number } }).attributes.exhaustion;
const overdrives = (actor: Actor.Implementation) => actor.effects.filter((effect) => foundry.utils.getProperty(effect.flags ?? {}, "augmented.overdrive") !== undefined);

describe("a repair whose charge fails after its item write (issue 25, Deliver 2)", SCENARIO, () => {
  /**
   * CORE-8, CY-REP-1: the GM sets the purse to 100 gp as the player's repair (250 gp) writes. The repair's re-check
   * passed on 300 gp; its item write lands; then the charge sees 100 gp and is refused. All or nothing: the augment
   * is put back to damaged, the purse stays at the GM's 100 gp. Before, both writes left in one tick, the charge
   * planned on the 300 gp it had read: repaired, and 50 gp written over the GM's 100 (no serial order gives that).
   */
  it("CORE-8, CY-REP-1: a purse emptied while the repair writes: the charge is refused and the augment is put back, not repaired for free", async () => {
    const { world, hero } = await workshop();
    await world.as(world.gm, () => hero.update({ "system.currency.gp": 300 } as Actor.UpdateData));
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    await world.settle();
    world.dice.queue([15, 15, 15, 15]);
    const [, repaired] = await atOnce(world, [world.gm, () => hero.update({ "system.currency.gp": 100 } as Actor.UpdateData)], [world.player, () => hero.repairAugment(cannon, WORK)]);
    await world.settle();
    expect(repaired).toBeNull();
    expect(cannon.system.integrity).toBe("damaged");
    expect(gold(hero)).toBe(100);
  });
});

describe("a rest that puts itself back after a race undoes its prelude (issue 25, Deliver 2)", SCENARIO, () => {
  /**
   * SF-5, CORE-5: the GM's hit (5) lands between the rest's read and its write, so the rest puts itself back and
   * stops. Before, the overdrive's end had been written ahead of the rest and stayed: the effect gone, +1 exhaustion,
   * its 30 temporary HP lost, the hit then taken from 1 HP (0 HP: no serial order gives that). Now the end is part of
   * the rest's write and goes back with it: the hit alone (temp 30 → 25), the overdrive still on, no end card.
   */
  it("SF-5, CORE-5: damage landing first, a long rest second: the rest stops and its overdrive end is not kept", async () => {
    const { world, hero } = await overdriveOn();
    const [damaged, rested] = await atOnce(world, [world.gm, () => hero.applyDamage([{ amount: 5, type: "fire" }])], [world.player, () => hero.longRest()]);
    await world.settle();
    expect(damaged).not.toBeNull();
    expect(rested).toBeNull();
    expect(hp(hero)).toMatchObject({ value: 1, temp: 25 });
    expect(exhaustion(hero)).toBe(0);
    expect(overdrives(hero)).toHaveLength(1);
    expect(world.chat.map((m) => cardText(m as unknown as ChatMessage.Implementation)).join(" ")).not.toContain("Overdrive ends");
  });

  it("SF-5, CORE-5, CORE-2: a long rest landing first, damage second: the overdrive ends with the rest (card, +1 −1 exhaustion) and the hit counts from 20 HP", async () => {
    const { world, hero } = await overdriveOn();
    const [rested, damaged] = await atOnce(world, [world.player, () => hero.longRest()], [world.gm, () => hero.applyDamage([{ amount: 5, type: "fire" }])]);
    await world.settle();
    expect(rested).not.toBeNull();
    expect(damaged).not.toBeNull();
    expect(hp(hero)).toMatchObject({ value: 15, temp: 0 });
    expect(exhaustion(hero)).toBe(0);
    expect(overdrives(hero)).toHaveLength(0);
    const texts = world.chat.map((m) => cardText(m as unknown as ChatMessage.Implementation));
    expect(texts.filter((text) => text.includes("Overdrive ends"))).toHaveLength(1);
    expect(texts.findIndex((text) => text.includes("Overdrive ends"))).toBeLessThan(texts.findIndex((text) => text.includes("finishes the rest")));
  });
});
