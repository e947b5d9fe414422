/**
 * Issue 4, item 7: the Augments and Repair Tools compendiums. Every entry is loaded through the stand-in's
 * `game.packs` (built with `strict: true`, so the system's data models validate it), its stored source must
 * survive the model unchanged (nothing dropped or coerced), and the augments must be complete designs
 * (CY-DES-3) within the category limits. Coverage: every purpose and section kind, the seed's examples, the
 * 17 repair tools of CY-TOOL-1.
 */
import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { createWorld, REPO_ROOT } from "../../foundry";
import { createCharacter } from "../helpers";
import type { AugmentItem } from "../augments/helpers";
import {
  AUGMENT_PURPOSES,
  type AugmentDesign,
  type AugmentPurpose,
  MAX_AUGMENT_RANGE_FT,
  MOBILITY_LIMITS_FT,
  MOBILITY_MODES,
  type MobilityMode,
  REPAIR_TOOLS,
  REPAIR_TOOL_IDS,
  SECTION_KINDS,
  type SectionKind,
  validateDesign,
} from "../../../src/rules/cyborg";
import type { AugmentSystemSource } from "../../../src/data/item/augment/state";

type Source = { _id: string; name: string; type: string; img: string; flags: Record<string, Record<string, unknown>>; system: Record<string, unknown> };

/** The YAML sources of one pack, read the way the build reads them. */
function sources(pack: string): Source[] {
  const dir = path.join(REPO_ROOT, "packs", "_source", pack);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yml"))
    .sort()
    .map((name) => loadYaml(fs.readFileSync(path.join(dir, name), "utf8")) as Source);
}

/** Every document of a pack, built (and validated) by the stand-in's CompendiumCollection. */
async function packDocuments(world: Awaited<ReturnType<typeof createWorld>>, name: string): Promise<Item.Implementation[]> {
  const pack = world.packs.get(`augmented.${name}`);
  if (!pack) throw new Error(`no pack augmented.${name} (declared in system.json?)`);
  // cast: the pack's type is Item (system.json), so its documents are items.
  return (await pack.getDocuments()) as unknown as Item.Implementation[];
}

/** CY-DES-3: the stored design as the rules' design record (deployment text covers deployment and concealment). */
function designOf(name: string, system: AugmentSystemSource): AugmentDesign {
  return {
    name,
    sectionKind: system.sectionKind as SectionKind,
    purpose: system.purpose as AugmentPurpose,
    functionTag: system.functionTag,
    ability: system.ability as AugmentDesign["ability"],
    damageType: system.damageType,
    attackSave: system.attackSave as AugmentDesign["attackSave"],
    deployment: system.deployment,
    concealment: system.deployment,
    physicalLimits: system.limits,
    repairTool: system.repairTool,
    saveDcFeatureId: system.saveDcFeatureId,
    mobility: system.mobility.mode ? { mode: system.mobility.mode as MobilityMode, bonus: system.mobility.bonus } : null,
    rangeFt: system.rangeFt,
  };
}

const augmentSources = sources("augments");
// cast: lang/en.json's shape, read only at this path.
const english = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "lang/en.json"), "utf8")) as { AUGMENTED: { Augment: { FunctionTag?: Record<string, string> } } };
const FUNCTION_TAG_LABELS = english.AUGMENTED.Augment.FunctionTag ?? {};
const toolSources = sources("tools");

