import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { REPAIR_TOOL_IDS, TOOL_RULINGS, repairToolCheck } from "../../../src/rules/cyborg";

describe("repair tool ruling (CY-REP-1)", () => {
  it("CY-REP-1: the GM rules the designated tool not needed, required, or replaced by a suitable substitute", () => {
    expect(repairToolCheck("tinker", "notNeeded", [])).toEqual({ ok: true, use: "none" });
    expect(repairToolCheck("tinker", "required", ["tinker"])).toEqual({ ok: true, use: "designated" });
    expect(repairToolCheck("tinker", "required", ["smith"])).toEqual({ ok: false, reason: "toolMissing" });
    expect(repairToolCheck("tinker", "substitute", ["smith"])).toEqual({ ok: true, use: "substitute" });
    // Carrying the designated tool, a substitute ruling still uses it.
    expect(repairToolCheck("tinker", "substitute", ["tinker"])).toEqual({ ok: true, use: "designated" });
  });

  it("CY-REP-1: an augment may have no designated tool: nothing is ever required", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOOL_RULINGS), fc.subarray([...REPAIR_TOOL_IDS]), (ruling, carried) => {
        expect(repairToolCheck(null, ruling, carried)).toEqual({ ok: true, use: "none" });
      }),
    );
  });

  it("CY-REP-1: refused only when the tool is required and not carried", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPAIR_TOOL_IDS), fc.constantFrom(...TOOL_RULINGS), fc.subarray([...REPAIR_TOOL_IDS]), (tool, ruling, carried) => {
        const result = repairToolCheck(tool, ruling, carried);
        expect(result.ok).toBe(!(ruling === "required" && !carried.includes(tool)));
      }),
    );
  });
});
