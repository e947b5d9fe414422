/**
 * The guards every write of an Actor or Item passes, in one place (CORE-2 HP ≤ max, CORE-8 numbers in their
 * field's range). A refusal is an error notification naming the value, the document's sheets rendered again so a
 * field shows the stored value, and nothing written: one refused entry refuses the whole batch.
 *
 * Where they run, and why there: the Actor's and Item's `_preUpdate` / `_preCreate` (./actor.ts, ./item.ts), which
 * run on the requesting client for every write path: the document's `update`, the configured class's and
 * Foundry's base class's `updateDocuments` (a macro's), a parent's `updateEmbeddedDocuments`, a compendium's
 * documents (test/foundry/README.md, "Where a guard sees every write"). They get the numbers as written because
 * the system's number fields neither clamp nor refuse a range (src/data/guarded-number-field.ts), and HP ≤ max is
 * checked here, not in joint validation, which would throw a bare error first. The configured class's static
 * `updateDocuments` runs the same check on the whole batch before anything else, so a batch through it is
 * refused whole. The dnd5e module's augment, on dnd5e's Item class, is guarded from the item hooks
 * (./guard-hooks.ts). A sheet's form is cleaned by DocumentSheetV2 before it calls `update`, so the sheets call
 * the same check on the form's data first (src/sheets/range-refusal.ts).
 */
import { checkHpUpdate } from "../data/actor/parts/hp-guard";
import { createOutOfRange, outOfRangeMessage } from "./range-guard";

/** What the guards read of a document: its type data model (schema and stored source). */
export interface GuardedDocument {
  readonly system: unknown;
  render?(force?: boolean): unknown;
}

/** The stored HP of an actor model, if the document's model has one (an Item's does not). */
function storedHp(document: GuardedDocument): { value: number; max: number } | undefined {
  // cast: a TypeDataModel's `_source` is its stored system data; only actor models hold `attributes.hp`.
  const hp = (document.system as { _source?: { attributes?: { hp?: { value?: unknown; max?: unknown } } } } | null)?._source?.attributes?.hp;
  return typeof hp?.value === "number" && typeof hp.max === "number" ? { value: hp.value, max: hp.max } : undefined;
}

/**
 * Why an update of `document` must be refused, or null. A lowered maximum HP brings the value down with it, in
 * `changes` (CORE-2: the one sensible reading of a smaller maximum).
 */
export function updateRefusal(document: GuardedDocument, changes: unknown): string | null {
  if (typeof changes !== "object" || changes === null) return null;
  const range = outOfRangeMessage(document, changes);
  if (range) return range;
  const hp = storedHp(document);
  if (!hp) return null;
  // cast: a non-null object; the HP check reads and amends it by path.
  const result = checkHpUpdate(changes as Record<string, unknown>, hp);
  return result.ok ? null : result.message;
}

/** Refuses one update (error, the document's sheets rendered again): true when refused. */
export function refuseUpdate(document: GuardedDocument, changes: unknown): boolean {
  const message = updateRefusal(document, changes);
  if (!message) return false;
  ui.notifications?.error(message);
  document.render?.(false);
  return true;
}

/**
 * Refuses a batch of updates (each entry's `_id` names its document; `find` gives it) when any entry must be
 * refused: every entry is checked before anything is written. True when refused.
 */
export function refuseUpdates(updates: readonly unknown[], find: (id: string) => GuardedDocument | null | undefined): boolean {
  for (const entry of updates) {
    if (typeof entry !== "object" || entry === null || !("_id" in entry) || typeof entry._id !== "string") continue;
    const document = find(entry._id);
    if (document && refuseUpdate(document, entry)) return true;
  }
  return false;
}

/**
 * The stored document an update entry names: a world Actor or Item, or, for an update inside a compendium
 * (`operation.pack`), the pack's loaded copy. Foundry only updates a compendium document through an instance
 * (`pack.getDocument(id)` loads it into the pack's collection first), so a pack's `get` finds it.
 */
export function stored(documentName: "Actor" | "Item", id: string, pack: string | null | undefined): GuardedDocument | undefined {
  if (pack) return game.packs?.get(pack)?.get(id) ?? undefined;
  return documentName === "Actor" ? game.actors?.get(id) : game.items?.get(id);
}

/** Refuses a create (its data as requested, an actor's items included) with an out-of-range number: true when refused. */
export function refuseCreate(documentName: "Actor" | "Item", data: unknown): boolean {
  const message = createOutOfRange([data], documentName);
  if (!message) return false;
  ui.notifications?.error(message);
  return true;
}
