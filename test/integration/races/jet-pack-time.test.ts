/**
 * GF-UPG-9 across clients (found by R2 gearforged's pairs, issue 25 audit): the player fires the Jet Pack while the
 * GM moves time an hour on (2 ms of server latency). The flight was planned on the world time before the jump and
 * created after the jump's sweep ran: it stayed on (fly 30 ft) an hour past its minute, until the next time change,
 * and the Jet Pack could be fired again while it showed. Serially: the flight, then the hour (it ends); or the
 * hour, then a flight of a minute from the new time.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { SPECIES, packItem } from "../gearforged/helpers";
import { applySpecies } from "../../../src/workflows/species/apply";

const SCENARIO = { timeout: 60_000 };

type Upgrader = { addUpgrade(item: Item.Implementation): Promise<unknown>; useUpgrade(item: Item.Implementation): Promise<unknown> };

describe("the Jet Pack fired while the GM moves time", SCENARIO, () => {
  for (const gap of [0, 1, 2, 3]) {
    it(`GF-UPG-9: a firing and a one-hour jump ${gap} ms apart: no flight outlives its minute of world time`, async () => {
      const world = await createWorld({ seed: 43, worldTime: 0, latency: 2 });
      const hero = await world.as(world.gm, () =>
        createCharacter({ name: "Gef", ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER }, system: { details: { level: 5 } } }),
      );
      await world.as(world.player, async () => applySpecies(hero, await packItem("species", SPECIES.homebrew), { choices: { abilities: ["str", "con"], languages: [] } }));
      await world.as(world.player, async () => (hero as unknown as Upgrader).addUpgrade(await packItem("gearforged", "Jet Pack")));
      await world.settle();
      const pack = hero.items.find((item) => item.name === "Jet Pack")!;
      const fire = () => world.as(world.player, () => (hero as unknown as Upgrader).useUpgrade(pack));
      const jump = () => new Promise((resolve) => setTimeout(resolve, gap)).then(() => world.as(world.gm, () => world.time.advance(3600)));
      await Promise.all([fire(), jump()]);
      await world.settle();
      const now = game.time!.worldTime;
      // Every flight effect still on runs now: its start plus 60 s lies ahead.
      const stale = [...hero.effects].filter((effect) => {
        const start = (effect as unknown as { duration: { startTime: number | null } }).duration.startTime ?? 0;
        return start + 60 <= now;
      });
      expect(stale.map((effect) => effect.name)).toEqual([]);
    });
  }
});
