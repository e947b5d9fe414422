/**
 * Foundry's Handlebars helpers that templates commonly use
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.handlebars.HandlebarsHelpers.html):
 * localize, numberFormat, selectOptions, select (block), checked, disabled, radioBoxes, editor, formInput,
 * formGroup, ifThen, concat, eq, ne, lt, lte, gt, gte, and, or, not, json, timeSince (plain).
 */
import type { DataField } from "./fields";
import type { Localization } from "./i18n";
import { activeWorldOrNull, currentClientOrNull } from "./runtime";
import { escapeHTML, isPlainObject } from "./utils";

type HelperOptions = { hash: Record<string, unknown>; fn?: (ctx: unknown) => string; inverse?: (ctx: unknown) => string };
type HandlebarsEnv = typeof import("handlebars");

/** The rendering client's `game.i18n` (a client with its own language set), else the world's, as game.ts reads it. */
function i18n(): Localization | null {
  return currentClientOrNull()?.i18n ?? activeWorldOrNull()?.i18n ?? null;
}

function i18nLocalize(key: string): string {
  return i18n()?.localize(key) ?? key;
}

function i18nFormat(key: string, data: Record<string, unknown>): string {
  return i18n()?.format(key, data) ?? key;
}

/** Splits helper arguments into the positional ones and Handlebars' trailing options object. */
function split(args: unknown[]): { values: unknown[]; options: HelperOptions } {
  const options = args[args.length - 1] as HelperOptions;
  return { values: args.slice(0, -1), options };
}

interface Choice {
  value: string;
  label: string;
  group?: string;
  disabled?: boolean;
}

/** Normalizes `choices` (object of labels or of {label}, array of strings or of {value, label}). */
export function normalizeChoices(choices: unknown, { valueAttr, labelAttr, localize = false, inverted = false }: { valueAttr?: string; labelAttr?: string; localize?: boolean; inverted?: boolean } = {}): Choice[] {
  const out: Choice[] = [];
  const add = (value: unknown, label: unknown, extra: Partial<Choice> = {}) => {
    const text = String(label ?? value);
    out.push({ value: String(value), label: localize ? i18nLocalize(text) : text, ...extra });
  };
  if (Array.isArray(choices)) {
    for (const c of choices) {
      if (isPlainObject(c)) add(c[valueAttr ?? "value"], c[labelAttr ?? "label"], { group: c.group as string | undefined, disabled: Boolean(c.disabled) });
      else add(c, c);
    }
  } else if (isPlainObject(choices)) {
    for (const [key, c] of Object.entries(choices)) {
      if (isPlainObject(c)) add(valueAttr ? c[valueAttr] : key, c[labelAttr ?? "label"], { group: c.group as string | undefined, disabled: Boolean(c.disabled) });
      else if (inverted) add(c, key);
      else add(key, c);
    }
  }
  return out;
}

function optionsHTML(choices: Choice[], selected: unknown, blank: unknown): string {
  const chosen = new Set((Array.isArray(selected) ? selected : selected instanceof Set ? [...selected] : [selected]).map((v) => String(v)));
  const parts: string[] = [];
  if (blank !== undefined && blank !== null && blank !== false) parts.push(`<option value="">${escapeHTML(i18nLocalize(String(blank)))}</option>`);
  let group: string | undefined;
  for (const c of choices) {
    if (c.group !== group) {
      if (group !== undefined) parts.push("</optgroup>");
      if (c.group !== undefined) parts.push(`<optgroup label="${escapeHTML(i18nLocalize(c.group))}">`);
      group = c.group;
    }
    const attrs = `${chosen.has(c.value) ? " selected" : ""}${c.disabled ? " disabled" : ""}`;
    parts.push(`<option value="${escapeHTML(c.value)}"${attrs}>${escapeHTML(c.label)}</option>`);
  }
  if (group !== undefined) parts.push("</optgroup>");
  return parts.join("");
}

function fieldInput(field: DataField | undefined, hash: Record<string, unknown>): string {
  const name = String(hash.name ?? field?.fieldPath ?? "");
  const value = hash.value;
  const disabled = hash.disabled ? " disabled" : "";
  const choices = hash.choices ?? (field as { choices?: unknown } | undefined)?.choices;
  const type = field?.constructor.name ?? "";
  if (choices) {
    const list = normalizeChoices(choices, { localize: Boolean(hash.localize), valueAttr: hash.valueAttr as string | undefined, labelAttr: hash.labelAttr as string | undefined });
    return `<select name="${escapeHTML(name)}"${disabled}>${optionsHTML(list, value, hash.blank)}</select>`;
  }
  if (type === "BooleanField") return `<input type="checkbox" name="${escapeHTML(name)}"${value ? " checked" : ""}${disabled}>`;
  if (type === "HTMLField") return `<prose-mirror name="${escapeHTML(name)}"${disabled}>${String(value ?? "")}</prose-mirror>`;
  const isNumber = type.endsWith("NumberField") || type === "AlphaField" || type === "AngleField";
  const inputType = isNumber ? "number" : "text";
  const step = isNumber && hash.step !== undefined ? ` step="${escapeHTML(hash.step)}"` : "";
  const text = value === undefined || value === null ? "" : String(value);
  return `<input type="${inputType}" name="${escapeHTML(name)}" value="${escapeHTML(text)}"${step}${disabled}>`;
}

