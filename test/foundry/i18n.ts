/**
 * `game.i18n` (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html): translations from the
 * system's language files (nested keys allowed, as Foundry reads them), `localize` returning the key itself when
 * it is missing, `format` filling `{name}` placeholders, `has`, and `Localization.localizeDataModel`: a model's
 * field labels and hints from `<prefix>.FIELDS.<path>.label|hint` for each of its `LOCALIZATION_PREFIXES`
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#localization_prefixes; the models
 * registered for a document subtype are localized by Foundry itself, see world.ts `boot`).
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { currentClientOrNull } from "./runtime";
import { SchemaField } from "./fields-compound";
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

  /**
   * One-time localization of a model's schema: each field's own label and hint translated, then, for each prefix
   * in order (a later, more specific prefix wins, as draw-steel's `["DRAW_STEEL.Item.base", …, "…Title"]` relies
   * on), `<prefix>.FIELDS.<path>.label` and `.hint` where present. Nested SchemaFields extend the path by their
   * name (draw-steel's `hero.primary.value.label`).
   */
  static localizeDataModel(model: { schema: SchemaField; LOCALIZATION_PREFIXES?: string[] }, options: { prefixes?: string[]; prefixPath?: string } = {}): void {
    const i18n = (globalThis as { game?: { i18n?: Localization } }).game?.i18n;
    if (!i18n) return;
    const prefixes = options.prefixes ?? model.LOCALIZATION_PREFIXES ?? [];
    const walk = (schema: SchemaField, path: string) => {
      for (const [name, field] of Object.entries(schema.fields)) {
        const fieldPath = `${path}${name}`;
        if (field.label && i18n.has(field.label)) field.label = i18n.localize(field.label);
        if (field.hint && i18n.has(field.hint)) field.hint = i18n.localize(field.hint);
        for (const prefix of prefixes) {
          const key = `${prefix}.FIELDS.${fieldPath}`;
          if (i18n.has(`${key}.label`)) field.label = i18n.localize(`${key}.label`);
          if (i18n.has(`${key}.hint`)) field.hint = i18n.localize(`${key}.hint`);
        }
        if (field instanceof SchemaField) walk(field, `${fieldPath}.`);
      }
    };
    walk(model.schema, options.prefixPath ?? "");
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

  /** Keys asked for after `init` that no translation holds (a test's record; Foundry keeps none). */
  readonly missed = new Set<string>();

  localize(key: string): string {
    const value = this.lookup(key);
    if (typeof value === "string") return value;
    if (currentClientOrNull()?.phase !== "init") this.missed.add(key);
    return key;
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
