/**
 * AM-PORT-1 / AM-CY-1 at the data level: an automail or port create/update that would produce a state the rules
 * never allow (src/rules/automail/placement.ts) is refused before anything is written, with a localized warning.
 * This is only the glue: read the actor's items, ask the rules, veto.
 */
import type { ItemSlice } from "../../shared/item-slice";
import {
  type AutomailRefusal,
  type LimbState,
  type PortState,
  checkLimbPlacement,
  checkPortPlacement,
  refusalKey,
} from "../../../rules/automail";
import type { AugmentState } from "../../../rules/cyborg";
import { augmentStates } from "../augment/state";
import {
  type AutomailSystemSource,
  type PortSystemSource,
  limbStates,
  portStates,
  toLimbState,
  toPortState,
} from "./state";
import { localize, notifyWarn } from "../../../utils/notify";

/** The item a model belongs to and its actor (null for a sidebar or compendium item). */
interface OwnedItemLike {
  id: string | null;
  name: string;
  actor?: { name?: string; items: Iterable<ItemSlice>; system?: unknown } | null;
}

/** Limbs and ports accepted earlier in the same create/update batch (keyed by the batch's options object). */
const pending = new WeakMap<object, { limbs: LimbState[]; ports: PortState[] }>();
let pendingCounter = 0;

function batch(options: object): { limbs: LimbState[]; ports: PortState[] } {
  let entry = pending.get(options);
  if (!entry) {
    entry = { limbs: [], ports: [] };
    pending.set(options, entry);
  }
  return entry;
}

/** Stored entries overlaid with the batch's pending ones (same id replaces), without the candidate. */
function merged<T extends { id: string }>(stored: T[], waiting: T[], candidateId: string): T[] {
  const byId = new Map(stored.map((x) => [x.id, x]));
  for (const x of waiting) byId.set(x.id, x);
  byId.delete(candidateId);
  return [...byId.values()];
}

function intelligenceModifier(actor: OwnedItemLike["actor"]): number {
  // cast: a structural, optional view of the document's system data; every read checks its type.
  const mod = (actor?.system as { abilities?: { int?: { mod?: unknown } } } | undefined)?.abilities?.int?.mod;
  return typeof mod === "number" ? mod : 0;
}

function warn(reason: AutomailRefusal, data: Record<string, string>): false {
  notifyWarn(refusalKey(reason), data);
  return false;
}

function label(prefix: string, value: string): string {
  return localize(`AUGMENTED.Automail.${prefix}.${value}`);
}

function nameOf(id: string | undefined, limbs: readonly LimbState[], ports: readonly PortState[], augments: readonly AugmentState[]): string {
  if (!id) return "";
  return limbs.find((l) => l.id === id)?.name ?? ports.find((p) => p.id === id)?.name ?? augments.find((a) => a.id === id)?.name ?? "";
}

/** Checks an automail limb's system as it would be after the change; false (and a warning) vetoes. */
export function guardLimb(item: OwnedItemLike, name: string, system: AutomailSystemSource, options: object): false | void {
  const actor = item.actor;
  if (!actor) return;
  const id = item.id ?? `pending-${++pendingCounter}`;
  const candidate = toLimbState(id, name, system);
  const waiting = batch(options);
  const items = [...actor.items];
  const limbs = merged(limbStates(items), waiting.limbs, id);
  const ports = merged(portStates(items), waiting.ports, "");
  const augments = augmentStates(items);
  const result = checkLimbPlacement(candidate, limbs, ports, augments);
  if (!result.ok) {
    // cast: a port placement, just checked by its mode.
    const port = candidate.location.mode === "port" ? ports.find((p) => p.id === (candidate.location as { portId: string }).portId) : undefined;
    const site = candidate.location.mode === "builtOn" ? candidate.location.site : port?.site;
    return warn(result.reason, {
      name,
      actor: actor.name ?? "",
      port: port ? port.name : "",
      site: site ? label("Site", site) : "",
      other: nameOf(result.blockingId, limbs, ports, augments),
    });
  }
  waiting.limbs.push(candidate);
}

/** Checks a port's system as it would be after the change (an unfitted port, site null, is not checked). */
export function guardPort(item: OwnedItemLike, name: string, system: PortSystemSource, options: object): false | void {
  const actor = item.actor;
  if (!actor || system.site === null) return;
  const id = item.id ?? `pending-${++pendingCounter}`;
  const candidate = toPortState(id, name, system);
  const waiting = batch(options);
  const items = [...actor.items];
  const limbs = merged(limbStates(items), waiting.limbs, "");
  const ports = merged(portStates(items), waiting.ports, id);
  const augments = augmentStates(items);
  const result = checkPortPlacement(candidate, ports, limbs, augments, intelligenceModifier(actor));
  if (!result.ok) {
    return warn(result.reason, {
      name,
      actor: actor.name ?? "",
      port: label("PortKind", candidate.kind),
      site: label("Site", candidate.site),
      other: nameOf(result.blockingId, limbs, ports, augments),
      limit: "limit" in result ? String(result.limit) : "",
    });
  }
  waiting.ports.push(candidate);
}

/** Does an update's `system` change touch what the placement rules read? */
export function touchesLimbPlacement(changes: Record<string, unknown>): boolean {
  return ["location", "limb", "kind", "generation"].some((key) => Object.hasOwn(changes, key));
}

export function touchesPortPlacement(changes: Record<string, unknown>): boolean {
  return ["site", "kind"].some((key) => Object.hasOwn(changes, key));
}
