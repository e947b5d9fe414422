/**
 * Issue 16 on the augment workflow cards: the GM's Undo on every card that changed something (install, remove,
 * repair, upgrade), reusing the one undo (src/workflows/cards/undo.ts: GM only, once, all or nothing); repair and
 * upgrade state the gold spent; the checks are labelled roll boxes with their outcome.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { createAugment } from "../augments/helpers";
import { lastMessage, renderMessage, tableWithHero } from "../workflows/setup";
import { cardActions, cardText, rollBoxes } from "../cards";
import { undoFromMessage } from "../../../src/workflows/cards/undo";

const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;

describe("augment workflow cards: Undo, costs, roll boxes (issue 16)", () => {
  it("CY-INS-1: the install card's Undo (GM only, once) puts the augment back among the carried items", async () => {
    const world = await createWorld({ seed: 11, worldTime: 1000 });
    const actor = await createCharacter({ ownership: { default: 0, [world.player.user.id!]: 3 } });
    const blade = await createAugment(actor, "Arm Blade");
    world.dice.queue([15, 17]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    await world.as(world.gm, () => actor.installAugment(blade, "rightArm"));
    await world.settle();
    expect(blade.system.installedSection).toBe("rightArm");
    const card = lastMessage(world);
    expect(card.type).toBe("augment");
    expect(cardActions(card)).toContain("undo");
    expect((await rollBoxes(card)).map((box) => box.outcome)).toEqual(["success", "success"]);

    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.querySelector("[data-augmented-action=undo]")).toBeNull();
    expect(await world.as(world.player, () => undoFromMessage(card))).toBe(false);
    expect(blade.system.installedSection).toBe("rightArm");

    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(true);
    await world.settle();
    expect(blade.system).toMatchObject({ installedSection: null, quality: null });
    expect(blade.system.history.map((entry) => entry.action)).toEqual([]);
    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(false);
  });

  it("CY-INS-1: an augment installed from the compendium is created on the actor; the card's Undo deletes it again", async () => {
    const world = await createWorld({ seed: 11, worldTime: 1000 });
    const actor = await createCharacter({ ownership: { default: 0, [world.player.user.id!]: 3 } });
    const pack = game.packs!.get("augmented.augments")!;
    const entry = [...(await pack.getIndex())].find((e) => e.name === "Wrist Cannon") as { uuid: string } | undefined;
    // cast: a compendium Item resolved from its uuid.
    const source = (await fromUuid(entry!.uuid as `Item.${string}`)) as Item.Implementation;
    world.dice.queue([15, 17]);
    await world.as(world.gm, () => actor.installAugment(source, "rightArm", { dcs: [10, 15] }));
    await world.settle();
    const created = actor.items.find((item) => item.name === "Wrist Cannon");
    expect(created).toBeDefined();
    expect(await world.as(world.gm, () => undoFromMessage(lastMessage(world)))).toBe(true);
    await world.settle();
    expect(actor.items.has(created!.id!)).toBe(false);
  });

  it("CY-REM-1: the removal card's Undo puts the augment back in its section", async () => {
    const world = await createWorld({ seed: 11, worldTime: 1000 });
    const actor = await createCharacter({ ownership: { default: 0, [world.player.user.id!]: 3 } });
    const blade = await createAugment(actor, "Arm Blade", { installedSection: "leftArm", installCount: 1, quality: "flawless" });
    world.dice.queue([18, 19]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    await world.as(world.gm, () => actor.removeAugment(blade));
    await world.settle();
    expect(blade.system.installedSection).toBeNull();
    const card = lastMessage(world);
    expect((await rollBoxes(card)).map((box) => box.label)).toEqual(["Check 1: Sleight of Hand", "Check 2: Sleight of Hand"]);
    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(true);
    await world.settle();
    expect(blade.system.installedSection).toBe("leftArm");
  });

  it("CY-REP-1 / CORE-8: the repair card states the 250 gp, shows the check as a roll box, and its Undo gives gold and damage back", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } });
    await hero.createEmbeddedDocuments("Item", [{ name: "Tinker's Tools", type: "tool", flags: { augmented: { repairTool: "tinker" } } } as Item.CreateData]);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", fields: { dc: 12 } });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([5, 14]);
    await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(cannon.system.integrity).toBe("intact");
    expect(gold(hero)).toBe(50);
    const card = lastMessage(world);
    expect(cardText(card)).toContain("paid 250 gp");
    const [box] = await rollBoxes(card);
    expect(box).toMatchObject({ dc: "DC 12", outcome: "success", outcomeText: "Success", total: "14" });

    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(true);
    await world.settle();
    expect(cannon.system.integrity).toBe("damaged");
    expect(gold(hero)).toBe(300);
  });

  it("CY-UPG-1: the upgrade card states the gold and its Undo restores the dice and the purse", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } });
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm", installCount: 1 });
    const dice = cannon.system.dice;
    world.dialogs.respond({ action: "ok", fields: { dc: 10 } });
    world.dialogs.respond({ action: "pay" });
    world.dice.queue([15]);
    const result = await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();
    expect(result?.success).toBe(true);
    expect(cannon.system.dice).not.toBe(dice);
    const card = lastMessage(world);
    expect(cardText(card)).toMatch(/paid \d+ gp/);
    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(true);
    await world.settle();
    expect(cannon.system.dice).toBe(dice);
    expect(gold(hero)).toBe(1000);
  });
});
