/**
 * AM-FLAW-1: the seed names flaws ("lemon" traits) and an "Ex-Species" feat without defining them. They are
 * GM-written text on the limb or the character; no rule in this folder reads them, so they never change a DC,
 * a mode or a plan (test/unit/automail/flaws.test.ts proves that for every plan).
 */
import type { LimbState } from "./limb";

/** The flaw notes as lines for the sheet (blank lines dropped), or an empty list. */
export function flawLines(limb: Pick<LimbState, "flaws">): string[] {
  return limb.flaws
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export function hasFlaws(limb: Pick<LimbState, "flaws">): boolean {
  return flawLines(limb).length > 0;
}
