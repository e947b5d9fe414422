/**
 * Issue 13 item 9 / issue 14: the Gearforged compendium entries. Every entry loads through the stand-in's
 * `game.packs` (strict validation by the system's data models) and keeps its stored source unchanged, and the
 * numbers agree with the rules' tables: the three species (GF-SP-1, GC-SP-1, GA-SP-1 and their body traits), the
 * four chassis with their defaults marked (GC-CH-1), and the eleven upgrades (GF-UPG-1..12).
 */
import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { createWorld, REPO_ROOT } from "../../foundry";
import { CHASSIS_KEYS, UPGRADES, UPGRADE_KEYS, isUpgradeKey, type ChassisKey } from "../../../src/rules/gearforged";
import { chassisProblems, upgradeProblems, type UpgradeSource } from "../../../src/data/item/gearforged/problems";
import { gearforgedFeats, gearforgedVariantOf } from "../../../src/data/item/gearforged/readers";
import { CHASSIS_DEFAULTS, GEARFORGED_SPECIES } from "../../unit/gearforged/seed-tables";

type Source = { _id: string; name: string; type: string; flags: Record<string, unknown>; effects: Array<{ changes: Array<{ key: string; value: string }> }>; system: Record<string, unknown> };

function sources(pack: string, filter: (name: string) => boolean = () => true): Source[] {
  const dir = path.join(REPO_ROOT, "packs", "_source", pack);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yml") && filter(name))
    .sort()
    .map((name) => loadYaml(fs.readFileSync(path.join(dir, name), "utf8")) as Source);
}

const parts = sources("gearforged");
const species = sources("species", (name) => name.startsWith("gearforged"));

describe("Gearforged compendiums", () => {
  it("GC-CH-1 / GF-UPG-1: every part and gearforged species loads through game.packs and keeps its source unchanged", async () => {
    const world = await createWorld({ seed: 13 });
    for (const [packName, expected] of [["gearforged", parts], ["species", species]] as const) {
      // cast: both packs hold items (system.json).
      const docs = (await world.packs.get(`augmented.${packName}`)!.getDocuments()) as unknown as Item.Implementation[];
      for (const source of expected) {
        const doc = docs.find((d) => d.id === source._id);
        expect(doc, source.name).toBeDefined();
        expect((doc!.toObject() as { system: unknown }).system, source.name).toEqual(source.system);
      }
    }
    await world.settle();
  });

  it("GC-CH-1: four chassis with the GM defaults, marked as not from the seed, and no problems", () => {
    const chassis = parts.filter((s) => s.type === "chassis");
    expect(chassis.map((s) => s.system.key).sort()).toEqual([...CHASSIS_KEYS]);
    for (const source of chassis) {
      const def = CHASSIS_DEFAULTS[source.system.key as ChassisKey];
      expect(source.system, source.name).toMatchObject({ size: def.size, walk: def.walk, languages: def.languages, fromSeed: def.fromSeed });
      expect(String(source.system.description)).toContain("GM defaults");
      expect(chassisProblems(source.system as never)).toEqual([]);
    }
  });

  it("GF-UPG-1..12: the eleven upgrades carry the rules' level, prerequisite, movement, activation and uses", () => {
    const upgrades = parts.filter((s) => s.type === "upgrade");
    expect(upgrades.map((s) => s.system.key).sort()).toEqual([...UPGRADE_KEYS].sort());
    for (const source of upgrades) {
      const key = source.system.key;
      if (!isUpgradeKey(key)) throw new Error(`unknown upgrade ${String(key)}`);
      const rules = UPGRADES[key];
      expect(source.system, source.name).toMatchObject({ minLevel: rules.minLevel, prerequisite: rules.prerequisite, addsMovement: rules.addsMovement, activation: rules.activation, uses: { max: rules.uses.max, recovery: [...rules.uses.recovery] } });
      expect(upgradeProblems(source.system as unknown as UpgradeSource), source.name).toEqual([]);
    }
    // GF-UPG-7: darkvision 120 ft is derived from the rule (rules/gearforged/body-upgrades.ts), not an item effect.
    const optics = upgrades.find((s) => s.system.key === "enhancedOptics")!;
    expect(optics.effects).toEqual([]);
  });

  it("GF-SP-1 / GC-SP-1 / GA-SP-1: the species items match the seeds' table, construct and humanoid; invented values are marked GM defaults", () => {
    const byName = (name: string) => species.find((s) => s.name === name)!.system;
    const table = { "Gearforged (homebrew)": "homebrew", "Gearforged (chassis variant)": "chassis", "Gearforged (13th Age)": "thirteenthAge" } as const;
    for (const [name, variant] of Object.entries(table)) {
      const def = GEARFORGED_SPECIES[variant];
      expect(byName(name), name).toMatchObject({
        abilityChoice: { count: def.abilityChoice.count, amount: def.abilityChoice.amount },
        size: null,
        movement: { walk: def.walk },
        creatureTypes: [...def.creatureTypes],
        languages: { fixed: [...def.languages.fixed], choices: def.languages.choices },
        fromSeed: def.fromSeed,
      });
    }
  });

  it("GF-STEEL-1 / GC-RES-1 / GA-IMM-1: the species' effects grant the immunities and resistance", () => {
    const changes = (name: string) => species.find((s) => s.name === name)!.effects.flatMap((e) => e.changes.map((c) => `${c.key}=${c.value}`));
    expect(changes("Gearforged (homebrew)")).toEqual(["system.traits.di=poison", "system.traits.ci=poisoned", "system.traits.ci=diseased"]);
    expect(changes("Gearforged (chassis variant)")).toEqual(["system.traits.dr=poison", "system.traits.ci=diseased"]);
    expect(changes("Gearforged (13th Age)")).toEqual(["system.traits.ci=diseased", "system.traits.diOngoing=poison"]);
  });

  it("GA-HEAL-1 / GA-AMPH-1 / GA-TIRE-1: the six 13th Age feats are feature items flagged with their trait and tier", () => {
    const feats = gearforgedFeats(parts.map((s) => ({ id: s._id, name: s.name, type: s.type, system: s.system, flags: s.flags })));
    expect([...feats.broken].sort()).toEqual(["champion", "epic"]);
    expect([...feats.amphibious].sort()).toEqual(["adventurer", "champion"]);
    expect([...feats.tireless].sort()).toEqual(["champion", "epic"]);
  });

  it("GA-HEAL-1 / GA-TIRE-1: the Gear Priest background is a feature flagged as the gearforged-repair background", () => {
    const priest = parts.find((s) => s.name === "Gear Priest (Background)")!;
    expect(priest.type).toBe("feature");
    expect(priest.flags).toEqual({ augmented: { background: "gearforgedRepair" } });
  });

  it("GF-SP-1 / GC-SP-1 / GA-SP-1: each species item names its variant in its flags", () => {
    const variant = (name: string) => {
      const s = species.find((x) => x.name === name)!;
      return gearforgedVariantOf([{ id: s._id, name: s.name, type: s.type, system: s.system, flags: s.flags }]);
    };
    expect(["Gearforged (homebrew)", "Gearforged (chassis variant)", "Gearforged (13th Age)"].map(variant)).toEqual(["homebrew", "chassis", "thirteenthAge"]);
  });
});
