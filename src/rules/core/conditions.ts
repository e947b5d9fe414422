/**
 * Condition immunity (GF-STEEL-1 poisoned and disease, GC-RES-1 and GA-IMM-1 disease): a status effect whose
 * condition the creature is immune to does not take hold. A status id names a condition either as the 5e
 * condition itself (a system or module that registers "poisoned") or as one of Foundry's core status ids
 * ("poison", "disease"…, the token HUD's list when the system registers none of its own).
 */

/** Foundry's core status ids that stand for a 5e condition (or disease). */
export const CORE_STATUS_CONDITIONS: Readonly<Record<string, string>> = {
  blind: "blinded",
  deaf: "deafened",
  disease: "diseased",
  fear: "frightened",
  invisible: "invisible",
  paralysis: "paralyzed",
  poison: "poisoned",
  prone: "prone",
  restrain: "restrained",
  stun: "stunned",
  unconscious: "unconscious",
};

/** The condition a status id stands for: itself when it is a condition id, else its core equivalent, else null. */
export function conditionOfStatus(status: string, conditions: readonly string[]): string | null {
  if (conditions.includes(status)) return status;
  return Object.hasOwn(CORE_STATUS_CONDITIONS, status) ? (CORE_STATUS_CONDITIONS[status] ?? null) : null;
}

/** The first of `statuses` whose condition is among `immune`, with that condition; null when all may apply. */
export function immuneConditionStatus(statuses: Iterable<string>, immune: Iterable<string>, conditions: readonly string[]): { status: string; condition: string } | null {
  const immunities = new Set(immune);
  for (const status of statuses) {
    const condition = conditionOfStatus(status, conditions);
    if (condition !== null && immunities.has(condition)) return { status, condition };
  }
  return null;
}
