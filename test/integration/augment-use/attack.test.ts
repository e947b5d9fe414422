/**
 * Using an attack augment from the body map (CY-ATK-1..3, CY-USE-1..2, CY-INT-3, CY-DC-1): the Use button,
 * the attack roll and the damage card, uses spent until none are left (button disabled with the reason, a direct
 * call refused and nothing changed), a long rest, uses back; save-based attacks, the pre-hook, ownership, undo.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { createAugment } from "../augments/helpers";
import { clickCardButton, messages } from "../workflows/setup";
import { augmentsTab, heroWithAugment, onHook, useButton, user, warnings } from "./helpers";
import { cardHtml } from "../cards";
import { cardText } from "../cards";

/** Scenarios boot a world and run several clients: a generous limit for a loaded machine (not a timed assertion). */
const SCENARIO = { timeout: 30_000 };

const CANNON = { installedSection: "rightArm", ability: "dex", damageType: "force" };

describe("attack augments", () => {
  it("CY-ATK-1/2, CY-USE-1/2: use a wrist cannon until out of uses, long rest, uses back", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Wrist Cannon", CANNON);
    expect(augment.system.uses.max).toBe(3);
    for (let use = 1; use <= 3; use += 1) {
      const sheet = await augmentsTab(world, hero);
      const button = useButton(sheet, augment.id!);
      expect(button?.disabled).toBe(false);
      world.dialogs.respond({ action: "normal" });
      world.dice.queue([12, 4]);
      await world.as(world.player, async () => button!.click());
      await world.settle();
      expect(augment.system.uses.spent).toBe(use);
      const [useCard, damageCard] = messages(world).slice(-2);
      expect(await cardHtml(useCard!)).toContain("Bonus action.");
      expect(await cardHtml(useCard!)).toContain("Attack roll: 17 (+5 to hit)");
      expect(useCard!.rolls[0]?.formula).toBe("1d20 + 5");
      expect(await cardHtml(damageCard!)).toContain("6 Force");
      expect(await cardHtml(useCard!)).toContain(`${3 - use}/3 uses left`);
    }

    // Out of uses: the button says why, and a direct call changes nothing.
    const sheet = await augmentsTab(world, hero);
    const button = useButton(sheet, augment.id!);
    expect(button?.disabled).toBe(true);
    expect(sheet.element.querySelector(`[data-item-id="${augment.id}"] .augment-use-reason`)?.textContent).toBe("No uses left: long rest");
    expect(button?.title).toBe("Wrist Cannon has no uses left; a long rest restores them.");
    const before = { chat: world.chat.length, source: JSON.stringify(hero.toObject()) };
    const refused = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(refused).toBeNull();
    expect(warnings(world).at(-1)).toBe("Wrist Cannon has no uses left; a long rest restores them.");
    expect(world.chat.length).toBe(before.chat);
    expect(JSON.stringify(hero.toObject())).toBe(before.source);

    await world.as(world.player, () => hero.longRest());
    await world.settle();
    expect(augment.system.uses.value).toBe(3);
    expect(useButton(await augmentsTab(world, hero), augment.id!)?.disabled).toBe(false);
  });

  it("CY-ATK-3 / CY-DC-1: a save-based attack names the save and the augment save DC (8 + PB + mod), then damage", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Shock Palm", { ...CANNON, attackSave: "con", damageType: "lightning", dice: 2 });
    world.dice.queue([3, 5]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result?.roll).toBeNull();
    const [useCard, damageCard] = messages(world).slice(-2);
    expect(await cardHtml(useCard!)).toContain("Constitution saving throw against DC 13");
    expect(useCard!.rolls).toHaveLength(0);
    expect(damageCard!.rolls[0]?.formula).toBe("2d6 + 2");
    expect(await cardHtml(damageCard!)).toContain("10 Lightning");
  });

  it("CY-ATK-3: with one target, a save request goes to its owner, who rolls; the GM's client records it once against the augment DC", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Shock Palm", { ...CANNON, attackSave: "con", damageType: "lightning", dice: 2 });
    const goblin = await world.as(world.gm, () => createCharacter({ name: "Goblin", system: { abilities: { con: { value: 10 } } } }));
    world.dice.queue([3, 5]);
    await world.as(world.player, () => user(hero).useAugment(augment, { target: goblin }));
    await world.settle();
    const request = messages(world).at(-1)!;
    expect(await cardHtml(request)).toContain("Goblin: Constitution save");
    // The attacker's player does not own the goblin: no Roll save for them; the GM rolls it for the goblin.
    await expect(clickCardButton(world, world.player, request, "rollSave")).rejects.toThrow("no rollSave button");
    world.dialogs.respond({ action: "normal" });
    world.dice.queue([13]);
    await clickCardButton(world, world.gm, request, "rollSave");
    expect(await cardHtml(request)).toContain("Goblin saves.");
    await expect(clickCardButton(world, world.gm, request, "rollSave")).rejects.toThrow("no rollSave button");
  });

  it("CY-ATK-2: a natural 20 doubles the damage dice", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Wrist Cannon", CANNON);
    world.dice.queue([20, 3, 4]);
    await world.as(world.player, () => user(hero).useAugment(augment, { roll: { fastForward: true } }));
    await world.settle();
    expect(messages(world).at(-1)!.rolls[0]?.formula).toBe("2d6 + 2");
  });

  it("CY-INT-3: a damaged augment shows a disabled Use button with the reason and refuses a direct call", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Wrist Cannon", { ...CANNON, integrity: "damaged" });
    const sheet = await augmentsTab(world, hero);
    expect(useButton(sheet, augment.id!)?.disabled).toBe(true);
    expect(useButton(sheet, augment.id!)?.title).toContain("damaged");
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    expect(result).toBeNull();
    expect(augment.system.uses.spent).toBe(0);
    expect(world.chat).toHaveLength(0);
  });

  it("CY-USE-1: a carried augment (not installed) cannot be used", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Wrist Cannon", { ...CANNON, installedSection: null });
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    expect(result).toBeNull();
    expect(warnings(world).at(-1)).toContain("not installed");
    expect(augment.system.uses.spent).toBe(0);
  });

  it("CY-USE-3: a prosthetic replacement has no Use button", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Steel Hand", { installedSection: "rightArm", purpose: "prosthetic" });
    const sheet = await augmentsTab(world, hero);
    expect(sheet.element.querySelector(`[data-item-id="${augment.id}"] [data-action="useAugment"]`)).toBeNull();
  });

  it("CY-USE-3 / CY-UTL-1 passive: a passive augment shows its state but no Use button, has no uses and cannot be used", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Periscope Eye", {
      installedSection: "head",
      sectionKind: "head",
      purpose: "utility",
      damageType: null,
      passive: true,
    });
    const sheet = await augmentsTab(world, hero);
    const head = sheet.element.querySelector('[data-drop-section="head"]');
    expect(head?.textContent).toContain("Periscope Eye");
    expect(head?.querySelector('[data-action="useAugment"]')).toBeNull();
    expect(head?.querySelector(".augment-passive")?.textContent).toBe("Passive");
    expect(augment.system.uses.max).toBe(0);
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result).toBeNull();
    expect(world.chat).toHaveLength(0);
  });

  it("augmented.preUseAugment returning false cancels: no roll, no use spent", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Wrist Cannon", CANNON);
    const seen: unknown[] = [];
    await world.as(world.player, () => {
      onHook("augmented.preUseAugment", () => false);
      onHook("augmented.useAugment", (...args) => void seen.push(args));
    });
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { roll: { fastForward: true } }));
    await world.settle();
    expect(result).toBeNull();
    expect(augment.system.uses.spent).toBe(0);
    expect(world.chat).toHaveLength(0);
    expect(seen).toHaveLength(0);
  });

  it("augmented.useAugment fires once after the use, with the result", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Wrist Cannon", CANNON);
    const seen: Array<{ remaining: number }> = [];
    await world.as(world.player, () => onHook("augmented.useAugment", (_actor, _item, result) => void seen.push(result as { remaining: number })));
    await world.as(world.player, () => user(hero).useAugment(augment, { roll: { fastForward: true } }));
    await world.settle();
    expect(seen.map((r) => r.remaining)).toEqual([2]);
  });

  it("a player cannot use an augment of an actor they do not own; nothing changes", SCENARIO, async () => {
    const { world } = await heroWithAugment("Wrist Cannon", CANNON);
    const other = await createCharacter({ name: "Bo", system: { details: { level: 5 } } });
    const cannon = await createAugment(other, "Bo's Cannon", CANNON);
    await world.settle();
    const result = await world.as(world.player, () => user(other).useAugment(cannon, { roll: { fastForward: true } }));
    await world.settle();
    expect(result).toBeNull();
    expect(warnings(world, "error").at(-1)).toContain("Bo");
    expect(cannon.system.uses.spent).toBe(0);
    expect(world.chat).toHaveLength(0);
  });

  it("undo: the GM's Undo on the use card gives the use back", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Wrist Cannon", CANNON);
    await world.as(world.player, () => user(hero).useAugment(augment, { roll: { fastForward: true } }));
    await world.settle();
    expect(augment.system.uses.spent).toBe(1);
    const useCard = messages(world).find((m) => cardText(m).includes("Bonus action."))!;
    await clickCardButton(world, world.gm, useCard, "undo");
    expect(augment.system.uses.spent).toBe(0);
  });
});
