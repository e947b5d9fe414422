/**
 * Acclimation (AM-ACC-1..3): the check after a limb goes on, its outcome as a patch, the running failures and the
 * disadvantage they put on actions with limbs, and what happens when a failure runs out. Rolls happen in the
 * workflow; the total comes in here. Times are world time in seconds.
 *
 * Interpretation (documented choices):
 * - A running failure belongs to the limb that failed (its `failedAt`..`failedUntil`) and to the character: while
 *   it runs, every limb put on after it started is at disadvantage too (AM-ACC-3 "carries over to any automail the
 *   character switches to"); limbs worn since before it started are not. Only a *modern* limb's failure carries
 *   over (the seed says "Modern Automail"; a reforged limb is never switched): a reforged failure stays with it.
 * - A success on a limb ends that limb's own running failure ("the limb works without limitations"); failures of
 *   other limbs keep running and keep carrying over.
 * - A deleted limb takes its failure with it: failures are read from the actor's limbs.
 */
import { type D20Mode, resolveD20Mode } from "../core/rolls";
import { acclimationEntry } from "./acclimation-table";
import { type LimbPatch, type LimbState, type PortState, isWorn, wornSince } from "./limb";
import { portAccepts } from "./ports";
import { type Refused, refuse } from "./refusals";

/** AM-ACC-1: the player chooses Wisdom or Dexterity. */
export const ACCLIMATION_ABILITIES = ["wis", "dex"] as const;
export type AcclimationAbility = (typeof ACCLIMATION_ABILITIES)[number];

export function isAcclimationAbility(value: unknown): value is AcclimationAbility {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (ACCLIMATION_ABILITIES as readonly unknown[]).includes(value);
}

/** How the ability is chosen (world setting `acclimationRoll`): the player is asked, or the better one is rolled. */
export const ACCLIMATION_ROLL_MODES = ["prompt", "auto"] as const;
export type AcclimationRollMode = (typeof ACCLIMATION_ROLL_MODES)[number];
export const DEFAULT_ACCLIMATION_ROLL_MODE: AcclimationRollMode = "prompt";

/**
 * AM-ACC-1 rolled automatically: the choice a player makes for the best chance, the ability with the higher check
 * bonus (non-finite bonuses count as lowest); Wisdom on a tie (the dialog's default button).
 */
export function betterAcclimationAbility(bonus: Readonly<Record<AcclimationAbility, number>>): AcclimationAbility {
  const value = (ability: AcclimationAbility) => (Number.isFinite(bonus[ability]) ? bonus[ability] : Number.NEGATIVE_INFINITY);
  return value("dex") > value("wis") ? "dex" : "wis";
}

export interface RunningFailure {
  limbId: string;
  /** AM-ACC-3: only a modern limb's failure carries over to other limbs and checks. */
  carriesOver: boolean;
  startedAt: number;
  until: number;
}

/** A limb's own failure, running or not, or null when it has none recorded (or the times are broken). */
function failureOf(limb: LimbState): RunningFailure | null {
  const { failedAt, failedUntil } = limb.acclimation;
  if (failedAt === null || failedUntil === null || !(failedUntil > failedAt)) return null;
  return { limbId: limb.id, carriesOver: limb.generation === "modern", startedAt: failedAt, until: failedUntil };
}

/** AM-ACC-3: the failures running at `now` among the actor's limbs. */
export function runningFailures(limbs: readonly LimbState[], now: number): RunningFailure[] {
  const out: RunningFailure[] = [];
  for (const limb of limbs) {
    const failure = failureOf(limb);
    if (failure && now >= failure.startedAt && now < failure.until) out.push(failure);
  }
  return out;
}

/** AM-ACC-2: this character became accustomed to this very limb (this item, not a copy of it). */
export function isAccustomed(limb: LimbState, actorId: string): boolean {
  return actorId !== "" && limb.acclimation.accustomedActorId === actorId && limb.acclimation.accustomedItemId === limb.id;
}

function accustomedPatch(limb: LimbState, actorId: string): LimbPatch["acclimation"] {
  return { accustomedActorId: actorId, accustomedItemId: limb.id };
}

export interface AcclimationCheckInput {
  limb: LimbState;
  actorId: string;
  ability: string;
  /** The actor's limbs (with `limb`), for AM-ACC-3. */
  limbs: readonly LimbState[];
  now: number;
}

export type AcclimationCheckPlan =
  | {
      ok: true;
      ability: AcclimationAbility;
      dc: number;
      failureSeconds: number;
      /** AM-ACC-2: a modern limb this character is accustomed to. */
      advantage: boolean;
      /** AM-ACC-3: a failed acclimation of a modern limb is running. */
      disadvantage: boolean;
      /** Both cancel (5e). */
      mode: D20Mode;
    }
  | Refused<"invalidAbility" | "notWorn" | "destroyed">;

