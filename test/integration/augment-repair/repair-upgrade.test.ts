/**
 * Repairing (CY-REP-1) and upgrading (CY-UPG-1) augments through `actor.repairAugment` / `actor.upgradeAugment`
 * and the augment sheet: the GM's DC dialog, the cost (CORE-8), the Sleight of Hand roll on a card, one item
 * update with a history entry, Lasting Effects on a natural 18–20 (CY-LE-1), and the hooks.
 */
import { describe, expect, it } from "vitest";
import { type AugmentItem, createAugment } from "../augments/helpers";
import { lastMessage, tableWithHero } from "../workflows/setup";
import { openSheet } from "../helpers";
import { cardHtml } from "../cards";

const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;
const DC_DIALOG = "The GM sets the DC";

/**
 * Registers a listener for one of the system's hooks on the current client. cast: the tests name hooks by
 * plain strings and read their arguments as unknown, so one untyped signature serves every hook.
 */
function onHook(name: string, fn: (...args: unknown[]) => unknown, once = false): void {
  const hooks = Hooks as unknown as { on(name: string, fn: (...args: unknown[]) => unknown): number; once(name: string, fn: (...args: unknown[]) => unknown): number };
  if (once) hooks.once(name, fn);
  else hooks.on(name, fn);
}

/**
 * A player's hero with `gp` gold and Dexterity 10, no Sleight of Hand proficiency: the modifier is +0. It carries
 * Tinker's Tools (the test augments' designated repair tool) unless `tools` is false.
 */
async function heroWith(gp: number, tools = true) {
  const table = await tableWithHero({ currency: { gp } });
  if (tools) {
    await table.hero.createEmbeddedDocuments("Item", [
      { name: "Tinker's Tools", type: "tool", flags: { augmented: { repairTool: "tinker" } } } as Item.CreateData,
    ]);
  }
  return table;
}

