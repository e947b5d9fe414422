/**
 * SF-6: "once per combat" resets when the combat ends (it is deleted): for each combatant's actor that used
 * System Failure in it, on that actor's one acting client, after ending an overdrive still running in it
 * (its next turn will never come, SF-5 applies now). Used outside combat, it waits for a short or long rest,
 * whose one actor update clears the record (a rest contribution, ./rest-end.ts).
 */
import { resetAfterCombat } from "../../rules/cyborg/system-failure";
import { isActingClient } from "../../utils/acting-user";
import { combatActors, expireOverdrive } from "./expire";
import { overdrivesOf } from "./overdrive";
import { USE_PATH, readUse } from "./state";

/** `deleteCombat` (every client). */
export async function resetOnCombatEnd(combat: Combat.Implementation, triggeringUserId: string | null): Promise<void> {
  for (const actor of combatActors(combat)) {
    if (!isActingClient(actor, triggeringUserId)) continue;
    for (const { effect, record } of overdrivesOf(actor)) {
      if (record.combatId === combat.id) await expireOverdrive(actor, effect, record);
    }
    const lastUse = readUse(actor);
    // cast: the system's flag path (docs/actor-data.md).
    if (lastUse !== null && combat.id && resetAfterCombat(lastUse, combat.id) === null) await actor.update({ [USE_PATH]: null } as Actor.UpdateData);
  }
}