export function registerHelpers(env: HandlebarsEnv): void {
  env.registerHelper("localize", (key: unknown, options: HelperOptions) => {
    const hash = options?.hash ?? {};
    return Object.keys(hash).length ? i18nFormat(String(key), hash) : i18nLocalize(String(key));
  });

  env.registerHelper("numberFormat", (value: unknown, options: HelperOptions) => {
    const { decimals = 0, sign = false } = options.hash as { decimals?: number; sign?: boolean };
    const number = Number(value);
    const fixed = number.toFixed(Number(decimals));
    return sign && number >= 0 ? `+${fixed}` : fixed;
  });

  env.registerHelper("selectOptions", (choices: unknown, options: HelperOptions) => {
    const h = options.hash;
    const list = normalizeChoices(choices, {
      valueAttr: (h.valueAttr ?? h.nameAttr) as string | undefined, labelAttr: h.labelAttr as string | undefined,
      localize: Boolean(h.localize), inverted: Boolean(h.inverted),
    });
    if (h.sort) list.sort((a, b) => a.label.localeCompare(b.label));
    return new env.SafeString(optionsHTML(list, h.selected, h.blank));
  });

  env.registerHelper("select", function (this: unknown, selected: unknown, options: HelperOptions) {
    const html = options.fn?.(this) ?? "";
    const escaped = escapeHTML(String(selected)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return html.replace(new RegExp(`value=["']${escaped}["']`), "$& selected");
  });

  env.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  env.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));

  env.registerHelper("radioBoxes", (name: string, choices: unknown, options: HelperOptions) => {
    const list = normalizeChoices(choices, { localize: Boolean(options.hash.localize) });
    const checked = String(options.hash.checked ?? "");
    const html = list.map((c) => `<label class="checkbox"><input type="radio" name="${escapeHTML(name)}" value="${escapeHTML(c.value)}"${c.value === checked ? " checked" : ""}> ${escapeHTML(c.label)}</label>`);
    return new env.SafeString(html.join(""));
  });

  env.registerHelper("editor", (content: unknown, options: HelperOptions) => {
    const target = escapeHTML(String(options.hash.target ?? ""));
    const editable = options.hash.editable ? " editable" : "";
    return new env.SafeString(`<div class="editor${editable}" data-edit="${target}"><div class="editor-content">${String(content ?? "")}</div></div>`);
  });

  env.registerHelper("formInput", (field: DataField | undefined, options: HelperOptions) => new env.SafeString(fieldInput(field, options.hash)));

  env.registerHelper("formGroup", (field: DataField | undefined, options: HelperOptions) => {
    const h = options.hash;
    const label = String(h.label ?? field?.label ?? "");
    const hint = String(h.hint ?? field?.hint ?? "");
    const text = (s: string) => escapeHTML(h.localize ? i18nLocalize(s) : s);
    const hintHTML = hint ? `<p class="hint">${text(hint)}</p>` : "";
    return new env.SafeString(`<div class="form-group"><label>${text(label)}</label><div class="form-fields">${fieldInput(field, h)}</div>${hintHTML}</div>`);
  });

  env.registerHelper("ifThen", (condition: unknown, a: unknown, b: unknown) => (condition ? a : b));
  env.registerHelper("concat", (...args: unknown[]) => split(args).values.map((v) => String(v ?? "")).join(""));
  env.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  env.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  env.registerHelper("lt", (a: number, b: number) => a < b);
  env.registerHelper("lte", (a: number, b: number) => a <= b);
  env.registerHelper("gt", (a: number, b: number) => a > b);
  env.registerHelper("gte", (a: number, b: number) => a >= b);
  env.registerHelper("and", (...args: unknown[]) => split(args).values.every(Boolean));
  env.registerHelper("or", (...args: unknown[]) => split(args).values.some(Boolean));
  env.registerHelper("not", (value: unknown) => !value);
  env.registerHelper("json", (value: unknown) => JSON.stringify(value));
  env.registerHelper("timeSince", (value: unknown) => String(value));
}
