/**
 * What System Failure reads from an actor: the use record (`flags.augmented.systemFailure`, SF-1 / SF-6), the
 * combat the actor is fighting in, and the rules' view of the situation (src/rules/cyborg/system-failure.ts).
 */
import { packageId } from "../../constants";
import { augmentStates } from "../../data/item/augment/state";
import type { SystemFailureSituation, SystemFailureUse } from "../../rules/cyborg/system-failure";
import { portOf } from "../../ports/actor-port";
import { combatOf } from "../../utils/combat-of";

export { combatOf };

/** The actor flag holding the last use: `{combatId}` (null = used outside combat), or null / absent = free. */
export const USE_FLAG = "systemFailure";
export const USE_PATH = `flags.${packageId()}.${USE_FLAG}`;

/** The stored use record, read defensively (anything malformed counts as "not used"). */
export function readUse(actor: { flags: unknown }): SystemFailureUse {
  // cast (both): the actor's flags, written by ./apply.ts and checked below.
  const flags = (actor.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[packageId()];
  // cast: the use record, written by ./apply.ts; its combatId is checked below.
  const value = flags?.[USE_FLAG] as { combatId?: unknown } | null | undefined;
  if (typeof value !== "object" || value === null) return null;
  const combatId = value.combatId;
  return { combatId: typeof combatId === "string" ? combatId : null };
}

/** The actor's index in `combat`'s turn order (an unlinked token's synthetic actor matches through its token), or null. */
export function turnIndexOf(actor: Actor.Implementation, combat: Combat.Implementation): number | null {
  const mine = new Set(combat.getCombatantsByActor(actor).map((combatant) => combatant.id));
  const index = combat.turns.findIndex((combatant) => mine.has(combatant.id));
  return index < 0 ? null : index;
}

/** The character level SF-4's temp HP multiply (an npc, which has none, counts as 1). */
export function levelOf(actor: Actor.Implementation): number {
  return Math.max(1, portOf(actor).level);
}


/**
 * The rules' situation. `hpBefore` is the HP before the drop when the offer is made; when the owner chooses
 * later it is the drop the prompt card recorded (above 0 by construction), so only the current HP is checked.
 */
export function situationOf(
  actor: Actor.Implementation,
  drop: { hpBefore: number; hpAfter: number; killedOutright: boolean },
): SystemFailureSituation {
  return {
    hpBefore: drop.hpBefore,
    hpAfter: drop.hpAfter,
    killedOutright: drop.killedOutright,
    lastUse: readUse(actor),
    currentCombatId: combatOf(actor)?.id ?? null,
    augments: augmentStates(actor.items),
    cyborg: portOf(actor).cyborg,
  };
}
