/**
 * Chat cards (issue 10, item 3): every system card is a ChatMessage of one of the card types
 * (src/data/chat/, declared in system.json `documentTypes.ChatMessage`). What the card shows and its state are
 * the message's `system` data, validated by its schema; the HTML is drawn from that data each time the message is
 * rendered, for the user viewing it (src/workflows/cards/chat-message.ts), with one template
 * (templates/chat/card.hbs). Buttons carry `data-augmented-action`; their handlers re-check when clicked.
 *
 * Cards posted by an earlier version keep their state in `flags.augmented` and their HTML in `content`: they are
 * shown as stored and read through the same `cardState` / `setCardState` (docs/ARCHITECTURE.md, "How to add a
 * card kind").
 */
import { SYSTEM_ID, templatePath } from "../../constants";
import { cardTypeOf, isCardType } from "../../data/chat/types";
import type { IntegrityCardState } from "../../rules/cyborg/integrity-flow";

export const CARD_TEMPLATE = templatePath("chat/card.hbs");

export interface CardButton {
  action: string;
  label: string;
  icon?: string;
  data?: Record<string, string | number>;
  /** A choice the rules point at (shown marked), with a note after its label. */
  hinted?: boolean;
  note?: string;
  /** "danger" for a button that destroys or spends something, "neutral" for one that changes nothing. */
  tone?: "danger" | "neutral";
}

/** The label and pass/fail of the message's roll at the same index (the roll box, templates/chat/roll-box.hbs). */
export interface RollLabel {
  label: string;
  dc?: number | null;
  success?: boolean | null;
}

/** What a card shows: plain text, never HTML (the template escapes it). */
export interface CardData {
  /** A CSS modifier and a data attribute: "damage", "death-save", "rest"… (also picks the message type). */
  kind: string;
  title: string;
  lines?: string[];
  /** Labels for the message's rolls, in order; a roll without one is shown unlabelled. */
  rolls?: RollLabel[];
  buttons?: CardButton[];
  /** Choice buttons with their instruction (`choicesLabel`) above them. */
  choices?: CardButton[];
  choicesLabel?: string;
  field?: { name: string; label: string; value: number; min: number; gmOnly: boolean } | null;
  status?: { kind: string; text: string } | null;
  /** Costs paid, one line each (issue 16: repair and upgrade state the gold spent). */
  costs?: string[];
  /** Ignored: kept so callers from before the card types still compile; the record decides whether Undo shows. */
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

export interface SystemFailurePromptState {
  actorUuid: string;
  candidateIds: string[];
  answer?: "chosen" | "declined";
  /** Where things stood when offered (SF-1 lapse, src/workflows/system-failure/lapse.ts); read defensively. */
  offer?: unknown;
}

/** CY-HEAL-1: whom a healing card's healer targeted (src/data/chat/damage.ts); written by the author, re-checked. */
export interface HealTargetRecord {
  actorUuid: string;
  tokenUuid: string | null;
  itemId: string | null;
  name: string;
}

/** A card's state: the typed card's `system` data, or `flags.augmented` of a card from an earlier version. */
/** A save asked of a target (src/data/chat/save-request.ts): who acts, who saves, against what, and the one result. */
export interface SaveRequestState {
  source: string;
  actorUuid: string;
  itemId: string;
  targetUuid: string;
  targetName: string;
  ability: string;
  dc: number;
  result: { total: number; natural: number; saved: boolean; userId: string } | null;
}

export interface CardState {
  /** Bumped by every card transition: a click names the version it saw (src/workflows/cards/card-action.ts). */
  version?: number;
  undo?: UndoRecord;
  undone?: boolean;
  resolved?: boolean;
  damage?: { type: string; total: number; critical: boolean; target?: HealTargetRecord | null };
  deathSaveDue?: { actorUuid: string; failures: number };
  /** A System Failure prompt (SF-1): whose, which augments were offered, and how it was answered once resolved. */
  systemFailure?: SystemFailurePromptState;
  /** An integrity save card's state (src/rules/cyborg/integrity-flow.ts). */
  integrity?: IntegrityCardState;
  /** A use of an augment (src/workflows/augment-use): which one, its purpose and the uses left after it. */
  augmentUse?: { itemId: string; purpose: string; remaining: number };
  /** A player's reforged installation (AM-GEN-1): the GM's button moves the clock to the end of the work, once. */
  reforgedClock?: { actorUuid: string; limbId: string; advanced?: boolean };
  /** A save asked of a target (GF-UPG-11, CY-ATK-3; src/workflows/save-request). */
  saveRequest?: SaveRequestState;
}

/** Former name of `CardState` (kept for merges of workflows written against it). */
export type CardFlags = CardState;

const STATE_KEYS = ["version", "undo", "undone", "resolved", "damage", "deathSaveDue", "systemFailure", "integrity", "augmentUse", "reforgedClock", "saveRequest"] as const;

/** What the template is given: the view, the kind, and what only the render knows (rolls, undo). */
export interface CardRenderData extends CardData {
  rollBoxes?: Array<RollLabel & { html: string; outcome: "success" | "failure" | ""; outcomeLabel: string }>;
  /** Shows the GM-only Undo button (the record itself is in the card's state). */
  undo?: boolean;
  /** Rendered HTML of the rolls for a card from an earlier version (Foundry's own roll rendering). */
  rollHtml?: string;
}

export async function renderCard(data: CardRenderData): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, { ...data });
}

