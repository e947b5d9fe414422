/**
 * R3, GM actions on data the player owns (issue 25 finding 1; docs/trust.md): an owner may write their own actor,
 * items and messages directly, so every GM-run action takes its amounts from the rules and from state the GM's
 * client wrote or saw, never from a field the player set. Each scenario has the player write such a field, the GM
 * act, and checks that nothing beyond what the rules allow changed.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { applyDamageFromCard, postDamageCard } from "../../../src/applications/chat/damage-card";
import { clickCardButton, hpOf } from "../workflows/setup";
import { packItem } from "../automail/helpers";
import { count, forgedView, trustTable } from "./helpers";
import { heroWithAugment, user } from "../augment-use/helpers";
import { cardKind } from "../cards";
import { messages } from "../workflows/setup";

const SCENARIO = { timeout: 60_000 };
const TEN_YEARS = 10 * 365 * 86_400;

type ReforgedActor = Awaited<ReturnType<typeof createCharacter>> & {
  installReforged(item: Item.Implementation, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
};

async function reforgedTable() {
  const world = await createWorld({ seed: 25, worldTime: 10_000 });
  const actor = (await createCharacter({
    name: "Ana",
    ownership: { default: 0, [world.player.user.id!]: 3 },
    system: { currency: { gp: 2000 }, abilities: { dex: { value: 14 }, wis: { value: 10 } } },
  })) as ReforgedActor;
  world.dice.queue([20]);
  const built = await world.as(world.player, async () => actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex" }));
  await world.settle();
  if (!built) throw new Error("the reforged installation was refused");
  return { world, actor, limb: built.item, card: world.chat.at(-1) as unknown as ChatMessage.Implementation };
}

/** A healer with a built, installed 30 ft Subdermal Medkit and Bo at 3 HP, `squares` × 5 ft away on a scene. */
async function farPatient(squares = 10) {
  const table = await heroWithAugment("Subdermal Medkit", { sectionKind: "torso", installedSection: "torso", purpose: "healing", ability: "int", damageType: null, rangeFt: 30 });
  const bo = (await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 20 } } } }))!;
  await table.world.as(table.world.gm, async () => {
    // cast: Scene.create and createEmbeddedDocuments take source data; the stand-in has v13's grid and token fields.
    const scene = (await Scene.create({ name: "Clinic", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
    await scene.createEmbeddedDocuments("Token", [[table.hero, 0], [bo, squares]].map(([actor, x]) => ({ name: (actor as Actor.Implementation).name, actorId: (actor as Actor.Implementation).id, actorLink: true, x: (x as number) * 100, y: 0 })));
  });
  await table.world.settle();
  return { ...table, bo };
}

export function playerOwnedDataScenarios(): void {
  describe("R3: GM acts on data the player owns", SCENARIO, () => {
    it("CY-HEAL-1, CY-DES-1: the player widens her built healing augment from 30 to 60 ft (update, batch, back to draft): refused, and the GM's Apply heals no one 50 ft away", async () => {
      const { world, hero, augment, bo } = await farPatient();
      const writes: Array<() => Promise<unknown>> = [
        () => augment.update({ "system.rangeFt": 60 } as Item.UpdateData),
        () => hero.updateEmbeddedDocuments("Item", [{ _id: augment.id!, "system.rangeFt": 60 }] as never),
        () => augment.update({ "system.designStatus": "draft" } as Item.UpdateData),
      ];
      for (const write of writes) {
        const told = world.notifications.length;
        await world.as(world.player, write);
        await world.settle();
        expect(augment.system.rangeFt).toBe(30);
        expect(augment.system.designStatus ?? "built").toBe("built");
        expect(world.notifications.slice(told).filter((n) => n.level === "error").map((n) => n.message).join(" ")).toMatch(/only the GM can (change Range|move the design of Subdermal Medkit back)/i);
      }
      world.dice.queue([15, 4]);
      await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target: bo }));
      await world.settle();
      const card = messages(world).findLast((message) => cardKind(message) === "damage");
      if (card) await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
      await world.settle();
      const unchanged = hpOf(bo) === 3;
      count("playerOwnedData", augment.system.rangeFt === 30, unchanged);
      expect(hpOf(bo)).toBe(3);
      // The GM still edits the design by hand (the sheet's override).
      await world.as(world.gm, () => augment.update({ "system.rangeFt": 60 } as Item.UpdateData));
      await world.settle();
      expect(augment.system.rangeFt).toBe(60);
    });

    it("CY-HEAL-1: her own healing card naming her 1d6 + 2 medkit and Bo in range, its roll rewritten to 5d6 + 20: the GM's Apply does not heal Bo through the record", async () => {
      const { world, hero, augment, bo } = await farPatient(2);
      const { postDamageCard } = await import("../../../src/applications/chat/damage-card");
      world.dice.queue([6, 6, 6, 6, 6]);
      const target = { actorUuid: bo.uuid, tokenUuid: null, itemId: augment.id!, name: "Bo" };
      const card = (await world.as(world.player, () => postDamageCard({ formula: "5d6 + 20", type: "healing", actor: hero, item: augment, target })))!;
      await world.settle();
      await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
      await world.settle();
      const unchanged = hpOf(bo) === 3;
      count("playerOwnedData", unchanged, unchanged);
      expect(hpOf(bo)).toBe(3);
    });

    it("AM-GEN-1: the reforged clock button moves 2 hours, not the 10 years the player wrote on the limb's 'worn since'", async () => {
      const { world, limb, card } = await reforgedTable();
      await world.as(world.player, () => limb.update({ "system.location.since": 10_000 + TEN_YEARS } as Item.UpdateData));
      await world.settle();
      const told = world.notifications.length;
      await clickCardButton(world, world.gm, card, "automailReforgedClock");
      const moved = game.time!.worldTime - 10_000;
      count("playerOwnedData", moved <= 7200, moved <= 7200);
      expect(moved).toBe(7200);
      expect(world.notifications.slice(told).map((n) => n.message).join(" ")).toContain("2 hours");
    });

    it("AM-GEN-1: a second card the player posts for the same limb moves nothing more", async () => {
      const { world, actor, limb, card } = await reforgedTable();
      await clickCardButton(world, world.gm, card, "automailReforgedClock");
      expect(game.time!.worldTime).toBe(17_200);
      await world.as(world.player, () => limb.update({ "system.location.since": 17_200 + TEN_YEARS } as Item.UpdateData));
      const forged = await world.as(world.player, async () => {
        const { postCard } = await import("../../../src/applications/chat/cards");
        return postCard(forgedView("automail-reforged", "Again", [{ action: "automailReforgedClock", label: "Move" }]), { actor, state: { reforgedClock: { actorUuid: actor.uuid, limbId: limb.id! } } });
      });
      await world.settle();
      await clickCardButton(world, world.gm, forged!, "automailReforgedClock");
      const unchanged = game.time!.worldTime === 17_200;
      count("playerOwnedData", unchanged, unchanged);
      expect(game.time!.worldTime).toBe(17_200);
      expect(world.notifications.at(-1)?.message).toContain("already done");
    });

    it("AM-GEN-1: a limb created already built on, 10 years ahead: the work ends 2 hours after the GM's client saw it", async () => {
      const world = await createWorld({ seed: 26, worldTime: 10_000 });
      const actor = (await createCharacter({ name: "Ana", ownership: { default: 0, [world.player.user.id!]: 3 } })) as ReforgedActor;
      const limb = await world.as(world.player, async () => {
        const source = (await packItem("Reforged Iron Arm")).toObject() as { system: Record<string, unknown> };
        source.system.location = { mode: "builtOn", site: "leftArm", since: 10_000 + TEN_YEARS };
        const created = await actor.createEmbeddedDocuments("Item", [source as Item.CreateData]);
        return created![0] as Item.Implementation;
      });
      await world.settle();
      const clock = await world.systemModule<typeof import("../../../src/workflows/automail/reforged-clock")>(world.gm, "src/workflows/automail/reforged-clock.ts");
      const seen = await world.systemModule<typeof import("../../../src/workflows/automail/reforged-clock-card")>(world.gm, "src/workflows/automail/reforged-clock-card.ts");
      expect(seen.builtOnSeenAt(limb.uuid)).toBe(10_000);
      const moved = await world.as(world.gm, () => clock.advanceToEndOfWork(actor, limb.id!));
      expect(moved).toBe(7200);
    });

    it("the GM's Apply on a player's damage card whose 1d6 roll says 500 applies nothing (the roll checked against its formula)", async () => {
      const world = await createWorld({ seed: 27 });
      const hero = await createCharacter({ name: "Ana", ownership: { default: 0, [world.player.user.id!]: 3 } });
      const ogre = await Actor.create({ name: "Ogre", type: "npc", system: { attributes: { hp: { value: 300, max: 300 } } } } as Actor.CreateData);
      world.dice.queue([4]);
      const card = await world.as(world.player, () => postDamageCard({ formula: "1d6", type: "fire", actor: hero }));
      await world.settle();
      // The author rewrites the roll's JSON and the card's total: both are hers to write.
      const roll = card!.rolls[0]!.toJSON() as Record<string, unknown>;
      const terms = (roll.terms as Array<Record<string, unknown>>).map((term) => ("results" in term ? { ...term, results: [{ result: 500, active: true }] } : term));
      await world.as(world.player, () => card!.update({ rolls: [JSON.stringify({ ...roll, terms, total: 500 })], "system.damage.total": 500 } as ChatMessage.UpdateData));
      await world.settle();
      expect(card!.rolls[0]!.total).toBe(500);
      const applied = await world.as(world.gm, () => applyDamageFromCard(card!, "full", { targets: [ogre!] }));
      await world.settle();
      const unchanged = hpOf(ogre!) === 300;
      count("playerOwnedData", applied === 0, unchanged);
      expect(applied).toBe(0);
      expect(hpOf(ogre!)).toBe(300);
    });

    it("the GM's Apply on a player's honest damage card still applies it", async () => {
      const world = await createWorld({ seed: 28 });
      const hero = await createCharacter({ name: "Ana", ownership: { default: 0, [world.player.user.id!]: 3 } });
      const ogre = await Actor.create({ name: "Ogre", type: "npc", system: { attributes: { hp: { value: 300, max: 300 } } } } as Actor.CreateData);
      world.dice.queue([4]);
      const card = await world.as(world.player, () => postDamageCard({ formula: "1d6 + 2", type: "fire", actor: hero }));
      await world.settle();
      expect(await world.as(world.gm, () => applyDamageFromCard(card!, "full", { targets: [ogre!] }))).toBe(1);
      await world.settle();
      expect(hpOf(ogre!)).toBe(294);
    });

    it("the player's own cards rewritten (an integrity pick with 10,000 damage, a death-save card for 2 failures, an undo record setting 9,999 HP): the GM's clicks reach nothing beyond her own documents, within the rules", async () => {
      const { world, hero, cannon } = await trustTable();
      const bystander = await Actor.create({ name: "Ogre", type: "npc", system: { attributes: { hp: { value: 300, max: 300 } } } } as Actor.CreateData);
      await world.settle();
      const { postCard } = await import("../../../src/applications/chat/cards");
      const post = (kind: string, flags: Record<string, unknown>, buttons: Array<{ action: string; label: string; data?: Record<string, string> }>) =>
        world.as(world.player, () => postCard(forgedView(kind, "Mine", buttons), { actor: hero, state: flags }));
      const integrity = {
        actorUuid: hero.uuid, source: "damage", amount: 10_000, dc: 1, hitLocation: null, target: null, pickMode: "gm", stage: "pick",
        save: { total: 0, natural: 1, saved: false }, candidates: [{ augmentId: cannon.id!, name: "Wrist Cannon", section: "rightArm", hinted: false }],
        pickDie: null, chosen: null, outcome: null,
      };
      const cards = [
        [await post("integrity", { integrity }, [{ action: "integrityPick", label: "Pick", data: { "augment-id": cannon.id! } }]), "integrityPick"],
        [await post("death-save", { deathSaveDue: { actorUuid: hero.uuid, failures: 2 } }, [{ action: "recordDeathSaveFailure", label: "Record" }]), "recordDeathSaveFailure"],
        [await post("test", { undo: { actorUuid: hero.uuid, changes: [{ path: "system.attributes.hp.value", previous: 9999, applied: 20 }] } }, []), "undo"],
      ] as const;
      await world.settle();
      const time = game.time!.worldTime;
      const others = JSON.stringify(bystander!.toObject());
      for (const [card, action] of cards) {
        await clickCardButton(world, world.gm, card!, action).catch(() => undefined);
        await world.settle({ throwErrors: false });
        const unchanged = game.time!.worldTime === time && JSON.stringify(bystander!.toObject()) === others;
        const hp = hero.system.attributes.hp;
        const withinRules = hp.value <= hp.max && hero.system.attributes.death.failure <= 3;
        count("playerOwnedData", withinRules, unchanged);
        expect(unchanged).toBe(true);
        expect(withinRules).toBe(true);
      }
    });
  });
}
