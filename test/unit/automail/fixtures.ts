import fc from "fast-check";
import {
  BODY_SITES,
  GENERATIONS,
  LIMB_INTEGRITY,
  LIMB_KINDS,
  LIMB_TYPES,
  type LimbState,
  PORT_KINDS,
  type PortState,
} from "../../../src/rules/automail";
import type { Purse } from "../../../src/rules/core/currency";

/** A limb with no acclimation recorded. */
const NO_ACCLIMATION = { failedAt: null, failedUntil: null, accustomedActorId: null, accustomedItemId: null } as const;

let counter = 0;

/** A carried, intact, modern normal arm; override what a test cares about. */
export function makeLimb(overrides: Partial<LimbState> = {}): LimbState {
  counter += 1;
  return {
    id: `limb${counter}`,
    name: `Limb ${counter}`,
    generation: "modern",
    kind: "normal",
    limb: "arm",
    location: { mode: "carried" },
    integrity: "intact",
    hidden: false,
    acclimation: { ...NO_ACCLIMATION },
    flaws: "",
    ...overrides,
  };
}

export function makePort(overrides: Partial<PortState> = {}): PortState {
  counter += 1;
  return { id: `port${counter}`, name: `Port ${counter}`, kind: "natural", site: "leftArm", ...overrides };
}

export function purse(gp: number): Purse {
  return { pp: 0, gp, ep: 0, sp: 0, cp: 0 };
}

export const OUT_OF_COMBAT = { inCombat: false, onOwnTurn: false, now: 1000 };

export const arbGeneration = fc.constantFrom(...GENERATIONS);
export const arbKind = fc.constantFrom(...LIMB_KINDS);
export const arbLimbType = fc.constantFrom(...LIMB_TYPES);
export const arbPortKind = fc.constantFrom(...PORT_KINDS);
export const arbSite = fc.constantFrom(...BODY_SITES);
export const arbIntegrity = fc.constantFrom(...LIMB_INTEGRITY);

/** Any limb, anywhere (ids unique per draw through `id`). */
export const arbLimb = (id: string, portIds: readonly string[] = ["p1"]) =>
  fc
    .record({
      generation: arbGeneration,
      kind: arbKind,
      limb: arbLimbType,
      integrity: arbIntegrity,
      hidden: fc.boolean(),
      mode: fc.constantFrom("carried", "port", "builtOn"),
      portId: fc.constantFrom(...portIds),
      site: arbSite,
      since: fc.integer({ min: 0, max: 100_000 }),
      failedAt: fc.option(fc.integer({ min: 0, max: 100_000 })),
      length: fc.integer({ min: 1, max: 700_000 }),
      accustomed: fc.boolean(),
      flaws: fc.string(),
    })
    .map(
      (r): LimbState => ({
        id,
        name: id,
        generation: r.generation,
        kind: r.kind,
        limb: r.limb,
        integrity: r.integrity,
        hidden: r.hidden,
        location:
          r.mode === "carried"
            ? { mode: "carried" }
            : r.mode === "port"
              ? { mode: "port", portId: r.portId, since: r.since }
              : { mode: "builtOn", site: r.site, since: r.since },
        acclimation: {
          failedAt: r.failedAt,
          failedUntil: r.failedAt === null ? null : r.failedAt + r.length,
          accustomedActorId: r.accustomed ? "actor1" : null,
          accustomedItemId: r.accustomed ? id : null,
        },
        flaws: r.flaws,
      }),
    );
