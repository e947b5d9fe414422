/**
 * CY-ENV-2 / CY-REP-2: structural backlash runs through the same save-and-damage path (`startIntegritySave`
 * with source "structuralBacklash"): a Constitution save vs the GM's DC; a failure damages THAT augment, recorded
 * as a backlash in its history; Undo restores it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { startIntegritySave } from "../../../src/workflows/integrity";
import { acOf } from "../augments/helpers";
import { clickCardButton, renderMessage } from "../workflows/setup";
import { augmentOf, setIntegrity, cyborgTable, integrityCards, onlyCard, stateOf } from "./helpers";

describe("structural backlash", () => {
  // The first world of a file imports the whole system: do it once here, outside every test's time budget.
  beforeAll(async () => {
    await createWorld();
  });

  it("CY-ENV-2, CY-REP-2: a failed backlash save damages the augment that backlashed, not another, and records why", async () => {
    const { world, hero, torso, arm } = await cyborgTable();
    const acBefore = acOf(hero).value;
    await world.as(world.player, () => startIntegritySave(hero, { source: "structuralBacklash", augmentId: arm.id!, dc: 14 }));
    await world.settle();
    const card = onlyCard(world);
    expect(stateOf(card)).toMatchObject({ source: "structuralBacklash", dc: 14, stage: "save", target: { augmentId: arm.id } });
    expect((await renderMessage(world, card)).textContent).toContain("Wrist Cannon backlashed on Ana: Constitution save, DC 14.");
    world.dice.queue([4]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)).toMatchObject({ stage: "done", outcome: "damaged", chosen: { augmentId: arm.id } });
    expect(augmentOf(hero, arm).system.integrity).toBe("damaged");
    expect(augmentOf(hero, torso).system.integrity).toBe("intact");
    expect(acOf(hero).value).toBe(acBefore - 1);
    expect(augmentOf(hero, arm).system.history.at(-1)?.note).toContain("Structural backlash");
    await clickCardButton(world, world.gm, card, "undo");
    expect(augmentOf(hero, arm).system.integrity).toBe("intact");
    expect(acOf(hero).value).toBe(acBefore);
  });

  it("CY-ENV-2: a passed backlash save leaves the augment intact; the default DC is the GM's pre-filled 15", async () => {
    const { world, hero, arm } = await cyborgTable({ mode: "auto" });
    world.dice.queue([15]);
    await world.as(world.player, () => startIntegritySave(hero, { source: "structuralBacklash", augmentId: arm.id! }));
    await world.settle();
    expect(stateOf(onlyCard(world))).toMatchObject({ dc: 15, outcome: "saved" });
    expect(augmentOf(hero, arm).system.integrity).toBe("intact");
  });

  it("bad input is refused with a message and nothing is posted; an already damaged augment has nothing to lose", async () => {
    const { world, hero, arm } = await cyborgTable();
    await world.as(world.player, async () => {
      await startIntegritySave(hero, { source: "damage", amount: -3 });
      await startIntegritySave(hero, { source: "structuralBacklash", augmentId: arm.id!, dc: 0 });
      await setIntegrity(arm, "damaged");
      await startIntegritySave(hero, { source: "structuralBacklash", augmentId: arm.id! });
    });
    await world.settle();
    expect(integrityCards(world)).toHaveLength(0);
    const errors = world.notifications.filter((n) => n.level === "error").map((n) => n.message);
    expect(errors.some((m) => m.includes("greater than 0"))).toBe(true);
    expect(errors.some((m) => m.includes("whole number"))).toBe(true);
    expect(world.notifications.some((n) => n.message.includes("no intact augment"))).toBe(true);
  });
});
