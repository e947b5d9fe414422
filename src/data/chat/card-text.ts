/**
 * A text a card shows, stored as a lang key with its data (numbers, ids, names, and other such texts), never as
 * words: it is localized when the card is drawn, on the viewing client, so every viewer reads it in their own
 * language and a fixed string reaches old cards too. `count` picks the plural form
 * (utils/notify.ts `localizeCount`).
 */
import { localize, localizeCount } from "../../utils/notify";

export interface CardText {
  key: string;
  data?: Record<string, CardTextValue>;
  count?: number | null;
}
export type CardTextValue = string | number | CardText;

/** What a card's view holds for one text: a key with data, or (kinds not yet converted) words as posted. */
export type ShownText = string | CardText;

/** A text to store on a card: `key` localized later, for whoever views it. */
export function cardText(key: string, data: Record<string, CardTextValue> = {}, count?: number): CardText {
  return count === undefined ? { key, data } : { key, data, count };
}

function isCardText(value: unknown): value is CardText {
  // cast: a non-null object (checked first); its `key` read as unknown and checked to be a string.
  return typeof value === "object" && value !== null && typeof (value as { key?: unknown }).key === "string";
}

/**
 * The words of `text` in this client's language. Data read from a card is untrusted (a player may have written
 * it): only strings, finite numbers and nested texts are used, and nesting stops at a few levels.
 */
export function localizeText(text: unknown, depth = 0): string {
  if (typeof text === "string") return text;
  if (!isCardText(text)) return "";
  const data: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.data ?? {})) {
    if (typeof value === "number" && Number.isFinite(value)) data[name] = value;
    else if (typeof value === "string") data[name] = value;
    else if (depth < 3) data[name] = localizeText(value, depth + 1);
  }
  const count = text.count;
  return typeof count === "number" && Number.isFinite(count) ? localizeCount(text.key, count, data) : localize(text.key, data);
}

/**
 * The short plain text a card's message `content` holds (who, what, result: its title and lines), for chat
 * export, search and modules that read `.message-content`; escaped, as content is HTML. In the poster's language:
 * what every viewer sees is drawn again for them (`render`).
 */
export function cardPlainText(view: { title?: ShownText | null; lines?: ReadonlyArray<ShownText | null> }): string {
  const text = [localizeText(view.title), ...(view.lines ?? []).map((line) => localizeText(line))].filter(Boolean).join(" — ");
  return `<p>${foundry.utils.escapeHTML(text)}</p>`;
}
