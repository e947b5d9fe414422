import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type OfferNow, type OfferSnapshot, offerLapse, readOfferSnapshot } from "../../../src/rules/cyborg";

const offered: OfferSnapshot = { hp: { value: 0, temp: 0 }, deathSaves: { success: 0, failure: 0 }, combat: { id: "c", round: 2, turn: 0 } };
const now = (overrides: Partial<OfferNow> = {}): OfferNow => ({
  hp: { value: 0, temp: 0 },
  deathSaves: { success: 0, failure: 0 },
  combat: { id: "c", round: 2, turn: 0 },
  actorTurn: 2,
  ...overrides,
});

describe("SF-1: the offer is immediate and lapses", () => {
  it("SF-1: unchanged, the offer stands", () => {
    expect(offerLapse(offered, now())).toBeNull();
  });

  it("SF-1: the next HP change (value or temp) ends it", () => {
    expect(offerLapse(offered, now({ hp: { value: 3, temp: 0 } }))).toBe("hpChanged");
    expect(offerLapse(offered, now({ hp: { value: 0, temp: 5 } }))).toBe("hpChanged");
  });

  it("SF-1: the next death save (either counter moves) ends it", () => {
    expect(offerLapse(offered, now({ deathSaves: { success: 1, failure: 0 } }))).toBe("deathSave");
    expect(offerLapse(offered, now({ deathSaves: { success: 0, failure: 2 } }))).toBe("deathSave");
  });

  it("SF-1 / GA-WRECK-1: counters moved by an automatic stabilising (no death save rolled) do not end it; any other move does", () => {
    const stable = (saves: { success: number; failure: number }) => ({ success: 3, failure: saves.failure });
    expect(offerLapse(offered, now({ deathSaves: { success: 3, failure: 0 } }), stable)).toBeNull();
    expect(offerLapse(offered, now({ deathSaves: { success: 3, failure: 1 } }), stable)).toBe("deathSave");
    expect(offerLapse(offered, now({ deathSaves: { success: 1, failure: 0 } }), stable)).toBe("deathSave");
    // Without the automatic change, stabilising counts as the death save it looks like.
    expect(offerLapse(offered, now({ deathSaves: { success: 3, failure: 0 } }))).toBe("deathSave");
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), (success, failure) => {
        const moved = success !== 0 || failure !== 0;
        const verdict = offerLapse(offered, now({ deathSaves: { success, failure } }), stable);
        expect(verdict).toBe(moved && !(success === 3 && failure === 0) ? "deathSave" : null);
      }),
    );
  });

  it("SF-1: the start of the character's next turn ends it; other turns before it do not", () => {
    expect(offerLapse(offered, now({ combat: { id: "c", round: 2, turn: 1 } }))).toBeNull();
    expect(offerLapse(offered, now({ combat: { id: "c", round: 2, turn: 2 } }))).toBe("nextTurn");
    expect(offerLapse(offered, now({ combat: { id: "c", round: 3, turn: 0 } }))).toBe("nextTurn");
    // Offered on its own turn: the next one is next round.
    const ownTurn: OfferSnapshot = { ...offered, combat: { id: "c", round: 2, turn: 2 } };
    expect(offerLapse(ownTurn, now({ combat: { id: "c", round: 2, turn: 3 } }))).toBeNull();
    expect(offerLapse(ownTurn, now({ combat: { id: "c", round: 3, turn: 2 } }))).toBe("nextTurn");
  });

  it("SF-1: outside combat, or in another combat, or without a place in the order, turns do not end it", () => {
    expect(offerLapse({ ...offered, combat: null }, now({ combat: { id: "c", round: 9, turn: 0 } }))).toBeNull();
    expect(offerLapse(offered, now({ combat: { id: "other", round: 9, turn: 5 } }))).toBeNull();
    expect(offerLapse(offered, now({ combat: { id: "c", round: 9, turn: 5 }, actorTurn: null }))).toBeNull();
  });

  it("SF-1: a stored snapshot is read defensively (card flags are data anyone could have written)", () => {
    expect(readOfferSnapshot(offered)).toEqual(offered);
    expect(readOfferSnapshot({ ...offered, combat: null })).toEqual({ ...offered, combat: null });
    for (const junk of [null, undefined, 3, "x", {}, { hp: { value: "0", temp: 0 }, deathSaves: { success: 0, failure: 0 }, combat: null }, { ...offered, combat: { id: 4, round: 1, turn: 0 } }]) {
      expect(readOfferSnapshot(junk)).toBeNull();
    }
    fc.assert(fc.property(fc.anything(), (value) => {
      const read = readOfferSnapshot(value);
      if (read) expect(Number.isFinite(read.hp.value)).toBe(true);
    }));
  });
});
