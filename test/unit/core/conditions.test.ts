import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CONDITION_IDS } from "../../../src/config";
import { CORE_STATUS_CONDITIONS, conditionOfStatus, immuneConditionStatus } from "../../../src/rules/core";

describe("condition immunity", () => {
  it("GF-STEEL-1: Foundry's core poison and disease statuses stand for the poisoned condition and disease", () => {
    expect(conditionOfStatus("poison", CONDITION_IDS)).toBe("poisoned");
    expect(conditionOfStatus("disease", CONDITION_IDS)).toBe("diseased");
    // A status registered under the condition's own id (as 5e systems do) is that condition.
    expect(conditionOfStatus("poisoned", CONDITION_IDS)).toBe("poisoned");
    // Core statuses that are no 5e condition stand for none.
    expect(conditionOfStatus("sleep", CONDITION_IDS)).toBeNull();
    expect(conditionOfStatus("bless", CONDITION_IDS)).toBeNull();
  });

  it("GF-STEEL-1 / GC-RES-1: a body immune to poisoned and disease refuses those statuses and takes the others", () => {
    expect(immuneConditionStatus(["prone", "poison"], ["poisoned", "diseased"], CONDITION_IDS)).toEqual({ status: "poison", condition: "poisoned" });
    expect(immuneConditionStatus(["disease"], ["diseased"], CONDITION_IDS)).toEqual({ status: "disease", condition: "diseased" });
    expect(immuneConditionStatus(["poison"], ["diseased"], CONDITION_IDS)).toBeNull();
    expect(immuneConditionStatus(["prone", "blind"], ["poisoned", "diseased"], CONDITION_IDS)).toBeNull();
    expect(immuneConditionStatus([], ["poisoned"], CONDITION_IDS)).toBeNull();
  });

  it("every core status mapped stands for one of the system's conditions", () => {
    for (const condition of Object.values(CORE_STATUS_CONDITIONS)) expect(CONDITION_IDS as readonly string[]).toContain(condition);
  });

  it("GF-STEEL-1 (property): a status is refused exactly when the condition it stands for is among the immunities", () => {
    const statuses = [...Object.keys(CORE_STATUS_CONDITIONS), ...CONDITION_IDS, "sleep", "bless", "target"];
    fc.assert(
      fc.property(fc.subarray(statuses), fc.subarray([...CONDITION_IDS]), (picked, immune) => {
        const refused = immuneConditionStatus(picked, immune, CONDITION_IDS);
        const expected = picked.some((status) => {
          const condition = conditionOfStatus(status, CONDITION_IDS);
          return condition !== null && immune.includes(condition as (typeof CONDITION_IDS)[number]);
        });
        return (refused !== null) === expected;
      }),
    );
  });
});
