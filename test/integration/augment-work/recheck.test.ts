/**
 * docs/ARCHITECTURE.md, Trust (issue 11, deliverable 4): every workflow re-checks after each await what it read before
 * (the actor and the item exist, the combat state, the section is still free, uses, money, design status) and
 * stops with a message, having charged and changed nothing. Each scenario changes the world while a dialog of
 * the workflow is open (the GM's DC dialog, the cost confirmation), then answers the dialog.
 */
import { describe, expect, it } from "vitest";
import { createAugment } from "../augments/helpers";
import { tableWithHero } from "../workflows/setup";
import { heroWithAugment, user } from "../augment-use/helpers";
import { cardText } from "../cards";

const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;

/** Clicks the default button of a DialogV2 (the stand-in's dialog element). */
function clickOk(dialog: { element: HTMLElement }): void {
  const button = dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]') ?? dialog.element.querySelector<HTMLButtonElement>("button[data-action]");
  if (!button) throw new Error("the dialog has no button");
  button.click();
}

async function heroWithTools(gp: number) {
  const table = await tableWithHero({ currency: { gp } });
  await table.hero.createEmbeddedDocuments("Item", [{ name: "Tinker's Tools", type: "tool", flags: { augmented: { repairTool: "tinker" } } } as Item.CreateData]);
  return table;
}

function lastWarning(world: { notifications: Array<{ level: string; message: string }> }): string {
  return world.notifications.filter((n) => n.level === "warning" || n.level === "error").at(-1)?.message ?? "";
}

