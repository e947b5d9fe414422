/**
 * CORE-4: damage taken at 0 HP costs a death save failure (two on a critical hit). World setting
 * `deathSaveOnDamage`:
 * - `auto`: applyDamage recorded the failures in its update; the acting client posts a card with Undo;
 * - `prompt` (default): the acting client posts a card with a "Record failure" button for the owner or GM;
 *   recording posts a result card with Undo;
 * - `off`: nothing is recorded or posted.
 * Told by `augmented.hpDrop` (src/documents/actor/hp-drop.ts); runs on exactly one client: the one `isActingClient`
 * picks for the change (src/utils/acting-user.ts).
 */
import { actorFromUuid, postCard } from "../../applications/chat/cards";
import { storedCardOf } from "../../data/chat/types";
import type { DeathSaveCardData } from "./card-kind";
import type { DamageUpdateInfo, HpDrop } from "../../documents/actor/hp-drop";
import { cardText } from "../../data/chat/card-text";
import { portOf } from "../../ports/actor-port";
import { addDeathSaveFailures } from "../../rules/core/death-saves";
import { type CardWrite, clickCard } from "../cards/card-action";
import { type Refusal, forgedCard, mayActFor, refusal } from "../cards/card-trust";
import { isActingClient } from "../../utils/acting-user";
import { undoRecord } from "../cards/undo";
import { changedPaths, hpPathValues } from "../damage/actor-paths";


/** The prompt card's action: its button and its transition (declared by ./card-kind.ts). */
export const RECORD_DEATH_SAVE_ACTION = "recordDeathSaveFailure";

type FollowUpActor = Actor.Implementation;

/** `augmented.hpDrop` (every client): damage applyDamage dealt at 0 HP costs death save failures. */
export async function onHpDropDeathSave(actor: FollowUpActor, drop: HpDrop, userId: string | null): Promise<void> {
  if (drop.damage) await damageFollowUp(actor, drop.damage, userId);
}

export async function damageFollowUp(actor: FollowUpActor, info: DamageUpdateInfo, triggeringUserId: string | null): Promise<void> {
  if (info.failuresRecorded === 0 && info.failuresDue === 0) return;
  if (!isActingClient(actor, triggeringUserId)) return;
  const name = actor.name ?? "";
  if (info.failuresRecorded > 0) {
    const lines = [cardText("AUGMENTED.DeathSave.FromDamage", { name }, info.failuresRecorded)];
    if (info.dead) lines.push(cardText("AUGMENTED.DeathSave.Died", { name }));
    await postCard(
      { kind: "death-save", title: cardText("AUGMENTED.DeathSave.Title"), lines },
      { actor, state: { undo: undoRecord(actor, info.previous) } },
    );
    return;
  }
  if (info.mode !== "prompt") return;
  await postCard(
    {
      kind: "death-save",
      title: cardText("AUGMENTED.DeathSave.Title"),
      lines: [cardText("AUGMENTED.DeathSave.Due", { name }, info.failuresDue)],
      buttons: [{ action: RECORD_DEATH_SAVE_ACTION, label: cardText("AUGMENTED.DeathSave.Record"), icon: "fa-solid fa-skull" }],
    },
    { actor, state: { deathSaveDue: { actorUuid: actor.uuid, failures: info.failuresDue } } },
  );
}

/**
 * The "Record failure" transition (./card-action.ts: once, on the one writing client). The failures due are
 * recomputed from the card only when its author could have recorded them (a GM, or an owner of the actor:
 * src/workflows/cards/card-trust.ts), and only 1 or 2 (CORE-4: two on a critical hit); the requester must own the
 * actor or be a GM; the actor must still be dying.
 */
export async function recordTransition(message: ChatMessage.Implementation, user: User.Implementation): Promise<Refusal | CardWrite> {
  const card = storedCardOf<DeathSaveCardData>(message, "deathSave");
  const due = card?.deathSaveDue;
  // The card type's schema (./card-kind.ts) holds the record's shape.
  if (!card || !due) return refusal("AUGMENTED.Request.Unknown");
  if (card.resolved) return refusal("AUGMENTED.Chat.AlreadyResolved");
  const actor = await actorFromUuid(due.actorUuid);
  if (!actor) return refusal("AUGMENTED.Undo.Missing");
  const forged = forgedCard(message, actor);
  if (forged) return forged;
  if (!mayActFor(user, actor)) return refusal("AUGMENTED.Notify.NotOwner", { name: actor.name ?? "" });
  if (due.failures !== 1 && due.failures !== 2) return refusal("AUGMENTED.Card.BadArguments");
  const port = portOf(actor);
  const current = port.deathSaves;
  if (!current || port.hp.value > 0) return refusal("AUGMENTED.DeathSave.NotDying", { name: actor.name ?? "" });
  const next = addDeathSaveFailures(current, due.failures);
  // The HP stay as they are: only the tally's paths can differ.
  const { previous, changes } = changedPaths(hpPathValues(port.paths, port.hp, current), hpPathValues(port.paths, port.hp, next));
  if (Object.keys(changes).length > 0) await actor.update(changes);
  const name = actor.name ?? "";
  const lines = [cardText("AUGMENTED.DeathSave.FromDamage", { name }, next.failure - current.failure)];
  if (next.failure >= 3) lines.push(cardText("AUGMENTED.DeathSave.Died", { name }));
  const undo = Object.keys(previous).length > 0;
  await postCard(
    { kind: "death-save", title: cardText("AUGMENTED.DeathSave.Title"), lines },
    { actor, state: undo ? { undo: undoRecord(actor, previous) } : {} },
  );
  return { state: { resolved: true } };
}

/** The "Record failure" button: the owner or a GM records the failures due, once. */
export function recordDeathSaveFailures(message: ChatMessage.Implementation, html?: HTMLElement): Promise<boolean> {
  return clickCard(message, RECORD_DEATH_SAVE_ACTION, {}, html);
}
