/**
 * Issue 5: the world settings. `integritySave` auto/off (prompt is prompt-flow.test.ts) and `integrityPick`
 * owner/random (CY-INT-2), plus the hooks `augmented.preIntegrityCheck` / `augmented.integrityCheck`.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { acOf, augmentSource } from "../augments/helpers";
import { clickCardButton, renderMessage } from "../workflows/setup";
import { openSheet } from "../helpers";
import { augmentOf, cyborgTable, integrityCards, onlyCard, stateOf } from "./helpers";
import type { IntegrityCheckConfig, IntegrityCheckResult } from "../../../src/workflows/integrity";
import { clearDue, dueSaves } from "../../../src/workflows/integrity/due";

const hookIds: Array<[string, number]> = [];
afterEach(() => {
  // cast: each id was registered under its own name, listed with it.
  for (const [name, id] of hookIds.splice(0)) Hooks.off(name as "augmented.integrityCheck", id);
});

describe("integrity saves, settings", () => {
  // The first world of a file imports the whole system: do it once here, outside every test's time budget.
  beforeAll(async () => {
    await createWorld();
  });

  it("CY-INT-1 auto: the save is rolled at once; a pass is posted with nothing damaged", async () => {
    const { world, hero, torso } = await cyborgTable({ mode: "auto" });
    world.dice.queue([17]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    expect(stateOf(onlyCard(world))).toMatchObject({ stage: "done", outcome: "saved", save: { total: 17 } });
    expect(augmentOf(hero, torso).system.integrity).toBe("intact");
  });

  it("CY-INT-2 random: auto mode rolls the save, then 1dN picks the augment (die shown on the card)", async () => {
    const { world, hero, arm } = await cyborgTable({ mode: "auto", pick: "random" });
    const acBefore = acOf(hero).value;
    world.dice.queue([2, 2]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    expect(stateOf(card)).toMatchObject({ stage: "done", outcome: "damaged", pickDie: 2, chosen: { augmentId: arm.id } });
    expect(augmentOf(hero, arm).system.integrity).toBe("damaged");
    expect(acOf(hero).value).toBe(acBefore - 1);
    expect((await renderMessage(world, card)).textContent).toContain("Die: 2 of 2.");
  });

  it("CY-INT-2 gm: auto mode stops at the pick; only the GM's buttons work", async () => {
    const { world, hero } = await cyborgTable({ mode: "auto" });
    world.dice.queue([1]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    expect(stateOf(card)?.stage).toBe("pick");
    const gmView = await world.as(world.gm, () => renderMessage(world, card));
    expect([...gmView.querySelectorAll<HTMLButtonElement>("[data-augmented-action=integrityPick]")].map((b) => b.disabled)).toEqual([false, false]);
  });

  it("CY-INT-2 owner: the owner's pick goes to the GM as a query and is applied there", async () => {
    const { world, hero, arm } = await cyborgTable({ pick: "owner" });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    world.dice.queue([1]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    const before = world.socketHub.log.length;
    await clickCardButton(world, world.player, card, "integrityPick", `[data-augment-id="${arm.id}"]`);
    const sent = world.socketHub.log.slice(before);
    // Requests travel as a query to the GM that points at the request stored on the player's own User document,
    // with the key only the player knows (src/requests/stored-request.ts); the GM's client reads it from there.
    // cast: the log keeps the raw payloads.
    const pointers = sent.map((entry) => [entry.event, entry.args[0] as { userId?: string; id?: string; key?: string }] as const);
    expect(pointers).toEqual([["query augmented.request", { userId: world.player.user.id, id: expect.any(String), key: expect.stringMatching(/^[0-9a-f]{32}$/) }]]);
    expect(augmentOf(hero, arm).system.integrity).toBe("damaged");
    expect(stateOf(card)).toMatchObject({ stage: "done", chosen: { augmentId: arm.id } });
  });

  it("CY-INT-1 off: nothing rolls; the save is noted on the sheet's Augments tab and the owner clears it", async () => {
    const { world, hero, torso } = await cyborgTable({ mode: "off" });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    expect(integrityCards(world)).toHaveLength(0);
    expect(world.dice.history).toHaveLength(0);
    expect(augmentOf(hero, torso).system.integrity).toBe("intact");
    await world.as(world.player, async () => {
      const sheet = await openSheet(hero);
      const due = sheet.element.querySelector(".integrity-due");
      expect(due?.textContent).toContain("35 damage in one hit: Constitution save, DC 17.");
      sheet.element.querySelector<HTMLButtonElement>("[data-augmented-integrity-clear]")!.click();
    });
    await world.settle();
    // cast: the system's flag scope (src/workflows/integrity/due.ts).
    expect((hero.flags as { augmented?: { integrityDue?: unknown[] } }).augmented?.integrityDue).toEqual([]);
    await world.as(world.player, async () => {
      const sheet = await openSheet(hero);
      expect(sheet.element.querySelector(".integrity-due")).toBeNull();
    });
  });

  it("CY-INT-1 off: only the owner or a GM clears a noted save; another player gets no button and is refused", async () => {
    const { world, hero } = await cyborgTable({
      mode: "off",
      users: [
        { name: "Gamemaster", role: "GAMEMASTER" },
        { name: "Player", role: "PLAYER" },
        { name: "Mallory", role: "PLAYER" },
      ],
    });
    await world.as(world.gm, async () => {
      // cast: a dotted path of the document's ownership.
      await hero.update({ "ownership.default": CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } as Actor.UpdateData);
      await hero.applyDamage([{ amount: 35, type: "fire" }]);
    });
    await world.settle();
    const [due] = dueSaves(hero);
    expect(due).toMatchObject({ amount: 35, dc: 17, source: "damage" });
    await world.as(world.client("Mallory"), async () => {
      const sheet = await openSheet(hero);
      expect(sheet.element.querySelector(".integrity-due")).not.toBeNull();
      expect(sheet.element.querySelector("[data-augmented-integrity-clear]")).toBeNull();
      expect(await clearDue(hero, due!.id)).toBe(false);
    });
    await world.settle();
    expect(dueSaves(hero)).toHaveLength(1);
    await world.as(world.gm, () => clearDue(hero, due!.id));
    await world.settle();
    expect(dueSaves(hero)).toHaveLength(0);
  });

  it("augmented.preIntegrityCheck may change the DC or cancel; augmented.integrityCheck reports the result once", async () => {
    const { world, hero } = await cyborgTable({ mode: "auto" });
    const results: IntegrityCheckResult[] = [];
    let cancel = false;
    await world.as(world.gm, () => {
      hookIds.push(["augmented.preIntegrityCheck", Hooks.on("augmented.preIntegrityCheck", (_actor, config: IntegrityCheckConfig) => {
        if (cancel) return false;
        config.dc = 5;
        return undefined;
      })]);
      hookIds.push(["augmented.integrityCheck", Hooks.on("augmented.integrityCheck", (_actor, result) => void results.push(result))]);
    });
    world.dice.queue([6]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    expect(stateOf(onlyCard(world))).toMatchObject({ dc: 5, outcome: "saved" });
    expect(results.map((r) => [r.outcome, r.saved])).toEqual([["saved", true]]);
    cancel = true;
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "healing" }, { amount: 40, type: "fire" }]));
    await world.settle();
    expect(integrityCards(world)).toHaveLength(1);
    expect(results).toHaveLength(1);
  });
});

describe("integrity saves noted on an npc", () => {
  it("CY-INT-1 off: an npc cyborg's noted save shows on its own sheet too", async () => {
    const { world } = await cyborgTable({ mode: "off" });
    const drone = await world.as(world.gm, async () => {
      // cast: source data as Actor.create takes it.
      const npc = (await Actor.create({ name: "Drone", type: "npc", system: { attributes: { hp: { value: 40, max: 40 } } } } as Actor.CreateData))!;
      // cast: augment source data (test/integration/augments/helpers.ts) as the embedded creation takes it.
      await npc.createEmbeddedDocuments("Item", [augmentSource("Dermal Plating", { installedSection: "torso", sectionKind: "torso" })] as never);
      await npc.applyDamage([{ amount: 25, type: "fire" }]);
      return npc;
    });
    await world.settle();
    expect(dueSaves(drone)).toHaveLength(1);
    await world.as(world.gm, async () => {
      const sheet = await openSheet(drone);
      expect(sheet.element.querySelector(".integrity-due")?.textContent).toContain("25 damage in one hit");
    });
  });
});
