import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DESIGN_STATUSES, FIXED_DESIGN_PATHS, type DesignWrite, designWriteRefusal } from "../../../src/rules/cyborg/design";

const write = (over: Partial<DesignWrite>): DesignWrite => ({ byGM: false, before: "built", after: "built", startsDesign: false, changed: [], upgrade: false, ...over });

describe("a design fixed once its check passed (CY-DES-1..3, CY-UPG-1)", () => {
  it("CY-DES-1: a draft is its owner's to write; a passed design's range, purpose or dice only the GM changes", () => {
    expect(designWriteRefusal(write({ before: "draft", after: "draft", changed: ["rangeFt", "purpose"] }))).toBeNull();
    expect(designWriteRefusal(write({ changed: ["rangeFt"] }))).toEqual({ kind: "changed", paths: ["rangeFt"] });
    expect(designWriteRefusal(write({ before: "viable", after: "viable", changed: ["dice", "uses.formula"] }))).toEqual({ kind: "changed", paths: ["dice", "uses.formula"] });
    expect(designWriteRefusal(write({ byGM: true, changed: [...FIXED_DESIGN_PATHS] }))).toBeNull();
  });

  it("CY-UPG-1: an upgrade adds its die and nothing else", () => {
    expect(designWriteRefusal(write({ changed: ["dice"], upgrade: true }))).toBeNull();
    expect(designWriteRefusal(write({ changed: ["dice", "rangeFt"], upgrade: true }))).toEqual({ kind: "changed", paths: ["rangeFt"] });
  });

  it("CY-DES-2: a player moving a status back is refused with the status it asked for", () => {
    expect(designWriteRefusal(write({ before: "built", after: "draft", changed: [] }))).toEqual({ kind: "status", to: "draft" });
    expect(designWriteRefusal(write({ before: "viable", after: "draft", changed: ["dice"] }))).toEqual({ kind: "status", to: "draft" });
    expect(designWriteRefusal(write({ before: "built", after: "built", changed: [] }))).toBeNull();
  });

  it("CY-DES-2: the status moves only forward for a player, or starts a new design; the GM moves it anywhere", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DESIGN_STATUSES), fc.constantFrom(...DESIGN_STATUSES), fc.boolean(), (before, after, startsDesign) => {
        const refusal = designWriteRefusal(write({ before, after, startsDesign }));
        const allowed = before === after || DESIGN_STATUSES.indexOf(after) > DESIGN_STATUSES.indexOf(before) || startsDesign;
        expect(refusal === null).toBe(allowed);
        expect(designWriteRefusal(write({ before, after, startsDesign, byGM: true }))).toBeNull();
      }),
    );
  });
});
