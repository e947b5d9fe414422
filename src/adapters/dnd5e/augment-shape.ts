/**
 * The module's augment as dnd5e stores an item, and the way between it and the shared augment shape
 * (src/data/item/augment/state.ts `AugmentSystemSource`), both ways and losslessly:
 * - `description`: dnd5e's `{value, chat}` (ItemDescriptionTemplate, release-5.3.3
 *   `module/data/item/templates/item-description.mjs:19-28`); the shared shape's plain HTML string is `value`.
 * - `uses`: dnd5e's `{spent, max, recovery}` (`module/data/shared/uses-field.mjs`); `max` is a dnd5e formula, so
 *   dnd5e prepares it and shows it; the shared `formula` (CY-USE-1: blank = PB; `@str` … `@cha` the owner's
 *   modifiers) is written as dnd5e reads it (`@prof`, `@abilities.str.mod`) and read back the same way. A long
 *   rest refills them through dnd5e's own recovery (CY-USE-2: `{period: "lr", type: "recoverAll"}`).
 * Plain functions over plain objects: the model's migration, its vetoes and the pack build share them.
 */

/** The abilities a shared uses formula names by their short form (`@str`), as the rules' parser reads them. */
const ABILITY_REFS = ["str", "dex", "con", "int", "wis", "cha"] as const;

/** CY-USE-1's default maximum, as dnd5e writes the proficiency bonus in a formula. */
export const PB_FORMULA = "@prof";

/** CY-USE-2: a long rest refills every use. */
export const LONG_REST_RECOVERY = Object.freeze([Object.freeze({ period: "lr", type: "recoverAll" })]);

/** An augment that has no primary active function spends no uses (CY-SLOT-4 prosthetics, CY-USE-3 passive). */
export function spendsNoUses(source: { purpose?: unknown; passive?: unknown }): boolean {
  return source.purpose === "prosthetic" || source.passive === true;
}

/** A shared uses formula (blank = PB) as dnd5e's `uses.max`. */
export function dnd5eUsesMax(formula: string, source: { purpose?: unknown; passive?: unknown }): string {
  const trimmed = formula.trim();
  if (!trimmed) return spendsNoUses(source) ? "" : PB_FORMULA;
  return ABILITY_REFS.reduce((text, id) => text.replace(new RegExp(`@${id}\\b(?!\\.)`, "g"), `@abilities.${id}.mod`), trimmed);
}

/** dnd5e's `uses.max` as the shared formula the rules parse (its `@abilities.<id>.mod` as `@<id>`). */
export function sharedUsesFormula(max: unknown): string {
  if (typeof max !== "string") return "";
  return ABILITY_REFS.reduce((text, id) => text.replaceAll(`@abilities.${id}.mod`, `@${id}`), max.trim());
}

import type { DesignSource } from "../../data/item/augment/design-fixed";

type Source = Record<string, unknown>;

function isObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A stored augment of the shared shape (the module's earlier data, the system's compendium) moved in place to
 * dnd5e's: the description string into `description.value`, `uses.formula` into `uses.max` with the long-rest
 * recovery. Partial data (an update) is touched only where it holds the old shape, so it is safe on every pass.
 */
export function migrateAugmentSource(source: Source): void {
  if (typeof source.description === "string") source.description = { value: source.description, chat: "" };
  const uses = source.uses;
  if (isObject(uses) && "formula" in uses && !("max" in uses)) {
    const formula = typeof uses.formula === "string" ? uses.formula : "";
    delete uses.formula;
    uses.max = dnd5eUsesMax(formula, source);
    if (!Array.isArray(uses.recovery)) uses.recovery = LONG_REST_RECOVERY.map((r) => ({ ...r }));
  }
}

/** The stored `system` of the module's augment: the shared fields, dnd5e's description and uses. */
export type Dnd5eAugmentSource = Omit<DesignSource, "description" | "uses"> & {
  description: { value: string | null; chat: string | null };
  uses: { spent: number; max: string; recovery: { period: string; type: string; formula?: string }[] };
};

/** The stored source in the shared shape the vetoes compare. */
export function toSharedSource(source: Dnd5eAugmentSource): DesignSource {
  return { ...source, description: source.description?.value ?? "", uses: { spent: source.uses?.spent ?? 0, formula: sharedUsesFormula(source.uses?.max) } };
}

/** An update's expanded `system` changes in the shared shape (only the paths it holds). */
export function toSharedChanges(system: Source): Source {
  const out: Source = { ...system };
  const description = system.description;
  if (isObject(description) && "value" in description) out.description = typeof description.value === "string" ? description.value : "";
  const uses = system.uses;
  if (isObject(uses)) {
    const shared: Source = { ...uses };
    if ("max" in uses) shared.formula = sharedUsesFormula(uses.max);
    delete shared.max;
    delete shared.recovery;
    out.uses = shared;
  }
  return out;
}
