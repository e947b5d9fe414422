/** Listeners on core combat hooks. */
import { isActingClient } from "../utils/acting-user";
import { recoverCombatUses } from "../workflows/rest/combat-recovery";

export function registerCombatHooks(): void {
  // A combat ends when it is deleted: each combatant's "combat" uses refill, on that actor's one acting client.
  Hooks.on("deleteCombat", (combat, _options, userId) => {
    const actors = new Set<Actor.Implementation>();
    for (const combatant of combat.combatants) if (combatant.actor) actors.add(combatant.actor);
    for (const actor of actors) if (isActingClient(actor, userId)) void recoverCombatUses(actor);
  });
}
