import type { AbilityId } from "../../../src/rules/core/abilities";
import type { AugmentState } from "../../../src/rules/cyborg";

let counter = 0;

/** An intact, uninstalled, never-installed attack augment for the arm; override what a test cares about. */
export function makeAugment(overrides: Partial<AugmentState> = {}): AugmentState {
  counter += 1;
  return {
    id: `aug${counter}`,
    name: `Augment ${counter}`,
    sectionKind: "arm",
    installedSection: null,
    purpose: "attack",
    functionTag: `function-${counter}`,
    integrity: "intact",
    uses: { spent: 0 },
    adapted: false,
    installCount: 0,
    removalCount: 0,
    dice: 1,
    ability: "dex",
    damageType: "piercing",
    attackSave: null,
    saveDcFeatureId: null,
    quality: null,
    lastingEffect: null,
    mobility: null,
    rangeFt: null,
    passive: false,
    ...overrides,
  };
}

export const MODS: Record<AbilityId, number> = { str: 3, dex: 2, con: 1, int: 4, wis: 0, cha: -1 };

/** A creature with the Cyborg species trait (CY-VIS-1, SF-1). */
export const CYBORG = { cyborg: true } as const;
