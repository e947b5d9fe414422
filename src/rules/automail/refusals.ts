/**
 * Every reason an automail plan can be refused, and its i18n key. The glue shows
 * `localize(refusalKey(reason), data)` (src/utils/notify.ts); `lang/en.json` has one message per reason
 * (test/unit/automail/refusals.test.ts checks that none is missing).
 */
export const AUTOMAIL_REFUSALS = [
  // ports (AM-PORT-1)
  "wrongSite",
  "siteOccupied",
  "unnaturalPortLimit",
  "noUnnaturalPorts",
  "alreadyReplaced",
  "insufficientFunds",
  "invalidCost",
  "invalidPurse",
  // attach / detach / install (AM-GEN-1, AM-ATT-1)
  "reforgedNeedsInstall",
  "modernNeedsPort",
  "notDetachable",
  "destroyed",
  "damaged",
  "alreadyWorn",
  "notAttached",
  "noPort",
  "portOccupied",
  "wrongPort",
  "notYourTurn",
  "inCombat",
  // acclimation (AM-ACC-1)
  "invalidAbility",
  "notWorn",
  "invalidRoll",
  // repair (AM-DMG-1)
  "notDamaged",
] as const;
export type AutomailRefusal = (typeof AUTOMAIL_REFUSALS)[number];

export type Refused<R extends AutomailRefusal = AutomailRefusal> = { ok: false; reason: R; blockingId?: string };

export const AUTOMAIL_REFUSAL_PREFIX = "AUGMENTED.Automail.Refused";

/** The i18n key of a refusal's message. */
export function refusalKey(reason: AutomailRefusal): string {
  return `${AUTOMAIL_REFUSAL_PREFIX}.${reason}`;
}

export function refuse<R extends AutomailRefusal>(reason: R, blockingId?: string): Refused<R> {
  return blockingId === undefined ? { ok: false, reason } : { ok: false, reason, blockingId };
}
