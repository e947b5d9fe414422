/**
 * Attaching and detaching a modern limb (AM-ATT-1, AM-PORT-1, AM-ACC-1..3): an Action (in combat only on the
 * wearer's turn, noted on the card), onto a free port of the actor that accepts it (an unnatural limb on a natural
 * port works at disadvantage), then the acclimation check on every attach. The player's ability choice and the roll
 * come first; the state is read again after them, and only then is ONE write made (the limb's location and
 * acclimation together, plus the failure's timed effect). A limb dropped from a compendium or another actor is
 * created already attached; a refused or cancelled attach creates and changes nothing. A detached limb keeps all
 * its data. Hooks `augmented.preAttachAutomail` / `augmented.attachAutomail`, `augmented.preDetachAutomail` /
 * `augmented.detachAutomail`.
 */
import { type UndoRecord, postCard } from "../../applications/chat/cards";
import { type AttachPlan, type AcclimationOutcome, type LimbState, planAttach, planDetach } from "../../rules/automail";
import { toLimbState, type AutomailSystemSource } from "../../data/item/automail/state";
import { HOOKS } from "../../utils/hook-names";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { type AcclimationRoll, acclimationEffectData, acclimationLines, acclimationOutcome, askAndRollAcclimation } from "./acclimation";
import { bodyOf, combatContext, isLimb, nameIn, portKindLabel, refusalText, siteLabel } from "./read";
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

/** The limb as the rules see it: an owned limb as stored; a dropped one as a new, carried limb with `newId`. */
function limbOf(actor: Actor.Implementation, item: Item.Implementation, newId: string): LimbState {
  const owned = item.parent === actor;
  // cast: an automail item's system has the stored paths of AutomailSystemSource (checked by type by the callers).
  const state = toLimbState(owned ? (item.id ?? "") : newId, item.name, item.system as unknown as AutomailSystemSource);
  // A limb from elsewhere arrives carried and new to this character (AM-ACC-2 names actor and item).
  return owned ? state : { ...state, location: { mode: "carried" } };
}

/** The plan now, with the localized refusal (null when accepted). */
function attachPlanNow(actor: Actor.Implementation, item: Item.Implementation, portId: string, newId: string): { plan: AttachPlan; limb: LimbState; message: string | null } {
  const body = bodyOf(actor);
  const limb = limbOf(actor, item, newId);
  const port = body.ports.find((p) => p.id === portId) ?? null;
  const limbs = body.limbs.filter((l) => l.id !== limb.id);
  const plan = planAttach({ limb, port, ports: body.ports, limbs: [...limbs, limb], context: combatContext(actor) });
  if (plan.ok) return { plan, limb, message: null };
  const message = refusalText(plan.reason, {
    name: item.name,
    actor: actor.name ?? "",
    port: port?.name ?? "",
    site: siteLabel(port?.site),
    other: nameIn(body, plan.blockingId),
  });
  return { plan, limb, message };
}

