/**
 * What the rules need about who works on a 13th Age gearforged (GA-TIRE-1 maintainer, GA-HEAL-1 repairer: another
 * actor? a gearforged? the repair background?), read from the documents; ../helper.ts picks who it is.
 */
import { postCard } from "../../../applications/chat/cards";
import { type CardText, cardText } from "../../../data/chat/card-text";
import type { GearforgedRefusal, Maintainer } from "../../../rules/gearforged";
import { ensureCanModify, localize, notifyWarn } from "../../../utils/notify";
import { resolveHelper } from "../helper";
import { variantOf } from "../state";
import { type ThirteenthAgeView, hasRepairBackground, thirteenthAgeView } from "./state";

/**
 * The view of the 13th Age gearforged an action was asked of, or null when the user may not change it or it is
 * none (the user told why).
 */
export function thirteenthAgeForAction(actor: Actor.Implementation): ThirteenthAgeView | null {
  if (!ensureCanModify(actor)) return null;
  const view = thirteenthAgeView(actor);
  if (!view) notifyWarn("AUGMENTED.Gearforged.ThirteenthAge.NotThirteenthAge", { name: actor.name ?? "" });
  return view;
}

/** True when the rules allow `plan`; else the user is told the refusal's reason. */
export function allowedOrWarn<T extends { ok: true }>(plan: T | { ok: false; reason: GearforgedRefusal }): plan is T {
  if (!plan.ok) notifyWarn(plan.reason.key, plan.reason.data);
  return plan.ok;
}

/** A 13th Age card about `actor`, titled by `titleKey` (which names it). */
export function thirteenthAgeCard(actor: Actor.Implementation, titleKey: string, lines: CardText[]): Promise<ChatMessage.Implementation | undefined> {
  return postCard({ kind: "gearforged-13th-age", title: cardText(titleKey, { name: actor.name ?? "" }), lines }, { actor });
}

/**
 * Who works on `patient` (a maintainer, who may be the patient itself, or a repairer), picked or given, with the
 * texts of `action`; null when refused (the user told why) or the dialog closed.
 */
export function askHelper(patient: Actor.Implementation, given: Actor.Implementation | string | undefined, action: "Maintain" | "Repair"): Promise<Actor.Implementation | null> {
  const name = patient.name ?? "";
  return resolveHelper(patient, given, {
    includeSelf: action === "Maintain",
    patientAccepted: true,
    title: localize(`AUGMENTED.Gearforged.ThirteenthAge.${action}.Title`, { name }),
    prompt: localize(`AUGMENTED.Gearforged.ThirteenthAge.${action}.Who`, { name }),
    notYoursKey: "AUGMENTED.Gearforged.ThirteenthAge.NotYourHelper",
    noneKey: "AUGMENTED.Gearforged.ThirteenthAge.NoHelper",
  });
}

/** The rules' view of a maintainer of `patient`. */
export function maintainerOf(patient: Actor.Implementation, helper: Actor.Implementation): Maintainer {
  // The uuid tells an unlinked token's actor from its base actor (they share an id).
  return { isPatient: helper.uuid === patient.uuid, isGearforged: variantOf(helper) !== null, hasBackground: hasRepairBackground(helper) };
}
