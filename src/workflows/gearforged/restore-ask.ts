/**
 * The sheet's Restore action (GM only): the GM picks the way back from those open to the dead gearforged now, each
 * shown with its cost, and the choice runs through `restoreGearforged` (restore.ts), which asks for the payment
 * and writes. Every refusal comes before the dialog; the actor is read again after it, since the actor (its remains,
 * its death) may have changed while the GM chose.
 */
import { askRestoreWay } from "../../applications/dialogs/gearforged-restore";
import { REPAIR_DIE, defaultRepairCost } from "../../rules/gearforged";
import { notifyWarn } from "../../utils/notify";
import { watchState } from "../recheck/recheck";
import { type RestoreOutcome, remainsOf, restorableVariant, restoreChoices, restoreGearforged } from "./restore";

/** Ask the GM for the way back, then restore by it. Null when refused, cancelled or changed meanwhile. */
export async function askRestoreGearforged(actor: Actor.Implementation): Promise<RestoreOutcome | null> {
  const variant = restorableVariant(actor);
  if (!variant) return null;
  const name = actor.name ?? "";
  const ways = restoreChoices(actor);
  if (ways.length === 0) {
    notifyWarn("AUGMENTED.Gearforged.Restore.NoWay", { name });
    return null;
  }
  let repairGp = 0;
  if (ways.includes("repair")) {
    const roll = new Roll(REPAIR_DIE);
    await roll.evaluate();
    repairGp = defaultRepairCost(roll.total ?? 1);
  }
  const watch = watchState({ actor, extra: { ways: () => restoreChoices(actor) } });
  const answer = await askRestoreWay({ name, ways, repairGp, wishReturnsAsOriginal: variant === "chassis" && !remainsOf(actor).soulGem });
  if (!answer) return null;
  if (!watch.holds()) return null;
  return restoreGearforged(actor, answer.option, answer.option === "repair" ? { repairGp: answer.repairGp } : {});
}
