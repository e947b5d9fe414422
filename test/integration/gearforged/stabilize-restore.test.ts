/**
 * GF-BODY-5 and GF-REV-1 / GC-LIV-2 / GA-WRECK-1 through the stand-in (issue 13 items 5 and 6): a dying
 * gearforged is stabilized by a DC 10 Intelligence check rolled by the tending creature the user picks, or by
 * mending; Medicine and spare the dying are refused with the reason; the death-save panel offers the two. A dead
 * gearforged is restored by the GM with the cost paid through the currency workflow.
 */
import { describe, expect, it } from "vitest";
import { createCharacter, openSheet } from "../helpers";
import { deathSaves, hp, messages } from "../workflows/setup";
import { cards, gearforgedTable } from "./helpers";
import { restoreChoices } from "../../../src/workflows/gearforged";
import { cardHtml, rollBoxes } from "../cards";

const SCENARIO = { timeout: 30_000 };
const DYING = { attributes: { hp: { value: 0, max: 20 } } };

function warnings(world: Awaited<ReturnType<typeof gearforgedTable>>["world"]): string {
  return world.notifications.filter((n) => n.level !== "info").map((n) => n.message).join(" ");
}

describe("stabilizing a gearforged (GF-BODY-5)", SCENARIO, () => {
  it("GF-BODY-5: Medicine and spare the dying are refused with the reason; nothing is rolled", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", DYING);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.stabilizeGearforged("medicine"))).toBeNull();
    expect(await world.as(world.player, () => hero.stabilizeGearforged("spareTheDying"))).toBeNull();
    expect(warnings(world)).toContain("cannot be stabilized with Wisdom (Medicine)");
    expect(warnings(world)).toContain("Spare the dying does not work on a gearforged");
    expect(messages(world)).toHaveLength(0);
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
  });

  it("GF-BODY-5: the Intelligence check is rolled by the tender the user picks (never the dying one); DC 10 stabilizes", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", DYING);
    const owner = { default: 0, [world.player.user.id!]: 3 };
    const bo = await world.as(world.gm, () => createCharacter({ name: "Bo", ownership: owner, system: { abilities: { int: { value: 30 } } } }));
    await world.as(world.gm, () => createCharacter({ name: "Cy", ownership: owner }));
    world.dialogs.respond({ action: "ok", fields: { worker: bo.uuid }, client: world.player });
    const outcome = await world.as(world.player, () => hero.stabilizeGearforged("intelligence", { fastForward: true }));
    await world.settle();
    expect(world.dialogs.history.at(-1)?.title).toContain("Stabilizing Ana");
    expect(outcome?.tender?.name).toBe("Bo");
    expect(outcome?.stabilized).toBe(true);
    expect(deathSaves(hero)).toEqual({ success: 3, failure: 0 });
    expect(await cardHtml(cards(world, "stabilize").at(-1))).toContain("Bo tends the clockwork.");
    // Issue 28, item 5: the check is the card's one result box (its DC and outcome), not a second message.
    expect(await rollBoxes(cards(world, "stabilize").at(-1))).toMatchObject([{ label: "Bo's Intelligence check", dc: expect.stringContaining("10"), outcome: "success" }]);
  });

  it("GF-BODY-5: with fixed dice, a total of 9 changes nothing and a total of exactly 10 stabilizes (DC 10)", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", DYING);
    // Intelligence 10: modifier 0, so the total is the die.
    const bo = await world.as(world.gm, () => createCharacter({ name: "Bo", ownership: { default: 0, [world.player.user.id!]: 3 }, system: { abilities: { int: { value: 10 } } } }));
    world.dice.queue([9]);
    const failed = await world.as(world.player, () => hero.stabilizeGearforged("intelligence", { fastForward: true, tender: bo }));
    await world.settle();
    expect(failed?.roll?.total).toBe(9);
    expect(failed?.stabilized).toBe(false);
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
    world.dice.queue([10]);
    const passed = await world.as(world.player, () => hero.stabilizeGearforged("intelligence", { fastForward: true, tender: bo }));
    await world.settle();
    expect(passed?.roll?.total).toBe(10);
    expect(passed?.stabilized).toBe(true);
    expect(deathSaves(hero)).toEqual({ success: 3, failure: 0 });
  });

  it("GF-BODY-5: mending stabilizes without a roll; a character that is not dying is refused", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", DYING);
    const outcome = await world.as(world.player, () => hero.stabilizeGearforged("mending"));
    expect(outcome?.stabilized).toBe(true);
    expect(outcome?.roll).toBeNull();
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.stabilizeGearforged("mending"))).toBeNull();
    expect(warnings(world)).toContain("Only a dying character can be stabilized");
  });

  it("GF-BODY-5: the death-save panel offers Intelligence and mending for a dying homebrew gearforged only", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", DYING);
    const sheet = await world.as(world.player, () => openSheet(hero));
    const methods = [...sheet.element.querySelectorAll<HTMLElement>('[data-action="stabilizeGearforged"]')].map((b) => b.dataset.method);
    expect(methods).toEqual(["intelligence", "mending"]);
    await world.as(world.player, async () => sheet.element.querySelector<HTMLButtonElement>('[data-method="mending"]')!.click());
    await world.settle();
    expect(deathSaves(hero)).toEqual({ success: 3, failure: 0 });
    const other = await gearforgedTable(1, "chassis", DYING);
    const chassisSheet = await other.world.as(other.world.player, () => openSheet(other.hero));
    expect(chassisSheet.element.querySelector('[data-action="stabilizeGearforged"]')).toBeNull();
  });
});

