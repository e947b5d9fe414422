/**
 * What attaching a modern limb (./attach.ts) and building a reforged one on (./reforged.ts) share: the entry guard
 * (the user may change the actor; the item is a limb; an owned limb keeps its id, a dropped one gets the id it will
 * be created with, so "accustomed" can name it, AM-ACC-2), the plan before the pre-hook and the acclimation
 * question and roll, the plan AGAIN after them (the port, the site, the turn or the limb may have changed while the
 * player chose and rolled), and then ONE write: the update of an owned limb, or the creation of a dropped one with
 * the placement applied; then the failure's timed effect. The undo record covers all of it (a created limb is
 * deleted on undo, ../cards/undo-created.ts). Null when refused (the reason is shown) or cancelled: nothing was
 * created or changed.
 */
import type { UndoRecord } from "../../applications/chat/cards";
import { type AcclimationOutcome, type LimbPatch, type LimbState, resolveAcclimation, wornSince } from "../../rules/automail";
import { toLimbState } from "../../data/item/automail/state";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { undoRecord } from "../cards/undo";
import { type AcclimationGround, type AcclimationRoll, acclimationEffectData, askAndRollAcclimation } from "./acclimation";
import { limbPlacementLost } from "./placement-settle";
import { claimWrite, putBack } from "../recheck/write-claims";
import { bodyOf, isLimb, refusalText, watchBody } from "./read";
import { type LimbWritten, patchChanges, writeLimb } from "./write";
import { itemSystemOf } from "../../data/system-of";

/** A workflow's plan read now: the accepted plan (with the limb's patch), or null and the localized reason. */
export type PlanNow<P extends { patch: LimbPatch }> = { plan: P; message: null } | { plan: null; message: string };

export interface LimbPlacementSteps<P extends { patch: LimbPatch }> {
  /** The rules' plan for `limb` as it is now (an owned limb as stored; a dropped one carried, with its new id). */
  planNow(limb: LimbState): PlanNow<P>;
  /** The workflow's pre-hook, after the first plan; false cancels. */
  preHook(): boolean;
  /** AM-ACC-1: "wis" or "dex"; asked for when absent. */
  ability: string | undefined;
  /** Further paths of the one write (a reforged limb is never hidden). */
  extraChanges?: Record<string, unknown>;
}

export interface LimbPlaced<P extends { patch: LimbPatch }> {
  item: Item.Implementation;
  /** The plan as re-checked right before the write. */
  plan: P;
  /** World time the limb counts as worn from (the acclimation is counted from then). */
  since: number;
  rolled: AcclimationRoll;
  outcome: Extract<AcclimationOutcome, { ok: true }>;
  effectId: string | null;
  undo: UndoRecord;
}

/** The limb as the rules see it: an owned limb as stored; one from elsewhere arrives carried, as `newId`. */
export function entryLimb(actor: Actor.Implementation, item: Item.Implementation, newId: string): LimbState {
  const owned = item.parent === actor;
  const state = toLimbState(owned ? (item.id ?? "") : newId, item.name, itemSystemOf(item, "automail"));
  return owned ? state : { ...state, location: { mode: "carried" } };
}

/**
 * The acclimation check's ground (AM-ACC-1..3): the limb with the plan applied, every limb of the body as it would
 * then be, and the world time it counts as worn from.
 */
function checkGround(actor: Actor.Implementation, limb: LimbState, patch: LimbPatch): AcclimationGround {
  // cast: the placement plans patch the location whole (rules/automail/attach.ts): the result is a whole limb.
  const after = { ...limb, ...patch } as LimbState;
  return { limb: after, actorId: actor.id ?? "", limbs: [...bodyOf(actor).limbs.filter((l) => l.id !== after.id), after], now: wornSince(after) ?? 0 };
}

