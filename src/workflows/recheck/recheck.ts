/**
 * docs/ARCHITECTURE.md, Trust: every workflow re-checks after each await what it read before it. A workflow takes a
 * `StateWatch` when it has decided what to do (the actor and the item exist, the combat state, the augment's
 * state with its uses and design status, the sections its other augments take, the money, and anything else it
 * names), and calls `watch.holds()` after each dialog, roll or request and right before it writes. At the first
 * difference the user is told what changed and that nothing was charged or changed, and the workflow stops.
 * The comparison is of plain snapshots (JSON), so a change and its reversal while waiting count as no change.
 */
import { designStatusOf, isAugment, otherAugments, stateOf } from "../../data/item/augment/read";
import { notifyWarn } from "../../utils/notify";
import { portOf } from "../../ports/actor-port";

/** What moved: the lang key under AUGMENTED.Recheck naming it. */
export type RecheckReason = "ActorGone" | "ItemGone" | "WorkerGone" | "WorkerNotYours" | "Combat" | "Augment" | "Sections" | "Purse" | "Changed";

export interface WatchTargets {
  actor: Actor.Implementation;
  /** An item of the actor the workflow works on: it must stay on the actor, and (an augment) keep its state. */
  item?: Item.Implementation | null;
  /** The actor's combat state (CY-INS-1, CY-REM-1, CY-REP-1, CY-UPG-1 allow work outside combat only). */
  combat?: boolean;
  /** The actor's other augments (which sections are taken: CY-SLOT-1..4). */
  sections?: boolean;
  /** The actor's coins (CORE-8). */
  purse?: boolean;
  /** Anything else the workflow read, by name (reported as "Changed"). */
  extra?: Record<string, () => unknown>;
}

interface Probe {
  reason: RecheckReason;
  read(): unknown;
}

/** Whether the actor is still in the world (a world actor) or on its scene (an unlinked token's actor). */
export function actorExists(actor: Actor.Implementation): boolean {
  if (!actor.id) return false;
  if (actor.isToken) {
    const token = actor.token;
    const scene = token?.parent;
    return !!token?.id && (!scene || scene.tokens.has(token.id));
  }
  return game.actors?.has(actor.id) === true;
}

/** Whether `item` is still embedded in `actor`. */
export function itemOnActor(actor: Actor.Implementation, item: Item.Implementation): boolean {
  return !!item.id && actor.items.has(item.id);
}

function snapshot(value: unknown): string {
  return JSON.stringify(value) ?? "undefined";
}

function probesFor(targets: WatchTargets): Probe[] {
  const { actor, item } = targets;
  const probes: Probe[] = [{ reason: "ActorGone", read: () => actorExists(actor) }];
  const owned = item && item.parent === actor;
  if (owned) {
    probes.push({ reason: "ItemGone", read: () => itemOnActor(actor, item) });
    if (isAugment(item)) probes.push({ reason: "Augment", read: () => [stateOf(item), designStatusOf(item)] });
  }
  if (targets.combat) probes.push({ reason: "Combat", read: () => actor.inCombat === true });
  if (targets.sections) {
    const self = { id: owned ? item.id : null, parent: owned ? actor : null };
    probes.push({ reason: "Sections", read: () => otherAugments(actor, self).map((state) => [state.id, state.installedSection, state.sectionKind]) });
  }
  if (targets.purse) probes.push({ reason: "Purse", read: () => portOf(actor).currency ?? {} });
  for (const read of Object.values(targets.extra ?? {})) probes.push({ reason: "Changed", read });
  return probes;
}

/** What a workflow read, snapshot when it decided: `holds()` after each await. */
export interface StateWatch {
  /**
   * CY-WHO-1: the creature chosen to do the work (asked after the snapshot was taken) must still exist, and still
   * be the user's to command, at every later check. Compared against what it must be, not against a snapshot: a
   * worker deleted while the "who does the work" dialog itself was open fails the very next `holds()`.
   */
  watchWorker(worker: Actor.Implementation): void;
  /** True when nothing moved; else the user is told what did (nothing was charged or changed) and false. */
  holds(): boolean;
}

/** Snapshot what a workflow read (see WatchTargets); check it with `holds()` after each await. */
export function watchState(targets: WatchTargets): StateWatch {
  const probes = probesFor(targets);
  const before = probes.map((probe) => snapshot(probe.read()));
  let worker: Actor.Implementation | null = null;
  return {
    watchWorker(chosen) {
      if (chosen === targets.actor || worker !== null) return;
      worker = chosen;
      probes.push({ reason: "WorkerGone", read: () => actorExists(chosen) }, { reason: "WorkerNotYours", read: () => chosen.isOwner === true });
      before.push(snapshot(true), snapshot(true));
    },
    holds() {
      // What moved since the snapshot: the first difference, in the order actor, item, combat… (an actor or item
      // that is gone makes every later probe meaningless: that is reported first).
      const moved = probes.find((probe, i) => snapshot(probe.read()) !== before[i]);
      if (!moved) return true;
      notifyWarn(`AUGMENTED.Recheck.${moved.reason}`, { actor: targets.actor.name ?? "", item: targets.item?.name ?? "", worker: worker?.name ?? "" });
      return false;
    },
  };
}

/**
 * Writes to `item` of `actor`, unless another client deletes it while the write travels (the re-check before the
 * write may pass and the deletion still land first; Foundry refuses a write to a document that is gone). Then the user
 * is told the item is gone and false comes back; any other failure is thrown as it was.
 */
export async function writeUnlessGone(actor: Actor.Implementation, item: Item.Implementation, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (itemOnActor(actor, item)) throw error;
    notifyWarn("AUGMENTED.Recheck.ItemGone", { actor: actor.name ?? "", item: item.name ?? "" });
    return false;
  }
}

/**
 * Runs a write to `actor` (or one of its items) and tells the user, instead of throwing, when the actor was
 * deleted meanwhile (Foundry refuses a write to a document that is gone): false then. Any other failure is thrown
 * as it was.
 */
export async function actorWriteUnlessGone(actor: Actor.Implementation, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (actorExists(actor)) throw error;
    notifyWarn("AUGMENTED.Recheck.ActorGone", { actor: actor.name ?? "" });
    return false;
  }
}
