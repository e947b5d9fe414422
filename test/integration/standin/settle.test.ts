/**
 * `world.settle()` with server latency: it returns only when no latency timer, socket delivery or query is left
 * (a timer ends by itself, so it is waited for, never taken for a dialog nobody answers); work blocked on an
 * unanswered dialog is still left for the test; work that never stops is reported by name. Nothing here is
 * timed: each test observes state after settle().
 */
import { describe, expect, it } from "vitest";
import { createWorld, type World } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

/** A world with `latency` and one actor of the fake system (loosely typed, as the globals are). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function tableWithActor(latency: number): Promise<{ world: World; actor: any }> {
  const world = await createWorld({ entry, latency });
  const actor = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 3 }, system: { hp: { value: 10, max: 10 } } });
  await world.settle();
  return { world, actor };
}

describe("stand-in settle() with server latency", () => {
  it("waits for a write nobody awaits (a click's work) until it has landed", async () => {
    const { world, actor } = await tableWithActor(50);
    void world.as(world.player, () => actor.update({ "system.hp.value": 4 }));
    await world.settle();
    expect(actor.system.hp.value).toBe(4);
    expect(world.pendingWork()).toEqual([]);
  });

  it("a player's request with 50 ms latency: returns only after the GM's write and the reply are done", async () => {
    const { world, actor } = await tableWithActor(50);
    const steps: string[] = [];
    world.as(world.gm, () => {
      g.CONFIG.queries["test.heal"] = async (data: { actorId: string }) => {
        const target = g.game.actors.get(data.actorId);
        await target.update({ "system.hp.value": target.system.hp.value + 3 });
        steps.push("gm wrote");
        return { hp: target.system.hp.value };
      };
    });
    // The player's side as a click runs it: a request flag on its own User, the query, then the reply stored.
    void world.as(world.player, async () => {
      await g.game.user.update({ "flags.augmented.request": { actorId: actor.id } });
      const reply = await g.game.users.activeGM.query("test.heal", { actorId: actor.id }, { timeout: 60_000 });
      await g.game.user.update({ "flags.augmented.reply": reply });
      steps.push("reply stored");
    });
    await world.settle();
    expect(steps).toEqual(["gm wrote", "reply stored"]);
    expect(actor.system.hp.value).toBe(13);
    expect(world.player.user.flags.augmented.reply).toEqual({ hp: 13 });
    expect(world.pendingWork()).toEqual([]);
  });

  it("waits for a socket delivery whose handler writes with latency", async () => {
    const { world, actor } = await tableWithActor(50);
    world.as(world.player, () => g.game.socket.emit("system.augmented", { type: "setHp", actorId: actor.id, hp: 2 }));
    await world.settle();
    expect(actor.system.hp.value).toBe(2);
  });

  it("still returns with a dialog open that waits for the test, after the latency before it", async () => {
    const { world, actor } = await tableWithActor(50);
    let answer: unknown = "unanswered";
    void world.as(world.gm, async () => {
      await actor.update({ "system.hp.value": 1 });
      answer = await g.foundry.applications.api.DialogV2.confirm({ content: "Sure?" });
    });
    await world.settle();
    expect(actor.system.hp.value).toBe(1);
    expect(world.dialogs.open).toHaveLength(1);
    expect(answer).toBe("unanswered");
    await world.dialogs.answer(world.dialogs.open[0]!, "yes");
    await world.settle();
    expect(answer).toBe(true);
  });

  it("gives up on work that never stops with an error naming what is still pending", async () => {
    const { world } = await tableWithActor(0);
    let beating = true;
    const beat = (): Promise<void> => world.timer(5, "a test heartbeat").then(() => (beating ? beat() : undefined));
    void beat();
    await expect(world.settle({ limitMs: 100 })).rejects.toThrow(/did not settle[\s\S]*a test heartbeat/);
    beating = false;
    await world.settle();
  });
});
