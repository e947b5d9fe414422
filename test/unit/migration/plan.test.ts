/**
 * Schema migrations, the pure part (docs/ARCHITECTURE.md, "Nothing is lost": a schema version and migration run at world
 * load when the version changes).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIGRATION_STEPS, type MigrationStep, SCHEMA_VERSION, migrateSource, planMigration, stepsAreOrdered } from "../../../src/migration/plan";

const steps: MigrationStep[] = [
  { version: 1, description: "rename speed", actor: (s) => ("speed" in (s.system as object) ? { "system.movement.walk": (s.system as { speed: number }).speed } : null) },
  { version: 2, description: "double walk", actor: (s) => ({ "system.movement.walk": ((s.system as { movement?: { walk?: number } }).movement?.walk ?? 0) * 2 }) },
  { version: 3, description: "tag items", item: (_s, owner) => ({ "flags.augmented.owner": owner ? String(owner.name) : null }) },
];

describe("planMigration", () => {
  it("a world at the current version needs nothing; an older or unversioned one runs the missing steps in order", () => {
    expect(planMigration(3, 3, steps)).toEqual({ action: "none" });
    expect(planMigration(1, 3, steps)).toMatchObject({ action: "migrate", from: 1, to: 3, steps: [steps[1], steps[2]] });
    for (const stored of [undefined, null, "2", -1, 1.5]) expect(planMigration(stored, 3, steps)).toMatchObject({ action: "migrate", from: 0, steps });
  });

  it("data from a newer system version is never touched", () => {
    expect(planMigration(5, 3, steps)).toEqual({ action: "newer", stored: 5, current: 3 });
  });

  it("property: the planned steps are exactly those above the stored version, in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), (stored) => {
        const plan = planMigration(stored, 3, steps);
        const expected = steps.filter((step) => step.version > stored);
        return stored === 3 ? plan.action === "none" : plan.action === "migrate" && plan.steps.length === expected.length && plan.steps.every((step, i) => step === expected[i]);
      }),
    );
  });

  it("the system's own steps are numbered 1..n without gaps, and SCHEMA_VERSION is the last (at least 1)", () => {
    expect(stepsAreOrdered(MIGRATION_STEPS)).toBe(true);
    expect(SCHEMA_VERSION).toBe(Math.max(1, MIGRATION_STEPS.length));
    expect(stepsAreOrdered([steps[0]!, steps[2]!])).toBe(false);
  });
});

describe("migrateSource", () => {
  it("later steps read what earlier steps wrote; the update merges every change; the source is not mutated", () => {
    const source = { name: "Ana", system: { speed: 30 } };
    const update = migrateSource(source, steps.slice(0, 2), "actor");
    expect(update).toEqual({ "system.movement.walk": 60 });
    expect(source).toEqual({ name: "Ana", system: { speed: 30 } });
  });

  it("null when no step changes the document; items see their owner", () => {
    expect(migrateSource({ name: "Sword" }, steps.slice(0, 2), "item")).toBeNull();
    expect(migrateSource({ name: "Sword" }, [steps[2]!], "item", { name: "Ana" })).toEqual({ "flags.augmented.owner": "Ana" });
  });
});
