import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_AUTOMAIL_DAMAGE_FRACTION,
  LIMB_REPAIR_COST_GP,
  automailDamageTriggered,
  damageLimbPatch,
  limbDamageCandidates,
  limbWorks,
  planLimbRepair,
} from "../../../src/rules/automail";
import { REPAIR_CHECK, triggersIntegritySave } from "../../../src/rules/cyborg";
import { makeLimb } from "./fixtures";

const ON = { enabled: true, fraction: DEFAULT_AUTOMAIL_DAMAGE_FRACTION };

describe("automail damage (AM-DMG-1)", () => {
  it("AM-DMG-1: a hit of half the HP maximum or more puts automail at risk (35 of 60 does, 29 does not)", () => {
    expect(DEFAULT_AUTOMAIL_DAMAGE_FRACTION).toBe(0.5);
    expect(automailDamageTriggered(35, 60, ON)).toBe(true);
    expect(automailDamageTriggered(30, 60, ON)).toBe(true);
    expect(automailDamageTriggered(29, 60, ON)).toBe(false);
  });

  it("AM-DMG-1: the threshold fraction is a setting, and a setting turns automail damage off", () => {
    expect(automailDamageTriggered(20, 60, { enabled: true, fraction: 1 / 3 })).toBe(true);
    expect(automailDamageTriggered(60, 60, { enabled: false, fraction: 0.5 })).toBe(false);
    expect(automailDamageTriggered(30, 60, { enabled: true, fraction: Number.NaN })).toBe(true); // broken setting → default
    expect(automailDamageTriggered(0, 60, ON)).toBe(false);
    expect(automailDamageTriggered(10, 0, ON)).toBe(false);
  });

  it("AM-DMG-1 (property): at the default fraction it agrees with the augment integrity trigger (CY-INT-1)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), (amount, maxHp) => {
        expect(automailDamageTriggered(amount, maxHp, ON)).toBe(triggersIntegritySave(amount, maxHp));
      }),
    );
  });

  it("AM-DMG-1: worn intact limbs are the candidates, in id order, with the section for the hint", () => {
    const arm = makeLimb({ id: "b", location: { mode: "port", portId: "p1", since: 0 } });
    const leg = makeLimb({ id: "a", limb: "leg", generation: "reforged", location: { mode: "builtOn", site: "leftFoot", since: 0 } });
    const carried = makeLimb({ id: "c" });
    const damaged = makeLimb({ id: "d", integrity: "damaged", location: { mode: "port", portId: "p2", since: 0 } });
    const candidates = limbDamageCandidates([arm, leg, carried, damaged], (id) => (id === "p1" ? "rightHand" : null), "rightArm");
    expect(candidates).toEqual([
      { limbId: "a", section: "leftLeg", hinted: false },
      { limbId: "b", section: "rightArm", hinted: true },
    ]);
  });

  it("AM-DMG-1: a failure damages an intact limb; a damaged limb does nothing until repaired", () => {
    const arm = makeLimb({ location: { mode: "port", portId: "p", since: 0 } });
    expect(limbWorks(arm)).toBe(true);
    expect(damageLimbPatch(arm)).toEqual({ integrity: "damaged" });
    const damaged = { ...arm, integrity: "damaged" as const };
    expect(limbWorks(damaged)).toBe(false);
    expect(damageLimbPatch(damaged)).toBeNull();
    expect(limbWorks(makeLimb())).toBe(false);
  });

  it("AM-DMG-1: repair like an augment's (250 gp, Sleight of Hand with advantage), out of combat, spent either way", () => {
    const damaged = makeLimb({ integrity: "damaged" });
    expect(LIMB_REPAIR_COST_GP).toBe(250);
    expect(REPAIR_CHECK).toMatchObject({ ability: "dex", skill: "slt", advantage: true });
    expect(planLimbRepair(damaged, { inCombat: false }, { total: 15, dc: 15 })).toEqual({ ok: true, success: true, costGp: 250, patch: { integrity: "intact" } });
    expect(planLimbRepair(damaged, { inCombat: false }, { total: 14, dc: 15 })).toEqual({ ok: true, success: false, costGp: 250, patch: null });
    expect(planLimbRepair(damaged, { inCombat: true }, { total: 20, dc: 15 })).toEqual({ ok: false, reason: "inCombat" });
    expect(planLimbRepair(makeLimb(), { inCombat: false }, { total: 20, dc: 15 })).toEqual({ ok: false, reason: "notDamaged" });
    expect(planLimbRepair(makeLimb({ integrity: "destroyed" }), { inCombat: false }, { total: 20, dc: 15 })).toEqual({ ok: false, reason: "destroyed" });
  });
});


describe("automail damage: the threshold setting and the hint at its edges", () => {
  it("AM-DMG-1: a fraction of exactly 1 is the whole HP maximum; 0, below 0 or above 1 reads as the default half", () => {
    const at = (fraction: number) => ({ enabled: true, fraction });
    expect(automailDamageTriggered(59, 60, at(1))).toBe(false);
    expect(automailDamageTriggered(60, 60, at(1))).toBe(true);
    for (const broken of [0, -0.5, 1.5, Number.POSITIVE_INFINITY]) {
      expect(automailDamageTriggered(29, 60, at(broken))).toBe(false);
      expect(automailDamageTriggered(30, 60, at(broken))).toBe(true);
    }
    expect(automailDamageTriggered(Number.NaN, 60, ON)).toBe(false);
  });

  it("AM-DMG-1 / CY-INT-2: no hit location hints nothing, even at a limb whose section is unknown", () => {
    const lost = makeLimb({ id: "x", location: { mode: "port", portId: "gone", since: 0 } });
    expect(limbDamageCandidates([lost], () => null)).toEqual([{ limbId: "x", section: null, hinted: false }]);
    expect(limbDamageCandidates([lost], () => null, "rightArm")).toEqual([{ limbId: "x", section: null, hinted: false }]);
  });

  it("AM-DMG-1: the candidates are in id order whatever the order of the limbs", () => {
    const worn = (id: string) => makeLimb({ id, location: { mode: "port", portId: `p-${id}`, since: 0 } });
    for (const order of [["c", "a", "b"], ["b", "c", "a"], ["a", "b", "c"]]) {
      expect(limbDamageCandidates(order.map(worn), () => null).map((c) => c.limbId)).toEqual(["a", "b", "c"]);
    }
  });
});
