/**
 * Item kinds: what the shared code calls an item (an `augment`, a `species`, a `chassis`…) and the item type a host
 * stores it as. In the system the two are the same; a companion module stores its own kinds as its sub-types
 * (`augmented-dnd5e.chassis`) and the host's own kinds under the host's names (dnd5e's `race` for a species, `feat`
 * for a feature), registered at its init (docs/ARCHITECTURE.md, Adapters). Workflows, readers and sheets ask for a
 * kind, never for a literal type, so one check holds in every host. No Foundry globals: the rules' tests use it.
 */

/** Host item type → the kind the shared code reads it as (types not listed are their own kind). */
const kindOfType = new Map<string, string>();
/** Kind → the host item type new items of that kind are created as (kinds not listed are created as themselves). */
const typeOfKind = new Map<string, string>();

/**
 * The running host stores items of `kind` as `type`: both are read as the kind, and new ones are created as `type`.
 * A kind may have several stored types (the system's own type stays readable beside a module's).
 */
export function registerItemKind(type: string, kind: string): void {
  kindOfType.set(type, kind);
  typeOfKind.set(kind, type);
}

/** The kind an item is read, drawn and used as. */
export function itemKind(item: { type: string }): string {
  return kindOfType.get(item.type) ?? item.type;
}

/** Whether an item (or item data) is of `kind` in the running host. */
export function isItemOfKind(item: { type: string } | null | undefined, kind: string): boolean {
  return !!item && itemKind(item) === kind;
}

/** The item type the running host creates an item of `kind` as. */
export function hostItemType(kind: string): string {
  return typeOfKind.get(kind) ?? kind;
}
