/**
 * README rows "applyDamage" and "HP change hooks": dnd5e's damage application and its hooks, with the arguments
 * dnd5e passes, on every client.
 */
import { Hooks } from "../foundry/hooks";
import { describe, expect, it } from "vitest";
import { createDnd5eWorld } from "./world";
import { createCharacter, type TestActor } from "./helpers";
import type { PlainObject } from "../foundry/utils";

describe("applyDamage", () => {
  it("spends temp HP first, fires preApplyDamage and applyDamage with (actor, amount, …)", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { temp: 5 } } } });
    const seen: unknown[][] = [];
    Hooks.on("dnd5e.preApplyDamage", (...args: unknown[]) => void seen.push(["pre", ...args]));
    Hooks.on("dnd5e.applyDamage", (...args: unknown[]) => void seen.push(["post", ...args]));
    await actor.applyDamage([{ value: 35, type: "fire" }], { isDelta: true });
    await world.settle();
    expect(actor.system.attributes.hp).toMatchObject({ value: 30, temp: 0 });
    expect(seen.map((s) => s[0])).toEqual(["pre", "post"]);
    const [, preActor, preAmount, updates, preOptions] = seen[0]!;
    expect(preActor).toBe(actor);
    expect(preAmount).toBe(35);
    expect(updates).toEqual({ "system.attributes.hp.temp": 0, "system.attributes.hp.tempmax": 0, "system.attributes.hp.value": 30 });
    expect(preOptions).toMatchObject({ isDelta: true });
    expect(seen[1]!.slice(1, 3)).toEqual([actor, 35]);
  });

  it("a hit beyond 0 HP: both hooks get the whole amount while the update stops at 0 (actor.mjs:754, :775)", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 10, max: 60 } } } });
    const amounts: unknown[] = [];
    let update: unknown = null;
    Hooks.on("dnd5e.preApplyDamage", (_a: unknown, amount: number, updates: unknown) => { amounts.push(amount); update = updates; });
    Hooks.on("dnd5e.applyDamage", (_a: unknown, amount: number) => void amounts.push(amount));
    await actor.applyDamage([{ value: 75, type: "force" }]);
    await world.settle();
    expect(amounts).toEqual([75, 75]);
    expect(update).toMatchObject({ "system.attributes.hp.value": 0 });
    expect(actor.system.attributes.hp.value).toBe(0);
  });

  it("halves resisted damage, ignores immune types, and a number ignores traits", async () => {
    await createDnd5eWorld();
    const actor = await createCharacter({ system: { traits: { dr: { value: ["fire"] }, di: { value: ["poison"] } } } });
    await actor.applyDamage([{ value: 21, type: "fire" }, { value: 10, type: "poison" }]);
    expect(actor.system.attributes.hp.value).toBe(50);
    await actor.applyDamage(20);
    expect(actor.system.attributes.hp.value).toBe(30);
  });

  it("heals with negative amounts and a healing type, capped at the maximum", async () => {
    await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 10 } } } });
    await actor.applyDamage([{ value: 100, type: "healing" }]);
    expect(actor.system.attributes.hp.value).toBe(60);
  });

  it("a false from preApplyDamage changes nothing", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter();
    Hooks.on("dnd5e.preApplyDamage", () => false);
    await actor.applyDamage(30);
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(60);
  });
});

describe("the token HUD's HP bar", () => {
  it("goes through applyDamage with isDelta (modifyTokenAttribute)", async () => {
    await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { temp: 5 } } } });
    const amounts: unknown[] = [];
    Hooks.on("dnd5e.applyDamage", (_a: unknown, amount: number, options: PlainObject) => void amounts.push([amount, options.isDelta]));
    await actor.modifyTokenAttribute("attributes.hp", -12, true, true);
    expect(actor.system.attributes.hp).toMatchObject({ value: 53, temp: 0 });
    await actor.modifyTokenAttribute("attributes.hp", 40, false, true);
    expect(actor.system.attributes.hp.value).toBe(40);
    expect(amounts).toEqual([[12, true], [13, false]]);
  });
});

describe("HP change hooks", () => {
  it("fires dnd5e.damageActor on every client with (actor, {hp, temp, total}, changed, userId) for any HP drop", async () => {
    const world = await createDnd5eWorld({ clients: ["gm", "player"] });
    const actor = await createCharacter({ ownership: { default: 0, [world.player.user.id!]: 3 } });
    const calls: { client: string; changes: PlainObject; changed: PlainObject; userId: string; mine: boolean }[] = [];
    for (const client of world.clients) {
      world.as(client, () => Hooks.on("dnd5e.damageActor", (a: TestActor, changes: PlainObject, changed: PlainObject, userId: string) => {
        calls.push({ client: client.name, changes, changed, userId, mine: a === client.document(actor) });
      }));
    }
    await world.as(world.player, () => actor.update({ "system.attributes.hp.value": 25 }));
    await world.settle();
    expect(calls.map((c) => c.client).sort()).toEqual(["Gamemaster", "Player"]);
    for (const call of calls) {
      expect(call.changes).toEqual({ hp: -35, temp: 0, total: -35 });
      expect(call.userId).toBe(world.player.user.id);
      expect(call.mine).toBe(true);
      expect(call.changed).toMatchObject({ system: { attributes: { hp: { value: 25 } } } });
    }
  });

  it("fires dnd5e.healActor for a rise, and nothing for rests or advancement", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 20 } } } });
    const names: string[] = [];
    Hooks.on("dnd5e.healActor", () => void names.push("heal"));
    Hooks.on("dnd5e.damageActor", () => void names.push("damage"));
    await actor.update({ "system.attributes.hp.value": 30 });
    await actor.update({ "system.attributes.hp.value": 40 }, { isRest: true });
    await actor.update({ "system.attributes.hp.value": 45 }, { isAdvancement: true });
    await world.settle();
    expect(names).toEqual(["heal"]);
  });

  it("leaving 0 HP resets the death saves (preUpdateHP)", async () => {
    await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 0 }, death: { success: 2, failure: 1 } } } });
    await actor.update({ "system.attributes.hp.value": 1 });
    expect(actor.system.attributes.death).toMatchObject({ success: 0, failure: 0 });
  });
});
