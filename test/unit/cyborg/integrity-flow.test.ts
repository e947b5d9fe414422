/**
 * The integrity card's state machine (src/rules/cyborg/integrity-flow.ts): who may do what at each step, and
 * that a failed save damages exactly one listed augment (CY-INT-1/2, CY-ENV-2).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Asker,
  type CardCandidate,
  type IntegrityCardState,
  mayPick,
  mayRoll,
  newCardState,
  nothingDamaged,
  pickAugment,
  pickByDie,
  pickDieFormula,
  recordSave,
  setDc,
} from "../../../src/rules/cyborg/integrity-flow";

const GM: Asker = { isGM: true, owner: true };
const OWNER: Asker = { isGM: false, owner: true };
const STRANGER: Asker = { isGM: false, owner: false };

const TORSO: CardCandidate = { augmentId: "a1", name: "Plating", section: "torso", hinted: true };
const ARM: CardCandidate = { augmentId: "a2", name: "Cannon", section: "rightArm", hinted: false };

function due(pickMode: "gm" | "owner" | "random" = "gm", source: "damage" | "structuralBacklash" = "damage"): IntegrityCardState {
  return newCardState({ actorUuid: "Actor.x", source, amount: 35, dc: 17, hitLocation: "torso", pickMode });
}

function failed(pickMode: "gm" | "owner" | "random" = "gm"): IntegrityCardState {
  const result = recordSave(due(pickMode), { total: 5, natural: 5 }, [TORSO, ARM], OWNER);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe("integrity card flow", () => {
  it("CY-INT-1: a save that meets the DC passes and ends the card; nothing is picked", () => {
    const result = recordSave(due(), { total: 17, natural: 12 }, [TORSO, ARM], OWNER);
    expect(result).toMatchObject({ ok: true, state: { stage: "done", outcome: "saved", save: { saved: true } } });
  });

  it("CY-INT-2: a failure freezes the candidates for the pick", () => {
    expect(failed()).toMatchObject({ stage: "pick", candidates: [TORSO, ARM], save: { total: 5, saved: false } });
  });

  it("CY-INT-2: a failure with no installed functional augment ends with nothing damaged", () => {
    expect(recordSave(due(), { total: 2, natural: 2 }, [], OWNER)).toMatchObject({ ok: true, state: { stage: "done", outcome: "nothing" } });
  });

  it("CY-INT-1: only the owner or a GM rolls; only once; a malformed roll is refused", () => {
    expect(mayRoll(STRANGER)).toBe(false);
    expect(recordSave(due(), { total: 20, natural: 20 }, [TORSO], STRANGER)).toEqual({ ok: false, error: "notAllowed" });
    expect(recordSave(failed(), { total: 20, natural: 20 }, [TORSO], OWNER)).toEqual({ ok: false, error: "wrongStage" });
    expect(recordSave(due(), { total: Number.NaN, natural: 3 }, [TORSO], OWNER)).toEqual({ ok: false, error: "badRoll" });
    expect(recordSave(due(), { total: 9, natural: 0 }, [TORSO], OWNER)).toEqual({ ok: false, error: "badRoll" });
  });

  it("CY-INT-1: the DC is the GM's: only a GM sets it, before the roll, to a whole number ≥ 1", () => {
    expect(setDc(due(), 12, GM)).toMatchObject({ ok: true, state: { dc: 12 } });
    expect(setDc(due(), 12, OWNER)).toEqual({ ok: false, error: "notAllowed" });
    expect(setDc(due(), 0, GM)).toEqual({ ok: false, error: "badDc" });
    expect(setDc(due(), 12.5, GM)).toEqual({ ok: false, error: "badDc" });
    expect(setDc(failed(), 12, GM)).toEqual({ ok: false, error: "wrongStage" });
  });

  it("CY-INT-2 (default gm): only a GM picks; the owner mode lets the owner pick too; random lets nobody", () => {
    expect([mayPick(failed("gm"), GM), mayPick(failed("gm"), OWNER), mayPick(failed("gm"), STRANGER)]).toEqual([true, false, false]);
    expect([mayPick(failed("owner"), GM), mayPick(failed("owner"), OWNER), mayPick(failed("owner"), STRANGER)]).toEqual([true, true, false]);
    expect([mayPick(failed("random"), GM), mayPick(failed("random"), OWNER)]).toEqual([false, false]);
    expect(pickAugment(failed("gm"), "a1", OWNER, true)).toEqual({ ok: false, error: "notAllowed" });
  });

  it("CY-INT-2: the pick must be a listed candidate that is still installed and intact", () => {
    expect(pickAugment(failed(), "zz", GM, true)).toEqual({ ok: false, error: "notCandidate" });
    expect(pickAugment(failed(), "a1", GM, false)).toEqual({ ok: false, error: "notCandidate" });
    expect(pickAugment(failed(), "a2", GM, true)).toMatchObject({ ok: true, state: { stage: "done", outcome: "damaged", chosen: ARM } });
  });

  it("CY-INT-2: one save damages one augment: a second pick is refused", () => {
    const done = pickAugment(failed(), "a1", GM, true);
    if (!done.ok) throw new Error(done.error);
    expect(pickAugment(done.state, "a2", GM, true)).toEqual({ ok: false, error: "notPending" });
  });

  it("CY-INT-2 random: the 1dN result picks the candidate at that position; an impossible result is refused", () => {
    expect(pickDieFormula(failed("random"))).toBe("1d2");
    expect(pickDieFormula(due("random"))).toBeNull();
    expect(pickByDie(failed("random"), 2)).toMatchObject({ ok: true, state: { chosen: ARM, pickDie: 2 } });
    expect(pickByDie(failed("random"), 3)).toEqual({ ok: false, error: "badDie" });
    expect(pickByDie(due("random"), 1)).toEqual({ ok: false, error: "wrongStage" });
  });

  it("CY-ENV-2: the owner confirms a backlash on its one augment (no pick setting applies)", () => {
    const state = recordSave(due("gm", "structuralBacklash"), { total: 3, natural: 3 }, [ARM], OWNER);
    if (!state.ok) throw new Error(state.error);
    expect(mayPick(state.state, OWNER)).toBe(true);
    expect(mayPick(state.state, STRANGER)).toBe(false);
  });

  it("an augment gone by the time it is applied ends the card with nothing damaged", () => {
    const done = pickAugment(failed(), "a1", GM, true);
    if (!done.ok) throw new Error(done.error);
    expect(nothingDamaged(done.state)).toMatchObject({ stage: "done", outcome: "nothing", chosen: null });
  });

  it("CY-INT-2 (property): whatever the rolls and asks, a finished card names at most one augment, always a listed one, and only after a failed save", () => {
    const asker = fc.constantFrom(GM, OWNER, STRANGER);
    const step = fc.oneof(
      fc.record({ kind: fc.constant("roll" as const), total: fc.integer({ min: -5, max: 40 }), natural: fc.integer({ min: 1, max: 20 }), asker }),
      fc.record({ kind: fc.constant("pick" as const), id: fc.constantFrom("a1", "a2", "zz"), still: fc.boolean(), asker }),
      fc.record({ kind: fc.constant("die" as const), die: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ kind: fc.constant("dc" as const), dc: fc.integer({ min: -2, max: 30 }), asker }),
    );
    fc.assert(
      fc.property(fc.constantFrom("gm", "owner", "random" as const), fc.array(step, { maxLength: 8 }), (mode, steps) => {
        let state = due(mode as "gm" | "owner" | "random");
        let chosenCount = 0;
        for (const s of steps) {
          const before = state;
          const result =
            s.kind === "roll"
              ? recordSave(state, s, [TORSO, ARM], s.asker)
              : s.kind === "pick"
                ? pickAugment(state, s.id, s.asker, s.still)
                : s.kind === "die"
                  ? pickByDie(state, s.die)
                  : setDc(state, s.dc, s.asker);
          if (!result.ok) {
            expect(state).toBe(before);
            continue;
          }
          state = result.state;
          if (state.chosen && !before.chosen) chosenCount++;
        }
        expect(chosenCount).toBeLessThanOrEqual(1);
        if (state.chosen) {
          expect(["a1", "a2"]).toContain(state.chosen.augmentId);
          expect(state.save?.saved).toBe(false);
          expect(state.stage).toBe("done");
        }
        if (state.save?.saved) expect(state.chosen).toBeNull();
      }),
    );
  });
});

describe("integrity card flow: a new card", () => {
  it("CY-INT-1 / CY-ENV-2: a card opened with no backlash target records none (null), ready for the save", () => {
    expect(due()).toMatchObject({ target: null, stage: "save", save: null, candidates: [], pickDie: null, chosen: null, outcome: null });
  });
});

describe("integrity card flow: the stage a pick comes at, and what a stored card must hold", () => {
  it("CY-INT-2: a pick before the save is the wrong stage; after the pick, the card is no longer pending", () => {
    expect(pickAugment(due(), "a1", GM, true)).toEqual({ ok: false, error: "wrongStage" });
    expect(pickByDie(due("random"), 1)).toEqual({ ok: false, error: "wrongStage" });
    expect(pickByDie(failed("random"), 3)).toEqual({ ok: false, error: "badDie" });
    expect(pickByDie(failed("random"), 0)).toEqual({ ok: false, error: "badDie" });
    expect(pickByDie(failed("random"), 1.5)).toEqual({ ok: false, error: "badDie" });
  });
});
