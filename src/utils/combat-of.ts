/** The combat an actor takes part in: the viewed one if it is in it, else the first active one, else null. */
export function combatOf(actor: Actor.Implementation): Combat.Implementation | null {
  if (!actor.id) return null;
  // As Foundry finds an actor's combatants (an unlinked token's synthetic actor matches through its token).
  const has = (combat: Combat.Implementation | null | undefined): boolean => !!combat && combat.getCombatantsByActor(actor).length > 0;
  const current = game.combat ?? null;
  if (has(current)) return current;
  for (const combat of game.combats ?? []) if (combat.active && has(combat)) return combat;
  return null;
}
