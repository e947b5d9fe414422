/**
 * GF-BODY-4, CORE-5 across clients (found by R2 gearforged's pairs, issue 25 audit): the player's long rest and the
 * GM's 49-hour time jump at once (2 ms of server latency). The maintenance lapse read the clock before the rest
 * restarted it and landed after it: the exhaustion the rest removed came back, on a clock that said "rested"
 * (4 levels where serially there are 2 or 0). Serially: the rest, then the time (2 levels on the new clock), or the
 * time, then the rest (0).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { SPECIES, exhaustionOf, packItem } from "../gearforged/helpers";
import { applySpecies } from "../../../src/workflows/species/apply";

const SCENARIO = { timeout: 60_000 };
const HOUR = 3600;

describe("a gearforged's long rest racing a time jump", SCENARIO, () => {
  for (const order of ["the rest lands first", "the time lands first"] as const) {
    it(`GF-BODY-4, CORE-5: two days without rest (2 levels), then a long rest and 49 hours at once (${order}): 2 or 0 levels, as serially`, async () => {
      const world = await createWorld({ seed: 42, worldTime: 0, latency: 2 });
      const hero = await world.as(world.gm, () =>
        createCharacter({ name: "Gef", ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER }, system: { attributes: { hp: { value: 20, max: 20 } } } }),
      );
      await world.as(world.player, async () => applySpecies(hero, await packItem("species", SPECIES.homebrew), { choices: { abilities: ["str", "con"], languages: [] } }));
      await world.settle();
      await world.as(world.gm, () => world.time.advance(49 * HOUR));
      await world.settle();
      expect(exhaustionOf(hero)).toBe(2);
      const rest = () => world.as(world.player, () => hero.longRest());
      const time = () => world.as(world.gm, () => world.time.advance(49 * HOUR));
      const later = <T>(work: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, 1)).then(work);
      await (order === "the rest lands first" ? Promise.all([rest(), later(time)]) : Promise.all([time(), later(rest)]));
      await world.settle();
      const clock = (hero.system as unknown as { gearforged: { maintenance: { lastLongRestAt: number } } }).gearforged.maintenance.lastLongRestAt;
      // The rest first: its clock starts at 49 h and the jump counts 2 levels on it; the time first: the rest at 98 h removes them all.
      const serially = clock === 49 * HOUR ? 2 : 0;
      expect([49 * HOUR, 98 * HOUR]).toContain(clock);
      expect(exhaustionOf(hero)).toBe(serially);
    });
  }
});
