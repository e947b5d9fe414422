/**
 * Chat cards: every system card is a ChatMessage of one of the card kinds (src/workflows/card-kinds.ts, declared
 * in the built manifest's `documentTypes.ChatMessage`). What the card shows and its state are
 * the message's `system` data, validated by its schema; the HTML is drawn from that data each time the message is
 * rendered, for the user viewing it (src/workflows/cards/chat-message.ts), with one template
 * (templates/chat/card.hbs). Buttons carry `data-augmented-action`; their handlers re-check when clicked.
 */
import { type ShownText, cardPlainText } from "../../data/chat/card-text";
import { localize } from "../../utils/notify";
import { cardTypeOf, isStoredCardType, storedCardType } from "../../data/chat/types";

export interface CardButton {
  action: string;
  label: ShownText;
  icon?: string;
  data?: Record<string, string | number>;
  /** A choice the rules point at (shown marked), with a note after its label. */
  hinted?: boolean;
  note?: ShownText;
  /** "danger" for a button that destroys or spends something, "neutral" for one that changes nothing. */
  tone?: "danger" | "neutral";
}

/** The label and pass/fail of the message's roll at the same index (the roll box, templates/chat/roll-box.hbs). */
export interface RollLabel {
  label: ShownText;
  dc?: number | null;
  success?: boolean | null;
}

/**
 * What a card shows: texts as lang keys with data (src/data/chat/card-text.ts `cardText`), localized for each
 * viewer when drawn; never HTML (the template escapes it). Kinds not yet converted store words.
 */
export interface CardData {
  /** A CSS modifier and a data attribute: "damage", "death-save", "rest"… (also picks the message type). */
  kind: string;
  title: ShownText;
  lines?: ShownText[];
  /** Secondary lines (how long the work took, where the item is now, a description): collapsed under Details. */
  details?: ShownText[];
  /** Labels for the message's rolls, in order; a roll without one is shown unlabelled. */
  rolls?: RollLabel[];
  buttons?: CardButton[];
  /** Choice buttons with their instruction (`choicesLabel`) above them. */
  choices?: CardButton[];
  choicesLabel?: ShownText;
  field?: { name: string; label: ShownText; value: number; min: number; gmOnly: boolean } | null;
  status?: { kind: string; text: ShownText } | null;
  /** Costs paid, one line each (repair and upgrade state the gold spent). */
  costs?: ShownText[];
}

/** One path an automated change wrote: its value before and the value written. */
export interface UndoChange {
  path: string;
  previous: unknown;
  applied: unknown;
}

/**
 * The reverse of an automated change. Paths are kept in lists (a dotted key inside flags would be expanded into
 * nested objects when the message is stored).
 */
export interface UndoRecord {
  actorUuid: string;
  /** The actor's paths the change wrote. */
  changes?: UndoChange[];
  /** Owned items the change updated, with their paths. */
  itemChanges?: Array<{ itemId: string; changes: UndoChange[] }>;
  /** The older record shape (no `changes`): actor paths → values before (stored expanded); restored as they are. */
  previous?: Record<string, unknown>;
  /** As `previous`, for owned items: item id → paths → values before. */
  items?: Record<string, Record<string, unknown>>;
  /** Ids of active effects the change created (deleted on undo). */
  createdEffects?: string[];
  /** Source data of active effects the change deleted (created again on undo, with their ids). */
  deletedEffects?: Array<Record<string, unknown>>;
  /** Items the change created, with their system data as created (deleted on undo; src/workflows/cards/undo-created.ts). */
  createdItems?: CreatedItem[];
}

/** An item a change created, as it was right after the creation. */
export interface CreatedItem {
  itemId: string;
  system: unknown;
}

export interface PostCardOptions {
  actor?: Actor.Implementation | null;
  /** The card's state (undo record, prompt state…): fields of its kind's schema, which validates them. */
  state?: Readonly<Record<string, unknown>>;
  /** Roll instances to attach (shown in roll boxes; dice modules see them). */
  rolls?: Roll[];
  /** User ids the card is whispered to (absent: public). */
  whisper?: string[];
}

/** The view as stored: every part but the kind (the schema fills the optional ones left out). */
export function viewOf(data: CardData): Omit<CardData, "kind"> {
  const { kind: _kind, ...view } = data;
  return view;
}

/** Create a card message: `kind` picks its type (src/data/chat/types.ts `cardTypeOf`). */
export async function postCard(data: CardData, options: PostCardOptions = {}): Promise<ChatMessage.Implementation | undefined> {
  const messageData = {
    type: storedCardType(cardTypeOf(data.kind)),
    content: cardPlainText(data),
    speaker: ChatMessage.getSpeaker(options.actor ? { actor: options.actor } : {}),
    system: { ...options.state, kind: data.kind, view: viewOf(data) },
    ...(options.rolls ? { rolls: options.rolls } : {}),
    ...(options.whisper ? { whisper: options.whisper } : {}),
  };
  // cast: the system data of the card types (src/data/chat); the creation data type is a union per type.
  return (await ChatMessage.create(messageData as ChatMessage.CreateData)) ?? undefined;
}

/** Whether the message is a card of one of the system's card types (rendered from its data). */
export function isTypedCard(message: { type?: unknown }): boolean {
  return isStoredCardType(message.type);
}

/** Update some of the card's state (the author or a GM may), with any other message changes (`extra`). */
export async function setCardState(message: ChatMessage.Implementation, state: Readonly<Record<string, unknown>>, extra: Record<string, unknown> = {}): Promise<void> {
  const data = Object.fromEntries(Object.entries(state).map(([key, value]) => [`system.${key}`, value]));
  // cast: dotted paths into the card type's schema (src/data/chat), which validates them.
  await message.update({ ...data, ...extra } as ChatMessage.UpdateData);
}

/**
 * Adds a line under a drawn card for this viewer only (a pending answer, no GM to act): `status` names it for
 * styles and tests.
 */
export function appendCardNote(html: HTMLElement, key: string, status: string, className = "chat-card__status"): void {
  const note = document.createElement("p");
  note.className = className;
  note.dataset.status = status;
  note.textContent = localize(key);
  (html.querySelector(".chat-card") ?? html).append(note);
}

/** Resolve an actor uuid stored on a card. */
export async function actorFromUuid(uuid: string | undefined): Promise<Actor.Implementation | null> {
  if (!uuid) return null;
  // cast: the stored string is a document uuid written by this system.
  const doc = await fromUuid(uuid as `Actor.${string}`);
  // cast: checked to be an Actor at runtime.
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}
