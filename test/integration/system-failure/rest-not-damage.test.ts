/**
 * Issue 11 (soak seed 372): a long rest during System Failure's overdrive was read as an HP drop. At 1 HP with the
 * overdrive's 30 temp HP, a long rest heals to 20 and ends the temp HP (CORE-5): HP + temp fall 31 → 20, and the
 * net fall was announced as "11 damage in one hit", so an integrity save damaged an augment. A rest's write is no
 * damage (src/documents/actor/hp-drop.ts, docs/ARCHITECTURE.md, "The HP drop"); real damage still is.
 */
import { describe, expect, it } from "vitest";
import type { HpDrop } from "../../../src/documents/actor/hp-drop";
import { hp, messages, setSetting } from "../workflows/setup";
import { choose, cyborgTable, integrityOf, prompts } from "./helpers";
import { cardKind } from "../cards";

const SCENARIO = { timeout: 30_000 };

function integrityCards(world: Awaited<ReturnType<typeof cyborgTable>>["world"]): ChatMessage.Implementation[] {
  return messages(world).filter((message) => cardKind(message).startsWith("integrity"));
}

describe("a rest is no HP drop (CY-INT-1, CORE-5, SF-4)", SCENARIO, () => {
  it("CY-INT-1: a long rest during System Failure's overdrive (1 HP + 30 temp → 20 HP) posts no integrity save and damages no augment", async () => {
    const { world, hero, optic, cannon } = await cyborgTable();
    // Integrity saves roll and apply by themselves, the augment at random: a wrong drop would damage one at once.
    await setSetting(world, "integritySave", "auto");
    await setSetting(world, "integrityPick", "random");
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, optic.id!);
    expect(hp(hero)).toMatchObject({ value: 1, temp: 30, max: 20 });
    const cardsBefore = integrityCards(world).length;

    const drops: HpDrop[] = [];
    const listener = Hooks.on("augmented.hpDrop", (_actor: Actor.Implementation, drop: HpDrop) => void drops.push(drop));
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    Hooks.off("augmented.hpDrop", listener);

    expect(hp(hero)).toMatchObject({ value: 20, temp: 0 });
    expect(drops).toEqual([]);
    expect(integrityCards(world)).toHaveLength(cardsBefore);
    expect(integrityOf(cannon).integrity).toBe("intact");
  });

  it("CY-INT-1: damage after the rest is still a drop (the rest's mark does not stick to later writes)", async () => {
    const { world, hero, optic } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, optic.id!);
    await world.as(world.player, () => hero.longRest());
    await world.settle();

    const drops: number[][] = [];
    const listener = Hooks.on("augmented.hpDrop", (_actor: Actor.Implementation, drop: HpDrop) => void drops.push(drop.instances));
    // A typed edit on the sheet (20 → 9) is one instance of 11, ≥ half the maximum: an integrity save is due.
    await world.as(world.player, () => hero.update({ "system.attributes.hp.value": 9 } as Actor.UpdateData));
    await world.settle();
    Hooks.off("augmented.hpDrop", listener);
    expect(drops).toEqual([[11]]);
  });
});
