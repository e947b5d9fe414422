/**
 * AM-SEEN-1: how a worn limb is noticed. Reforged: without a check, and it cannot be hidden. Modern and not
 * hidden: an active Wisdom (Perception) check against DC 10, or automatically at passive Perception 17. A hidden
 * modern limb is not noticed by these means (the GM rules on anything else).
 */
import { type LimbState, isWorn } from "./limb";

export const NOTICE_ACTIVE_DC = 10;
export const NOTICE_PASSIVE = 17;

/** How a limb is noticed; only a modern limb can be hidden (`hidden`, or `check` while it is not). */
export type NoticeRule =
  | { kind: "automatic" }
  | { kind: "check"; activeDc: number; passive: number }
  | { kind: "hidden" }
  | { kind: "notWorn" };

export function noticeRule(limb: LimbState): NoticeRule {
  if (!isWorn(limb)) return { kind: "notWorn" };
  if (limb.generation === "reforged") return { kind: "automatic" };
  if (limb.hidden) return { kind: "hidden" };
  return { kind: "check", activeDc: NOTICE_ACTIVE_DC, passive: NOTICE_PASSIVE };
}

/** Does an observer notice the limb? `activeTotal`: a Wisdom (Perception) check they rolled, if any. */
export function noticesLimb(limb: LimbState, observer: { passivePerception: number; activeTotal?: number | null }): boolean {
  const rule = noticeRule(limb);
  if (rule.kind === "automatic") return true;
  if (rule.kind !== "check") return false;
  if (observer.passivePerception >= rule.passive) return true;
  return typeof observer.activeTotal === "number" && observer.activeTotal >= rule.activeDc;
}
