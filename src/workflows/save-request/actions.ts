/**
 * The save request's Roll save button (GF-UPG-11, CY-ATK-3). The target's owner (or a GM) clicks it: their own
 * client asks the roll dialog and rolls the save (their choices and their dice, as any roll of their own actor),
 * then sends the roll as a card transition (src/workflows/cards/card-action.ts: once, on the one writing client,
 * a compare-and-set on the card's version). There, nothing on the card is taken at its word: the card's author
 * must own the acting actor, the requester must own the target, the DC comes from the acting actor's and item's
 * documents through the registered source (and must be the one the card showed), the roll must be one d20 test
 * whose total its formula can give, and the result is recorded once (rules/core/save-request.ts): the transition
 * returns what the card becomes and the card's one compare-and-set writes it with the next version. What follows
 * (the laser's damage) is the source's, on the same client. Cancelling the dialog, or any refusal, creates
 * nothing.
 */
import { actorFromUuid } from "../../applications/chat/cards";
import { storedCard, storedCardOf } from "../../data/chat/types";
import { withinFormula } from "../../applications/chat/damage-card";
import { type RolledDie, d20TestShape, recordSaveResult } from "../../rules/core/save-request";
import { cardText } from "../../data/chat/card-text";
import { notifyError, notifyWarn } from "../../utils/notify";
import { type CardWrite, clickCard } from "../cards/card-action";
import { type Refusal, forgedCard, mayActFor, refusal } from "../cards/card-trust";
import { isAbilityId } from "../../rules/core/abilities";
import { portOf } from "../../ports/actor-port";
import { ROLL_SAVE_ACTION } from "./post";
import type { SaveRequestCardData, SaveRequestState } from "./card-kind";
import { saveSource } from "./sources";
import { MAX_SAVE_DC } from "../../rules/core/feature-dc";

/** A roll's JSON is a few hundred characters; anything far longer is not a save. */
const MAX_ROLL_JSON = 20_000;

export function saveRequestOf(message: ChatMessage.Implementation): SaveRequestState | null {
  return storedCardOf<SaveRequestCardData>(message, "saveRequest")?.saveRequest ?? null;
}

/** The Roll save button, on the clicking client. */
export async function onRollSaveClick(message: ChatMessage.Implementation, _button: HTMLElement, html?: HTMLElement): Promise<unknown> {
  const state = saveRequestOf(message);
  if (!state) return null;
  if (state.result) {
    notifyWarn("AUGMENTED.Chat.AlreadyResolved");
    return null;
  }
  const target = await actorFromUuid(state.targetUuid);
  if (!target) {
    notifyError("AUGMENTED.SaveRequest.NoTarget", { target: state.targetName });
    return null;
  }
  if (!mayActFor(game.user, target)) {
    notifyError("AUGMENTED.Notify.NotOwner", { name: target.name ?? "" });
    return null;
  }
  // The target's own save, by its host's rules and dialog (the system's d20 test; dnd5e's rollSavingThrow).
  if (!isAbilityId(state.ability)) return null;
  const roll = (await portOf(target).rollSave(state.ability, { dialog: true }))?.roll;
  if (!roll) return null;
  return clickCard(message, ROLL_SAVE_ACTION, { roll: JSON.stringify(roll.toJSON()) }, html);
}

/** The transition's arguments: the roll's JSON, as a string of sensible length. */
export function rollSaveArgs(raw: Record<string, unknown>): Record<string, string> | null {
  return typeof raw.roll === "string" && raw.roll.length > 0 && raw.roll.length <= MAX_ROLL_JSON ? { roll: raw.roll } : null;
}

/** The roll sent, rebuilt and checked: one d20 test whose total its formula can give; else null. */
async function checkedRoll(json: string): Promise<{ roll: Roll; total: number; natural: number } | null> {
  let roll: Roll;
  try {
    // cast: the configured Roll class (CONFIG.Dice.rolls) is Roll.
    roll = Roll.fromJSON(json) as Roll;
  } catch {
    return null;
  }
  const total = roll.total;
  if (typeof total !== "number" || !Number.isFinite(total)) return null;
  // cast: a Die's public fields (faces, number, modifiers, results), read as plain data.
  const shape = d20TestShape(roll.dice as unknown as RolledDie[]);
  if (!shape.ok || !(await withinFormula(roll))) return null;
  return { roll, total, natural: shape.natural };
}

