/**
 * `game.i18n` (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html): translations from the
 * system's language files (nested keys allowed, as Foundry reads them), `localize` returning the key itself when
 * it is missing, `format` filling `{name}` placeholders, `has`.
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { currentClientOrNull } from "./runtime";
import { expandObject, getProperty, isPlainObject, mergeObject, type PlainObject } from "./utils";

export class Localization {
  readonly translations: PlainObject = {};

  /** `lang`: the client's language (`game.i18n.lang`, set by each client's `core.language` setting in Foundry). */
  constructor(readonly lang = "en") {}

  /** Loads the language files listed in the manifest (English only), or `lang/en.json` if there is no list. */
  static fromRepository(root: string, manifest: PlainObject | null): Localization {
    const i18n = new Localization();
    const languages = Array.isArray(manifest?.languages) ? (manifest.languages as PlainObject[]) : [];
    const paths = languages.filter((l) => l.lang === "en" && typeof l.path === "string").map((l) => String(l.path));
    if (!paths.length) paths.push("lang/en.json");
    for (const path of paths) {
      const file = join(root, path);
      if (existsSync(file)) i18n.addTranslations(JSON.parse(readFileSync(file, "utf8")) as PlainObject);
    }
    return i18n;
  }

  addTranslations(data: PlainObject): void {
    // Keys may be nested objects or dotted strings; both resolve through getProperty.
    mergeObject(this.translations, expandObject(data), { inplace: true });
  }

  has(key: string, _fallback = true): boolean {
    return typeof this.lookup(key) === "string";
  }

  private lookup(key: string): unknown {
    // Translations load after `init` (Foundry fires i18nInit once they are in).
    if (currentClientOrNull()?.phase === "init") return undefined;
    const value = getProperty(this.translations, key);
    return isPlainObject(value) ? undefined : value;
  }

  localize(key: string): string {
    const value = this.lookup(key);
    return typeof value === "string" ? value : key;
  }

  /** Localizes `key` then replaces each `{name}` with `data.name` (as Foundry, a missing value prints as "undefined"). */
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{[^}]+}/g, (match) => String(data[match.slice(1, -1)]));
  }

  /** v13 list formatting helper. */
  formatList(items: string[], { style = "long", type = "conjunction" }: { style?: Intl.ListFormatStyle; type?: Intl.ListFormatType } = {}): string {
    return new Intl.ListFormat(this.lang, { style, type }).format(items);
  }

  getListFormatter(options: Intl.ListFormatOptions = {}): Intl.ListFormat {
    return new Intl.ListFormat(this.lang, options);
  }
}
