/**
 * `fromUuid` / `fromUuidSync` (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuid.html):
 * "Actor.<id>", "Actor.<id>.Item.<id>", "Compendium.<pack>.Item.<id>".
 */
import type { Document } from "./document";
import { currentClient, currentWorld } from "./runtime";
import { parseUuid } from "./utils";

interface PackLike {
  getDocument(id: string): Promise<Document | undefined | null>;
  getCachedDocument?(id: string): Document | undefined;
}

function resolveEmbedded(doc: Document | undefined | null, embedded: string[]): Document | null {
  let current: Document | null = doc ?? null;
  for (let i = 0; current && i < embedded.length; i += 2) {
    const name = embedded[i] as string;
    const id = embedded[i + 1] as string;
    current = current.getEmbeddedCollection(name).get(id) ?? null;
  }
  return current;
}

export async function fromUuid(uuid: string): Promise<Document | null> {
  const parsed = parseUuid(uuid);
  if (!parsed) return null;
  const world = currentWorld();
  if (parsed.pack) {
    const pack = world.packs.get(parsed.pack) as PackLike | undefined;
    if (!pack) return null;
    return resolveEmbedded(await pack.getDocument(parsed.documentId), parsed.embedded);
  }
  return fromUuidSync(uuid);
}

export function fromUuidSync(uuid: string): Document | null {
  const parsed = parseUuid(uuid);
  if (!parsed) return null;
  const world = currentWorld();
  if (parsed.pack) {
    const pack = world.packs.get(parsed.pack) as PackLike | undefined;
    return resolveEmbedded(pack?.getCachedDocument?.(parsed.documentId), parsed.embedded);
  }
  // The current client's own copy (each client holds its own documents: database.ts).
  const collection = currentClient().collections.get(parsed.documentType);
  return resolveEmbedded(collection?.get(parsed.documentId), parsed.embedded);
}
