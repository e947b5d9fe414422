/** The integrity card drawn for each viewer (CY-INT-1/2), registered in ./register.ts. */
import type { ChatMessageLike } from "../../applications/chat/cards";
import { cardState } from "../../applications/chat/cards";
import { localize } from "../../utils/notify";
import { type Asker, type IntegrityCardState, isCardState, mayPick, mayRoll } from "../../rules/cyborg/integrity-flow";
import { DC_FIELD } from "./names";
import { onDcChange } from "./actions";

export function integrityState(message: { type?: unknown; system?: unknown }): IntegrityCardState | null {
  const state = cardState(message).integrity;
  return isCardState(state) ? state : null;
}

function activeGmConnected(): boolean {
  return Boolean(game.users?.activeGM);
}

export function askerFor(user: User.Implementation | null | undefined, actor: { testUserPermission(user: User.Implementation, permission: "OWNER"): boolean }): Asker {
  if (!user) return { isGM: false, owner: false };
  return { isGM: user.isGM, owner: user.isGM || actor.testUserPermission(user, "OWNER") };
}

function actorSync(uuid: string): Actor.Implementation | null {
  // cast: the uuid was written by this system; checked to be an Actor at runtime.
  const doc = (fromUuidSync as (uuid: string) => unknown)(uuid);
  // cast: checked above.
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

/** Adjust a rendered integrity card for the viewing user (registered with `registerCardRenderer`). */
export function renderIntegrityCard(message: ChatMessageLike, html: HTMLElement): void {
  const state = integrityState(message);
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

