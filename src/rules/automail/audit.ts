/**
 * Impossible automail states in loaded data (imports, old worlds, manual edits, an Intelligence score that went
 * down), reported for the sheet to flag. Nothing is changed: which port or limb should go is the owner's or the
 * GM's call (as CY-SLOT-2 does for augments).
 */
import type { AugmentState } from "../cyborg/augment";
import { automailReplacing, automailSites } from "./body";
import type { LimbState, PortState } from "./limb";
import { portAccepts, portFitsSite, unnaturalPortLimit } from "./ports";
import { sitesOverlap } from "./sites";

/** Every issue code (i18n `AUGMENTED.Automail.Issue.<code>`). */
export const AUTOMAIL_ISSUE_CODES = [
  "unnaturalPortsOverLimit",
  "portWrongSite",
  "sitesOverlap",
  "portTwoLimbs",
  "limbOnMissingPort",
  "limbWrongPort",
  "reforgedOnPort",
  "modernBuiltOn",
  "reforgedHidden",
  "extraLimbNotUnnatural",
  "acclimationTimes",
  "replacedTwice",
] as const;

export type AutomailIssue =
  | { code: "unnaturalPortsOverLimit"; portIds: string[]; limit: number }
  | { code: "portWrongSite"; portId: string }
  | { code: "sitesOverlap"; ids: [string, string] }
  | { code: "portTwoLimbs"; portId: string; limbIds: string[] }
  | { code: "limbOnMissingPort"; limbId: string }
  | { code: "limbWrongPort"; limbId: string; portId: string }
  | { code: "reforgedOnPort"; limbId: string }
  | { code: "modernBuiltOn"; limbId: string }
  | { code: "reforgedHidden"; limbId: string }
  | { code: "extraLimbNotUnnatural"; limbId: string }
  | { code: "acclimationTimes"; limbId: string }
  | { code: "replacedTwice"; section: string; ids: string[] };

export function auditAutomail(
  limbs: readonly LimbState[],
  ports: readonly PortState[],
  intelligenceModifier: number,
  augments: readonly AugmentState[] = [],
): AutomailIssue[] {
  const issues: AutomailIssue[] = [];
  const unnatural = ports.filter((p) => p.kind === "unnatural").map((p) => p.id);
  const limit = unnaturalPortLimit(intelligenceModifier);
  if (unnatural.length > limit) issues.push({ code: "unnaturalPortsOverLimit", portIds: unnatural, limit });
  for (const p of ports) if (!portFitsSite(p.kind, p.site)) issues.push({ code: "portWrongSite", portId: p.id });
  const placed = automailSites(ports, limbs);
  placed.forEach((a, i) => {
    for (const b of placed.slice(i + 1)) if (sitesOverlap(a.site, b.site)) issues.push({ code: "sitesOverlap", ids: [a.id, b.id] });
  });
  for (const p of ports) {
    const on = limbs.filter((l) => l.location.mode === "port" && l.location.portId === p.id).map((l) => l.id);
    if (on.length > 1) issues.push({ code: "portTwoLimbs", portId: p.id, limbIds: on });
  }
  for (const l of limbs) {
    if (l.location.mode === "port") {
      const portId = l.location.portId;
      const port = ports.find((p) => p.id === portId);
      if (!port) issues.push({ code: "limbOnMissingPort", limbId: l.id });
      else if (!portAccepts(port, l).ok) issues.push({ code: "limbWrongPort", limbId: l.id, portId });
      if (l.generation === "reforged") issues.push({ code: "reforgedOnPort", limbId: l.id });
    }
    if (l.location.mode === "builtOn" && l.generation === "modern") issues.push({ code: "modernBuiltOn", limbId: l.id });
    if (l.generation === "reforged" && l.hidden) issues.push({ code: "reforgedHidden", limbId: l.id });
    if (l.limb === "extraLimb" && l.kind !== "unnatural") issues.push({ code: "extraLimbNotUnnatural", limbId: l.id });
    const { failedAt, failedUntil } = l.acclimation;
    if ((failedAt === null) !== (failedUntil === null) || (failedAt !== null && failedUntil !== null && failedUntil <= failedAt)) {
      issues.push({ code: "acclimationTimes", limbId: l.id });
    }
  }
  for (const a of augments) {
    if (a.purpose !== "prosthetic" || a.installedSection === null || a.integrity === "destroyed") continue;
    const other = automailReplacing(a.installedSection, ports, limbs);
    if (other !== null) issues.push({ code: "replacedTwice", section: a.installedSection, ids: [a.id, other] });
  }
  return issues;
}

