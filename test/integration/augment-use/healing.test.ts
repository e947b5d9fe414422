/**
 * Healing augments (CY-HEAL-1): an Action, Augment Check 1d20 + PB without advantage vs the GM's DC (asked,
 * pre-filled); success heals Nd6 + Int, failure heals nothing and still spends the use; healing another creature
 * goes on a healing card; undo reverses the healing and gives the use back.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { clickCardButton, hp, lastMessage, messages } from "../workflows/setup";
import { heroWithAugment, user } from "./helpers";
import { cardHtml } from "../cards";

/** Scenarios boot a world and run several clients: a generous limit for a loaded machine (not a timed assertion). */
const SCENARIO = { timeout: 30_000 };

const MEDKIT = { sectionKind: "torso", installedSection: "torso", purpose: "healing", ability: "int", damageType: null };

describe("healing augments", () => {
  it("CY-HEAL-1: a success (1d20 + PB, no advantage, vs the GM's DC) heals 1d6 + Int; undo reverses it and the use", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Subdermal Medkit", MEDKIT);
    let prefilled = "";
    world.dialogs.respond((dialog) => {
      const input = dialog.element.querySelector<HTMLInputElement>("input[name=dc]")!;
      prefilled = input.value;
      input.value = "12";
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
    });
    world.dice.queue([9, 5]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(prefilled).toBe("15");
    expect(result?.success).toBe(true);
    expect(result?.roll?.formula).toBe("1d20 + 3");
    expect(result?.healing).toBe(7);
    expect(hp(hero).value).toBe(17);
    expect(augment.system.uses.spent).toBe(1);
    const card = lastMessage(world);
    expect(await cardHtml(card)).toContain("Action.");
    expect(await cardHtml(card)).toContain("Augment Check: 12 vs DC 12 (success)");
    expect(await cardHtml(card)).toContain("Ana regains 7 hit points.");

    await clickCardButton(world, world.gm, card, "undo");
    expect(hp(hero).value).toBe(10);
    expect(augment.system.uses.spent).toBe(0);
  });

  it("CY-HEAL-1: a failed check heals nothing and the use is still spent", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Subdermal Medkit", MEDKIT);
    world.dice.queue([2]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 15 }));
    await world.settle();
    expect(result?.success).toBe(false);
    expect(result?.healing).toBe(0);
    expect(hp(hero).value).toBe(10);
    expect(augment.system.uses.spent).toBe(1);
    expect(await cardHtml(lastMessage(world))).toContain("No healing; the use of Subdermal Medkit is spent.");
  });

  it("CY-HEAL-1: cancelling the GM's DC dialog spends nothing", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Subdermal Medkit", MEDKIT);
    world.dialogs.respond({ action: "cancel" });
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result).toBeNull();
    expect(augment.system.uses.spent).toBe(0);
    expect(world.chat).toHaveLength(0);
  });

  it("CY-HEAL-1: healing another creature posts a healing card for whoever may change it; its HP is untouched", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Subdermal Medkit", MEDKIT);
    const ally = await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 20 } } } });
    await world.settle();
    world.dice.queue([15, 4]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: ally }));
    await world.settle();
    expect(result?.success).toBe(true);
    expect(hp(ally).value).toBe(3);
    const [useCard, healingCard] = messages(world).slice(-2);
    expect(await cardHtml(useCard!)).toContain("6 hit points for Bo");
    expect(await cardHtml(healingCard!)).toContain("6 Healing");
  });
});
