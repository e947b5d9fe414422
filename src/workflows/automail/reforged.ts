/**
 * Building a reforged limb onto the body (AM-GEN-1, AM-ACC-1): out of combat, 2 hours of world time, at a site that
 * fits it and is free (AM-CY-1: not a section a Cyborg prosthetic replaced); never detachable afterwards; then ONE
 * acclimation check, counted from the end of the work. The card says the work takes 2 hours; the GM advances the
 * clock (only a GM may). The player's ability choice and the roll come first, the state is read again, then ONE
 * write (an update of an owned limb, or the creation of a dropped one already built on). Hooks
 * `augmented.preInstallReforged` / `augmented.installReforged`.
 */
import { type UndoRecord, postCard } from "../../applications/chat/cards";
import { type LimbState, type ReforgedInstallPlan, isBodySite, planReforgedInstall } from "../../rules/automail";
import { toLimbState, type AutomailSystemSource } from "../../data/item/automail/state";
import { HOOKS } from "../../utils/hook-names";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { acclimationEffectData, acclimationLines, acclimationOutcome, askAndRollAcclimation } from "./acclimation";
import { bodyOf, combatContext, isLimb, nameIn, refusalText, siteLabel } from "./read";
import { patchChanges, writeLimb } from "./write";

export interface InstallReforgedOptions {
  /** AM-ACC-1: the acclimation ability ("wis" or "dex"); asked for when absent. */
  ability?: string;
}

export interface InstalledReforged {
  item: Item.Implementation;
  site: string;
  /** World time the work ends (the limb counts as worn from then). */
  readyAt: number;
  success: boolean;
  effectId: string | null;
  roll: Roll;
}

function planNow(actor: Actor.Implementation, item: Item.Implementation, site: string, newId: string): { plan: ReforgedInstallPlan | null; limb: LimbState; message: string | null } {
  const owned = item.parent === actor;
  // cast: an automail item's system has the stored paths of AutomailSystemSource (checked by type by the callers).
  const stored = toLimbState(owned ? (item.id ?? "") : newId, item.name, item.system as unknown as AutomailSystemSource);
  const limb: LimbState = owned ? stored : { ...stored, location: { mode: "carried" } };
  if (!isBodySite(site)) return { plan: null, limb, message: localize("AUGMENTED.Automail.BadSite", { site }) };
  const body = bodyOf(actor);
  const context = combatContext(actor);
  const plan = planReforgedInstall({ limb, site, ports: body.ports, limbs: body.limbs.filter((l) => l.id !== limb.id), augments: body.augments, context });
  if (plan.ok) return { plan, limb, message: null };
  const message = refusalText(plan.reason, { name: item.name, actor: actor.name ?? "", site: siteLabel(site), other: nameIn(body, plan.blockingId) });
  return { plan, limb, message };
}

/** Null when `item` may be built onto `site` now, else the localized reason. */
export function reforgedRefusal(actor: Actor.Implementation, item: Item.Implementation, site: string): string | null {
  if (!isLimb(item)) return localize("AUGMENTED.Automail.NotALimb", { name: item.name });
  return planNow(actor, item, site, "pending").message;
}

/** AM-GEN-1: build `item` onto `site`. Null when refused or cancelled: nothing was created or changed. */
export async function installReforged(
  actor: Actor.Implementation,
  item: Item.Implementation,
  site: string,
  options: InstallReforgedOptions = {},
): Promise<InstalledReforged | null> {
  if (!ensureCanModify(actor)) return null;
  if (!isLimb(item)) {
    notifyWarn("AUGMENTED.Automail.NotALimb", { name: item.name });
    return null;
  }
  const owned = item.parent === actor;
  const newId = owned ? (item.id ?? "") : foundry.utils.randomID();
  const first = planNow(actor, item, site, newId);
  if (!first.plan?.ok || !isBodySite(site)) {
    ui.notifications?.warn(first.message ?? "");
    return null;
  }
  if (!callPreHook(HOOKS.preInstallReforged, actor, item, site, options)) return null;
  const readyOf = (plan: Extract<ReforgedInstallPlan, { ok: true }>) => (plan.patch.location?.mode === "builtOn" ? plan.patch.location.since : 0);
  const projected = { ...first.limb, ...first.plan.patch } as LimbState;
  const others = bodyOf(actor).limbs.filter((l) => l.id !== projected.id);
  const rolled = await askAndRollAcclimation(actor, projected, [...others, projected], readyOf(first.plan), options.ability);
  if (!rolled) return null;

  // Re-check after the awaits.
  if (owned && !actor.items.has(newId)) return null;
  const again = planNow(actor, item, site, newId);
  if (!again.plan?.ok) {
    ui.notifications?.warn(again.message ?? "");
    return null;
  }
  const readyAt = readyOf(again.plan);
  const limbNow = { ...again.limb, ...again.plan.patch } as LimbState;
  const outcome = acclimationOutcome(actor, limbNow, [...bodyOf(actor).limbs.filter((l) => l.id !== limbNow.id), limbNow], readyAt, rolled);
  if (!outcome.ok) {
    ui.notifications?.warn(refusalText(outcome.reason, { name: item.name }));
    return null;
  }
  const changes = { ...patchChanges(again.plan.patch), ...patchChanges(outcome.patch), "system.hidden": false };
  let installed: Item.Implementation | null;
  let undo: UndoRecord | null = null;
  if (owned) {
    const written = await writeLimb(actor, item, { changes, endOwnEffects: true });
    installed = item;
    undo = written.undo;
  } else {
    const data = foundry.utils.mergeObject(item.toObject(), foundry.utils.expandObject(changes), { inplace: false }) as Record<string, unknown>;
    if (item.pack) data._stats = { ...(data._stats as object | undefined), compendiumSource: item.uuid };
    data._id = newId;
    // cast: the source of an automail item with the installation applied; keepId keeps the id acclimation names.
    const created = await actor.createEmbeddedDocuments("Item", [data as Item.CreateData], { keepId: true });
    installed = (created?.[0] as Item.Implementation | undefined) ?? null;
  }
  if (!installed) return null;
  let effectId: string | null = null;
  if (!outcome.success) {
    const effect = acclimationEffectData({ id: installed.id ?? "", name: installed.name, uuid: installed.uuid }, outcome.effect.startTime, outcome.effect.durationSeconds);
    // cast: effect source data built by acclimationEffectData.
    const created = await actor.createEmbeddedDocuments("ActiveEffect", [effect as ActiveEffect.CreateData]);
    effectId = created?.[0]?.id ?? null;
    if (undo && effectId) undo.createdEffects = [...(undo.createdEffects ?? []), effectId];
  }

  const lines = [
    localize("AUGMENTED.Automail.Reforged.Line", { name: installed.name, site: siteLabel(site) }),
    localize("AUGMENTED.Automail.Reforged.Duration"),
    localize("AUGMENTED.Automail.Reforged.NotDetachable"),
    ...acclimationLines(installed.name, rolled, outcome),
  ];
  await postCard(
    { kind: "automail-reforged", title: localize("AUGMENTED.Automail.Reforged.Title", { name: installed.name }), lines, undo: undo !== null },
    { actor, rolls: [rolled.roll], flags: undo ? { undo } : {} },
  );
  const result: InstalledReforged = { item: installed, site, readyAt, success: outcome.success, effectId, roll: rolled.roll };
  callPostHook(HOOKS.installReforged, actor, installed, result);
  return result;
}
