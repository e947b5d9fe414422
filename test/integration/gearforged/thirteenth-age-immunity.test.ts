/**
 * GA-IMM-1 through the stand-in: a 13th Age gearforged is immune to sleep effects. An effect carrying the "sleep"
 * status (the token HUD's Asleep, a spell's effect, a macro) is refused on it with the reason, and nothing is
 * created; another character takes it.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { gearforgedTable } from "./helpers";

const SCENARIO = { timeout: 30_000 };

describe("GA-IMM-1: immune to sleep effects", SCENARIO, () => {
  it("GA-IMM-1: an effect with the sleep status is refused on a 13th Age gearforged and taken by another character", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge");
    world.notifications.length = 0;
    await world.as(world.gm, () => hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Asleep", statuses: ["sleep"] }] as ActiveEffect.CreateData[]));
    await world.settle();
    expect(hero.effects.filter((effect) => effect.name === "Asleep")).toHaveLength(0);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("immune to sleep effects");
    // Other statuses still apply.
    await world.as(world.gm, () => hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }] as ActiveEffect.CreateData[]));
    expect(hero.effects.filter((effect) => effect.name === "Prone")).toHaveLength(1);
    const other = await world.as(world.gm, () => createCharacter({ name: "Bo" }));
    await world.as(world.gm, () => other.createEmbeddedDocuments("ActiveEffect", [{ name: "Asleep", statuses: ["sleep"] }] as ActiveEffect.CreateData[]));
    expect(other.effects.filter((effect) => effect.name === "Asleep")).toHaveLength(1);
  });
});
