import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeArmorClass, resolveUsesMax, withinRange } from "../../../src/rules/core";
import {
  ALWAYS_ARMED,
  CLAW_ARM,
  JET_PACK,
  alwaysArmedEligibility,
  alwaysArmedSwap,
  armorChangeRefusal,
  clawArmCanWield,
  clawArmLaser,
  clawArmLift,
  jetPackFlight,
  laserDamage,
  LASER_RANGE_FT,
  memoryTapesAdvantage,
  planIntegrateArmor,
  planQuickFix,
  planRemoveIntegratedArmor,
  reinforcedChassisBonus,
  sinksInWater,
  upgradeDarkvision,
  upgradeSpeeds,
  GEARFORGED_BODIES,
  UPGRADES,
} from "../../../src/rules/gearforged";

describe("upgrade numbers", () => {
  it("GF-UPG-11: Claw Arm Laser deals 2d10 radiant at 5th, 3d10 at 11th, 4d10 at 17th", () => {
    expect([5, 10, 11, 16, 17, 20].map((l) => clawArmLaser(l, 3, 2).formula)).toEqual(["2d10", "2d10", "3d10", "3d10", "4d10", "4d10"]);
    expect(clawArmLaser(5, 3, 2)).toMatchObject({ damageType: "radiant", rangeFt: 30, activation: "action", onSave: "none" });
  });

  it("GF-UPG-11: the Dexterity save DC is 8 + PB + Con modifier; uses = Con modifier, 0 when it is 0 or less", () => {
    expect(clawArmLaser(5, 3, 2).save).toEqual({ ability: "dex", dc: 13 });
    expect(clawArmLaser(17, 6, 4).save.dc).toBe(18);
    // The uses are the item's formula, resolved as every item's uses are.
    const uses = (mod: number) => resolveUsesMax(UPGRADES.clawArmLaser.uses.max, { abilities: { con: { mod } } });
    expect([-1, 0, 1, 3].map(uses)).toEqual([0, 0, 1, 3].map((value) => ({ ok: true, value })));
    expect(UPGRADES.clawArmLaser.uses.recovery).toEqual(["lr"]);
  });

  it("GF-UPG-11: 30 ft range; a failed save takes the rolled damage, a success none", () => {
    // Measured as every range is (core/distance.ts), from the laser's 30 ft.
    expect([0, 30, 31].map((feet) => withinRange(feet, LASER_RANGE_FT).ok)).toEqual([true, true, false]);
    expect(laserDamage(14, false)).toBe(14);
    expect(laserDamage(14, true)).toBe(0);
  });

  it("GF-UPG-3: Quick Fix spends one hit die and grants temp HP = roll + Con modifier", () => {
    const plan = planQuickFix({ hp: { value: 5, max: 20, temp: 0 }, hitDice: [{ die: 10, max: 3, spent: 1 }] }, 10, 6, 2);
    expect(plan).toMatchObject({ ok: true, tempHp: 8, gained: 8, activation: "bonus", hp: { value: 5, temp: 8 } });
    if (plan.ok) expect(plan.hitDice[0]!.spent).toBe(2);
  });

  it("GF-UPG-3: temp HP do not stack, a bad roll or no die left is refused and nothing is spent", () => {
    const higher = planQuickFix({ hp: { value: 5, max: 20, temp: 12 }, hitDice: [{ die: 8, max: 2, spent: 0 }] }, 8, 3, 1);
    expect(higher).toMatchObject({ ok: true, tempHp: 4, gained: 0, hp: { temp: 12 } });
    expect(planQuickFix({ hp: { value: 5, max: 20, temp: 0 }, hitDice: [{ die: 8, max: 2, spent: 2 }] }, 8, 3, 1)).toMatchObject({ ok: false, reason: { code: "noHitDice" } });
    expect(planQuickFix({ hp: { value: 5, max: 20, temp: 0 }, hitDice: [{ die: 8, max: 2, spent: 0 }] }, 8, 9, 1)).toMatchObject({ ok: false, reason: { code: "invalidRoll" } });
  });

  it("GF-UPG-4: Water Jets give swim = walk and stop the body sinking (GF-BODY-2)", () => {
    expect(upgradeSpeeds(30, ["waterJets"])).toEqual({ swim: 30, climb: null });
    expect(sinksInWater(GEARFORGED_BODIES.homebrew.sinks, [])).toBe(true);
    expect(sinksInWater(GEARFORGED_BODIES.homebrew.sinks, ["waterJets"])).toBe(false);
  });

  it("GF-BODY-2: a seed-001 gearforged cannot swim and sinks; seed 002 and 004 bodies do not", () => {
    expect(GEARFORGED_BODIES.homebrew.sinks).toBe(true);
    expect(GEARFORGED_BODIES.chassis.sinks).toBe(false);
    expect(upgradeSpeeds(30, []).swim).toBeNull();
  });

  it("GF-UPG-5: Climbing Claws give climb = walk", () => {
    expect(upgradeSpeeds(25, ["climbingClaws"])).toEqual({ swim: null, climb: 25 });
  });

  it("GF-UPG-6: the Claw Arm reaches 5 ft, lifts 5 × Strength lb, wields light weapons only and no shield", () => {
    expect(CLAW_ARM.reachFt).toBe(5);
    expect(clawArmLift(14)).toBe(70);
    expect(CLAW_ARM.tasks).toContain("grapple");
    expect(clawArmCanWield({ kind: "weapon", properties: ["light", "finesse"] })).toBe(true);
    expect(clawArmCanWield({ kind: "weapon", properties: ["versatile"] })).toBe(false);
    expect(clawArmCanWield({ kind: "shield", properties: [] })).toBe(false);
  });

  it("GF-UPG-7: Enhanced Optics give darkvision 120 ft, keeping a better sense", () => {
    expect(upgradeDarkvision(0, ["enhancedOptics"])).toBe(120);
    expect(upgradeDarkvision(60, ["enhancedOptics"])).toBe(120);
    expect(upgradeDarkvision(60, [])).toBe(60);
    expect(upgradeDarkvision(150, ["enhancedOptics"])).toBe(150);
  });

  it("GF-UPG-10: Reinforced Chassis adds +1 AC unless heavy armor is worn", () => {
    const bonus = reinforcedChassisBonus("Reinforced Chassis");
    const light = computeArmorClass({ dexMod: 2, equipped: [{ id: "a", name: "Leather", kind: "light", value: 11 }], bonuses: [bonus] });
    const heavy = computeArmorClass({ dexMod: 2, equipped: [{ id: "p", name: "Plate", kind: "heavy", value: 18 }], bonuses: [bonus] });
    const none = computeArmorClass({ dexMod: 2, equipped: [], bonuses: [bonus] });
    expect([light.value, heavy.value, none.value]).toEqual([14, 18, 13]);
  });

  it("GF-UPG-9: Jet Pack: once per long rest, Bonus Action, fly = walk for 1 minute (10 rounds)", () => {
    expect(JET_PACK).toMatchObject({ durationSeconds: 60, rounds: 10, uses: 1, recovery: "lr", activation: "bonus" });
    expect(jetPackFlight(30, 1000)).toEqual({ fly: 30, startedAt: 1000, endsAt: 1060, rounds: 10 });
  });

  it("GF-UPG-2: Always Armed takes a proficient non-two-handed weapon; the off arm only a light one", () => {
    expect(alwaysArmedEligibility({ name: "Longsword", properties: ["versatile"], proficient: true }, "main")).toEqual({ ok: true });
    const bad = alwaysArmedEligibility({ name: "Greatsword", properties: ["heavy", "twoHanded"], proficient: false }, "off");
    expect(bad.ok ? [] : bad.reasons.map((r) => r.code)).toEqual(["twoHanded", "notProficient", "offHandNotLight"]);
    expect(alwaysArmedEligibility({ name: "Dagger", properties: ["light", "finesse"], proficient: true }, "off")).toEqual({ ok: true });
  });

  it("GF-UPG-2: the weapon cannot be dropped or disarmed, hands stay free, it is swapped only during a rest", () => {
    expect(ALWAYS_ARMED).toMatchObject({ canBeDisarmed: false, canBeDropped: false, handsFreeWhileDrawn: true, concealAdvantageSkill: "slt" });
    expect(alwaysArmedSwap("shortRest")).toEqual({ ok: true });
    expect(alwaysArmedSwap("longRest")).toEqual({ ok: true });
    expect(alwaysArmedSwap(null)).toMatchObject({ ok: false, reason: { code: "notDuringRest" } });
  });

  it("GF-UPG-8: integrating armor takes a long rest; it cannot be unequipped until another long rest removes it", () => {
    const armor = { id: "plate", name: "Plate", kind: "heavy" };
    expect(planIntegrateArmor(armor, "shortRest")).toMatchObject({ ok: false, reason: { code: "needsLongRest" } });
    expect(planIntegrateArmor({ ...armor, kind: "shield" }, "longRest")).toMatchObject({ ok: false, reason: { code: "notArmor" } });
    const done = planIntegrateArmor(armor, "longRest");
    expect(done).toMatchObject({ ok: true, state: { armorId: "plate" } });
    const state = { armorId: "plate" };
    expect(armorChangeRefusal(state, "plate", "Plate")).toMatchObject({ code: "integratedArmor" });
    expect(armorChangeRefusal(state, "other", "Leather")).toBeNull();
    expect(planRemoveIntegratedArmor(state, null)).toMatchObject({ ok: false, reason: { code: "needsLongRest" } });
    expect(planRemoveIntegratedArmor(state, "longRest")).toEqual({ ok: true, state: { armorId: null } });
  });

  it("GF-UPG-12: Fortified Memory Tapes give advantage on the chosen mental save, only against magic", () => {
    expect(memoryTapesAdvantage("wis", "wis", true)).toBe(true);
    expect(memoryTapesAdvantage("wis", "wis", false)).toBe(false);
    expect(memoryTapesAdvantage("wis", "int", true)).toBe(false);
    expect(memoryTapesAdvantage("str", "str", true)).toBe(false);
  });

  it("GF-UPG-11 (property): laser dice stay in 2..4 and uses never go negative", () => {
    const formula = UPGRADES.clawArmLaser.uses.max;
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.integer({ min: -5, max: 10 }), (level, con) => {
        const plan = clawArmLaser(level, 2, con);
        expect(plan.dice).toBeGreaterThanOrEqual(2);
        expect(plan.dice).toBeLessThanOrEqual(4);
        expect(resolveUsesMax(formula, { abilities: { con: { mod: con } } })).toEqual({ ok: true, value: Math.max(0, con) });
      }),
    );
  });
});
