/**
 * What the augment design (CY-DES-1..3) shows and registers: the design locks as flags, the rest contribution that
 * lifts them (registered at init), and the augment sheet's design panel with its Start button. The design check
 * and construction are ./design.ts.
 */
import { packageId } from "../../constants";
import { DESIGN_STATUSES, type DesignLock, type DesignStatus, designLockedFor, nextDesignStep, restClearsDesignLockout } from "../../rules/cyborg";
import { augmentSystem, designStatusOf } from "../../data/item/augment/read";
import { isAugmentItem } from "../../data/item/augment/state";
import { notifyWarn } from "../../utils/notify";
import { registerRestContribution } from "../rest/registry";
import { REST_COUNT_PATH, restCountOf, workerCandidates } from "../augment-work/worker";
import { DESIGN_LOCKS_FLAG, itemsWithLocks, registerLockIndex, storesLocks } from "./lock-index";

/**
 * Before per-design locks, a failed check set `flags.augmented.designLockout: true` on the actor, locking every
 * design; such a flag is still honoured for that actor until its next rest clears it.
 */
export const DESIGN_LOCKOUT_FLAG = "designLockout";
const LEGACY_LOCKOUT_PATH = `flags.${packageId()}.${DESIGN_LOCKOUT_FLAG}`;
export { DESIGN_LOCKS_FLAG, LOCKS_PATH } from "./lock-index";

type FlagReader = { getFlag(scope: never, key: never): unknown };

function legacyLockedOut(actor: FlagReader): boolean {
  // cast: the system's own flag scope and key; the community types only know core scopes.
  return actor.getFlag(packageId() as never, DESIGN_LOCKOUT_FLAG as never) === true;
}

/** The design's stored locks (malformed entries are skipped). */
export function designLocksOf(item: FlagReader): DesignLock[] {
  // cast: the system's own flag scope and key.
  const list = item.getFlag(packageId() as never, DESIGN_LOCKS_FLAG as never);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is DesignLock =>
      // cast (both): a non-null stored entry, its fields read to check that it is a DesignLock.
      typeof entry === "object" && entry !== null && typeof (entry as DesignLock).designer === "string" && Number.isInteger((entry as DesignLock).restCount),
  );
}

/** CY-DES-1: is `designer` locked out of this design (a failed check since its last rest)? */
export function designLockedOut(item: FlagReader, designer: Actor.Implementation): boolean {
  return legacyLockedOut(designer) || designLockedFor(designLocksOf(item), designer.uuid, restCountOf(designer));
}

/**
 * Whether some design anywhere in play holds a lock of `designer` that its next rest lifts. Locks live on the
 * designs, which may be another creature's (CY-WHO-1): the designer's own items, then every item in play that
 * stores locks (./lock-index.ts, which spares a walk through every actor's items on every rest).
 */
export function holdsDesignLock(designer: Actor.Implementation): boolean {
  const count = restCountOf(designer);
  const uuid = designer.uuid;
  // Only augments that store locks are read: a plain look at the flag first (most items store none), then the type test.
  const locks = (item: Item.Implementation): boolean => storesLocks(item) && isAugmentItem(item) && designLockedFor(designLocksOf(item), uuid, count);
  for (const item of designer.items) if (locks(item)) return true;
  for (const item of itemsWithLocks()) if (item.parent !== designer && locks(item)) return true;
  return false;
}

/**
 * CY-DES-1: a short or long rest counts toward the actor's rest count (which lifts every design lock it holds)
 * and clears an older whole-actor lockout, in the rest's one actor update. The count moves only while a lock
 * waits for it: a lock records the count when its check fails, so the rests of a creature that holds none need
 * not be counted, and a creature that never designs gets no flag at all.
 */
export function designRestContribution(actor: Actor.Implementation, restType: string): Record<string, unknown> {
  if (!restClearsDesignLockout(restType)) return {};
  const changes: Record<string, unknown> = {};
  if (holdsDesignLock(actor)) changes[REST_COUNT_PATH] = restCountOf(actor) + 1;
  if (legacyLockedOut(actor)) changes[LEGACY_LOCKOUT_PATH] = false;
  return changes;
}

