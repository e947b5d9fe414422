/**
 * Every card answers once (DESIGN.md, Trust). A card button's click is a transition of
 * the card, and every transition is a compare-and-set on it: the click names the card's version it saw
 * (`system.version`), and the one writing client applies it only if the card is still at that version, then
 * bumps the version in the same serialized step. A second click, a second client, or a replayed request names a version that has moved on and loses with a message, having changed nothing.
 *
 * One writer: Foundry's server has no compare-and-set, so the writes of every card go through ONE client, the
 * active GM's (a player's or another GM's click travels there as a request, src/requests/socket.ts, stamped with
 * the requester the server vouches for). There the transitions of one card run one at a time (`withCardLock`),
 * so reading the version and writing the next one cannot interleave with another transition. With no GM
 * connected only the card's author can write it, and does so itself under the same lock.
 *
 * One lock per card, in one place: a transition does not write its card. It returns what the
 * card becomes (`CardWrite`: state fields and other message changes), and `performCardAction` commits that with
 * the next version in ONE update, after comparing the version, inside the card's lock. So a card's state never
 * moves without its version, and no workflow keeps a lock of its own.
 *
 * Each transition kind checks, on the writing client and against the current documents, that the requester may
 * act on the card's actor, that the card's author could have (src/workflows/cards/card-trust.ts), and that the
 * card's state still allows it; then it writes.
 *
 * While a click's answer is outstanding, the card's buttons on that client show a pending state.
 */
import { appendCardNote, setCardState } from "../../applications/chat/cards";
import type { CardAction, CardArgs, CardTransition, CardWrite, Refusal } from "../../data/chat/card-actions";
import type { CardMetadata } from "../../data/chat/card-model";
import { storedCard } from "../../data/chat/types";
import { type RequestReply, explainReply, registerSocketHandler, requestGM, runHere } from "../../requests/socket";
import { notifyWarn } from "../../utils/notify";
import { refusal } from "./card-trust";
import { undoTransition } from "./undo";
import { UNDO_ACTION } from "./undo-action";

export type { CardArgs, CardTransition, CardTransitionContext, CardWrite } from "../../data/chat/card-actions";

export const CARD_ACTION_REQUEST = "cardAction";

/** Every card's action: the GM's Undo of the change the card reports (./undo.ts). */
const UNDO: CardAction = {
  click: (message) => clickCard(message, UNDO_ACTION),
  transition: { run: ({ message, user }) => undoTransition(message, user) },
};

/**
 * The action `name` of the message's card: one its kind declares (its class's `metadata.actions`), or Undo,
 * which every card has; null for any other name and for a message that is not a card.
 */
export function cardAction(message: { type?: unknown; system?: unknown }, name: string): CardAction | null {
  const card = storedCard(message);
  if (!card) return null;
  if (name === UNDO_ACTION) return UNDO;
  // cast: every card kind's class declares its metadata (src/data/chat/card-model.ts).
  const declared = (card.constructor as { metadata?: CardMetadata }).metadata?.actions ?? {};
  return Object.hasOwn(declared, name) ? (declared[name] ?? null) : null;
}

function transitionOf(message: { type?: unknown; system?: unknown }, name: string): CardTransition | null {
  return cardAction(message, name)?.transition ?? null;
}

/** The card's version: 0 until its first transition (a whole number from 0: src/data/chat/fields.ts holds it). */
export function cardVersion(message: { type?: unknown; system?: unknown }): number {
  return storedCard(message)?.version ?? 0;
}

// ---- one transition at a time per card, on the writing client ----

const LOCKS = new Map<string, Promise<unknown>>();

/** Runs `fn` after every earlier locked step on the same card (on this client) has finished. */
export async function withCardLock<T>(messageId: string, fn: () => Promise<T>): Promise<T> {
  const before = LOCKS.get(messageId) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.catch(() => undefined);
  LOCKS.set(messageId, tail);
  try {
    return await run;
  } finally {
    if (LOCKS.get(messageId) === tail) LOCKS.delete(messageId);
  }
}

// A type alias (not an interface) so it fits the socket's open `SocketRequest` shape.
type CardActionRequest = {
  type: typeof CARD_ACTION_REQUEST;
  messageId: string;
  action: string;
  version: number;
  args: Record<string, unknown>;
};

function isCardActionRequest(data: unknown): data is CardActionRequest {
  // cast: an untrusted payload, narrowed field by field below.
  const d = data as Partial<CardActionRequest> | null;
  return (
    typeof d === "object" &&
    d !== null &&
    d.type === CARD_ACTION_REQUEST &&
    typeof d.messageId === "string" &&
    typeof d.action === "string" &&
    typeof d.version === "number" &&
    Number.isInteger(d.version) &&
    typeof d.args === "object" &&
    d.args !== null &&
    !Array.isArray(d.args)
  );
}

