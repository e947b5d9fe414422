/**
 * System Failure (SF-1..SF-6): when it may be offered, what choosing an augment does, what happens when the
 * overdrive ends, and when the once-per-combat limit resets.
 *
 * Interpretation (documented choices):
 * - "Once per combat" is stored as the combat it was used in (`SystemFailureUse`); used outside any combat, it
 *   stays spent until the next short or long rest (there is no combat to end).
 * - SF-3 "succeed on one death save, then regain 1 HP": the success is reported, but regaining HP resets death
 *   saves (CORE-4), so the saves written are 0/0.
 * - SF-4 temp HP replace the current ones (at 0 HP there are none left: damage removes temp HP first). The actor
 *   keeps how many of them are still System Failure's own (`overdriveTempHpAfter`), so the end removes only those.
 * - Prosthetics are functional installed augments and may be sacrificed (losing the replaced part). Whatever
 *   was installed into the section the prosthetic replaced loses its place with it and goes to carried (SF-2),
 *   unharmed: it is moved, never destroyed.
 */
import { type AugmentPatch, type AugmentState, isFunctionalInstalled } from "./augment";
import { sectionOrder } from "./sections";
import { compromisePatch } from "./integrity";

/** SF-4 numbers. */
export const SF_TEMP_HP_PER_LEVEL = 10;
export const SF_ABILITY_MODIFIER_BONUS = 3;
/** SF-4 "until the end of your next turn" outside combat, where there are no turns: one round. */
export const SF_FALLBACK_DURATION_SECONDS = 6;
/** SF-5. */
export const SF_EXHAUSTION_GAIN = 1;
const MAX_EXHAUSTION = 6;

/** The stored record of the last use; null = available. `combatId` null = used outside combat. */
export type SystemFailureUse = { combatId: string | null } | null;

export interface SystemFailureSituation {
  /** HP before and after the damage that is being applied. */
  hpBefore: number;
  hpAfter: number;
  /** CORE-9, decided by the damage workflow. */
  killedOutright: boolean;
  lastUse: SystemFailureUse;
  /** The active combat the actor is in, or null. */
  currentCombatId: string | null;
  augments: readonly AugmentState[];
  /** SF-1: System Failure is a Cyborg species trait. */
  cyborg: boolean;
}

export type SystemFailureUnavailable = "notDroppedToZero" | "killedOutright" | "alreadyUsed" | "noFunctionalAugment" | "notCyborg";

/** SF-1: functional installed augments, in body-map order: the only choices offered. */
export function systemFailureCandidates(augments: readonly AugmentState[]): AugmentState[] {
  return augments.filter(isFunctionalInstalled).sort((a, b) => sectionOrder(a.installedSection) - sectionOrder(b.installedSection));
}

/** SF-1 / SF-6: already used in this combat, or outside combat since the last rest. */
export function systemFailureSpent(lastUse: SystemFailureUse, currentCombatId: string | null): boolean {
  return lastUse !== null && lastUse.combatId === currentCombatId;
}

/** SF-1: whether to offer it, with every reason it is not offered. */
export function systemFailureAvailability(situation: SystemFailureSituation): {
  available: boolean;
  reasons: SystemFailureUnavailable[];
  candidateIds: string[];
} {
  const reasons: SystemFailureUnavailable[] = [];
  if (!(situation.hpBefore > 0 && situation.hpAfter <= 0)) reasons.push("notDroppedToZero");
  if (situation.killedOutright) reasons.push("killedOutright");
  if (systemFailureSpent(situation.lastUse, situation.currentCombatId)) reasons.push("alreadyUsed");
  const candidateIds = systemFailureCandidates(situation.augments).map((a) => a.id);
  if (candidateIds.length === 0) reasons.push("noFunctionalAugment");
  if (!situation.cyborg) reasons.push("notCyborg");
  return { available: reasons.length === 0, reasons, candidateIds };
}

export interface SystemFailurePlan {
  ok: true;
  augmentId: string;
  /** SF-2: destroyed and out of its section; the item stays as a record. */
  augmentPatch: AugmentPatch;
  /** SF-2: a sacrificed prosthetic frees what was installed into its section (to carried, integrity unchanged). */
  freed: Array<{ augmentId: string; patch: AugmentPatch }>;
  actor: {
    /** SF-3. */
    hp: 1;
    /** SF-4: 10 × total character level. */
    tempHp: number;
    /** CORE-4: regaining HP resets both counters. */
    deathSaves: { success: 0; failure: 0 };
    /** SF-1 / SF-6: store to block a second use. */
    systemFailureUse: { combatId: string | null };
  };
  /** SF-3: the automatic success, for the chat card (before the reset above). */
  deathSaveSuccessesAfterAuto: number;
  /** SF-4 benefits, to become a timed effect that ends at the end of the actor's next turn. */
  overdrive: {
    tempHp: number;
    advantageOnAttacks: true;
    abilityModifierBonus: number;
    expires: "endOfNextTurn";
    fallbackDurationSeconds: number;
  };
  /** SF-2: the augment's removal deals no damage. */
  damageToCharacter: 0;
  /** SF-1: it costs no action. */
  actionCost: "none";
}

