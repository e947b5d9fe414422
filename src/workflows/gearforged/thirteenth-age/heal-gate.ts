/**
 * GA-HEAL-1 the healing gate. A 13th Age gearforged spends hit dice only through an open gate,
 * which one spending closes (the rest variant, ./rest.ts). Gates open here:
 * - `openHealGate`: magical healing received. A potion used through the consumable workflow opens it by itself
 *   (src/hooks/thirteenth-age.ts listens to `augmented.useConsumable`); a spell or item power is marked from the
 *   sheet's "Magical healing…" button (the system models no spells or magic items that heal, so nothing else
 *   can tell on its own); *mending* opens it only when the GM marks the caster (GM only).
 *   Not magical, so no gate: a Cyborg's healing augment (a machine, seed 000; its healing is applied directly or
 *   from a damage card's heal button, which knows no origin), a rest, a natural 20 on a death save.
 * - `repairerCheck`: another character with a gearforged-repair background works for hours the GM sets and
 *   makes an Intelligence check (*interpretation*: the seed names no ability; the tinkerer's) against DC 20,
 *   −1 per hour past the first.
 * - the champion feat's uninterrupted maintenance (./maintenance.ts).
 * Refusals (not a 13th Age gearforged, a repairer that is the patient or lacks the background, bad hours, an
 * unmarked mending) come first and change nothing. Hooks `augmented.preRepairerCheck` (false cancels before the
 * roll) / `augmented.repairerCheck`.
 */
import { askGearforgedNumber } from "../../../applications/dialogs/gearforged-choice";
import { postCard } from "../../../applications/chat/cards";
import { cardText } from "../../../data/chat/card-text";
import { gmDecision } from "../../../requests/gm-decision";
import { type HealGate, type HealingSource, HEALING_SOURCES, REPAIR_MIN_HOURS, gateFromHealing, planRepairerCheck } from "../../../rules/gearforged";
import { HOOKS } from "../../../utils/hook-names";
import { localize, notifyError, notifyWarn } from "../../../utils/notify";
import { callPostHook, callPreHook } from "../../../utils/workflow-hooks";
import { watchState } from "../../recheck/recheck";
import type { RollOptions } from "../../rolls/rolls";
import { type PortRollRequest, portOf } from "../../../ports/actor-port";
import { asActorUpdate } from "../state";
import { allowedOrWarn, askHelper, thirteenthAgeCard, thirteenthAgeForAction } from "./helpers";
import { taPaths, hasRepairBackground, isThirteenthAge } from "./state";

/** The GM's question: whole hours of repair on `name` (texts built on the GM's side from lang keys). */
export const askRepairHours = gmDecision("askRepairHours", (name: string, initial: number) =>
  askGearforgedNumber(localize("AUGMENTED.GmDecision.Kind.askRepairHours.Title", { name }), localize("AUGMENTED.GmDecision.Kind.askRepairHours.Label", { name }), initial),
);

async function writeGate(actor: Actor.Implementation, gate: HealGate): Promise<void> {
  await actor.update(asActorUpdate({ [taPaths(actor).gateOpen]: 1, [taPaths(actor).gateKind]: gate }));
}

export function isHealingSource(value: unknown): value is HealingSource {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (HEALING_SOURCES as readonly unknown[]).includes(value);
}

/**
 * Magical healing received from `source`: opens the gate (GA-HEAL-1). `casterMarked` (mending) counts only from a
 * GM. Returns the gate opened, or null (refused with the reason, or a source that opens none).
 */
export async function openHealGate(actor: Actor.Implementation, source: HealingSource, options: { casterMarked?: boolean } = {}): Promise<HealGate | null> {
  if (!thirteenthAgeForAction(actor)) return null;
  if (!isHealingSource(source)) {
    notifyError("AUGMENTED.Gearforged.ThirteenthAge.Gate.BadSource", { source: String(source) });
    return null;
  }
  const gate = gateFromHealing(source, { casterMarked: options.casterMarked === true && game.user?.isGM === true });
  if (!gate) {
    notifyWarn(source === "mending" ? "AUGMENTED.Gearforged.ThirteenthAge.Gate.MendingUnmarked" : "AUGMENTED.Gearforged.ThirteenthAge.Gate.NoGate", { name: actor.name ?? "" });
    return null;
  }
  await writeGate(actor, gate);
  await thirteenthAgeCard(actor, "AUGMENTED.Gearforged.ThirteenthAge.Gate.Title", [
    cardText(`AUGMENTED.Gearforged.ThirteenthAge.Gate.Source.${source}`, { name: actor.name ?? "" }),
    cardText("AUGMENTED.Gearforged.ThirteenthAge.Gate.OpenedBy.magicalHealing"),
  ]);
  return gate;
}

