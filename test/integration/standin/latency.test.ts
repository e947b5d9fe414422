/**
 * The in-memory server's optional latency (createWorld({latency})): an operation reaches the server only after
 * the wait, so two clients' workflows interleave as on a network and a race shows. Ordering is observed, never
 * timed.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

describe("stand-in server latency", () => {
  it("an update is not applied until the server answers; a check-then-write race shows both writers", async () => {
    const world = await createWorld({ entry, latency: 5 });
    const actor = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 3 } });
    const pending = actor.update({ name: "Bea" });
    await Promise.resolve();
    expect(actor.name).toBe("Ana");
    await pending;
    expect(actor.name).toBe("Bea");
    // Two clients read "hp 10", both write hp - 3: with latency both read before either write lands.
    const hit = (who: typeof world.gm) => world.as(who, async () => {
      const seen = actor.system.hp.value as number;
      await actor.update({ "system.hp.value": seen - 3 });
    });
    await actor.update({ "system.hp.value": 10 });
    await Promise.all([hit(world.gm), hit(world.player)]);
    await world.settle();
    expect(actor.system.hp.value).toBe(7);
  });

  it("without latency the same two writes apply one after the other", async () => {
    const world = await createWorld({ entry });
    const actor = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 3 } });
    await actor.update({ "system.hp.value": 10 });
    const hit = (who: typeof world.gm) => world.as(who, async () => {
      const seen = actor.system.hp.value as number;
      await actor.update({ "system.hp.value": seen - 3 });
    });
    await hit(world.gm);
    await hit(world.player);
    expect(actor.system.hp.value).toBe(4);
  });
});
