/**
 * Augment integrity (CY-INT-1/2, CY-REP-2): which damage application calls for a Constitution save, its default
 * DC, which augments can be the one damaged, and how each source of compromise changes an augment.
 */
import {
  type AugmentPatch,
  type AugmentState,
  type SectionId,
  type SectionKind,
  SECTION_IDS,
  isFunctionalInstalled,
} from "./augment";
import { meetsDc, type CheckTotal } from "./checks";
import { sectionKindOf } from "./sections";

/** CY-REP-2: every way an augment's integrity can be compromised (recorded with the change). */
export const COMPROMISE_SOURCES = [
  "damage", // CY-INT-1/2
  "structuralBacklash", // CY-ENV-2
  "systemFailure", // SF-2 (destroys)
  "failedRemoval", // CY-REM-1
  "gmAction",
] as const;
export type CompromiseSource = (typeof COMPROMISE_SOURCES)[number];

/**
 * The patch a compromise writes: System Failure destroys the augment and detaches it (SF-2); every other source
 * damages an intact augment. Null when nothing changes (already damaged, or already destroyed).
 */
export function compromisePatch(augment: AugmentState, source: CompromiseSource): AugmentPatch | null {
  if (augment.integrity === "destroyed") return null;
  if (source === "systemFailure") return { integrity: "destroyed", installedSection: null };
  return augment.integrity === "intact" ? { integrity: "damaged" } : null;
}

/** CY-INT-1: a Constitution save. */
export const INTEGRITY_SAVE_ABILITY = "con" as const;
export const INTEGRITY_MIN_DC = 10;

/** CY-INT-1: "half the HP maximum or more", compared in integers so odd maxima need no rounding choice. */
export function triggersIntegritySave(amount: number, maxHp: number): boolean {
  return maxHp > 0 && amount > 0 && amount * 2 >= maxHp;
}

/** CY-INT-1 default: 10 or half the damage (rounded down), whichever is higher. */
export function integrityDefaultDc(amount: number): number {
  return Math.max(INTEGRITY_MIN_DC, Math.floor(amount / 2));
}

export interface IntegrityTrigger {
  /** The instance's amount: every damage type of the one application added together. */
  amount: number;
  saveRequired: boolean;
  /** Pre-filled in the GM's DC field when a save is required. */
  defaultDc: number | null;
}

/**
 * CY-INT-1: one damage application (one attack, effect or hazard) is one instance, whatever damage types it
 * carries. `amounts` are the final amounts of that application's lines after immunity, resistance and
 * vulnerability, counting what temporary HP absorbed; they are added together (non-finite or negative lines count
 * as 0, so a malformed line can neither trigger nor hide a save). Whether a save is worth rolling with no
 * candidate augment is the caller's choice (see `integrityCandidates`).
 */
export function integrityTrigger(amounts: readonly number[], maxHp: number): IntegrityTrigger {
  const amount = amounts.reduce((sum, line) => sum + (Number.isFinite(line) && line > 0 ? line : 0), 0);
  const saveRequired = triggersIntegritySave(amount, maxHp);
  return { amount, saveRequired, defaultDc: saveRequired ? integrityDefaultDc(amount) : null };
}

/** CY-INT-2: who picks the damaged augment; a world setting, GM by default. */
export const INTEGRITY_PICK_MODES = ["gm", "owner", "random"] as const;
export type IntegrityPickMode = (typeof INTEGRITY_PICK_MODES)[number];
export const DEFAULT_INTEGRITY_PICK_MODE: IntegrityPickMode = "gm";

export interface IntegrityCandidate {
  augmentId: string;
  section: SectionId;
  /** The hit location (when known) points at this section: shown as a hint, never enforced. */
  hinted: boolean;
}

/**
 * CY-INT-2: installed functional augments, in body-map order (stable, so a die result maps to the same one on
 * every client). Prosthetics count: the rule says "installed functional augment" and a prosthetic is one.
 */
export function integrityCandidates(
  augments: readonly AugmentState[],
  hitLocation: SectionId | SectionKind | null = null,
): IntegrityCandidate[] {
  const result: IntegrityCandidate[] = [];
  for (const section of SECTION_IDS) {
    const here = augments
      .filter((a) => a.installedSection === section && isFunctionalInstalled(a))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const hinted = hitLocation !== null && (hitLocation === section || hitLocation === sectionKindOf(section));
    for (const a of here) result.push({ augmentId: a.id, section, hinted });
  }
  return result;
}

/** Random mode: the die to roll (1dN), or null when there is nothing to pick. */
export function randomPickFormula(candidates: readonly IntegrityCandidate[]): string | null {
  return candidates.length === 0 ? null : `1d${candidates.length}`;
}

/** Random mode: the candidate a 1dN result selects; null for an impossible result. */
export function pickRandomCandidate<C>(candidates: readonly C[], dieResult: number): C | null {
  // An array has no entry at 0, a fraction, NaN or past its end: an impossible result finds nothing.
  return candidates[dieResult - 1] ?? null;
}

/** CY-INT-2: a failed save means one candidate must be picked and damaged; no candidate, nothing happens. */
export function resolveIntegritySave(
  save: CheckTotal,
  candidates: readonly IntegrityCandidate[],
): { saved: boolean; pickRequired: boolean } {
  const saved = meetsDc(save);
  return { saved, pickRequired: !saved && candidates.length > 0 };
}
