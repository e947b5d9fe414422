/**
 * The integrity save's dice (CY-INT-1, CY-ENV-2: Constitution), rolled without the roll dialog: the card is the
 * prompt, so a second dialog would only ask again. Exhaustion (CORE-6) applies as to every save. The random
 * pick (CY-INT-2) is a 1dN through Foundry's Roll too, so dice modules and the stand-in's dice see it.
 */
import { portOf } from "../../ports/actor-port";
import { INTEGRITY_SAVE_ABILITY } from "../../rules/cyborg/integrity";

export interface SaveRoll {
  roll: Roll;
  total: number;
  natural: number;
}

/** The actor's Constitution save, evaluated (not posted: the integrity card carries it). */
export async function rollIntegritySave(actor: Actor.Implementation): Promise<SaveRoll | null> {
  const rolled = await portOf(actor).rollSave(INTEGRITY_SAVE_ABILITY);
  return rolled ? { roll: rolled.roll, total: rolled.total, natural: rolled.d20 } : null;
}

/** Random mode: roll `formula` (1dN) and return the die's result. */
export async function rollPickDie(formula: string): Promise<{ roll: Roll; result: number }> {
  // cast: the constructor's generic type narrowed to Roll.
  const roll = new Roll(formula) as Roll;
  await roll.evaluate();
  return { roll, result: roll.total ?? 0 };
}
