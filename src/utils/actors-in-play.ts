/**
 * Every actor whose timed effects can run out: the world's actors, plus the synthetic actors of unlinked tokens
 * (most npcs), which live on their scene's token and are not in `game.actors`. Each actor appears once.
 */

/** The part of a scene's token this reads. */
interface TokenLike {
  actorLink?: boolean;
  actor?: Actor.Implementation | null;
}

export function actorsInPlay(): Actor.Implementation[] {
  const out = new Set<Actor.Implementation>();
  // cast: world actors are this system's Actor class (CONFIG.Actor.documentClass, src/types.d.ts).
  for (const actor of game.actors ?? []) out.add(actor as unknown as Actor.Implementation);
  // cast: read structurally; a world without scenes (or a token without an actor) adds nothing.
  const scenes = (game as unknown as { scenes?: Iterable<{ tokens?: Iterable<TokenLike> }> }).scenes ?? [];
  for (const scene of scenes) {
    for (const token of scene.tokens ?? []) {
      if (token.actorLink === false && token.actor) out.add(token.actor);
    }
  }
  return [...out];
}
