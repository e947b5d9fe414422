import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { AUGMENT_PURPOSES, INTEGRITY_STATES, SECTION_IDS, visionaireBonus } from "../../../src/rules/cyborg";
import { makeAugment, CYBORG } from "./fixtures";

describe("Visionaire", () => {
  it("CY-VIS-1: Visionaire is the Cyborg species trait: another creature's installed augments add no AC", () => {
    const cannon = makeAugment({ id: "c", installedSection: "rightArm" });
    const kept = makeAugment({ id: "k" });
    expect(visionaireBonus([cannon, kept], { cyborg: false })).toEqual({
      bonus: 0,
      counted: [],
      excluded: [
        { augmentId: "c", reason: "notCyborg" },
        { augmentId: "k", reason: "notInstalled" },
      ],
    });
  });

  it("CY-VIS-1: +1 AC per unique functional installed augment", () => {
    expect(visionaireBonus([], CYBORG).bonus).toBe(0);
    const cannon = makeAugment({ installedSection: "rightArm" });
    expect(visionaireBonus([cannon], CYBORG)).toEqual({
      bonus: 1,
      counted: [{ augmentId: cannon.id, functionKey: `attack:${cannon.functionTag}` }],
      excluded: [],
    });
    const legs = makeAugment({ installedSection: "leftLeg", sectionKind: "leg", purpose: "mobility" });
    expect(visionaireBonus([cannon, legs], CYBORG).bonus).toBe(2);
  });

  it("CY-VIS-1: capped at +2, the third reported as over the cap", () => {
    const a = makeAugment({ installedSection: "head", sectionKind: "head", purpose: "utility" });
    const b = makeAugment({ installedSection: "torso", sectionKind: "torso", purpose: "healing" });
    const c = makeAugment({ installedSection: "rightArm" });
    const result = visionaireBonus([c, b, a], CYBORG);
    expect(result.bonus).toBe(2);
    // Body-map order decides which count, whatever the input order.
    expect(result.counted.map((x) => x.augmentId)).toEqual([a.id, b.id]);
    expect(result.excluded).toEqual([{ augmentId: c.id, reason: "capReached" }]);
  });

  it("CY-VIS-1: uninstalled augments in the inventory add nothing", () => {
    expect(visionaireBonus([makeAugment()], CYBORG).excluded[0]?.reason).toBe("notInstalled");
    expect(visionaireBonus([makeAugment()], CYBORG).bonus).toBe(0);
  });

  it("CY-VIS-2: a damaged augment adds no AC", () => {
    const damaged = makeAugment({ installedSection: "rightArm", integrity: "damaged" });
    expect(visionaireBonus([damaged], CYBORG)).toEqual({ bonus: 0, counted: [], excluded: [{ augmentId: damaged.id, reason: "damaged" }] });
  });

  it("CY-VIS-2: a destroyed augment adds no AC, even with a stale section", () => {
    const destroyed = makeAugment({ installedSection: "rightArm", integrity: "destroyed" });
    expect(visionaireBonus([destroyed], CYBORG).excluded).toEqual([{ augmentId: destroyed.id, reason: "destroyed" }]);
  });

  it("CY-VIS-3: two augments sharing purpose and function tag count once", () => {
    const left = makeAugment({ installedSection: "leftArm", functionTag: "Wrist Cannon" });
    const right = makeAugment({ installedSection: "rightArm", functionTag: " wrist cannon " });
    const result = visionaireBonus([left, right], CYBORG);
    expect(result.bonus).toBe(1);
    expect(result.excluded).toEqual([{ augmentId: right.id, reason: "sameFunction" }]);
  });

  it("CY-VIS-3: same tag with a different purpose is a different function", () => {
    const a = makeAugment({ installedSection: "leftArm", functionTag: "claw", purpose: "attack" });
    const b = makeAugment({ installedSection: "rightArm", functionTag: "claw", purpose: "utility" });
    expect(visionaireBonus([a, b], CYBORG).bonus).toBe(2);
  });

  it("CY-VIS-3: copies with no tag are recognised by their name", () => {
    const a = makeAugment({ installedSection: "leftArm", functionTag: "", name: "Blade" });
    const b = makeAugment({ installedSection: "rightArm", functionTag: "", name: "Blade" });
    expect(visionaireBonus([a, b], CYBORG).bonus).toBe(1);
  });

  it("CY-VIS-3: a damaged copy does not stop its working twin from counting", () => {
    const broken = makeAugment({ installedSection: "leftArm", functionTag: "blade", integrity: "damaged" });
    const copy = makeAugment({ installedSection: "rightArm", functionTag: "blade" });
    // The damaged one is excluded, so its working copy counts.
    expect(visionaireBonus([broken, copy], CYBORG).bonus).toBe(1);
  });

  it("CY-SLOT-4: a prosthetic replacement adds no AC", () => {
    const arm = makeAugment({ installedSection: "leftArm", purpose: "prosthetic" });
    expect(visionaireBonus([arm], CYBORG)).toMatchObject({ bonus: 0, excluded: [{ augmentId: arm.id, reason: "prosthetic" }] });
  });

  it("CY-VIS-1: the bonus stays in 0..2 and equals the number counted, for any set of augments", () => {
    const augmentArb = fc.record({
      installedSection: fc.option(fc.constantFrom(...SECTION_IDS), { nil: null }),
      purpose: fc.constantFrom(...AUGMENT_PURPOSES),
      integrity: fc.constantFrom(...INTEGRITY_STATES),
      functionTag: fc.constantFrom("", "a", "b", "c"),
    });
    fc.assert(
      fc.property(fc.array(augmentArb, { maxLength: 12 }), (specs) => {
        const augments = specs.map((s) => makeAugment(s));
        const result = visionaireBonus(augments, CYBORG);
        expect(result.bonus).toBeGreaterThanOrEqual(0);
        expect(result.bonus).toBeLessThanOrEqual(2);
        expect(result.bonus).toBe(result.counted.length);
        expect(result.counted.length + result.excluded.length).toBe(augments.length);
        expect(new Set(result.counted.map((c) => c.functionKey)).size).toBe(result.counted.length);
        for (const c of result.counted) {
          const a = augments.find((x) => x.id === c.augmentId);
          expect(a?.integrity).toBe("intact");
          expect(a?.installedSection).not.toBeNull();
          expect(a?.purpose).not.toBe("prosthetic");
        }
      }),
    );
  });
});
