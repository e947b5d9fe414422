/** GF-UPG-2 Always Armed: the swap plan (only during a rest, the arm's limits, one weapon per arm) and the drop/disarm guard. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { integratedWeaponChangeRefusal, planAlwaysArmedSwap } from "../../../src/rules/gearforged";

const longsword = { id: "long", name: "Longsword", properties: ["versatile"], proficient: true };
const dagger = { id: "dag", name: "Dagger", properties: ["light", "finesse"], proficient: true };
const greataxe = { id: "axe", name: "Greataxe", properties: ["heavy", "twoHanded"], proficient: true };
const arms = { weaponId: "long", offHandWeaponId: null };

const codes = (plan: ReturnType<typeof planAlwaysArmedSwap>) => (plan.ok ? [] : plan.reasons.map((r) => r.code));

describe("GF-UPG-2 Always Armed swaps", () => {
  it("GF-UPG-2: a light weapon goes into the off arm during a short or long rest", () => {
    expect(planAlwaysArmedSwap(arms, "off", dagger, "shortRest")).toEqual({ ok: true, state: { weaponId: "long", offHandWeaponId: "dag" } });
    expect(planAlwaysArmedSwap(arms, "off", dagger, "longRest")).toEqual({ ok: true, state: { weaponId: "long", offHandWeaponId: "dag" } });
  });

  it("GF-UPG-2: outside a rest nothing is swapped; every broken condition is named", () => {
    expect(codes(planAlwaysArmedSwap(arms, "off", dagger, null))).toEqual(["notDuringRest"]);
    expect(codes(planAlwaysArmedSwap(arms, "off", greataxe, null))).toEqual(["notDuringRest", "twoHanded", "offHandNotLight"]);
    expect(codes(planAlwaysArmedSwap(arms, "off", longsword, "shortRest"))).toEqual(["offHandNotLight", "sameWeaponBothArms"]);
  });

  it("GF-UPG-2: the main arm is never empty; the off arm may be emptied", () => {
    expect(codes(planAlwaysArmedSwap(arms, "main", null, "shortRest"))).toEqual(["mainArmEmpty"]);
    expect(planAlwaysArmedSwap({ weaponId: "long", offHandWeaponId: "dag" }, "off", null, "shortRest")).toEqual({ ok: true, state: { weaponId: "long", offHandWeaponId: null } });
  });

  it("GF-UPG-2: whatever the arms hold, a planned swap never puts one weapon in both arms and keeps the main arm filled", () => {
    const weapon = fc.constantFrom(longsword, dagger, greataxe, null);
    const id = fc.constantFrom("long", "dag", "axe", null);
    fc.assert(
      fc.property(id, id, fc.constantFrom("main" as const, "off" as const), weapon, fc.constantFrom("shortRest" as const, "longRest" as const, null), (main, off, side, w, during) => {
        const plan = planAlwaysArmedSwap({ weaponId: main, offHandWeaponId: off }, side, w, during);
        if (!plan.ok) return;
        expect(during).not.toBeNull();
        if (side === "main") expect(plan.state.weaponId).not.toBeNull();
        // The weapon put in is not what the other arm holds.
        if (w !== null) expect(side === "main" ? plan.state.offHandWeaponId : plan.state.weaponId).not.toBe(w.id);
      }),
    );
  });

  it("GF-UPG-2: an integrated weapon cannot be dropped or disarmed; other weapons can", () => {
    const state = { weaponId: "long", offHandWeaponId: "dag" };
    expect(integratedWeaponChangeRefusal(state, "long", "Longsword")?.code).toBe("integratedWeapon");
    expect(integratedWeaponChangeRefusal(state, "dag", "Dagger")?.code).toBe("integratedWeapon");
    expect(integratedWeaponChangeRefusal(state, "axe", "Greataxe")).toBeNull();
  });
});
