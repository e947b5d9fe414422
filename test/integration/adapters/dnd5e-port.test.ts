// The dnd5e actor port (src/adapters/dnd5e/dnd5e-port.ts; issue 29, Deliver 2) over an actor shaped as dnd5e 5.3
// prepares it (test/dnd5e/README.md cites the paths): the reads, CY-DC-1's class feature DCs from the actor, and
// dnd5e's own rolls asked with (config, dialog, message). The scenarios on the dnd5e stand-in drive it end to end.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerDnd5eActorPort, type Dnd5eActorSystem, type Dnd5eRollConfig } from "../../../src/adapters/dnd5e/dnd5e-port";
import { AUGMENTED } from "../../../src/config";
import { portOf } from "../../../src/ports/actor-port";

const lang: unknown = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../../lang/en.json"), "utf8"));
const lookup = (key: string): string | undefined => {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);
  return typeof found === "string" ? found : undefined;
};
/** Just enough of game.i18n for the labels: lang/en.json looked up, {placeholders} filled in. */
const i18n = {
  has: (key: string) => lookup(key) !== undefined,
  localize: (key: string) => lookup(key) ?? key,
  format: (key: string, data: Record<string, string>) => (lookup(key) ?? key).replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? ""),
};
// Stubbed, not assigned: in a worker that already ran a stand-in world, `CONFIG` and `game` are the stand-in's
// getters (test/foundry/globals.ts), which only a redefinition replaces; unstubbing puts them back.
beforeAll(() => {
  vi.stubGlobal("CONFIG", { AUGMENTED });
  vi.stubGlobal("game", { i18n });
  vi.stubGlobal("ChatMessage", { getSpeaker: ({ actor }: { actor: { name: string } }) => ({ alias: actor.name }) });
  registerDnd5eActorPort();
});
afterAll(() => vi.unstubAllGlobals());

/** A stand-in for an evaluated dnd5e D20Roll: its kept d20 face and total. */
function d20Roll(face: number, total: number) {
  return { dice: [{ results: [{ result: face, active: true }] }], total, toMessage: vi.fn(async () => ({ id: "message" })) };
}

function abilities(mods: Partial<Record<string, number>>) {
  return Object.fromEntries(
    ["str", "dex", "con", "int", "wis", "cha"].map((id) => {
      const mod = mods[id] ?? 0;
      return [id, { value: 10 + 2 * mod, mod, checkBonus: 0, checkProf: { flat: 0 }, save: { value: mod }, dc: 8 + 3 + mod }];
    }),
  );
}

function dnd5eActor(system: Dnd5eActorSystem, type = "character") {
  const roll = d20Roll(14, 19);
  const method = vi.fn(async (_config: Dnd5eRollConfig, _dialog: unknown, _message: unknown) => [roll]);
  const actor = { name: "Ada", type, system, items: [] as unknown[], spellcastingClasses: {}, rollSkill: method, rollAbilityCheck: method, rollSavingThrow: method, rollDeathSave: method };
  // cast: a plain object in dnd5e's shape stands in for an Actor5e.
  return { actor: actor as unknown as Actor.Implementation, method, roll };
}

const CYBORG: Dnd5eActorSystem = {
  abilities: { ...abilities({ str: 2, dex: 3, con: 2, int: 1 }), con: { value: 14, mod: 2, checkBonus: 1, checkProf: { flat: 1 }, save: { value: 5 }, dc: 13 } },
  skills: { slt: { total: 6 } },
  attributes: {
    prof: 3,
    hp: { value: 41, max: 60, temp: 4, effectiveMax: 65 },
    death: { success: 1, failure: 0 },
    exhaustion: 2,
    movement: { walk: 20, fly: null, swim: 10, climb: null, burrow: null, hover: false },
    spell: { dc: 14 },
    spellcasting: "int",
  },
  details: { level: 5 },
  traits: { di: { value: new Set(["poison"]) }, dr: { value: ["fire"] }, dv: { value: new Set() } },
  currency: { pp: 0, gp: 1250, ep: 0, sp: 3, cp: 0 },
};

