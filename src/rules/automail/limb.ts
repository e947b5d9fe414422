/**
 * The plain-data shape of automail (seed 003) as the rules see it: limbs and ports, and the closed vocabularies
 * they use. TypeDataModels map their schema onto `LimbState` / `PortState`; every rule in this folder reads
 * these and returns decisions or plans (`LimbPatch`) that workflows turn into one Foundry update.
 */
import type { BodySite } from "./sites";

/** AM-GEN-1: reforged (built on, never detachable, always noticed) or modern (detachable, needs a port). */
export const GENERATIONS = ["reforged", "modern"] as const;
export type Generation = (typeof GENERATIONS)[number];

/** AM-KIND-1: how far the limb departs from the original. */
export const LIMB_KINDS = ["normal", "weaponTool", "unnatural"] as const;
export type LimbKind = (typeof LIMB_KINDS)[number];

/** The limb an automail piece replaces or adds (`extraLimb`: a limb the body never had, always unnatural). */
export const LIMB_TYPES = ["arm", "hand", "leg", "foot", "eye", "tail", "extraLimb"] as const;
export type LimbType = (typeof LIMB_TYPES)[number];

/** AM-PORT-1: the three ports. */
export const PORT_KINDS = ["natural", "unnatural", "ocular"] as const;
export type PortKind = (typeof PORT_KINDS)[number];

/** AM-DMG-1 (with CY-INT-*): intact works; damaged does nothing until repaired; destroyed is a record only. */
export const LIMB_INTEGRITY = ["intact", "damaged", "destroyed"] as const;
export type LimbIntegrity = (typeof LIMB_INTEGRITY)[number];

/** Where a limb is: carried (in the inventory), attached to a port (modern), or built onto the body (reforged). */
export const LIMB_LOCATIONS = ["carried", "port", "builtOn"] as const;
export type LimbLocationMode = (typeof LIMB_LOCATIONS)[number];

export type LimbLocation =
  | { mode: "carried" }
  /** `since`: world time (seconds) it was attached; AM-ACC-3 and "worn through the whole period" read it. */
  | { mode: "port"; portId: string; since: number }
  | { mode: "builtOn"; site: BodySite; since: number };

/**
 * AM-ACC-1..3 state of one limb. A running failure is `failedAt`..`failedUntil` (world time). "Accustomed" is
 * recorded as the actor and item it happened to, so a copy of the item (a new item id) or the limb in another
 * character's hands does not count (AM-ACC-2: "a new copy of a destroyed limb does not").
 */
export interface AcclimationState {
  failedAt: number | null;
  failedUntil: number | null;
  accustomedActorId: string | null;
  accustomedItemId: string | null;
}

export interface LimbState {
  id: string;
  name: string;
  generation: Generation;
  kind: LimbKind;
  limb: LimbType;
  location: LimbLocation;
  integrity: LimbIntegrity;
  /** AM-SEEN-1: the owner keeps a modern limb hidden (gloves, sleeves); reforged limbs cannot be. */
  hidden: boolean;
  acclimation: AcclimationState;
  /** AM-FLAW-1: GM-written "lemon" traits; text only, no mechanics. */
  flaws: string;
}

export interface PortState {
  id: string;
  name: string;
  kind: PortKind;
  /** Where on the body the port sits; a natural port takes limbs like the one that grew there. */
  site: BodySite;
}

/** The fields a rule may change on a limb; the glue writes them as one update. */
export type LimbPatch = Partial<Pick<LimbState, "location" | "integrity">> & { acclimation?: Partial<AcclimationState> };

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (values as readonly unknown[]).includes(value);
}

export const isGeneration = (value: unknown): value is Generation => isOneOf(GENERATIONS, value);
export const isLimbKind = (value: unknown): value is LimbKind => isOneOf(LIMB_KINDS, value);
export const isLimbType = (value: unknown): value is LimbType => isOneOf(LIMB_TYPES, value);
export const isPortKind = (value: unknown): value is PortKind => isOneOf(PORT_KINDS, value);
export const isLimbIntegrity = (value: unknown): value is LimbIntegrity => isOneOf(LIMB_INTEGRITY, value);

/** Worn: attached to a port or built on (a destroyed limb still sits there until it is taken off). */
export function isWorn(limb: LimbState): boolean {
  return limb.location.mode !== "carried";
}

/** The world time the limb was put on, or null when carried. */
export function wornSince(limb: LimbState): number | null {
  return limb.location.mode === "carried" ? null : limb.location.since;
}

/** AM-GEN-1: only modern limbs ever come off. */
export function isDetachable(limb: Pick<LimbState, "generation">): boolean {
  return limb.generation === "modern";
}
