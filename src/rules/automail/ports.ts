/**
 * AM-PORT-1: the three ports, their prices and limits, where each may sit, which limbs each accepts, and the
 * plan for buying one. The price includes the procedure and removing the limb (the seed), so buying is one
 * payment (CORE-8, src/rules/core/currency.ts) and one new port.
 */
import type { AugmentState } from "../cyborg/augment";
import { type PaymentPlan, type Purse, planPayment } from "../core/currency";
import { sectionConflict } from "./body";
import type { LimbState, PortKind, PortState } from "./limb";
import { type Refused, refuse } from "./refusals";
import { type BodySite, siteLimb, sitesOverlap } from "./sites";

/** AM-PORT-1 prices in gp. */
export const PORT_PRICES_GP: Readonly<Record<PortKind, number>> = { natural: 400, unnatural: 600, ocular: 800 };

/** AM-PORT-1: "at most Intelligence-modifier many, none when it is 0 or less". */
export function unnaturalPortLimit(intelligenceModifier: number): number {
  return Number.isFinite(intelligenceModifier) ? Math.max(0, Math.trunc(intelligenceModifier)) : 0;
}

/**
 * Where each port may sit. Natural: where a limb grew (not an eye: that is the ocular port; not `other`: no limb
 * grew there). Ocular: an eye. Unnatural: anywhere.
 */
export function portFitsSite(kind: PortKind, site: BodySite): boolean {
  const limb = siteLimb(site);
  if (kind === "ocular") return limb === "eye";
  if (kind === "natural") return limb !== "eye" && limb !== "extraLimb";
  return true;
}

export type PortAcceptance = { ok: true; disadvantage: boolean } | Refused<"wrongPort">;

/**
 * AM-PORT-1: a natural port takes limbs like the one it replaced; an unnatural limb on a natural port is used at
 * disadvantage; an unnatural port takes any limb. Interpretation: the ocular port is the eye's natural port, so it
 * takes eyes only and an unnatural eye there is used at disadvantage. A normal or weapon/tool limb of another
 * type than the site's is refused: used as another limb it would be unnatural (AM-KIND-1), so the GM marks it so.
 */
export function portAccepts(port: Pick<PortState, "kind" | "site">, limb: Pick<LimbState, "kind" | "limb">): PortAcceptance {
  if (port.kind === "unnatural") return { ok: true, disadvantage: false };
  if (port.kind === "ocular") {
    return limb.limb === "eye" ? { ok: true, disadvantage: limb.kind === "unnatural" } : refuse("wrongPort");
  }
  if (limb.kind === "unnatural") return { ok: true, disadvantage: true };
  return limb.limb === siteLimb(port.site) ? { ok: true, disadvantage: false } : refuse("wrongPort");
}

/** A port or built-on limb already at (or overlapping) `site`, other than `exceptId`; `other` is never taken. */
export function siteOccupant(
  site: BodySite,
  ports: readonly PortState[],
  limbs: readonly LimbState[],
  exceptId?: string,
): string | null {
  const port = ports.find((p) => p.id !== exceptId && sitesOverlap(p.site, site));
  if (port) return port.id;
  const built = limbs.find((l) => l.id !== exceptId && l.location.mode === "builtOn" && sitesOverlap(l.location.site, site));
  return built ? built.id : null;
}

/** The limb attached to a port, if any (a destroyed one still blocks it until it is taken off). */
export function portOccupant(portId: string, limbs: readonly LimbState[], exceptId?: string): LimbState | null {
  return limbs.find((l) => l.id !== exceptId && l.location.mode === "port" && l.location.portId === portId) ?? null;
}

export interface PortPurchaseInput {
  kind: PortKind;
  site: BodySite;
  ports: readonly PortState[];
  limbs: readonly LimbState[];
  /** The actor's Cyborg augments (AM-CY-1: a section a Cyborg prosthetic replaced cannot be replaced again). */
  augments: readonly AugmentState[];
  intelligenceModifier: number;
  purse: Purse;
  /** CORE-8: the GM may waive the cost. */
  waived?: boolean;
}

export type PortPurchasePlan =
  | { ok: true; priceGp: number; payment: Extract<PaymentPlan, { ok: true }> }
  | (Refused<"wrongSite" | "siteOccupied" | "alreadyReplaced" | "invalidCost" | "invalidPurse"> & { limit?: undefined })
  | (Refused<"unnaturalPortLimit" | "noUnnaturalPorts"> & { limit: number })
  | (Refused<"insufficientFunds"> & { shortByGp: number; limit?: undefined });

/** AM-PORT-1 + CORE-8: may this port be bought and fitted here, and what leaves the purse. Nothing is changed. */
export function planPortPurchase(input: PortPurchaseInput): PortPurchasePlan {
  const { kind, site } = input;
  if (!portFitsSite(kind, site)) return refuse("wrongSite");
  const occupant = siteOccupant(site, input.ports, input.limbs);
  if (occupant !== null) return refuse("siteOccupied", occupant);
  const conflict = sectionConflict(site, input.augments);
  if (conflict !== null) return refuse("alreadyReplaced", conflict);
  if (kind === "unnatural") {
    const limit = unnaturalPortLimit(input.intelligenceModifier);
    if (limit === 0) return { ...refuse("noUnnaturalPorts"), limit };
    const count = input.ports.filter((p) => p.kind === "unnatural").length;
    if (count >= limit) return { ...refuse("unnaturalPortLimit"), limit };
  }
  const priceGp = PORT_PRICES_GP[kind];
  const payment = planPayment(input.purse, priceGp, { waived: input.waived === true });
  if (!payment.ok) {
    if (payment.reason === "insufficient") return { ...refuse("insufficientFunds"), shortByGp: payment.shortBy };
    return refuse(payment.reason);
  }
  return { ok: true, priceGp, payment };
}
