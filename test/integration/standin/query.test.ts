/**
 * The stand-in's `User#query` as v13 has it: the handler gets `(data, {timeout})` and never the sender
 * (foundryvtt issue 13418); an unanswered query rejects once its timeout passes; data crosses as JSON. And the
 * User-document rule the system's request channel relies on: a player may write flags on its own User document,
 * never on another user's.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

describe("stand-in User#query", () => {
  it("runs the handler on the target's client with (data, {timeout}) only: no sender", async () => {
    const world = await createWorld({ entry });
    const calls: Array<{ args: unknown[]; on: string }> = [];
    world.as(world.gm, () => {
      g.CONFIG.queries["test.echo"] = (...args: unknown[]) => {
        calls.push({ args, on: g.game.user.name });
        return { got: args[0] };
      };
    });
    const answer = await world.as(world.player, () => g.game.users.activeGM.query("test.echo", { n: 1, skip: undefined }, { timeout: 1000 }));
    expect(answer).toEqual({ got: { n: 1 } });
    expect(calls).toEqual([{ args: [{ n: 1 }, { timeout: 1000 }], on: "Gamemaster" }]);
  });

  it("rejects when the target never answers before the timeout, when it is offline, or has no handler", async () => {
    const world = await createWorld({ entry, users: [{ name: "GM", role: "GAMEMASTER" }, { name: "P", role: "PLAYER" }, { name: "Off", role: "PLAYER", connected: false }] });
    world.as(world.gm, () => {
      g.CONFIG.queries["test.silent"] = () => new Promise(() => undefined);
    });
    const gm = world.as(world.player, () => g.game.users.activeGM);
    await expect(world.as(world.player, () => gm.query("test.silent", {}, { timeout: 5 }))).rejects.toThrow(/timed out/);
    await expect(world.as(world.player, () => gm.query("test.missing", {}))).rejects.toThrow(/No query handler/);
    await expect(world.as(world.player, () => g.game.users.getName("Off").query("test.silent", {}))).rejects.toThrow(/not connected/);
    await world.settle();
  });

  it("a player writes flags on its own User document; another user's is refused and unchanged", async () => {
    const world = await createWorld({ entry, users: [{ name: "GM", role: "GAMEMASTER" }, { name: "P", role: "PLAYER" }, { name: "Q", role: "PLAYER" }] });
    const q = world.client("Q").user;
    const seen: Array<{ user: string; by: string }> = [];
    world.as(world.gm, () => g.Hooks.on("updateUser", (user: { name: string }, _c: unknown, _o: unknown, userId: string) => void seen.push({ user: user.name, by: g.game.users.get(userId).name })));
    await world.as(world.player, () => g.game.user.update({ "flags.augmented.note": "mine" }));
    await expect(world.as(world.player, () => q.update({ "flags.augmented.note": "forged" }))).rejects.toThrow();
    await world.settle();
    expect(world.player.user.flags.augmented).toEqual({ note: "mine" });
    expect(q.flags.augmented).toBeUndefined();
    expect(seen).toEqual([{ user: "P", by: "P" }]);
  });
});
