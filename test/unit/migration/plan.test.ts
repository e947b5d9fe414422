/**
 * Schema migrations, the pure part (docs/ARCHITECTURE.md, "Nothing is lost": a schema version and migration run at world
 * load when the version changes).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIGRATION_STEPS, type MigrationStep, SCHEMA_VERSION, migrateSource, migrateTokenDelta, planMigration, stepsAreOrdered, storedSource } from "../../../src/migration/plan";

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

describe("migrateSource: nested changes", () => {
  it("a later step's nested object adds to an earlier step's instead of replacing it", () => {
    const nested: MigrationStep[] = [
      { version: 1, description: "a", actor: () => ({ system: { a: 1 } }) },
      { version: 2, description: "b", actor: (s) => ({ system: { b: (s.system as { a: number }).a + 1 } }) },
    ];
    expect(migrateSource({ system: {} }, nested, "actor")).toEqual({ "system.a": 1, "system.b": 2 });
  });

  it("messages run the steps' message function", () => {
    const step: MigrationStep = { version: 1, description: "m", message: (s) => ({ "flags.augmented.status": (s.flags as { augmented: { state: string } }).augmented.state }) };
    expect(migrateSource({ flags: { augmented: { state: "open" } } }, [step], "message")).toEqual({ "flags.augmented.status": "open" });
    expect(migrateSource({ flags: {} }, [step], "actor")).toBeNull();
  });
});

describe("storedSource: steps read the data as stored (a field the schema dropped stays readable)", () => {
  it("the current source wins; fields only the raw data has are kept; embedded entries follow the current source", () => {
    const raw = {
      _id: "a",
      system: { notes: "old", hp: 5 },
      items: [
        { _id: "i1", system: { location: "head", uses: 1 } },
        { _id: "gone", system: { location: "torso" } },
      ],
      tags: ["x"],
    };
    const current = { _id: "a", system: { hp: 7 }, items: [{ _id: "i1", system: { uses: 2 } }, { _id: "new", system: {} }], tags: ["y"] };
    expect(storedSource(raw, current)).toEqual({
      _id: "a",
      system: { notes: "old", hp: 7 },
      items: [{ _id: "i1", system: { location: "head", uses: 2 } }, { _id: "new", system: {} }],
      tags: ["y"],
    });
    expect(storedSource(undefined, current)).toEqual(current);
  });

  it("property: every value of the current source is in the result, unchanged", () => {
    const tree = fc.dictionary(fc.constantFrom("a", "b", "c"), fc.oneof(fc.integer(), fc.string(), fc.dictionary(fc.constantFrom("x", "y"), fc.integer())));
    fc.assert(
      fc.property(tree, tree, (raw, current) => {
        const merged = storedSource(raw, current);
        return Object.entries(current).every(([key, value]) => {
          if (typeof value === "object" && value !== null && typeof raw[key] === "object" && raw[key] !== null) {
            return Object.entries(value).every(([inner, v]) => (merged[key] as Record<string, unknown>)[inner] === v);
          }
          return JSON.stringify(merged[key]) === JSON.stringify(value);
        });
      }),
    );
  });
});

describe("migrateTokenDelta: an unlinked token's ActorDelta migrated with the actor and item steps", () => {
  const move: MigrationStep = {
    version: 1,
    description: "notes and location move",
    actor: (s) => {
      const system = s.system as { notes?: string; biography?: string };
      return typeof system.notes === "string" ? { "system.biography": `${system.biography ?? ""}${system.notes}` } : null;
    },
    item: (s) => ("location" in (s.system as object) ? { "system.installedSection": (s.system as { location: unknown }).location } : null),
  };

  it("the steps see the delta over its base actor; the token's update holds delta paths and the delta's items", () => {
    const base = { _id: "b", name: "Goblin", system: { biography: "Base. ", hp: 7 }, items: [] };
    const delta = { system: { notes: "Scarred." }, items: [{ _id: "i", name: "Blade", type: "augment", system: { location: "leftArm" } }] };
    expect(migrateTokenDelta(delta, base, [move])).toEqual({
      "delta.system.biography": "Base. Scarred.",
      "delta.items": [{ _id: "i", name: "Blade", type: "augment", system: { location: "leftArm", installedSection: "leftArm" } }],
    });
  });

  it("null when the delta needs nothing", () => {
    expect(migrateTokenDelta({ system: { hp: 3 } }, { system: { biography: "" } }, [move])).toBeNull();
  });
});

describe("migrateTokenDelta: the base's own changes stay the base's", () => {
  it("a change the base actor's migration makes anyway is not copied into the delta", () => {
    const step: MigrationStep = { version: 1, description: "n", actor: (s) => (typeof (s.system as { notes?: string }).notes === "string" ? { "system.biography": (s.system as { notes: string }).notes } : null) };
    expect(migrateTokenDelta({ system: { hp: 2 } }, { system: { notes: "Base only." } }, [step])).toBeNull();
    expect(migrateTokenDelta({ system: { notes: "Mine." } }, { system: { notes: "Base only." } }, [step])).toEqual({ "delta.system.biography": "Mine." });
  });
});
