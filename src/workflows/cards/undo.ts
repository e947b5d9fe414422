/**
 * Undo (docs/ARCHITECTURE.md, Conventions): every automated change stores its reverse on its chat message
 * (`flags.augmented.undo`: the actor's uuid and the previous values of exactly the paths it changed, on the
 * actor and on its items, plus the effects it created or deleted). Only a GM can undo; the message is then
 * marked `undone` and its Undo button disappears.
 */
import { type ChatMessageLike, type UndoRecord, actorFromUuid, cardFlags, setCardFlags } from "../../applications/chat/cards";
import { notifyError, notifyInfo, notifyWarn } from "../../utils/notify";

/** What a change touched besides the actor's own paths. */
export interface UndoExtras {
  items?: Record<string, Record<string, unknown>>;
  createdEffects?: string[];
  deletedEffects?: Array<Record<string, unknown>>;
}

export function undoRecord(actor: { uuid: string }, previous: Record<string, unknown>, extras: UndoExtras = {}): UndoRecord {
  const record: UndoRecord = { actorUuid: actor.uuid, previous: { ...previous } };
  if (extras.items && Object.keys(extras.items).length > 0) record.items = structuredClone(extras.items);
  if (extras.createdEffects && extras.createdEffects.length > 0) record.createdEffects = [...extras.createdEffects];
  if (extras.deletedEffects && extras.deletedEffects.length > 0) record.deletedEffects = structuredClone(extras.deletedEffects);
  return record;
}

// The flag tells automation hooks that these writes are an undo, never a new trigger.
const UNDO_OPTIONS = { augmented: { undo: true } };

/** Reverse the change recorded on `message`. Returns true when it was undone. */
export async function undoFromMessage(message: ChatMessageLike): Promise<boolean> {
  if (!game.user?.isGM) {
    notifyError("AUGMENTED.Undo.GmOnly");
    return false;
  }
  const flags = cardFlags(message);
  const record = flags.undo;
  if (!record) return false;
  if (flags.undone) {
    notifyWarn("AUGMENTED.Undo.Already");
    return false;
  }
  const actor = await actorFromUuid(record.actorUuid);
  if (!actor) {
    notifyError("AUGMENTED.Undo.Missing");
    return false;
  }
  // cast: the system's own operation flag (read back by src/documents/actor/hp-drop.ts and the follow-ups).
  const options = UNDO_OPTIONS as unknown as Actor.Database.UpdateOperation;
  // cast (the `never`s below): the embedded operation types differ per collection; each carries the same flag.
  const created = (record.createdEffects ?? []).filter((id) => actor.effects.has(id));
  if (created.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", created, options as never);
  if (record.deletedEffects && record.deletedEffects.length > 0) {
    // cast: source data this system stored when it deleted the effects; keepId restores the same ids.
    await actor.createEmbeddedDocuments("ActiveEffect", record.deletedEffects as never, { keepId: true, ...UNDO_OPTIONS } as never);
  }
  const items = Object.entries(record.items ?? {})
    .filter(([id]) => actor.items.has(id))
    .map(([id, previous]) => ({ _id: id, ...previous }));
  if (items.length > 0) await actor.updateEmbeddedDocuments("Item", items, options as never);
  if (Object.keys(record.previous).length > 0) await actor.update(record.previous, options);
  await setCardFlags(message, { undone: true });
  notifyInfo("AUGMENTED.Undo.Done", { name: actor.name ?? "" });
  return true;
}
