/**
 * Lasting Effects (CY-LE-1): a natural 18–20 on an installation or upgrade check offers one, optional and
 * subject to GM approval, to an augment that has none. Its save uses the augment save DC (save-dc.ts).
 */
import type { AugmentPatch, AugmentState } from "./augment";

export const LASTING_EFFECT_MIN_NATURAL = 18;

export function hasLastingEffect(augment: AugmentState): boolean {
  return augment.lastingEffect !== null && augment.lastingEffect.trim() !== "";
}

/** True when any of the natural d20s qualifies and the augment has no Lasting Effect yet. */
export function lastingEffectOffered(augment: AugmentState, naturals: readonly number[]): boolean {
  if (hasLastingEffect(augment)) return false;
  return naturals.some((n) => Number.isInteger(n) && n >= LASTING_EFFECT_MIN_NATURAL && n <= 20);
}

export type LastingEffectRefusal = "alreadyHasOne" | "emptyDescription";

/**
 * The player accepted and the GM approved: record the effect. An augment keeps at most one, so a second grant
 * is refused rather than overwriting the first.
 */
export function grantLastingEffect(
  augment: AugmentState,
  description: string,
): { ok: true; patch: AugmentPatch } | { ok: false; reason: LastingEffectRefusal } {
  if (hasLastingEffect(augment)) return { ok: false, reason: "alreadyHasOne" };
  const text = description.trim();
  if (text === "") return { ok: false, reason: "emptyDescription" };
  return { ok: true, patch: { lastingEffect: text } };
}