export interface PostCardOptions {
  actor?: Actor.Implementation | null;
  /** The card's state (undo record, prompt state…); stored in the card type's schema. */
  flags?: CardState;
  /** Roll instances to attach (shown in roll boxes; dice modules see them). */
  rolls?: Roll[];
  /** User ids the card is whispered to (absent: public). */
  whisper?: string[];
}

/** The view as stored: every optional part present (the schema fills the rest). */
function viewOf(data: CardData): Record<string, unknown> {
  const { kind: _kind, undo: _undo, ...view } = data;
  return view;
}

/** Create a card message: `kind` picks its type (src/data/chat/index.ts `cardTypeOf`). */
export async function postCard(data: CardData, options: PostCardOptions = {}): Promise<ChatMessage.Implementation | undefined> {
  const state: Record<string, unknown> = {};
  for (const key of STATE_KEYS) if (options.flags?.[key] !== undefined) state[key] = options.flags[key];
  const messageData = {
    type: cardTypeOf(data.kind),
    content: "",
    speaker: ChatMessage.getSpeaker(options.actor ? { actor: options.actor } : {}),
    system: { ...state, kind: data.kind, view: viewOf(data) },
    ...(options.rolls ? { rolls: options.rolls } : {}),
    ...(options.whisper ? { whisper: options.whisper } : {}),
  };
  // cast: the system data of the card types (src/data/chat); the creation data type is a union per type.
  return (await ChatMessage.create(messageData as unknown as ChatMessage.CreateData)) ?? undefined;
}

/** A chat message as the card code uses it. */
export type ChatMessageLike = ChatMessage.Implementation;

/** Whether the message is a card of one of the system's card types (rendered from its data). */
export function isTypedCard(message: { type?: unknown }): boolean {
  return isCardType(message.type);
}

/** The card's system data, read loosely (the schema has validated it; the fields read are optional). */
function systemOf(message: { system?: unknown }): Record<string, unknown> {
  const system = message.system;
  return typeof system === "object" && system !== null ? (system as Record<string, unknown>) : {};
}

/** The card's state (empty when the message is not a card). */
export function cardState(message: { flags?: unknown; type?: unknown; system?: unknown }): CardState {
  if (isTypedCard(message)) {
    const system = systemOf(message);
    const state: Record<string, unknown> = {};
    // Unset parts and false marks are left out, as the flags of the previous version left them out.
    for (const key of STATE_KEYS) if (system[key] !== null && system[key] !== undefined && system[key] !== false) state[key] = system[key];
    // cast: fields of the card types' schemas, which have the shapes CardState names.
    return state as CardState;
  }
  const flags = message.flags as Record<string, unknown> | undefined;
  const ours = flags?.[SYSTEM_ID];
  // cast: written by postCard of an earlier version; every reader checks the fields it uses.
  return typeof ours === "object" && ours !== null ? (ours as CardState) : {};
}

/** Former name of `cardState`. */
export const cardFlags = cardState;

/** Update some of the card's state (the author or a GM may): its system data, or the flags of an older card. */
export async function setCardState(message: ChatMessageLike, state: Partial<CardState>, extra: Record<string, unknown> = {}): Promise<void> {
  const prefix = isTypedCard(message) ? "system" : `flags.${SYSTEM_ID}`;
  const data = Object.fromEntries(Object.entries(state).map(([key, value]) => [`${prefix}.${key}`, value]));
  await message.update({ ...data, ...extra } as ChatMessage.UpdateData);
}

/** Former name of `setCardState`. */
export const setCardFlags = setCardState;

/** Resolve an actor uuid stored on a card. */
export async function actorFromUuid(uuid: string | undefined): Promise<Actor.Implementation | null> {
  if (!uuid) return null;
  // cast: the stored string is a document uuid written by this system.
  const doc = await fromUuid(uuid as `Actor.${string}`);
  // cast: checked to be an Actor at runtime.
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}
