/**
 * Undo (docs/ARCHITECTURE.md, Conventions; DESIGN.md, Trust): every automated change stores its reverse on its
 * chat card (`system.undo`, src/data/chat/fields.ts `undoField`): the actor's uuid, the
 * values before and after of exactly the paths it changed on the actor and its items, the effects it created or
 * deleted, the items it created. Only a GM undoes, as a card transition
 * (./card-action.ts: once, on the one writing client). The undo is all or nothing:
 * - a record a player posted is acted on only when that player owns the actor (./card-trust.ts), and only
 *   system data and the system's flags are written;
 * - counters that moved since are reverted by their difference, other values that changed since, an item that
 *   is gone, or a section that another augment took since refuse the whole undo, naming what changed
 *   (src/rules/core/undo-plan.ts);
 * - items the change created are deleted, unless they changed or are used since (./undo-created.ts);
 * - the writes run only after every check passed; if one still fails, the ones made are put back.
 */
import { type CreatedItem, type UndoChange, type UndoRecord, actorFromUuid } from "../../applications/chat/cards";
import { storedCard } from "../../data/chat/types";
import type { CardWrite } from "./card-action";
import { isAugment, sectionLabel } from "../../data/item/augment/read";
import { type AugmentSystemSource, augmentStates, toAugmentState } from "../../data/item/augment/state";
import { type CounterBounds, type PathRevert, isUndoablePath, planRevert } from "../../rules/core/undo-plan";
import { checkPlacement } from "../../rules/cyborg/sections";
import { localize, notifyInfo } from "../../utils/notify";
import { createdItemConflicts } from "./undo-created";
import { type Refusal, forgedCard, refusal } from "./card-trust";
import { pathsNow, sourceValue } from "./undo-record";
import { undoChecksFail } from "./undo-checks";
import { packageId } from "../../constants";
import { portOf } from "../../ports/actor-port";

// The button and the record live in ./undo-action.ts and ./undo-record.ts; re-exported for callers that import Undo whole.
export { UNDO_ACTION, undoFromMessage } from "./undo-action";
export { type UndoExtras, undoRecord } from "./undo-record";

// The flag tells automation hooks that these writes are an undo, never a new trigger.
const UNDO_OPTIONS = { augmented: { undo: true } };

/** A path to revert: `hasApplied` false for a change stored without the value it wrote (restored as it is). */
interface Revert {
  path: string;
  previous: unknown;
  applied: unknown;
  hasApplied: boolean;
}

function fromChanges(changes: UndoChange[]): Revert[] {
  return changes.map((change) => ({ path: change.path, previous: change.previous ?? null, applied: change.applied ?? null, hasApplied: Object.hasOwn(change, "applied") }));
}

interface ReadRecord {
  actorUuid: string;
  actor: Revert[];
  items: Array<{ itemId: string; reverts: Revert[] }>;
  createdEffects: string[];
  deletedEffects: Array<Record<string, unknown>>;
  createdItems: CreatedItem[];
}

/**
 * The record's reverts, when it names only paths an undo may write; else null. Its shape is the card schema's
 * (src/data/chat/fields.ts `undoField`, validated when the card is stored, missing values filled with null).
 */
function readRecord(record: UndoRecord): ReadRecord | null {
  const actor = fromChanges(record.changes ?? []);
  const items = (record.itemChanges ?? []).map((entry) => ({ itemId: entry.itemId, reverts: fromChanges(entry.changes) }));
  // The running package's flag scope: the system's, or the dnd5e module's (its workflows write flags there).
  if (![...actor, ...items.flatMap((item) => item.reverts)].every((revert) => isUndoablePath(revert.path, packageId()))) return null;
  return { actorUuid: record.actorUuid, actor, items, createdEffects: record.createdEffects ?? [], deletedEffects: record.deletedEffects ?? [], createdItems: record.createdItems ?? [] };
}

/** Counters' bounds (CORE-4 three death saves, CORE-6 six exhaustion levels, HP up to the maximum). */
function boundsOf(actor: Actor.Implementation, path: string): CounterBounds | undefined {
  const paths = portOf(actor).paths;
  if (path === paths.death.failure || path === paths.death.success) return { min: 0, max: 3 };
  if (path === paths.exhaustion) return { min: 0, max: 6 };
  if (path === paths.hp.value) {
    const max = sourceValue(actor, paths.hp.max);
    return { min: 0, max: typeof max === "number" ? max : Number.MAX_SAFE_INTEGER };
  }
  return undefined;
}

/** How a path that changed since is named in the refusal. */
function pathLabel(path: string): string {
  const key = `AUGMENTED.Undo.Path.${path.replace(/^system\./, "").replace(`flags.${packageId()}.`, "").replace(/\./g, "_")}`;
  return game.i18n?.has(key) ? localize(key) : path;
}

