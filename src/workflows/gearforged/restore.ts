/**
 * GF-REV-1 / GC-LIV-2 / GA-WRECK-1: the GM restores a dead gearforged. The ways back open to
 * it come from its remains (soul gem, memory gears, body, recorded on the actor) and its variant
 * (rules/gearforged/revival.ts): repair + soulforging (500 gp plus the GM's repair figure, asked pre-filled
 * with a 1d4 × 50 roll), a new body (10,000 gp, a day), raising magic or *wish* (the spell's cost is the
 * caster's: nothing is taken here). Every cost and duration is `planRestore`'s; the card states the duration. The cost is paid through the currency workflow (confirm; the GM may
 * waive); the actor is then alive at 1 HP with its death saves cleared and its remains as the rule leaves them
 * (`remainsAfter`), in one update, with a card that names what the GM still decides (lost sections after raising
 * magic, the original species after *wish*: the system records no original species, so the GM replaces it).
 * GM only; every refusal comes before any question, and the actor is read again after each.
 */
import { cardText } from "../../data/chat/card-text";
import { askGearforgedNumber } from "../../applications/dialogs/gearforged-choice";
import { postCard } from "../../applications/chat/cards";
import { type GearforgedVariant, REPAIR_DIE, type RemainsState, type RestoreOption, bodyBeyondRepair, defaultRepairCost, planRestore, restoreOptions } from "../../rules/gearforged";
import { EMPTY_PURSE } from "../../rules/core/currency";
import { HOOKS } from "../../utils/hook-names";
import { localize, notifyError, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { type CostConsent, askToPay, chargeAndWrite } from "../currency/pay-cost";
import { actorWriteUnlessGone, watchState } from "../recheck/recheck";
import { asActorUpdate, gearforgedBlock, gearforgedRecord, variantOf } from "./state";
import { isDead, portOf } from "../../ports/actor-port";

export interface RestoreOptions {
  /** GF-REV-1: the GM's repair figure in gp (skips the question). */
  repairGp?: number;
  /** The cost was already confirmed (skips the payment dialog). */
  costConfirmed?: boolean;
}

export interface RestoreOutcome {
  option: RestoreOption;
  costGp: number;
  paid: boolean;
  message: ChatMessage.Implementation | null;
}

export function remainsOf(actor: Actor.Implementation): RemainsState {
  const block = gearforgedBlock(actor);
  return { soulGem: block?.soulGem?.intact !== false, memoryGears: block?.memoryGears?.intact !== false, body: block?.body === "destroyed" ? "destroyed" : "intact" };
}

/** A way back as the GM reads it; an option the rules do not know (a macro's typo) reads as given. */
function optionLabel(option: string): string {
  const key = `AUGMENTED.Gearforged.Restore.Option.${option}`;
  return game.i18n?.has(key) ? localize(key) : option;
}

/** The ways back the restore dialog lists for `actor` now (empty when it is not a dead gearforged). */
export function restoreChoices(actor: Actor.Implementation): RestoreOption[] {
  const variant = variantOf(actor);
  return variant && isDead(actor) ? restoreOptions(variant, remainsOf(actor)) : [];
}

/** The variant of a dead gearforged the GM may restore, or null (the user told why). */
export function restorableVariant(actor: Actor.Implementation): GearforgedVariant | null {
  if (!game.user?.isGM) {
    notifyError("AUGMENTED.Gearforged.Restore.GmOnly");
    return null;
  }
  const variant = variantOf(actor);
  if (!variant) {
    notifyWarn("AUGMENTED.Gearforged.Restore.NotGearforged", { name: actor.name ?? "" });
    return null;
  }
  if (!isDead(actor)) {
    notifyWarn("AUGMENTED.Gearforged.Refused.notDead");
    return null;
  }
  return variant;
}

export async function restoreGearforged(actor: Actor.Implementation, option: RestoreOption, options: RestoreOptions = {}): Promise<RestoreOutcome | null> {
  const variant = restorableVariant(actor);
  if (!variant) return null;
  // The way back must be open before anything is asked (a free purse: only the option is checked here).
  const open = planRestore(variant, remainsOf(actor), option, EMPTY_PURSE, { repairGp: 0, waived: true });
  if (!open.ok) {
    notifyWarn(open.reason.key, { ...open.reason.data, option: optionLabel(option) });
    return null;
  }
  if (!callPreHook(HOOKS.preRestoreGearforged, actor, option, options)) return null;
  // DESIGN.md, Trust: the actor and its purse are re-checked after each question; the cost is agreed first and
  // charged together with the restore's write, in the same tick as the last re-check (nothing paid for nothing).
  const watch = watchState({ actor, purse: true });
  let repairGp = 0;
  if (option === "repair") {
    if (options.repairGp !== undefined) repairGp = options.repairGp;
    else {
      const roll = new Roll(REPAIR_DIE);
      await roll.evaluate();
      const asked = await askGearforgedNumber(localize("AUGMENTED.Gearforged.Restore.Title", { name: actor.name ?? "" }), localize("AUGMENTED.Gearforged.Restore.RepairFigure"), defaultRepairCost(roll.total ?? 1));
      if (asked === null || !watch.holds()) return null;
      repairGp = asked;
    }
    if (!Number.isInteger(repairGp) || repairGp < 0) {
      notifyWarn("AUGMENTED.Gearforged.Refused.invalidCost");
      return null;
    }
  }
  // The cost and the time the way back takes are the rule's (planRestore), never figures of this workflow.
  const priced = planRestore(variant, remainsOf(actor), option, EMPTY_PURSE, { repairGp, waived: true });
  if (!priced.ok) {
    notifyWarn("AUGMENTED.Gearforged.Restore.Changed", { name: actor.name ?? "" });
    return null;
  }
  const { costGp, durationSeconds } = priced;
  let consent: CostConsent | null = null;
  if (costGp > 0) {
    consent = await askToPay(actor, costGp, { reason: optionLabel(option), confirmed: options.costConfirmed === true });
    if (!consent || !watch.holds()) return null;
  }
  // Re-check after the questions: still dead, the way still open; nothing is charged before this holds.
  if (!isDead(actor) || !restoreOptions(variant, remainsOf(actor)).includes(option)) {
    notifyWarn("AUGMENTED.Gearforged.Restore.Changed", { name: actor.name ?? "" });
    return null;
  }
  const paths = portOf(actor).paths;
  const update: Record<string, unknown> = {
    [paths.hp.value]: 1,
    [paths.death.success]: 0,
    [paths.death.failure]: 0,
  };
  // The remains the rule leaves (planRestore's remainsAfter): a raise or wish repairs the body as a new one does.
  const record = gearforgedRecord(actor);
  const before = remainsOf(actor);
  const after = priced.remainsAfter;
  if (after.body !== before.body) update[record.path("body")] = after.body;
  if (after.soulGem !== before.soulGem) update[record.path("soulGem", "intact")] = after.soulGem;
  if (after.memoryGears !== before.memoryGears) update[record.path("memoryGears", "intact")] = after.memoryGears;
  // CORE-6: death by exhaustion 6 is undone with the body: one level below death.
  if (portOf(actor).exhaustion >= 6) update[paths.exhaustion] = 5;
  // Charged and written in the same tick as the re-check above (no await between).
  // All or nothing when the actor goes meanwhile (../currency/pay-cost.ts `chargeAndWrite`).
  const write = () => actor.update(asActorUpdate(update));
  if (consent && !(await chargeAndWrite(actor, consent, write))) return null;
  if (!consent && !(await actorWriteUnlessGone(actor, write))) return null;
  const paid = consent !== null;
  const name = actor.name ?? "";
  const lines = [cardText(`AUGMENTED.Gearforged.Restore.Done.${option}`, { name, cost: costGp })];
  if (durationSeconds > 0) lines.push(cardText("AUGMENTED.Gearforged.Restore.Takes", { hours: Math.round(durationSeconds / 3600) }));
  if (bodyBeyondRepair(variant)) lines.push(cardText("AUGMENTED.Gearforged.Refused.beyondRepair"));
  if (priced.lostSectionsNeedLimbMagic) lines.push(cardText("AUGMENTED.Gearforged.Restore.LostSections", { name }));
  if (priced.returnsAsOriginalSpecies) lines.push(cardText("AUGMENTED.Gearforged.Restore.OriginalSpecies", { name }));
  const message = (await postCard({ kind: "restore", title: cardText("AUGMENTED.Gearforged.Restore.Title", { name }), lines }, { actor })) ?? null;
  const outcome: RestoreOutcome = { option, costGp, paid, message };
  callPostHook(HOOKS.restoreGearforged, actor, outcome);
  return outcome;
}
