/**
 * AM-DMG-1: automail joins the integrity mechanism of CY-INT-1/2. One damage instance at or above a fraction of
 * the HP maximum (a world setting, default one half; switchable off) calls for the Constitution save; on a
 * failure a worn, intact limb can be the one damaged, like an augment. A damaged limb does nothing until
 * repaired. AM-HEAL-1: healing and regeneration never restore a limb.
 *
 * Interpretation: the repair is the augment's (CY-REP-1: out of combat, 250 gp of materials, Dexterity (Sleight of
 * Hand) with advantage vs a GM DC), because AM-DMG-1 names the integrity mechanism and the seed gives none.
 */
import { REPAIR_CHECK, REPAIR_COST_GP } from "../cyborg/repair-upgrade";
import type { SectionId } from "../cyborg/augment";
import { type LimbPatch, type LimbState, isWorn } from "./limb";
import { type Refused, refuse } from "./refusals";
import { type BodySite, sectionOfSite } from "./sites";

/** AM-DMG-1 default threshold: one half of the HP maximum (as CY-INT-1). */
export const DEFAULT_AUTOMAIL_DAMAGE_FRACTION = 0.5;

export interface AutomailDamageSetting {
  /** AM-DMG-1: a world setting turns automail damage off. */
  enabled: boolean;
  /** Fraction of max HP, in (0, 1]; anything else reads as the default. */
  fraction: number;
}

export function validDamageFraction(fraction: number): number {
  return Number.isFinite(fraction) && fraction > 0 && fraction <= 1 ? fraction : DEFAULT_AUTOMAIL_DAMAGE_FRACTION;
}

/** AM-DMG-1: does one damage instance (final amount, as CY-INT-1 counts it) put automail at risk? */
export function automailDamageTriggered(amount: number, maxHp: number, setting: AutomailDamageSetting): boolean {
  if (!setting.enabled || !(maxHp > 0)) return false;
  // The threshold is above 0 here, so no damage (or a broken amount) never reaches it.
  return amount >= validDamageFraction(setting.fraction) * maxHp;
}

/** AM-DMG-1: working limbs do something; a damaged, destroyed or carried one does nothing. */
export function limbWorks(limb: LimbState): boolean {
  return isWorn(limb) && limb.integrity === "intact";
}

export interface LimbDamageCandidate {
  limbId: string;
  /** The Cyborg section the limb sits in (ports resolved by the caller's `portSite`), for the hit-location hint. */
  section: SectionId | null;
  hinted: boolean;
}

/**
 * AM-DMG-1 with CY-INT-2: the worn, intact limbs that a failed save can damage, sorted by id so a die result means
 * the same limb on every client. `portSite` finds a port's site (for the section); a port it cannot find gives
 * no section.
 */
export function limbDamageCandidates(
  limbs: readonly LimbState[],
  portSite: (portId: string) => BodySite | null,
  hitLocation: SectionId | null = null,
): LimbDamageCandidate[] {
  return limbs
    .filter(limbWorks)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((limb) => {
      const site = limb.location.mode === "builtOn" ? limb.location.site : limb.location.mode === "port" ? portSite(limb.location.portId) : null;
      const section = site === null ? null : sectionOfSite(site);
      return { limbId: limb.id, section, hinted: hitLocation !== null && section === hitLocation };
    });
}

/** AM-DMG-1: the patch that damages a limb; null when it is not intact (nothing changes). */
export function damageLimbPatch(limb: LimbState): LimbPatch | null {
  return limb.integrity === "intact" ? { integrity: "damaged" } : null;
}

/** AM-DMG-1 (interpretation above): the augment's repair cost and check. */
export const LIMB_REPAIR_COST_GP = REPAIR_COST_GP;
export const LIMB_REPAIR_CHECK = REPAIR_CHECK;

export type LimbRepairPlan = { ok: true; success: boolean; costGp: number; patch: LimbPatch | null } | Refused<"destroyed" | "notDamaged" | "inCombat" | "invalidRoll">;

/** AM-DMG-1: repair a damaged limb; materials are spent whatever the roll says. */
export function planLimbRepair(limb: LimbState, context: { inCombat: boolean }, check: { total: number; dc: number }): LimbRepairPlan {
  if (limb.integrity === "destroyed") return refuse("destroyed");
  if (limb.integrity !== "damaged") return refuse("notDamaged");
  if (context.inCombat) return refuse("inCombat");
  if (!Number.isFinite(check.total) || !Number.isInteger(check.dc) || check.dc < 1) return refuse("invalidRoll");
  const success = check.total >= check.dc;
  return { ok: true, success, costGp: LIMB_REPAIR_COST_GP, patch: success ? { integrity: "intact" } : null };
}

export type BodyDamageCandidate =
  | { type: "augment"; id: string; section: SectionId; hinted: boolean }
  | { type: "automail"; id: string; section: SectionId | null; hinted: boolean };
