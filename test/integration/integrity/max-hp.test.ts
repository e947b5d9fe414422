/**
 * Issue 11, deliverable 7: a max-HP decrease and the clamp of the value it drags down are never an HP drop, so no
 * integrity save (CY-INT-1), however the maximum is lowered; damage on top of it still counts (CORE-2).
 */
import { describe, expect, it } from "vitest";
import { cyborgTable, integrityCards } from "./helpers";
import { editField, enterEditMode, openSheet } from "../helpers";

describe("a lowered maximum is no damage (CY-INT-1, CORE-2)", () => {
  it("CY-INT-1: max 60 → 20 by the GM (dotted key) posts no integrity save", async () => {
    const { world, hero } = await cyborgTable({ mode: "prompt" });
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.max": 20 } as Actor.UpdateData));
    await world.settle();
    expect(hero.system.attributes.hp).toMatchObject({ value: 20, max: 20 });
    expect(integrityCards(world)).toHaveLength(0);
  });

  it("CY-INT-1: max 60 → 20 by the owner (nested), then 20 → 60 and back, posts no integrity save", async () => {
    const { world, hero } = await cyborgTable({ mode: "prompt" });
    await world.as(world.player, () => hero.update({ system: { attributes: { hp: { max: 20 } } } } as Actor.UpdateData));
    await world.as(world.player, () => hero.update({ system: { attributes: { hp: { max: 60 } } } } as Actor.UpdateData));
    await world.as(world.player, () => hero.update({ system: { attributes: { hp: { max: 20 } } } } as Actor.UpdateData));
    await world.settle();
    expect(hero.system.attributes.hp.max).toBe(20);
    expect(integrityCards(world)).toHaveLength(0);
  });

  it("CY-INT-1: max 60 → 20 typed on the character sheet posts no integrity save", async () => {
    const { world, hero } = await cyborgTable({ mode: "prompt" });
    await world.as(world.player, async () => {
      const sheet = await openSheet(hero);
      await enterEditMode(sheet);
      editField(sheet, "system.attributes.hp.max", "20");
    });
    await world.settle();
    expect(hero.system.attributes.hp.max).toBe(20);
    expect(integrityCards(world)).toHaveLength(0);
  });

  it("CY-INT-1: max 60 → 40 with the value set to 0 in the same update is a drop of 40 (the 20 of the clamp is not)", async () => {
    const { world, hero } = await cyborgTable({ mode: "prompt" });
    const drops: number[][] = [];
    Hooks.on("augmented.hpDrop", (_actor, drop) => void drops.push(drop.instances));
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.max": 40, "system.attributes.hp.value": 0 } as Actor.UpdateData));
    await world.settle();
    expect(hero.system.attributes.hp.value).toBe(0);
    expect(drops).toEqual([[40]]);
    expect(integrityCards(world)).toHaveLength(1);
  });
});
