/**
 * Every actor whose timed effects can run out: the world's actors, plus the synthetic actors of unlinked tokens
 * (most npcs), which live on their scene's token and are not in `game.actors`. Each actor appears once.
 */

/** The Actor a uuid names (a world actor or a token's), or null when it names nothing or another document. */
export function actorFromUuidSync(uuid: string): Actor.Implementation | null {
  // cast: fromUuidSync answers any document (or a compendium index entry); it is an Actor only when it says so.
  const found = foundry.utils.fromUuidSync(uuid as `Actor.${string}`) as { documentName?: string } | null;
  // cast: checked to be an Actor document just above; actors are this system's Actor class (src/types.d.ts).
  return found?.documentName === "Actor" ? (found as Actor.Implementation) : null;
}

/** The world's actors (not the synthetic actors of unlinked tokens). */
export function worldActors(): Actor.Implementation[] {
  // cast: world actors are this system's Actor class (CONFIG.Actor.documentClass, src/types.d.ts).
  return Array.from((game.actors ?? []) as Iterable<unknown>) as Actor.Implementation[];
}

export function actorsInPlay(): Actor.Implementation[] {
  const out = worldActors();
  // A collection holds each world actor once. Only token actors are checked for repeats: a set of every world
  // actor would cost more than the rest of a time change in a world of many actors (bench/gearforged-time).
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
