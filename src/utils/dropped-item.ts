/**
 * The source to create on an actor from an item dropped on it. A compendium entry is imported the way v13
 * imports one into the world (`WorldCollection#fromCompendium`): the pack's folder, sort order and ownership
 * stay behind, and `_stats.compendiumSource` records where it came from. Any other item (another actor's, a
 * world item) is copied as it is. Its id is kept; the caller's `keepId` decides whether it is used.
 */
export function droppedItemSource(item: Item.Implementation): Record<string, unknown> {
  if (item.pack && game.items) {
    const data = game.items.fromCompendium(item, { keepId: true, clearFolder: true, clearSort: true, clearOwnership: true });
    // cast: fromCompendium gives the item's source as plain creation data.
    const source = data as Record<string, unknown>;
    foundry.utils.setProperty(source, "_stats.compendiumSource", item.uuid);
    return source;
  }
  // cast: an item's source, plain creation data.
  return item.toObject() as Record<string, unknown>;
}
