/**
 * What the rules need about who works on a 13th Age gearforged (GA-TIRE-1 maintainer, GA-HEAL-1 repairer: another
 * actor? a gearforged? the repair background?), read from the documents; ../helper.ts picks who it is.
 */
import { postCard } from "../../../applications/chat/cards";
import { type CardText, cardText } from "../../../data/chat/card-text";
import type { GearforgedRefusal, Maintainer } from "../../../rules/gearforged";
import { notifyWarn } from "../../../utils/notify";
import { variantOf } from "../state";
import { type ThirteenthAgeView, hasRepairBackground, thirteenthAgeView } from "./state";

/** The view of a 13th Age gearforged an action was asked of, or null (the user told it is none). */
export function thirteenthAgeOrWarn(actor: Actor.Implementation): ThirteenthAgeView | null {
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

/** The rules' view of a maintainer of `patient`. */
export function maintainerOf(patient: Actor.Implementation, helper: Actor.Implementation): Maintainer {
  return { isPatient: helper.id === patient.id && helper.uuid === patient.uuid, isGearforged: variantOf(helper) !== null, hasBackground: hasRepairBackground(helper) };
}

export function refusalData(data: Readonly<Record<string, string | number>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]));
}

