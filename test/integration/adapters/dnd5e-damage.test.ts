// CORE-10 in a dnd5e world: one damage application is the amount dnd5e's damage step computed when it ran
// (`dnd5e.preApplyDamage` / `applyDamage`, release-5.3.3 module/documents/actor/actor.mjs:720-778), whichever tool
// applied it (dnd5e's damage card, the token HUD), else the HP and temp HP an update removed by hand; a change that
// touches no HP (a Constitution edit) is no damage. The integrity card records the amount it counted (CY-INT-1), the
// System Failure prompt shows whether the hit killed outright (CORE-9, SF-1). On dnd5e 5.3.3 and 6.0.0, the module
// on every client of a GM and a player.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

const MODULE = "augmented-dnd5e";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const CYBORG = { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} };
// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };

interface Dnd5eActor {
  id: string;
  system: PlainObject & { attributes: { hp: { value: number; max: number; temp: number } }; abilities: Record<string, { value: number }> };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
  update(data: PlainObject): Promise<unknown>;
  applyDamage(damages: number | PlainObject[], options?: PlainObject): Promise<unknown>;
  modifyTokenAttribute(attribute: string, value: number, isDelta: boolean, isBar: boolean): Promise<unknown>;
}

/** A level-5 Cyborg fighter owned by the player, with two installed augments, made by the GM. */
async function cyborg(world: World, hp: PlainObject, system: PlainObject = {}): Promise<Dnd5eActor> {
  return world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Ana", type: "character", ownership, system: foundry.utils.mergeObject({ attributes: { hp } }, system) } as never)) as unknown as Dnd5eActor;
    await actor.createEmbeddedDocuments("Item", [FIGHTER, CYBORG]);
    for (const [name, section] of [["Wrist Cannon", "rightArm"], ["Head Lamp", "head"]] as const) {
      const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
      await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source.toObject(), { system: { installedSection: section } }) as PlainObject]);
    }
    await world.settle();
    return actor;
  });
}

/** The amount each integrity card counted, in posting order. */
function integrityAmounts(world: World): number[] {
  return world.chat
    .filter((m) => String(m.type) === `${MODULE}.integrity`)
    .map((m) => (m.system as unknown as { integrity: { amount: number } | null }).integrity?.amount ?? Number.NaN);
}

function prompts(world: World): number {
  return world.chat.filter((m) => String(m.type).startsWith(`${MODULE}.`) && (m.system as { kind?: unknown }).kind === "system-failure-prompt").length;
}

