/**
 * CY-INS-4: the permanent structure fits only a section of the design's kind (CY-SLOT-3); temporary expansions
 * while deployed are exempt. Properties over any augment, any section and any other augments on the body: every
 * placement the rules allow (install or data-level) is of a matching kind; every placement of another kind is
 * refused as `wrongKind` first, whatever else is true; and what a design unfolds or projects (movement mode,
 * range, dice, uses, tags) never changes a decision.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type AugmentState,
  AUGMENT_PURPOSES,
  MOBILITY_MODES,
  SECTION_IDS,
  SECTION_KINDS,
  canInstall,
  checkPlacement,
  sectionKindOf,
  structureFits,
} from "../../../src/rules/cyborg";
import { makeAugment } from "./fixtures";

const OUT = { inCombat: false };

const kind = fc.constantFrom(...SECTION_KINDS);
const section = fc.constantFrom(...SECTION_IDS);
const maybeSection = fc.option(section, { nil: null });

/** What a design may say about its temporary expansion: a movement mode, a projected range, dice, uses, tags. */
const expansion = fc.record({
  mobility: fc.option(fc.record({ mode: fc.constantFrom(...MOBILITY_MODES), bonus: fc.integer({ min: 0, max: 120 }) }), { nil: null }),
  rangeFt: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  dice: fc.integer({ min: 1, max: 5 }),
  uses: fc.record({ spent: fc.nat(6) }),
  functionTag: fc.string({ maxLength: 12 }),
  passive: fc.boolean(),
});

const augment = fc
  .record({
    sectionKind: kind,
    purpose: fc.constantFrom(...AUGMENT_PURPOSES),
    integrity: fc.constantFrom("intact" as const, "damaged" as const, "destroyed" as const),
    installedSection: maybeSection,
  })
  .map((spec): AugmentState => makeAugment(spec));

/** Other augments on the body, each in a section of its kind or carried. */
const others = fc.array(
  fc.record({ sectionKind: kind, purpose: fc.constantFrom(...AUGMENT_PURPOSES), carried: fc.boolean(), side: fc.nat(1) }).map((spec) => {
    const fits = SECTION_IDS.filter((id) => sectionKindOf(id) === spec.sectionKind);
    return makeAugment({ sectionKind: spec.sectionKind, purpose: spec.purpose, installedSection: spec.carried ? null : fits[spec.side % fits.length]! });
  }),
  { maxLength: 6 },
);

describe("the permanent structure fits the section's kind (CY-INS-4)", () => {
  it("CY-INS-4: structureFits is exactly 'the section is of the design's kind', and every kind has a section", () => {
    for (const id of SECTION_IDS) for (const k of SECTION_KINDS) expect(structureFits({ sectionKind: k }, id)).toBe(sectionKindOf(id) === k);
  });

  it("CY-INS-4: an install the rules allow is always into a section of the design's kind", () => {
    fc.assert(
      fc.property(others, augment, section, fc.boolean(), (body, candidate, target, inCombat) => {
        const permission = canInstall([...body, candidate], candidate, target, { inCombat });
        if (permission.ok) expect(sectionKindOf(target)).toBe(candidate.sectionKind);
      }),
      { numRuns: 500 },
    );
  });

  it("CY-INS-4: a section of another kind is refused as wrongKind, before an occupant or a replaced limb is considered", () => {
    fc.assert(
      fc.property(others, augment, section, (body, spec, target) => {
        // Installable but for the kind: intact, carried, outside combat.
        const candidate: AugmentState = { ...spec, integrity: "intact", installedSection: null };
        fc.pre(!structureFits(candidate, target));
        expect(canInstall([...body, candidate], candidate, target, OUT)).toEqual({ ok: false, reason: "wrongKind" });
        expect(checkPlacement(body, { ...candidate, installedSection: target })).toEqual({ ok: false, reason: "wrongKind" });
      }),
      { numRuns: 500 },
    );
  });

  it("CY-INS-4: data level: a placement (create or update) the rules accept has a fitting structure", () => {
    fc.assert(
      fc.property(others, augment, (body, candidate) => {
        const permission = checkPlacement(body, candidate);
        if (permission.ok && candidate.installedSection !== null) expect(structureFits(candidate, candidate.installedSection)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("CY-INS-4: temporary expansions while deployed are exempt: what a design unfolds or projects never changes a decision", () => {
    fc.assert(
      fc.property(others, augment, section, expansion, (body, candidate, target, expanded) => {
        const grown: AugmentState = { ...candidate, ...expanded };
        expect(canInstall([...body, grown], grown, target, OUT)).toEqual(canInstall([...body, candidate], candidate, target, OUT));
        expect(checkPlacement(body, { ...grown, installedSection: target })).toEqual(checkPlacement(body, { ...candidate, installedSection: target }));
      }),
      { numRuns: 500 },
    );
  });
});