describe("Augments compendium", () => {
  it("every entry loads through game.packs, validates against the augment model and keeps its source unchanged", async () => {
    const world = await createWorld({ seed: 3 });
    const docs = await packDocuments(world, "augments");
    expect(docs.map((d) => d.id).sort()).toEqual(augmentSources.map((s) => s._id).sort());
    for (const doc of docs) {
      const source = augmentSources.find((s) => s._id === doc.id)!;
      expect(doc.type, doc.name).toBe("augment");
      // Nothing the model would drop, clean or coerce: the stored system is exactly the YAML's.
      expect((doc.toObject() as { system: unknown }).system, doc.name).toEqual(source.system);
      expect(doc.img, doc.name).toMatch(/^icons\/.+\.(svg|webp)$/);
    }
    await world.settle();
  });

  it("CY-DES-3: every augment is a complete design within the category limits, ready to install", () => {
    for (const source of augmentSources) {
      const system = source.system as unknown as AugmentSystemSource;
      expect(validateDesign(designOf(source.name, system)), source.name).toEqual([]);
      // Not installed, intact, nothing spent, 1d6, no history: a fresh build straight from the workshop.
      expect(system, source.name).toMatchObject({
        installedSection: null,
        integrity: "intact",
        uses: { spent: 0 },
        adapted: false,
        quality: null,
        flaw: "",
        lastingEffect: "",
        dice: 1,
        history: [],
        saveDcFeatureId: null,
      });
      expect(system.description.replace(/<[^>]+>/g, "").trim().length, source.name).toBeGreaterThan(20);
      expect(system.functionTag, source.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      // A sheet shows the tag in words, never the stored slug.
      expect(FUNCTION_TAG_LABELS[system.functionTag], `${source.name}: ${system.functionTag}`).toEqual(expect.any(String));
      if (system.rangeFt !== null) expect(system.rangeFt, source.name).toBeLessThanOrEqual(MAX_AUGMENT_RANGE_FT);
      if (system.purpose === "attack") expect(system.damageType, source.name).not.toBeNull();
      if (system.purpose === "healing") expect(system.ability, source.name).toBe("int");
    }
  });

  it("CY-SLOT-5: every purpose and every section kind is present, each augment with exactly one purpose", () => {
    const purposes = new Set(augmentSources.map((s) => s.system.purpose));
    expect([...purposes].sort()).toEqual([...AUGMENT_PURPOSES].sort());
    const kinds = new Set(augmentSources.map((s) => s.system.sectionKind));
    expect([...kinds].sort()).toEqual([...SECTION_KINDS].sort());
    expect(augmentSources.length).toBeGreaterThanOrEqual(24);
    for (const source of augmentSources) expect(AUGMENT_PURPOSES, source.name).toContain(source.system.purpose);
  });

  it("CY-MOB-1..4: every mobility mode of the rules (fly, swim, climb, burrow, walk, jump, transform) has an augment within its limit", () => {
    const mobility = augmentSources.filter((s) => s.system.purpose === "mobility").map((s) => s.system.mobility as { mode: MobilityMode; bonus: number });
    const modes = new Set(mobility.map((m) => m.mode));
    for (const mode of MOBILITY_MODES.filter((m) => m !== "other")) expect(modes, mode).toContain(mode);
    for (const spec of mobility) expect(spec.bonus, spec.mode).toBeLessThanOrEqual(MOBILITY_LIMITS_FT[spec.mode]);
    expect(mobility.find((m) => m.mode === "fly")?.bonus).toBe(20);
    expect(mobility.find((m) => m.mode === "jump")?.bonus).toBe(0);
  });

  it("includes the Wrist Cannon (docs/ARCHITECTURE.md story 2) and the seed's examples", () => {
    const byName = new Map(augmentSources.map((s) => [s.name, s.system]));
    expect(byName.get("Wrist Cannon")).toMatchObject({ sectionKind: "arm", purpose: "attack", ability: "dex", damageType: "piercing" });
    const examples: Record<string, Partial<Record<string, unknown>>> = {
      "Hydraulic Fist": { purpose: "attack", ability: "str" },
      "Forearm Blade": { purpose: "attack", damageType: "slashing" },
      "Radioactive Fist": { purpose: "attack" },
      "Shoulder Machine Gun": { purpose: "attack", damageType: "piercing" },
      "Chest Cannon": { purpose: "attack" },
      "Shin Mortar": { purpose: "attack" },
      "Gastric Flamethrower": { purpose: "attack", damageType: "fire" },
      "Targeting Eye": { purpose: "attack", ability: "int" },
      "Fold-out Wings": { purpose: "mobility" },
      "Grapple Claws": { purpose: "mobility" },
      "Breaching Ram": { purpose: "environmental" },
      "Cutting Torch": { purpose: "environmental" },
      "Purifier Gland": { purpose: "environmental" },
      "Fabricator Hand": { purpose: "environmental" },
      "Burrowing Drill": { purpose: "mobility" },
      "Periscope Mirror": { purpose: "utility" },
      "Telescopic Eye": { purpose: "utility" },
      "Head Lamp": { purpose: "utility" },
      "Concealed Compartment": { purpose: "utility" },
      "Firework Launcher": { purpose: "utility" },
      "Heartbeat Sensor": { purpose: "utility" },
      "Rebreather Filter": { purpose: "utility" },
      "Fresh-Scent Dispenser": { purpose: "utility" },
      "Prosthetic Arm": { purpose: "prosthetic", sectionKind: "arm" },
    };
    for (const [name, expected] of Object.entries(examples)) expect(byName.get(name), name).toMatchObject(expected);
  });

  it("CY-VIS-3: function tags are distinct per purpose, so no two different designs collapse into one Visionaire function", () => {
    const keys = augmentSources.map((s) => `${String(s.system.purpose)}:${String(s.system.functionTag)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("CY-ENV-1: environmental augments carry no damage type (they change objects, never deal damage); Sonic Resonator's 10 ft reach is its range", () => {
    const environmental = augmentSources.filter((s) => s.system.purpose === "environmental");
    expect(environmental.length).toBeGreaterThan(0);
    for (const source of environmental) expect(source.system.damageType, source.name).toBeNull();
    expect(augmentSources.find((s) => s.name === "Sonic Resonator")?.system.rangeFt).toBe(10);
  });

  it("CY-USE-3 / CY-UTL-1 passive: the four entries that say Passive are passive; no other is", () => {
    const passive = augmentSources.filter((s) => s.system.passive === true).map((s) => s.name).sort();
    expect(passive).toEqual(["Concealed Compartment", "Periscope Mirror", "Rebreather Filter", "Telescopic Eye"]);
    for (const source of augmentSources.filter((s) => s.system.passive === true)) expect(JSON.stringify(source.system), source.name).toMatch(/passive/i);
  });

  it("CY-TOOL-1: every augment names a repair tool from the rules' list", () => {
    for (const source of augmentSources) expect(REPAIR_TOOL_IDS, source.name).toContain(source.system.repairTool);
  });

  it("CY-USE-1, CY-SLOT-4: every augment can be added to a character as carried gear: uses = proficiency bonus (none for a prosthetic), no AC", async () => {
    const world = await createWorld({ seed: 5 });
    const actor = await createCharacter();
    const docs = await packDocuments(world, "augments");
    const created = (await actor.createEmbeddedDocuments(
      "Item",
      docs.map((d) => d.toObject() as Item.CreateData),
    )) as unknown as AugmentItem[];
    expect(created).toHaveLength(docs.length);
    const pb = (actor.system as unknown as { attributes: { prof: number } }).attributes.prof;
    for (const item of created) {
      // CY-USE-3: a passive augment spends no use either.
      const max = item.system.purpose === "prosthetic" || item.system.passive ? 0 : pb;
      expect(item.system.uses.max, item.name).toBe(max);
      expect(item.system.uses.value, item.name).toBe(max);
      expect(item.system.functional, item.name).toBe(false);
    }
    const cannon = created.find((item) => item.name === "Wrist Cannon")!;
    expect(cannon.system.damage).toMatchObject({ damageType: "piercing" });
    expect(cannon.system.attack).not.toBeNull();
    expect((actor.system as unknown as { attributes: { ac: { value: number } } }).attributes.ac.value).toBe(10);
    await world.settle();
  });
});

describe("Repair Tools compendium", () => {
  it("CY-TOOL-1: holds the 17 repair tools with distinct ids and names matching the rules list", () => {
    expect(toolSources).toHaveLength(17);
    const ids = toolSources.map((s) => s.flags.augmented?.repairTool);
    expect(new Set(ids).size).toBe(17);
    expect([...ids].sort()).toEqual([...REPAIR_TOOL_IDS].sort());
    for (const source of toolSources) {
      const rule = REPAIR_TOOLS.find((t) => t.id === source.flags.augmented?.repairTool);
      expect(source.name).toBe(rule?.name);
    }
    expect(new Set(toolSources.map((s) => s._id)).size).toBe(17);
  });

  it("CY-TOOL-1: every tool loads through game.packs and validates against the tool model", async () => {
    const world = await createWorld({ seed: 6 });
    const docs = await packDocuments(world, "tools");
    expect(docs).toHaveLength(17);
    for (const doc of docs) {
      const source = toolSources.find((s) => s._id === doc.id)!;
      expect(doc.type, doc.name).toBe("tool");
      expect((doc.toObject() as { system: unknown }).system, doc.name).toEqual(source.system);
      expect(["str", "dex", "con", "int", "wis", "cha"], doc.name).toContain(source.system.ability);
      expect(String(source.system.description).length, doc.name).toBeGreaterThan(20);
    }
    await world.settle();
  });

  it("CY-TOOL-1: every tool has its price and ships not proficient (proficiency is the player's choice once dropped)", () => {
    for (const source of toolSources) {
      expect(source.system.proficiency, source.name).toBe(0);
      expect(typeof source.system.price === "number" && source.system.price > 0, source.name).toBe(true);
    }
    const price = (name: string) => toolSources.find((s) => s.name === name)?.system.price;
    expect(price("Tinker's Tools")).toBe(50);
    expect(price("Smith's Tools")).toBe(20);
  });
});
