/** The options and result of `actor.useAugment(item, options)`. */
import type { RollOptions } from "../rolls/rolls";

/**
 * What the caller (a macro, a test, a pre-hook) may decide in advance; anything left out is asked for.
 * `augmented.preUseAugment` handlers may change these in place.
 */
export interface UseAugmentOptions {
  /** The click that started it: modifier keys fast-forward the attack roll dialog, as for weapons. */
  event?: Event | null;
  /** Attack roll options (advantage, situational bonus…), passed to the d20 test. */
  roll?: RollOptions;
  /** CY-HEAL-1 / CY-ENV-1: the GM's DC (skips the DC dialog). */
  dc?: number;
  /** CY-ENV-2: the attempt tried to destroy or force something by direct contact (skips that question). */
  destructiveContact?: boolean;
  /** CY-MOB-1: hover in place (5 minutes) instead of flying (1 minute); skips the question. */
  hover?: boolean;
  /** CY-HEAL-1: who is healed (default the user's single targeted token's actor, else the user's own actor); CY-ATK-3: who saves. */
  target?: Actor.Implementation | null;
  /** CY-DC-1: the feature DC a save-based attack uses when the character has several and none is chosen (skips the question). */
  saveDcFeatureId?: string;
}

/** What one use did. */
export interface UseAugmentResult {
  item: Item.Implementation;
  purpose: string;
  /** Uses left after this one. */
  remaining: number;
  /** The d20 roll (attack roll or Augment Check), when there was one. */
  roll: Roll | null;
  /** Augment Check outcome (healing, environmental); null when there was no check. */
  success: boolean | null;
  /** CY-HEAL-1: hit points restored (0 on a failure), or the healing card's total for another creature. */
  healing: number | null;
  /** CY-MOB-1..3: the timed effect created. */
  effectId: string | null;
  /** CY-ENV-2: a structural backlash save was started. */
  backlash: boolean;
  /** The use card. */
  message: ChatMessage.Implementation | null;
}
