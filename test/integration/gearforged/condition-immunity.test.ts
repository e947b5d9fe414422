/**
 * Condition immunities are applied where effects are made (documents/active-effect.ts): GF-STEEL-1's seed-001
 * gearforged is immune to the poisoned condition and disease, GC-RES-1's and GA-IMM-1's to disease. The token
 * HUD's Poisoned or Diseased status (Foundry's core "poison" / "disease") and an effect carrying the 5e condition
 * id are refused on them with the reason, and nothing is created; a character without the immunity takes them.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { gearforgedTable } from "./helpers";

const SCENARIO = { timeout: 30_000 };

function statusCount(actor: Actor.Implementation, status: string): number {
  return actor.effects.filter((effect) => effect.statuses.has(status)).length;
}

describe("condition immunity at the data level", SCENARIO, () => {
  it("GF-STEEL-1: the token HUD's Poisoned and Diseased are refused on a seed-001 gearforged with the reason; Prone is not", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew");
    world.notifications.length = 0;
    await world.as(world.gm, () => hero.toggleStatusEffect("poison"));
    await world.as(world.player, () => hero.toggleStatusEffect("disease"));
    await world.settle();
    expect(statusCount(hero, "poison")).toBe(0);
    expect(statusCount(hero, "disease")).toBe(0);
    const said = world.notifications.map((n) => n.message).join(" ");
    expect(said).toContain("Ana is immune to the Poisoned condition. Nothing was applied.");
    expect(said).toContain("Ana is immune to the Diseased condition. Nothing was applied.");
    // An effect naming the 5e condition itself (as a module's or another system's status) is refused too.
    await world.as(world.gm, () => hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Venom", statuses: ["poisoned"] }] as ActiveEffect.CreateData[]));
    expect(statusCount(hero, "poisoned")).toBe(0);
    await world.as(world.gm, () => hero.toggleStatusEffect("prone"));
    expect(statusCount(hero, "prone")).toBe(1);
  });

  it("GC-RES-1: the chassis variant refuses disease but can be poisoned (resistance and advantage only)", async () => {
    const { world, hero } = await gearforgedTable(3, "chassis");
    await world.as(world.gm, async () => {
      await hero.toggleStatusEffect("disease");
      await hero.toggleStatusEffect("poison");
    });
    await world.settle();
    expect(statusCount(hero, "disease")).toBe(0);
    expect(statusCount(hero, "poison")).toBe(1);
  });

  it("GA-IMM-1: the 13th Age variant refuses disease; a character without immunities takes both; a GM-set immunity is honoured", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge");
    const bo = await world.as(world.gm, () => createCharacter({ name: "Bo" }));
    const cy = await world.as(world.gm, () => createCharacter({ name: "Cy", system: { traits: { ci: ["frightened"] } } }));
    await world.as(world.gm, async () => {
      await hero.toggleStatusEffect("disease");
      await bo.toggleStatusEffect("disease");
      await bo.toggleStatusEffect("poison");
      await cy.toggleStatusEffect("fear");
    });
    await world.settle();
    expect(statusCount(hero, "disease")).toBe(0);
    expect(statusCount(bo, "disease")).toBe(1);
    expect(statusCount(bo, "poison")).toBe(1);
    expect(statusCount(cy, "fear")).toBe(0);
  });
});
