/**
 * README rows "Rest card deltas", "Roll config merging" and "Armor class": what dnd5e prints on a rest card (a
 * path it has no label for, raw), how an explicit `advantage: false` meets the actor's own advantage, and every AC
 * calculation, "flat" ignoring `ac.bonus`.
 */
import { describe, expect, it } from "vitest";
import { Hooks } from "../foundry/hooks";
import type { PlainObject } from "../foundry/utils";
import { createDnd5eWorld } from "./world";
import { createCharacter } from "./helpers";
import type { RestMessageData } from "./data/chat";
import type { D20Roll } from "./dice/d20-roll";

const restCard = (world: { chat: unknown[] }): RestMessageData => (world.chat.at(-1) as { system: RestMessageData }).system;

describe("the rest card's deltas", () => {
  it("lists hit points and item uses with dnd5e's labels, and a module's flag path raw once it changes a number", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { attributes: { hp: { value: 20, max: 60 } } }, items: [{ name: "Pick", type: "tool", system: { uses: { max: "2", spent: 2, recovery: [{ period: "lr", type: "recoverAll" }] } } }] });
    Hooks.on("dnd5e.preRestCompleted", (a: { flags: Record<string, PlainObject | undefined> }, result: { updateData: PlainObject }) => {
      result.updateData["flags.my-module.restCount"] = Number(a.flags["my-module"]?.restCount ?? 0) + 1;
    });
    await actor.longRest({ dialog: false });
    await world.settle();
    // The first write of the flag is no number change against the clone (undefined → NaN): no line.
    expect(restCard(world).deltaLines()).toEqual([
      { type: "actor", operation: "update", delta: "+40", label: "DND5E.HitPointsCurrent" },
      { type: "item", operation: "update", delta: "+2", label: "Pick DND5E.Uses" },
    ]);
    await actor.longRest({ dialog: false });
    await world.settle();
    expect(restCard(world).deltaLines()).toEqual([{ type: "actor", operation: "update", delta: "+1", label: "flags.my-module.restCount" }]);
  });

  it("prints the label a dnd5e.getUnknownAttributeLabel listener gives", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ flags: { "my-module": { restCount: 1 } } });
    Hooks.on("dnd5e.preRestCompleted", (_a: unknown, result: { updateData: PlainObject }) => void (result.updateData["flags.my-module.restCount"] = 2));
    Hooks.on("dnd5e.getUnknownAttributeLabel", (attr: string, options: { label?: string }) => {
      if (attr === "flags.my-module.restCount") options.label = "Rests";
    });
    await actor.shortRest({ dialog: false });
    await world.settle();
    expect(restCard(world).deltaLines()).toEqual([{ type: "actor", operation: "update", delta: "+1", label: "Rests" }]);
  });
});

describe("roll config merging", () => {
  it("a skill check: an explicit advantage: false overrides the skill's own advantage (actor.mjs:1287-1292)", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { skills: { slt: { roll: { mode: 1 } } } } });
    world.dice.queue([5, 15]);
    const own = (await actor.rollSkill({ skill: "slt" }, { configure: false }, { create: false })) as D20Roll[];
    expect(own[0]!.formula).toMatch(/^2d20kh/);
    world.dice.queue([5]);
    const overridden = (await actor.rollSkill({ skill: "slt", advantage: false }, { configure: false }, { create: false })) as D20Roll[];
    expect(overridden[0]!.formula).toMatch(/^1d20/);
  });

  it("a saving throw: the ability's own advantage stays under advantage: false (d20-roll.mjs:96-97 ORs the roll's and the caller's)", async () => {
    const world = await createDnd5eWorld();
    const actor = await createCharacter({ system: { abilities: { con: { save: { roll: { mode: 1 } } } } } });
    world.dice.queue([5, 15]);
    const rolls = (await actor.rollSavingThrow({ ability: "con", advantage: false }, { configure: false }, { create: false })) as D20Roll[];
    expect(rolls[0]!.formula).toMatch(/^2d20kh/);
  });
});

describe("armor class", () => {
  const ac = async (attributes: PlainObject, extra: PlainObject = {}): Promise<number> => {
    const actor = await createCharacter({ system: { abilities: { dex: { value: 14 }, con: { value: 16 }, wis: { value: 12 }, cha: { value: 18 } }, attributes: { ...attributes } }, ...extra });
    return (actor.system.attributes.ac as { value: number }).value;
  };
  const bonus = { effects: [{ name: "Visionaire", changes: [{ key: "system.attributes.ac.bonus", mode: 2, value: "1" }] }] };

  it("gives each calculation its formula and adds ac.bonus to all but flat", async () => {
    await createDnd5eWorld();
    expect(await ac({ ac: { calc: "default" } }, bonus)).toBe(10 + 2 + 1);
    expect(await ac({ ac: { calc: "mage" } }, bonus)).toBe(13 + 2 + 1);
    expect(await ac({ ac: { calc: "draconic" } }, bonus)).toBe(13 + 2 + 1);
    expect(await ac({ ac: { calc: "unarmoredMonk" } }, bonus)).toBe(10 + 2 + 1 + 1);
    expect(await ac({ ac: { calc: "unarmoredBarb" } }, bonus)).toBe(10 + 2 + 3 + 1);
    expect(await ac({ ac: { calc: "unarmoredBard" } }, bonus)).toBe(10 + 2 + 4 + 1);
    expect(await ac({ ac: { calc: "custom", formula: "12 + @abilities.con.mod" } }, bonus)).toBe(12 + 3 + 1);
    expect(await ac({ ac: { calc: "natural", flat: 15 } }, bonus)).toBe(15 + 1);
    // attributes.mjs:178-180: flat returns before the bonus.
    expect(await ac({ ac: { calc: "flat", flat: 15 } }, bonus)).toBe(15);
  });

  it("reads equipped armor (its Dex cap; none for heavy) and an equipped shield under the default calculation", async () => {
    await createDnd5eWorld();
    const armor = (type: string, value: number, dex: number | null): PlainObject => ({ name: type, type: "equipment", system: { equipped: true, type: { value: type }, armor: { value, dex } } });
    expect(await ac({ ac: { calc: "default" } }, { items: [armor("medium", 14, 1), armor("shield", 2, null)] })).toBe(14 + 1 + 2);
    expect(await ac({ ac: { calc: "default" } }, { items: [armor("heavy", 18, null)] })).toBe(18);
    expect(await ac({ ac: { calc: "flat", flat: 12 } }, { items: [armor("shield", 2, null)] })).toBe(12);
  });
});
