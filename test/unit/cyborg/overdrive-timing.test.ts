/**
 * SF-4 "until the end of its next turn" as combat positions (src/rules/cyborg/overdrive-timing.ts), and the
 * effect flags the overdrive grants its bonuses through (src/data/actor/parts/effect-bonuses.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { overdriveEnded, overdriveEndPosition, overdriveTimeUp } from "../../../src/rules/cyborg/overdrive-timing";
import { effectAbilityModifierBonus, effectAttackAdvantage } from "../../../src/data/actor/parts/effect-bonuses";
import { SF_FALLBACK_DURATION_SECONDS } from "../../../src/rules/cyborg/system-failure";

/** Lexicographic order of combat positions. */
function compare(a: { round: number; turn: number }, b: { round: number; turn: number }): number {
  return a.round - b.round || a.turn - b.turn;
}

describe("SF-4: the end of the actor's next turn", () => {
  it("SF-4: chosen on another creature's turn before the actor's place, the next turn is later this round", () => {
    expect(overdriveEndPosition({ round: 2, turn: 0 }, 3)).toEqual({ round: 2, turn: 3 });
  });

  it("SF-4: chosen after the actor's place, or on its own turn, the next turn is next round", () => {
    expect(overdriveEndPosition({ round: 2, turn: 4 }, 1)).toEqual({ round: 3, turn: 1 });
    expect(overdriveEndPosition({ round: 2, turn: 1 }, 1)).toEqual({ round: 3, turn: 1 });
  });

  it("SF-4: before the combat has started, the next turn is the actor's turn in round 1", () => {
    expect(overdriveEndPosition({ round: 0, turn: null }, 2)).toEqual({ round: 1, turn: 2 });
    expect(overdriveEndPosition({ round: 0, turn: 0 }, 0)).toEqual({ round: 1, turn: 0 });
  });

  it("SF-4: lasts through the actor's next turn and ends when the combat moves past it", () => {
    const end = { round: 2, turn: 1 };
    expect(overdriveEnded(end, { round: 2, turn: 0 })).toBe(false);
    expect(overdriveEnded(end, { round: 2, turn: 1 })).toBe(false);
    expect(overdriveEnded(end, { round: 2, turn: 2 })).toBe(true);
    expect(overdriveEnded(end, { round: 3, turn: 0 })).toBe(true);
    expect(overdriveEnded(end, { round: 1, turn: 5 })).toBe(false);
  });

  it("SF-4 (property): the end is never now, the actor's next turn is inside it, and the turn after it ends it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 }), (round, size, rawTurn, rawActor) => {
        const turn = rawTurn % size;
        const actor = rawActor % size;
        const now = { round, turn: round === 0 ? null : turn };
        const end = overdriveEndPosition(now, actor);
        expect(end.turn).toBe(actor);
        expect(overdriveEnded(end, now)).toBe(false);
        expect(overdriveEnded(end, end)).toBe(false);
        const after = end.turn + 1 < size ? { round: end.round, turn: end.turn + 1 } : { round: end.round + 1, turn: 0 };
        expect(overdriveEnded(end, after)).toBe(true);
        // It is the NEXT turn: after now, and the actor's turn one round earlier is not after now.
        if (round >= 1) {
          expect(compare(end, { round, turn })).toBeGreaterThan(0);
          expect(compare({ round: end.round - 1, turn: actor }, { round, turn })).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it("SF-4: outside combat it lasts SF_FALLBACK_DURATION_SECONDS of world time", () => {
    expect(overdriveTimeUp(100, SF_FALLBACK_DURATION_SECONDS, 105)).toBe(false);
    expect(overdriveTimeUp(100, SF_FALLBACK_DURATION_SECONDS, 106)).toBe(true);
  });
});

describe("SF-4: effect flags", () => {
  const overdrive = { flags: { augmented: { abilityModifierBonus: 3, attackAdvantage: true } } };

  it("SF-4: an active effect's ability modifier bonus and attack advantage count; a disabled one's do not", () => {
    expect(effectAbilityModifierBonus({ effects: [overdrive] })).toBe(3);
    expect(effectAttackAdvantage({ effects: [overdrive] })).toBe(true);
    expect(effectAbilityModifierBonus({ effects: [{ ...overdrive, disabled: true }] })).toBe(0);
    expect(effectAttackAdvantage({ effects: [{ ...overdrive, active: false }] })).toBe(false);
  });

  it("malformed flags and actors without effects grant nothing", () => {
    expect(effectAbilityModifierBonus({ effects: [{ flags: { augmented: { abilityModifierBonus: "3" } } }, { flags: {} }, {}] })).toBe(0);
    expect(effectAbilityModifierBonus({ effects: [{ flags: { augmented: { abilityModifierBonus: 1.5 } } }] })).toBe(0);
    expect(effectAbilityModifierBonus(null)).toBe(0);
    expect(effectAttackAdvantage({})).toBe(false);
    expect(effectAttackAdvantage({ effects: [{ flags: { augmented: { attackAdvantage: "yes" } } }] })).toBe(false);
  });
});
