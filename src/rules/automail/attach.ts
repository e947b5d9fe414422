/**
 * Putting automail on and taking it off (AM-GEN-1, AM-ATT-1, AM-PORT-1) as validated plans. Refusals name the
 * first reason that applies, most fundamental first; a refused plan changes nothing. Every accepted plan that
 * puts a limb on is followed by an acclimation check (AM-ACC-1: every modern attach, once after a reforged install).
 */
import type { AugmentState } from "../cyborg/augment";
import { sectionConflict } from "./body";
import { type LimbPatch, type LimbState, type PortState, isDetachable } from "./limb";
import { portAccepts, portOccupant, siteOccupant } from "./ports";
import { type Refused, refuse } from "./refusals";
import { type BodySite, siteLimb } from "./sites";

/** AM-GEN-1: a reforged limb is built onto the body in 2 hours. */
export const REFORGED_INSTALL_SECONDS = 2 * 60 * 60;

export interface CombatContext {
  /** The character is in an active combat. */
  inCombat: boolean;
  /** In combat: it is the character's turn (an Action is only taken on one's own turn). */
  onOwnTurn: boolean;
  /** World time now (seconds). */
  now: number;
}

export interface ReforgedInstallInput {
  limb: LimbState;
  site: BodySite;
  ports: readonly PortState[];
  limbs: readonly LimbState[];
  augments: readonly AugmentState[];
  context: Pick<CombatContext, "inCombat" | "now">;
}

export type ReforgedInstallPlan =
  | {
      ok: true;
      /** Built on, counted as worn from the end of the work (AM-ACC-1: one check then); it never comes off again. */
      patch: LimbPatch;
    }
  | Refused<
      "modernNeedsPort" | "destroyed" | "damaged" | "alreadyWorn" | "inCombat" | "wrongSite" | "siteOccupied" | "alreadyReplaced"
    >;

/**
 * AM-GEN-1: build a reforged limb onto `site`: out of combat, 2 hours, at a site that fits it (a normal or
 * weapon/tool limb where the same limb grew; an unnatural one anywhere) and is free of ports and other built-on
 * limbs (AM-CY-1: and not a section a Cyborg prosthetic replaced). It counts as worn from the end of the work.
 */
export function planReforgedInstall(input: ReforgedInstallInput): ReforgedInstallPlan {
  const { limb, site, context } = input;
  if (limb.generation !== "reforged") return refuse("modernNeedsPort");
  if (limb.integrity === "destroyed") return refuse("destroyed");
  if (limb.integrity === "damaged") return refuse("damaged");
  if (limb.location.mode !== "carried") return refuse("alreadyWorn");
  if (context.inCombat) return refuse("inCombat");
  if (limb.kind !== "unnatural" && siteLimb(site) !== limb.limb) return refuse("wrongSite");
  const occupant = siteOccupant(site, input.ports, input.limbs, limb.id);
  if (occupant !== null) return refuse("siteOccupied", occupant);
  const conflict = sectionConflict(site, input.augments);
  if (conflict !== null) return refuse("alreadyReplaced", conflict);
  return {
    ok: true,
    patch: { location: { mode: "builtOn", site, since: context.now + REFORGED_INSTALL_SECONDS } },
  };
}

export interface AttachInput {
  limb: LimbState;
  /** The port chosen, or null when none was. */
  port: PortState | null;
  /** The actor's ports and limbs (the port must be one of them). */
  ports: readonly PortState[];
  limbs: readonly LimbState[];
  context: CombatContext;
}

export type AttachPlan =
  | {
      ok: true;
      /** AM-ATT-1: attaching takes an Action; in combat the card notes that it was spent. */
      inCombat: boolean;
      /** AM-PORT-1: an unnatural limb on a natural port is used at disadvantage. */
      portDisadvantage: boolean;
      patch: LimbPatch;
    }
  | Refused<
      "reforgedNeedsInstall" | "destroyed" | "damaged" | "alreadyWorn" | "noPort" | "portOccupied" | "wrongPort" | "notYourTurn"
    >;

/** In combat an Action is only taken on one's own turn. */
function turnAllows(context: Pick<CombatContext, "inCombat" | "onOwnTurn">): boolean {
  return !context.inCombat || context.onOwnTurn;
}

/** AM-ATT-1 + AM-PORT-1: attach a carried, working modern limb to a free port of the actor that accepts it. */
export function planAttach(input: AttachInput): AttachPlan {
  const { limb, port, context } = input;
  if (!isDetachable(limb)) return refuse("reforgedNeedsInstall");
  if (limb.integrity === "destroyed") return refuse("destroyed");
  if (limb.integrity === "damaged") return refuse("damaged");
  if (limb.location.mode !== "carried") return refuse("alreadyWorn");
  if (port === null || !input.ports.some((p) => p.id === port.id)) return refuse("noPort");
  const occupant = portOccupant(port.id, input.limbs, limb.id);
  if (occupant !== null) return refuse("portOccupied", occupant.id);
  const acceptance = portAccepts(port, limb);
  if (!acceptance.ok) return acceptance;
  if (!turnAllows(context)) return refuse("notYourTurn");
  return {
    ok: true,
    inCombat: context.inCombat,
    portDisadvantage: acceptance.disadvantage,
    patch: { location: { mode: "port", portId: port.id, since: context.now } },
  };
}

export type DetachPlan =
  | { ok: true; inCombat: boolean; patch: LimbPatch }
  | Refused<"notDetachable" | "notAttached" | "notYourTurn">;

/**
 * AM-ATT-1: take a modern limb off its port (an Action). Only the location changes: a detached limb keeps all
 * its data (integrity, acclimation, flaws). A reforged limb never comes off (AM-GEN-1).
 */
export function planDetach(limb: LimbState, context: CombatContext): DetachPlan {
  if (!isDetachable(limb)) return refuse("notDetachable");
  if (limb.location.mode !== "port") return refuse("notAttached");
  if (!turnAllows(context)) return refuse("notYourTurn");
  return { ok: true, inCombat: context.inCombat, patch: { location: { mode: "carried" } } };
}
