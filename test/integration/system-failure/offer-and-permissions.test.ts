/**
 * SF-1's offer (when it is and is not made), exactly one prompt however many clients are connected, who may
 * answer it (a player who does not own the cyborg is refused, even with a forged click or socket request), and
 * the hooks `augmented.preSystemFailure` / `augmented.systemFailure`.
 */
import { storeForged } from "../forged-request";
import { REQUEST_QUERY } from "../../../src/requests/socket";
import { describe, expect, it } from "vitest";
import { chooseFromCard, declineFromCard } from "../../../src/workflows/system-failure/card";
import type { SystemFailureOutcome } from "../../../src/workflows/system-failure/apply";
import { createAugment } from "../augments/helpers";
import { createCharacter } from "../helpers";
import { hp, renderMessage, tableWithHero } from "../workflows/setup";
import { choose, cyborgTable, sfCards, integrityOf, overdriveEffects, prompts, useRecord } from "./helpers";
import { stateOf } from "../cards";

// Scenarios boot a multi-client world; on two shared cores the first one can take several seconds.
const SCENARIO = { timeout: 30_000 };

const FOUR_USERS = [
  { name: "Gamemaster", role: "GAMEMASTER" as const },
  { name: "Player", role: "PLAYER" as const },
  { name: "Bo", role: "PLAYER" as const },
  { name: "Assistant", role: "ASSISTANT" as const },
];

function flagsOf(message: ChatMessage.Implementation): { resolved?: boolean; systemFailure?: { answer?: string | null } } {
  // The card's state: its system data (its kind's schema), as the system reads it.
  return stateOf(message);
}

