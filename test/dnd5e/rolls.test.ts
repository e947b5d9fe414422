/**
 * README rows "Rolls" and "Death saves": rollSkill / rollAbilityCheck / rollSavingThrow with their config, dialog
 * and message arguments and pre/post hooks, returning Roll arrays; rollDeathSave.
 */
import { Hooks } from "../foundry/hooks";
import { describe, expect, it } from "vitest";
import { createDnd5eWorld } from "./world";
import { createCharacter } from "./helpers";
import type { PlainObject } from "../foundry/utils";
import type { D20Roll } from "./dice/d20-roll";

const abilities = { dex: { value: 16 }, int: { value: 14 }, con: { value: 14, proficient: 1 } };

describe("rolls", () => {
  it("rollSkill rolls Sleight of Hand with dnd5e's hooks, a chat card and an array of rolls", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { abilities, skills: { slt: { value: 1 } } } });
    const hooks: string[] = [];
    for (const name of ["dnd5e.preRollSkillV2", "dnd5e.preRollAbilityCheckV2", "dnd5e.preRollD20TestV2", "dnd5e.preRollV2", "dnd5e.rollSkillV2"]) {
      Hooks.on(name, () => void hooks.push(name));
    }
    let preArgs: unknown[] = [];
    Hooks.on("dnd5e.preRollSkillV2", (...args: unknown[]) => void (preArgs = args));
    world.dice.queue([12]);
    const rolls = (await actor.rollSkill({ skill: "slt" }, { configure: false }, { data: { flags: { mine: 1 } } })) as D20Roll[];
    await world.settle();
    expect(hooks).toEqual(["dnd5e.preRollSkillV2", "dnd5e.preRollAbilityCheckV2", "dnd5e.preRollD20TestV2", "dnd5e.preRollV2", "dnd5e.rollSkillV2"]);
    expect(Array.isArray(rolls)).toBe(true);
    // d20 12 + dex 3 + proficiency 2.
    expect(rolls[0]!.total).toBe(17);
    const [config, dialog, message] = preArgs as [PlainObject, PlainObject, PlainObject];
    expect(config).toMatchObject({ skill: "slt", ability: "dex", subject: actor });
    expect(dialog).toMatchObject({ configure: false });
    expect(message).toMatchObject({ create: true, data: { flags: { mine: 1, dnd5e: { roll: { type: "skill", skillId: "slt" } } } } });
    const card = world.chat.at(-1) as unknown as { rolls: { total: number }[]; flags: PlainObject };
    expect(card.rolls[0]!.total).toBe(17);
    expect((rolls[0] as unknown as { parent: unknown }).parent).toBe(card);
  });

  it("a false from a pre hook rolls nothing and returns null", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { abilities } });
    Hooks.on("dnd5e.preRollAbilityCheckV2", () => false);
    const before = world.chat.length;
    expect(await actor.rollAbilityCheck({ ability: "int" }, { configure: false })).toBeNull();
    expect(world.chat.length).toBe(before);
  });

  it("rollAbilityCheck and rollSavingThrow add the modifier and, for a proficient save, the proficiency", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { abilities } });
    const types: unknown[] = [];
    Hooks.on("dnd5e.rollAbilityCheck", (_r: unknown, data: PlainObject) => void types.push(["check", data.ability]));
    Hooks.on("dnd5e.rollSavingThrow", (_r: unknown, data: PlainObject) => void types.push(["save", data.ability]));
    world.dice.queue([10, 10]);
    const [check] = (await actor.rollAbilityCheck({ ability: "int" }, { configure: false }))!;
    const [save] = (await actor.rollSavingThrow({ ability: "con", target: 15 }, { configure: false }))!;
    expect(check!.total).toBe(12);
    expect(save!.total).toBe(14);
    expect(save!.isSuccess).toBe(false);
    expect(types).toEqual([["check", "int"], ["save", "con"]]);
  });

  it("the configuration dialog: the player picks advantage and a situational bonus", async () => {
    const world = await createDnd5eWorld({ clients: ["gm", "player"] });
    const actor = await createCharacter({ system: { abilities }, ownership: { default: 0, [world.player.user.id!]: 3 } });
    world.dialogs.respond({ action: "advantage", fields: { "roll.0.situational": "2" }, client: world.player });
    world.dice.queue([5, 15]);
    const rolls = await world.as(world.player, () => world.player.document(actor)!.rollSavingThrow({ ability: "con" }));
    expect(rolls?.[0]?.formula).toContain("2d20kh");
    // kept 15 + con 2 + prof 2 + situational 2.
    expect(rolls?.[0]?.total).toBe(21);
  });

  it("active effects add to dnd5e's bonus formulas as formulas (FormulaField ADD), not as text", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { abilities } });
    await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "Overdrive", changes: [{ key: "system.abilities.int.bonuses.check", mode: 2, value: "3" }, { key: "system.attributes.ac.bonus", mode: 2, value: "+1" }] },
      { name: "Focus", changes: [{ key: "system.abilities.int.bonuses.check", mode: 2, value: "+2" }, { key: "system.attributes.ac.bonus", mode: 2, value: "1" }] },
    ]);
    expect((actor.system.abilities.int!.bonuses as PlainObject).check).toBe("3 + 2");
    expect(actor.system.attributes.ac.value).toBe(15);
    world.dice.queue([10]);
    const [roll] = (await actor.rollAbilityCheck({ ability: "int" }, { configure: false }))!;
    expect(roll!.total).toBe(17);
  });

  it("exhaustion takes 2 per level from d20 tests (modern rules)", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { abilities } });
    await actor.update({ "system.attributes.exhaustion": 2 });
    await world.settle();
    world.dice.queue([10]);
    const [roll] = (await actor.rollAbilityCheck({ ability: "int" }, { configure: false }))!;
    expect(roll!.total).toBe(8);
  });
});

