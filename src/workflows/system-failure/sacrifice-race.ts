/**
 * SF-2, CY-REP-2: a System Failure sacrifice racing an integrity save. Both read the augment intact, the sacrifice
 * writes it destroyed and out of its section, and the save's write ("damaged", with the history it read) lands
 * after it: left alone, the augment would end uninstalled and repairable while the card says destroyed and the
 * overdrive is granted. Foundry's updates are not a compare-and-set, so, as placements are
 * (../augment-install/placement-race.ts; docs/ARCHITECTURE.md, Trust), the race is settled after the fact from the
 * documents alone: the overdrive effect names the augment it cost (`flags.augmented.overdrive.augmentId`,
 * ./overdrive.ts), and while it exists that augment is destroyed and in no section. After any write to an augment
 * and after an overdrive is created, the one client acting for the actor puts a sacrificed augment back to
 * destroyed (the sacrifice wins), with the history entry the later write dropped. Undo's own writes are left
 * alone (it deletes the overdrive with them).
 */
import { packageId } from "../../constants";
import { augmentSystem, isAugment } from "../../data/item/augment/read";
import type { AugmentHistoryEntry } from "../../data/item/augment/state";
import { isActingClient } from "../../utils/acting-user";
import { localize } from "../../utils/notify";
import { serialQueue } from "../../utils/serial-queue";
import { overdriveRecord, overdrivesOf } from "./overdrive";

/** Update options of the settlement's own write. */
const SETTLED_OPTION = { augmented: { sacrificeSettled: true } };

const queue = serialQueue(() => `${packageId()} | System Failure settlement failed`);

function marked(options: unknown, key: "undo" | "sacrificeSettled"): boolean {
  // cast: the options Foundry passes to the hook, read structurally for the system's own `augmented` marks.
  return (options as { augmented?: Record<string, unknown> } | null)?.augmented?.[key] === true;
}

/** Puts every augment an overdrive of `actor` names back to destroyed and carried; the ids rewritten. */
export async function settleSacrifices(actor: Actor.Implementation): Promise<string[]> {
  const settled: string[] = [];
  for (const { record } of overdrivesOf(actor)) {
    const item = actor.items.get(record.augmentId);
    if (!item || !isAugment(item)) continue;
    const source = augmentSystem(item);
    if (source.integrity === "destroyed" && !source.installedSection) continue;
    const history: AugmentHistoryEntry[] = (source.history ?? []).map((entry) => ({ ...entry }));
    if (history.at(-1)?.action !== "destroyed") history.push({ action: "destroyed", worldTime: game.time?.worldTime ?? 0, note: localize("AUGMENTED.SystemFailure.HistoryNote", { name: actor.name ?? "" }) });
    // cast: flat stored paths of the augment model (src/data/item/augment.ts); the option marks this settlement.
    await item.update({ "system.integrity": "destroyed", "system.installedSection": null, "system.history": history } as Item.UpdateData, SETTLED_OPTION as Item.Database.UpdateOperation);
    settled.push(item.id ?? "");
  }
  return settled;
}

function settleQueued(actor: Actor.Implementation): Promise<void> {
  return queue(actor.uuid, () => settleSacrifices(actor));
}

/** updateItem listener (src/hooks/items.ts): an augment an overdrive names was written by someone else. */
export function onAugmentWritten(item: Item.Implementation, options: unknown): Promise<void> | undefined {
  if (!isAugment(item) || marked(options, "undo") || marked(options, "sacrificeSettled")) return undefined;
  // cast: an owned item's parent is the configured Actor class (src/index.ts).
  const actor = item.parent as Actor.Implementation | null;
  if (!actor || actor.documentName !== "Actor") return undefined;
  if (!overdrivesOf(actor).some(({ record }) => record.augmentId === item.id)) return undefined;
  const source = augmentSystem(item);
  if (source.integrity === "destroyed" && !source.installedSection) return undefined;
  if (!isActingClient(actor, null)) return undefined;
  return settleQueued(actor);
}

/** createActiveEffect listener (src/hooks/items.ts): an overdrive created after a write that undid its sacrifice. */
export function onOverdriveCreated(effect: ActiveEffect.Implementation): Promise<void> | undefined {
  const record = overdriveRecord(effect);
  // cast: an actor's effect's parent is the configured Actor class (src/index.ts).
  const actor = effect.parent as Actor.Implementation | null;
  if (!record || !actor || actor.documentName !== "Actor" || !isActingClient(actor, null)) return undefined;
  return settleQueued(actor);
}
