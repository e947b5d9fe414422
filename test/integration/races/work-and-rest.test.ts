/**
 * Issue 25, Deliver 2 (the two races left alone last round), at 50 ms of server latency, the second client started
 * HEAD_START ms after the first so the writes land in a known order. Each failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { type World, hp, setSetting, tableWithHero } from "../workflows/setup";
import { drive } from "../suites/dialogs";
import { createAugment } from "../augments/helpers";
import { cardText } from "../cards";

const SCENARIO = { timeout: 60_000 };
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
