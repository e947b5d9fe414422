import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { lifeState } from "../../../src/rules/core";
import { planSpecies as planSpeciesPlan } from "../../../src/rules/species";
import { GEARFORGED_SPECIES } from "./seed-tables";
import {
  REPAIR_DIE,
  GEARFORGED_BODIES,
  MEMORY_GEAR_COST_GP,
  NEW_BODY_COST_GP,
  SALVAGED_GEAR_READABLE_AFTER,
  STABILIZE_DC,
  bodyBeyondRepair,
  consumableRefusal,
  defaultRepairCost,
  gearReadable,
  gearsForAge,
  gearsMissing,
  planMemoryGearInstall,
  planRestore,
  planStabilize,
  restoreOptions,
  type RemainsState,
  stabilizeMethods,
} from "../../../src/rules/gearforged";

const purse = (gp: number) => ({ pp: 0, gp, ep: 0, sp: 0, cp: 0 });
const dying = { hp: { value: 0 }, deathSaves: { success: 1, failure: 1 } };
const actorState = () => ({
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  size: "medium",
  walk: 25,
  creatureTypes: ["humanoid"],
  languages: ["common"],
});

describe("species data", () => {
  it("GF-SP-1: two ability scores +1 each, Common and Machine Speech, walk 30, size left to the chassis", () => {
    const plan = planSpeciesPlan(GEARFORGED_SPECIES.homebrew, actorState(), { abilities: ["str", "int"], languages: [] }, []);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.changes).toMatchObject({ abilities: { str: 11, int: 11 }, walk: 30, languages: ["common", "machine"] });
    expect(plan.changes.size).toBeUndefined();
  });

  it("GC-SP-1: two different abilities +1 (the same twice is refused), walk 30, Common and Machine Speech", () => {
    expect(planSpeciesPlan(GEARFORGED_SPECIES.chassis, actorState(), { abilities: ["dex", "dex"], languages: [] }, [])).toMatchObject({ ok: false, refusal: { code: "abilityRepeated" } });
    const plan = planSpeciesPlan(GEARFORGED_SPECIES.chassis, actorState(), { abilities: ["dex", "wis"], languages: [] }, []);
    expect(plan.ok && plan.changes).toMatchObject({ abilities: { dex: 11, wis: 11 }, walk: 30 });
  });

  it("GA-SP-1: +2 to one ability score", () => {
    const plan = planSpeciesPlan(GEARFORGED_SPECIES.thirteenthAge, actorState(), { abilities: ["con"], languages: [] }, []);
    expect(plan.ok && plan.changes.abilities).toEqual({ con: 12 });
  });

  it("GF-BODY-6 / GC-LIV-1: construct and humanoid for targeting; others' healing applies in full as on a humanoid", () => {
    for (const variant of ["homebrew", "chassis", "thirteenthAge"] as const) {
      expect(GEARFORGED_SPECIES[variant].creatureTypes).toEqual(["construct", "humanoid"]);
    }
  });

  // The immunities and resistance to damage and conditions are the species items' effects (GF-STEEL-1 / GC-RES-1 /
  // GA-IMM-1 in test/integration/packs/gearforged.test.ts); the table holds what the workflows ask.
  it("GC-RES-1: seed 002 has advantage on saves against being poisoned; the others do not", () => {
    expect(GEARFORGED_BODIES.chassis.saveAdvantages).toEqual(["poisoned"]);
    expect(GEARFORGED_BODIES.homebrew.saveAdvantages).toEqual([]);
    expect(GEARFORGED_BODIES.thirteenthAge.saveAdvantages).toEqual([]);
  });

  it("GA-IMM-1: seed 004 is immune to sleep effects; the others are not", () => {
    expect(GEARFORGED_BODIES.thirteenthAge.statusImmunities).toEqual(["sleep"]);
    expect(GEARFORGED_BODIES.homebrew.statusImmunities).toEqual([]);
    expect(GEARFORGED_BODIES.chassis.statusImmunities).toEqual([]);
  });
});

describe("consumables", () => {
  it("GF-BODY-1: an ingested consumable is refused for a seed-001 gearforged with a message; the GM may override", () => {
    expect(consumableRefusal({ name: "Potion of Healing", ingested: true }, "homebrew")).toEqual({
      code: "ingested",
      key: "AUGMENTED.Gearforged.Refused.ingested",
      data: { name: "Potion of Healing" },
    });
    expect(consumableRefusal({ name: "Potion of Healing", ingested: true }, "homebrew", { gmOverride: true })).toBeNull();
    expect(consumableRefusal({ name: "Oil", ingested: false }, "homebrew")).toBeNull();
    expect(consumableRefusal({ name: "Potion", ingested: true }, null)).toBeNull();
  });

  it("GA-MYM-1 / GC-VIT-1: not needing to eat does not bar potions for seeds 002 and 004 (GA-HEAL-1 names potions)", () => {
    expect(consumableRefusal({ name: "Potion", ingested: true }, "chassis")).toBeNull();
    expect(consumableRefusal({ name: "Potion", ingested: true }, "thirteenthAge")).toBeNull();
  });
});