interface UndoPlan {
  actor: Actor.Implementation;
  actorValues: Record<string, unknown>;
  actorBefore: Record<string, unknown>;
  items: Array<{ _id: string } & Record<string, unknown>>;
  itemsBefore: Array<{ _id: string } & Record<string, unknown>>;
  deleteEffects: string[];
  createEffects: Array<Record<string, unknown>>;
  deleteItems: string[];
}

function itemName(actor: Actor.Implementation, id: string): string {
  return actor.items.get(id)?.name ?? id;
}

/** Every check before any write: the plan, or why the undo is refused (naming each thing that changed). */
function planUndo(actor: Actor.Implementation, record: ReadRecord): UndoPlan | Refusal {
  const changed: string[] = [];
  const actorPaths: PathRevert[] = record.actor.map((revert) => {
    const bounds = boundsOf(actor, revert.path);
    return { ...revert, current: sourceValue(actor, revert.path), ...(bounds ? { bounds } : {}) };
  });
  const actorPlan = planRevert(actorPaths);
  if (!actorPlan.ok) changed.push(...actorPlan.conflicts.map((path) => localize("AUGMENTED.Undo.Changed.Actor", { what: pathLabel(path), name: actor.name ?? "" })));

  const items: UndoPlan["items"] = [];
  const itemsBefore: UndoPlan["itemsBefore"] = [];
  const patched = new Map<string, Record<string, unknown>>();
  for (const { itemId: id, reverts } of record.items) {
    const item = actor.items.get(id);
    if (!item) {
      changed.push(localize("AUGMENTED.Undo.Changed.ItemGone"));
      continue;
    }
    const plan = planRevert(reverts.map((revert) => ({ ...revert, current: sourceValue(item, revert.path) })));
    if (!plan.ok) {
      changed.push(...plan.conflicts.map((path) => localize("AUGMENTED.Undo.Changed.Item", { what: pathLabel(path), item: item.name ?? "" })));
      continue;
    }
    items.push({ _id: id, ...plan.values });
    itemsBefore.push({ _id: id, ...pathsNow(item, Object.keys(plan.values)) });
    patched.set(id, plan.values);
  }

  // A section the undo gives back must still be free (CY-SLOT-1/2): judged on the augments as they would be.
  const after = [...actor.items].filter((item) => isAugment(item)).map((item) => {
    const values = patched.get(item.id ?? "");
    // cast: an augment item's (isAugment above) source data: its system is the augment's source.
    const source = (item.toObject() as { system: AugmentSystemSource }).system;
    if (!values) return toAugmentState(item.id ?? "", item.name ?? "", source);
    // cast: the record's paths start with "system." or the running package's "flags.<id>." (checked by `readRecord`).
    const expanded = foundry.utils.expandObject(values) as { system?: object };
    const system = foundry.utils.mergeObject(structuredClone(source), expanded.system ?? {}, { inplace: false });
    // cast: the item's own source with the record's system paths merged in.
    return toAugmentState(item.id ?? "", item.name ?? "", system as AugmentSystemSource);
  });
  for (const id of patched.keys()) {
    const candidate = after.find((state) => state.id === id);
    const before = augmentStates(actor.items).find((state) => state.id === id);
    if (!candidate?.installedSection || before?.installedSection === candidate.installedSection) continue;
    const placement = checkPlacement(after, candidate);
    if (!placement.ok) {
      const blocker = placement.blockingAugmentId ? itemName(actor, placement.blockingAugmentId) : "";
      changed.push(
        placement.blockingAugmentId
          ? localize("AUGMENTED.Undo.Changed.Occupied", { section: sectionLabel(candidate.installedSection), augment: blocker, item: candidate.name })
          : localize("AUGMENTED.Undo.Changed.Item", { what: pathLabel("system.installedSection"), item: candidate.name }),
      );
    }
  }

  const createEffects = record.deletedEffects.filter((data) => {
    const id = typeof data._id === "string" ? data._id : null;
    if (id && actor.effects.has(id)) {
      changed.push(localize("AUGMENTED.Undo.Changed.EffectBack", { effect: actor.effects.get(id)?.name ?? id }));
      return false;
    }
    return true;
  });
  changed.push(...createdItemConflicts(actor, record.createdItems));
  if (changed.length > 0) return refusal("AUGMENTED.Undo.Conflict", { changes: changed.join(" ") });
  return {
    actor,
    actorValues: actorPlan.ok ? actorPlan.values : {},
    actorBefore: pathsNow(actor, Object.keys(actorPlan.ok ? actorPlan.values : {})),
    items,
    itemsBefore,
    deleteEffects: record.createdEffects.filter((id) => actor.effects.has(id)),
    createEffects,
    deleteItems: record.createdItems.map((entry) => entry.itemId),
  };
}

