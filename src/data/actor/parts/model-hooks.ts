/**
 * The document-level behaviour both actor models share: the HP guard on update, and the items the AC reads.
 * Called by BaseActorData (../base-actor.ts), and by documents/actor.ts and the sheet, which guard before Foundry.
 */
import { checkHpUpdate } from "./hp-guard";

/** What the guard needs from a model: its stored HP and the actor it belongs to. */
interface GuardedModel {
  _source: { attributes: { hp: { value: number; max: number } } };
  parent: unknown;
}

/**
 * CORE-2 on update: refuse HP above the maximum with a localized error (no change), clamp the value when the
 * maximum drops. Returns false to veto the update, as TypeDataModel#_preUpdate may.
 */
export function guardHpUpdate(model: GuardedModel, changes: unknown): false | void {
  if (typeof changes !== "object" || changes === null) return;
  const result = checkHpUpdate(changes as Record<string, unknown>, model._source.attributes.hp);
  if (result.ok) return;
  ui.notifications?.error(result.message);
  // Re-render so a sheet input that asked for the refused value shows the stored one again.
  (model.parent as { render?(force?: boolean): unknown } | null)?.render?.(false);
  return false;
}

/**
 * The actor's items as an array, made once per preparation: from the collection's `values()` (a Map's own
 * iterator, which the engine lists without an iterator result per item), else by iterating it.
 */
export function ownerItemList(model: { parent: unknown }): Array<{ id: string | null; name: string; type: string; system: unknown }> {
  const items = ownerItems(model) as Iterable<{ id: string | null; name: string; type: string; system: unknown }> & { values?: () => Iterable<{ id: string | null; name: string; type: string; system: unknown }> };
  return typeof items.values === "function" ? [...items.values()] : [...items];
}

/** The actor's items, or none (a model built outside an actor, e.g. in a unit of data). */
export function ownerItems(model: { parent: unknown }): Iterable<{ id: string | null; name: string; type: string; system: unknown }> {
  const items = (model.parent as { items?: Iterable<{ id: string | null; name: string; type: string; system: unknown }> } | null)?.items;
  return items ?? [];
}
