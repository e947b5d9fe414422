/**
 * The plain-data shape of one Cyborg augment as the rules see it (seed 000), plus the closed vocabularies it uses.
 * TypeDataModels map their schema onto `AugmentState`; every rule in this folder reads it and returns plans
 * (`AugmentPatch`) that the document workflows turn into one Foundry update.
 */
import type { AbilityId } from "../core/abilities";

/** CY-SLOT-3: the kind of body section an augment is designed for. */
export const SECTION_KINDS = ["head", "torso", "arm", "leg"] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** CY-SLOT-1: the six concrete sections of a cyborg body, in body-map order. */
export const SECTION_IDS = ["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** CY-SLOT-5: exactly one primary purpose per augment. */
export const AUGMENT_PURPOSES = ["attack", "healing", "mobility", "environmental", "utility", "prosthetic"] as const;
export type AugmentPurpose = (typeof AUGMENT_PURPOSES)[number];

/** CY-INT-*, SF-2: intact works; damaged waits for repair; destroyed (System Failure) is a record only. */
export const INTEGRITY_STATES = ["intact", "damaged", "destroyed"] as const;
export type IntegrityState = (typeof INTEGRITY_STATES)[number];

/** CY-INS-2: recorded quality of a checked installation. */
export const INSTALL_QUALITIES = ["flawless", "minorFlaw", "majorFlaw"] as const;
export type InstallQuality = (typeof INSTALL_QUALITIES)[number];

/**
 * CY-MOB-1..4. `other` stands for the source's "comparable specialized movement mode" and shares the
 * swim/climb/burrow limit.
 */
export const MOBILITY_MODES = ["fly", "swim", "climb", "burrow", "walk", "jump", "transform", "other"] as const;
export type MobilityMode = (typeof MOBILITY_MODES)[number];

export interface MobilitySpec {
  mode: MobilityMode;
  /** Feet: the fly speed for `fly`, otherwise the increase over the normal speed (0 for `jump`). */
  bonus: number;
}

/** CY-ATK-2 / CY-UPG-1: damage and healing dice are Nd6 with N in 1..5. */
export const MIN_AUGMENT_DICE = 1;
export const MAX_AUGMENT_DICE = 5;

export interface AugmentState {
  id: string;
  name: string;
  sectionKind: SectionKind;
  /** Where it sits now; null while in the inventory (never installed, removed, or destroyed by SF-2). */
  installedSection: SectionId | null;
  purpose: AugmentPurpose;
  /** CY-VIS-3: what it does, for "same function counts once"; empty means "identified by its name". */
  functionTag: string;
  integrity: IntegrityState;
  /** CY-USE-1: the maximum is derived (PB), so only the spent count is stored. */
  /** CY-USE-1: `formula` is the augment's own uses formula (rules/cyborg/uses-formula.ts); blank or absent = PB. */
  uses: { spent: number; formula?: string };
  /** CY-REM-2: installed and removed successfully once; later installs/removals need no checks. */
  adapted: boolean;
  /** Completed installations / removals: history for the sheet and for CY-REM-2. */
  installCount: number;
  removalCount: number;
  /** CY-ATK-2 / CY-HEAL-1: N in Nd6. Loaded data may be out of range; readers clamp. */
  dice: number;
  /** CY-DES-3: relevant ability, if any. */
  ability: AbilityId | null;
  /** CY-ATK-2: damage type chosen at design (attack augments). */
  damageType: string | null;
  /** CY-ATK-3: when set, the attack asks the target for this saving throw instead of an attack roll. */
  attackSave: AbilityId | null;
  /** CY-DC-1: the class-feature save DC chosen for this augment; null = 8 + PB + ability modifier. */
  saveDcFeatureId: string | null;
  /** CY-INS-2: null until the first checked installation. */
  quality: InstallQuality | null;
  /** CY-LE-1: at most one. */
  lastingEffect: string | null;
  /** CY-MOB-*: mobility augments only. */
  mobility: MobilitySpec | null;
  /** CY-UTL-1 / CY-HEAL-1: range of a ranged effect, feet. */
  rangeFt: number | null;
  /** CY-USE-3 / CY-UTL-1: works while installed and functional; no Action, no use. */
  passive: boolean;
}

/** The fields a rule may change; the glue writes them as one update. */
export type AugmentPatch = Partial<
  Pick<
    AugmentState,
    | "installedSection"
    | "integrity"
    | "uses"
    | "adapted"
    | "installCount"
    | "removalCount"
    | "dice"
    | "quality"
    | "lastingEffect"
  >
>;

export function isSectionId(value: unknown): value is SectionId {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (SECTION_IDS as readonly unknown[]).includes(value);
}

export function isSectionKind(value: unknown): value is SectionKind {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (SECTION_KINDS as readonly unknown[]).includes(value);
}

export function isAugmentPurpose(value: unknown): value is AugmentPurpose {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (AUGMENT_PURPOSES as readonly unknown[]).includes(value);
}

/**
 * Installed in a section. A destroyed augment has left its section (SF-2) even if stale data still names
 * one; `auditSections` flags that case.
 */
export function isInstalled(augment: AugmentState): boolean {
  return augment.installedSection !== null && augment.integrity !== "destroyed";
}

/** Installed and intact: what Visionaire, integrity damage and System Failure look at. */
export function isFunctionalInstalled(augment: AugmentState): boolean {
  return isInstalled(augment) && augment.integrity === "intact";
}

/** CY-SLOT-4: a prosthetic replacement takes no slot; damaged augments still do. */
export function occupiesSlot(augment: AugmentState): boolean {
  return isInstalled(augment) && augment.purpose !== "prosthetic";
}

/** CY-ATK-2 / CY-UPG-1: N in Nd6, clamped to 1..5 (non-finite data counts as the starting 1). */
export function clampDice(dice: number): number {
  if (!Number.isFinite(dice)) return MIN_AUGMENT_DICE;
  return Math.min(MAX_AUGMENT_DICE, Math.max(MIN_AUGMENT_DICE, Math.trunc(dice)));
}