describe("re-checks after each await (issue 11, deliverable 4)", () => {
  it("CY-REP-1 / CORE-8: the augment deleted while the GM's DC dialog is open → no 250 gp charged, no exception, a message", async () => {
    const { world, hero } = await heroWithTools(300);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond(async (dialog) => {
      // The GM deletes the augment (from the sheet, say) before answering the DC question.
      await cannon.delete();
      clickOk(dialog);
    });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([15, 15]);

    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();

    expect(result).toBeNull();
    expect(gold(hero)).toBe(300);
    expect(hero.items.get(cannon.id!)).toBeUndefined();
    expect(world.chat.some((m) => cardText(m as unknown as { content?: string }).includes("pays 250"))).toBe(false);
    expect(lastWarning(world)).toContain("Wrist Cannon is no longer on Ana");
  });

  it("CY-REP-1: the augment repaired by someone else while the DC dialog is open → the second repair stops, nothing charged", async () => {
    const { world, hero } = await heroWithTools(300);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond(async (dialog) => {
      await cannon.update({ "system.integrity": "intact" } as Item.UpdateData);
      clickOk(dialog);
    });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([15, 15]);
    const historyBefore = cannon.system.history.length;

    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();

    expect(result).toBeNull();
    expect(gold(hero)).toBe(300);
    expect(cannon.system.history).toHaveLength(historyBefore);
    expect(lastWarning(world)).toContain("Wrist Cannon changed while waiting");
  });

  it("CY-UPG-1 / CORE-8: the actor enters combat while the upgrade's cost confirmation is open → nothing paid, dice unchanged", async () => {
    const { world, hero } = await heroWithTools(600);
    const cannon = await createAugment(hero, "Wrist Cannon", { dice: 2 });
    world.dialogs.respond({ action: "ok", fields: { dc: 10 } });
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, async () => {
        await Combat.create({ active: true, combatants: [{ actorId: hero.id }] } as Combat.CreateData);
      });
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="pay"]')!.click();
    });
    world.dice.queue([15, 15]);

    const result = await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();

    expect(hero.inCombat).toBe(true);
    expect(result).toBeNull();
    expect(gold(hero)).toBe(600);
    expect(cannon.system.dice).toBe(2);
    expect(lastWarning(world)).toContain("entered or left combat");
  });

  it("CY-REM-1: the actor enters combat while the removal's DC dialog is open → the augment stays installed", async () => {
    const { world, hero } = await heroWithTools(0);
    const blade = await createAugment(hero, "Arm Blade", { installedSection: "rightArm", quality: "flawless" });
    world.dialogs.respond(async (dialog) => {
      await Combat.create({ active: true, combatants: [{ actorId: hero.id }] } as Combat.CreateData);
      clickOk(dialog);
    });
    world.dice.queue([20, 20]);
    const historyBefore = blade.system.history.length;

    const result = await world.as(world.player, () => hero.removeAugment(blade));
    await world.settle();

    expect(hero.inCombat).toBe(true);
    expect(result).toBeNull();
    expect(blade.system.installedSection).toBe("rightArm");
    expect(blade.system.history).toHaveLength(historyBefore);
    expect(lastWarning(world)).toContain("entered or left combat");
  });

  it("CY-INS-1 / CY-SLOT-1: the section taken by another augment while the install's DC dialog is open → not installed, one augment in the section", async () => {
    const { world, hero } = await heroWithTools(0);
    const cannon = await createAugment(hero, "Wrist Cannon");
    const blade = await createAugment(hero, "Arm Blade", { adapted: true });
    world.dialogs.respond(async (dialog) => {
      // Meanwhile the adapted blade goes into the right arm (no checks due for it).
      await blade.update({ "system.installedSection": "rightArm" } as Item.UpdateData);
      clickOk(dialog);
    });
    world.dice.queue([15, 15]);

    const result = await world.as(world.player, () => hero.installAugment(cannon, "rightArm"));
    await world.settle();

    expect(result).toBeNull();
    expect(cannon.system.installedSection).toBeNull();
    expect(blade.system.installedSection).toBe("rightArm");
    expect(lastWarning(world)).toContain("augments installed in Ana changed");
  });

  it("CY-INS-1: the augment deleted while the install's DC dialog is open → nothing created, no exception", async () => {
    const { world, hero } = await heroWithTools(0);
    const cannon = await createAugment(hero, "Wrist Cannon");
    world.dialogs.respond(async (dialog) => {
      await cannon.delete();
      clickOk(dialog);
    });
    world.dice.queue([15, 15]);

    const result = await world.as(world.player, () => hero.installAugment(cannon, "rightArm"));
    await world.settle();

    expect(result).toBeNull();
    expect(hero.items.filter((i) => (i.type as string) === "augment")).toHaveLength(0);
    expect(lastWarning(world)).toContain("no longer on Ana");
  });

  it("CORE-8: the purse spent elsewhere while the cost confirmation is open → nothing deducted, a message", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 100 } });
    world.dialogs.respond(async (dialog) => {
      await hero.update({ "system.currency.gp": 30 } as Actor.UpdateData);
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="pay"]')!.click();
    });

    const paid = await world.as(world.player, () => hero.payCost(50, { reason: "Rope" }));
    await world.settle();

    expect(paid).toBeNull();
    expect(gold(hero)).toBe(30);
    expect(lastWarning(world)).toContain("money changed while waiting");
  });

  it("CY-DES-2 / CORE-8: a viable design deleted while its construction cost is being confirmed → nothing charged, no exception", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1200 }, abilities: { int: { value: 14 } } });
    const blade = await createAugment(hero, "Arc Blade", { designStatus: "viable", deployment: "Slides out of the forearm", limits: "Needs a free hand" });
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => blade.delete());
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="pay"]')!.click();
    });

    const result = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();

    expect(result).toBeNull();
    expect(gold(hero)).toBe(1200);
    expect(lastWarning(world)).toContain("Arc Blade is no longer on Ana");
  });

  it("CY-USE-1: the augment's last use spent elsewhere while the flight question is open → no second use, no effect, no card", async () => {
    const { world, hero, augment } = await heroWithAugment("Leg Thrusters", {
      sectionKind: "leg",
      installedSection: "leftLeg",
      purpose: "mobility",
      damageType: null,
      mobility: { mode: "fly", bonus: 20 },
    });
    // PB 3 uses; two already spent: one left.
    await augment.update({ "system.uses.spent": 2 } as Item.UpdateData);
    const chatBefore = world.chat.length;
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => augment.update({ "system.uses.spent": 3 } as Item.UpdateData));
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="flight"]')!.click();
    });

    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();

    expect(result).toBeNull();
    expect(augment.system.uses.spent).toBe(3);
    expect([...hero.effects]).toHaveLength(0);
    expect(world.chat.length).toBe(chatBefore);
    expect(lastWarning(world)).toContain("Leg Thrusters changed while waiting");
  });

  it("CORE-5: hit dice spent elsewhere while the short-rest dialog is open → the rest stops, nothing healed or spent", async () => {
    const { world, hero } = await tableWithHero({
      details: { level: 4 },
      abilities: { con: { value: 14 } },
      attributes: { hp: { value: 5, max: 30 }, hd: { die: "d8", spent: 1 } },
    });
    world.dialogs.respond(async (dialog) => {
      await world.as(world.gm, () => hero.update({ "system.attributes.hd.spent": 4 } as Actor.UpdateData));
      const count = dialog.element.querySelector<HTMLInputElement>('[name="count"]')!;
      count.value = "3";
      count.dispatchEvent(new Event("change", { bubbles: true }));
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="rest"]')!.click();
    });
    world.dice.queue([6, 3, 5]);

    const summary = await world.as(world.player, () => hero.shortRest());
    await world.settle();

    expect(summary).toBeNull();
    expect(hero.system.attributes.hp.value).toBe(5);
    expect((hero.system as unknown as { attributes: { hd: { spent: number } } }).attributes.hd.spent).toBe(4);
    expect(lastWarning(world)).toContain("Ana changed while waiting");
  });
});
