/** CY-DES-1/2: the design status a designed augment goes through, and the step it owes next. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DESIGN_STATUSES, isDesignStatus, nextDesignStep } from "../../../src/rules/cyborg/design";

describe("design status (CY-DES-1/2)", () => {
  it("CY-DES-1/2: a draft owes its check, a viable design its construction, a built augment nothing", () => {
    expect(nextDesignStep("draft")).toBe("check");
    expect(nextDesignStep("viable")).toBe("construct");
    expect(nextDesignStep("built")).toBeNull();
  });

  it("CY-DES-2: only the three statuses are recognised (anything else is read as built by the glue)", () => {
    for (const status of DESIGN_STATUSES) expect(isDesignStatus(status)).toBe(true);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isDesignStatus(value)).toBe(typeof value === "string" && (DESIGN_STATUSES as readonly string[]).includes(value));
      }),
    );
  });
});
