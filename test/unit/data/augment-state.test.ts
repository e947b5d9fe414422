/**
 * The augment item's pure glue (src/data/item/augment/state.ts, src/data/actor/parts/augments.ts): stored data
 * to the rules' AugmentState, the design-limit validators, and the actor's Visionaire line and section audit.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { deriveAugments, visionaireAcBonus } from "../../../src/data/actor/parts/augments";
import { type AugmentSystemSource, diceError, mobilityError, rangeError, toAugmentState } from "../../../src/data/item/augment/state";
import { MOBILITY_MODES, validateMobility } from "../../../src/rules/cyborg";

function source(overrides: Partial<AugmentSystemSource> = {}): AugmentSystemSource {
  return {
    description: "",
    sectionKind: "arm",
    purpose: "attack",
    ability: "dex",
    damageType: "force",
    attackSave: null,
    deployment: "",
    limits: "",
    repairTool: "tinker",
    saveDcFeatureId: null,
    installedSection: null,
    integrity: "intact",
    uses: { spent: 0 },
    adapted: false,
    quality: null,
    flaw: "",
    dice: 1,
    lastingEffect: "",
    functionTag: "",
    mobility: { mode: null, bonus: 0 },
    rangeFt: null,
    history: [],
    ...overrides,
  };
}

const item = (id: string, name: string, overrides: Partial<AugmentSystemSource> = {}) => ({ id, name, type: "augment", system: source(overrides) });

describe("toAugmentState", () => {
  it("CY-DES-3: maps the stored design and state; counts installs and removals from the history", () => {
    const state = toAugmentState("a1", "Wrist Cannon", source({
      installedSection: "rightArm",
      quality: "minorFlaw",
      lastingEffect: "Sparks",
      saveDcFeatureId: "",
      history: [
        { action: "install", worldTime: 10, note: "" },
        { action: "remove", worldTime: 20, note: "" },
        { action: "install", worldTime: 30, note: "" },
      ],
    }));
    expect(state).toMatchObject({
      id: "a1",
      name: "Wrist Cannon",
      sectionKind: "arm",
      installedSection: "rightArm",
      purpose: "attack",
      quality: "minorFlaw",
      lastingEffect: "Sparks",
      saveDcFeatureId: null,
      installCount: 2,
      removalCount: 1,
      mobility: null,
    });
  });

  it("a blank lasting effect is none; a mobility mode becomes the spec", () => {
    const state = toAugmentState("a2", "Wings", source({ purpose: "mobility", lastingEffect: "  ", mobility: { mode: "fly", bonus: 20 } }));
    expect(state.lastingEffect).toBeNull();
    expect(state.mobility).toEqual({ mode: "fly", bonus: 20 });
  });
});

/** `game.i18n` over the shipped English strings (nested keys, `{name}` placeholders), as the validators read it in Foundry. */
function englishI18n() {
  const text = (key: string): string | undefined => {
    // cast: the language file's nested objects, walked by the key's segments.
    const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
    return typeof found === "string" ? found : undefined;
  };
  return {
    has: (key: string) => text(key) !== undefined,
    localize: (key: string) => text(key) ?? key,
    format: (key: string, data: Record<string, string>) => (text(key) ?? key).replace(/{[^}]+}/g, (m) => String(data[m.slice(1, -1)])),
  };
}

describe("design limits", () => {
  // The messages are the language file's, as Foundry shows them.
  beforeAll(() => {
    (globalThis as { game?: unknown }).game = { i18n: englishI18n() };
  });
  afterAll(() => {
    delete (globalThis as { game?: unknown }).game;
  });

  it("CY-ATK-2 / CY-UPG-1: dice are whole numbers 1..5", () => {
    for (const ok of [1, 2, 3, 4, 5]) expect(diceError(ok)).toBeNull();
    for (const bad of [0, 6, 2.5, -1, Number.NaN]) expect(diceError(bad)).toMatch(/1 to 5/);
  });

  it("CY-MOB-1/2: fly ≤ 20 ft, swim/climb/burrow ≤ +15, walk ≤ +10; no mode is no limit", () => {
    expect(mobilityError({ mode: null, bonus: 99 })).toBeNull();
    expect(mobilityError({ mode: "fly", bonus: 20 })).toBeNull();
    expect(mobilityError({ mode: "fly", bonus: 25 })).toMatch(/at most 20 ft/);
    expect(mobilityError({ mode: "burrow", bonus: 16 })).toMatch(/at most 15 ft/);
    expect(mobilityError({ mode: "walk", bonus: 15 })).toMatch(/at most 10 ft/);
    expect(mobilityError({ mode: "jump", bonus: 5 })).toMatch(/jump/);
  });

  it("CY-MOB-1/2 property: the field validator agrees with validateMobility", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOBILITY_MODES), fc.integer({ min: 0, max: 100 }), (mode, bonus) => {
        expect(mobilityError({ mode, bonus }) === null).toBe(validateMobility({ mode, bonus }).length === 0);
      }),
    );
  });

  it("CY-UTL-1 / CY-HEAL-1: range at most 60 ft, null for self or touch", () => {
    expect(rangeError(null)).toBeNull();
    expect(rangeError(60)).toBeNull();
    expect(rangeError(65)).toMatch(/at most 60 ft/);
    expect(rangeError(-5)).toMatch(/0 ft or more/);
  });
});

describe("actor view of augments", () => {
  it("CY-VIS-1: one installed intact augment is a +1 Visionaire line", () => {
    const view = deriveAugments([item("a", "Cannon", { installedSection: "rightArm" }), { id: "w", name: "Sword", type: "weapon", system: {} }], true);
    expect(view.visionaire.bonus).toBe(1);
    expect(visionaireAcBonus(view)).toEqual([{ label: "AUGMENTED.AC.Visionaire", localize: true, amount: 1 }]);
    expect(visionaireAcBonus(deriveAugments([], true))).toEqual([]);
  });

  it("CY-VIS-1..3 property: the bonus stays in 0..2 whatever is installed", () => {
    const arb = fc.array(
      fc.record({
        section: fc.constantFrom(null, "head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"),
        integrity: fc.constantFrom("intact", "damaged", "destroyed"),
        tag: fc.constantFrom("a", "b", "c", "d"),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(arb, (list) => {
        const view = deriveAugments(list.map((a, i) => item(`x${i}`, `A${i}`, { installedSection: a.section, integrity: a.integrity, functionTag: a.tag })), true);
        expect(view.visionaire.bonus).toBeGreaterThanOrEqual(0);
        expect(view.visionaire.bonus).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("CY-SLOT-2: over-capacity and wrong-kind placements are reported, the data is left as it is", () => {
    const items = [
      item("a", "Cannon", { installedSection: "rightArm" }),
      item("b", "Blade", { installedSection: "rightArm" }),
      item("c", "Eye", { sectionKind: "head", installedSection: "leftLeg" }),
    ];
    const snapshot = JSON.stringify(items);
    const { issues } = deriveAugments(items, true);
    expect(issues).toEqual([
      { code: "overCapacity", section: "rightArm", augmentIds: ["a", "b"] },
      { code: "wrongKind", section: "leftLeg", augmentId: "c", expected: "leg", actual: "head" },
    ]);
    expect(JSON.stringify(items)).toBe(snapshot);
  });
});
