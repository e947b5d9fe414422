/**
 * CY-SLOT-2 at the data level: an augment create or update that would put a second augment into an occupied
 * section of the same actor (or into a section of the wrong kind, CY-SLOT-3) is refused before anything is
 * written, with a localized warning. The decision is `checkPlacement` from the rules; this is only the glue.
 */
import type { ItemSlice } from "../../shared/item-slice";
import { type AugmentState, checkPlacement, type PlacementPermission, sectionKindOf } from "../../../rules/cyborg";
import { placementBlocker } from "./placement-blockers";
import { augmentStates, type AugmentSystemSource, toAugmentState } from "./state";
import { localize } from "../../../utils/notify";

/**
 * Augments accepted earlier in the same create/update batch, by the batch's options object: two augments
 * created into one empty section in one call must not both pass (each is checked against the actor's items,
 * which do not contain the other yet).
 */
const pendingByOperation = new WeakMap<object, AugmentState[]>();

/** The item a model belongs to and its actor (null for a sidebar or compendium item). */
interface OwnedItemLike {
  id: string | null;
  name: string;
  actor?: { items: Iterable<ItemSlice> } | null;
}

/** The warning shown for a refused placement. */
export function placementMessage(candidate: AugmentState, refusal: Exclude<PlacementPermission, { ok: true }>, others: readonly AugmentState[]): string {
  const section = candidate.installedSection;
  const sectionLabel = section ? localize(`AUGMENTED.Augment.Section.${section}`) : "";
  const blocking = others.find((a) => a.id === refusal.blockingAugmentId)?.name ?? "";
  return localize(`AUGMENTED.Augment.Refused.${refusal.reason}`, {
    name: candidate.name,
    section: sectionLabel,
    other: blocking,
    kind: localize(`AUGMENTED.Augment.Kind.${candidate.sectionKind}`),
    sectionKind: section ? localize(`AUGMENTED.Augment.Kind.${sectionKindOf(section)}`) : "",
  });
}

/** The actor's augments as they will be after the batch so far: stored ones, replaced by pending ones by id. */
function othersFor(item: OwnedItemLike, options: object, candidateId: string): AugmentState[] {
  const stored = item.actor ? augmentStates(item.actor.items) : [];
  const pending = pendingByOperation.get(options) ?? [];
  const byId = new Map(stored.map((a) => [a.id, a]));
  for (const a of pending) byId.set(a.id, a);
  byId.delete(candidateId);
  return [...byId.values()];
}

let pendingCounter = 0;

/**
 * Checks `system` (the augment's system source as it would be after the change) on `item`'s actor. Returns
 * false (and warns) to veto, as `_preCreate`/`_preUpdate` may; records the candidate for the rest of the batch.
 */
export function guardPlacement(item: OwnedItemLike, name: string, system: AugmentSystemSource, options: object): false | void {
  if (!item.actor) return;
  const id = item.id ?? `pending-${++pendingCounter}`;
  const candidate = toAugmentState(id, name, system);
  const others = othersFor(item, options, id);
  const result = checkPlacement(others, candidate);
  if (!result.ok) {
    ui.notifications?.warn(placementMessage(candidate, result, others));
    return false;
  }
  // What another feature's items already fill (AM-CY-1: a limb automail replaces), registered by that feature.
  const items = [...item.actor.items];
  const blocking = placementBlocker(candidate, items);
  if (blocking !== null) {
    const name = items.find((i) => i.id === blocking)?.name ?? "";
    ui.notifications?.warn(placementMessage(candidate, { ok: false, reason: "alreadyReplaced", blockingAugmentId: blocking }, [{ ...candidate, id: blocking, name }]));
    return false;
  }
  const pending = pendingByOperation.get(options) ?? [];
  pending.push(candidate);
  pendingByOperation.set(options, pending);
}

/** Does an update's `system` change touch where the augment sits (so the placement must be checked again)? */
export function touchesPlacement(systemChanges: Record<string, unknown>): boolean {
  if (["installedSection", "sectionKind", "purpose"].some((key) => Object.hasOwn(systemChanges, key))) return true;
  return systemChanges.integrity === "destroyed";
}
