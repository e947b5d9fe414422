/**
 * The dnd5e stand-in's world and actor data (README rows "World", "Character data", "Npc data").
 */
import { describe, expect, it } from "vitest";
import { createDnd5eWorld } from "./world";
import type { PlainObject } from "../foundry/utils";

type Sys = PlainObject & { abilities: Record<string, PlainObject & { save: PlainObject }>; attributes: PlainObject & { hp: PlainObject; ac: PlainObject; movement: PlainObject; spell: PlainObject; death: PlainObject }; details: PlainObject; traits: Record<string, PlainObject>; currency: PlainObject; skills: Record<string, PlainObject> };
type A = { system: Sys; items: { contents: { id: string }[] }; createEmbeddedDocuments(n: string, d: PlainObject[]): Promise<unknown[]>; update(d: PlainObject): Promise<unknown> };

const fighter = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 3, hd: { denomination: "d10" } } };
const wizard = { name: "Wizard", type: "class", system: { identifier: "wizard", levels: 2, hd: { denomination: "d6" }, spellcasting: { progression: "full", ability: "int" } } };

describe("dnd5e stand-in world", () => {
  it("boots a world whose system is dnd5e 5.3.3 on every client", async () => {
    const world = await createDnd5eWorld({ clients: ["gm", "player"] });
    for (const client of world.clients) {
      const game = client.game as unknown as PlainObject & { system: PlainObject; dnd5e: PlainObject }; // cast: the stand-in game object, with dnd5e's namespace
      expect(game.system.id).toBe("dnd5e");
      expect(game.system.version).toBe("5.3.3");
      expect(game.dnd5e).toBe(game.system);
      expect(world.as(client, () => (globalThis as unknown as { dnd5e: unknown }).dnd5e)).toBe(game.system);
    }
    // 5.3.3 runs on Foundry 13 and 14: the world boots as the run's generation (13, or 14 with FOUNDRY_GENERATION=14).
    expect(world.gm.game.release).toMatchObject({ generation: process.env.FOUNDRY_GENERATION === "14" ? 14 : 13 });
  });

  it("announces 6.0.0 on Foundry 14 when asked", async () => {
    const world = await createDnd5eWorld({ dnd5eVersion: "6.0.0" });
    expect((world.gm.game.system as PlainObject).version).toBe("6.0.0");
    expect(world.gm.game.release).toMatchObject({ generation: 14 });
  });
});

