/**
 * The `automail` and `port` items' stored shapes and their mapping onto the rules' `LimbState` / `PortState`
 * (src/rules/automail/limb.ts). Plain functions, no Foundry globals, so models, workflows and unit tests share
 * them.
 *
 * Loaded data is read as it is, never repaired: a location that names no port or site, a port with no site, or
 * broken acclimation times are mapped to the reading that changes nothing elsewhere (a port id that matches no
 * port; the `other` site, which overlaps nothing) and reported by `limbDataIssues` / `portDataIssues` for the
 * sheet to flag, next to the body-level `auditAutomail` of the rules.
 */
import type { ItemSlice } from "../../shared/item-slice";
import {
  type AcclimationState,
  type BodySite,
  type LimbLocation,
  type LimbState,
  type PortState,
  isBodySite,
  isGeneration,
  isLimbIntegrity,
  isLimbKind,
  isLimbType,
  isPortKind,
} from "../../../rules/automail";
import { isItemOfKind } from "../kinds";

/** The stored `system` of an automail item (source or prepared: the paths are the same). */
export interface AutomailSystemSource {
  description: string;
  generation: string;
  kind: string;
  limb: string;
  location: { mode: string; portId: string | null; site: string | null; since: number | null };
  integrity: string;
  hidden: boolean;
  acclimation: {
    failedAt: number | null;
    failedUntil: number | null;
    accustomedActorId: string | null;
    accustomedItemId: string | null;
  };
  flaws: string;
  adds: {
    weapon: { formula: string; damageType: string; ability: string | null; bonus: number };
    tool: string;
    summary: string;
  };
}

/** The stored `system` of a port item. */
export interface PortSystemSource {
  description: string;
  kind: string;
  site: string | null;
  placement: string;
  installedAt: number | null;
}

export const AUTOMAIL_ITEM_TYPE = "automail";
export const PORT_ITEM_TYPE = "port";

/** What is wrong with one stored limb or port (flagged on the sheet; i18n `AUGMENTED.Automail.DataIssue.<code>`). */
export type AutomailDataIssue = "portMissing" | "siteMissing" | "sinceMissing" | "unknownValue";

function finite(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function locationOf(source: AutomailSystemSource["location"] | undefined): LimbLocation {
  const since = finite(source?.since) ?? 0;
  if (source?.mode === "port") return { mode: "port", portId: source.portId ?? "", since };
  if (source?.mode === "builtOn") return { mode: "builtOn", site: isBodySite(source.site) ? source.site : "other", since };
  return { mode: "carried" };
}

function acclimationOf(source: AutomailSystemSource["acclimation"] | undefined): AcclimationState {
  return {
    failedAt: finite(source?.failedAt),
    failedUntil: finite(source?.failedUntil),
    accustomedActorId: source?.accustomedActorId || null,
    accustomedItemId: source?.accustomedItemId || null,
  };
}

/** The rules' view of one limb (see the header for how incomplete data reads). */
export function toLimbState(id: string, name: string, system: AutomailSystemSource): LimbState {
  return {
    id,
    name,
    generation: isGeneration(system.generation) ? system.generation : "modern",
    kind: isLimbKind(system.kind) ? system.kind : "normal",
    limb: isLimbType(system.limb) ? system.limb : "arm",
    location: locationOf(system.location),
    integrity: isLimbIntegrity(system.integrity) ? system.integrity : "intact",
    hidden: system.hidden === true,
    acclimation: acclimationOf(system.acclimation),
    flaws: typeof system.flaws === "string" ? system.flaws : "",
  };
}

/** Problems of one stored limb that the mapping had to read around. */
export function limbDataIssues(system: AutomailSystemSource): AutomailDataIssue[] {
  const issues: AutomailDataIssue[] = [];
  const location = system.location;
  if (
    !isGeneration(system.generation) ||
    !isLimbKind(system.kind) ||
    !isLimbType(system.limb) ||
    !isLimbIntegrity(system.integrity)
  ) {
    issues.push("unknownValue");
  }
  if (location?.mode === "port" && !location.portId) issues.push("portMissing");
  if (location?.mode === "builtOn" && !isBodySite(location.site)) issues.push("siteMissing");
  if ((location?.mode === "port" || location?.mode === "builtOn") && finite(location.since) === null) issues.push("sinceMissing");
  return issues;
}

/** The rules' view of one port; a port with no site reads as `other` (flagged by `portDataIssues`). */
export function toPortState(id: string, name: string, system: PortSystemSource): PortState {
  const site: BodySite = isBodySite(system.site) ? system.site : "other";
  return { id, name, kind: isPortKind(system.kind) ? system.kind : "unnatural", site };
}

export function portDataIssues(system: PortSystemSource): AutomailDataIssue[] {
  const issues: AutomailDataIssue[] = [];
  if (!isPortKind(system.kind)) issues.push("unknownValue");
  if (!isBodySite(system.site)) issues.push("siteMissing");
  return issues;
}

/** Every limb among an actor's items, as the rules see them. */
export function limbStates(items: Iterable<ItemSlice>): LimbState[] {
  const out: LimbState[] = [];
  for (const item of items) {
    // cast: the limb's system data (the model, or its stored source).
    if (isItemOfKind(item, AUTOMAIL_ITEM_TYPE)) out.push(toLimbState(item.id ?? "", item.name, item.system as AutomailSystemSource));
  }
  return out;
}

/** Every port among an actor's items, as the rules see them. */
export function portStates(items: Iterable<ItemSlice>): PortState[] {
  const out: PortState[] = [];
  for (const item of items) {
    // cast: the port's system data (the model, or its stored source).
    if (isItemOfKind(item, PORT_ITEM_TYPE)) out.push(toPortState(item.id ?? "", item.name, item.system as PortSystemSource));
  }
  return out;
}