/** Entry guard, plan, question and roll, re-plan, one write, effect, undo record (see the file's comment). */
export async function placeLimb<P extends { patch: LimbPatch }>(actor: Actor.Implementation, item: Item.Implementation, steps: LimbPlacementSteps<P>): Promise<LimbPlaced<P> | null> {
  if (!ensureCanModify(actor)) return null;
  if (!isLimb(item)) {
    notifyWarn("AUGMENTED.Automail.NotALimb", { name: item.name });
    return null;
  }
  const owned = item.parent === actor;
  const newId = owned ? (item.id ?? "") : foundry.utils.randomID();
  const entry = entryLimb(actor, item, newId);
  const first = steps.planNow(entry);
  if (first.plan === null) {
    ui.notifications?.warn(first.message ?? "");
    return null;
  }
  if (!steps.preHook()) return null;
  // Trust (docs/ARCHITECTURE.md): the actor, the limb, the combat state and the whole body are re-checked after each
  // await; nothing is rolled or written after a change.
  const watch = watchBody(actor, owned ? item : null);
  const rolled = await askAndRollAcclimation(actor, checkGround(actor, entry, first.plan.patch), steps.ability, watch);
  if (!rolled || !watch.holds()) return null;

  // Re-check after the awaits.
  if (owned && !actor.items.has(newId)) return null;
  const entryNow = entryLimb(actor, item, newId);
  const again = steps.planNow(entryNow);
  if (again.plan === null) {
    ui.notifications?.warn(again.message ?? "");
    return null;
  }
  const plan = again.plan;
  // The outcome against the limbs as they are now (the DC is the table's, read again).
  const ground = checkGround(actor, entryNow, plan.patch);
  const outcome = resolveAcclimation({ ...ground, ability: rolled.ability }, rolled.roll.total ?? Number.NaN);
  if (!outcome.ok) {
    ui.notifications?.warn(refusalText(outcome.reason, { name: item.name }));
    return null;
  }

  const changes = { ...patchChanges(plan.patch), ...patchChanges(outcome.patch), ...steps.extraChanges };
  let placed: Item.Implementation | null;
  // An owned limb's write, with what it replaced: put back if another client's placement landed first (./placement-settle.ts).
  let written: LimbWritten | null = null;
  if (owned) {
    // The new outcome replaces the limb's own record, so its earlier effect (if any) ends with it.
    // Across clients (the R2 automail soak, pair seeds 20094 and 20225): the same limb attached by two clients at
    // once gives the same placement twice, which the body alone cannot tell from one (see lost, below), so the
    // write carries a claim (../recheck/write-claims.ts), taken here, right after the plan was read again.
    const claim = claimWrite(item);
    written = await writeLimb(actor, item, { changes, endOwnEffects: true, options: { augmented: claim.option(changes) } });
    // A placement of this limb by another client landed first: serially this one was refused, so what that write
    // left is put back (the effects this write ended were that write's to end) and no effect is created.
    const between = claim.landedBetween();
    if (between) {
      // The limb's source: the paths are stored paths, compared as written.
      const back = putBack(item.toObject(), changes, written.previous, between);
      // cast: the dotted paths this write changed, with the values the first write left.
      if (Object.keys(back).length > 0) await item.update(back as Item.UpdateData);
      ui.notifications?.warn(localize("AUGMENTED.Automail.AtOnce", { actor: actor.name ?? "", reason: localize("AUGMENTED.Automail.PlacedMeanwhile", { name: item.name }) }));
      return null;
    }
    placed = item;
  } else {
    // cast: mergeObject returns the merged source untyped; it is the limb's item source with the changes applied.
    const data = foundry.utils.mergeObject(item.toObject(), foundry.utils.expandObject(changes), { inplace: false }) as Record<string, unknown>;
    // cast: the source's `_stats`, an object when present; spread to add the compendium source.
    if (item.pack) data._stats = { ...(data._stats as object | undefined), compendiumSource: item.uuid };
    data._id = newId;
    // cast: the source of an automail item with the placement applied; keepId keeps the id acclimation names.
    const created = await actor.createEmbeddedDocuments("Item", [data as Item.CreateData], { keepId: true });
    // cast: the one Item created from `data` above, an instance of the configured Item class.
    placed = (created?.[0] as Item.Implementation | undefined) ?? null;
  }
  if (!placed) return null;
  // Settled across clients: a placement that landed second is put back, as serially it would have been refused.
  const lost = limbPlacementLost(actor, placed.id ?? newId);
  if (lost) {
    if (written) {
      // cast: the dotted paths this write changed, with the values they had; the effects it ended come back.
      await placed.update(written.previous as Item.UpdateData);
      // cast: the ended effects' source data, created again under their own ids.
      if (written.deletedEffects.length > 0) await actor.createEmbeddedDocuments("ActiveEffect", written.deletedEffects as ActiveEffect.CreateData[], { keepId: true });
    } else await placed.delete();
    ui.notifications?.warn(lost);
    return null;
  }
  let effectId: string | null = null;
  if (!outcome.success) {
    // AM-ACC-1: the failure's timed effect, from the moment the limb counts as worn.
    const effect = acclimationEffectData({ id: placed.id ?? "", name: placed.name, uuid: placed.uuid }, outcome.effect.startTime, outcome.effect.durationSeconds);
    // cast: effect source data built by acclimationEffectData.
    const created = await actor.createEmbeddedDocuments("ActiveEffect", [effect as ActiveEffect.CreateData]);
    effectId = created?.[0]?.id ?? null;
  }
  const effects = effectId ? [effectId] : [];
  const undo = written
    ? { ...written.undo, createdEffects: [...(written.undo.createdEffects ?? []), ...effects] }
    : undoRecord(actor, {}, { createdItems: [placed.id ?? newId], createdEffects: effects });
  return { item: placed, plan, since: ground.now, rolled, outcome, effectId, undo };
}
