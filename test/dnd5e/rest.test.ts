/**
 * README row "Rests": shortRest / longRest, dnd5e.preRestCompleted and dnd5e.restCompleted with the result object.
 */
import { Hooks } from "../foundry/hooks";
import { describe, expect, it } from "vitest";
import { createDnd5eWorld } from "./world";
import { createCharacter, itemsOf } from "./helpers";
import type { PlainObject } from "../foundry/utils";

const feature = { name: "Second Wind", type: "feat", system: { uses: { spent: 1, max: "1", recovery: [{ period: "sr", type: "recoverAll" }] } } };
const daily = { name: "Gadget", type: "feat", system: { uses: { spent: 2, max: "2", recovery: [{ period: "lr", type: "recoverAll" }] } } };

describe("rests", () => {
  it("a long rest restores HP, clears temp HP, lowers exhaustion, recovers uses and hit dice, with both hooks", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 12, temp: 4 } } }, items: [feature, daily] }, { level: 3 });
    const cls = itemsOf(actor).find((i) => i.type === "class")!;
    await cls.update({ "system.hd.spent": 2 });
    await actor.update({ "system.attributes.exhaustion": 2 });
    await world.settle();
    const order: string[] = [];
    let pre: unknown[] = [];
    let done: unknown[] = [];
    Hooks.on("dnd5e.preLongRest", () => void order.push("preLongRest"));
    Hooks.on("dnd5e.longRest", () => void order.push("longRest"));
    Hooks.on("dnd5e.preRestCompleted", (...args: unknown[]) => void (order.push("preRestCompleted"), (pre = args)));
    Hooks.on("dnd5e.restCompleted", (...args: unknown[]) => void (order.push("restCompleted"), (done = args)));
    Hooks.on("dnd5e.healActor", () => void order.push("healActor"));
    const result = await actor.longRest({ dialog: false });
    await world.settle();
    expect(order).toEqual(["preLongRest", "longRest", "preRestCompleted", "restCompleted"]);
    expect(pre[0]).toBe(actor);
    expect(pre[1]).toBe(result);
    expect(pre[2]).toMatchObject({ type: "long", dialog: false, newDay: true, exhaustionDelta: -1 });
    expect(result).toMatchObject({ type: "long", longRest: true, newDay: true, dhp: 48, dhd: 2, deltas: { hitPoints: 48, hitDice: 2 } });
    expect(result!.updateData).toMatchObject({ "system.attributes.hp.value": 60, "system.attributes.hp.temp": 0, "system.attributes.exhaustion": 1 });
    expect(done[1]).toBe(result);
    expect(actor.system.attributes.hp).toMatchObject({ value: 60, temp: 0 });
    expect(actor.system.attributes.exhaustion).toBe(1);
    for (const item of itemsOf(actor)) if (item.type === "feat") expect((item.system.uses as PlainObject).spent).toBe(0);
    expect((cls.system.hd as PlainObject).spent).toBe(0);
    expect((result!.message as { type: string }).type).toBe("rest");
  });

  it("a short rest recovers short-rest uses only and leaves HP", async () => {
    await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 12 } } }, items: [feature, daily] });
    const result = await actor.shortRest({ dialog: false });
    expect(result?.type).toBe("short");
    expect(actor.system.attributes.hp.value).toBe(12);
    const spent = Object.fromEntries(itemsOf(actor).filter((i) => i.type === "feat").map((i) => [i.name, (i.system.uses as PlainObject).spent]));
    expect(spent).toEqual({ "Second Wind": 0, Gadget: 2 });
  });

  it("a false from preRestCompleted applies nothing but returns the result", async () => {
    await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 12 } } } });
    Hooks.on("dnd5e.preRestCompleted", () => false);
    const result = await actor.longRest({ dialog: false });
    expect(result?.updateData).toMatchObject({ "system.attributes.hp.value": 60 });
    expect(actor.system.attributes.hp.value).toBe(12);
  });

  it("the rest dialog: closing it cancels, pressing rest rests", async () => {
    const world = await createDnd5eWorld({ clients: ["gm", "player"] });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 12 } } }, ownership: { default: 0, [world.player.user.id!]: 3 } });
    world.dialogs.respond((dialog) => dialog.close());
    expect(await world.as(world.player, () => world.player.document(actor)!.longRest())).toBeUndefined();
    expect(actor.system.attributes.hp.value).toBe(12);
    world.dialogs.respond({ action: "rest", client: world.player });
    const result = await world.as(world.player, () => world.player.document(actor)!.longRest());
    await world.settle();
    expect(result?.type).toBe("long");
    expect(actor.system.attributes.hp.value).toBe(60);
  });

  it("a player may not rest when the allowRests setting is off", async () => {
    const world = await createDnd5eWorld({ clients: ["gm", "player"] });
    const actor = await createCharacter({ system: { attributes: { hp: { value: 12 } } }, ownership: { default: 0, [world.player.user.id!]: 3 } });
    await world.as(world.gm, () => game.settings!.set("dnd5e" as never, "allowRests" as never, false as never));
    const result = await world.as(world.player, () => world.player.document(actor)!.longRest({ dialog: false }));
    expect(result).toBeUndefined();
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning", message: "DND5E.REST.Warning.OnlyByRequest" });
  });
});