describe("attack rolls", () => {
  it("a weapon's attack activity rolls through dnd5e.preRollAttackV2, where a module can give advantage", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { abilities: { str: { value: 16 } } }, items: [{ name: "Sword", type: "weapon", system: { type: { value: "martialM" } } }] });
    const sword = actor.items.find((i) => i.type === "weapon") as unknown as { system: { activities: { getByType(t: string): { rollAttack(c: PlainObject, d: PlainObject, m?: PlainObject): Promise<D20Roll[] | null> }[] } } };
    const seen: unknown[] = [];
    Hooks.on("dnd5e.preRollAttackV2", (config: PlainObject) => {
      seen.push((config.subject as { type: string }).type);
      config.advantage = true;
    });
    Hooks.on("dnd5e.rollAttackV2", (_rolls: unknown, data: PlainObject) => void seen.push((data.subject as { type: string }).type));
    world.dice.queue([4, 17]);
    const rolls = await sword.system.activities.getByType("attack")[0]!.rollAttack({}, { configure: false });
    expect(rolls?.[0]?.formula).toContain("2d20kh");
    // kept 17 + str 3 + prof 2.
    expect(rolls?.[0]?.total).toBe(22);
    expect(seen).toEqual(["attack", "attack"]);
    expect(((world.chat.at(-1) as unknown as { flags: { dnd5e: PlainObject } }).flags.dnd5e.roll as PlainObject).type).toBe("attack");
  });
});

describe("death saves", () => {
  it("counts a success with dnd5e.rollDeathSave (rolls, {subject, updates, chatString}) before the update", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 0 } } } });
    const details: PlainObject[] = [];
    Hooks.on("dnd5e.rollDeathSave", (_rolls: unknown, d: PlainObject) => void details.push({ ...d }));
    const post: unknown[] = [];
    Hooks.on("dnd5e.postRollDeathSave", (_rolls: unknown, d: PlainObject) => void post.push(d.subject));
    world.dice.queue([14]);
    await actor.rollDeathSave({}, { configure: false });
    await world.settle();
    expect(details[0]).toMatchObject({ subject: actor, updates: { "system.attributes.death.success": 1 } });
    expect(actor.system.attributes.death.success).toBe(1);
    expect(post).toEqual([actor]);
  });

  it("a 20 revives with 1 HP; a 1 counts two failures; a false from the hook skips the update", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 0 } } } });
    world.dice.queue([1]);
    await actor.rollDeathSave({}, { configure: false });
    expect(actor.system.attributes.death.failure).toBe(2);
    const stop = Hooks.on("dnd5e.rollDeathSave", () => false);
    world.dice.queue([15]);
    await actor.rollDeathSave({}, { configure: false });
    expect(actor.system.attributes.death.success).toBe(0);
    Hooks.off("dnd5e.rollDeathSave", stop);
    world.dice.queue([20]);
    await actor.rollDeathSave({}, { configure: false });
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(1);
    expect(actor.system.attributes.death).toMatchObject({ success: 0, failure: 0 });
  });

  it("refuses above 0 HP with dnd5e's warning", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter();
    expect(await actor.rollDeathSave({}, { configure: false })).toBeNull();
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning" });
  });
});
