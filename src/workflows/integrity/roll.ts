/**
 * The integrity save's dice (CY-INT-1, CY-ENV-2: Constitution), rolled without the roll dialog: the card is the
 * prompt, so a second dialog would only ask again. Exhaustion (CORE-6) applies as to every save. The random
 * pick (CY-INT-2) is a 1dN through Foundry's Roll too, so dice modules and the stand-in's dice see it.
 */
import { exhaustionOnD20 } from "../rolls/rolls";
import { abilityMod, systemOf } from "../../documents/actor/system-view";
import { naturalOf } from "../augment-work/checks";
import { buildD20Formula, resolveD20Mode } from "../../rules/core/rolls";
import { INTEGRITY_SAVE_ABILITY } from "../../rules/cyborg/integrity";
import { notifyError } from "../../utils/notify";

export interface SaveRoll {
  roll: Roll;
  total: number;
  natural: number;
}

/** The actor's Constitution save, evaluated (not posted: the integrity card carries it). */
export async function rollIntegritySave(actor: Actor.Implementation): Promise<SaveRoll | null> {
  const view = systemOf(actor);
  const save = view.abilities?.[INTEGRITY_SAVE_ABILITY]?.save;
  const modifier = typeof save === "number" ? save : abilityMod(view, INTEGRITY_SAVE_ABILITY);
  const exhaustion = exhaustionOnD20(actor, "save");
  const mode = resolveD20Mode({ disadvantage: exhaustion.disadvantage });
  const { formula } = buildD20Formula({ mode, parts: [modifier, exhaustion.modifier] });
  try {
    // cast: roll data is the actor's system data; the constructor's generic type narrowed to Roll.
    const roll = new Roll(formula, actor.getRollData() as Record<string, unknown>) as Roll;
    await roll.evaluate();
    const natural = naturalOf(roll);
    return { roll, total: roll.total ?? natural, natural };
  } catch (_error) {
    notifyError("AUGMENTED.Roll.BadBonus", { bonus: formula });
    return null;
  }
}

/** Random mode: roll `formula` (1dN) and return the die's result. */
export async function rollPickDie(formula: string): Promise<{ roll: Roll; result: number }> {
  // cast: the constructor's generic type narrowed to Roll.
  const roll = new Roll(formula) as Roll;
  await roll.evaluate();
  return { roll, result: roll.total ?? 0 };
}
