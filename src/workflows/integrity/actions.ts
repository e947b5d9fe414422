/**
 * The integrity card's buttons, its per-viewer rendering and the transitions they ask for (CY-INT-1/2).
 *
 * Roll and Pick are card transitions (src/workflows/cards/card-action.ts): carried out once, on the one writing
 * client (the active GM's; with no GM, the card's author for its own card), which re-reads the card and
 * re-checks everything for the user who asked (flow.ts) and for the card's author (card-trust.ts) before
 * anything changes: a forged card or request for someone else's actor does nothing. With no GM connected and
 * nobody else able to write the card, it stays pending, says so, and a GM finishes it later from the card.
 * The card's class declares them and draws the card for each viewer (./card-kind.ts).
 */
import { actorFromUuid } from "../../applications/chat/cards";
import { storedCard, storedCardOf } from "../../data/chat/types";
import { notifyError, notifyWarn } from "../../utils/notify";
import { type CardWrite, clickCard } from "../cards/card-action";
import { type Refusal, forgedCard, refusal } from "../cards/card-trust";
import { isCurrentCandidate } from "./candidates";
import { automationMode } from "../../settings";
import { DC_ACTION, DC_FIELD, PICK_ACTION, ROLL_ACTION } from "./card";
import type { IntegrityCardData } from "./card-kind";
import { type Asker, type IntegrityCardState, mayPick, mayRoll, setDc } from "../../rules/cyborg/integrity-flow";
import { askerFor, performPick, performRoll, performSetDc } from "./steps";

/**
 * The integrity card's state, or null when the message is no integrity card. Its shape is the card schema's to hold
 * (./card-kind.ts): a card that does not fit it is never created or updated.
 */
export function integrityState(message: { type?: unknown; system?: unknown }): IntegrityCardState | null {
  return storedCardOf<IntegrityCardData>(message, "integrity")?.integrity ?? null;
}

/** The card's state and actor, or null (with a message) when the card or its actor is gone. */
async function loadCard(message: ChatMessage.Implementation): Promise<{ state: IntegrityCardState; actor: Actor.Implementation } | null> {
  const state = integrityState(message);
  if (!state) return null;
  const actor = await actorFromUuid(state.actorUuid);
  if (!actor) {
    notifyError("AUGMENTED.Integrity.Error.noActor");
    return null;
  }
  return { state, actor };
}

/** The DC typed in the card's GM-only field, when it differs from the stored one. Null: unchanged or absent. */
function typedDc(button: HTMLElement): number | null {
  const input = button.closest(".chat-card")?.querySelector<HTMLInputElement>(`input[name=${DC_FIELD}]`);
  if (!input || input.value.trim() === "") return null;
  return Number(input.value);
}

/** The Roll button. */
export async function onRollClick(message: ChatMessage.Implementation, button: HTMLElement, html?: HTMLElement): Promise<unknown> {
  const loaded = await loadCard(message);
  if (!loaded) return null;
  const { state, actor } = loaded;
  const asker = askerFor(game.user, actor);
  if (!mayRoll(asker)) {
    notifyError("AUGMENTED.Notify.NotOwner", { name: actor.name ?? "" });
    return null;
  }
  if (state.stage !== "save") {
    notifyWarn("AUGMENTED.Chat.AlreadyResolved");
    return null;
  }
  // A GM's typed DC travels with the Roll: set and rolled in one step of the card (CY-INT-1 "GM DC").
  const dc = asker.isGM ? typedDc(button) : null;
  return clickCard(message, ROLL_ACTION, dc !== null && dc !== state.dc ? { dc: String(dc) } : {}, html);
}