describe("character data", () => {
  it("stores dnd5e's paths and derives dnd5e's values", async () => {
    const world = await createDnd5eWorld();
    const actor = (await Actor.create({
      name: "Ana", type: "character",
      system: {
        abilities: { str: { value: 16 }, dex: { value: 14 }, con: { value: 15, proficient: 1 }, int: { value: 13 }, wis: { value: 10 }, cha: { value: 8 } },
        attributes: { hp: { value: 40, max: 60, temp: 5 }, ac: { calc: "default" }, movement: { walk: "30" } },
        traits: { dr: { value: ["fire"] } },
        currency: { gp: 12 },
        skills: { slt: { value: 1 } },
      },
    } as never)) as unknown as A;
    await actor.createEmbeddedDocuments("Item", [fighter, wizard]);
    await world.settle();
    const s = actor.system;
    expect(s.details.level).toBe(5);
    expect(s.attributes.prof).toBe(3);
    expect(s.abilities.str).toMatchObject({ value: 16, mod: 3, dc: 14 });
    expect(s.abilities.con.save).toMatchObject({ value: 5 });
    expect(s.abilities.dex.save).toMatchObject({ value: 2 });
    expect(s.attributes.hp).toMatchObject({ value: 40, max: 60, temp: 5, tempmax: 0, effectiveMax: 60 });
    expect(s.attributes.death).toMatchObject({ success: 0, failure: 0 });
    expect(s.attributes.exhaustion).toBe(0);
    expect(s.attributes.movement).toMatchObject({ walk: 30, speed: 30, units: "ft" });
    expect(s.attributes.ac).toMatchObject({ value: 12, bonus: 0 });
    expect(s.traits.dr.value).toEqual(new Set(["fire"]));
    expect(s.currency).toMatchObject({ gp: 12, sp: 0, pp: 0, ep: 0, cp: 0 });
    expect(s.skills.slt).toMatchObject({ ability: "dex", total: 5 });
    // The wizard's spellcasting ability becomes the actor's (class.mjs:288): dc = 8 + int mod + prof.
    expect(s.attributes.spellcasting).toBe("int");
    expect(s.attributes.spell).toMatchObject({ dc: 12 });
    // Roll data: @prof, @abilities…, @classes.<identifier>.levels.
    const data = (actor as unknown as { getRollData(): PlainObject }).getRollData();
    expect(String(data.prof)).toBe("3");
    expect(new Roll("@prof + @abilities.str.mod + @classes.fighter.levels", data).evaluateSync().total).toBe(9);
  });

  it("prepares class spellcasting DCs and class features' save DCs after the actor (README rows \"Class spellcasting DCs\", \"Feature save activities\")", async () => {
    await createDnd5eWorld();
    const actor = (await Actor.create({ name: "Di", type: "character", system: { abilities: { dex: { value: 16 }, int: { value: 14 }, wis: { value: 12 } } } } as never)) as unknown as A & { spellcastingClasses: Record<string, { spellcasting: PlainObject }> };
    const save = (calculation: string, formula = "") => ({ type: "save", save: { ability: ["con"], dc: { calculation, formula } } });
    await actor.createEmbeddedDocuments("Item", [wizard, fighter]);
    await actor.createEmbeddedDocuments("Item", [{ name: "Tricks", type: "feat", system: { type: { value: "class" }, activities: { a: save("dex"), b: save("spellcasting"), c: save("", "13"), d: save("", ""), e: save("initial") } } }]);
    // Level 5, PB 3: Dex 14, Int 13 (the actor's spellcasting ability, set by the wizard).
    expect(Object.keys(actor.spellcastingClasses)).toEqual(["wizard"]);
    expect(actor.spellcastingClasses.wizard!.spellcasting).toMatchObject({ ability: "int", save: 13, attack: 5 });
    // cast: the stand-in's feat items, their prepared activities.
    const feats = actor.items.contents as unknown as Array<{ name: string; system: { activities: Map<string, { save: { dc: PlainObject } }> } }>;
    const tricks = feats.find((i) => i.name === "Tricks")!;
    const dcs = Object.fromEntries([...tricks.system.activities].map(([id, a]) => [id, [a.save.dc.calculation, a.save.dc.value]]));
    expect(dcs).toEqual({ a: ["dex", 14], b: ["spellcasting", 13], c: ["", 13], d: ["", 0], e: ["", 0] });
  });

  it("adds an active effect's ADD to attributes.ac.bonus into the AC", async () => {
    await createDnd5eWorld();
    const actor = (await Actor.create({ name: "Ana", type: "character", system: { abilities: { dex: { value: 12 } } } } as never)) as unknown as A & { createEmbeddedDocuments(n: string, d: PlainObject[]): Promise<unknown[]> };
    expect(actor.system.attributes.ac.value).toBe(11);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Visionaire", changes: [{ key: "system.attributes.ac.bonus", mode: 2, value: "+1" }] }]);
    expect(actor.system.attributes.ac).toMatchObject({ value: 12, bonus: 1 });
  });

  it("derives hit points from class levels when no maximum is stored", async () => {
    await createDnd5eWorld();
    const actor = (await Actor.create({ name: "Bo", type: "character", system: { abilities: { con: { value: 14 } }, attributes: { hp: { value: 100 } } } } as never)) as unknown as A;
    await actor.createEmbeddedDocuments("Item", [fighter]);
    // d10: 10 at first level, 6 at the two others, +2 Con per level.
    expect(actor.system.attributes.hp).toMatchObject({ max: 28, value: 28 });
  });

  it("keeps the exhaustion effect in step with system.attributes.exhaustion", async () => {
    const world = await createDnd5eWorld();
    const actor = (await Actor.create({ name: "Cy", type: "character", system: { attributes: { movement: { walk: "30" } } } } as never)) as unknown as A & { effects: { get(id: string): PlainObject | undefined } };
    await actor.update({ "system.attributes.exhaustion": 2 });
    await world.settle();
    expect(actor.effects.get("dnd5eexhaustion0")).toBeDefined();
    expect(actor.system.attributes.exhaustion).toBe(2);
    expect(actor.system.attributes.movement).toMatchObject({ walk: 20 });
    await actor.update({ "system.attributes.exhaustion": 0 });
    await world.settle();
    expect(actor.effects.get("dnd5eexhaustion0")).toBeUndefined();
    expect(actor.system.attributes.exhaustion).toBe(0);
  });
});

describe("npc data", () => {
  it("derives proficiency from the challenge rating", async () => {
    await createDnd5eWorld();
    const npc = (await Actor.create({ name: "Ogre", type: "npc", system: { details: { cr: 5 }, attributes: { hp: { value: 59, max: 59 } } } } as never)) as unknown as A;
    expect(npc.system.attributes.prof).toBe(3);
    expect(npc.system.attributes.hp).toMatchObject({ value: 59, max: 59 });
  });
});