describe("SF-1: the offer", SCENARIO, () => {
  it("SF-1: exactly one prompt with four clients connected, whoever applies the damage", async () => {
    const { world, hero } = await cyborgTable(FOUR_USERS);
    await world.as("Assistant", () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(1);
    // A typed HP edit on the sheet is a drop too: the player zeroes their own HP after being healed.
    await world.as(world.gm, () => hero.applyDamage([{ amount: 5, type: "healing" }]));
    // cast: a flat stored path, as the sheet's form submits it.
    await world.as(world.player, () => hero.update({ "system.attributes.hp.value": 0 } as Actor.UpdateData));
    await world.settle();
    expect(prompts(world)).toHaveLength(2);
    expect(prompts(world)[1]!.author?.id).toBe(world.player.user.id);
  });

  it("SF-1: not offered when killed outright (CORE-9)", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 45, type: "fire" }]));
    await world.settle();
    expect(hp(hero).value).toBe(0);
    expect(prompts(world)).toHaveLength(0);
  });

  it("SF-1: not offered without a functional installed augment (damaged or uninstalled ones do not count)", async () => {
    const { world, hero } = await tableWithHero();
    await createAugment(hero, "Arm Blade", { installedSection: "leftArm", integrity: "damaged" });
    await createAugment(hero, "Spare Cannon", { installedSection: null });
    await world.settle();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(0);
  });

  it("SF-1: not offered for a drop that does not reach 0, nor for damage taken already at 0", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 19, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(0);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 1, type: "fire" }]));
    await world.as(world.gm, () => hero.applyDamage([{ amount: 1, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(1);
  });

  it("SF-1 / CORE-6: not offered to a character already dead (exhaustion 6) when its HP then drops to 0; at exhaustion 5 it is", async () => {
    const dead = await cyborgTable();
    await dead.world.as(dead.world.gm, () => dead.hero.update({ "system.attributes.exhaustion": 6 } as Actor.UpdateData));
    await dead.world.as(dead.world.gm, () => dead.hero.applyDamage([{ amount: 25, type: "fire" }]));
    await dead.world.settle();
    expect(hp(dead.hero).value).toBe(0);
    expect(prompts(dead.world)).toHaveLength(0);
    const living = await cyborgTable();
    await living.world.as(living.world.gm, () => living.hero.update({ "system.attributes.exhaustion": 5 } as Actor.UpdateData));
    await living.world.as(living.world.gm, () => living.hero.applyDamage([{ amount: 25, type: "fire" }]));
    await living.world.settle();
    expect(prompts(living.world)).toHaveLength(1);
  });

  it("SF-1: a character without any augment is never offered it", async () => {
    const { world } = await tableWithHero();
    const drone = await createCharacter({ name: "Drone", system: { attributes: { hp: { value: 5, max: 5 } } } });
    await world.as(world.gm, () => drone.applyDamage([{ amount: 5, type: "fire" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(0);
  });
});

describe("SF-1: who may answer", SCENARIO, () => {
  it("a player who does not own the cyborg sees no buttons, and a forged click or socket request changes nothing", async () => {
    const { world, hero, cannon } = await cyborgTable(FOUR_USERS);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    const seenByBo = await world.as("Bo", () => renderMessage(world, prompt!));
    expect(seenByBo.querySelector("[data-augmented-action=systemFailureChoose]")).toBeNull();
    const seenByOwner = await world.as(world.player, () => renderMessage(world, prompt!));
    expect(seenByOwner.querySelectorAll("[data-augmented-action=systemFailureChoose]")).toHaveLength(2);

    const chosen = await world.as("Bo", () => chooseFromCard(prompt!, cannon.id!));
    const declined = await world.as("Bo", () => declineFromCard(prompt!));
    await world.as("Bo", async () => {
      // cast: the system's query name; the community types only declare core queries.
      const gm = game.users?.activeGM as unknown as { query(name: string, data: unknown): Promise<unknown> };
      const forged = { type: "cardAction", action: "systemFailureDecline", messageId: prompt!.id, version: 0, args: {}, userId: world.player.user.id };
      // Claiming to be the owner gains nothing: the GM's client takes the sender from the User document that
      // holds the request (Bo's own), and a bare query carrying a request is not one.
      const pointer = await storeForged(forged);
      expect(await gm.query(REQUEST_QUERY, pointer)).toEqual({ ok: false, reason: "AUGMENTED.Notify.NotOwner", data: { name: "Ana" } });
      expect(await gm.query(REQUEST_QUERY, { ...pointer, userId: world.player.user.id })).toEqual({ ok: false, reason: "AUGMENTED.Request.Unknown" });
      expect(await gm.query(REQUEST_QUERY, forged)).toMatchObject({ ok: false });
      expect(await gm.query(REQUEST_QUERY, { type: "cardAction", action: "systemFailureDecline", messageId: 42 })).toMatchObject({ ok: false });
    });
    await world.settle();
    expect(chosen).toBe(false);
    expect(declined).toBe(false);
    expect(world.notifications.some((n) => n.level === "warning" && n.userId === world.client("Bo").user.id)).toBe(true);
    expect(integrityOf(cannon).integrity).toBe("intact");
    expect(hp(hero).value).toBe(0);
    expect(flagsOf(prompt!).resolved).toBeUndefined();
  });

  it("an augment the card did not offer (a forged id) is refused; an answered prompt cannot be answered again", async () => {
    const { world, hero, cannon, optic, blade } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    expect(await world.as(world.player, () => chooseFromCard(prompt!, blade.id!))).toBe(false);
    expect(integrityOf(blade).integrity).toBe("damaged");
    await choose(world, world.player, prompt!, cannon.id!);
    expect(flagsOf(prompt!)).toMatchObject({ resolved: true, systemFailure: { answer: "chosen" } });
    const answered = await world.as(world.player, () => renderMessage(world, prompt!));
    const buttons = [...answered.querySelectorAll<HTMLButtonElement>("[data-augmented-action^=systemFailure]")];
    expect(buttons.length).toBe(3);
    expect(buttons.every((button) => button.disabled)).toBe(true);
    expect(answered.textContent).toContain("An augment was sacrificed.");
    expect(await world.as(world.gm, () => chooseFromCard(prompt!, optic.id!))).toBe(false);
    await world.settle();
    expect(integrityOf(optic).integrity).toBe("intact");
    expect(overdriveEffects(hero)).toHaveLength(1);
  });

  it("the GM may answer for the player; a choice after healing is refused (no longer at 0 HP)", async () => {
    const { world, hero, cannon } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 3, type: "healing" }]));
    await world.settle();
    expect(await world.as(world.gm, () => chooseFromCard(prompt!, cannon.id!))).toBe(false);
    expect(integrityOf(cannon).integrity).toBe("intact");
    await world.as(world.gm, () => hero.applyDamage([{ amount: 3, type: "fire" }]));
    await world.settle();
    const second = prompts(world).at(-1)!;
    await choose(world, world.gm, second, cannon.id!);
    expect(integrityOf(cannon).integrity).toBe("destroyed");
    expect(hp(hero).value).toBe(1);
  });
});

describe("System Failure hooks", SCENARIO, () => {
  it("augmented.preSystemFailure returning false cancels (nothing changes); augmented.systemFailure reports the outcome", async () => {
    const { world, hero, cannon } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    const seen: SystemFailureOutcome[] = [];
    // A card's answer is carried out on the one writing client, the active GM's (issue 11): its hooks fire there.
    const cancel = await world.as(world.gm, () => Hooks.on("augmented.preSystemFailure", () => false));
    await choose(world, world.player, prompt!, cannon.id!);
    expect(integrityOf(cannon).integrity).toBe("intact");
    expect(hp(hero).value).toBe(0);
    expect(useRecord(hero)).toBeNull();
    expect(flagsOf(prompt!).resolved).toBeUndefined();
    const count = sfCards(world).length;

    await world.as(world.gm, () => {
      Hooks.off("augmented.preSystemFailure", cancel);
      Hooks.on("augmented.systemFailure", (_actor, _item, outcome) => void seen.push(outcome));
    });
    await choose(world, world.player, prompt!, cannon.id!);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ combatId: null, end: null, plan: { augmentId: cannon.id, actor: { hp: 1, tempHp: 30 } } });
    expect(seen[0]!.effectId).toBe(overdriveEffects(hero)[0]!.id);
    expect(sfCards(world).length).toBe(count + 1);
  });
});