type Rollback = Array<() => Promise<unknown>>;

/** Deletes embedded documents of the actor, and on `rollback` what creates them again (their data, their ids). */
async function deleteEmbedded(actor: Actor.Implementation, name: "ActiveEffect" | "Item", ids: string[], rollback: Rollback): Promise<void> {
  if (ids.length === 0) return;
  const collection = name === "Item" ? actor.items : actor.effects;
  const removed = ids.map((id) => collection.get(id)?.toObject()).filter((data) => data !== undefined);
  // cast: the embedded operation types differ per collection; each carries the same undo flag.
  await actor.deleteEmbeddedDocuments(name, ids, UNDO_OPTIONS as never);
  // cast (both): the documents' source data as toObject() gave it; the options with the undo flag, as above.
  rollback.push(() => actor.createEmbeddedDocuments(name, removed as never, { keepId: true, ...UNDO_OPTIONS } as never));
}

/** The writes, in order; if one fails, those done are put back and the undo reports it failed. */
async function applyUndo(plan: UndoPlan): Promise<Refusal | void> {
  const { actor } = plan;
  // cast: the system's own operation flag (read back by src/documents/actor/hp-drop.ts and the follow-ups).
  const options = UNDO_OPTIONS as Actor.Database.UpdateOperation;
  const done: Rollback = [];
  let refused: Refusal;
  try {
    if (Object.keys(plan.actorValues).length > 0) {
      await actor.update(plan.actorValues, options);
      done.push(() => actor.update(plan.actorBefore, options));
    }
    if (plan.items.length > 0) {
      // cast (the `never`s below): the embedded operation types differ per collection; each carries the same flag.
      await actor.updateEmbeddedDocuments("Item", plan.items, options as never);
      // cast: as above: the same options, with the undo flag, for the item collection's revert.
      done.push(() => actor.updateEmbeddedDocuments("Item", plan.itemsBefore, options as never));
    }
    await deleteEmbedded(actor, "ActiveEffect", plan.deleteEffects, done);
    if (plan.createEffects.length > 0) {
      // cast: source data this system stored when it deleted the effects; keepId restores the same ids.
      await actor.createEmbeddedDocuments("ActiveEffect", plan.createEffects as never, { keepId: true, ...UNDO_OPTIONS } as never);
      const recreated = plan.createEffects.map((data) => data._id).filter((id): id is string => typeof id === "string");
      // cast: as above: the effect collection's delete options, carrying the same undo flag.
      done.push(() => actor.deleteEmbeddedDocuments("ActiveEffect", recreated, options as never));
    }
    // Last: the items the change created go once everything else is back.
    await deleteEmbedded(actor, "Item", plan.deleteItems, done);
    // All or nothing across clients: a write that landed after the plan and clashes with the undone state puts it all back.
    const clashes = undoChecksFail(actor);
    if (clashes.length === 0) return;
    refused = refusal("AUGMENTED.Undo.Conflict", { changes: clashes.join(" ") });
  } catch (error) {
    console.error(error);
    refused = refusal("AUGMENTED.Undo.Failed", { name: actor.name ?? "" });
  }
  for (const undo of done.reverse()) await undo().catch((rollbackError: unknown) => console.error(rollbackError));
  return refused;
}

/** The Undo transition, on the one writing client (./card-action.ts). */
export async function undoTransition(message: ChatMessage.Implementation, user: User.Implementation): Promise<Refusal | CardWrite> {
  if (!user.isGM) return refusal("AUGMENTED.Undo.GmOnly");
  const card = storedCard(message);
  if (card?.undone) return refusal("AUGMENTED.Undo.Already");
  // cast: the card's undo field: null, or an object of the schema's shape (src/data/chat/fields.ts `undoField`).
  const stored = card?.undo as UndoRecord | null | undefined;
  if (!stored) return refusal("AUGMENTED.Request.Unknown");
  const record = readRecord(stored);
  if (!record) return refusal("AUGMENTED.Undo.Malformed");
  const actor = await actorFromUuid(record.actorUuid);
  if (!actor) return refusal("AUGMENTED.Undo.Missing");
  const forged = forgedCard(message, actor);
  if (forged) return forged;
  const plan = planUndo(actor, record);
  if (!("actor" in plan)) return plan;
  const failed = await applyUndo(plan);
  if (failed) return failed;
  notifyInfo("AUGMENTED.Undo.Done", { name: actor.name ?? "" });
  return { state: { undone: true } };
}
