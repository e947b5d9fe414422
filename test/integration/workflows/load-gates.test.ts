/**
 * docs/ARCHITECTURE.md, Build: what registers into the rests and the augment effect sweep's listeners check the
 * actor in the entry, and load a feature's workflows only for an actor they concern. These prove the gates hold
 * back the loads (the behaviour behind them is proved by the rest, System Failure, Gearforged and mobility tests).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type World, hp, tableWithHero } from "./setup";

/** The files loaded with import() since `from`, relative to the repository (as written: no extension). */
function loadedSince(world: World, from: number): string[] {
  return world.loadedModules.slice(from).map((file) => path.relative(process.cwd(), file).split(path.sep).join("/"));
}

describe("load gates", () => {
  it("CORE-5: a plain character's long rest loads the rests only: no System Failure, Gearforged or 13th Age workflows", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 5, max: 20 } } });
    const from = world.loadedModules.length;
    const summary = await world.as(world.player, () => hero.longRest());
    await world.settle();
    expect(summary?.type).toBe("long");
    expect(hp(hero).value).toBe(20);
    const loaded = loadedSince(world, from);
    expect(loaded).toContain("src/workflows/rest/index");
    expect(loaded.filter((file) => /system-failure|gearforged/.test(file))).toEqual([]);
  });

  it("GA-WRECK-1: an HP drop on a character that is no 13th Age gearforged loads no 13th Age workflows", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 20, max: 20 } } });
    const from = world.loadedModules.length;
    await world.as(world.gm, () => hero.applyDamage([{ amount: 4, type: "slashing" }]));
    await world.settle();
    expect(hp(hero).value).toBe(16);
    const loaded = loadedSince(world, from);
    expect(loaded).toContain("src/workflows/integrity/index");
    expect(loaded.filter((file) => file.includes("thirteenth-age"))).toEqual([]);
  });

  it("CY-MOB-1: world time passing an actor with an effect but no timed augment effect loads no augment use workflows", async () => {
    const { world, hero } = await tableWithHero();
    await world.as(world.gm, () => hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Blessed", duration: { seconds: 60 } } as ActiveEffect.CreateData]));
    await world.settle();
    const from = world.loadedModules.length;
    await world.as(world.gm, () => world.time.advance(120));
    await world.settle();
    const loaded = loadedSince(world, from);
    // The System Failure sweep looks at every actor with an effect (its own check finds no overdrive).
    expect(loaded).toContain("src/workflows/system-failure/index");
    expect(loaded.filter((file) => file.includes("augment-use"))).toEqual([]);
  });
});