/** `augmented.useConsumable`: a potion that healed a 13th Age gearforged opens its gate (on the using client). */
export function onConsumableUsed(actor: Actor.Implementation, item: Item.Implementation, result: { healed: number }): void {
  // cast: item system data read defensively; the kind is checked below.
  const kind = (item.system as { kind?: unknown } | undefined)?.kind;
  if (!isThirteenthAge(actor) || kind !== "potion" || !(result.healed > 0) || !actor.isOwner) return;
  void openHealGate(actor, "potion");
}

export interface RepairerCheckOptions extends RollOptions {
  /** The repairer (an actor the user controls, or its uuid); asked when left out and there is a choice. */
  repairer?: Actor.Implementation | string;
  /** Whole hours of work; the GM is asked (pre-filled with 1) when left out. */
  hours?: number;
}

export interface RepairerCheckResult {
  repairer: Actor.Implementation;
  hours: number;
  dc: number;
  roll: Roll;
  success: boolean;
  message: ChatMessage.Implementation | null;
}

/** The roll options of a repairer's check as the actor port's request (its own check: a host's dialog for a player). */
function portRequest(options: RollOptions): PortRollRequest {
  const request: PortRollRequest = { dialog: options.fastForward !== true, ownCheck: options.fastForward !== true };
  if (options.event !== undefined) request.event = options.event;
  if (options.advantage !== undefined) request.advantage = options.advantage;
  if (options.disadvantage !== undefined) request.disadvantage = options.disadvantage;
  if (options.bonus !== undefined) request.bonus = options.bonus;
  if (options.messageMode !== undefined) request.messageMode = options.messageMode;
  return request;
}

/** A repairer's check on `patient` (GA-HEAL-1). Null when refused or cancelled (nothing changes). */
export async function repairerCheck(patient: Actor.Implementation, options: RepairerCheckOptions = {}): Promise<RepairerCheckResult | null> {
  if (!thirteenthAgeForAction(patient)) return null;
  const name = patient.name ?? "";
  const watch = watchState({ actor: patient });
  const repairer = await askHelper(patient, options.repairer, "Repair");
  if (!repairer || !watch.holds()) return null;
  const who = { repairerIsPatient: repairer.uuid === patient.uuid, repairerHasBackground: hasRepairBackground(repairer) };
  const pre = planRepairerCheck({ ...who, hours: options.hours ?? REPAIR_MIN_HOURS, total: 0 });
  if (!allowedOrWarn(pre)) return null;
  if (!callPreHook(HOOKS.preRepairerCheck, patient, options)) return null;
  const hours = options.hours ?? (await askRepairHours(name, REPAIR_MIN_HOURS));
  if (hours === null || !watch.holds()) return null;
  const hoursCheck = planRepairerCheck({ ...who, hours, total: 0 });
  if (!allowedOrWarn(hoursCheck)) return null;
  // Rolled through the repairer's host (the actor port) without a message of its own: the card shows it in its
  // result box (one check, one result). The dialog opens unless fast-forwarded, as the roll options say.
  const rolled = await portOf(repairer).rollCheck({ ability: "int" }, portRequest(options));
  const roll = rolled?.roll ?? null;
  if (!roll || !watch.holds()) return null;
  const plan = planRepairerCheck({ ...who, hours, total: roll.total ?? Number.NaN });
  if (!allowedOrWarn(plan)) return null;
  if (plan.gate) await writeGate(patient, plan.gate);
  // The check's total and DC are the result box's (each number once).
  const lines = [
    cardText("AUGMENTED.Gearforged.ThirteenthAge.Repair.Worked", { repairer: repairer.name ?? "", name, hours }, hours),
    cardText(plan.success ? "AUGMENTED.Gearforged.ThirteenthAge.Gate.OpenedBy.repairer" : "AUGMENTED.Gearforged.ThirteenthAge.Repair.Failed", { name }),
  ];
  const check = { label: cardText("AUGMENTED.Gearforged.ThirteenthAge.Repair.Check", { repairer: repairer.name ?? "" }), dc: plan.dc, success: plan.success };
  const title = cardText("AUGMENTED.Gearforged.ThirteenthAge.Gate.Title", { name });
  const message = (await postCard({ kind: "gearforged-13th-age", title, lines, rolls: [check] }, { actor: patient, rolls: [roll] })) ?? null;
  const result: RepairerCheckResult = { repairer, hours, dc: plan.dc, roll, success: plan.success, message };
  callPostHook(HOOKS.repairerCheck, patient, result);
  return result;
}
