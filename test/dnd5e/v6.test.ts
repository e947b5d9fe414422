/**
 * The 6.x line on Foundry 14 (README: "6.0-deprecations" column): the same damage, HP hooks, rolls, death saves and
 * rests with 5.3.3's signatures, and effect changes in v14's shape through the FormulaField.
 */
import { Hooks } from "../foundry/hooks";
import { describe, expect, it } from "vitest";
import { createDnd5eWorld } from "./world";
import { createCharacter } from "./helpers";
import type { PlainObject } from "../foundry/utils";
import { fixtureModule, FIXTURE_ID } from "./fixture-module/manifest";

describe("dnd5e 6.0.0 on Foundry 14", () => {
  it("applies damage, fires the HP hooks, rolls a death save and rests as 5.3.3 does", async () => {
    const world = await createDnd5eWorld({ dnd5eVersion: "6.0.0" });
    expect(world.generation).toBe(14);
    const actor = await createCharacter();
    const events: string[] = [];
    for (const name of ["dnd5e.preApplyDamage", "dnd5e.applyDamage", "dnd5e.damageActor", "dnd5e.rollDeathSave", "dnd5e.preRestCompleted", "dnd5e.restCompleted"]) {
      Hooks.on(name, () => void events.push(name));
    }
    await actor.applyDamage(60);
    await world.settle();
    world.dice.queue([12]);
    await actor.rollDeathSave({}, { configure: false });
    await actor.longRest({ dialog: false });
    await world.settle();
    expect(events).toEqual(["dnd5e.preApplyDamage", "dnd5e.damageActor", "dnd5e.applyDamage", "dnd5e.rollDeathSave", "dnd5e.preRestCompleted", "dnd5e.restCompleted"]);
    expect(actor.system.attributes.hp.value).toBe(60);
    expect(world.deprecations).toEqual([]);
  });

  it("adds an effect's v14 change (system.changes, type add) to the AC bonus formula", async () => {
    await createDnd5eWorld({ dnd5eVersion: "6.0.0" });
    const actor = await createCharacter({ system: { abilities: { dex: { value: 14 } } } });
    await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "A", system: { changes: [{ key: "system.attributes.ac.bonus", value: "1", type: "add", phase: "initial" }] } },
      { name: "B", system: { changes: [{ key: "system.attributes.ac.bonus", value: "+1", type: "add", phase: "initial" }] } },
    ] as PlainObject[]);
    expect(actor.system.attributes.ac.value).toBe(14);
  });

  it("uses an item on dnd5e's templates through its activity, spends a use and posts the usage card as 5.3.3 does (6.0-deprecations: the same use path)", async () => {
    const world = await createDnd5eWorld({ dnd5eVersion: "6.0.0", modules: [fixtureModule] });
    const actor = await createCharacter({}, { level: 5 });
    const [item] = (await actor.createEmbeddedDocuments("Item", [{ name: "Scanner", type: `${FIXTURE_ID}.implant`, system: { uses: { max: "@prof" }, activities: { scan000000000000: { type: "utility", consumption: { targets: [{ type: "itemUses", target: "", value: "1" }] } } } } }] as never)) as unknown as { use(u: PlainObject, d: PlainObject): Promise<{ message: { type: string } }>; system: { uses: { spent: number } } }[];
    const seen: string[] = [];
    Hooks.on("dnd5e.preUseActivity", () => void seen.push("pre"));
    Hooks.on("dnd5e.postUseActivity", () => void seen.push("post"));
    const result = await item!.use({}, { configure: false });
    await world.settle();
    expect(result.message.type).toBe("usage");
    expect(seen).toEqual(["pre", "post"]);
    expect(item!.system.uses.spent).toBe(1);
  });
});

describe("dnd5e 6.x data paths (line.ts: PR #7201, PR #6145, 6.x SHIM_FIELDS)", () => {
  it("stores and prepares speeds under movement.speeds; the old place is a shim that warns", async () => {
    const world = await createDnd5eWorld({ dnd5eVersion: "6.0.0" });
    const actor = await createCharacter({ system: { attributes: { movement: { walk: "35", fly: "20", hover: true } } } });
    const source = (actor as unknown as { _source: { system: { attributes: { movement: PlainObject } } } })._source.system.attributes.movement;
    expect(source.speeds).toMatchObject({ walk: "35", fly: "20" });
    const movement = actor.system.attributes.movement as unknown as { speeds: Record<string, number>; hover: boolean; walk: number };
    expect(movement.speeds).toMatchObject({ walk: 35, fly: 20, swim: 0 });
    expect(movement.hover).toBe(true);
    expect(world.deprecations).toEqual([]);
    expect(movement.walk).toBe(35);
    expect(world.deprecations).toEqual(['movement.walk has moved to "movement.speeds.walk".']);
  });

  it("on 5.3.3 the speeds stay on the movement object, read without warning", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { movement: { walk: "35" } } } });
    expect((actor.system.attributes.movement as unknown as { walk: number }).walk).toBe(35);
    expect(world.deprecations).toEqual([]);
  });

  it("redirects 5.3's effect keys to 6.x's places: speeds, attack and damage bonuses, check and save bonuses", async () => {
    const world = await createDnd5eWorld({ dnd5eVersion: "6.0.0" });
    const actor = await createCharacter({ system: { attributes: { movement: { walk: "30" } } } });
    const change = (key: string, value: string) => ({ key, value, type: "add", phase: "initial" });
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Old keys", system: { changes: [
      change("system.attributes.movement.walk", "10"),
      change("system.bonuses.mwak.attack", "2"),
      change("system.bonuses.mwak.damage", "3"),
      change("system.abilities.str.bonuses.check", "4"),
      change("system.abilities.str.bonuses.save", "5"),
    ] } }] as PlainObject[]);
    const s = actor.system as unknown as { attributes: { movement: { speeds: { walk: number } } }; rolls: { attack: { mwak: { bonus: string } }; damage: { mwak: { bonus: string } } }; abilities: { str: { checkBonus: number; saveBonus: number } } };
    expect(s.attributes.movement.speeds.walk).toBe(40);
    expect(s.rolls.attack.mwak.bonus).toMatch(/2/);
    expect(s.rolls.damage.mwak.bonus).toMatch(/3/);
    expect(s.abilities.str.checkBonus).toBe(4);
    expect(s.abilities.str.saveBonus).toBe(5);
    expect(world.deprecations).toEqual([]);
  });

  it("takes a species' speeds from its movement.speeds (a 5.3-shaped species migrated on load)", async () => {
    const world = await createDnd5eWorld({ dnd5eVersion: "6.0.0" });
    const actor = await createCharacter();
    await actor.createEmbeddedDocuments("Item", [{ name: "Winged", type: "race", system: { advancement: {}, movement: { walk: 25, fly: 40 } } }] as never);
    await world.settle();
    const race = [...actor.items].find((i) => i.type === "race") as unknown as { system: { movement: { speeds: PlainObject } } };
    expect(race.system.movement.speeds).toMatchObject({ walk: "25", fly: "40" });
    expect((actor.system.attributes.movement as unknown as { speeds: PlainObject }).speeds).toMatchObject({ walk: 25, fly: 40 });
  });
});
