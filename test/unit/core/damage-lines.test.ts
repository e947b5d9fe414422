/**
 * One damage event line by line (CORE-2, CORE-4, CORE-9, CORE-10): what each line of a card actually changed
 * (the breakdown the card shows), and the event's flags when nothing drops, when the target starts at 0 HP or
 * dead, and when healing or temporary HP come along.
 *
 * Run: npx vitest run --project unit test/unit/core/damage-lines.test.ts
 */
import { describe, expect, it } from "vitest";
import { type DamagePlan, type DamageTarget, planDamage } from "../../../src/rules/core";

function target(value: number, max: number, temp = 0, failure = 0, exhaustion?: number): DamageTarget {
  return { hp: { value, max, temp }, deathSaves: { success: 0, failure }, ...(exhaustion === undefined ? {} : { exhaustion }) };
}

function plan(start: DamageTarget, lines: Array<{ amount: number; type: string }>, options = {}): DamagePlan {
  const result = planDamage(start, lines, options);
  if (!result.ok) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.plan;
}

const FLAGS_UNTOUCHED = { droppedToZero: false, killedOutright: false, deathSaveFailuresAdded: 0, dead: false, died: false, healingIgnored: false };

describe("CORE-2 what each line changed", () => {
  it("CORE-2: two damage lines past the HP left: the first takes what it can, the second only the rest", () => {
    const p = plan(target(10, 30), [{ amount: 8, type: "fire" }, { amount: 8, type: "cold" }]);
    expect(p.instances.map((line) => line.applied)).toEqual([8, 2]);
    expect(p.totals).toMatchObject({ damage: 16, hpLost: 10, overflow: 6 });
  });

  it("CORE-2: temp HP soak the earliest lines first, then HP", () => {
    const p = plan(target(10, 30, 5), [{ amount: 3, type: "fire" }, { amount: 4, type: "cold" }, { amount: 6, type: "acid" }]);
    expect(p.instances.map((line) => [line.absorbedByTemp, line.applied])).toEqual([[3, 0], [2, 2], [0, 6]]);
    expect(p.hp).toEqual({ value: 2, max: 30, temp: 0 });
  });

  it("CORE-2: healing lines fill the missing HP in order; a line past the maximum restores only what was missing", () => {
    const p = plan(target(15, 20), [{ amount: 3, type: "healing" }, { amount: 4, type: "healing" }, { amount: 2, type: "healing" }]);
    expect(p.instances.map((line) => line.applied)).toEqual([3, 2, 0]);
    expect(p.totals.healed).toBe(5);
    expect(p.hp.value).toBe(20);
  });

  it("CORE-2: temporary HP do not stack: the largest grant is the line that applied, the others gave nothing", () => {
    const p = plan(target(10, 20, 2), [{ amount: 3, type: "temphp" }, { amount: 8, type: "temphp" }, { amount: 5, type: "temphp" }]);
    expect(p.instances.map((line) => line.applied)).toEqual([0, 6, 0]);
    expect(p.hp.temp).toBe(8);
    expect(p.totals.tempGained).toBe(6);
    const lower = plan(target(10, 20, 9), [{ amount: 3, type: "temphp" }, { amount: 8, type: "temphp" }]);
    expect(lower.instances.map((line) => line.applied)).toEqual([0, 0]);
    expect(lower.hp.temp).toBe(9);
  });
});

describe("CORE-4 / CORE-9 the event's flags", () => {
  it("CORE-4: damage that leaves HP above 0 drops nobody, adds no failure and kills nobody", () => {
    const p = plan(target(10, 30), [{ amount: 3, type: "fire" }]);
    expect(p).toMatchObject({ ...FLAGS_UNTOUCHED, deathSaves: { success: 0, failure: 0 } });
    expect(p.hp.value).toBe(7);
  });

  it("CORE-4: an event with nothing in it changes no flag", () => {
    expect(plan(target(10, 30), [])).toMatchObject(FLAGS_UNTOUCHED);
    expect(plan(target(0, 30, 0, 1), [{ amount: 0, type: "fire" }])).toMatchObject({ ...FLAGS_UNTOUCHED, deathSaves: { success: 0, failure: 1 } });
  });

  it("CORE-4: at 0 HP, damage that temp HP soak entirely is still one failure, never a death outright", () => {
    const p = plan(target(0, 0, 5), [{ amount: 3, type: "fire" }]);
    expect(p).toMatchObject({ killedOutright: false, deathSaveFailuresAdded: 1, deathSaves: { success: 0, failure: 1 } });
    expect(p.hp.temp).toBe(2);
  });

  it("CORE-6 / CORE-4: a creature dead of exhaustion 6 is dead: damage adds no failure, healing is ignored", () => {
    const p = plan(target(5, 20, 0, 0, 6), [{ amount: 2, type: "fire" }, { amount: 10, type: "healing" }]);
    expect(p).toMatchObject({ droppedToZero: false, killedOutright: false, deathSaveFailuresAdded: 0, dead: true, died: false, healingIgnored: true });
    expect(p.hp.value).toBe(3);
    expect(p.instances[1]?.applied).toBe(0);
  });

  it("CORE-4: healing the living is never reported as ignored; a dead creature taking damage alone ignores no healing", () => {
    expect(plan(target(5, 20), [{ amount: 4, type: "healing" }]).healingIgnored).toBe(false);
    const dead = plan(target(0, 20, 0, 3), [{ amount: 4, type: "fire" }]);
    expect(dead).toMatchObject({ dead: true, died: false, healingIgnored: false, deathSaveFailuresAdded: 0, killedOutright: false });
  });
});
