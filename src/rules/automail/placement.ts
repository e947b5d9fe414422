/**
 * Data-level placement rules for create/update guards: what no stored state may become, whoever writes it (the
 * structural half of AM-PORT-1 and AM-CY-1). Workflow rules (an Action, combat, acclimation, cost) are the
 * workflows' business, so a GM editing a limb onto a port is only stopped by what can never be true: a port that
 * is not there or is taken, a port that does not accept the limb, two things on one site, more unnatural ports
 * than the Intelligence modifier allows, a limb a Cyborg prosthetic already replaces.
 */
import type { AugmentState } from "../cyborg/augment";
import { sectionConflict } from "./body";
import type { LimbState, PortState } from "./limb";
import { portAccepts, portFitsSite, portOccupant, siteOccupant, unnaturalPortLimit } from "./ports";
import { type Refused, refuse } from "./refusals";

export type LimbPlacement = { ok: true } | Refused<"noPort" | "portOccupied" | "wrongPort" | "siteOccupied" | "alreadyReplaced">;

/** `candidate` as it would be after the change, against the actor's other limbs, ports and augments. */
export function checkLimbPlacement(
  candidate: LimbState,
  limbs: readonly LimbState[],
  ports: readonly PortState[],
  augments: readonly AugmentState[],
): LimbPlacement {
  const location = candidate.location;
  if (location.mode === "carried") return { ok: true };
  if (location.mode === "port") {
    const port = ports.find((p) => p.id === location.portId);
    if (!port) return refuse("noPort");
    const occupant = portOccupant(port.id, limbs, candidate.id);
    if (occupant) return refuse("portOccupied", occupant.id);
    const acceptance = portAccepts(port, candidate);
    return acceptance.ok ? { ok: true } : acceptance;
  }
  const occupant = siteOccupant(location.site, ports, limbs, candidate.id);
  if (occupant !== null) return refuse("siteOccupied", occupant);
  const conflict = sectionConflict(location.site, augments);
  return conflict === null ? { ok: true } : refuse("alreadyReplaced", conflict);
}

export type PortPlacement =
  | { ok: true }
  | Refused<"wrongSite" | "siteOccupied" | "alreadyReplaced" | "wrongPort">
  | (Refused<"unnaturalPortLimit" | "noUnnaturalPorts"> & { limit: number });

/** A fitted port (`candidate.site` set) as it would be after the change; a limb already on it must still fit. */
export function checkPortPlacement(
  candidate: PortState,
  ports: readonly PortState[],
  limbs: readonly LimbState[],
  augments: readonly AugmentState[],
  intelligenceModifier: number,
): PortPlacement {
  if (!portFitsSite(candidate.kind, candidate.site)) return refuse("wrongSite");
  const others = ports.filter((p) => p.id !== candidate.id);
  const occupant = siteOccupant(candidate.site, others, limbs, candidate.id);
  if (occupant !== null) return refuse("siteOccupied", occupant);
  const conflict = sectionConflict(candidate.site, augments);
  if (conflict !== null) return refuse("alreadyReplaced", conflict);
  if (candidate.kind === "unnatural") {
    const limit = unnaturalPortLimit(intelligenceModifier);
    if (limit === 0) return { ...refuse("noUnnaturalPorts"), limit };
    if (others.filter((p) => p.kind === "unnatural").length >= limit) return { ...refuse("unnaturalPortLimit"), limit };
  }
  const attached = portOccupant(candidate.id, limbs);
  if (attached && !portAccepts(candidate, attached).ok) return refuse("wrongPort", attached.id);
  return { ok: true };
}