describe("restoring a dead gearforged (GF-REV-1)", SCENARIO, () => {
  const DEAD = { attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 3 } }, currency: { gp: 1000 } };

  it("GF-REV-1: repair + soulforging costs 500 gp plus the GM's repair figure, paid after a confirm; back at 1 HP", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
    world.dialogs.respond({ action: "ok", fields: { value: 150 }, client: world.gm });
    world.dialogs.respond({ action: "pay", client: world.gm });
    const outcome = await world.as(world.gm, () => hero.restoreGearforged("repair"));
    await world.settle();
    expect(outcome).toMatchObject({ option: "repair", costGp: 650, paid: true });
    expect(hero.system.currency.gp).toBe(350);
    expect(hp(hero).value).toBe(1);
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
  });

  it("GF-REV-1: a player cannot restore; a living gearforged or a closed way back is refused; nothing is paid", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.restoreGearforged("repair", { repairGp: 50 }))).toBeNull();
    expect(await world.as(world.gm, () => hero.restoreGearforged("newBody"))).toBeNull();
    await world.as(world.gm, () => hero.update({ "system.gearforged.soulGem.intact": false } as Actor.UpdateData));
    expect(await world.as(world.gm, () => hero.restoreGearforged("repair", { repairGp: 50 }))).toBeNull();
    const text = warnings(world);
    expect(text).toContain("Only the GM can restore");
    expect(text).toContain("(A new body) is not open");
    expect(text).toContain("(Repair and soulforging) is not open");
    expect(hero.system.currency.gp).toBe(1000);
    expect(hp(hero).value).toBe(0);
  });

  it("GF-REV-1: body destroyed → a new body for 10,000 gp; refused with the missing amount when the purse is short", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", { ...DEAD, currency: { gp: 12000 } });
    await world.as(world.gm, () => hero.update({ "system.gearforged.body": "destroyed" } as Actor.UpdateData));
    const outcome = await world.as(world.gm, () => hero.restoreGearforged("newBody", { costConfirmed: true }));
    await world.settle();
    expect(outcome?.costGp).toBe(10000);
    expect(hero.system.currency.gp).toBe(2000);
    expect(hero.system.gearforged.body).toBe("intact");
    // GF-REV-1 / GC-LIV-2: the day the new body takes is the rule's, on the card.
    expect(await cardHtml(outcome!.message!)).toContain("The work takes 24 hours of world time.");
  });

  it("GF-REV-1: wish restores fully: gem, gears and a destroyed body come back intact", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", DEAD);
    await world.as(world.gm, () => hero.update({ "system.gearforged.soulGem.intact": false, "system.gearforged.body": "destroyed" } as Actor.UpdateData));
    const outcome = await world.as(world.gm, () => hero.restoreGearforged("wish"));
    await world.settle();
    expect(outcome).toMatchObject({ option: "wish", costGp: 0, paid: false });
    expect(hp(hero).value).toBe(1);
    expect(hero.system.gearforged.body).toBe("intact");
    expect(hero.system.gearforged.soulGem.intact).toBe(true);
    expect(hero.system.gearforged.memoryGears.intact).toBe(true);
    expect(await cardHtml(outcome!.message!)).not.toContain("original race");
  });

  it("CORE-6 / GF-REV-1: a gearforged dead of exhaustion 6 comes back at exhaustion 5; one dead of death saves keeps its level", async () => {
    const { world, hero } = await gearforgedTable(3, "homebrew", { attributes: { hp: { value: 20, max: 20 }, exhaustion: 6 }, currency: { gp: 1000 } });
    expect(hero.system.attributes.exhaustion).toBe(6);
    const outcome = await world.as(world.gm, () => hero.restoreGearforged("wish"));
    await world.settle();
    expect(outcome?.option).toBe("wish");
    // One level below death: alive again, the other five levels still owed to rests.
    expect(hero.system.attributes.exhaustion).toBe(5);
    expect(hp(hero).value).toBe(1);
    // Alive: no way back is offered any more.
    expect(restoreChoices(hero)).toEqual([]);
    const other = await gearforgedTable(3, "homebrew", { ...DEAD, attributes: { ...DEAD.attributes, exhaustion: 2 } });
    await other.world.as(other.world.gm, () => other.hero.restoreGearforged("wish"));
    await other.world.settle();
    expect(other.hero.system.attributes.exhaustion).toBe(2);
    expect(hp(other.hero).value).toBe(1);
  });

  it("GC-LIV-2: raising magic repairs a destroyed body and names the lost sections; wish after a lost gem names the original race", async () => {
    const { world, hero } = await gearforgedTable(3, "chassis", DEAD);
    await world.as(world.gm, () => hero.update({ "system.gearforged.body": "destroyed", "system.gearforged.memoryGears.intact": false } as Actor.UpdateData));
    const raised = await world.as(world.gm, () => hero.restoreGearforged("raise"));
    await world.settle();
    expect(hero.system.gearforged.body).toBe("intact");
    expect(hero.system.gearforged.memoryGears.intact).toBe(false);
    const raisedCard = await cardHtml(raised!.message!);
    expect(raisedCard).toContain("lost sections return only if the spell normally restores lost limbs");
    expect(raisedCard).not.toContain("original race");
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 0, "system.attributes.death.failure": 3, "system.gearforged.soulGem.intact": false } as Actor.UpdateData));
    const wished = await world.as(world.gm, () => hero.restoreGearforged("wish"));
    await world.settle();
    expect(hp(hero).value).toBe(1);
    expect(hero.system.gearforged.soulGem.intact).toBe(true);
    const wishedCard = await cardHtml(wished!.message!);
    expect(wishedCard).toContain("returns as a fully living member of their original race");
    expect(wishedCard).not.toContain("lost sections");
  });

  it("GA-WRECK-1: a dead 13th Age gearforged is offered only a new body", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", DEAD);
    world.notifications.length = 0;
    expect(await world.as(world.gm, () => hero.restoreGearforged("repair", { repairGp: 50 }))).toBeNull();
    expect(warnings(world)).toContain("destroyed beyond repair");
  });
});
