/**
 * What database.ts needs to know of synthetic actors (scene.ts), without importing the document classes (which
 * import database.ts): whether a document is a token's synthetic actor, and refreshing the synthetic actors of a
 * world actor's unlinked tokens after it changed (as v13's Actor#_updateDependentTokens keeps them in step).
 */
import type { Document } from "./document";
import { currentClient } from "./runtime";
import type { Scene } from "./scene";

/** Whether a document is the synthetic actor of an unlinked token. */
export function isSyntheticActor(doc: Document | null | undefined): boolean {
  return Boolean(doc && doc.documentName === "Actor" && doc.parent?.documentName === "Token");
}

/** Refreshes the synthetic actors of every unlinked token of a world actor (after the base actor changed). */
export function refreshDependentTokens(actorId: string): void {
  const scenes = currentClient().collection("Scene");
  for (const scene of scenes.values()) {
    const tokens = (scene as Scene).tokens;
    if (!tokens) continue;
    for (const token of tokens.values()) if (!token.actorLink && token.actorId === actorId) token.refreshSyntheticActor();
  }
}