/** A candidate's button (CY-INT-2). */
export async function onPickClick(message: ChatMessage.Implementation, button: HTMLElement, html?: HTMLElement): Promise<unknown> {
  const loaded = await loadCard(message);
  if (!loaded) return null;
  const { state, actor } = loaded;
  const asker = askerFor(game.user, actor);
  if (!mayPick(state, asker)) {
    notifyError("AUGMENTED.Integrity.Error.notAllowed");
    return null;
  }
  if (state.stage !== "pick") {
    notifyWarn("AUGMENTED.Chat.AlreadyResolved");
    return null;
  }
  return clickCard(message, PICK_ACTION, { augmentId: button.dataset.augmentId ?? "" }, html);
}

/** The GM-only DC field: a GM's change is saved at once (bad input is refused and the field reset). */
export async function onDcChange(message: ChatMessage.Implementation, input: HTMLInputElement): Promise<void> {
  const loaded = await loadCard(message);
  if (!loaded) return;
  const changed = await clickCard(message, DC_ACTION, { dc: input.value.trim() });
  if (!changed) input.value = String(loaded.state.dc);
}

/** The card, its state and actor for a transition, or why not (gone, undone, or forged by its author). */
async function transitionContext(message: ChatMessage.Implementation, user: User.Implementation): Promise<{ state: IntegrityCardState; actor: Actor.Implementation; asker: Asker } | Refusal> {
  const state = integrityState(message);
  if (!state || storedCard(message)?.undone) return refusal("AUGMENTED.Request.Unknown");
  const actor = await actorFromUuid(state.actorUuid);
  if (!actor) return refusal("AUGMENTED.Integrity.Error.noActor");
  const forged = forgedCard(message, actor);
  if (forged) return forged;
  return { state, actor, asker: askerFor(user, actor) };
}

/** The Roll transition (declared by ./card-kind.ts), on the one writing client. */
export async function rollTransition(message: ChatMessage.Implementation, user: User.Implementation, typedDc: number | null): Promise<Refusal | CardWrite> {
  const context = await transitionContext(message, user);
  if ("key" in context) return context;
  if (context.state.stage !== "save") return refusal("AUGMENTED.Chat.AlreadyResolved");
  if (!mayRoll(context.asker)) return refusal("AUGMENTED.Request.NotAllowed");
  let state = context.state;
  if (typedDc !== null && typedDc !== state.dc) {
    const changed = setDc(state, typedDc, context.asker);
    if (!changed.ok) return refusal(`AUGMENTED.Integrity.Error.${changed.error}`);
    state = changed.state;
  }
  const into: CardWrite = {};
  const written = await performRoll(context.actor, state, message, context.asker, automationMode("integritySave"), into);
  if (!written) return refusal("AUGMENTED.Card.Cancelled");
  return into;
}

/** The DC transition (the GM's edit of the card's field before the roll). */
export async function dcTransition(message: ChatMessage.Implementation, user: User.Implementation, dc: number): Promise<Refusal | CardWrite> {
  const context = await transitionContext(message, user);
  if ("key" in context) return context;
  const into: CardWrite = {};
  const changed = await performSetDc(context.actor, context.state, message, dc, context.asker, into);
  if (!changed) return refusal("AUGMENTED.Card.Cancelled");
  return into;
}

/** The Pick transition (declared by ./card-kind.ts), on the one writing client; `augmentId` already validated. */
export async function pickTransition(message: ChatMessage.Implementation, user: User.Implementation, augmentId: string): Promise<Refusal | CardWrite> {
  const context = await transitionContext(message, user);
  if ("key" in context) return context;
  if (context.state.stage !== "pick") return refusal("AUGMENTED.Chat.AlreadyResolved");
  if (!mayPick(context.state, context.asker)) return refusal("AUGMENTED.Request.NotAllowed");
  const still = isCurrentCandidate(context.actor, context.state.source, augmentId, context.state.target?.augmentId ?? null);
  if (!still || !context.state.candidates.some((candidate) => candidate.augmentId === augmentId)) return refusal("AUGMENTED.Integrity.Error.notCandidate");
  const into: CardWrite = {};
  const written = await performPick(context.actor, context.state, message, augmentId, context.asker, into);
  if (!written) return refusal("AUGMENTED.Card.Cancelled");
  return into;
}
