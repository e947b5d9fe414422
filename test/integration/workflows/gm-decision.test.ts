/**
 * GM decisions (docs/ARCHITECTURE.md: "GM decisions are asked for, never guessed"; src/requests/gm-decision.ts): when a
 * player runs a workflow that needs a DC or a ruling, the dialog opens on the active GM's screen and the answer
 * returns to the player's workflow. No GM connected, or a GM who cancels: nothing changes.
 */
import { describe, expect, it } from "vitest";
import { GM_DECISION_QUERY } from "../../../src/requests/gm-decision";
import { storeForged } from "../forged-request";
import { createWorld } from "../../foundry";
import { createAugment } from "../augments/helpers";
import { tableWithHero } from "./setup";

const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;

describe("GM decisions asked on the GM's screen", () => {
  it("CY-REP-1: a player's repair asks the GM for the DC; the player never sees the DC dialog", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } });
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", fields: { dc: 12, toolRuling: "notNeeded" }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 250", client: world.player });
    world.dice.queue([5, 14]);
    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(result?.dc).toBe(12);
    expect(cannon.system.integrity).toBe("intact");
    const dcDialogs = world.dialogs.history.filter((entry) => entry.content.includes("DC"));
    expect(dcDialogs.map((entry) => entry.userId)).toEqual([world.gm.user.id]);
    expect(world.notifications.some((n) => n.userId === world.gm.user.id && n.message.includes("waiting for your decision"))).toBe(true);
  });

  it("no GM connected: the player is told a GM is needed; no dialog, no gold spent, nothing changes", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } });
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    const before = foundry.utils.deepClone(hero.toObject());
    await world.disconnect(world.gm);
    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(result).toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
    expect(hero.toObject()).toEqual(before);
    expect(gold(hero)).toBe(300);
    expect(world.notifications.some((n) => n.level === "error" && n.message.includes("no GM is connected"))).toBe(true);
  });

  it("the GM cancels the DC dialog: the player's workflow stops and nothing changes", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } });
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    const before = foundry.utils.deepClone(hero.toObject());
    world.dialogs.respond({ action: "cancel", client: world.gm });
    const result = await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    expect(result).toBeNull();
    expect(hero.toObject()).toEqual(before);
    const told = world.notifications.filter((n) => n.userId === world.player.user.id).map((n) => n.message);
    expect(told.some((message) => message.startsWith("Waiting for"))).toBe(true);
    expect(told.some((message) => message.includes("closed the question"))).toBe(true);
  });

  it("CY-REP-1: the GM's notice and dialog name the asking user, read from the User document the question was stored on", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } });
    const cannon = await createAugment(hero, "Wrist Cannon", { integrity: "damaged" });
    world.dialogs.respond({ action: "ok", fields: { dc: 12, toolRuling: "notNeeded" }, client: world.gm });
    world.dialogs.respond({ action: "pay", matching: "pays 250", client: world.player });
    world.dice.queue([5, 14]);
    await world.as(world.player, () => hero.repairAugment(cannon));
    await world.settle();
    const toGm = world.notifications.filter((n) => n.userId === world.gm.user.id).map((n) => n.message);
    expect(toGm).toContain("Player is waiting for your decision.");
    expect(toGm.some((message) => message.includes("A player"))).toBe(false);
    const dcDialog = world.dialogs.history.find((entry) => entry.userId === world.gm.user.id)!;
    expect(dcDialog.title).toBe("Wrist Cannon: Player's work needs a DC");
    expect(dcDialog.content).toContain("Player is working on Wrist Cannon");
    // The player's own client removed the question from its User document once the GM answered.
    expect((world.player.user.flags as { augmented?: { requests?: object } }).augmented?.requests ?? {}).toEqual({});
  });

  it("a name or user id the question carries is ignored: the GM is told who stored it", async () => {
    const world = await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }, { name: "Bo", role: "PLAYER" }] });
    world.dialogs.respond({ action: "cancel", client: world.gm });
    const playerId = world.player.user.id!;
    await world.as("Bo", async () => {
      const claim = { type: "gmDecision", kind: "askDcPair", args: ["T", "P", [10, 15]], userId: playerId, name: "Player", user: "Player" };
      const pointer = await storeForged(claim);
      // cast: the system's query name; the community types only declare core queries.
      const gm = game.users!.activeGM as unknown as { query(name: string, data: unknown): Promise<unknown> };
      return gm.query(GM_DECISION_QUERY, pointer);
    });
    await world.settle();
    const toGm = world.notifications.filter((n) => n.userId === world.gm.user.id).map((n) => n.message);
    expect(toGm).toContain("Bo is waiting for your decision.");
    expect(toGm.some((message) => message.startsWith("Player"))).toBe(false);
    expect(world.dialogs.history.at(-1)?.content).toContain("Bo is installing or removing");
  });

  it("a query pointing at another user's question finds none it may take: refused, no dialog, the question stays", async () => {
    const world = await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }, { name: "Bo", role: "PLAYER" }] });
    const playerId = world.player.user.id!;
    // A question the player stored: Bo reads its id from the player's User flags, but not its key.
    const pointer = await world.as(world.player, () => storeForged({ type: "gmDecision", kind: "askDcPair", args: ["T", "P", [10, 15]] }));
    const query = (data: unknown) => (game.users!.activeGM as unknown as { query(n: string, d: unknown): Promise<unknown> }).query(GM_DECISION_QUERY, data);
    const guessed = await world.as("Bo", () => query({ userId: playerId, id: pointer.id, key: "0".repeat(32) }));
    const keyless = await world.as("Bo", () => query({ userId: playerId, id: pointer.id }));
    await world.settle();
    expect(guessed).toMatchObject({ refused: "AUGMENTED.GmDecision.Refused" });
    expect(keyless).toMatchObject({ refused: "AUGMENTED.GmDecision.Refused" });
    expect(world.dialogs.history).toHaveLength(0);
    expect((world.player.user.flags as { augmented?: { requests?: Record<string, unknown> } }).augmented?.requests?.[pointer.id]).toBeDefined();
  });

  it("a player's client never answers a decision query, even when asked directly", async () => {
    const { world } = await tableWithHero();
    const target = world.player.user;
    // cast: the stand-in's User#query, as Foundry's (the community types only list core query names).
    const answer = await world.as(world.gm, () => (target as unknown as { query(n: string, d: unknown): Promise<unknown> }).query(GM_DECISION_QUERY, { kind: "askDcPair", args: ["T", "P", [10, 15]] }));
    await world.settle();
    expect(answer).toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
  });
});
