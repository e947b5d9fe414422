/**
 * R3, GM-run work on data the player owns, second part (issue 25 Deliver 1 and 6; docs/trust.md): the GM's Apply
 * on a player's healing card, and the sweeps and settlements that run on the GM's client (world time, the
 * payment ledger, HP claims, the System Failure sacrifice) fed with records the player wrote on her own actor.
 * The test is docs/trust.md's: after the GM acts, nothing may have changed that the player could not have changed
 * on her own — other actors, world time beyond the GM's own move, settings, other users, combats.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { createAugment } from "../augments/helpers";
import { applyDamageFromCard, postDamageCard } from "../../../src/applications/chat/damage-card";
import { type World } from "../workflows/setup";
import { USERS, count, forgedView } from "./helpers";
import { clickCardButton } from "../workflows/setup";

const SCENARIO = { timeout: 60_000 };

type Payer = { payCost(gp: number, options?: object): Promise<unknown>; applyDamage(parts: Array<{ amount: number; type: string }>): Promise<unknown> };

/** A 1d8 card of `type` posted by the player, its roll JSON and total rewritten by her to 500. */
async function inflatedCard(world: World, hero: Actor.Implementation, type: string): Promise<ChatMessage.Implementation> {
  world.dice.queue([4]);
  const card = (await world.as(world.player, () => postDamageCard({ formula: "1d8", type, actor: hero })))!;
  await world.settle();
  const roll = card.rolls[0]!.toJSON() as Record<string, unknown>;
  const terms = (roll.terms as Array<Record<string, unknown>>).map((term) => ("results" in term ? { ...term, results: [{ result: 500, active: true }] } : term));
  await world.as(world.player, () => card.update({ rolls: [JSON.stringify({ ...roll, terms, total: 500 })], "system.damage.total": 500 } as ChatMessage.UpdateData));
  await world.settle();
  // cast: postDamageCard gives the posted ChatMessage.
  return card as ChatMessage.Implementation;
}

/** What the player cannot write herself: other actors, world time, other users, combats, and every settings write. */
function watchBeyond(world: World, hero: Actor.Implementation): { settingsWrites: string[]; beyond: () => string } {
  const settingsWrites: string[] = [];
  for (const client of world.clients) {
    world.as(client, () => {
      // cast: the settings' write method, wrapped to see who calls it (it has no pre-hook).
      const settings = game.settings as unknown as { set(ns: string, key: string, value: unknown, options?: object): Promise<unknown> };
      const set = settings.set.bind(settings);
      settings.set = (ns, key, value, options) => {
        settingsWrites.push(`${client.user.name}: ${ns}.${key}`);
        return set(ns, key, value, options);
      };
    });
  }
  const beyond = () =>
    JSON.stringify({
      actors: [...game.actors!].filter((actor) => actor.id !== hero.id).map((actor) => actor.toObject()),
      users: [...game.users!].filter((user) => user.id !== world.player.user.id).map((user) => user.toObject()),
      combats: game.combats?.size ?? 0,
    });
  return { settingsWrites, beyond };
}

