/**
 * Undo (DESIGN.md, Conventions): every automated change stores its reverse on its chat message
 * (`flags.augmented.undo`: the actor's uuid and the previous values of exactly the paths it changed). Only a
 * GM can undo; the message is then marked `undone` and its Undo button disappears.
 */
import { type ChatMessageLike, type UndoRecord, actorFromUuid, cardFlags, setCardFlags } from "../applications/chat/cards";
import { notifyError, notifyInfo, notifyWarn } from "../documents/actor/notify";

export function undoRecord(actor: { uuid: string }, previous: Record<string, unknown>): UndoRecord {
  return { actorUuid: actor.uuid, previous: { ...previous } };
}

/** Reverse the change recorded on `message`. Returns true when it was undone. */
export async function undoFromMessage(message: ChatMessageLike): Promise<boolean> {
  if (!game.user?.isGM) {
    notifyError("AUGMENTED.Undo.GmOnly");
    return false;
  }
  const flags = cardFlags(message);
  if (!flags.undo) return false;
  if (flags.undone) {
    notifyWarn("AUGMENTED.Undo.Already");
    return false;
  }
  const actor = await actorFromUuid(flags.undo.actorUuid);
  if (!actor) {
    notifyError("AUGMENTED.Undo.Missing");
    return false;
  }
  // The flag tells automation hooks that this update is an undo, never a new trigger.
  await actor.update(flags.undo.previous, { augmented: { undo: true } } as Actor.Database.UpdateOperation);
  await setCardFlags(message, { undone: true });
  notifyInfo("AUGMENTED.Undo.Done", { name: actor.name ?? "" });
  return true;
}
