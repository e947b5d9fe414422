/**
 * Issue 15, item 3 (AM-DMG-1, AM-CY-1, AM-HEAL-1): automail joins the integrity save. A hit at or above the world
 * setting's fraction of max HP calls for it; a failure can damage a worn limb as it can an augment; the setting can
 * switch automail damage off; healing never restores a limb. One body carries both: a cyborg with an automail arm
 * and an augment in that section.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { createAugment } from "../augments/helpers";
import { clickCardButton, setSetting } from "../workflows/setup";
import { integrityCards, stateOf } from "../integrity/helpers";
import type { AutomailData } from "../../../src/data/item/automail";

type LimbItem = Item.Implementation & { system: AutomailData };

async function table(settings: Record<string, unknown> = {}) {
  const world = await createWorld({ seed: 41, worldTime: 500 });
  const hero = await createCharacter({
    ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
    system: { attributes: { hp: { value: 60, max: 60 } } },
  });
  // cast: partial port and limb sources (a limb already on its port, as a finished attach leaves it).
  const [port] = (await hero.createEmbeddedDocuments("Item", [{ name: "Right Arm Port", type: "port", system: { kind: "natural", site: "rightArm" } } as Item.CreateData])) as unknown as Item.Implementation[];
  const [arm] = (await hero.createEmbeddedDocuments("Item", [
    { name: "Modern Blade Arm", type: "automail", system: { generation: "modern", kind: "weaponTool", limb: "arm", location: { mode: "port", portId: port!.id, since: 0 }, adds: { weapon: { formula: "1d6", damageType: "slashing" } } } } as Item.CreateData,
  ])) as unknown as LimbItem[];
  await world.settle();
  await setSetting(world, "integritySave", "auto");
  await setSetting(world, "integrityPick", "random");
  for (const [key, value] of Object.entries(settings)) await setSetting(world, key, value as never);
  return { world, hero, arm: arm! };
}

describe("automail damage (AM-DMG-1)", () => {
  it("AM-DMG-1: a 35-damage hit on a 60-HP character damages the automail arm after a failed save; the card can undo it", async () => {
    const { world, hero, arm } = await table();
    // Save 3 fails (DC 10 at least); the pick die has one face: the arm.
    world.dice.queue([3, 1]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }]));
    await world.settle();
    const [card] = integrityCards(world);
    expect(stateOf(card!)).toMatchObject({ stage: "done", outcome: "damaged", chosen: { augmentId: arm.id } });
    expect(arm.system.integrity).toBe("damaged");
    expect(arm.system.works).toBe(false);
    await clickCardButton(world, world.gm, card!, "undo");
    expect(arm.system.integrity).toBe("intact");
  });

  it("AM-HEAL-1: healing restores HP, never the limb", async () => {
    const { world, hero, arm } = await table();
    world.dice.queue([3, 1]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }]));
    await world.settle();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 30, type: "healing" }]));
    await world.settle();
    expect(arm.system.integrity).toBe("damaged");
  });

  it("AM-DMG-1: the threshold is the world setting's fraction; below it nothing is asked", async () => {
    const { world, hero, arm } = await table({ automailDamageFraction: 0.75 });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }]));
    await world.settle();
    expect(integrityCards(world)).toEqual([]);
    // A smaller fraction puts the arm at risk from a hit below one half (augments are not at risk from it).
    await setSetting(world, "automailDamageFraction", 0.25);
    world.dice.queue([2, 1]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 16, type: "slashing" }]));
    await world.settle();
    expect(stateOf(integrityCards(world)[0]!)).toMatchObject({ outcome: "damaged", chosen: { augmentId: arm.id } });
  });

  it("AM-DMG-1: with automail damage switched off, a big hit never asks for the limb", async () => {
    const { world, hero, arm } = await table({ automailDamage: false });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 40, type: "slashing" }]));
    await world.settle();
    expect(integrityCards(world)).toEqual([]);
    expect(arm.system.integrity).toBe("intact");
  });

  it("AM-CY-1, AM-DMG-1: a cyborg with an automail arm and an augment in that section: both are listed, the die picks", async () => {
    const { world, hero, arm } = await table();
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    expect(cannon.system.installedSection).toBe("rightArm");
    // Augments first (body-map order), then limbs: 1d2 = 2 → the arm.
    world.dice.queue([4, 2]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "slashing" }]));
    await world.settle();
    const state = stateOf(integrityCards(world)[0]!);
    expect(state?.candidates.map((c) => c.augmentId)).toEqual([cannon.id, arm.id]);
    expect(arm.system.integrity).toBe("damaged");
    expect(cannon.system.integrity).toBe("intact");
  });
});
