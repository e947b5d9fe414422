/**
 * A stored document that no longer validates never stops the world from loading: Foundry v13 sets it aside in
 * its collection's `invalidDocumentIds` instead of throwing. The system tells the GM once per load (the active
 * GM's client, at ready), listing each such document by type, name and id, and changes nothing: the data stays as
 * it was for a migration or a manual fix.
 */
import { localizeCount } from "../utils/notify";

interface InvalidAware {
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string, options?: { strict?: boolean }): { name?: unknown } | undefined;
}

/** One line per document `collection` set aside: "<type> <name> [id]<suffix>" (no name when it has none). */
function setAsideLines(type: string, collection: InvalidAware | undefined, suffix = ""): string[] {
  return [...(collection?.invalidDocumentIds ?? [])].map((id) => {
    const name = collection?.getInvalid?.(id, { strict: false })?.name;
    return `${type} ${typeof name === "string" ? `${name} ` : ""}[${id}]${suffix}`;
  });
}

/**
 * "Actor Ana [id]" for every invalid world actor and item, and "Item Cannon [id] (Actor Ana)" for every item or
 * effect of a valid world actor set aside the same way (v13's embedded collections keep `invalidDocumentIds` too).
 */
export function invalidDocumentList(): string[] {
  // cast: world collections carry invalidDocumentIds/getInvalid in v13; read defensively.
  const lines = [...setAsideLines("Actor", game.actors as InvalidAware | undefined), ...setAsideLines("Item", game.items as InvalidAware | undefined)];
  for (const actor of game.actors ?? []) {
    const owner = ` (Actor ${actor.name ?? "?"})`;
    // cast: v13 embedded collections carry invalidDocumentIds/getInvalid; read defensively.
    lines.push(...setAsideLines("Item", actor.items as InvalidAware, owner), ...setAsideLines("ActiveEffect", actor.effects as InvalidAware, owner));
  }
  return lines;
}

/** At ready: the active GM is told once which stored documents did not load. */
export function reportInvalidDocuments(): void {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
  const lines = invalidDocumentList();
  if (!lines.length) return;
  ui.notifications?.error(localizeCount("AUGMENTED.Error.InvalidDocuments", lines.length, { list: lines.join(", ") }), { permanent: true });
}
