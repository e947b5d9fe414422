import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

describe("stand-in combat, time, effects and dialogs", () => {
  it("runs turns and rounds with their hooks and world time", async () => {
    const world = await createWorld({ entry });
    const a = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
    const b = await g.Actor.create({ name: "Bob", type: "character" });
    const events: string[] = [];
    for (const c of world.clients) {
      world.as(c, () => {
        g.Hooks.on("combatTurnChange", (_combat: unknown, prior: { round: number; turn: number }, current: { round: number; turn: number }) => events.push(`${g.game.user.name}:${prior.round}.${prior.turn}->${current.round}.${current.turn}`));
        g.Hooks.on("updateWorldTime", (time: number, delta: number) => events.push(`${g.game.user.name}:time:${time}:${delta}`));
      });
    }
    const combat = await g.Combat.create({ active: true, combatants: [{ actorId: a.id, initiative: 15 }, { actorId: b.id, initiative: 10 }] });
    expect(g.game.combat).toBe(combat);
    expect(a.inCombat).toBe(true);
    await combat.startCombat();
    expect(combat.round).toBe(1);
    expect(combat.combatant.actor).toBe(a);
    // The player owns the current combatant, so may end the turn.
    await world.as(world.player, () => combat.nextTurn());
    expect(combat.combatant.actor).toBe(b);
    await expect(world.as(world.player, () => combat.nextTurn())).rejects.toThrow(/permission/);
    await combat.nextTurn();
    await world.settle();
    expect(combat.round).toBe(2);
    expect(combat.turn).toBe(0);
    expect(g.game.time.worldTime).toBe(6);
    expect(events).toContain("Gamemaster:1.1->2.0");
    expect(events).toContain("Player:1.1->2.0");
    expect(events).toContain("Player:time:6:6");
    await combat.delete();
    expect(g.game.combat).toBeNull();
    expect(a.inCombat).toBe(false);
  });

  // v13's effect shape (changes with a mode, duration.startTime); v14's is tested in test/integration/compat/generations.test.ts.
  it("applies active effects and reports timed durations", async () => {
    const world = await createWorld({ entry, worldTime: 100, generation: 13 });
    const actor = await g.Actor.create({ name: "Ana", type: "character" });
    const [effect] = await actor.createEmbeddedDocuments("ActiveEffect", [{
      name: "Boost", duration: { seconds: 60 }, statuses: ["boosted"],
      changes: [{ key: "system.hp.max", mode: g.CONST.ACTIVE_EFFECT_MODES.ADD, value: "5" }],
    }]);
    expect(actor.system.hp.max).toBe(15);
    expect(actor._source.system.hp.max).toBe(10);
    expect(actor.statuses.has("boosted")).toBe(true);
    expect(effect.duration.startTime).toBe(100);
    await world.time.advance(30);
    actor.reset();
    expect(actor.effects.get(effect.id).duration.remaining).toBe(30);
    await effect.update({ disabled: true });
    expect(actor.system.hp.max).toBe(10);
    await expect(world.as(world.player, () => world.time.advance(5))).rejects.toThrow(/permission/);
  });

  it("answers dialogs from the queue or by clicking, and settle() returns while one waits", async () => {
    const world = await createWorld({ entry });
    const { DialogV2 } = g.foundry.applications.api;
    world.dialogs.respond({ action: "ok", fields: { dc: 15 } });
    const value = await DialogV2.input({ window: { title: "DC" }, content: `<input type="number" name="dc" value="10">` });
    expect(value).toEqual({ dc: 15 });
    world.dialogs.respond("no");
    expect(await DialogV2.confirm({ content: "Sure?" })).toBe(false);

    const pending = world.as(world.player, () => DialogV2.wait({ content: "Pick", buttons: [{ action: "a", label: "A" }, { action: "b", label: "B", callback: () => 42 }] }));
    await world.settle();
    expect(world.dialogs.open).toHaveLength(1);
    const dialog = world.dialogs.open[0] as { client: unknown; element: HTMLElement };
    expect(dialog.client).toBe(world.player);
    (dialog.element.querySelector("button[data-action=b]") as HTMLElement).click();
    expect(await pending).toBe(42);
    expect(world.dialogs.open).toHaveLength(0);

    const combat = await g.Combat.create({ active: true });
    world.dialogs.respond("yes");
    await combat.endCombat();
    expect(g.game.combats.size).toBe(0);
  });

  it("getCombatantsByActor finds an actor's combatants by document or id", async () => {
    await createWorld({ entry });
    const a = await g.Actor.create({ name: "A", type: "character" });
    const b = await g.Actor.create({ name: "B", type: "character" });
    const combat = await g.Combat.create({ active: true, combatants: [{ actorId: a.id, initiative: 15 }, { actorId: b.id, initiative: 10 }] });
    expect(combat.getCombatantsByActor(a).map((c: { actorId: string }) => c.actorId)).toEqual([a.id]);
    expect(combat.getCombatantsByActor(b.id)).toHaveLength(1);
    expect(combat.getCombatantsByActor("nobody")).toEqual([]);
  });

  it("moves world time with the combat's own update, in v13's option names, whoever moves the turn (even with no GM online)", async () => {
    const world = await createWorld({ entry });
    const a = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
    const combat = await g.Combat.create({ active: true, combatants: [{ actorId: a.id, initiative: 15 }] });
    const options: unknown[] = [];
    for (const c of world.clients) world.as(c, () => g.Hooks.on("combatRound", (_c: unknown, _data: unknown, opts: unknown) => options.push(opts)));
    await combat.nextRound(); // round 0 → 1: no time passes (foundryvtt issue 12015)
    expect(g.game.time.worldTime).toBe(0);
    const order: string[] = [];
    for (const c of world.clients) {
      world.as(c, () => {
        g.Hooks.on("updateWorldTime", (time: number, delta: number, _o: unknown, userId: string) => order.push(`${g.game.user.name}:time:${time}:${delta}:${userId === world.player.user.id ? "player" : "other"}`));
        g.Hooks.on("updateCombat", () => order.push(`${g.game.user.name}:updateCombat@${g.game.time.worldTime}`));
      });
    }
    await world.disconnect(world.gm);
    await world.as(world.player, () => combat.nextTurn()); // the player owns the last combatant: the round ends
    await world.settle();
    expect(options).toEqual([{ direction: 1, worldTime: { delta: 0 } }, { direction: 1, worldTime: { delta: 6 } }]);
    expect(g.game.time.worldTime).toBe(6);
    expect(order).toEqual(["Player:time:6:6:player", "Player:updateCombat@6"]);
    expect(Object.keys(options.at(-1) as object)).not.toContain("advanceTime");
    await world.connect(world.gm);
    // The reconnected GM's page holds fresh copies: the old handle is gone with the old page.
    const gmCombat = world.as(world.gm, () => g.game.combats.get(combat.id));
    await world.as(world.gm, () => gmCombat.previousRound()); // rewinding a round takes its time back (issue 12016)
    await world.settle();
    expect(g.game.time.worldTime).toBe(0);
  });
});