/** AM-ACC-1..3: the check due for a limb that was just put on. */
export function planAcclimationCheck(input: AcclimationCheckInput): AcclimationCheckPlan {
  const { limb } = input;
  if (!isAcclimationAbility(input.ability)) return refuse("invalidAbility");
  if (limb.integrity === "destroyed") return refuse("destroyed");
  if (!isWorn(limb)) return refuse("notWorn");
  const entry = acclimationEntry(limb.generation, limb.kind);
  const advantage = limb.generation === "modern" && isAccustomed(limb, input.actorId);
  const disadvantage = runningFailures(input.limbs, input.now).some((f) => f.carriesOver);
  return {
    ok: true,
    ability: input.ability,
    dc: entry.dc,
    failureSeconds: entry.failureSeconds,
    advantage,
    disadvantage,
    mode: resolveD20Mode({ advantage, disadvantage }),
  };
}

export type AcclimationOutcome =
  | { ok: true; success: true; becameAccustomed: boolean; patch: LimbPatch }
  | {
      ok: true;
      success: false;
      /** The timed "disadvantage on actions with this limb" effect the workflow creates. */
      effect: { limbId: string; startTime: number; durationSeconds: number };
      patch: LimbPatch;
    }
  | Refused<"invalidAbility" | "notWorn" | "destroyed" | "invalidRoll">;

/**
 * AM-ACC-1/2: the outcome of a rolled acclimation check. The DC is the table's (read again here, never taken from
 * the roll). Success: the limb works and this character is accustomed to it. Failure: disadvantage for the table's
 * duration from `now`.
 */
export function resolveAcclimation(input: AcclimationCheckInput, total: number): AcclimationOutcome {
  const plan = planAcclimationCheck(input);
  if (!plan.ok) return plan;
  if (!Number.isFinite(total)) return refuse("invalidRoll");
  const { limb, actorId, now } = input;
  if (total >= plan.dc) {
    return {
      ok: true,
      success: true,
      becameAccustomed: !isAccustomed(limb, actorId),
      patch: { acclimation: { failedAt: null, failedUntil: null, ...accustomedPatch(limb, actorId) } },
    };
  }
  return {
    ok: true,
    success: false,
    effect: { limbId: limb.id, startTime: now, durationSeconds: plan.failureSeconds },
    patch: { acclimation: { failedAt: now, failedUntil: now + plan.failureSeconds } },
  };
}

export type LimbDisadvantageReason = "acclimation" | "carriedOver" | "unnaturalOnNaturalPort";

/**
 * Whether actions taken with `limb` are at disadvantage now, and why: its own running failure (AM-ACC-1), another
 * limb's failure that was running when this one went on (AM-ACC-3), or an unnatural limb on a natural port
 * (AM-PORT-1). A carried limb takes no actions.
 */
export function limbDisadvantage(
  limb: LimbState,
  limbs: readonly LimbState[],
  ports: readonly PortState[],
  now: number,
): { disadvantage: boolean; reasons: LimbDisadvantageReason[] } {
  const since = wornSince(limb);
  if (since === null) return { disadvantage: false, reasons: [] };
  const reasons: LimbDisadvantageReason[] = [];
  const running = runningFailures(limbs.some((l) => l.id === limb.id) ? limbs : [...limbs, limb], now);
  if (running.some((f) => f.limbId === limb.id)) reasons.push("acclimation");
  if (running.some((f) => f.carriesOver && f.limbId !== limb.id && since >= f.startedAt)) reasons.push("carriedOver");
  if (limb.location.mode === "port") {
    const portId = limb.location.portId;
    const port = ports.find((p) => p.id === portId);
    const acceptance = port ? portAccepts(port, limb) : null;
    if (acceptance?.ok === true && acceptance.disadvantage) reasons.push("unnaturalOnNaturalPort");
  }
  return { disadvantage: reasons.length > 0, reasons };
}

export type AcclimationExpiry = { becameAccustomed: boolean; patch: LimbPatch };

/**
 * AM-ACC-2: when a limb's failure has run out (`now` ≥ its end): the record is cleared, and the character is
 * accustomed to the limb when it was worn through the whole period (put on no later than the failure started,
 * and still worn). Null while it runs or when there is none.
 */
export function planAcclimationExpiry(limb: LimbState, actorId: string, now: number): AcclimationExpiry | null {
  const failure = failureOf(limb);
  if (failure === null || now < failure.until) return null;
  const since = wornSince(limb);
  const wornThrough = since !== null && since <= failure.startedAt && limb.integrity !== "destroyed";
  const becameAccustomed = wornThrough && !isAccustomed(limb, actorId);
  return {
    becameAccustomed,
    patch: { acclimation: { failedAt: null, failedUntil: null, ...(wornThrough ? accustomedPatch(limb, actorId) : {}) } },
  };
}