export type SystemFailureResult =
  | SystemFailurePlan
  | { ok: false; reason: SystemFailureUnavailable | "notACandidate" };

/**
 * SF-2..SF-4: the plan once the owner picked `augmentId`. `level` is the total character level; `deathSaves`
 * the counters before (the automatic success is added to them for the report).
 */
export function planSystemFailure(
  situation: SystemFailureSituation,
  augmentId: string,
  level: number,
  deathSaves: { success: number; failure: number },
): SystemFailureResult {
  const availability = systemFailureAvailability(situation);
  const first = availability.reasons[0];
  if (first !== undefined) return { ok: false, reason: first };
  const augment = situation.augments.find((a) => a.id === augmentId);
  const patch = augment && availability.candidateIds.includes(augmentId) ? compromisePatch(augment, "systemFailure") : null;
  if (patch === null || !augment) return { ok: false, reason: "notACandidate" };
  const tempHp = SF_TEMP_HP_PER_LEVEL * Math.max(1, Math.trunc(level));
  return {
    ok: true,
    augmentId,
    augmentPatch: patch,
    freed: freedByLoss(situation.augments, augment),
    actor: {
      hp: 1,
      tempHp,
      deathSaves: { success: 0, failure: 0 },
      systemFailureUse: { combatId: situation.currentCombatId },
    },
    deathSaveSuccessesAfterAuto: Math.min(3, Math.max(0, deathSaves.success) + 1),
    overdrive: {
      tempHp,
      advantageOnAttacks: true,
      abilityModifierBonus: SF_ABILITY_MODIFIER_BONUS,
      expires: "endOfNextTurn",
      fallbackDurationSeconds: SF_FALLBACK_DURATION_SECONDS,
    },
    damageToCharacter: 0,
    actionCost: "none",
  };
}

/**
 * SF-2: what losing `lost` moves to carried. Only a prosthetic replaces the body part its section stands for,
 * so only its loss takes the other augments of that section with it (CY-SLOT-4 lets one be installed there).
 */
export function freedByLoss(augments: readonly AugmentState[], lost: AugmentState): Array<{ augmentId: string; patch: AugmentPatch }> {
  if (lost.purpose !== "prosthetic" || lost.installedSection === null) return [];
  return augments
    .filter((a) => a.id !== lost.id && a.installedSection === lost.installedSection)
    .map((a) => ({ augmentId: a.id, patch: { installedSection: null } }));
}

/**
 * SF-4: what is left of System Failure's own temp HP (`pool`) after the temp HP changed from `before` to
 * `after` while the overdrive runs. Temp HP never stack: a lower value means damage ate into them (the pool
 * shrinks to at most what is left); a higher value means another source's grant replaced them (the pool is gone,
 * whatever the sizes).
 */
export function overdriveTempHpAfter(pool: number, before: number, after: number): number {
  const kept = Number.isFinite(pool) ? Math.max(0, Math.trunc(pool)) : 0;
  if (!Number.isFinite(before) || !Number.isFinite(after)) return kept;
  if (after > before) return 0;
  return Math.min(kept, Math.max(0, Math.trunc(after)));
}

/**
 * SF-4 / SF-5 at the end of the next turn: what remains of System Failure's own temp HP (`overdriveTempHp`, the
 * pool `overdriveTempHpAfter` kept) vanishes, temp HP another source granted stay, and exhaustion rises by one.
 */
export function endOverdrive(state: { currentTempHp: number; overdriveTempHp: number; exhaustion: number }): {
  tempHp: number;
  exhaustion: number;
} {
  const current = Number.isFinite(state.currentTempHp) ? Math.max(0, Math.trunc(state.currentTempHp)) : 0;
  const own = Number.isFinite(state.overdriveTempHp) ? Math.max(0, Math.trunc(state.overdriveTempHp)) : 0;
  const tempHp = current - Math.min(current, own);
  const exhaustion = Math.min(MAX_EXHAUSTION, Math.max(0, Math.trunc(state.exhaustion)) + SF_EXHAUSTION_GAIN);
  return { tempHp, exhaustion };
}

/** SF-6: the combat that ended frees a use made in it; a use made outside combat waits for a rest. */
export function resetAfterCombat(lastUse: SystemFailureUse, endedCombatId: string): SystemFailureUse {
  return lastUse !== null && lastUse.combatId === endedCombatId ? null : lastUse;
}

/** A short or long rest frees a use made outside combat (and any stale record). */
export function resetAfterRest(): SystemFailureUse {
  return null;
}
