/**
 * Installing and removing augments (CY-INS-1..3, CY-REM-1..3, CY-LE-1): whether checks are due, validation of
 * the GM's DC pair, and the outcome of the rolled checks as a patch. Rolls happen in the workflow; the
 * resulting numbers come in here.
 *
 * Interpretation (documented choices):
 * - Installation checks are due once per augment: its first installation (CY-INS-2 "never again for that
 *   augment"). An augment counts as installed before when it has an installation count or a recorded quality.
 * - Removal checks are due until the augment is adapted (CY-REM-1/2), so an augment whose first removal went
 *   wrong is checked again when it next comes out.
 * - Quality is the number of failed checks (the source's "degree of failure"): 0 → flawless, 1 → minor flaw,
 *   2 → major flaw. A flawed quality asks the GM for the flaw's description.
 * - Adapted: a removal whose checks all succeeded (or that needed none) of an installed augment.
 * - An adapted reinstall keeps the quality recorded by the checked installation.
 */
import type { AugmentPatch, AugmentState, InstallQuality, SectionId } from "./augment";
import { AUGMENT_WORK_SECONDS, type D20Check, isValidD20Check, isValidDc, meetsDc } from "./checks";
import { compromisePatch } from "./integrity";
import { lastingEffectOffered } from "./lasting-effect";
import { type InstallContext, type InstallRefusal, canInstall } from "./sections";

/** CY-INS-2 / CY-REM-1: two Dexterity (Sleight of Hand) checks in a row. */
export const INSTALL_CHECK = { ability: "dex", skill: "slt" } as const;

/** The two checks, first then second. */
export type CheckPair = readonly [D20Check, D20Check];

/** CY-INS-2: the two checks belong to the first installation of this augment only; the result is kept. */
export function installChecksRequired(augment: AugmentState): boolean {
  return !augment.adapted && augment.installCount <= 0 && augment.quality === null;
}

/** CY-REM-1/2: removal checks are needed until the augment is adapted. */
export function removalChecksRequired(augment: AugmentState): boolean {
  return !augment.adapted;
}

export type DcPairProblem = "invalidDc" | "secondDcNotHigher";

/** CY-INS-2 / CY-REM-1: both DCs valid and the second strictly higher than the first. */
export function validateDcPair(firstDc: number, secondDc: number): { ok: true } | { ok: false; reason: DcPairProblem } {
  if (!isValidDc(firstDc) || !isValidDc(secondDc)) return { ok: false, reason: "invalidDc" };
  if (secondDc <= firstDc) return { ok: false, reason: "secondDcNotHigher" };
  return { ok: true };
}

type CheckProblem = "checksRequired" | DcPairProblem | "invalidRoll";

/** The two checks when they are there and valid; else why not. */
function checkedPair(checks: CheckPair | null): { ok: true; checks: CheckPair } | { ok: false; reason: CheckProblem } {
  if (checks === null) return { ok: false, reason: "checksRequired" };
  const [first, second] = checks;
  const dcs = validateDcPair(first.dc, second.dc);
  if (!dcs.ok) return { ok: false, reason: dcs.reason };
  if (!isValidD20Check(first) || !isValidD20Check(second)) return { ok: false, reason: "invalidRoll" };
  return { ok: true, checks };
}

/** CY-INS-2: quality from the number of failed checks (see the header for why). */
export function qualityFromFailures(failures: number): InstallQuality {
  if (failures <= 0) return "flawless";
  return failures === 1 ? "minorFlaw" : "majorFlaw";
}

function failuresOf(checks: CheckPair): number {
  return checks.filter((c) => !meetsDc(c)).length;
}

/** CY-INS-1 / CY-REM-1: either work takes 30 minutes and, done, costs the character no hit points. */
const WORK_DONE = { ok: true, durationSeconds: AUGMENT_WORK_SECONDS, damageToCharacter: 0 } as const;

export interface InstallOutcome {
  ok: true;
  checksRolled: boolean;
  failures: number;
  quality: InstallQuality | null;
  /** CY-INS-2: a flawed result asks the GM to write how the augment differs from its design. */
  flawDescriptionNeeded: boolean;
  /** CY-LE-1: natural 18–20 on either check and no Lasting Effect yet. */
  lastingEffectOffered: boolean;
  patch: AugmentPatch;
  /** CY-INS-1: 30 minutes of uninterrupted work. */
  durationSeconds: number;
  /** CY-INS-3: installing never damages the character. */
  damageToCharacter: 0;
}

