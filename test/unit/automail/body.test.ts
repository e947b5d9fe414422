import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BODY_SITES, automailReplacing,  replacesSection, sectionConflict, sectionOfSite, sitesOverlap } from "../../../src/rules/automail";
import { canInstall } from "../../../src/rules/cyborg";
import { makeAugment } from "../cyborg/fixtures";
import { arbSite, makeLimb } from "./fixtures";

describe("automail and augments on one body (AM-CY-1)", () => {
  it("AM-CY-1: an automail arm leaves its section open for one augment, and only one", () => {
    const blade = makeAugment({ sectionKind: "arm" });
    // The Cyborg rules accept the augment there: automail takes no slot.
    expect(canInstall([blade], blade, "rightArm", { inCombat: false })).toEqual({ ok: true });
    const installed = { ...blade, installedSection: "rightArm" as const };
    const second = makeAugment({ sectionKind: "arm" });
    expect(canInstall([installed, second], second, "rightArm", { inCombat: false })).toMatchObject({ ok: false, reason: "occupied" });
  });

  it("AM-CY-1: a section is replaced once: a Cyborg prosthetic and automail in the same arm or leg conflict", () => {
    const prosthetic = makeAugment({ purpose: "prosthetic", sectionKind: "leg", installedSection: "leftLeg" });
    expect(sectionConflict("leftFoot", [prosthetic])).toBe(prosthetic.id);
    expect(sectionConflict("rightLeg", [prosthetic])).toBeNull();
    const built = makeLimb({ generation: "reforged", limb: "leg", location: { mode: "builtOn", site: "leftLeg", since: 0 } });
    expect(automailReplacing("leftLeg", [], [built])).toBe(built.id);
    expect(automailReplacing("rightLeg", [], [built])).toBeNull();
  });

  it("AM-CY-1: eyes, tails and added limbs replace no section, so they never conflict with a prosthetic", () => {
    const eye = makeAugment({ purpose: "prosthetic", sectionKind: "head", installedSection: "head" });
    expect(sectionConflict("leftEye", [eye])).toBeNull();
    expect(replacesSection("tail")).toBe(false);
    expect(replacesSection("other")).toBe(false);
    expect(sectionOfSite("tail")).toBe("torso");
    expect(sectionOfSite("rightEye")).toBe("head");
  });

  it("AM-PORT-1: sites overlap symmetrically; a hand overlaps its arm; `other` overlaps nothing", () => {
    fc.assert(
      fc.property(arbSite, arbSite, (a, b) => {
        expect(sitesOverlap(a, b)).toBe(sitesOverlap(b, a));
        if (a === "other" || b === "other") expect(sitesOverlap(a, b)).toBe(false);
        else if (a === b) expect(sitesOverlap(a, b)).toBe(true);
      }),
    );
    expect(sitesOverlap("leftHand", "leftArm")).toBe(true);
    expect(sitesOverlap("leftHand", "rightArm")).toBe(false);
    expect(BODY_SITES.filter((s) => replacesSection(s))).toHaveLength(8);
  });
});

describe("sites: the catch-all site", () => {
  it("AM-PORT-1: an unnatural port's \"other\" site overlaps nothing, not even another \"other\"", () => {
    expect(sitesOverlap("other", "other")).toBe(false);
    expect(sitesOverlap("other", "leftArm")).toBe(false);
    expect(sitesOverlap("leftArm", "other")).toBe(false);
    expect(sitesOverlap("leftHand", "leftArm")).toBe(true);
  });
});

describe("AM-CY-1: only an installed prosthetic replaces a section", () => {
  it("AM-CY-1 / CY-SLOT-4: an installed augment of another purpose, or a prosthetic not installed, replaces nothing", () => {
    expect(sectionConflict("leftLeg", [makeAugment({ purpose: "mobility", sectionKind: "leg", installedSection: "leftLeg" })])).toBeNull();
    expect(sectionConflict("leftLeg", [makeAugment({ purpose: "prosthetic", sectionKind: "leg", installedSection: null })])).toBeNull();
    const prosthetic = makeAugment({ purpose: "prosthetic", sectionKind: "leg", installedSection: "leftLeg" });
    expect(sectionConflict("leftLeg", [makeAugment({ purpose: "mobility", sectionKind: "leg", installedSection: "leftLeg" }), prosthetic])).toBe(prosthetic.id);
  });
});
