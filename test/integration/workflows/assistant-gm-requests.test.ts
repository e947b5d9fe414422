/**
 * Issue 23 item 2 and issue 25 (Deliver 5, finding 9): the player → GM channel with only an Assistant GM online.
 * An Assistant GM may not update another user's User document (foundryvtt issues 9749, 10024; the stand-in
 * follows: test/foundry/README.md), so nothing in the protocol asks it to: the player's own client stores its
 * request, the GM's client only reads it, and the player's client removes it once answered. A query only runs
 * the sender's own stored request (a key only its author knows), each request answers once, one GM dialog per
 * user is open at a time (the others wait their turn), and expired requests are dropped, so none pile up.
 */
import { describe, expect, it, vi } from "vitest";
import { GM_DECISION_QUERY } from "../../../src/requests/gm-decision";
import { REQUEST_QUERY, REQUESTS_FLAG } from "../../../src/requests/socket";
import { REQUEST_LIFETIME_MS } from "../../../src/requests/stored-request";
import { sha256Hex } from "../../../src/utils/sha256";
import { createWorld } from "../../foundry";
import { createAugment } from "../augments/helpers";
import { storeForged } from "../forged-request";
import { augmentOf, cyborgTable, onlyCard, stateOf } from "../integrity/helpers";
import { clickCardButton, tableWithHero, type World } from "./setup";

vi.setConfig({ testTimeout: 90_000 });

const ASSISTANT_ONLY = [{ name: "Assistant", role: "ASSISTANT" as const }, { name: "Player", role: "PLAYER" as const }];

type Querying = { query(name: string, data: unknown, options?: { timeout: number }): Promise<unknown> };
const activeGM = (): Querying => game.users!.activeGM as unknown as Querying; // cast: the system's query names are not in the community types

function storedOn(user: { flags: unknown }): Record<string, unknown> {
  // cast: the system's flag on a User document (src/requests/stored-request.ts).
  return ((user.flags as Record<string, Record<string, unknown> | undefined>).augmented?.[REQUESTS_FLAG] ?? {}) as Record<string, unknown>;
}

/** Every User update the GM's client sees: who wrote, and whose User document it was. */
function watchUserWrites(world: World): Array<{ by: string; on: string }> {
  const seen: Array<{ by: string; on: string }> = [];
  world.as(world.gm, () => Hooks.on("updateUser", (user, _c, _o, userId) => void seen.push({ by: String(userId), on: String(user.id) })));
  return seen;
}

describe("requests with only an Assistant GM online", () => {
  it("CY-INT-1 / CY-INT-2: the player's Roll and Pick on the card apply once; only the player writes its User document", async () => {
    const { world, hero, torso, arm } = await cyborgTable({ users: ASSISTANT_ONLY, pick: "owner" });
    expect(world.gm.user.role).toBe(CONST.USER_ROLES.ASSISTANT);
    const writes = watchUserWrites(world);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    world.dice.queue([2]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)?.stage).toBe("pick");
    await clickCardButton(world, world.player, card, "integrityPick", `[data-augment-id="${torso.id}"]`);
    expect(stateOf(card)).toMatchObject({ stage: "done", chosen: { augmentId: torso.id } });
    expect([augmentOf(hero, torso).system.integrity, augmentOf(hero, arm).system.integrity]).toEqual(["damaged", "intact"]);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((w) => w.by === w.on)).toBe(true);
    expect(storedOn(world.player.user)).toEqual({});
    expect(world.notifications.filter((n) => n.level === "error")).toEqual([]);
  });

  it("CY-REP-1: a repair's DC is asked on the Assistant GM's screen; the repair completes; the question is cleaned up by the player", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } }, ASSISTANT_ONLY);
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", fields: { dc: 12, toolRuling: "notNeeded" }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 250", client: world.player });
    world.dice.queue([5, 14]);
    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(result?.dc).toBe(12);
    expect(cannon.system.integrity).toBe("intact");
    expect(storedOn(world.player.user)).toEqual({});
  });
});

