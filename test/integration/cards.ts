/**
 * Reading chat cards in scenario tests. A card of one of the card types (src/data/chat) stores no HTML: what a
 * user sees is drawn when the message is rendered (ChatMessage#renderHTML, src/workflows/cards/chat-message.ts),
 * so tests read a card's text by rendering it on the current client, as a user would see it.
 */
import { isCardType, storedCard } from "../../src/data/chat/types";
import type { CardModel } from "../../src/data/chat/card-model";
import type * as CardKinds from "../../src/workflows/card-kinds";
import { localizeText } from "../../src/data/chat/card-text";

interface MessageLike {
  type?: unknown;
  system?: unknown;
  content?: unknown;
  renderHTML(): Promise<HTMLElement | undefined>;
}

/** The card's kind ("damage", "augment-install"…): its system data, or the stored HTML's `data-card`. */
export function cardKind(message: { type?: unknown; system?: unknown; content?: unknown }): string {
  if (isCardType(message.type)) return String((message.system as { kind?: unknown } | undefined)?.kind ?? "");
  return /data-card="([^"]+)"/.exec(String(message.content ?? ""))?.[1] ?? "";
}

/** The card's content HTML as the current client sees it (rendered from its data; stored HTML for older cards). */
export async function cardHtml(message: unknown): Promise<string> {
  // cast: a ChatMessage of the stand-in or of Foundry's types; both have the members read here.
  const m = message as MessageLike;
  if (!isCardType(m.type)) return String(m.content ?? "");
  const html = await m.renderHTML();
  return html?.querySelector(".message-content")?.innerHTML ?? "";
}

/** Every message with its content as the current client sees it, oldest first. */
export async function shownMessages<T>(list: readonly T[]): Promise<Array<{ message: T; html: string }>> {
  const out: Array<{ message: T; html: string }> = [];
  for (const message of list) out.push({ message, html: await cardHtml(message) });
  return out;
}

interface StoredView {
  title?: unknown;
  lines?: unknown[];
  costs?: unknown[];
  buttons?: Array<{ action: string }>;
  choices?: Array<{ action: string }>;
}

function viewOf(message: { system?: unknown }): StoredView {
  // cast: the `view` field every card type has (src/data/chat/fields.ts).
  return ((message.system as { view?: StoredView } | undefined)?.view ?? {}) as StoredView;
}

/** The card's text without rendering it (title, lines and costs of its data, in the current client's language). */
export function cardText(message: { type?: unknown; system?: unknown; content?: unknown }): string {
  if (!isCardType(message.type)) return String(message.content ?? "");
  const view = viewOf(message);
  return [view.title, ...(view.lines ?? []), ...(view.costs ?? [])].map((text) => localizeText(text)).join("\n");
}

/** The actions of the card's buttons (Undo included when the card carries an undo record). */
export function cardActions(message: { type?: unknown; system?: unknown; content?: unknown }): string[] {
  if (!isCardType(message.type)) return [...String(message.content ?? "").matchAll(/data-augmented-action="([^"]+)"/g)].map((m) => m[1]!);
  const view = viewOf(message);
  const actions = [...(view.buttons ?? []), ...(view.choices ?? [])].map((button) => button.action);
  if ((message.system as { undo?: unknown }).undo) actions.push("undo");
  return actions;
}

type Fields<Model, Keys extends keyof Model> = { [Key in Keys]?: NonNullable<Model[Key]> };

/** Every card kind's own fields, as their classes type them, each optional (a card holds those of its kind). */
type CardStateRead = Fields<CardModel, "kind" | "version" | "undo" | "undone" | "resolved"> &
  Fields<InstanceType<typeof CardKinds.integrity>, "integrity"> &
  Fields<InstanceType<typeof CardKinds.systemFailurePrompt>, "systemFailure"> &
  Fields<InstanceType<typeof CardKinds.deathSave>, "deathSaveDue"> &
  Fields<InstanceType<typeof CardKinds.damage>, "damage"> &
  Fields<InstanceType<typeof CardKinds.automail>, "reforgedClock"> &
  Fields<InstanceType<typeof CardKinds.saveRequest>, "saveRequest"> &
  Fields<InstanceType<typeof CardKinds.augment>, "augmentUse"> &
  Record<string, unknown>;

/**
 * The card's state, read loosely: the fields of its kind's schema (unset and false fields left out, so a test
 * checks `stateOf(card).undo` or `"undo" in stateOf(card)` alike); empty for a message that is not a card.
 */
export function stateOf(message: { type?: unknown; system?: unknown }): CardStateRead {
  const card = storedCard(message);
  if (!card) return {};
  // cast: a card kind's data model, read field by field by its schema's names.
  const system = card as unknown as Record<string, unknown>;
  const state: Record<string, unknown> = {};
  for (const key of Object.keys(card.schema.fields)) if (system[key] !== null && system[key] !== undefined && system[key] !== false) state[key] = system[key];
  // cast: the fields kept are those of the kinds' schemas, non-null (CardStateRead names them).
  return state as CardStateRead;
}

/** What one roll box shows (templates/chat/roll-box.hbs): its label, target, outcome (class and words) and total. */
export interface ShownRollBox {
  label: string;
  dc: string;
  outcome: string;
  outcomeText: string;
  total: string;
}

/** The card's roll boxes as the current client sees them, in order. */
export async function rollBoxes(message: unknown): Promise<ShownRollBox[]> {
  const holder = document.createElement("div");
  holder.innerHTML = await cardHtml(message);
  return [...holder.querySelectorAll<HTMLElement>(".chat-card__roll")].map((box) => ({
    label: box.querySelector(".chat-card__roll-name")?.textContent?.trim() ?? "",
    dc: box.querySelector(".chat-card__roll-dc")?.textContent?.trim() ?? "",
    outcome: box.dataset.outcome ?? "",
    outcomeText: box.querySelector(".chat-card__roll-outcome")?.textContent?.trim() ?? "",
    total: box.querySelector(".dice-total")?.textContent?.trim() ?? "",
  }));
}