export type InstallResult = InstallOutcome | { ok: false; reason: InstallRefusal | CheckProblem; blockingAugmentId?: string };

/**
 * Resolve an installation into `section`. `checks` is null when none were rolled (adapted augment); when checks
 * are not due any passed in are ignored. Refused installations change nothing (the installation is always
 * completed otherwise: CY-INS-2 "it is still installed").
 */
export function planInstall(
  actorAugments: readonly AugmentState[],
  augment: AugmentState,
  section: SectionId,
  context: InstallContext,
  checks: CheckPair | null,
): InstallResult {
  const permission = canInstall(actorAugments, augment, section, context);
  if (!permission.ok) return permission;
  const installCount = Math.max(0, augment.installCount) + 1;
  if (!installChecksRequired(augment)) {
    return {
      ...WORK_DONE,
      checksRolled: false,
      failures: 0,
      quality: augment.quality,
      flawDescriptionNeeded: false,
      lastingEffectOffered: false,
      patch: { installedSection: section, installCount },
    };
  }
  const pair = checkedPair(checks);
  if (!pair.ok) return { ok: false, reason: pair.reason };
  const failures = failuresOf(pair.checks);
  const quality = qualityFromFailures(failures);
  return {
    ...WORK_DONE,
    checksRolled: true,
    failures,
    quality,
    flawDescriptionNeeded: quality !== "flawless",
    lastingEffectOffered: lastingEffectOffered(augment, pair.checks.map((c) => c.natural)),
    patch: { installedSection: section, installCount, quality },
  };
}

export type RemovalRefusal = "notInstalled" | "inCombat";

export interface RemovalOutcome {
  ok: true;
  checksRolled: boolean;
  failures: number;
  /** CY-REM-1: a single failed check → the GM decides whether integrity is compromised (`resolveRemovalDecision`). */
  needsGmDecision: boolean;
  /** CY-REM-2: this removal made the augment adapted. */
  becameAdapted: boolean;
  patch: AugmentPatch;
  durationSeconds: number;
  /** The source: "removing an augment normally causes you no damage". */
  damageToCharacter: 0;
}

export type RemovalResult = RemovalOutcome | { ok: false; reason: RemovalRefusal | CheckProblem };

/**
 * CY-REM-1/2/3: resolve a removal. The augment always comes out and stays in the inventory as an item; a
 * damaged one may be removed too. A destroyed augment already left its section (SF-2).
 */
export function planRemoval(
  augment: AugmentState,
  context: InstallContext,
  checks: CheckPair | null,
): RemovalResult {
  if (augment.installedSection === null || augment.integrity === "destroyed") return { ok: false, reason: "notInstalled" };
  if (context.inCombat) return { ok: false, reason: "inCombat" };
  const removalCount = Math.max(0, augment.removalCount) + 1;
  if (!removalChecksRequired(augment)) {
    return {
      ...WORK_DONE,
      checksRolled: false,
      failures: 0,
      needsGmDecision: false,
      becameAdapted: false,
      patch: { installedSection: null, removalCount },
    };
  }
  const pair = checkedPair(checks);
  if (!pair.ok) return { ok: false, reason: pair.reason };
  const failures = failuresOf(pair.checks);
  const becameAdapted = failures === 0;
  return {
    ...WORK_DONE,
    checksRolled: true,
    failures,
    needsGmDecision: failures > 0,
    becameAdapted,
    patch: becameAdapted ? { installedSection: null, removalCount, adapted: true } : { installedSection: null, removalCount },
  };
}

/**
 * CY-REM-1: the GM's answer after a flawed removal. `compromised` → the augment becomes damaged (CY-REP-2
 * source "failedRemoval"); otherwise nothing changes. Null means no update.
 */
export function resolveRemovalDecision(
  augment: AugmentState,
  compromised: boolean,
): { patch: AugmentPatch | null; source: "failedRemoval" } {
  return { patch: compromised ? compromisePatch(augment, "failedRemoval") : null, source: "failedRemoval" };
}