const STALE = "AUGMENTED.Card.Stale";

function isRefusal(result: Refusal | CardWrite | void): result is Refusal {
  return typeof result === "object" && result !== null && "key" in result;
}

/**
 * The one compare-and-set of a card (every card answer goes through it): inside the card's lock, the card must
 * still be at `seen`; the transition's write and the next version are one update. Exported for tests only.
 */
export async function commitCardWrite(message: ChatMessage.Implementation, seen: number, write: CardWrite): Promise<Refusal | void> {
  // Under the card's lock on the one writing client nothing else moves the version; a change here is a bug.
  if (cardVersion(message) !== seen) return refusal(STALE);
  await setCardState(message, { ...write.state, version: seen + 1 }, write.message);
}

/** The writing client's side: compare, check, write with the next version; a refusal changes nothing. */
async function performCardAction(request: CardActionRequest, user: User.Implementation): Promise<Refusal | void> {
  const message = game.messages?.get(request.messageId);
  if (!message?.id) return refusal("AUGMENTED.Request.Unknown");
  // A card answers only the transitions its kind declares (its class's `metadata.actions`) and Undo.
  const transition = transitionOf(message, request.action);
  if (!transition) return refusal("AUGMENTED.Request.Refused");
  const args = transition.args ? transition.args(request.args) : {};
  if (!args) return refusal("AUGMENTED.Card.BadArguments");
  const id = message.id;
  return withCardLock(id, async () => {
    const version = cardVersion(message);
    if (version !== request.version) return refusal(STALE);
    const result = await transition.run({ message, user, args });
    if (isRefusal(result)) return result;
    // The next version: a click made on the card as it was loses from now on.
    return commitCardWrite(message, version, result ?? {});
  });
}

// ---- the clicking client ----

const PENDING = new Set<string>();

/** Whether this client waits for the answer to a click on the card. */
export function isCardPending(messageId: string | null | undefined): boolean {
  return Boolean(messageId && PENDING.has(messageId));
}

/** Marks a rendered card's buttons as waiting (disabled, `aria-busy`, a status line). */
export function showPending(html: HTMLElement): void {
  const card = html.querySelector<HTMLElement>(".chat-card") ?? html;
  card.classList.add("chat-card--pending");
  card.setAttribute("aria-busy", "true");
  for (const button of card.querySelectorAll<HTMLButtonElement>("[data-augmented-action]")) {
    button.disabled = true;
    button.dataset.pending = "true";
  }
  if (!card.querySelector(".chat-card__pending")) appendCardNote(card, "AUGMENTED.Card.Pending", "pending", "chat-card__status chat-card__pending");
}

/** Redraws the card on this client (so the pending state shows or goes). */
function rerender(message: ChatMessage.Implementation): void {
  // cast: `ui.chat.updateMessage` redraws one message in the chat log (v13); absent outside a rendered log.
  const log = (globalThis as { ui?: { chat?: { updateMessage?(message: unknown): unknown } } }).ui?.chat;
  void Promise.resolve(log?.updateMessage?.(message)).catch(() => undefined);
}

/**
 * A click on a transition button: sent to the one writing client with the version this client sees. Resolves
 * true once applied; false (after telling the user why) when refused, stale, or no one could apply it.
 */
export async function clickCard(message: ChatMessage.Implementation, action: string, args: CardArgs = {}, html?: HTMLElement): Promise<boolean> {
  const id = message.id;
  if (!id || !game.user) return false;
  if (PENDING.has(id)) {
    notifyWarn("AUGMENTED.Card.Waiting");
    return false;
  }
  const request: CardActionRequest = { type: CARD_ACTION_REQUEST, messageId: id, action, version: cardVersion(message), args };
  PENDING.add(id);
  if (html) showPending(html);
  else rerender(message);
  try {
    if (game.users?.activeGM) return await requestGM(request);
    const transition = transitionOf(message, action);
    if (message.isAuthor && transition?.authorWithoutGm !== false) return explainReply(await runHere(request));
    notifyWarn(transition?.noGm ?? "AUGMENTED.Request.NoGm");
    return false;
  } finally {
    PENDING.delete(id);
    rerender(message);
  }
}

function toReply(refused: Refusal | void): RequestReply {
  return refused ? { ok: false, reason: refused.key, ...(refused.data ? { data: refused.data } : {}) } : { ok: true };
}

/** Called once at init (../card-kinds-register.ts): the one request type every card transition travels as. */
export function registerCardActions(): void {
  registerSocketHandler<CardActionRequest & { userId: string }>(CARD_ACTION_REQUEST, {
    validate: (data): data is CardActionRequest & { userId: string } => isCardActionRequest(data),
    handle: async (request) => {
      const user = game.users?.get(request.userId);
      if (!user) return "AUGMENTED.Request.Unknown";
      return toReply(await performCardAction(request, user));
    },
  });
}
