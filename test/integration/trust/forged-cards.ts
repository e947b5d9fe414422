/**
 * R3, forged cards (issue 11 finding "Forged cards"; docs/ARCHITECTURE.md, Trust): Bo, a player who owns nothing of Ana's,
 * posts a card of every kind the system acts on, naming Ana; the GM clicks it. Each is refused with a message
 * naming Bo, and nothing changes (Ana, her items and effects, every card's flags). Before issue 11 the undo,
 * the integrity pick, the death-save prompt and the System Failure prompt all wrote Ana.
 */
import { describe, expect, it } from "vitest";
import { clickCardButton } from "../workflows/setup";
import { count, forgeCard, snapshot, toldTo, trustTable } from "./helpers";
import { cardText } from "../../../src/data/chat/card-text";

const SCENARIO = { timeout: 60_000 };

export function forgedCardScenarios(): void {
  describe("R3: cards forged by a player, clicked by the GM", SCENARIO, () => {
    it("an undo record naming another player's character (HP 0, 3 failures, augment damaged and uninstalled) changes nothing", async () => {
      const { world, hero, cannon } = await trustTable();
      const records = [
        {
          actorUuid: hero.uuid,
          changes: [
            { path: "system.attributes.hp.value", previous: 0, applied: 20 },
            { path: "system.attributes.death.failure", previous: 3, applied: 0 },
          ],
          itemChanges: [
            {
              itemId: cannon.id!,
              changes: [
                { path: "system.integrity", previous: "damaged", applied: "intact" },
                { path: "system.installedSection", previous: null, applied: "rightArm" },
              ],
            },
          ],
        },
        // The format of records written before issue 11 (paths stored expanded).
        { actorUuid: hero.uuid, previous: { system: { attributes: { hp: { value: 0 }, death: { failure: 3 } } } }, items: { [cannon.id!]: { system: { integrity: "damaged" } } } },
      ];
      for (const undo of records) {
        const card = await forgeCard(world, "death-save", { undo }, []);
        const before = snapshot(world, hero);
        const told = world.notifications.length;
        await clickCardButton(world, world.gm, card, "undo");
        const unchanged = snapshot(world, hero) === before;
        const refused = toldTo(world, world.gm, told).some((text) => text.includes("Bo") && text.includes("Ana"));
        count("forgedCards", refused, unchanged);
        expect(unchanged).toBe(true);
        expect(refused).toBe(true);
      }
      expect(hero.system.attributes.hp.value).toBe(20);
      expect(cannon.system).toMatchObject({ integrity: "intact", installedSection: "rightArm" });
    });

    it("an integrity card at the pick stage naming another player's augment: the GM's pick damages nothing", async () => {
      const { world, hero, cannon } = await trustTable();
      const integrity = {
        actorUuid: hero.uuid,
        source: "damage",
        amount: 12,
        dc: 15,
        hitLocation: null,
        target: null,
        pickMode: "gm",
        stage: "pick",
        save: { total: 2, natural: 2, saved: false },
        candidates: [{ augmentId: cannon.id!, name: "Wrist Cannon", section: "rightArm", hinted: false }],
        pickDie: null,
        chosen: null,
        outcome: null,
      } as const;
      {
        const card = await forgeCard(world, "integrity", { integrity: { ...integrity, candidates: [...integrity.candidates] } }, [
          { action: "integrityPick", label: "Pick", data: { "augment-id": cannon.id! } },
        ]);
        const before = snapshot(world, hero);
        const told = world.notifications.length;
        await clickCardButton(world, world.gm, card, "integrityPick");
        const unchanged = snapshot(world, hero) === before;
        const refused = toldTo(world, world.gm, told).some((text) => text.includes("Bo"));
        count("forgedCards", refused, unchanged);
        expect(unchanged).toBe(true);
        expect(refused).toBe(true);
      }
      expect(cannon.system.integrity).toBe("intact");
    });

    it("a death-save prompt for another player's dying character: Record failure records nothing", async () => {
      const { world, hero } = await trustTable();
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      await world.settle();
      // As a card of the card types and in the previous version's form (flags and stored HTML).
      for (const failures of [3, 2, 1]) {
        const card = await forgeCard(world, "death-save", { deathSaveDue: { actorUuid: hero.uuid, failures } }, [{ action: "recordDeathSaveFailure", label: "Record" }]);
        const before = snapshot(world, hero);
        const told = world.notifications.length;
        await clickCardButton(world, world.gm, card, "recordDeathSaveFailure");
        const unchanged = snapshot(world, hero) === before;
        const refused = toldTo(world, world.gm, told).some((text) => text.includes("Bo"));
        count("forgedCards", refused, unchanged);
        expect(unchanged).toBe(true);
        expect(refused).toBe(true);
      }
    });

    it("a System Failure prompt for another player's character: choosing destroys nothing, declining records nothing", async () => {
      const { world, hero, cannon } = await trustTable();
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      await world.settle();
      const forge = () =>
        forgeCard(world, "system-failure-prompt", { systemFailure: { actorUuid: hero.uuid, candidateIds: [cannon.id!] } }, [
          { action: "systemFailureChoose", label: "Destroy", data: { "augment-id": cannon.id! } },
          { action: "systemFailureDecline", label: "Decline" },
        ]);
      const cards = [await forge()];
      for (const [card, action] of cards.flatMap((card) => [[card, "systemFailureChoose"], [card, "systemFailureDecline"]] as const)) {
        const before = snapshot(world, hero);
        const told = world.notifications.length;
        await clickCardButton(world, world.gm, card, action);
        const unchanged = snapshot(world, hero) === before;
        const refused = toldTo(world, world.gm, told).some((text) => text.includes("Bo"));
        count("forgedCards", refused, unchanged);
        expect(unchanged).toBe(true);
        expect(refused).toBe(true);
      }
      expect(cannon.system.integrity).toBe("intact");
    });

    it("a damage card whose flags say more than its roll: the GM's Apply applies nothing", async () => {
      const { world, hero } = await trustTable();
      await world.as(world.gm, () => game.user!.update({ character: hero.id } as User.UpdateData));
      {
        const card = await forgeCard(world, "damage", { damage: { type: "fire", total: 500, critical: true } }, [{ action: "applyDamage", label: "Apply", data: { mode: "full" } }]);
        const before = snapshot(world, hero);
        const told = world.notifications.length;
        await clickCardButton(world, world.gm, card, "applyDamage");
        const unchanged = snapshot(world, hero) === before;
        const refused = toldTo(world, world.gm, told).length > 0;
        count("forgedCards", refused, unchanged);
        expect(unchanged).toBe(true);
        expect(refused).toBe(true);
      }
    });

    it("an owner's own undo record reaching beyond system data (ownership) is refused as a whole", async () => {
      const { world, hero } = await trustTable();
      const undo = {
        actorUuid: hero.uuid,
        changes: [
          { path: "system.attributes.hp.value", previous: 5, applied: 20 },
          { path: "ownership.default", previous: 3, applied: 0 },
        ],
      };
      const card = await world.as(world.player, async () => {
        const { postCard } = await import("../../../src/applications/chat/cards");
        return postCard({ kind: "test", title: cardText("Mine") }, { state: { undo } });
      });
      await world.settle();
      const before = snapshot(world, hero);
      const told = world.notifications.length;
      await clickCardButton(world, world.gm, card!, "undo");
      const unchanged = snapshot(world, hero) === before;
      const refused = toldTo(world, world.gm, told).length > 0;
      count("forgedCards", refused, unchanged);
      expect(unchanged).toBe(true);
      expect(refused).toBe(true);
      expect(hero.ownership.default).toBe(0);
    });
  });
}
