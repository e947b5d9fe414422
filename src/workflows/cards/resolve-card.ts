/**
 * Prompt cards an actor's owner answers (the death-save "Record failure" card, the System Failure offer). Once
 * answered, a card is marked resolved so its buttons stay disabled everywhere. That changes the message, which
 * only its author or a GM may do: from any other client (a player answering a card the GM's client posted) the
 * active GM does it on request, after checking the requester owns the card's actor. Each kind of card registers
 * where its actor is recorded and what else an answer writes; the GM's side computes the change itself and never
 * takes flags from the request.
 */
import { type CardFlags, type ChatMessageLike, actorFromUuid, cardFlags, setCardFlags } from "../../applications/chat/cards";
import { registerSocketHandler, requestGM } from "../../requests/socket";

export const RESOLVE_CARD_REQUEST = "resolveCard";

export interface ResolvableCard {
  /** The uuid of the actor whose owners may answer, as this card records it. */
  actorUuid(flags: CardFlags): string | undefined;
  /** What an answer writes besides `resolved` (null refuses an unknown answer); nothing when absent. */
  answered?(flags: CardFlags, answer: string): Partial<CardFlags> | null;
}

const KINDS = new Map<string, ResolvableCard>();

/** A kind of card (named by its flag key) that `markCardResolved` can close. Called at init. */
export function registerResolvableCard(kind: string, card: ResolvableCard): void {
  KINDS.set(kind, card);
}

function resolution(flags: CardFlags, kind: string, answer: string): Partial<CardFlags> | null {
  const card = KINDS.get(kind);
  if (!card || flags.resolved) return null;
  const extra = card.answered ? card.answered(flags, answer) : {};
  return extra === null ? null : { ...extra, resolved: true };
}

/** Mark `message` answered: directly when this user may change it, else through the active GM. */
export async function markCardResolved(message: ChatMessageLike, kind: string, answer = ""): Promise<void> {
  if (message.isOwner) {
    const patch = resolution(cardFlags(message), kind, answer);
    if (patch) await setCardFlags(message, patch);
  } else if (message.id && game.user?.id) {
    await requestGM({ type: RESOLVE_CARD_REQUEST, messageId: message.id, kind, answer });
  }
}

interface ResolveCardRequest {
  type: typeof RESOLVE_CARD_REQUEST;
  messageId: string;
  /** Stamped by the GM's client: the user whose User document held the request (src/requests/socket.ts). */
  userId: string;
  kind: string;
  answer: string;
}

function isResolveCardRequest(data: unknown): data is ResolveCardRequest {
  // cast: an untrusted payload, narrowed field by field below.
  const d = data as Partial<ResolveCardRequest> | null;
  return (
    typeof d === "object" &&
    d !== null &&
    d.type === RESOLVE_CARD_REQUEST &&
    typeof d.messageId === "string" &&
    typeof d.userId === "string" &&
    typeof d.kind === "string" &&
    (d.answer === undefined || typeof d.answer === "string")
  );
}

/** The active GM's side: only for a user who owns the card's actor, only once. */
async function resolveOnRequest(request: ResolveCardRequest): Promise<string | void> {
  const message = game.messages?.get(request.messageId);
  const user = game.users?.get(request.userId);
  if (!message || !user) return "AUGMENTED.Request.Unknown";
  const flags = cardFlags(message);
  const patch = resolution(flags, request.kind, request.answer ?? "");
  if (!patch) return "AUGMENTED.Chat.AlreadyResolved";
  const actor = await actorFromUuid(KINDS.get(request.kind)?.actorUuid(flags));
  if (!actor?.testUserPermission(user, "OWNER")) return "AUGMENTED.Request.NotAllowed";
  await setCardFlags(message, patch);
}

/** Called once from registerHooks(). */
export function registerCardResolution(): void {
  registerSocketHandler<ResolveCardRequest>(RESOLVE_CARD_REQUEST, { validate: isResolveCardRequest, handle: resolveOnRequest });
}