describe("the request channel (issue 25 finding 9)", () => {
  const users = [{ name: "Gamemaster", role: "ASSISTANT" as const }, { name: "Player", role: "PLAYER" as const }, { name: "Bo", role: "PLAYER" as const }];

  it("a query pointing at another user's stored request is refused, whatever key it guesses; the request stays for its author", async () => {
    const world = await createWorld({ users });
    const pointer = await world.as(world.player, () => storeForged({ type: "cardAction", action: "integrityRoll", messageId: "x", version: 0, args: {} }));
    const guessed = await world.as("Bo", () => activeGM().query(REQUEST_QUERY, { ...pointer, key: "f".repeat(32) }));
    const keyless = await world.as("Bo", () => activeGM().query(REQUEST_QUERY, { userId: pointer.userId, id: pointer.id }));
    await world.settle();
    expect(guessed).toEqual({ ok: false, reason: "AUGMENTED.Request.Unknown" });
    expect(keyless).toEqual({ ok: false, reason: "AUGMENTED.Request.Refused" });
    expect(storedOn(world.player.user)[pointer.id]).toBeDefined();
  });

  it("a request answers once: the same pointer queried again is unknown", async () => {
    const world = await createWorld({ users });
    const pointer = await world.as(world.player, () => storeForged({ type: "no such request" }));
    const first = await world.as(world.player, () => activeGM().query(REQUEST_QUERY, pointer));
    const second = await world.as(world.player, () => activeGM().query(REQUEST_QUERY, pointer));
    expect(first).toEqual({ ok: false, reason: "AUGMENTED.Request.Refused" });
    expect(second).toEqual({ ok: false, reason: "AUGMENTED.Request.Unknown" });
  });

  it("expired requests are dropped when the player stores the next one, and each answered one is removed: none pile up", async () => {
    const world = await createWorld({ users });
    await world.as(world.player, async () => {
      const stale: Record<string, unknown> = {};
      for (let i = 0; i < 200; i++) stale[`flags.augmented.${REQUESTS_FLAG}.old${i}`] = { request: { type: "x" }, lock: sha256Hex(String(i)), at: Date.now() - REQUEST_LIFETIME_MS - 1 };
      stale[`flags.augmented.${REQUESTS_FLAG}.shapeless`] = { type: "cardAction" };
      // cast: the system's flag, as leftovers of a crashed client would be.
      await game.user!.update(stale as unknown as User.UpdateData);
    });
    expect(Object.keys(storedOn(world.player.user))).toHaveLength(201);
    const { requestGM } = await world.systemModule<typeof import("../../../src/requests/socket")>(world.player, "src/requests/socket.ts");
    const done = await world.as(world.player, () => requestGM({ type: "no such request" }));
    await world.settle();
    expect(done).toBe(false);
    expect(storedOn(world.player.user)).toEqual({});
  });

  it("one open GM dialog per user: a player's three questions are asked one after another, another user's beside them", async () => {
    const world = await createWorld({ users });
    type Asks = typeof import("../../../src/workflows/augment-work/gm-asks");
    const fromPlayer = await world.systemModule<Asks>(world.player, "src/workflows/augment-work/gm-asks.ts");
    await world.systemModule<Asks>(world.gm, "src/workflows/augment-work/gm-asks.ts"); // the GM's client knows the kind once its workflow is loaded
    const fromBo = await world.systemModule<Asks>("Bo", "src/workflows/augment-work/gm-asks.ts");
    const asked = [1, 2, 3].map((n) => world.as(world.player, () => fromPlayer.askDcPair("T", "P", [10 + n, 15])));
    const boAsked = world.as("Bo", () => fromBo.askDcPair("T", "P", [9, 14]));
    await world.settle();
    const titles = () => world.dialogs.open.map((d) => String(d.title));
    expect(titles().filter((t) => t.includes("Player's"))).toHaveLength(1);
    expect(titles().filter((t) => t.includes("Bo's"))).toHaveLength(1);
    await world.dialogs.answer(world.dialogs.open.find((d) => String(d.title).includes("Bo's"))!, { action: "ok" });
    await world.settle();
    expect(await boAsked).toEqual([9, 14]);
    for (let turn = 0; turn < 3; turn++) {
      expect(titles(), `turn ${turn}`).toHaveLength(1);
      await world.dialogs.answer(world.dialogs.open[0]!, { action: "ok" });
      await world.settle();
    }
    expect(await Promise.all(asked)).toEqual([[11, 15], [12, 15], [13, 15]]);
    expect(storedOn(world.player.user)).toEqual({});
  });

  it("a question its author stopped waiting for (withdrawn) is never asked when its turn comes", async () => {
    const world = await createWorld({ users });
    type Asks = typeof import("../../../src/workflows/augment-work/gm-asks");
    const fromPlayer = await world.systemModule<Asks>(world.player, "src/workflows/augment-work/gm-asks.ts");
    await world.systemModule<Asks>(world.gm, "src/workflows/augment-work/gm-asks.ts"); // the GM's client knows the kind once its workflow is loaded
    const first = world.as(world.player, () => fromPlayer.askDcPair("T", "P", [10, 15]));
    await world.settle();
    // A second question, stored and queried as the system does, then withdrawn by its author while it waits.
    const pointer = await world.as(world.player, () => storeForged({ type: "gmDecision", kind: "askDcPair", args: ["T", "P", [11, 15]] }));
    const second = world.as(world.player, () => activeGM().query(GM_DECISION_QUERY, pointer));
    await world.settle();
    await world.as(world.player, () => game.user!.update({ [`flags.augmented.${REQUESTS_FLAG}.-=${pointer.id}`]: null } as unknown as User.UpdateData)); // cast: a flag deletion key
    await world.dialogs.answer(world.dialogs.open[0]!, { action: "ok" });
    await world.settle();
    expect(await first).toEqual([10, 15]);
    expect(await second).toBeNull();
    expect(world.dialogs.history).toHaveLength(1);
  });
});
