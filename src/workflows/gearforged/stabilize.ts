/**
 * GF-BODY-5: stabilizing a dying gearforged (seed 001). Wisdom (Medicine) and *spare the
 * dying* are refused with the reason; a DC 10 Intelligence check, rolled by the tending creature the user picks
 * (a creature the user controls, never the dying one), or *mending* stabilizes it. A failed check changes
 * nothing. Every refusal comes before anything is asked or rolled; the dying state is read again after the roll.
 * Other bodies use the 5e methods (this workflow then accepts Medicine, rolled the same way).
 */
import { cardText } from "../../data/chat/card-text";
import { watchState } from "../recheck/recheck";
import { resolveHelper } from "./helper";
import { postCard } from "../../applications/chat/cards";
import { STABILIZE_CHECKS, STABILIZE_DC, type StabilizeMethod, planStabilize } from "../../rules/gearforged";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { type D20TestInput, type RollOptions, abilityCheckTest, evaluateD20Test, skillTest } from "../rolls/rolls";
import type { SkillId } from "../../rules/core/skills";
import type { AbilityId } from "../../rules/core/abilities";
import { undoRecord } from "../cards/undo";
import { asActorUpdate, variantOf } from "./state";
import { portOf } from "../../ports/actor-port";
import { NO_DEATH_SAVES } from "../../rules/core/death-saves";

export interface StabilizeOptions extends RollOptions {
  /** The tending creature (an actor the user controls, or its UUID); asked when left out and there is a choice. */
  tender?: Actor.Implementation | string;
}

export interface StabilizeOutcome {
  method: StabilizeMethod;
  stabilized: boolean;
  tender: Actor.Implementation | null;
  roll: Roll | null;
  message: ChatMessage.Implementation | null;
}

function dyingState(actor: Actor.Implementation) {
  const port = portOf(actor);
  return { hp: port.hp, deathSaves: port.deathSaves ?? NO_DEATH_SAVES, exhaustion: port.exhaustion };
}

/** A method as the GM reads it; one the rules do not know (a macro's typo) reads as given. */
function methodLabel(method: string): string {
  const key = `AUGMENTED.Gearforged.Stabilize.MethodName.${method}`;
  return game.i18n?.has(key) ? localize(key) : method;
}

/** The tender's check of `method`: its skill, else its ability. */
function checkTest(tender: Actor.Implementation, check: { ability: AbilityId; skill: SkillId | null }): D20TestInput {
  return check.skill !== null ? skillTest(tender, check.skill) : abilityCheckTest(tender, check.ability);
}

/**
 * One attempt to stabilize `actor` by `method`. Hooks `augmented.preStabilize` (false cancels; nothing is
 * rolled) / `augmented.stabilize`. Null when refused or cancelled: nothing rolled or changed.
 */
export async function stabilizeGearforged(actor: Actor.Implementation, method: StabilizeMethod, options: StabilizeOptions = {}): Promise<StabilizeOutcome | null> {
  if (!ensureCanModify(actor)) return null;
  const variant = variantOf(actor);
  // Refusals first (wrong method for this body, not dying): a stand-in total passes the roll check.
  const check = STABILIZE_CHECKS[method];
  const precheck = planStabilize(variant, dyingState(actor), method, check ? STABILIZE_DC : null);
  if (!precheck.ok) {
    notifyWarn(precheck.reason.key, { ...precheck.reason.data, method: methodLabel(method) });
    return null;
  }
  if (!callPreHook(HOOKS.preStabilize, actor, method, options)) return null;
  // DESIGN.md, Trust: the patient, and the tender once chosen, must still exist after each wait (the rules are
  // planned again below from the state as it is then).
  const watch = watchState({ actor });
  let tender: Actor.Implementation | null = null;
  let roll: Roll | null = null;
  if (check) {
    const patient = { name: actor.name ?? "" };
    tender = await resolveHelper(actor, options.tender, {
      includeSelf: false,
      patientAccepted: false,
      title: localize("AUGMENTED.Gearforged.Stabilize.Title", patient),
      prompt: localize("AUGMENTED.Gearforged.Stabilize.WhoTends", patient),
      notYoursKey: "AUGMENTED.Gearforged.Stabilize.NotYourTender",
      noneKey: "AUGMENTED.Gearforged.Stabilize.NoTender",
    });
    if (!tender) return null;
    watch.watchWorker(tender);
    if (!watch.holds()) return null;
    const { tender: _given, ...given } = options;
    // The roll is posted only when the patient and the tender are still there after its dialog.
    const rollOptions = { ...given, recheck: () => watch.holds() };
    // Rolled without a message of its own: the card shows it in its result box (one check, one result).
    roll = await evaluateD20Test(tender, checkTest(tender, check), rollOptions);
    if (!roll || !watch.holds()) return null;
  }
  // Re-check after the dialog and the roll: someone may have healed or stabilized it meanwhile.
  const plan = planStabilize(variant, dyingState(actor), method, roll ? (roll.total ?? Number.NaN) : null);
  if (!plan.ok) {
    notifyWarn(plan.reason.key, plan.reason.data);
    return null;
  }
  const before = portOf(actor).deathSaves ?? NO_DEATH_SAVES;
  const previous: Record<string, number> = {};
  if (plan.stabilized) {
    const death = portOf(actor).paths.death;
    previous[death.success] = before.success;
    previous[death.failure] = before.failure;
    await actor.update(asActorUpdate({ [death.success]: plan.deathSaves.success, [death.failure]: plan.deathSaves.failure }));
  }
  const name = actor.name ?? "";
  const lines = [
    cardText(`AUGMENTED.Gearforged.Stabilize.Method.${method}`, { tender: tender?.name ?? "", dc: STABILIZE_DC }),
    cardText(plan.stabilized ? "AUGMENTED.Gearforged.Stabilize.Stable" : "AUGMENTED.Gearforged.Stabilize.StillDying", { name }),
  ];
  const rollLabels = roll ? [{ label: cardText(`AUGMENTED.Gearforged.Stabilize.Check.${method}`, { tender: tender?.name ?? "" }), dc: STABILIZE_DC, success: plan.stabilized }] : [];
  const message =
    (await postCard(
      { kind: "stabilize", title: cardText("AUGMENTED.Gearforged.Stabilize.Title", { name }), lines, rolls: rollLabels },
      { actor, state: plan.stabilized ? { undo: undoRecord(actor, previous) } : {}, ...(roll ? { rolls: [roll] } : {}) },
    )) ?? null;
  const outcome: StabilizeOutcome = { method, stabilized: plan.stabilized, tender, roll, message };
  callPostHook(HOOKS.stabilize, actor, outcome);
  return outcome;
}
