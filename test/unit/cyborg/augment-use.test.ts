/**
 * When an augment's primary function can be used (CY-USE-1/3, CY-INT-3, CY-MOB-1), read from plain data: the
 * same answer drives the body map's Use button and the workflow's refusal. And the enhanced jump (CY-MOB-4).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enhancedJump, INTEGRITY_STATES, SECTION_IDS } from "../../../src/rules/cyborg";
import { groundedSince } from "../../../src/workflows/augment-use/effect-read";
import { isPassiveFunction, useAvailability } from "../../../src/workflows/augment-use/availability";
import { makeAugment } from "./fixtures";

const PB = 3;

/** An actor's effects as plain data: a flight that started at `start` and lasts `seconds`. */
function flight(augmentId: string, start: number, seconds = 60) {
  return { id: `e${start}`, flags: { augmented: { augmentUse: { augmentId, kind: "mobility", mode: "fly" } } }, duration: { startTime: start, seconds } };
}

function grounded(augmentId: string, start: number) {
  return { id: `g${start}`, flags: { augmented: { augmentUse: { augmentId, kind: "grounded", mode: "fly" } } }, duration: { startTime: start, seconds: 6 } };
}

describe("using an augment: availability", () => {
  it("CY-USE-1 / CY-INT-3: usable only installed, intact and with a use left; otherwise the reason", () => {
    const installed = makeAugment({ installedSection: "rightArm" });
    expect(useAvailability(installed, PB, null, 0)).toMatchObject({ show: true, block: null });
    expect(useAvailability({ ...installed, uses: { spent: 3 } }, PB, null, 0).block).toBe("noUsesLeft");
    expect(useAvailability({ ...installed, integrity: "damaged" }, PB, null, 0).block).toBe("damaged");
    expect(useAvailability({ ...installed, integrity: "destroyed" }, PB, null, 0).block).toBe("destroyed");
    expect(useAvailability({ ...installed, installedSection: null }, PB, null, 0).block).toBe("notInstalled");
  });

  it("CY-USE-1 / CY-INT-3 property: never usable with no uses left, damaged, destroyed or not installed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...INTEGRITY_STATES),
        fc.constantFrom(null, ...SECTION_IDS),
        (spent, pb, integrity, installedSection) => {
          const augment = makeAugment({ uses: { spent }, integrity, installedSection });
          const usable = useAvailability(augment, pb, null, 0).block === null;
          const allowed = spent < pb && integrity === "intact" && installedSection !== null;
          expect(usable).toBe(allowed);
        },
      ),
    );
  });

  it("CY-USE-3: prosthetics and plain speed improvements need no Use button; flight, transformation and jump do", () => {
    const leg = { sectionKind: "leg" as const, installedSection: "leftLeg" as const, purpose: "mobility" as const };
    expect(isPassiveFunction(makeAugment({ purpose: "prosthetic" }))).toBe(true);
    for (const mode of ["swim", "climb", "burrow", "walk", "other"] as const) {
      const augment = makeAugment({ ...leg, mobility: { mode, bonus: 10 } });
      expect(useAvailability(augment, PB, null, 0)).toMatchObject({ show: false, block: null });
    }
    for (const mode of ["fly", "transform", "jump"] as const) {
      expect(useAvailability(makeAugment({ ...leg, mobility: { mode, bonus: 0 } }), PB, null, 0).show).toBe(true);
    }
  });

  it("CY-MOB-1: a flight cannot start again while active, nor within 6 s after it ended (swept or not)", () => {
    const thrusters = makeAugment({ sectionKind: "leg", installedSection: "leftLeg", purpose: "mobility", mobility: { mode: "fly", bonus: 20 } });
    const flying = { effects: [flight(thrusters.id, 100)] };
    expect(useAvailability(thrusters, PB, flying, 130).block).toBe("alreadyActive");
    // Expired but not yet swept: grounded from its end (160).
    expect(groundedSince(flying, 162)).toBe(160);
    expect(useAvailability(thrusters, PB, flying, 162)).toMatchObject({ block: "grounded", groundedSeconds: 4 });
    expect(useAvailability(thrusters, PB, flying, 166).block).toBeNull();
    // Swept: the grounded effect says the same.
    const landed = { effects: [grounded(thrusters.id, 160)] };
    expect(useAvailability(thrusters, PB, landed, 165)).toMatchObject({ block: "grounded", groundedSeconds: 1 });
    expect(useAvailability(thrusters, PB, landed, 166).block).toBeNull();
  });

  it("CY-MOB-1 property: grounded exactly for the 6 seconds after a flight ends", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(60, 300), fc.integer({ min: 0, max: 20 }), (start, seconds, after) => {
        const thrusters = makeAugment({ id: "t", sectionKind: "leg", installedSection: "leftLeg", purpose: "mobility", mobility: { mode: "fly", bonus: 20 } });
        const block = useAvailability(thrusters, PB, { effects: [flight("t", start, seconds)] }, start + seconds + after).block;
        expect(block).toBe(after < 6 ? "grounded" : null);
      }),
    );
  });
});

describe("enhanced jump", () => {
  it("CY-MOB-4: doubles the running long jump (Str score ft) and high jump (3 + Str mod ft)", () => {
    expect(enhancedJump(14, 2)).toEqual({ longFt: 28, highFt: 10 });
    expect(enhancedJump(3, -4)).toEqual({ longFt: 6, highFt: 0 });
  });

  it("CY-MOB-4 property: always exactly twice the ordinary jump, never negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (score) => {
        const mod = Math.floor((score - 10) / 2);
        const jump = enhancedJump(score, mod);
        expect(jump.longFt).toBe(2 * score);
        expect(jump.highFt).toBe(2 * Math.max(0, 3 + mod));
      }),
    );
  });
});