describe("augment repair (CY-REP-1)", () => {
  it("CY-REP-1 / CORE-8: a repair with enough gold and a success makes the augment intact and costs 250 gp", async () => {
    const { world, hero } = await heroWith(300);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    await world.time.advance(3600);
    const fired: string[] = [];
    await world.as(world.player, () => {
      onHook("augmented.preRepairAugment", () => void fired.push("pre"));
      onHook("augmented.repairAugment", () => void fired.push("post"));
    });
    let prefilled = "";
    world.dialogs.respond((dialog) => {
      // The GM sees the default DC and types 12.
      const input = dialog.element.querySelector<HTMLInputElement>("input[name=dc]")!;
      prefilled = input.value;
      input.value = "12";
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
    });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([5, 14]);
    const updates: unknown[] = [];
    Hooks.on("updateItem", (_item: unknown, changes: unknown) => void updates.push(changes));

    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();

    expect(result?.success).toBe(true);
    expect(result?.dc).toBe(12);
    expect(result?.roll.formula).toContain("2d20kh");
    expect(result?.roll.total).toBe(14);
    expect(cannon.system.integrity).toBe("intact");
    expect(gold(hero)).toBe(50);
    expect(updates).toHaveLength(1);
    const entry = cannon.system.history.at(-1);
    expect(entry?.action).toBe("repair");
    expect(entry?.worldTime).toBe(3600);
    expect(fired).toEqual(["pre", "post"]);
    expect(prefilled).toBe("15");
    expect(await cardHtml(lastMessage(world))).toContain("Wrist Cannon is repaired");
    expect(lastMessage(world).rolls).toHaveLength(1);
  });

  it("CY-REP-1 tool: asked with the DC; ruled required and not carried → refused, nothing asked further, spent or rolled", async () => {
    const { world, hero } = await heroWith(300, false);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged", repairTool: "tinker" });
    let question = "";
    world.dialogs.respond((dialog) => {
      question = dialog.element.querySelector("label[for=augmented-dc-tool-ruling]")?.textContent ?? "";
      // Pre-filled "required": the GM confirms.
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
    });
    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(question).toContain("Tinker's Tools");
    expect(result).toBeNull();
    expect(gold(hero)).toBe(300);
    expect(world.dice.history).toHaveLength(0);
    expect(cannon.system.integrity).toBe("damaged");
    expect(world.notifications.at(-1)?.message).toContain("does not carry it");
  });

  it("CY-REP-1 tool: the GM rules a substitute suitable (or the tool not needed); the card says which", async () => {
    const { world, hero } = await heroWith(600, false);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged", repairTool: "tinker" });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG, fields: { toolRuling: "substitute" } });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([3, 9]);
    await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(await cardHtml(lastMessage(world))).toContain("ruled suitable by the GM");
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG, fields: { toolRuling: "notNeeded" } });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([18, 19]);
    await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(await cardHtml(lastMessage(world))).toContain("Tool: none needed.");
    expect(cannon.system.integrity).toBe("intact");
  });

  it("CY-REP-1 tool: an augment with no designated tool asks no tool question", async () => {
    const { world, hero } = await heroWith(300, false);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged", repairTool: null });
    let hasToolField = true;
    world.dialogs.respond((dialog) => {
      hasToolField = dialog.element.querySelector("select[name=toolRuling]") !== null;
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
    });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([18, 19]);
    await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(hasToolField).toBe(false);
    expect(cannon.system.integrity).toBe("intact");
  });

  it("CY-REP-1: a failed repair spends the gold and leaves the augment damaged", async () => {
    const { world, hero } = await heroWith(250);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([3, 9]);

    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();

    expect(result?.success).toBe(false);
    expect(result?.dc).toBe(15);
    expect(cannon.system.integrity).toBe("damaged");
    expect(gold(hero)).toBe(0);
    expect(cannon.system.history.at(-1)?.action).toBe("repair");
    expect(await cardHtml(lastMessage(world))).toContain("still damaged");
  });

  it("CY-REP-1 / CORE-8: without enough gold the repair is refused with the shortfall and nothing changes", async () => {
    const { world, hero } = await heroWith(100);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    const before = world.chat.length;

    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();

    expect(result).toBeNull();
    expect(cannon.system.integrity).toBe("damaged");
    expect(cannon.system.history).toHaveLength(0);
    expect(gold(hero)).toBe(100);
    expect(world.chat.length).toBe(before);
    expect(world.notifications.at(-1)?.message).toContain("150");
    expect(world.dialogs.history).toHaveLength(0);
  });

  it("CY-REP-1 / CORE-8: the GM may waive the cost of a repair the actor cannot pay", async () => {
    const { world, hero } = await heroWith(0);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "waive", matching: "short by 250" });
    world.dice.queue([20, 1]);

    const result = await world.as(world.gm, () => hero.repairAugment(cannon));
    await world.settle();

    expect(result?.payment.waived).toBe(true);
    expect(result?.success).toBe(true);
    expect(cannon.system.integrity).toBe("intact");
    expect(gold(hero)).toBe(0);
  });

  it("CY-REP-1: an intact augment is not repaired, and nothing is asked", async () => {
    const { world, hero } = await heroWith(300);
    const cannon = await createAugment(hero, "Wrist Cannon");
    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(result).toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.notifications.at(-1)?.message).toContain("not damaged");
  });

  it("CY-REP-1: in combat the repair is refused and nothing changes", async () => {
    const { world, hero } = await heroWith(300);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    await world.as(world.gm, async () => {
      await Combat.create({ active: true, combatants: [{ actorId: hero.id }] } as Combat.CreateData);
    });
    await world.settle();

    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();

    expect(result).toBeNull();
    expect(cannon.system.integrity).toBe("damaged");
    expect(gold(hero)).toBe(300);
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.notifications.at(-1)?.message).toContain("during combat");
  });

  it("CY-REP-1: a preRepairAugment handler returning false cancels before anything is asked or spent", async () => {
    const { world, hero } = await heroWith(300);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    await world.as(world.player, async () => {
      onHook("augmented.preRepairAugment", () => false, true);
      expect(await hero.repairAugment(cannon)).toBeNull();
    });
    await world.settle();
    expect(world.dialogs.history).toHaveLength(0);
    expect(gold(hero)).toBe(300);
  });
});

