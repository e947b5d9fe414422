/**
 * The integrity card's buttons, its per-viewer rendering and the GM's side of the requests (CY-INT-1/2).
 *
 * A click runs the step on the clicking client when it may write the card (a GM, or the card's author for the
 * roll). Otherwise it asks the active GM (`integrityRoll`, `integrityPick` socket requests); the GM's client
 * re-reads the card and re-checks everything for the user who asked (flow.ts) before anything changes, so a
 * forged request for someone else's actor does nothing. Picks by a player always go to the GM. With no GM
 * connected the request is not sent: the card stays pending, says so, and a GM finishes it later from the card.
 */
import { type ChatMessageLike, actorFromUuid, cardFlags } from "../../applications/chat/cards";
import { localize, notifyError, notifyWarn } from "../../utils/notify";
import { registerSocketHandler, requestGM } from "../../requests/socket";
import { automationMode } from "../../settings";
import { DC_FIELD } from "./card";
import { type IntegrityCardState, isCardState, mayPick, mayRoll } from "../../rules/cyborg/integrity-flow";
import { askerFor, performPick, performRoll, performSetDc } from "./steps";

export const ROLL_REQUEST = "integrityRoll";
export const PICK_REQUEST = "integrityPick";

// Type aliases (not interfaces) so they fit the socket's open `SocketRequest` shape.
export type RollRequest = {
  type: typeof ROLL_REQUEST;
  messageId: string;
  userId: string;
};

export type PickRequest = {
  type: typeof PICK_REQUEST;
  messageId: string;
  userId: string;
  augmentId: string;
};

function cardState(message: { flags: unknown }): IntegrityCardState | null {
  const state = cardFlags(message).integrity;
  return isCardState(state) ? state : null;
}

function activeGmConnected(): boolean {
  return Boolean(game.users?.activeGM);
}