/** Null when `item` may be attached to `portId` of `actor` now, else the localized reason (drops check it first). */
export function attachRefusal(actor: Actor.Implementation, item: Item.Implementation, portId: string): string | null {
  if (!isLimb(item)) return localize("AUGMENTED.Automail.NotALimb", { name: item.name });
  return attachPlanNow(actor, item, portId, "pending").message;
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
  if (!ensureCanModify(actor)) return null;
  if (!isLimb(item)) {
    notifyWarn("AUGMENTED.Automail.NotALimb", { name: item.name });
    return null;
  }
  const owned = item.parent === actor;
  const newId = owned ? (item.id ?? "") : foundry.utils.randomID();
  const first = attachPlanNow(actor, item, portId, newId);
  if (!first.plan.ok) {
    ui.notifications?.warn(first.message ?? "");
    return null;
  }
  if (!callPreHook(HOOKS.preAttachAutomail, actor, item, portId, options)) return null;

  const projected: LimbState = { ...first.limb, ...first.plan.patch } as LimbState;
  const others = bodyOf(actor).limbs.filter((l) => l.id !== projected.id);
  const rolled: AcclimationRoll | null = await askAndRollAcclimation(actor, projected, [...others, projected], first.plan.patch.location?.mode === "port" ? first.plan.patch.location.since : 0, options.ability);
  if (!rolled) return null;

  // Re-check after the awaits: the limb, the port and the turn may have changed while the player chose and rolled.
  if (owned && !actor.items.has(newId)) return null;
  const again = attachPlanNow(actor, item, portId, newId);
  if (!again.plan.ok) {
    ui.notifications?.warn(again.message ?? "");
    return null;
  }
  const plan = again.plan;
  const now = plan.patch.location?.mode === "port" ? plan.patch.location.since : 0;
  const limbNow: LimbState = { ...again.limb, ...plan.patch } as LimbState;
  const limbs = [...bodyOf(actor).limbs.filter((l) => l.id !== limbNow.id), limbNow];
  const outcome: AcclimationOutcome = acclimationOutcome(actor, limbNow, limbs, now, rolled);
  if (!outcome.ok) {
    ui.notifications?.warn(refusalText(outcome.reason, { name: item.name }));
    return null;
  }

  const changes = { ...patchChanges(plan.patch), ...patchChanges(outcome.patch) };
  let attached: Item.Implementation | null;
  let effectId: string | null = null;
  let undo: UndoRecord | null = null;
  if (owned) {
    // The new outcome replaces the limb's own record, so its earlier effect (if any) ends with it.
    const written = await writeLimb(actor, item, { changes, endOwnEffects: true });
    attached = item;
    undo = written.undo;
    effectId = written.effectId;
  } else {
    const data = foundry.utils.mergeObject(item.toObject(), foundry.utils.expandObject(changes), { inplace: false }) as Record<string, unknown>;
    if (item.pack) data._stats = { ...(data._stats as object | undefined), compendiumSource: item.uuid };
    data._id = newId;
    // cast: the source of an automail item with the attach applied; keepId keeps the id acclimation names.
    const created = await actor.createEmbeddedDocuments("Item", [data as Item.CreateData], { keepId: true });
    attached = (created?.[0] as Item.Implementation | undefined) ?? null;
  }
  if (!attached) return null;
  if (!outcome.success) {
    // AM-ACC-1: the failure's timed effect, from the moment the limb went on.
    const effect = acclimationEffectData({ id: attached.id ?? "", name: attached.name, uuid: attached.uuid }, outcome.effect.startTime, outcome.effect.durationSeconds);
    // cast: effect source data built by acclimationEffectData.
    const created = await actor.createEmbeddedDocuments("ActiveEffect", [effect as ActiveEffect.CreateData]);
    effectId = created?.[0]?.id ?? null;
    if (undo && effectId) undo.createdEffects = [...(undo.createdEffects ?? []), effectId];
  }

  const port = bodyOf(actor).ports.find((p) => p.id === portId);
  const lines = [localize("AUGMENTED.Automail.Attach.Line", { name: attached.name, port: port?.name ?? portKindLabel(port?.kind ?? "natural") })];
  lines.push(localize(plan.inCombat ? "AUGMENTED.Automail.Attach.ActionInCombat" : "AUGMENTED.Automail.Attach.Action"));
  if (plan.portDisadvantage) lines.push(localize("AUGMENTED.Automail.Disadvantage.unnaturalOnNaturalPort"));
  lines.push(...acclimationLines(attached.name, rolled, outcome));
  if (outcome.success && outcome.becameAccustomed) lines.push(localize("AUGMENTED.Automail.Acclimation.AccustomedLine", { name: attached.name }));
  await postCard(
    { kind: "automail-attach", title: localize("AUGMENTED.Automail.Attach.Title", { name: attached.name }), lines, undo: undo !== null },
    { actor, rolls: [rolled.roll], flags: undo ? { undo } : {} },
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
  const limb = bodyOf(actor).limbs.find((l) => l.id === item.id);
  if (!limb) return null;
  const plan = planDetach(limb, combatContext(actor));
  if (!plan.ok) {
    ui.notifications?.warn(refusalText(plan.reason, { name: item.name, actor: actor.name ?? "" }));
    return null;
  }
  if (!callPreHook(HOOKS.preDetachAutomail, actor, item)) return null;
  const portId = limb.location.mode === "port" ? limb.location.portId : "";
  const written = await writeLimb(actor, item, { changes: patchChanges(plan.patch) });
  const port = bodyOf(actor).ports.find((p) => p.id === portId);
  const lines = [
    localize("AUGMENTED.Automail.Detach.Line", { name: item.name, port: port?.name ?? "" }),
    localize(plan.inCombat ? "AUGMENTED.Automail.Attach.ActionInCombat" : "AUGMENTED.Automail.Attach.Action"),
    localize("AUGMENTED.Automail.Detach.KeepsData"),
  ];
  await postCard(
    { kind: "automail-detach", title: localize("AUGMENTED.Automail.Detach.Title", { name: item.name }), lines, undo: true },
    { actor, flags: { undo: written.undo } },
  );
  const result: DetachedAutomail = { item, portId, inCombat: plan.inCombat };
  callPostHook(HOOKS.detachAutomail, actor, item, result);
  return result;
}
