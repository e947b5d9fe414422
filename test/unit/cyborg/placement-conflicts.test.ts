/**
 * CY-SLOT-2 / CY-SLOT-4 after a race (issue 11, deliverable 6): which augments go back to carried when a section
 * ended up over capacity. Decided from the documents alone: every client, in any order, gets the same answer.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SECTION_IDS, auditSections } from "../../../src/rules/cyborg";
import { type PlacedAugment, placementReturns } from "../../../src/rules/cyborg/placement-conflicts";
import { makeAugment } from "./fixtures";

const placed = (overrides: Partial<PlacedAugment>): PlacedAugment => ({ ...makeAugment(overrides), placedAt: overrides.placedAt ?? 0 });

describe("placement races settled by arrival (CY-SLOT-2, CY-SLOT-4)", () => {
  it("CY-SLOT-2: the later arrival goes back, the earlier keeps the section", () => {
    const first = placed({ id: "b", installedSection: "rightArm", placedAt: 100 });
    const second = placed({ id: "a", installedSection: "rightArm", placedAt: 200 });
    expect(placementReturns([second, first])).toEqual([{ id: "a", section: "rightArm", keeperId: "b" }]);
  });

  it("CY-SLOT-2: equal stamps are broken by id, the same way every time", () => {
    const x = placed({ id: "x", installedSection: "head", sectionKind: "head", placedAt: 5 });
    const y = placed({ id: "y", installedSection: "head", sectionKind: "head", placedAt: 5 });
    expect(placementReturns([y, x])).toEqual([{ id: "y", section: "head", keeperId: "x" }]);
  });

  it("CY-SLOT-4: prosthetics take no slot but one body part is replaced once; a destroyed augment counts for nothing", () => {
    const blade = placed({ id: "blade", installedSection: "leftArm", placedAt: 1 });
    const arm = placed({ id: "arm", installedSection: "leftArm", purpose: "prosthetic", placedAt: 2 });
    const arm2 = placed({ id: "arm2", installedSection: "leftArm", purpose: "prosthetic", placedAt: 3 });
    const wreck = placed({ id: "wreck", installedSection: "leftArm", integrity: "destroyed", placedAt: 0 });
    expect(placementReturns([blade, arm, arm2, wreck])).toEqual([{ id: "arm2", section: "leftArm", keeperId: "arm" }]);
  });

  it("CY-SLOT-2 (property): after the returns no section is over capacity, and the answer ignores the input order", () => {
    const arbAugment = fc.record({
      section: fc.constantFrom(...SECTION_IDS),
      purpose: fc.constantFrom("attack", "utility", "prosthetic"),
      placedAt: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(arbAugment, { maxLength: 10 }), (specs) => {
        const kindOf = (s: string) => (s.endsWith("Arm") ? "arm" : s.endsWith("Leg") ? "leg" : s) as PlacedAugment["sectionKind"];
        const list = specs.map((spec, i) =>
          placed({ id: `id${i}`, installedSection: spec.section, sectionKind: kindOf(spec.section), purpose: spec.purpose as PlacedAugment["purpose"], placedAt: spec.placedAt }),
        );
        const returns = placementReturns(list);
        const back = new Set(returns.map((r) => r.id));
        const after = list.map((a) => (back.has(a.id) ? { ...a, installedSection: null } : a));
        const issues = auditSections(after).filter((issue) => issue.code === "overCapacity" || issue.code === "duplicateProsthetic");
        expect(issues).toEqual([]);
        expect(placementReturns([...list].reverse())).toEqual(returns);
      }),
      { numRuns: 300 },
    );
  });
});
