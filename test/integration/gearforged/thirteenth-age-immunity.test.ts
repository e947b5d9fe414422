/**
 * GA-IMM-1 through the stand-in: a 13th Age gearforged is immune to sleep effects and to ongoing poison damage.
 * An effect carrying the "sleep" status (the token HUD's Asleep, a spell's effect, a macro) is refused on it with
 * the reason, and nothing is created; another character takes it. A damage card's Ongoing button deals its poison
 * as ongoing damage, which the species' effect (`system.traits.diOngoing`) makes it ignore, with a note; a one-off
 * poison hit still lands, as the seed gives no poison immunity.
 */
import { describe, expect, it } from "vitest";
import { postDamageCard } from "../../../src/applications/chat/damage-card";
import { createCharacter } from "../helpers";
import { clickCardButton, hp } from "../workflows/setup";
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

describe("GA-IMM-1: immune to ongoing poison damage", SCENARIO, () => {
  it("GA-IMM-1: poison from a damage card's Ongoing button leaves a 13th Age gearforged untouched; a one-off poison hit lands", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await world.as(world.gm, () => world.player.user.update({ character: hero.id }));
    world.dice.queue([6]);
    const card = await world.as(world.gm, () => postDamageCard({ formula: "1d6", type: "poison" }));
    await world.settle();
    world.notifications.length = 0;
    // Only a GM's card offers Ongoing (a turn's ongoing damage is the GM's to deal).
    await expect(clickCardButton(world, world.player, card!, "applyDamage", "[data-mode=ongoing]")).rejects.toThrow("no applyDamage button");
    await world.as(world.gm, () => world.gm.user.update({ character: hero.id }));
    await clickCardButton(world, world.gm, card!, "applyDamage", "[data-mode=ongoing]");
    expect(hp(hero).value).toBe(20);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("Ana is immune to ongoing damage (Poison): it takes none.");
    await clickCardButton(world, world.player, card!, "applyDamage", "[data-mode=full]");
    expect(hp(hero).value).toBe(14);
  });

  it("GA-IMM-1: only poison, only ongoing, only the 13th Age body: fire ongoing and another character's ongoing poison land", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    const other = await world.as(world.gm, () => createCharacter({ name: "Bo", system: { attributes: { hp: { value: 20, max: 20 } } } }));
    await world.as(world.gm, async () => {
      await hero.applyDamage([{ amount: 5, type: "fire", ongoing: true }]);
      await other.applyDamage([{ amount: 5, type: "poison", ongoing: true }]);
    });
    await world.settle();
    expect(hp(hero).value).toBe(15);
    expect(hp(other).value).toBe(15);
  });
});