describe.each(["5.3.3", "6.0.0"])("one damage application in a dnd5e %s world (CORE-10)", (version) => {
  it("a damage card's hit taking a wounded cyborg below 0 counts whole (resistance applied), once across two clients with latency", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, latency: 15 });
    const actor = await cyborg(world, { value: 10, max: 60 }, { traits: { dr: { value: ["fire"] } } });
    // dnd5e's damage card, applied by the player (chat-message.mjs:810: damages, multiplier, isDelta).
    await world.as(world.player, () => actor.applyDamage([{ value: 70, type: "fire" }], { multiplier: 1, isDelta: true }));
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(0);
    // 35 after resistance, not the 10 HP that were left: at least half of 60, so one save.
    expect(integrityAmounts(world)).toEqual([35]);
    expect(world.errors).toEqual([]);
  });

  it("massive damage kills outright: no System Failure offer; a drop to 0 that is not massive is offered it", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version });
    const dead = await cyborg(world, { value: 10, max: 40 });
    // 50 on 10 HP: 40 left over, the maximum (CORE-9).
    await world.as(world.gm, () => dead.applyDamage(50));
    await world.settle();
    expect(dead.system.attributes.hp.value).toBe(0);
    expect(prompts(world)).toBe(0);
    expect(integrityAmounts(world)).toEqual([50]);

    const alive = await cyborg(world, { value: 10, max: 40 });
    await world.as(world.gm, () => alive.applyDamage(49));
    await world.settle();
    expect(prompts(world)).toBe(1);
    expect(integrityAmounts(world)).toEqual([50, 49]);
    expect(world.errors).toEqual([]);
  });

  it("the token HUD's HP bar: one application of the amount, as a delta and as a value", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, latency: 15 });
    const actor = await cyborg(world, { value: 20, max: 60, temp: 5 });
    // −40 on 20 HP + 5 temp: dnd5e's amount is 40 (temp included), the update stops at 0.
    await world.as(world.player, () => actor.modifyTokenAttribute("attributes.hp", -40, true, true));
    await world.settle();
    expect(actor.system.attributes.hp).toMatchObject({ value: 0, temp: 0 });
    expect(integrityAmounts(world)).toEqual([40]);
    // A typed value: (value + temp) − value = 60 − 25 = 35 once healed to 60.
    await world.as(world.gm, () => actor.update({ "system.attributes.hp.value": 60 }));
    await world.as(world.gm, () => actor.modifyTokenAttribute("attributes.hp", 25, false, true));
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(25);
    expect(integrityAmounts(world)).toEqual([40, 35]);
    expect(world.errors).toEqual([]);
  });

  it("a module that cancels dnd5e's step and writes its update itself (as midi-qol may) counts one application of dnd5e's amount", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, latency: 15 });
    const actor = await cyborg(world, { value: 10, max: 60 });
    const writes: Promise<unknown>[] = [];
    // cast: dnd5e's hook, which the core hook types do not declare.
    const on = Hooks.on as (name: string, fn: (target: Dnd5eActor, amount: number, updates: PlainObject) => boolean) => number;
    world.as(world.player, () =>
      on("dnd5e.preApplyDamage", (target, _amount, updates) => {
        writes.push(target.update(updates));
        return false;
      }),
    );
    await world.as(world.player, () => actor.applyDamage([{ value: 35, type: "force" }], { isDelta: true }));
    await Promise.all(writes);
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(0);
    expect(integrityAmounts(world)).toEqual([35]);
    expect(world.errors).toEqual([]);
  });

  it("a hand edit counts the HP and temp HP it removed, with no known overflow (offered System Failure)", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, latency: 15 });
    const actor = await cyborg(world, { value: 40, max: 60, temp: 10 });
    await world.as(world.player, () => actor.update({ "system.attributes.hp.value": 15, "system.attributes.hp.temp": 0 }));
    await world.settle();
    expect(integrityAmounts(world)).toEqual([35]);
    // To 0 by hand from 15: no overflow known, so never killed outright.
    await world.as(world.gm, () => actor.update({ "system.attributes.hp.value": 0 }));
    await world.settle();
    expect(prompts(world)).toBe(1);
    expect(integrityAmounts(world)).toEqual([35]);
    expect(world.errors).toEqual([]);
  });

  it("a Constitution edit that lowers the maximum (and the capped HP) is no damage", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version });
    // Max from the fighter's levels: 10 + 4 × 6 + 5 × Con mod (+4) = 54.
    const actor = await cyborg(world, { value: 54, max: null }, { abilities: { con: { value: 18 } } });
    expect(actor.system.attributes.hp).toMatchObject({ value: 54, max: 54 });
    await world.as(world.gm, () => actor.update({ "system.abilities.con.value": 3 }));
    await world.settle();
    // 40 HP fewer at the top, none of it damage.
    expect(actor.system.attributes.hp).toMatchObject({ value: 14, max: 14 });
    expect(integrityAmounts(world)).toEqual([]);
    expect(prompts(world)).toBe(0);
    expect(world.errors).toEqual([]);
  });

  it("a hit on a cyborg already at 0 HP changes no HP and still counts once", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version, latency: 15 });
    const actor = await cyborg(world, { value: 0, max: 60 });
    await world.as(world.player, () => actor.applyDamage([{ value: 35, type: "force" }], { isDelta: true }));
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(0);
    expect(integrityAmounts(world)).toEqual([35]);
    expect(prompts(world)).toBe(0);
    expect(world.errors).toEqual([]);
  });
});
