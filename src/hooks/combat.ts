/** Listeners on core combat and world-time hooks: one each, dispatching to the workflows in a fixed order. */
import { isActingClient } from "../utils/acting-user";
import { recoverCombatUses } from "../workflows/rest/combat-recovery";
import { loadSystemFailure } from "../workflows/system-failure/load";
import { later } from "./later";
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
    return later(loadSystemFailure, (m) => m.onCombatDeletedSystemFailure(combat as Combat.Implementation, userId));
  });
  Hooks.on("combatTurnChange", (combat, _prior, current) => {
    // The System Failure sweep first, as before its workflows were loaded on first use (../workflows/*/load.ts);
    // the augment effect sweep then loads for the combatants it can change something on.
    return later(loadSystemFailure, (m) => {
      m.onTurnChangeSystemFailure(combat as Combat.Implementation, current);
      return onTurnChangeAugmentEffects(combat as Combat.Implementation);
    });
  });
  Hooks.on("updateWorldTime", (worldTime, _delta, options, userId) => {
    // One pass over the actors in play; each sweep gets only the actors it can have something to do for.
    refreshWorkshop();
    return onWorldTime(worldTime, options, userId ?? null);
  });
}
