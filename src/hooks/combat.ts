/** Listeners on core combat and world-time hooks: one each, dispatching to the workflows in a fixed order. */
import { isActingClient } from "../utils/acting-user";
import { actorsInPlay } from "../utils/actors-in-play";
import { recoverCombatUses } from "../workflows/rest/combat-recovery";
import { onCombatDeletedSystemFailure, onTurnChangeSystemFailure, onWorldTimeSystemFailure } from "../workflows/system-failure";
import { onTurnChangeAugmentEffects, onWorldTimeAugmentEffects } from "../workflows/augment-use/effect-sweep";
import { onWorldTimeGearforged } from "../workflows/gearforged";
import { onWorldTimeAutomail } from "../workflows/automail";
import { onWorldTimeThirteenthAge } from "../workflows/gearforged/thirteenth-age";
import { refreshWorkshop } from "../applications/workshop/workshop";

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
    onTurnChangeSystemFailure(combat as Combat.Implementation, current);
    onTurnChangeAugmentEffects(combat as Combat.Implementation);
  });
  Hooks.on("updateWorldTime", (worldTime, _delta, options, userId) => {
    // One list of the actors in play for every sweep (each skips, cheaply, the actors with nothing timed).
    const actors = actorsInPlay();
    onWorldTimeSystemFailure(worldTime, userId ?? null, actors);
    onWorldTimeAugmentEffects(options, userId ?? null, actors);
    onWorldTimeGearforged(worldTime, userId ?? null, actors);
    onWorldTimeAutomail(options, actors);
    onWorldTimeThirteenthAge(worldTime, userId ?? null);
    refreshWorkshop();
  });
}
