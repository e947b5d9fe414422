/**
 * Visionaire (CY-VIS-1..3): +1 AC per unique functional installed augment, at most +2. The breakdown says
 * which augments counted and why the others did not, so the sheet can explain the number.
 */
import { type AugmentState, isInstalled } from "./augment";
import { sectionOrder } from "./sections";

/** CY-VIS-1: the cap. */
export const VISIONAIRE_MAX_BONUS = 2;

export type VisionaireExclusion =
  | "notInstalled"
  | "prosthetic" // CY-SLOT-4: no benefit of its own
  | "damaged" // CY-VIS-2 / CY-INT-3
  | "destroyed" // CY-VIS-2
  | "sameFunction" // CY-VIS-3: another augment with this function already counted
  | "capReached" // CY-VIS-1: would exceed +2
  | "notCyborg"; // CY-VIS-1: the bonus is the Cyborg species trait; others get none

export interface VisionaireBreakdown {
  /** 0..2. */
  bonus: number;
  counted: Array<{ augmentId: string; functionKey: string }>;
  excluded: Array<{ augmentId: string; reason: VisionaireExclusion }>;
}

/**
 * CY-VIS-3: augments "replicating the same function" share purpose and function tag. An empty tag falls back
 * to the name, so two copies of one augment (same name) count once even if nobody filled the tag in.
 */
export function functionKey(augment: AugmentState): string {
  const tag = augment.functionTag.trim().toLowerCase() || augment.name.trim().toLowerCase();
  return `${augment.purpose}:${tag}`;
}

/** Whose body it is: only a creature with the Cyborg species trait gets Visionaire (CY-VIS-1) and System Failure (SF-1). */
export interface CyborgTraits {
  cyborg: boolean;
}

export function visionaireBonus(augments: readonly AugmentState[], traits: CyborgTraits): VisionaireBreakdown {
  // Body-map order (then id) so the breakdown is stable whatever order the items arrive in.
  const ordered = [...augments].sort(
    (a, b) => sectionOrder(a.installedSection) - sectionOrder(b.installedSection) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const counted: VisionaireBreakdown["counted"] = [];
  const excluded: VisionaireBreakdown["excluded"] = [];
  const seen = new Set<string>();
  for (const augment of ordered) {
    const reason = exclusion(augment, traits, seen, counted.length);
    if (reason) {
      excluded.push({ augmentId: augment.id, reason });
      continue;
    }
    const key = functionKey(augment);
    seen.add(key);
    counted.push({ augmentId: augment.id, functionKey: key });
  }
  return { bonus: counted.length, counted, excluded };
}

function exclusion(augment: AugmentState, traits: CyborgTraits, seen: Set<string>, countedSoFar: number): VisionaireExclusion | null {
  if (augment.integrity === "destroyed") return "destroyed";
  if (!isInstalled(augment)) return "notInstalled";
  if (!traits.cyborg) return "notCyborg";
  if (augment.purpose === "prosthetic") return "prosthetic";
  if (augment.integrity === "damaged") return "damaged";
  if (seen.has(functionKey(augment))) return "sameFunction";
  if (countedSoFar >= VISIONAIRE_MAX_BONUS) return "capReached";
  return null;
}
