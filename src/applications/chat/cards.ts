/**
 * Chat cards: one template (templates/chat/card.hbs) for every system card, and the flags they carry under
 * `flags.augmented`. Buttons carry `data-augmented-action`; src/hooks/chat.ts binds them when a message is
 * rendered and each handler re-checks permission when clicked.
 */
import { SYSTEM_ID, templatePath } from "../../constants";
import type { IntegrityCardState } from "../../rules/cyborg/integrity-flow";

export const CARD_TEMPLATE = templatePath("chat/card.hbs");

export interface CardButton {
  action: string;
  label: string;
  icon?: string;
  data?: Record<string, string | number>;
}

export interface CardData {
  /** A CSS modifier and a data attribute: "damage", "death-save", "rest"… */
  kind: string;
  title: string;
  /** Plain text lines (escaped by the template). */
  lines?: string[];
  /** Rendered HTML from a trusted source (Foundry's own roll rendering). */
  rollHtml?: string;
  buttons?: CardButton[];
  /** Shows the GM-only Undo button (the record itself is in the message's flags). */
  undo?: boolean;
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
  /** Records written before issue 11: actor paths → values before (stored expanded); restored as they are. */
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

/** What the system stores in `message.flags.augmented`. */
export interface CardFlags {
  /** Bumped by every card transition: a click names the version it saw (src/workflows/cards/card-action.ts). */
  version?: number;
  undo?: UndoRecord;
  undone?: boolean;
  resolved?: boolean;
  damage?: { type: string; total: number; critical: boolean };
  deathSaveDue?: { actorUuid: string; failures: number };
  /** A System Failure prompt (SF-1): whose, which augments were offered, and how it was answered once resolved. */
  /** `offer`: where things stood when offered (SF-1 lapse, src/workflows/system-failure/lapse.ts); read defensively. */
  systemFailure?: { actorUuid: string; candidateIds: string[]; answer?: "chosen" | "declined"; offer?: unknown };
  /** An integrity save card's state (src/rules/cyborg/integrity-flow.ts). */
  integrity?: IntegrityCardState;
  /** A use of an augment (src/workflows/augment-use): which one, its purpose and the uses left after it. */
  augmentUse?: { itemId: string; purpose: string; remaining: number };
  /** A player's reforged installation (AM-GEN-1): the GM's button moves the clock to the end of the work, once. */
  reforgedClock?: { actorUuid: string; limbId: string; advanced?: boolean };
}

export async function renderCard(data: CardData): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, { ...data });
}

export interface PostCardOptions {
  actor?: Actor.Implementation | null;
  flags?: CardFlags;
  /** Roll instances to attach (so dice modules see them). */
  rolls?: Roll[];
}

/** Create a card message. */
export async function postCard(data: CardData, options: PostCardOptions = {}): Promise<ChatMessage.Implementation | undefined> {
  const content = await renderCard(data);
  const messageData = {
    content,
    speaker: ChatMessage.getSpeaker(options.actor ? { actor: options.actor } : {}),
    flags: { [SYSTEM_ID]: options.flags ?? {} },
    ...(options.rolls ? { rolls: options.rolls } : {}),
  };
  // cast: the flags scope is the system's own; the community types do not know its shape.
  return (await ChatMessage.create(messageData as unknown as ChatMessage.CreateData)) ?? undefined;
}

/** The system's flags on a message (empty when it has none). */
export function cardFlags(message: { flags: unknown }): CardFlags {
  const flags = message.flags as Record<string, unknown> | undefined;
  const ours = flags?.[SYSTEM_ID];
  // cast: written by postCard above.
  return typeof ours === "object" && ours !== null ? (ours as CardFlags) : {};
}

/** A chat message as the card code uses it. */
export type ChatMessageLike = ChatMessage.Implementation;

/** Update some of the system's flags on a message (the author or a GM may). */
export async function setCardFlags(message: ChatMessageLike, flags: Partial<CardFlags>): Promise<void> {
  const data = Object.fromEntries(Object.entries(flags).map(([key, value]) => [`flags.${SYSTEM_ID}.${key}`, value]));
  await message.update(data as ChatMessage.UpdateData);
}

/** Resolve an actor uuid stored on a card. */
export async function actorFromUuid(uuid: string | undefined): Promise<Actor.Implementation | null> {
  if (!uuid) return null;
  // cast: the stored string is a document uuid written by this system.
  const doc = await fromUuid(uuid as `Actor.${string}`);
  // cast: checked to be an Actor at runtime.
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}