describe("stabilization", () => {
  it("GF-BODY-5: Medicine and spare the dying are refused with the reason; nothing changes", () => {
    expect(stabilizeMethods("homebrew").offered).toEqual(["intelligence", "mending"]);
    expect(planStabilize("homebrew", dying, "medicine", 20)).toMatchObject({ ok: false, reason: { code: "medicine", key: "AUGMENTED.Gearforged.Refused.medicine" } });
    expect(planStabilize("homebrew", dying, "spareTheDying", null)).toMatchObject({ ok: false, reason: { code: "spareTheDying" } });
  });

  it("GF-BODY-5: a DC 10 Intelligence check by the tending creature stabilizes; a failure leaves it dying", () => {
    expect(STABILIZE_DC).toBe(10);
    const ok = planStabilize("homebrew", dying, "intelligence", 10);
    expect(ok).toMatchObject({ ok: true, stabilized: true });
    if (ok.ok) expect(lifeState({ hp: { value: 0 }, deathSaves: ok.deathSaves })).toBe("stable");
    expect(planStabilize("homebrew", dying, "intelligence", 9)).toMatchObject({ ok: true, stabilized: false, deathSaves: { success: 1, failure: 1 } });
    expect(planStabilize("homebrew", dying, "intelligence", null)).toMatchObject({ ok: false, reason: { code: "invalidRoll" } });
  });

  it("GF-BODY-5: mending stabilizes without a roll; only a dying character can be stabilized", () => {
    expect(planStabilize("homebrew", dying, "mending", null)).toMatchObject({ ok: true, stabilized: true, deathSaves: { success: 3, failure: 0 } });
    expect(planStabilize("homebrew", { hp: { value: 4 }, deathSaves: { success: 0, failure: 0 } }, "mending", null)).toMatchObject({ ok: false, reason: { code: "notDying" } });
  });

  it("GF-BODY-5: other bodies keep the 5e methods (seed 002), and Intelligence is not one of them", () => {
    expect(stabilizeMethods("chassis").offered).toEqual(["medicine", "spareTheDying"]);
    expect(planStabilize("chassis", dying, "medicine", 12)).toMatchObject({ ok: true, stabilized: true });
    expect(planStabilize("chassis", dying, "intelligence", 12)).toMatchObject({ ok: false, reason: { code: "methodUnavailable", data: { method: "intelligence" } } });
  });
});