describe("augment upgrade (CY-UPG-1)", () => {
  it("CY-UPG-1 / CORE-8: a successful upgrade takes 1d6 to 2d6 and costs 500 gp", async () => {
    const { world, hero } = await heroWith(600);
    const cannon = await createAugment(hero, "Wrist Cannon");
    world.dialogs.respond({ action: "ok", fields: { dc: 10 }, matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 500" });
    world.dice.queue([12]);
    const fired: string[] = [];
    await world.as(world.player, () => {
      onHook("augmented.preUpgradeAugment", () => void fired.push("pre"));
      onHook("augmented.upgradeAugment", () => void fired.push("post"));
    });

    const result = await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();

    expect(result?.success).toBe(true);
    expect(result?.dice).toEqual({ from: 1, to: 2 });
    expect(result?.roll.formula).not.toContain("kh");
    expect(cannon.system.dice).toBe(2);
    expect(gold(hero)).toBe(100);
    expect(cannon.system.history.at(-1)?.action).toBe("upgrade");
    expect(fired).toEqual(["pre", "post"]);
    expect(await cardHtml(lastMessage(world))).toContain("2d6");
  });

  it("CY-UPG-1: a failed upgrade loses the gold and leaves the augment unharmed", async () => {
    const { world, hero } = await heroWith(500);
    const cannon = await createAugment(hero, "Wrist Cannon", { dice: 2 });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 500" });
    world.dice.queue([4]);

    const result = await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();

    expect(result?.success).toBe(false);
    expect(cannon.system.dice).toBe(2);
    expect(cannon.system.integrity).toBe("intact");
    expect(gold(hero)).toBe(0);
  });

  it("CY-UPG-1: an augment at 5d6 is refused and nothing changes", async () => {
    const { world, hero } = await heroWith(600);
    const cannon = await createAugment(hero, "Wrist Cannon", { dice: 5 });
    const result = await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();
    expect(result).toBeNull();
    expect(cannon.system.dice).toBe(5);
    expect(gold(hero)).toBe(600);
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.notifications.at(-1)?.message).toContain("5d6");
  });

  it("CY-UPG-1: a utility augment is refused (attack and healing only)", async () => {
    const { world, hero } = await heroWith(600);
    const lamp = await createAugment(hero, "Eye Lamp", { sectionKind: "head", purpose: "utility", damageType: null });
    const result = await world.as(world.player, () => hero.upgradeAugment(lamp));
    await world.settle();
    expect(result).toBeNull();
    expect(gold(hero)).toBe(600);
    expect(world.notifications.at(-1)?.message).toContain("attack and healing");
  });

  it("CY-UPG-1: in combat the upgrade is refused and nothing changes", async () => {
    const { world, hero } = await heroWith(600);
    const cannon = await createAugment(hero, "Wrist Cannon");
    await world.as(world.gm, async () => {
      await Combat.create({ active: true, combatants: [{ actorId: hero.id }] } as Combat.CreateData);
    });
    await world.settle();
    const result = await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();
    expect(result).toBeNull();
    expect(cannon.system.dice).toBe(1);
    expect(gold(hero)).toBe(600);
    expect(world.notifications.at(-1)?.message).toContain("during combat");
  });

  it("CY-LE-1 / CY-UPG-1: a natural 19 offers a Lasting Effect; granted, it is recorded with the upgrade in one update", async () => {
    const { world, hero } = await heroWith(500);
    const cannon = await createAugment(hero, "Wrist Cannon");
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 500" });
    world.dialogs.respond({ action: "grant", fields: { lastingEffect: "  Targets hit glow for 1 minute.  " }, matching: "Lasting Effect" });
    world.dice.queue([19]);
    const updates: unknown[] = [];
    Hooks.on("updateItem", (_item: unknown, changes: unknown) => void updates.push(changes));

    const result = await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();

    expect(result?.natural).toBe(19);
    expect(result?.lastingEffectOffered).toBe(true);
    expect(cannon.system.lastingEffect).toBe("Targets hit glow for 1 minute.");
    expect(cannon.system.dice).toBe(2);
    expect(updates).toHaveLength(1);
    expect(cannon.system.history.at(-1)?.note).toContain("Targets hit glow");
    expect(await cardHtml(lastMessage(world))).toContain("Targets hit glow");
  });

  it("CY-LE-1: declining the offer records no Lasting Effect; an augment that has one is not offered another", async () => {
    const { world, hero } = await heroWith(1000);
    const cannon = await createAugment(hero, "Wrist Cannon");
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 500" });
    world.dialogs.respond({ action: "decline", matching: "Lasting Effect" });
    world.dice.queue([20]);
    await world.as(world.player, () => hero.upgradeAugment(cannon));
    await world.settle();
    expect(cannon.system.lastingEffect).toBe("");

    const marked = await createAugment(hero, "Heal Spray", { purpose: "healing", damageType: null, lastingEffect: "Soothing mist." });
    const result = await world.as(world.player, () => hero.upgradeAugment(marked, { dc: 10, costConfirmed: true }));
    await world.settle();
    expect(result?.lastingEffectOffered).toBe(false);
    expect(marked.system.lastingEffect).toBe("Soothing mist.");
    expect(world.dialogs.history.filter((d) => d.title.includes("Lasting Effect"))).toHaveLength(1);
  });
});

describe("augment sheet buttons", () => {
  it("CY-REP-1 / CY-UPG-1: the augment sheet's Repair and Upgrade buttons start the workflows", async () => {
    const { world, hero } = await heroWith(1000);
    // Upgrade works on the augment in place: a carried one's sheet does not offer it.
    const carried: AugmentItem = await createAugment(hero, "Spare Cannon");
    const carriedSheet = await world.as(world.player, () => openSheet(carried));
    expect(carriedSheet.element.querySelector("[data-action=upgradeAugment]")).toBeNull();
    await world.as(world.player, () => carriedSheet.close());
    const cannon: AugmentItem = await createAugment(hero, "Wrist Cannon", { integrity: "damaged", installedSection: "rightArm" });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([18, 2]);
    await world.as(world.player, async () => {
      const sheet = await openSheet(cannon);
      expect(sheet.element.querySelector("[data-action=upgradeAugment]")).not.toBeNull();
      sheet.element.querySelector<HTMLElement>("[data-action=repairAugment]")!.click();
    });
    await world.settle();
    expect(cannon.system.integrity).toBe("intact");
    expect(gold(hero)).toBe(750);

    await world.as(world.player, async () => {
      const sheet = await openSheet(cannon);
      expect(sheet.element.querySelector("[data-action=repairAugment]")).toBeNull();
    });
  });
});