describe("the dnd5e actor port: reads", () => {
  it("reads abilities, proficiency, level, HP, death saves, exhaustion, speeds, traits and coins at dnd5e's paths", () => {
    const port = portOf(dnd5eActor(CYBORG).actor);
    expect(port.ability("con")).toEqual({ score: 14, mod: 2, check: 4, save: 5 });
    expect(port.abilityMods()).toEqual({ str: 2, dex: 3, con: 2, int: 1, wis: 0, cha: 0 });
    expect(port.skillTotal("slt")).toBe(6);
    // No prepared total: the governing ability's modifier (Sleight of Hand: Dexterity).
    expect(port.skillTotal("ste")).toBe(3);
    expect([port.proficiency, port.level, port.exhaustion]).toEqual([3, 5, 2]);
    expect(port.hp).toEqual({ value: 41, max: 65, temp: 4 });
    expect(port.storedHpMax).toBe(60);
    expect(port.deathSaves).toEqual({ success: 1, failure: 0 });
    expect(port.speeds).toEqual({ walk: 20, fly: 0, swim: 10, climb: 0, burrow: 0, hover: false });
    expect(port.traits).toEqual({ immune: ["poison"], resistant: ["fire"], vulnerable: [] });
    expect(port.currency).toEqual({ pp: 0, gp: 1250, ep: 0, sp: 3, cp: 0 });
    expect(port.paths.hp.value).toBe("system.attributes.hp.value");
  });

  it("CY-DC-1: the class feature save DCs are the spellcasting classes' and the class features' save DCs, one per ability or fixed value", () => {
    const save = (id: string, calculation: string, value: number) => ({ id, type: "save", save: { dc: { calculation, value } } });
    const feat = (id: string, name: string, type: string, activities: unknown[]) => ({ id, name, type: "feat", system: { type: { value: type }, activities: new Map(activities.map((a, i) => [String(i), a])) } });
    const wizard = { id: "wizard", name: "Wizard", type: "class", system: {}, spellcasting: { ability: "int", save: 12 } };
    const items = [
      wizard,
      feat("ward", "Arcane Ward", "class", [save("a1", "int", 12), save("a2", "spellcasting", 12), { id: "u", type: "utility" }]),
      feat("flare", "Flare", "class", [save("f1", "", 15), save("f2", "", 0)]),
      feat("spark", "Spark", "class", [save("s1", "", 15), save("s2", "con", 13)]),
      feat("luck", "Lucky", "feat", [save("l1", "wis", 11)]),
    ];
    const { actor } = dnd5eActor(CYBORG);
    Object.assign(actor, { items, spellcastingClasses: { wizard } });
    expect(portOf(actor).featureDcs).toEqual([
      { id: "ability.int", label: "Intelligence: Wizard spellcasting, Arcane Ward", dc: 12 },
      { id: "ability.con", label: "Constitution: Spark", dc: 13 },
      { id: "formula.flare.f1", label: "Flare (fixed DC)", dc: 15 },
    ]);
    // More than two uses of one ability: the first two named.
    const many = ["A", "B", "C", "D"].map((name) => feat(name, name, "class", [save(name, "dex", 14)]));
    const { actor: monk } = dnd5eActor(CYBORG);
    Object.assign(monk, { items: many, spellcastingClasses: {} });
    expect(portOf(monk).featureDcs).toEqual([
      { id: "ability.int", label: "Intelligence: Spellcasting", dc: 12 },
      { id: "ability.dex", label: "Dexterity: A, B and 2 more", dc: 14 },
    ]);
    // No class spellcasting, no spellcasting ability, no save feature: none, so 8 + PB + the augment's ability.
    const { actor: fighter } = dnd5eActor({ ...CYBORG, attributes: { ...CYBORG.attributes, spellcasting: "" } });
    Object.assign(fighter, { items: [feat("surge", "Action Surge", "class", [])], spellcastingClasses: {} });
    expect(portOf(fighter).featureDcs).toEqual([]);
    // Without a class (no levels) there is none.
    const { actor: levelless } = dnd5eActor({ ...CYBORG, details: { level: 0 } });
    Object.assign(levelless, { items, spellcastingClasses: { wizard } });
    expect(portOf(levelless).featureDcs).toEqual([]);
  });

  it("an npc has no level, death saves or feature DCs; unprepared data reads as the fallbacks", () => {
    const npc = portOf(dnd5eActor(CYBORG, "npc").actor);
    expect([npc.level, npc.deathSaves, npc.featureDcs]).toEqual([0, null, []]);
    const bare = portOf(dnd5eActor({}).actor);
    expect(bare.ability("str")).toEqual({ score: 10, mod: 0, check: 0, save: 0 });
    expect(bare.hp).toEqual({ value: 0, max: 0, temp: 0 });
    expect(bare.storedHpMax).toBe(0);
    expect(bare.currency).toBeNull();
  });
});

