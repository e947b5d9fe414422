import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type DeathSaves, lifeState, rollDeathSave, stabilize } from "../../../src/rules/core";

const dying = (success = 0, failure = 0) => ({ hp: { value: 0, max: 20, temp: 0 }, deathSaves: { success, failure } });

describe("death saves", () => {
  it("CORE-4: d20 ≥ 10 is a success, < 10 a failure", () => {
    const ok = rollDeathSave(dying(), { natural: 10 });
    expect(ok).toMatchObject({ ok: true, outcome: "success", deathSaves: { success: 1, failure: 0 } });
    const bad = rollDeathSave(dying(), { natural: 9 });
    expect(bad).toMatchObject({ ok: true, outcome: "failure", deathSaves: { success: 0, failure: 1 } });
  });

  it("CORE-4: a bonus counts through the total, except on natural 1 and 20", () => {
    expect(rollDeathSave(dying(), { natural: 8, total: 11 })).toMatchObject({ outcome: "success" });
    expect(rollDeathSave(dying(), { natural: 12, total: 9 })).toMatchObject({ outcome: "failure" });
    expect(rollDeathSave(dying(), { natural: 1, total: 15 })).toMatchObject({ outcome: "criticalFailure" });
  });

  it("CORE-4: natural 1 = two failures", () => {
    expect(rollDeathSave(dying(1, 0), { natural: 1 })).toMatchObject({ outcome: "criticalFailure", deathSaves: { success: 1, failure: 2 }, died: false });
    expect(rollDeathSave(dying(0, 2), { natural: 1 })).toMatchObject({ deathSaves: { failure: 3 }, died: true });
  });

  it("CORE-4: natural 20 = regain 1 HP and both counters reset", () => {
    const r = rollDeathSave(dying(2, 2), { natural: 20 });
    expect(r).toMatchObject({ ok: true, outcome: "criticalSuccess", regainedHp: true, hp: { value: 1 }, deathSaves: { success: 0, failure: 0 } });
  });

  it("CORE-4: 3 successes = stable, 3 failures = dead", () => {
    const s = rollDeathSave(dying(2, 2), { natural: 15 });
    expect(s).toMatchObject({ stabilized: true, died: false, deathSaves: { success: 3, failure: 0 } });
    if (s.ok) expect(lifeState({ hp: s.hp, deathSaves: s.deathSaves })).toBe("stable");
    const d = rollDeathSave(dying(2, 2), { natural: 5 });
    expect(d).toMatchObject({ died: true, deathSaves: { failure: 3 } });
    if (d.ok) expect(lifeState({ hp: d.hp, deathSaves: d.deathSaves })).toBe("dead");
  });

  it("CORE-4: stable, dead and conscious characters do not roll", () => {
    expect(rollDeathSave(dying(3, 0), { natural: 12 })).toEqual({ ok: false, reason: "stable" });
    expect(rollDeathSave(dying(0, 3), { natural: 12 })).toEqual({ ok: false, reason: "dead" });
    expect(rollDeathSave({ hp: { value: 5, max: 20, temp: 0 }, deathSaves: { success: 0, failure: 0 } }, { natural: 12 })).toEqual({ ok: false, reason: "notDying" });
    expect(rollDeathSave(dying(), { natural: 0 })).toEqual({ ok: false, reason: "invalidRoll" });
    expect(rollDeathSave(dying(), { natural: 21 })).toEqual({ ok: false, reason: "invalidRoll" });
  });

  it("CORE-6: exhaustion 6 is death, whatever the HP", () => {
    expect(lifeState({ hp: { value: 12 }, deathSaves: { success: 0, failure: 0 }, exhaustion: 6 })).toBe("dead");
    expect(rollDeathSave({ ...dying(), exhaustion: 6 }, { natural: 12 })).toEqual({ ok: false, reason: "dead" });
  });

  it("CORE-4: stabilizing records a stable state", () => {
    expect(lifeState({ hp: { value: 0 }, deathSaves: stabilize() })).toBe("stable");
  });

  it("CORE-4: death save counters stay in 0..3 over any sequence of rolls", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 12 }), (rolls) => {
        let state = dying();
        for (const natural of rolls) {
          const r = rollDeathSave(state, { natural });
          if (!r.ok) {
            expect(["stable", "dead", "notDying"]).toContain(r.reason);
            break;
          }
          const saves: DeathSaves = r.deathSaves;
          for (const n of [saves.success, saves.failure]) {
            expect(n).toBeGreaterThanOrEqual(0);
            expect(n).toBeLessThanOrEqual(3);
          }
          state = { hp: r.hp, deathSaves: saves };
        }
      }),
    );
  });
});

describe("CORE-4: a death save's whole outcome", () => {
  it("CORE-4: a natural 20 regains 1 HP and clears the counts; it neither stabilizes (it wakes) nor kills", () => {
    expect(rollDeathSave(dying(), { natural: 20, total: 20 })).toEqual({
      ok: true,
      outcome: "criticalSuccess",
      hp: { value: 1, max: 20, temp: 0 },
      deathSaves: { success: 0, failure: 0 },
      stabilized: false,
      died: false,
      regainedHp: true,
    });
  });

  it("CORE-4: a failure that is not the third stabilizes nothing and kills no one", () => {
    expect(rollDeathSave(dying(), { natural: 5, total: 5 })).toMatchObject({ ok: true, outcome: "failure", stabilized: false, died: false, regainedHp: false, deathSaves: { success: 0, failure: 1 } });
  });

  it("CORE-4: a total that is not a finite number is no roll", () => {
    expect(rollDeathSave(dying(), { natural: 12, total: Number.NaN })).toEqual({ ok: false, reason: "invalidRoll" });
    expect(rollDeathSave(dying(), { natural: 12, total: Number.POSITIVE_INFINITY })).toEqual({ ok: false, reason: "invalidRoll" });
  });
});

describe("CORE-4: a plain success", () => {
  it("CORE-4: a success below the third neither stabilizes, kills nor heals", () => {
    expect(rollDeathSave(dying(1, 1), { natural: 14, total: 14 })).toEqual({
      ok: true,
      outcome: "success",
      hp: { value: 0, max: 20, temp: 0 },
      deathSaves: { success: 2, failure: 1 },
      stabilized: false,
      died: false,
      regainedHp: false,
    });
  });
});
