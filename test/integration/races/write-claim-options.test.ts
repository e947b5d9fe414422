/**
 * Issue 27: an HP write's claim (src/workflows/recheck/write-claims.ts) travels in the update's options, not as a flag
 * entry. What a player's client sends there is read with checks: a claim that is not one is ignored. The races the
 * claims settle are in soak-races.test.ts (CORE-2, CORE-5, SF-1).
 */
import { describe, expect, it } from "vitest";
import { hp, setSetting, tableWithHero } from "../workflows/setup";

describe("HP claims in update options", () => {
  it("CORE-2: damage writes no claim entry into the actor's flags", async () => {
    const { world, hero } = await tableWithHero();
    await setSetting(world, "integritySave", "off");
    await world.as(world.player, () => hero.applyDamage([{ amount: 3, type: "fire" }]));
    await world.settle();
    expect(hp(hero)).toMatchObject({ value: 17 });
    // cast: a structural read of the system's flag scope.
    expect((hero.flags as Record<string, Record<string, unknown> | undefined>).augmented?.hpClaims).toBeUndefined();
    expect(world.errors).toEqual([]);
  });

  it("CORE-2: malformed claims another client sends are ignored; the next damage counts once", async () => {
    const { world, hero } = await tableWithHero();
    await setSetting(world, "integritySave", "off");
    const forged = [null, "x", { id: 5, at: 1, values: [] }, { id: "a", at: "now", values: [] }, { id: "b", at: 1, values: "hp" }, { id: "c", at: 1, values: [["system.attributes.hp.value"], [7, 1], "z"] }];
    for (const [i, claim] of forged.entries()) {
      // cast (both): a flat stored path of the character model; the system's own `augmented` operation option, as a
      // player's client could send it.
      await world.as(world.player, () => hero.update({ "system.attributes.hp.temp": i + 1 } as Actor.UpdateData, { augmented: { rest: true, claim } } as Actor.Database.UpdateOperation));
    }
    await world.settle();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 10, type: "fire" }]));
    await world.settle();
    // Temp HP first (6), then 4 from 20 (CORE-2): counted once, no settlement from the forged entries.
    expect(hp(hero)).toMatchObject({ value: 16, temp: 0 });
    expect(world.errors).toEqual([]);
  });
});