describe("revival", () => {
  const intact = { soulGem: true, memoryGears: true, body: "intact" as const };
  const destroyed = { soulGem: true, memoryGears: true, body: "destroyed" as const };

  it("GF-REV-1: gem and gears intact → repair + soulforging, 500 gp plus the GM's repair figure (default 1d4 × 50)", () => {
    expect(REPAIR_DIE).toBe("1d4");
    expect([1, 2, 3, 4].map(defaultRepairCost)).toEqual([50, 100, 150, 200]);
    expect([1, 4].map(defaultRepairCost)).toEqual([50, 200]);
    expect(restoreOptions("homebrew", intact)).toEqual(["repair", "wish"]);
    const plan = planRestore("homebrew", intact, "repair", purse(1000), { repairGp: 150 });
    expect(plan).toMatchObject({ ok: true, costGp: 650, payment: { newPurse: { gp: 350 } } });
  });

  it("GF-REV-1: body destroyed → new body for 10,000 gp; gem or gears lost → only wish; too little money is refused", () => {
    expect(restoreOptions("homebrew", destroyed)).toEqual(["newBody", "wish"]);
    expect(planRestore("homebrew", destroyed, "newBody", purse(10_000))).toMatchObject({ ok: true, costGp: NEW_BODY_COST_GP, payment: { newPurse: { gp: 0 } } });
    expect(planRestore("homebrew", destroyed, "newBody", purse(9_000))).toMatchObject({ ok: false, reason: { code: "insufficientFunds" }, shortBy: 1000 });
    expect(restoreOptions("homebrew", { ...intact, memoryGears: false })).toEqual(["wish"]);
    expect(planRestore("homebrew", { ...intact, soulGem: false }, "repair", purse(5000))).toMatchObject({ ok: false, reason: { code: "optionUnavailable" } });
    expect(planRestore("homebrew", intact, "repair", purse(0), { repairGp: 100, waived: true })).toMatchObject({ ok: true, payment: { waived: true } });
  });

  it("GC-LIV-2: gem intact → raising magic; body destroyed → new body, a day and 10,000 gp; gem destroyed → only wish, as the original species", () => {
    expect(restoreOptions("chassis", intact)).toEqual(["raise"]);
    expect(planRestore("chassis", intact, "raise", purse(0))).toMatchObject({ ok: true, costGp: 0, lostSectionsNeedLimbMagic: true });
    expect(planRestore("chassis", destroyed, "newBody", purse(10_000))).toMatchObject({ ok: true, costGp: 10_000, durationSeconds: 86_400 });
    // As long as the soul gem is intact, raising magic works, with the body destroyed too (the new body is a choice).
    expect(restoreOptions("chassis", destroyed)).toEqual(["raise", "newBody"]);
    expect(restoreOptions("chassis", { ...destroyed, memoryGears: false })).toEqual(["raise"]);
    expect(restoreOptions("chassis", { ...intact, soulGem: false })).toEqual(["wish"]);
    expect(planRestore("chassis", { ...intact, soulGem: false }, "wish", purse(0))).toMatchObject({ ok: true, returnsAsOriginalSpecies: true });
  });

  it("GF-REV-1 / GC-LIV-2: every way back leaves the body intact; wish restores fully; raising magic leaves the gears as they were", () => {
    const whole = { soulGem: true, memoryGears: true, body: "intact" };
    const after = (variant: "homebrew" | "chassis", remains: RemainsState, option: "repair" | "raise" | "newBody" | "wish") => {
      const plan = planRestore(variant, remains, option, purse(100_000), { repairGp: 50 });
      return plan.ok ? plan.remainsAfter : null;
    };
    expect(after("homebrew", intact, "repair")).toEqual(whole);
    expect(after("homebrew", destroyed, "newBody")).toEqual(whole);
    expect(after("homebrew", { soulGem: false, memoryGears: false, body: "destroyed" }, "wish")).toEqual(whole);
    expect(after("chassis", destroyed, "raise")).toEqual({ ...destroyed, body: "intact" });
    expect(after("chassis", { ...destroyed, memoryGears: false }, "raise")).toEqual({ soulGem: true, memoryGears: false, body: "intact" });
    expect(after("chassis", { soulGem: false, memoryGears: false, body: "destroyed" }, "wish")).toEqual(whole);
    // Only raising magic on a chassis gearforged leaves lost sections to the spell; only wish after a lost gem changes the species.
    expect(planRestore("chassis", destroyed, "newBody", purse(10_000))).toMatchObject({ lostSectionsNeedLimbMagic: false, returnsAsOriginalSpecies: false });
    expect(planRestore("homebrew", { ...intact, soulGem: false }, "wish", purse(0))).toMatchObject({ lostSectionsNeedLimbMagic: false, returnsAsOriginalSpecies: false });
  });

  it("GA-WRECK-1: a dead 13th Age gearforged is beyond repair: only a new body for intact gem and tapes", () => {
    expect(bodyBeyondRepair("thirteenthAge")).toBe(true);
    expect(restoreOptions("thirteenthAge", intact)).toEqual(["newBody"]);
    expect(planRestore("thirteenthAge", intact, "repair", purse(5000))).toMatchObject({ ok: false, reason: { code: "beyondRepair" } });
    expect(restoreOptions("thirteenthAge", { ...intact, soulGem: false })).toEqual([]);
  });

  it("GF-REV-1 (property): a planned payment never leaves a negative coin and takes exactly the cost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 50, max: 200 }), (gp, repair) => {
        const plan = planRestore("homebrew", intact, "repair", purse(gp), { repairGp: repair });
        if (!plan.ok) {
          expect(gp).toBeLessThan(500 + repair);
          return;
        }
        expect(Object.values(plan.payment.newPurse).every((n) => n >= 0)).toBe(true);
        expect(plan.payment.costCp).toBe((500 + repair) * 100);
      }),
    );
  });
});

describe("memory gears", () => {
  it("GF-MEM-1: one gear per 10 years of life (every begun decade, at least one)", () => {
    expect([0, 9, 10, 11, 35, 100].map(gearsForAge)).toEqual([1, 1, 1, 2, 4, 10]);
    expect(gearsMissing(35, 2)).toBe(2);
    expect(gearsMissing(35, 9)).toBe(0);
  });

  it("GF-MEM-1: installing one takes a day and 2,000 gp; a salvaged one needs a soulforging and a week more", () => {
    const plan = planMemoryGearInstall(purse(2500), false, 1000);
    expect(plan).toMatchObject({ ok: true, costGp: MEMORY_GEAR_COST_GP, durationSeconds: 86_400, soulforgingNeeded: false, readableAt: 1000 + 86_400 });
    const salvaged = planMemoryGearInstall(purse(2500), true, 1000);
    expect(salvaged).toMatchObject({ ok: true, soulforgingNeeded: true, readableAt: 1000 + 86_400 + SALVAGED_GEAR_READABLE_AFTER });
    if (salvaged.ok) {
      expect(gearReadable(salvaged.readableAt, salvaged.readableAt - 1)).toBe(false);
      expect(gearReadable(salvaged.readableAt, salvaged.readableAt)).toBe(true);
    }
    expect(planMemoryGearInstall(purse(1999), false, 0)).toMatchObject({ ok: false, reason: { code: "insufficientFunds" }, shortBy: 1 });
  });
});
