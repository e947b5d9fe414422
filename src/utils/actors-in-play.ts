/**
 * Every actor whose timed effects can run out: the world's actors, plus the synthetic actors of unlinked tokens
 * (most npcs), which live on their scene's token and are not in `game.actors`. Each actor appears once.
 */

/** The world's actors (not the synthetic actors of unlinked tokens). */
export function worldActors(): Actor.Implementation[] {
  // cast: world actors are this system's Actor class (CONFIG.Actor.documentClass, src/types.d.ts).
  return Array.from((game.actors ?? []) as Iterable<unknown>) as Actor.Implementation[];
}

export function actorsInPlay(): Actor.Implementation[] {
  const out = worldActors();
  // A collection holds each world actor once. Only token actors are checked for repeats: a set of every world
  // actor would cost more than the rest of a time change in a world of many actors (issue 13's benchmark).
  let seen: Set<Actor.Implementation> | null = null;
  // cast: read structurally; a world without scenes (or a token without an actor) adds nothing.
  const scenes = game.scenes ?? [];
  for (const scene of scenes) {
    for (const token of scene.tokens ?? []) {
      if (token.actorLink !== false || !token.actor) continue;
      seen ??= new Set(out);
      if (seen.has(token.actor)) continue;
      seen.add(token.actor);
      out.push(token.actor);
    }
  }
  return out;
}
