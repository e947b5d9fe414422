/**
 * The system's one way from a lang key (AUGMENTED.*) to text, in the viewing user's language; with `data`, its
 * `{placeholders}` filled in. A key the translations lack stands for itself, as Foundry does; so does every key
 * where there is no Foundry i18n (a field validator run outside a world, in the unit tests). The notifications
 * below use it.
 */
export function localize(key: string, data?: Record<string, string | number>): string {
  // cast: `game` is not defined outside Foundry (a data model's validator run by the unit tests).
  const i18n = (globalThis as { game?: { i18n?: Game["i18n"] } }).game?.i18n;
  if (!i18n) return key;
  const text = foundText(i18n).get(key) ?? remember(i18n, key, i18n.localize(key));
  return data ? fill(text, data) : text;
}

/**
 * `{name}` placeholders filled from `data`, as Foundry's `game.i18n.format` fills them (a name without a value
 * prints as "undefined"), but from the found text: `format` looks the key up again on every call, 15% of drawing a
 * card (its lines, buttons and notes are texts with data) in bench/chat-log.bench.ts (200 cards, a quiet machine).
 */
function fill(text: string, data: Record<string, string | number>): string {
  return text.replace(/{[^}]+}/g, (match) => String(data[match.slice(1, -1)]));
}

/**
 * The texts of keys already found, per Localization object (a page's one; each stand-in client's). Measured need
 * (bench/render.bench.ts): a sheet localizes one to two hundred fixed labels per render (option lists, skill and
 * ability names), each a walk of the nested translations by a split key; repeated, that walk would be a tenth of the
 * item sheet's render and of the npc sheet's. Only found keys are kept: a key asked for before the translations are
 * loaded comes back as itself and is looked up again the next time. Foundry loads a page's translations once (changing
 * the language reloads the page), so a found text does not change.
 */
const found = new WeakMap<object, Map<string, string>>();

function foundText(i18n: object): Map<string, string> {
  let texts = found.get(i18n);
  if (!texts) found.set(i18n, (texts = new Map()));
  return texts;
}

function remember(i18n: object, key: string, text: string): string {
  if (text !== key) foundText(i18n).set(key, text);
  return text;
}

/**
 * A string that counts something, in the plural form the language's rules pick (Intl.PluralRules): the key is a
 * namespace with `one`, `other` (and, for languages that need them, `few`, `many`…); `{count}` is filled in.
 */
export function localizeCount(key: string, count: number, data: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(game.i18n?.lang ?? "en").select(count);
  const specific = `${key}.${form}`;
  return localize(game.i18n?.has(specific) ? specific : `${key}.other`, { ...data, count });
}

export function notifyError(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.error(localize(key, data));
}

export function notifyWarn(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.warn(localize(key, data));
}

export function notifyInfo(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.info(localize(key, data));
}

/** Refuse (with a clear message) when the current user may not change this actor. */
export function ensureCanModify(actor: { isOwner: boolean; name: string | null }): boolean {
  if (actor.isOwner) return true;
  notifyError("AUGMENTED.Notify.NotOwner", { name: actor.name ?? "" });
  return false;
}