export function playerOwnedRecordScenarios(): void {
  describe("R3: GM-run work on records the player wrote on her own documents", SCENARIO, () => {
    for (const type of ["healing", "temphp"] as const) {
      it(`CY-HEAL-1: the GM's Apply on a player's ${type} card whose 1d8 roll says 500 heals nothing (the roll checked against its formula)`, async () => {
        const world = await createWorld({ seed: 29 });
        const hero = await createCharacter({ name: "Ana", ownership: { default: 0, [world.player.user.id!]: 3 } });
        const ogre = (await Actor.create({ name: "Ogre", type: "npc", system: { attributes: { hp: { value: 10, max: 300 } } } } as Actor.CreateData))!;
        const card = await inflatedCard(world, hero, type);
        expect(card.rolls[0]!.total).toBe(500);
        const before = JSON.stringify(ogre.toObject());
        const applied = await world.as(world.gm, () => applyDamageFromCard(card, "full", { targets: [ogre] }));
        await world.settle();
        const unchanged = JSON.stringify(ogre.toObject()) === before;
        count("playerOwnedData", applied === 0, unchanged);
        expect(applied).toBe(0);
        expect(unchanged).toBe(true);
      });
    }

    it("CY-INT-1, SF-2: her own integrity card (save stage, DC 30, 10,000 damage) and System Failure prompt rewritten to name Bo's augment: the GM's clicks reach nothing of Bo's", async () => {
      const world = await createWorld({ seed: 31, users: USERS });
      const hero = await createCharacter({ name: "Ana", ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER }, system: { details: { level: 3 }, attributes: { hp: { value: 20, max: 20 } } } });
      const bo = await createCharacter({ name: "Bo", ownership: { default: 0, [world.client("Bo").user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } });
      const bosCannon = await createAugment(bo, "Wrist Cannon", { installedSection: "rightArm" });
      const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
      await world.as(world.gm, () => (hero as unknown as Payer).applyDamage([{ amount: 20, type: "fire" }]));
      await world.settle({ throwErrors: false });
      const { settingsWrites, beyond } = watchBeyond(world, hero);
      const others = beyond();
      const time = game.time!.worldTime;
      const { postCard } = await import("../../../src/applications/chat/cards");
      const post = (kind: string, state: Record<string, unknown>, buttons: Array<{ action: string; label: string; data?: Record<string, string> }>) =>
        world.as(world.player, () => postCard(forgedView(kind, "Mine", buttons), { actor: hero, state }));
      const candidates = [bosCannon, cannon].map((augment) => ({ augmentId: augment.id!, name: "Wrist Cannon", section: "rightArm", hinted: false }));
      const integrity = {
        actorUuid: hero.uuid, source: "damage", amount: 10_000, dc: 30, hitLocation: null, target: null, pickMode: "gm", stage: "save",
        save: null, candidates, pickDie: null, chosen: null, outcome: null,
      };
      const clicks = [
        [await post("integrity", { integrity }, [{ action: "integrityRoll", label: "Roll" }]), "integrityRoll", ""],
        [await post("system-failure-prompt", { systemFailure: { actorUuid: hero.uuid, candidateIds: [bosCannon.id!, cannon.id!] } }, [{ action: "systemFailureChoose", label: "Destroy", data: { "augment-id": bosCannon.id! } }]), "systemFailureChoose", ""],
      ] as const;
      await world.settle({ throwErrors: false });
      for (const [card, action] of clicks) {
        world.dice.queue([1, 1, 1]);
        await clickCardButton(world, world.gm, card!, action).catch(() => undefined);
        await world.settle({ throwErrors: false });
        // The integrity card may move on to its pick: the GM picks Bo's augment, as the card offers it.
        if (action === "integrityRoll") await clickCardButton(world, world.gm, card!, "integrityPick", `[data-augment-id="${bosCannon.id!}"]`).catch(() => undefined);
        await world.settle({ throwErrors: false });
        const unchanged = beyond() === others && game.time!.worldTime === time && settingsWrites.length === 0;
        count("playerOwnedData", unchanged, unchanged);
        expect(beyond(), action).toBe(others);
      }
      expect(bo.items.get(bosCannon.id!)!.system).toMatchObject({ integrity: "intact", installedSection: "rightArm" });
      expect(settingsWrites).toEqual([]);
    });

    it("CORE-8, CORE-2, SF-2: forged ledger entries, HP claims and overdrive records on her own actor: the GM's payment, damage and time move reach nothing beyond her documents", async () => {
      const world = await createWorld({ seed: 30, users: USERS, worldTime: 5000 });
      const hero = await createCharacter({
        name: "Ana",
        ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
        system: { details: { level: 3 }, attributes: { hp: { value: 20, max: 20 } }, currency: { gp: 100 } },
      });
      const bo = await createCharacter({ name: "Bo", ownership: { default: 0, [world.client("Bo").user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER }, system: { currency: { gp: 500 } } });
      const bosCannon = await createAugment(bo, "Wrist Cannon", { installedSection: "rightArm" });
      await createAugment(hero, "Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" });
      await world.settle();
      const { settingsWrites, beyond } = watchBeyond(world, hero);
      const optic = hero.items.find((item) => item.name === "Optic")!;
      const others = beyond();
      // Her own records, written from her client: two ledger entries that "raced" (one a refund of a billion gp),
      // HP claims naming Bo's HP path, and an overdrive effect naming Bo's augment.
      const entry = (cp: number, toCp: number, extra: object = {}) => ({ cp, toCp, parent: "forgedParent0000", at: 1, settled: false, set: false, ...extra });
      await world.as(world.player, () =>
        hero.update({
          "flags.augmented.charges": { aaaaaaaaaaaaaaaa: entry(-1e11, 1, { delta: { gp: 1e9 } }), bbbbbbbbbbbbbbbb: entry(1e9, 2) },
          "flags.augmented.hpClaims": { cccccccccccccccc: { at: 1e15, values: [[`Actor.${bo.id}.system.attributes.hp.value`, 0], ["system.attributes.hp.value", 1]] } },
        } as Actor.UpdateData),
      );
      await world.as(world.player, () =>
        hero.createEmbeddedDocuments("ActiveEffect", [bosCannon.id!, optic.id!].map((augmentId) => ({ name: "Overdrive", flags: { augmented: { overdrive: { augmentId, tempHp: 1e6, combatId: null, end: null, startTime: 0, seconds: 1 } } } }) as ActiveEffect.CreateData)),
      );
      await world.settle({ throwErrors: false });
      // She logs off: the GM's client is now the one that acts for her actor (utils/acting-user.ts).
      await world.disconnect(world.player);
      const time = game.time!.worldTime;
      // The GM acts on her actor: a payment, a hit, and 25 hours of world time (every time sweep runs).
      const payer = hero as unknown as Payer;
      await world.as(world.gm, () => payer.payCost(10, { confirmed: true, reason: "repair" }));
      await world.settle({ throwErrors: false });
      await world.as(world.gm, () => payer.applyDamage([{ amount: 3, type: "fire" }]));
      await world.settle({ throwErrors: false });
      await world.as(world.gm, () => game.time!.advance(25 * 3600));
      await world.settle({ throwErrors: false });
      const unchanged = beyond() === others && game.time!.worldTime === time + 25 * 3600 && settingsWrites.length === 0;
      count("playerOwnedData", unchanged, unchanged);
      expect(world.errors.map((e) => `${e.context}: ${String(e.error)}`)).toEqual([]);
      expect(beyond()).toBe(others);
      expect(game.time!.worldTime).toBe(time + 25 * 3600);
      expect(settingsWrites).toEqual([]);
      expect(bo.items.get(bosCannon.id!)!.system).toMatchObject({ integrity: "intact", installedSection: "rightArm" });
    });
  });
}
