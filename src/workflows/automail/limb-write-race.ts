/**
 * Issue 25 (AM-ATT-1, AM-ACC-1), found by the R2 automail soak (pair seeds 20094 and 20225): the player and the GM
 * attach the SAME owned limb to the same port at once. Both writes give the same placement, so the body is whole
 * afterwards and ./placement-settle.ts finds nothing to settle, yet each client rolled and each creates its own
 * acclimation effect: two effects for one limb, and a record only one of them matches. Serially the second attach
 * is refused (the limb is on the port already). So a placing write carries a mark in its options (update options
 * reach every client's `updateItem` hook: test/foundry/README.md), and the workflow watches the limb's updates
 * until its own write comes back. Another client's write of the limb's placement or acclimation that arrived first
 * landed first (server-ordered broadcasts: docs/trust.md), so this write came second and puts back the values the
 * first one left.
 */
const WATCHED = ["system.location", "system.acclimation"];

export interface LimbWriteWatch {
  /** The update options that mark this workflow's own write. */
  readonly options: { augmented: { limbWrite: string } };
  /**
   * Once the own write has returned: what another client's earlier write left at the paths this one changed, or null
   * when no such write landed first. The own write may have changed nothing then (the first write had made the same
   * change, so the server had nothing to apply and no update came back): it came second all the same.
   */
  firstWrite(): Record<string, unknown> | null;
  stop(): void;
}

function touchesWatched(changed: object): boolean {
  // cast: flattenObject of an update's changes gives dotted paths to its values.
  const paths = Object.keys(foundry.utils.flattenObject(changed) as Record<string, unknown>);
  return paths.some((path) => WATCHED.some((watched) => path === watched || path.startsWith(`${watched}.`)));
}

/** Starts watching `item` right before the write of `paths` (call `stop()` once it has landed). */
export function watchLimbWrites(item: Item.Implementation, paths: readonly string[]): LimbWriteWatch {
  const mark = foundry.utils.randomID();
  let ownLanded = false;
  let first: Record<string, unknown> | null = null;
  const hook = Hooks.on("updateItem", (updated: Item.Implementation, changed: object, options: object) => {
    if (updated.uuid !== item.uuid || ownLanded) return;
    // cast: the system's own operation options, read by path.

    if ((options as { augmented?: { limbWrite?: unknown } }).augmented?.limbWrite === mark) {
      ownLanded = true;
      return;
    }
    if (!touchesWatched(changed)) return;
    // cast: the item's toObject() gives its source data, a plain object read by dotted path.
    const source = updated.toObject() as Record<string, unknown>;
    first = Object.fromEntries(paths.map((path) => [path, foundry.utils.deepClone(foundry.utils.getProperty(source, path) ?? null)]));
  });
  return {
    options: { augmented: { limbWrite: mark } },
    firstWrite: () => first,
    stop: () => Hooks.off("updateItem", hook),
  };
}