/** Called once from registerHooks: the rest contribution that clears the lockout. */
export function registerDesign(): void {
  registerRestContribution(designRestContribution);
  registerLockIndex();
}

/**
 * A ready-made design: an augment taken from a compendium (Foundry records where in `_stats.compendiumSource`) is
 * a finished design, bought or found, never a blank to design.
 */
function readyMade(item: Item.Implementation): boolean {
  // cast: a structural read of the document's stats; only the compendium source is read.
  const stats = (item as { _stats?: { compendiumSource?: unknown } })._stats;
  return typeof stats?.compendiumSource === "string" && stats.compendiumSource !== "";
}

/** An augment a player may turn into a design draft: owned, carried, built, not ready-made and with nothing recorded yet. */
function canStartDesign(item: Item.Implementation): boolean {
  const system = augmentSystem(item);
  return item.actor !== null && item.isOwner && designStatusOf(item) === "built" && !readyMade(item) && !system.installedSection && (system.history ?? []).length === 0;
}

/**
 * A new augment in a character's inventory becomes a draft the player designs (CY-DES-1). Only an augment with
 * no history and not installed: a built augment with a past is never sent back to the drawing board.
 */
export async function startDesign(item: Item.Implementation): Promise<boolean> {
  if (!canStartDesign(item)) {
    notifyWarn("AUGMENTED.AugmentDesign.Disabled.notOwned");
    return false;
  }
  // cast: a dotted path map is valid update data.
  await item.update({ "system.designStatus": "draft" } as Item.UpdateData);
  return true;
}

/** What the augment sheet shows about the design: its status, the one button, and why it is disabled (labels are the template's). */
export interface DesignSheetView {
  show: boolean;
  /** Repair and upgrade apply to built augments only (CY-DES-2). */
  built: boolean;
  status: DesignStatus;
  /** GMs may set the status by hand (a design approved outside the workflow). */
  gmEditable: boolean;
  statuses: readonly DesignStatus[];
  /** The one button (its label, hint and icon are the template's): the step it starts, `start` making a draft. */
  button: { step: "start" | "check" | "construct"; disabled: boolean } | null;
  /** Why the button is disabled, or the lockout: the key under AUGMENTED.AugmentDesign.Disabled ("" when none). */
  reason: "" | "notOwned" | "notEditable" | "lockedOut";
  /** The locked-out designer's name, for the `lockedOut` reason. */
  actor: string;
}

export function designSheetView(item: Item.Implementation, editable: boolean): DesignSheetView {
  const status = designStatusOf(item);
  const actor = item.actor;
  const designed = augmentSystem(item).history?.some((entry) => entry.action === "design") === true;
  const view: DesignSheetView = {
    show: status !== "built" || designed,
    built: status === "built",
    status,
    // The status select is the GM's alone (the sheet shows it only to them).
    gmEditable: editable && game.user?.isGM === true,
    statuses: DESIGN_STATUSES,
    button: null,
    reason: "",
    actor: actor?.name ?? "",
  };
  const step = nextDesignStep(status);
  if (step === null) {
    if (editable && canStartDesign(item)) view.button = { step: "start", disabled: false };
    return view;
  }
  view.button = { step, disabled: false };
  if (actor === null) view.reason = "notOwned";
  else if (!editable || !actor.isOwner) view.reason = "notEditable";
  // CY-DES-1: the cyborg's own lock on this design, read only when a check is the next step (a built augment's
  // sheet, the usual one, has no lock to show); another creature the user controls may still try.
  else if (step === "check" && designLockedOut(item, actor)) {
    // Locked only for the cyborg: with another creature to ask, the button stays enabled.
    view.reason = "lockedOut";
    view.button.disabled = workerCandidates(actor).length <= 1;
    return view;
  }
  view.button.disabled = view.reason !== "";
  return view;
}
