/**
 * Healing augments (CY-HEAL-1): an Action, Augment Check 1d20 + PB without advantage vs the GM's DC (asked,
 * pre-filled); success heals Nd6 + Int, failure heals nothing and still spends the use; healing another creature
 * goes on a healing card; undo reverses the healing and gives the use back.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { clickCardButton, hp, lastMessage, messages } from "../workflows/setup";
import { heroWithAugment, user, warnings } from "./helpers";
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
    world.dialogs.respond("yes"); // no tokens: the player confirms Bo is within reach
    world.dice.queue([15, 4]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: ally }));
    await world.settle();
    expect(result?.success).toBe(true);
    expect(hp(ally).value).toBe(3);
    const [useCard, healingCard] = messages(world).slice(-2);
    expect(await cardHtml(useCard!)).toContain("6 hit points for Bo");
    expect(await cardHtml(healingCard!)).toContain("6 Healing");
  });

  describe("range (CY-HEAL-1: tokens measured on the scene's grid, else the user confirms)", () => {
    const RANGED = { ...MEDKIT, rangeFt: 30 };

    /** A scene (100 px, 5 ft squares) with a linked token for each actor: [actor, x, y, size in squares]. */
    async function tokensOn(...placed: Array<[Actor.Implementation, number, number, number]>): Promise<void> {
      // cast: Scene.create and createEmbeddedDocuments take source data; the stand-in has v13's grid and token fields.
      const scene = (await Scene.create({ name: "Clinic", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
      await scene.createEmbeddedDocuments("Token", placed.map(([actor, x, y, size]) => ({ name: actor.name, actorId: actor.id, actorLink: true, x: x * 100, y: y * 100, width: size, height: size })));
    }

    async function heroAndAlly() {
      const table = await heroWithAugment("Subdermal Medkit", RANGED);
      const ally = await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 20 } } } });
      await table.world.settle();
      return { ...table, ally };
    }

    it("CY-HEAL-1 in range: Bo 25 ft away (5 squares) of a 30 ft range is healed, no question asked", SCENARIO, async () => {
      const { world, hero, augment, ally } = await heroAndAlly();
      await tokensOn([hero, 0, 0, 1], [ally, 5, 3, 1]);
      world.dice.queue([15, 4]);
      const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: ally }));
      await world.settle();
      expect(world.dialogs.history).toHaveLength(0);
      expect(result?.success).toBe(true);
      expect(augment.system.uses.spent).toBe(1);
      expect(await cardHtml(messages(world).at(-1)!)).toContain("6 Healing");
    });

    it("CY-HEAL-1 out of range: Bo 50 ft away is refused with the distance; nothing rolled, spent or posted", SCENARIO, async () => {
      const { world, hero, augment, ally } = await heroAndAlly();
      await tokensOn([hero, 0, 0, 1], [ally, 10, 2, 1]);
      const rolled = world.dice.history.length;
      const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: ally }));
      await world.settle();
      expect(result).toBeNull();
      expect(world.dice.history.length).toBe(rolled);
      expect(augment.system.uses.spent).toBe(0);
      expect(world.chat).toHaveLength(0);
      expect(warnings(world)).toContain("Bo is 50 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
    });

    it("CY-HEAL-1 re-checked after the DC dialog: Bo moved to 45 ft meanwhile, so nothing is rolled or spent", SCENARIO, async () => {
      const { world, hero, augment, ally } = await heroAndAlly();
      await tokensOn([hero, 0, 0, 1], [ally, 2, 0, 1]);
      // cast: the one token of Bo (stand-in TokenDocument).
      const token = ally.getDependentTokens({ linked: true })[0] as unknown as { update(d: object): Promise<unknown> };
      world.dialogs.respond(async (dialog) => {
        await world.as(world.gm, () => token.update({ x: 900 }));
        dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
      });
      const rolled = world.dice.history.length;
      const result = await world.as(world.player, () => user(hero).useAugment(augment, { target: ally }));
      await world.settle();
      expect(result).toBeNull();
      expect(world.dice.history.length).toBe(rolled);
      expect(augment.system.uses.spent).toBe(0);
      expect(warnings(world)).toContain("Subdermal Medkit was not used: Bo is now 45 ft away, beyond 30 ft.");
    });

    it("CY-HEAL-1 large tokens: measured from the nearest squares, so a Large Bo 35 ft from the corner is within 30 ft", SCENARIO, async () => {
      const { world, hero, augment, ally } = await heroAndAlly();
      // The hero at column 7; Bo's corner at column 0: a Medium Bo there is 35 ft away, a Large one (columns 0–1) 30 ft.
      await tokensOn([hero, 7, 0, 1], [ally, 0, 0, 1]);
      let result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: ally }));
      expect(result).toBeNull();
      expect(warnings(world).at(-1)).toContain("Bo is 35 ft away");

      const { world: world2, hero: hero2, augment: augment2, ally: ally2 } = await heroAndAlly();
      await tokensOn([hero2, 7, 0, 1], [ally2, 0, 0, 2]);
      world2.dice.queue([15, 4]);
      result = await world2.as(world2.player, () => user(hero2).useAugment(augment2, { dc: 10, target: ally2 }));
      await world2.settle();
      expect(result?.success).toBe(true);
      expect(augment2.system.uses.spent).toBe(1);
    });

    it("CY-HEAL-1 an unlinked token's creature is measured from its own token: 60 ft away is refused", SCENARIO, async () => {
      const { world, hero, augment } = await heroAndAlly();
      const drone = await Actor.create({ name: "Drone", type: "npc" } as Actor.CreateData);
      // cast: Scene.create / createEmbeddedDocuments take source data; the created unlinked token.
      const scene = (await Scene.create({ name: "Yard", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<Array<{ actor: Actor.Implementation }>> };
      const [, droneToken] = await scene.createEmbeddedDocuments("Token", [
        { name: "Ana", actorId: hero.id, actorLink: true, x: 0, y: 0 },
        { name: "Drone", actorId: drone!.id, actorLink: false, x: 1200, y: 0 },
      ]);
      const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: droneToken!.actor }));
      await world.settle();
      expect(result).toBeNull();
      expect(warnings(world)).toContain("Drone is 60 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
    });

    it("CY-HEAL-1 no tokens: the user is asked to confirm the range, no by default; no (or closing) uses nothing", SCENARIO, async () => {
      const { world, hero, augment, ally } = await heroAndAlly();
      let asked = "";
      let defaultAction = "";
      world.dialogs.respond((dialog) => {
        asked = dialog.element.textContent ?? "";
        const buttons = [...dialog.element.querySelectorAll<HTMLButtonElement>("button[data-action]")];
        defaultAction = buttons.find((b) => b.autofocus || b.classList.contains("default"))?.dataset.action ?? "";
        dialog.element.querySelector<HTMLButtonElement>('button[data-action="no"]')!.click();
      });
      const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: ally }));
      await world.settle();
      expect(asked).toContain("Is Bo within 30 ft of Ana?");
      expect(defaultAction).toBe("no");
      expect(result).toBeNull();
      expect(augment.system.uses.spent).toBe(0);
      expect(world.chat).toHaveLength(0);
      expect(warnings(world)).toContain("Subdermal Medkit was not used: Bo was not confirmed to be within range.");
    });

    it("CY-HEAL-1 tokens on different scenes cannot be measured: the user confirms; healing oneself asks nothing", SCENARIO, async () => {
      const { world, hero, augment, ally } = await heroAndAlly();
      await tokensOn([hero, 0, 0, 1]);
      await tokensOn([ally, 1, 0, 1]);
      world.dialogs.respond("yes");
      world.dice.queue([15, 4, 15, 4]);
      const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: ally }));
      await world.settle();
      expect(world.dialogs.history).toHaveLength(1);
      expect(result?.success).toBe(true);
      const self = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10 }));
      await world.settle();
      expect(world.dialogs.history).toHaveLength(1);
      expect(self?.healing).toBe(6);
    });
  });
});
