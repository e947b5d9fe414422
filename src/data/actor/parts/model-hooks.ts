/**
 * The document-level reads both actor models share: the items the AC reads. (CORE-2's update guard is
 * src/documents/write-guard.ts.)
 */
/**
 * The actor's items as an array, made once per preparation: from the collection's `values()` (a Map's own
 * iterator, which the engine lists without an iterator result per item), else by iterating it.
 */
export function ownerItemList(model: { parent: unknown }): Array<{ id: string | null; name: string; type: string; system: unknown }> {
  // cast: an EmbeddedCollection is a Map of items; a plain iterable (a unit test's) has no values().
  const items = ownerItems(model) as Iterable<{ id: string | null; name: string; type: string; system: unknown }> & { values?: () => Iterable<{ id: string | null; name: string; type: string; system: unknown }> };
  return typeof items.values === "function" ? [...items.values()] : [...items];
}

/** The actor's items, or none (a model built outside an actor, e.g. in a unit of data). */
export function ownerItems(model: { parent: unknown }): Iterable<{ id: string | null; name: string; type: string; system: unknown }> {
  // cast: a structural view of the model's parent document (null outside a document).
  const items = (model.parent as { items?: Iterable<{ id: string | null; name: string; type: string; system: unknown }> } | null)?.items;
  return items ?? [];
}