describe("the dnd5e actor port: dnd5e's own rolls", () => {
  it("a Dexterity (Sleight of Hand) check through rollSkill, with the DC as dnd5e's target, no dialog and no message unless asked", async () => {
    const { actor, method, roll } = dnd5eActor(CYBORG);
    const result = await portOf(actor).rollCheck({ ability: "dex", skill: "slt" }, { dc: 15, advantage: true });
    expect(method).toHaveBeenCalledWith({ skill: "slt", target: 15, advantage: true }, { configure: false }, { create: false });
    expect(result).toMatchObject({ total: 19, d20: 14, success: true, message: null });
    expect(roll.toMessage).not.toHaveBeenCalled();
  });

  it("a skill check with another ability than the skill's own names the ability to dnd5e", async () => {
    const { actor, method } = dnd5eActor(CYBORG);
    await portOf(actor).rollCheck({ ability: "int", skill: "slt" });
    expect(method).toHaveBeenLastCalledWith({ skill: "slt", ability: "int" }, { configure: false }, { create: false });
  });

  it("Intelligence through rollAbilityCheck and Constitution through rollSavingThrow, the dialog when asked", async () => {
    const { actor, method } = dnd5eActor(CYBORG);
    await portOf(actor).rollCheck({ ability: "int" }, { dialog: true, dc: 20 });
    expect(method).toHaveBeenLastCalledWith({ ability: "int", target: 20 }, { configure: true }, { create: false });
    const save = await portOf(actor).rollSave("con", { bonus: "1d4" });
    expect(method).toHaveBeenLastCalledWith({ ability: "con", bonus: "1d4" }, { configure: false }, { create: false });
    expect(save?.success).toBeNull();
  });

  it("posts the roll only after the re-check holds; a cancelled dnd5e roll is null", async () => {
    const { actor, roll, method } = dnd5eActor(CYBORG);
    expect(await portOf(actor).rollCheck({ ability: "dex", skill: "slt" }, { message: true, recheck: () => false })).toBeNull();
    expect(roll.toMessage).not.toHaveBeenCalled();
    const posted = await portOf(actor).rollCheck({ ability: "dex", skill: "slt" }, { message: true, recheck: () => true });
    expect(roll.toMessage).toHaveBeenCalledOnce();
    expect(posted?.message).toEqual({ id: "message" });
    method.mockResolvedValueOnce(null as never);
    expect(await portOf(actor).rollSave("con")).toBeNull();
  });
});

describe("the dnd5e actor port on each dnd5e line (data-paths.ts)", () => {
  afterAll(() => registerDnd5eActorPort());
  const contributions = [{ kind: "abilityModifier", bonus: 3 }, { kind: "speed", mode: "walk", add: 10 }, { kind: "speed", mode: "swim", atLeast: 30 }, { kind: "hover" }, { kind: "armorClass", bonus: 1 }] as const;

  it("5.3: speeds on the movement, effects at 5.3's places", () => {
    registerDnd5eActorPort("5.3");
    const port = portOf(dnd5eActor(CYBORG).actor);
    expect(port.speeds.walk).toBe(20);
    const keys = port.effectChanges(contributions).map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(["system.abilities.str.bonuses.check", "system.abilities.str.bonuses.save", "system.bonuses.spell.dc", "system.bonuses.rsak.attack", "system.bonuses.rwak.damage", "system.attributes.movement.walk", "system.attributes.movement.swim", "system.attributes.movement.hover", "system.attributes.ac.bonus"]));
    expect(keys.filter((k) => k.includes("rolls") || k.includes("speeds"))).toEqual([]);
  });

  it("6.x: speeds read from movement.speeds (never the shimmed old place), effects at 6.x's places", () => {
    registerDnd5eActorPort("6");
    const movement = { hover: true, speeds: { walk: 35, fly: 60, swim: null, climb: null, burrow: null } };
    for (const mode of ["walk", "fly", "swim", "climb", "burrow"]) {
      Object.defineProperty(movement, mode, { get: () => { throw new Error(`movement.${mode} read through 6.x's shim`); } });
    }
    const port = portOf(dnd5eActor({ ...CYBORG, attributes: { ...CYBORG.attributes, movement } }).actor);
    expect(port.speeds).toEqual({ walk: 35, fly: 60, swim: 0, climb: 0, burrow: 0, hover: true });
    const changes = port.effectChanges(contributions);
    const keys = changes.map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining([
      "system.abilities.str.check.roll.bonus", "system.abilities.cha.save.roll.bonus", "system.bonuses.spell.dc", "system.rolls.attack.rsak.bonus",
      "system.rolls.damage.mwak.bonus", "system.attributes.movement.speeds.walk", "system.attributes.movement.speeds.swim", "system.attributes.movement.hover", "system.attributes.ac.bonus",
    ]));
    expect(keys.filter((k) => /\.bonuses\.(check|save|mwak|rwak|msak|rsak)|bonuses\.\w+\.(attack|damage)|movement\.(walk|swim)$/.test(k))).toEqual([]);
    expect(changes.find((c) => c.key === "system.attributes.movement.speeds.swim")).toMatchObject({ kind: "upgrade", value: "30" });
    // Damage bonuses for weapon attacks only, as on 5.3.
    expect(keys.filter((k) => k.startsWith("system.rolls.damage.")).sort()).toEqual(["system.rolls.damage.mwak.bonus", "system.rolls.damage.rwak.bonus"]);
  });
});
