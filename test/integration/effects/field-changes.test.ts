/**
 * Issue 23 item 1: Active Effect changes to schema fields follow v13. A change whose key is a field of the actor's
 * model is applied through the field (`ActiveEffect.applyField` → the field's `applyChange`), never through the
 * per-mode `_applyAdd`…; the system steps in only for its Set fields on `system.traits.*`, where a value may name
 * several entries ("poison, acid"). Sets (ADD, OVERRIDE, comma values), numbers (ADD, MULTIPLY, UPGRADE on a
 * NumberField) and a string field, each through the stand-in's v13 application path (test/foundry/README.md).
 * GF-STEEL-1 (species immunities by Active Effects) rests on the Set cases.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, type CharacterActor } from "../helpers";

vi.setConfig({ testTimeout: 90_000 });

// v13 CONST.ACTIVE_EFFECT_MODES (the globals exist only once a world is created).
const ADD = 2, MULTIPLY = 1, UPGRADE = 4, OVERRIDE = 5;

interface Change {
  key: string;
  mode: number;
  value: string;
}

async function withEffect(changes: Change[], system: Record<string, unknown> = {}): Promise<CharacterActor> {
  await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }] });
  const actor = await createCharacter({ system });
  // cast: partial effect source data.
  await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Test effect", changes: changes.map((c) => ({ ...c, priority: null })) }] as unknown as ActiveEffect.CreateData[]);
  return actor;
}

function stored(actor: CharacterActor): { traits: Record<string, unknown>; attributes: { movement: { walk: number } } } {
  // cast: the stored (source) system data of a character.
  return (actor._source as unknown as { system: ReturnType<typeof stored> }).system;
}

describe("Active Effect changes to schema fields (v13: through the field)", () => {
  it("GF-STEEL-1: ADD puts one entry into a trait Set; the stored set is untouched", async () => {
    const actor = await withEffect([{ key: "system.traits.di", mode: ADD, value: "poison" }], { traits: { di: ["fire"] } });
    expect([...actor.system.traits.di].sort()).toEqual(["fire", "poison"]);
    expect(stored(actor).traits.di).toEqual(["fire"]);
    expect(actor.overrides).toMatchObject({ system: { traits: { di: new Set(["fire", "poison"]) } } });
  });

  it("GF-STEEL-1: ADD with comma-separated entries adds each, trimmed (fails with core's SetField cast alone)", async () => {
    const actor = await withEffect([{ key: "system.traits.ci", mode: ADD, value: "poisoned, diseased" }]);
    expect([...actor.system.traits.ci].sort()).toEqual(["diseased", "poisoned"]);
  });

  it("GF-STEEL-1: ADD with a JSON array adds each entry", async () => {
    const actor = await withEffect([{ key: "system.traits.dr", mode: ADD, value: '["cold","acid"]' }], { traits: { dr: ["fire"] } });
    expect([...actor.system.traits.dr].sort()).toEqual(["acid", "cold", "fire"]);
  });

  it("GC-RES-1: OVERRIDE replaces a trait Set with the entries named, comma-separated", async () => {
    const actor = await withEffect([{ key: "system.traits.dr", mode: OVERRIDE, value: "cold, lightning" }], { traits: { dr: ["fire"] } });
    expect([...actor.system.traits.dr].sort()).toEqual(["cold", "lightning"]);
    expect(stored(actor).traits.dr).toEqual(["fire"]);
  });

  it("CY-MOB-1: ADD on a NumberField adds (walking speed 30 + 10)", async () => {
    const actor = await withEffect([{ key: "system.attributes.movement.walk", mode: ADD, value: "10" }]);
    expect(actor.system.attributes.movement.walk).toBe(40);
    expect(stored(actor).attributes.movement.walk).toBe(30);
  });

  it("CY-MOB-1: MULTIPLY on a NumberField multiplies (walking speed 30 × 2)", async () => {
    const actor = await withEffect([{ key: "system.attributes.movement.walk", mode: MULTIPLY, value: "2" }]);
    expect(actor.system.attributes.movement.walk).toBe(60);
  });

  it("GF-UPG-9: UPGRADE on a NumberField raises a lower value and keeps a higher one", async () => {
    const raised = await withEffect([{ key: "system.attributes.movement.fly", mode: UPGRADE, value: "30" }]);
    expect(raised.system.attributes.movement.fly).toBe(30);
    const kept = await withEffect([{ key: "system.attributes.movement.fly", mode: UPGRADE, value: "30" }], { attributes: { movement: { fly: 60 } } });
    expect(kept.system.attributes.movement.fly).toBe(60);
  });

  it("GC-CH-1: OVERRIDE on a StringField sets it (size medium → large)", async () => {
    const actor = await withEffect([{ key: "system.traits.size", mode: OVERRIDE, value: "large" }]);
    expect(actor.system.traits.size).toBe("large");
  });

  it("a field key never reaches the per-mode methods; only a key with no field does (v13 `_applyLegacy`)", async () => {
    await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }] });
    // cast: the configured class's protected per-mode method, watched to show which path ran.
    const proto = CONFIG.ActiveEffect.documentClass.prototype as unknown as { _applyAdd(...args: unknown[]): void };
    const spy = vi.spyOn(proto, "_applyAdd");
    const actor = await createCharacter({});
    // cast: partial effect source data.
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Mixed", changes: [
      { key: "system.traits.di", mode: ADD, value: "acid", priority: null },
      { key: "system.attributes.movement.walk", mode: ADD, value: "5", priority: null },
    ] }] as unknown as ActiveEffect.CreateData[]);
    expect(spy).not.toHaveBeenCalled();
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Flag", changes: [
      { key: "flags.augmented.testCounter", mode: ADD, value: "2", priority: null },
    ] }] as unknown as ActiveEffect.CreateData[]);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
