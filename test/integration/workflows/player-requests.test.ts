/**
 * Issue 9: a player's request reaches the active GM's client the way v13 allows (the request stored on the
 * player's own User document, a query without a sender pointing at it) and applies exactly once: an integrity
 * Roll and Pick on a card the GM's client posted (CY-INT-1, CY-INT-2), and a death-save answer (CORE-4). A request
 * the GM's client refuses, or does not answer, tells the player why and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { REQUEST_QUERY, REQUESTS_FLAG } from "../../../src/requests/socket";
import { augmentOf, cyborgTable, onlyCard, stateOf } from "../integrity/helpers";
import { clickCardButton, deathSaves, lastMessage, tableWithHero, type World } from "./setup";
import { stateOf as cardStateOf } from "../cards";

const flagsOf = cardStateOf;

/** Who changed each chat message, as the GM's client sees it (the server-stamped `userId` of the hook). */
function watchMessageUpdates(world: World): Array<{ by: string; on: string }> {
  const seen: Array<{ by: string; on: string }> = [];
  world.as(world.gm, () => Hooks.on("updateChatMessage", (_m, _c, _o, userId) => void seen.push({ by: game.users!.get(userId)!.name, on: game.user!.name })));
  return seen;
}

function requestsFrom(world: World, client: World["player"]): number {
  return world.socketHub.log.filter((e) => e.event === `query ${REQUEST_QUERY}` && e.fromUserId === client.user.id).length;
}

function pendingRequests(world: World): Record<string, unknown> {
  // cast: the system's flag on the player's User document (src/requests/socket.ts).
  return ((world.player.user.flags as Record<string, Record<string, unknown> | undefined>).augmented?.[REQUESTS_FLAG] ?? {}) as Record<string, unknown>;
}

describe("player → GM requests (issue 9)", () => {
  it("CY-INT-1 / CY-INT-2: the player's Roll and Pick on the GM's card reach the GM's client and apply once", async () => {
    const { world, hero, torso, arm } = await cyborgTable({ pick: "owner" });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    expect(card.author?.id).toBe(world.gm.user.id);
    const updates = watchMessageUpdates(world);

    world.dice.queue([2]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)?.stage).toBe("pick");
    // The player's client could not change the GM's message: the GM's client did, once, in ONE update (the
    // card's new state with its next version: src/workflows/cards/card-action.ts `commitCardWrite`).
    expect(updates.filter((u) => u.on === "Gamemaster").map((u) => u.by)).toEqual(["Gamemaster"]);

    await clickCardButton(world, world.player, card, "integrityPick", `[data-augment-id="${torso.id}"]`);
    expect(stateOf(card)).toMatchObject({ stage: "done", chosen: { augmentId: torso.id } });
    expect([augmentOf(hero, torso).system.integrity, augmentOf(hero, arm).system.integrity]).toEqual(["damaged", "intact"]);
    expect(requestsFrom(world, world.player)).toBe(2);
    expect(pendingRequests(world)).toEqual({});

    // Once more (a stale copy of the card): the GM's client refuses, the player is told why, nothing changes.
    const before = updates.length;
    const { requestGM } = await import("../../../src/requests/socket");
    const again = await world.as(world.player, () => requestGM({ type: "cardAction", action: "integrityPick", messageId: card.id!, version: 1, args: { augmentId: arm.id! } }));
    await world.settle();
    expect(again).toBe(false);
    expect(augmentOf(hero, arm).system.integrity).toBe("intact");
    expect(updates.length).toBe(before);
    expect(world.notifications.at(-1)).toMatchObject({ userId: world.player.user.id, message: game.i18n!.localize("AUGMENTED.Card.Stale") });
  });

  it("CORE-4: the player's death-save answer on the GM's prompt records one failure and closes the prompt once", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 } } });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 4, type: "fire" }]));
    await world.settle();
    const prompt = lastMessage(world);
    expect(prompt.author?.id).toBe(world.gm.user.id);
    const updates = watchMessageUpdates(world);

    await clickCardButton(world, world.player, prompt, "recordDeathSaveFailure");
    expect(deathSaves(hero).failure).toBe(1);
    expect(flagsOf(prompt).resolved).toBe(true);
    // One update: the prompt closed with its next version (one lock per card).
    expect(updates.filter((u) => u.on === "Gamemaster").map((u) => u.by)).toEqual(["Gamemaster"]);
    expect(requestsFrom(world, world.player)).toBe(1);

    await clickCardButton(world, world.player, prompt, "recordDeathSaveFailure");
    expect(deathSaves(hero).failure).toBe(1);
    expect(requestsFrom(world, world.player)).toBe(1);
  });

  it("a request the GM's client does not answer tells the player why, is withdrawn, and changes nothing", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    // The GM's client fails to answer (a crashed handler rejects the query, as a timeout does).
    world.as(world.gm, () => {
      // cast: CONFIG.queries is keyed by name; the community types list only core queries.
      (CONFIG as unknown as { queries: Record<string, unknown> }).queries[REQUEST_QUERY] = () => Promise.reject(new Error("no answer"));
    });
    const noticed = world.notifications.length;
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)?.stage).toBe("save");
    expect(pendingRequests(world)).toEqual({});
    const told = world.notifications.slice(noticed).filter((n) => n.userId === world.player.user.id);
    expect(told.map((n) => n.message)).toEqual([game.i18n!.localize("AUGMENTED.Request.TimedOut")]);
  });

  it("a request the GM's client refuses tells the player why and changes nothing", async () => {
    const { world, hero } = await cyborgTable({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }, { name: "Bo", role: "PLAYER" }] });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    const bo = world.client("Bo");
    // Bo's client sends a roll request for Ana's card (a modified client: Bo has no Roll button).
    const { requestGM } = await import("../../../src/requests/socket");
    const done = await world.as(bo, () => requestGM({ type: "cardAction", action: "integrityRoll", messageId: card.id!, version: 0, args: {}, userId: world.player.user.id! }));
    await world.settle();
    expect(done).toBe(false);
    expect(stateOf(card)?.stage).toBe("save");
    expect(world.notifications.filter((n) => n.userId === bo.user.id).map((n) => n.message)).toEqual([game.i18n!.localize("AUGMENTED.Request.NotAllowed")]);
  });
});
