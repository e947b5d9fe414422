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
import { type ChatMessageLike, actorFromUuid, cardFlags, postCard } from "../../applications/chat/cards";
import type { DamageUpdateInfo, HpDrop } from "../../documents/actor/hp-drop";
import { ensureCanModify, localize, localizeCount, notifyWarn } from "../../utils/notify";
import { hasDeathSaves, readDeathSaves, readHp, systemOf } from "../../documents/actor/system-view";
import { addDeathSaveFailures } from "../../rules/core/death-saves";
import { markCardResolved, registerResolvableCard } from "../cards/resolve-card";
import { isActingClient } from "../../utils/acting-user";
import { undoRecord } from "../cards/undo";

export const RECORD_DEATH_SAVE_ACTION = "recordDeathSaveFailure";
/** The prompt card's kind for `markCardResolved` (its flag key). */
export const DEATH_SAVE_CARD = "deathSaveDue";

/** Called once from registerHooks(): the prompt card can be closed by its actor's owner. */
export function registerDeathSaveCards(): void {
  registerResolvableCard(DEATH_SAVE_CARD, { actorUuid: (flags) => flags.deathSaveDue?.actorUuid });
}

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
    const lines = [localizeCount("AUGMENTED.DeathSave.FromDamage", info.failuresRecorded, { name })];
    if (info.dead) lines.push(localize("AUGMENTED.DeathSave.Died", { name }));
    await postCard(
      { kind: "death-save", title: localize("AUGMENTED.DeathSave.Title"), lines, undo: true },
      { actor, flags: { undo: undoRecord(actor, info.previous) } },
    );
    return;
  }
  if (info.mode !== "prompt") return;
  await postCard(
    {
      kind: "death-save",
      title: localize("AUGMENTED.DeathSave.Title"),
      lines: [localizeCount("AUGMENTED.DeathSave.Due", info.failuresDue, { name })],
      buttons: [{ action: RECORD_DEATH_SAVE_ACTION, label: localize("AUGMENTED.DeathSave.Record"), icon: "fa-solid fa-skull" }],
    },
    { actor, flags: { deathSaveDue: { actorUuid: actor.uuid, failures: info.failuresDue } } },
  );
}

/** The "Record failure" button of a prompt card: the owner or a GM records the failures due. */
export async function recordDeathSaveFailures(message: ChatMessageLike): Promise<boolean> {
  const flags = cardFlags(message);
  const due = flags.deathSaveDue;
  if (!due) return false;
  if (flags.resolved) {
    notifyWarn("AUGMENTED.Chat.AlreadyResolved");
    return false;
  }
  const actor = await actorFromUuid(due.actorUuid);
  if (!actor || !ensureCanModify(actor)) return false;
  const view = systemOf(actor);
  if (!hasDeathSaves(view) || readHp(view).value > 0) {
    notifyWarn("AUGMENTED.DeathSave.NotDying", { name: actor.name ?? "" });
    return false;
  }
  const current = readDeathSaves(view);
  const next = addDeathSaveFailures(current, due.failures);
  const previous: Record<string, number> = {};
  const changes: Record<string, number> = {};
  for (const key of ["success", "failure"] as const) {
    if (next[key] !== current[key]) {
      previous[`system.attributes.death.${key}`] = current[key];
      changes[`system.attributes.death.${key}`] = next[key];
    }
  }
  if (Object.keys(changes).length > 0) await actor.update(changes);
  await markCardResolved(message, DEATH_SAVE_CARD);
  const name = actor.name ?? "";
  const lines = [localizeCount("AUGMENTED.DeathSave.FromDamage", next.failure - current.failure, { name })];
  if (next.failure >= 3) lines.push(localize("AUGMENTED.DeathSave.Died", { name }));
  await postCard(
    { kind: "death-save", title: localize("AUGMENTED.DeathSave.Title"), lines, undo: Object.keys(previous).length > 0 },
    { actor, flags: Object.keys(previous).length > 0 ? { undo: undoRecord(actor, previous) } : {} },
  );
  return true;
}
