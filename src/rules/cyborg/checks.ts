/**
 * A resolved d20 check as the Cyborg workflows pass it in: the natural die (the kept one when rolled with
 * advantage), the total and the DC the GM confirmed. Rules never roll; they only read these numbers.
 */

export interface D20Check {
  /** The kept d20 face, 1..20 (CY-LE-1 reads it). */
  natural: number;
  total: number;
  dc: number;
}

/** A result plus DC where the natural face does not matter (saves, repair). */
export interface CheckTotal {
  total: number;
  dc: number;
}

export function isValidNatural(natural: number): boolean {
  return Number.isInteger(natural) && natural >= 1 && natural <= 20;
}

export function isValidDc(dc: number): boolean {
  return Number.isInteger(dc) && dc >= 1;
}

export function isValidD20Check(check: D20Check): boolean {
  return isValidNatural(check.natural) && Number.isFinite(check.total) && isValidDc(check.dc);
}

/** 5e ability checks and saves: meet or beat the DC. A natural 20 is not an automatic success on a check. */
export function meetsDc(check: CheckTotal): boolean {
  return check.total >= check.dc;
}

/**
 * Default DCs pre-filled in the GM's DC fields. The seed leaves every one of these to "the DM"; except for the
 * integrity save (CY-INT-1, computed in integrity.ts) they are NOT from the source but the 5e DC ladder
 * (easy 10, medium 15), and a world setting may change them. Paired checks use easy-then-medium so the
 * second is higher (CY-INS-2, CY-REM-1).
 */
export const DEFAULT_DCS = {
  design: 15,
  installFirst: 10,
  installSecond: 15,
  removalFirst: 10,
  removalSecond: 15,
  repair: 15,
  upgrade: 15,
  environmentalCheck: 15,
  healingCheck: 15,
  structuralBacklashSave: 15,
} as const;

/** Duration of installing, removing or upgrading (CY-INS-1, CY-REM-1, CY-UPG-1), in world-time seconds. */
export const AUGMENT_WORK_SECONDS = 30 * 60;
