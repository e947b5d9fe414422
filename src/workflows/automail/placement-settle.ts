/**
 * AM-PORT-1, AM-ATT-1: limb-on-port and port-on-site placements made by two clients
 * at once. Each passes the data-level guard (src/data/item/automail/placement.ts) on its own client before the
 * other's write lands, and Foundry's writes are no compare-and-set. So each placing workflow checks again once its
 * own write has landed: what its client sees then is every write the server applied before it (server-ordered
 * broadcasts: docs/trust.md), so a conflict seen then means this write came second, and it puts itself back (the
 * port it created is deleted before anything is charged; the limb returns to where it was, its created limb
 * deleted). The earlier write stays, as serially the later one would have been refused. Undo checks the same way
 * after its own writes (src/workflows/cards/undo.ts).
 */
import { type AutomailRefusal, checkLimbPlacement, checkPortPlacement } from "../../rules/automail";
import { bodyOf, nameIn, portKindLabel, refusalText, siteLabel } from "./read";
import { registerUndoCheck } from "../cards/undo-checks";
import { localize } from "../../utils/notify";

/** Why the limb's placement no longer holds against the rest of the body, or null when it does (or it is carried). */
export function limbPlacementLost(actor: Actor.Implementation, limbId: string): string | null {
  const body = bodyOf(actor);
  const limb = body.limbs.find((l) => l.id === limbId);
  if (!limb) return null;
  const others = body.limbs.filter((l) => l.id !== limbId);
  const result = checkLimbPlacement(limb, others, body.ports, body.augments);
  if (result.ok) return null;
  // cast: the mode was checked to be "port"; that narrowing does not reach into the find callback.
  const port = limb.location.mode === "port" ? body.ports.find((p) => p.id === (limb.location as { portId: string }).portId) : undefined;
  const site = limb.location.mode === "builtOn" ? limb.location.site : port?.site;
  return raceText(actor, result.reason, { name: limb.name, port: port?.name ?? "", site: siteLabel(site), other: nameIn(body, result.blockingId) });
}

/** Why the fitted port no longer holds against the rest of the body, or null when it does. */
export function portPlacementLost(actor: Actor.Implementation, portId: string): string | null {
  const body = bodyOf(actor);
  const port = body.ports.find((p) => p.id === portId);
  if (!port) return null;
  const result = checkPortPlacement(port, body.ports, body.limbs, body.augments, body.intelligenceModifier);
  if (result.ok) return null;
  return raceText(actor, result.reason, { port: portKindLabel(port.kind), site: siteLabel(port.site), other: nameIn(body, result.blockingId), limit: "limit" in result ? result.limit : "" });
}

/** Limbs that hang on a port that is not there (an undo's deletion racing an attach). */
export function limbsOnMissingPorts(actor: Actor.Implementation): string[] {
  const body = bodyOf(actor);
  const ports = new Set(body.ports.map((p) => p.id));
  return body.limbs.filter((l) => l.location.mode === "port" && !ports.has(l.location.portId)).map((l) => l.name);
}

function raceText(actor: Actor.Implementation, reason: AutomailRefusal, data: Record<string, string | number>): string {
  return localize("AUGMENTED.Automail.AtOnce", { actor: actor.name ?? "", reason: refusalText(reason, { actor: actor.name ?? "", ...data }) });
}

/** Called once from registerHooks(): an Undo that leaves a limb on a port it deleted puts everything back. */
export function registerAutomailUndoCheck(): void {
  registerUndoCheck((actor) => limbsOnMissingPorts(actor).map((name) => localize("AUGMENTED.Automail.UndoPortTaken", { name })));
}
