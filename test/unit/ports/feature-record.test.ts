/**
 * Per-actor feature records (src/ports/feature-record.ts): a record reads what is stored under the base its host
 * chose (the system's `system.<key>`, a companion's flag scope), gives full paths for writes made together with
 * others, and writes only the fields it is given.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FeatureRecordKind, recordAt } from "../../../src/ports/feature-record";

interface Clock {
  maintenance?: { lastLongRestAt?: number | null; lapses?: number };
  tags?: string[];
}

const CLOCK: FeatureRecordKind<Clock> = {
  key: "clock",
  // cast: a structural view of a non-null object (checked), as a feature's own reader takes it.
  read: (stored) => (typeof stored === "object" && stored !== null ? (stored as Clock) : null),
};

function getProperty(object: unknown, path: string): unknown {
  // cast: a walk over plain objects by key, each step checked.
  return path.split(".").reduce<unknown>((value, key) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined), object);
}

function actorWith(data: object): { actor: Actor.Implementation; update: ReturnType<typeof vi.fn> } {
  const update = vi.fn(() => Promise.resolve());
  // cast: the slice of an actor a record reads (its data) and writes (update).
  return { actor: { ...data, update } as unknown as Actor.Implementation, update };
}

describe("a feature record", () => {
  beforeEach(() => {
    // cast: the one Foundry helper the record uses, on a bare global (unit tests boot no Foundry).
    (globalThis as unknown as { foundry: { utils: { getProperty: typeof getProperty } } }).foundry = { utils: { getProperty } };
  });

  it("reads the block under the host's base, or null when the creature has none", () => {
    const { actor } = actorWith({ system: { clock: { maintenance: { lapses: 2 } } } });
    expect(recordAt(actor, CLOCK, "system.clock").get()).toEqual({ maintenance: { lapses: 2 } });
    expect(recordAt(actor, CLOCK, "flags.companion.clock").get()).toBeNull();
  });

  it("names full paths for a write made together with other paths", () => {
    const { actor } = actorWith({});
    expect(recordAt(actor, CLOCK, "flags.companion.clock").path("maintenance", "lapses")).toBe("flags.companion.clock.maintenance.lapses");
    expect(recordAt(actor, CLOCK, "system.clock").path("tags")).toBe("system.clock.tags");
  });

  it("writes only the fields given, as dotted paths (arrays and nulls as values)", async () => {
    const { actor, update } = actorWith({});
    await recordAt(actor, CLOCK, "system.clock").update({ maintenance: { lastLongRestAt: null }, tags: ["a"] });
    expect(update).toHaveBeenCalledWith({ "system.clock.maintenance.lastLongRestAt": null, "system.clock.tags": ["a"] });
  });
});