/** The card's state and actor, or null (with a message) when the card or its actor is gone. */
async function loadCard(message: ChatMessageLike): Promise<{ state: IntegrityCardState; actor: Actor.Implementation } | null> {
  const state = cardState(message);
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
export async function onRollClick(message: ChatMessageLike, button: HTMLElement): Promise<unknown> {
  const loaded = await loadCard(message);
  if (!loaded) return null;
  let { state } = loaded;
  const { actor } = loaded;
  const asker = askerFor(game.user, actor);
  if (!mayRoll(asker)) {
    notifyError("AUGMENTED.Notify.NotOwner", { name: actor.name ?? "" });
    return null;
  }
  if (state.stage !== "save") {
    notifyWarn("AUGMENTED.Chat.AlreadyResolved");
    return null;
  }
  if (asker.isGM) {
    const dc = typedDc(button);
    if (dc !== null && dc !== state.dc) {
      const changed = await performSetDc(actor, state, message, dc, asker);
      if (!changed) return null;
      state = changed;
    }
  }
  if (game.user?.isGM || message.isAuthor) return performRoll(actor, state, message, asker, automationMode("integritySave"));
  return askGM({ type: ROLL_REQUEST, messageId: message.id ?? "", userId: game.user?.id ?? "" });
}

/** A candidate's button (CY-INT-2). */
export async function onPickClick(message: ChatMessageLike, button: HTMLElement): Promise<unknown> {
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
  const augmentId = button.dataset.augmentId ?? "";
  if (game.user?.isGM) return performPick(actor, state, message, augmentId, asker);
  return askGM({ type: PICK_REQUEST, messageId: message.id ?? "", userId: game.user?.id ?? "", augmentId });
}

async function askGM(request: RollRequest | PickRequest): Promise<boolean> {
  if (!activeGmConnected()) {
    notifyWarn("AUGMENTED.Integrity.NoGm");
    return false;
  }
  return requestGM(request);
}

/** The GM-only DC field: a GM's change is saved at once (bad input is refused and the field reset). */
async function onDcChange(message: ChatMessageLike, input: HTMLInputElement): Promise<void> {
  const loaded = await loadCard(message);
  if (!loaded) return;
  const dc = Number(input.value);
  const changed = await performSetDc(loaded.actor, loaded.state, message, dc, askerFor(game.user, loaded.actor));
  if (!changed) input.value = String(loaded.state.dc);
}

function actorSync(uuid: string): Actor.Implementation | null {
  // cast: the uuid was written by this system; checked to be an Actor at runtime.
  const doc = (fromUuidSync as (uuid: string) => unknown)(uuid);
  // cast: checked above.
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

/** Adjust a rendered integrity card for the viewing user (registered with `registerCardRenderer`). */
export function renderIntegrityCard(message: ChatMessageLike, html: HTMLElement): void {
  const state = cardState(message);
  if (!state) return;
  const actor = actorSync(state.actorUuid);
  const asker = actor ? askerFor(game.user, actor) : { isGM: game.user?.isGM === true, owner: false };
  const field = html.querySelector<HTMLInputElement>(`input[name=${DC_FIELD}]`);
  if (!asker.isGM) html.querySelectorAll(".chat-card__field[data-gm-only]").forEach((el) => el.remove());
  else if (field) field.addEventListener("change", () => void onDcChange(message, field));
  if (!mayRoll(asker)) html.querySelectorAll("[data-augmented-action=integrityRoll]").forEach((el) => el.remove());
  if (!mayPick(state, asker)) {
    for (const button of html.querySelectorAll<HTMLButtonElement>("[data-augmented-action=integrityPick]")) button.disabled = true;
  }
  // The next step needs the GM: a pick (a player's always goes to the GM), or a roll on a card this user did not post.
  const needsGm = state.stage === "pick" || (state.stage === "save" && !message.isAuthor);
  if (needsGm && !asker.isGM && !activeGmConnected()) {
    const note = document.createElement("p");
    note.className = "chat-card__status";
    note.dataset.status = "no-gm";
    note.textContent = localize("AUGMENTED.Integrity.Status.noGm");
    (html.querySelector(".chat-card") ?? html).append(note);
  }
}

function isRollRequest(data: unknown): data is RollRequest {
  // cast: an untrusted payload, narrowed field by field below.
  const d = data as Partial<RollRequest> | null;
  return typeof d === "object" && d !== null && d.type === ROLL_REQUEST && typeof d.messageId === "string" && typeof d.userId === "string";
}

function isPickRequest(data: unknown): data is PickRequest {
  // cast: an untrusted payload, narrowed field by field below.
  const d = data as Partial<PickRequest> | null;
  return (
    typeof d === "object" &&
    d !== null &&
    d.type === PICK_REQUEST &&
    typeof d.messageId === "string" &&
    typeof d.userId === "string" &&
    typeof d.augmentId === "string"
  );
}

/** The GM's side: the message, the user and the card must exist; flow.ts then checks what that user may do. */
async function requestContext(request: { messageId: string; userId: string }): Promise<{ message: ChatMessageLike; user: User.Implementation; state: IntegrityCardState; actor: Actor.Implementation } | null> {
  const message = game.messages?.get(request.messageId);
  const user = game.users?.get(request.userId);
  if (!message || !user) return null;
  const state = cardState(message);
  if (!state || cardFlags(message).undone) return null;
  const actor = await actorFromUuid(state.actorUuid);
  return actor ? { message, user, state, actor } : null;
}

export function registerIntegritySocket(): void {
  registerSocketHandler<RollRequest>(ROLL_REQUEST, {
    validate: isRollRequest,
    handle: async (request) => {
      const context = await requestContext(request);
      if (!context) return "AUGMENTED.Request.Unknown";
      if (context.state.stage !== "save") return "AUGMENTED.Chat.AlreadyResolved";
      const asker = askerFor(context.user, context.actor);
      if (!mayRoll(asker)) return "AUGMENTED.Request.NotAllowed";
      await performRoll(context.actor, context.state, context.message, asker, automationMode("integritySave"));
    },
  });
  registerSocketHandler<PickRequest>(PICK_REQUEST, {
    validate: isPickRequest,
    handle: async (request) => {
      const context = await requestContext(request);
      if (!context) return "AUGMENTED.Request.Unknown";
      if (context.state.stage !== "pick") return "AUGMENTED.Chat.AlreadyResolved";
      const asker = askerFor(context.user, context.actor);
      if (!mayPick(context.state, asker)) return "AUGMENTED.Request.NotAllowed";
      await performPick(context.actor, context.state, context.message, request.augmentId, asker);
    },
  });
}