/** The Roll save transition (declared by ./card-kind.ts), on the one writing client. */
export async function rollSaveTransition(message: ChatMessage.Implementation, user: User.Implementation, rollJson: string): Promise<Refusal | CardWrite> {
  const state = saveRequestOf(message);
  if (!state || storedCard(message)?.undone) return refusal("AUGMENTED.Request.Unknown");
  if (state.result) return refusal("AUGMENTED.Chat.AlreadyResolved");
  const actor = await actorFromUuid(state.actorUuid);
  if (!actor) return refusal("AUGMENTED.SaveRequest.Gone", { target: state.targetName });
  // The use that asked was undone (its use given back): nothing follows from it any more.
  const use = state.useMessageId ? game.messages?.get(state.useMessageId) : null;
  if (state.useMessageId && (!use || storedCard(use)?.undone)) return refusal("AUGMENTED.SaveRequest.Undone", { target: state.targetName });
  const forged = forgedCard(message, actor);
  if (forged) return forged;
  const target = await actorFromUuid(state.targetUuid);
  if (!target) return refusal("AUGMENTED.SaveRequest.NoTarget", { target: state.targetName });
  if (!mayActFor(user, target)) return refusal("AUGMENTED.Request.NotAllowed");
  const item = actor.items.get(state.itemId);
  const source = saveSource(state.source);
  const dc = item && source ? source.dc(actor, item) : null;
  if (!item || !source || dc === null) return refusal("AUGMENTED.SaveRequest.Gone", { target: state.targetName });
  // R6: a DC above what the rules can give comes from a number the GM's client cannot vouch for (a stored bonus
  // or a formula the player wrote): nothing is recorded against it, and the GM is told.
  if (dc > MAX_SAVE_DC) {
    notifyWarn("AUGMENTED.SaveRequest.DcOutOfRules", { item: item.name, dc, max: MAX_SAVE_DC, actor: actor.name ?? "" });
    return refusal("AUGMENTED.SaveRequest.DcOutOfRules", { item: item.name, dc, max: MAX_SAVE_DC, actor: actor.name ?? "" });
  }
  // The card must have shown the DC the documents give: a card claiming another is not what its author could post.
  if (dc !== state.dc) return refusal("AUGMENTED.SaveRequest.DcMismatch", { item: item.name });
  const checked = await checkedRoll(rollJson);
  if (!checked) return refusal("AUGMENTED.SaveRequest.BadRoll");
  const recorded = recordSaveResult(null, checked, dc);
  if (!recorded.ok) return refusal("AUGMENTED.Chat.AlreadyResolved");
  const { record } = recorded;
  const targetName = target.name ?? state.targetName;
  const ability = cardText(`AUGMENTED.Ability.${state.ability}.long`);
  // cast: the card type's schema (./card-kind.ts) holds `view` with these fields.
  const view = (message.system as unknown as { view: Record<string, unknown> }).view;
  const follow = source.follow ? await source.follow({ actor, item, target, saved: record.saved }) : [];
  // What the card becomes, committed with its next version by the card's one compare-and-set (card-action.ts).
  return {
    state: { saveRequest: { ...state, result: { ...record, userId: user.id ?? "" } } },
    message: {
      "system.view": {
        ...view,
        lines: [cardText(record.saved ? "AUGMENTED.SaveRequest.Saved" : "AUGMENTED.SaveRequest.Failed", { target: targetName }), ...follow],
        rolls: [{ label: cardText("AUGMENTED.SaveRequest.RollLabel", { target: targetName, ability }), dc, success: record.saved }],
        buttons: [],
      },
      rolls: [checked.roll],
    },
  };
}
