/**
 * Using a limb and watching its acclimation over world time: what a roll made with a limb gets (its integrated
 * weapon automatically, other rolls through a "using <limb>" toggle), which failures a world-time change ends,
 * and the list of running acclimations the Workshop shows. Rolls and time live in the glue; decisions here.
 */
import { type LimbDisadvantageReason, type AcclimationExpiry, limbDisadvantage, planAcclimationExpiry, runningFailures } from "./acclimation";
import { type LimbState, type PortState, isWorn } from "./limb";
import { type Refused, refuse } from "./refusals";

export type LimbRollPlan =
  | { ok: true; disadvantage: boolean; reasons: LimbDisadvantageReason[] }
  | Refused<"notWorn" | "damaged" | "destroyed">;

/**
 * A roll made with `limb`: refused when it is not worn or does not work (AM-DMG-1: a damaged limb does nothing
 * until repaired); otherwise at disadvantage while a failed acclimation runs for it (AM-ACC-1/3) or it is an
 * unnatural limb on a natural port (AM-PORT-1). The result is one more source for `resolveD20Mode`.
 */
export function planLimbRoll(limb: LimbState, limbs: readonly LimbState[], ports: readonly PortState[], now: number): LimbRollPlan {
  if (limb.integrity === "destroyed") return refuse("destroyed");
  if (limb.integrity === "damaged") return refuse("damaged");
  if (!isWorn(limb)) return refuse("notWorn");
  const { disadvantage, reasons } = limbDisadvantage(limb, limbs, ports, now);
  return { ok: true, disadvantage, reasons };
}

/** AM-ACC-2: every limb whose failure has run out by `now`, with what to write (world-time expiry, one pass). */
export function dueAcclimationExpiries(
  limbs: readonly LimbState[],
  actorId: string,
  now: number,
): { limbId: string; expiry: AcclimationExpiry }[] {
  const out: { limbId: string; expiry: AcclimationExpiry }[] = [];
  for (const limb of limbs) {
    const expiry = planAcclimationExpiry(limb, actorId, now);
    if (expiry) out.push({ limbId: limb.id, expiry });
  }
  return out;
}

export interface RunningAcclimationView {
  limbId: string;
  name: string;
  until: number;
  remainingSeconds: number;
}

/** The running acclimation failures of one character, soonest end first (for the Workshop and the sheet). */
export function runningAcclimations(limbs: readonly LimbState[], now: number): RunningAcclimationView[] {
  return limbs
    .flatMap((limb) => runningFailures([limb], now).map((f) => ({ limbId: limb.id, name: limb.name, until: f.until, remainingSeconds: f.until - now })))
    .sort((a, b) => a.until - b.until || a.limbId.localeCompare(b.limbId));
}
