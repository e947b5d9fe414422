/**
 * Attaching and detaching a modern limb (AM-ATT-1, AM-PORT-1, AM-ACC-1..3): an Action (in combat only on the
 * wearer's turn, noted on the card), onto a free port of the actor that accepts it (an unnatural limb on a natural
 * port works at disadvantage), then the acclimation check on every attach. The player's ability choice and the roll
 * come first; the state is read again after them, and only then is ONE write made (the limb's location and
 * acclimation together, plus the failure's timed effect; ./limb-placement.ts). A limb dropped from a compendium or
 * another actor is created already attached (the GM's Undo deletes it again); a refused or cancelled attach
 * creates and changes nothing. A detached limb keeps all
 * its data. Hooks `augmented.preAttachAutomail` / `augmented.attachAutomail`, `augmented.preDetachAutomail` /
 * `augmented.detachAutomail`.
 */
import { postCard } from "../../applications/chat/cards";
import { type AttachPlan, type LimbState, planAttach, planDetach } from "../../rules/automail";
import { HOOKS } from "../../utils/hook-names";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { type CardText, cardText } from "../../data/chat/card-text";
import { acclimationModeLines, acclimationOutcomeLine, acclimationRollLabel } from "./acclimation";
import { type PlanNow, entryLimb, placeLimb } from "./limb-placement";
import { bodyOf, combatContext, isLimb, limbNow, nameIn, portKindText, refusalText, siteLabel } from "./read";
import { patchChanges, writeLimb } from "./write";

export interface AttachAutomailOptions {
  /** AM-ACC-1: the acclimation ability ("wis" or "dex"); asked for when absent. */
  ability?: string;
}

export interface AttachedAutomail {
  item: Item.Implementation;
  portId: string;
  inCombat: boolean;
  portDisadvantage: boolean;
  success: boolean;
  becameAccustomed: boolean;
  effectId: string | null;
  roll: Roll;
}

export interface DetachedAutomail {
  item: Item.Implementation;
  portId: string;
  inCombat: boolean;
}

/** The plan for `limb` (as `entryLimb` reads it) onto `portId` now, with the localized refusal. */
function attachPlanNow(actor: Actor.Implementation, item: Item.Implementation, portId: string, limb: LimbState): PlanNow<Extract<AttachPlan, { ok: true }>> {
  const body = bodyOf(actor);
  const port = body.ports.find((p) => p.id === portId) ?? null;
  const limbs = body.limbs.filter((l) => l.id !== limb.id);
  const plan = planAttach({ limb, port, ports: body.ports, limbs: [...limbs, limb], context: combatContext(actor) });
  if (plan.ok) return { plan, message: null };
  const message = refusalText(plan.reason, {
    name: item.name,
    actor: actor.name ?? "",
    port: port?.name ?? "",
    site: siteLabel(port?.site),
    other: nameIn(body, plan.blockingId),
  });
  return { plan: null, message };
}

/** Null when `item` may be attached to `portId` of `actor` now, else the localized reason (drops check it first). */
export function attachRefusal(actor: Actor.Implementation, item: Item.Implementation, portId: string): string | null {
  if (!isLimb(item)) return localize("AUGMENTED.Automail.NotALimb", { name: item.name });
  return attachPlanNow(actor, item, portId, entryLimb(actor, item, "pending")).message;
}

/**
 * AM-ATT-1: attach `item` (owned by `actor`, or dropped from elsewhere) to the port `portId`. Null when refused or
 * cancelled: nothing was created or changed.
 */
export async function attachAutomail(
  actor: Actor.Implementation,
  item: Item.Implementation,
  portId: string,
  options: AttachAutomailOptions = {},
): Promise<AttachedAutomail | null> {
  const placed = await placeLimb(actor, item, {
    planNow: (limb) => attachPlanNow(actor, item, portId, limb),
    preHook: () => callPreHook(HOOKS.preAttachAutomail, actor, item, portId, options),
    ability: options.ability,
  });
  if (!placed) return null;
  const { item: attached, plan, rolled, outcome, undo, effectId } = placed;

  const port = bodyOf(actor).ports.find((p) => p.id === portId);
  const lines: CardText[] = [
    cardText("AUGMENTED.Automail.Attach.Line", { name: attached.name, port: port?.name ?? portKindText(port?.kind ?? "natural") }),
    acclimationOutcomeLine(attached.name, outcome),
    ...(outcome.success && outcome.becameAccustomed ? [cardText("AUGMENTED.Automail.Acclimation.AccustomedLine", { name: attached.name })] : []),
    cardText(plan.inCombat ? "AUGMENTED.Automail.Attach.ActionInCombat" : "AUGMENTED.Automail.Attach.Action"),
    ...(plan.portDisadvantage ? [cardText("AUGMENTED.Automail.Disadvantage.unnaturalOnNaturalPort")] : []),
    ...acclimationModeLines(rolled),
  ];
  await postCard(
    { kind: "automail-attach", title: cardText("AUGMENTED.Automail.Attach.Title", { name: attached.name }), lines, rolls: [acclimationRollLabel(rolled, outcome)] },
    { actor, rolls: [rolled.roll], state: undo ? { undo } : {} },
  );

  const result: AttachedAutomail = {
    item: attached,
    portId,
    inCombat: plan.inCombat,
    portDisadvantage: plan.portDisadvantage,
    success: outcome.success,
    becameAccustomed: outcome.success && outcome.becameAccustomed,
    effectId,
    roll: rolled.roll,
  };
  callPostHook(HOOKS.attachAutomail, actor, attached, result);
  return result;
}

/** AM-ATT-1: take a modern limb off its port (an Action); it stays in the inventory with all its data. */
export async function detachAutomail(actor: Actor.Implementation, item: Item.Implementation): Promise<DetachedAutomail | null> {
  if (!ensureCanModify(actor)) return null;
  if (!isLimb(item) || item.parent !== actor) {
    notifyWarn("AUGMENTED.Automail.NotALimb", { name: item.name });
    return null;
  }
  const limb = limbNow(actor, item.id ?? "");
  if (!limb) return null;
  const plan = planDetach(limb, combatContext(actor));
  if (!plan.ok) {
    ui.notifications?.warn(refusalText(plan.reason, { name: item.name, actor: actor.name ?? "" }));
    return null;
  }
  if (!callPreHook(HOOKS.preDetachAutomail, actor, item)) return null;
  const portId = limb.location.mode === "port" ? limb.location.portId : "";
  const { undo } = await writeLimb(actor, item, { changes: patchChanges(plan.patch) });
  const port = bodyOf(actor).ports.find((p) => p.id === portId);
  const lines = [
    cardText("AUGMENTED.Automail.Detach.Line", { name: item.name, port: port?.name ?? "" }),
    cardText(plan.inCombat ? "AUGMENTED.Automail.Attach.ActionInCombat" : "AUGMENTED.Automail.Attach.Action"),
    cardText("AUGMENTED.Automail.Detach.KeepsData"),
  ];
  await postCard(
    { kind: "automail-detach", title: cardText("AUGMENTED.Automail.Detach.Title", { name: item.name }), lines },
    { actor, state: { undo } },
  );
  const result: DetachedAutomail = { item, portId, inCombat: plan.inCombat };
  callPostHook(HOOKS.detachAutomail, actor, item, result);
  return result;
}
