/** The system's own rests (CORE-5): a combat's end refills each combatant's "combat" uses, on that actor's one acting client. */
import type { Feature } from "./feature";
import { isActingClient } from "../utils/acting-user";
import { recoverCombatUses } from "../workflows/rest/combat-recovery";

function recoverAfterCombat(combat: Combat.Implementation, userId: string): void {
  const actors = new Set<Actor.Implementation>();
  for (const combatant of combat.combatants) if (combatant.actor) actors.add(combatant.actor);
  for (const actor of actors) if (isActingClient(actor, userId)) void recoverCombatUses(actor);
}

export const restsFeature: Feature = { id: "rests", on: { combatEnd: recoverAfterCombat } };
