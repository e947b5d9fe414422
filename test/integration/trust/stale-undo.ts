/**
 * R3, stale undo (issue 11 finding "Undo"; docs/ARCHITECTURE.md, Trust: undo is all-or-nothing):
 * - after System Failure freed the right arm and another augment went in there, Undo of the System Failure card
 *   is refused as a whole, naming the section and the augment now in it (before: HP and effects came back, the
 *   augment stayed destroyed and System Failure was usable again);
 * - undoing an older death-save card reverts its failure by difference (before: failures 2 → 0, losing the
 *   later failure);
 * - the GM's Undo clicked twice at once undoes once.
 */
import { describe, expect, it } from "vitest";
import { createAugment } from "../augments/helpers";
import { clickCardButton, deathSaves, hp, renderMessage, type World } from "../workflows/setup";
import { choose, lastSfCard, overdriveEffects, prompts, useRecord } from "../system-failure/helpers";
import { count, snapshot, toldTo, trustTable } from "./helpers";
import { cardActions, cardKind } from "../cards";
import { stateOf } from "../cards";

const SCENARIO = { timeout: 60_000 };

function undone(message: ChatMessage.Implementation): boolean {
  // cast: the system's card flags.
  return stateOf(message).undone === true;
}

function resultCards(world: World): ChatMessage.Implementation[] {
  // cast: the stand-in's messages implement the public ChatMessage API used here.
  return (world.chat as unknown as ChatMessage.Implementation[]).filter((m) => cardKind(m) === "death-save" && cardActions(m).includes("undo"));
}

export function staleUndoScenarios(): void {
  describe("R3: stale undo", SCENARIO, () => {
    it("SF-2: the freed right arm now holds another augment: Undo of System Failure is refused whole, naming it", async () => {
      const { world, hero, cannon } = await trustTable();
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      await world.settle();
      await choose(world, world.player, prompts(world)[0]!, cannon.id!);
      const card = lastSfCard(world);
      expect(cannon.system.integrity).toBe("destroyed");
      const spare = await world.as(world.gm, () => createAugment(hero, "Spare Cannon", { installedSection: "rightArm" }));
      await world.settle();

      const before = snapshot(world, hero);
      const told = world.notifications.length;
      await clickCardButton(world, world.gm, card, "undo");
      const unchanged = snapshot(world, hero) === before;
      const messages = toldTo(world, world.gm, told);
      const refused = messages.some((text) => text.includes("Spare Cannon") && text.includes("Wrist Cannon"));
      count("staleUndos", refused, unchanged);
      expect(messages.join(" ")).toContain("Spare Cannon");
      expect(unchanged).toBe(true);
      expect(cannon.system.integrity).toBe("destroyed");
      expect(spare.system.installedSection).toBe("rightArm");
      expect(hp(hero).value).toBe(1);
      expect(overdriveEffects(hero)).toHaveLength(1);
      expect(useRecord(hero)).not.toBeNull();
      expect(undone(card)).toBe(false);

      // Once the arm is free again, the same Undo goes through, all of it.
      await world.as(world.gm, () => spare.update({ "system.installedSection": null } as Item.UpdateData));
      await clickCardButton(world, world.gm, card, "undo");
      expect(cannon.system).toMatchObject({ integrity: "intact", installedSection: "rightArm" });
      expect(overdriveEffects(hero)).toHaveLength(0);
      expect(useRecord(hero)).toBeNull();
      expect(undone(card)).toBe(true);
    });

    it("CORE-4: undoing the older of two death-save cards takes back its failure only (by difference)", async () => {
      const { world, hero } = await trustTable();
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      for (let i = 0; i < 2; i += 1) {
        await world.as(world.gm, () => hero.applyDamage([{ amount: 1, type: "fire" }]));
        await world.settle();
        const prompt = (world.chat as unknown as ChatMessage.Implementation[]).filter((m) => cardActions(m).includes("recordDeathSaveFailure")).at(-1)!;
        await clickCardButton(world, world.player, prompt, "recordDeathSaveFailure");
      }
      expect(deathSaves(hero).failure).toBe(2);
      const [older, newer] = resultCards(world);
      await clickCardButton(world, world.gm, older!, "undo");
      const byDifference = deathSaves(hero).failure === 1;
      count("staleUndos", true, byDifference);
      expect(deathSaves(hero).failure).toBe(1);
      await clickCardButton(world, world.gm, newer!, "undo");
      expect(deathSaves(hero).failure).toBe(0);
    });

    it("the GM's Undo clicked twice at once (two copies of the card) undoes once", async () => {
      const { world, hero } = await trustTable();
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      for (let i = 0; i < 2; i += 1) {
        await world.as(world.gm, () => hero.applyDamage([{ amount: 1, type: "fire" }]));
        await world.settle();
        const prompt = (world.chat as unknown as ChatMessage.Implementation[]).filter((m) => cardActions(m).includes("recordDeathSaveFailure")).at(-1)!;
        await clickCardButton(world, world.player, prompt, "recordDeathSaveFailure");
      }
      const [older] = resultCards(world);
      await world.as(world.gm, async () => {
        const first = await renderMessage(world, older!);
        const second = await renderMessage(world, older!);
        first.querySelector<HTMLButtonElement>("[data-augmented-action=undo]")!.click();
        second.querySelector<HTMLButtonElement>("[data-augmented-action=undo]")!.click();
      });
      await world.settle();
      const once = deathSaves(hero).failure === 1;
      count("replays", true, once);
      expect(deathSaves(hero).failure).toBe(1);
      expect(undone(older!)).toBe(true);
    });
  });
}
