/**
 * GF-BODY-4 across clients, for a host whose long rest is its own update (dnd5e's `_rest`): a rest computed before
 * the GM's time jump reached the resting client restarts the clock at the old time, and may land after the lapse the
 * GM counted for that jump. Serially the rest came first and the jump's lapse is counted on its clock; so when an
 * update restarts the clock, the client that counts lapses looks again at what the restarted clock already owes at
 * the current world time (workflows/gearforged/maintenance.ts `recheckMaintenance`: nothing, for a rest that saw the jump).
 *
 * One client counts lapses: Foundry's designated active GM (`game.users.activeGM`, as the world-time pass, whose
 * trigger is a GM's clock move), else the actor's acting client for the update (src/utils/acting-user.ts), the same answer on every client.
 */
import { isActingClient } from "../../../utils/acting-user";
import { recheckMaintenance } from "../../../workflows/gearforged/maintenance";
import { gearforgedRecord } from "../../../workflows/gearforged/state";

function restartsClock(actor: Actor.Implementation, changed: object): boolean {
  const path = gearforgedRecord(actor).path("maintenance", "lastLongRestAt");
  return path in changed || foundry.utils.hasProperty(changed, path);
}

/** `updateActor` on every client: an update that restarted the clock (a rest) is looked at by the lapse-counting client. */
export function onClockRestarted(actor: Actor.Implementation, changed: object, userId: string): void {
  if (!restartsClock(actor, changed)) return;
  if (!isActingClient(actor, game.users?.activeGM?.id ?? userId)) return;
  recheckMaintenance(actor);
}
