/** Listeners on core combat and world-time hooks: one each, dispatching to the workflows in a fixed order. */
import { isActingClient } from "../utils/acting-user";
import { recoverCombatUses } from "../workflows/rest/combat-recovery";
import { onCombatDeletedSystemFailure, onTurnChangeSystemFailure } from "../workflows/system-failure";
import { onTurnChangeAugmentEffects } from "../workflows/augment-use/effect-triggers";
import { onWorldTime } from "../workflows/world-time";
import { refreshWorkshop } from "../applications/workshop/instances";

export function registerCombatHooks(): void {
  // A combat ends when it is deleted: each combatant's "combat" uses refill, on that actor's one acting client;
  // the once-per-combat System Failure record resets.
  Hooks.on("deleteCombat", (combat, _options, userId) => {
    const actors = new Set<Actor.Implementation>();
    for (const combatant of combat.combatants) if (combatant.actor) actors.add(combatant.actor);
    for (const actor of actors) if (isActingClient(actor, userId)) void recoverCombatUses(actor);
    // cast (here and below): the hooks pass the configured Combat class (src/types.d.ts).
    onCombatDeletedSystemFailure(combat as Combat.Implementation, userId);
  });
  Hooks.on("combatTurnChange", (combat, _prior, current) => {
    // The System Failure sweep first, then the augment effect sweep for the combatants it can change something on.
    // cast: the hook's combat is an instance of CONFIG.Combat.documentClass.
    onTurnChangeSystemFailure(combat as Combat.Implementation, current);
    // cast: the hook's combat is an instance of CONFIG.Combat.documentClass.
    return onTurnChangeAugmentEffects(combat as Combat.Implementation);
  });
  Hooks.on("updateWorldTime", (worldTime, _delta, options, userId) => {
    // One pass over the actors in play; each sweep gets only the actors it can have something to do for.
    refreshWorkshop();
    onWorldTime(worldTime, options, userId ?? null);
  });
}
