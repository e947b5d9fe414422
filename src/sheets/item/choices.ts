/**
 * What the item sheets' parts share: a list of choices as the templates show them (an Edit-mode `<option>` or
 * checkbox), the chosen ones as words for play mode, and a derived d20 line ("+5", its ability and parts).
 */
import type { CheckBreakdown } from "../../rules/core/weapon-attack";
import { AUGMENTED } from "../../config";
import { formatModifier } from "../../utils/format-modifier";
import { localize } from "../../utils/notify";
import { type ItemProblem, problemKeys } from "../../data/item/gearforged/problems";

/** One `<option>` or checkbox: value, localized label, whether it is chosen. */
export interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

export function choices(values: readonly (string | number)[], labelKey: (value: string) => string, selected: Iterable<unknown> | unknown): Choice[] {
  const chosen = new Set<string>();
  if (selected !== null && typeof selected === "object" && Symbol.iterator in selected) {
    // cast: a SetField's value (a Set) or an array of stored ids.
    for (const value of selected as Iterable<unknown>) chosen.add(String(value));
  } else if (selected !== null && selected !== undefined) chosen.add(String(selected));
  return values.map((value) => ({ value: String(value), label: localize(labelKey(String(value))), selected: chosen.has(String(value)) }));
}

/** The chosen labels in words, for play mode ("Light, Finesse"); "" when none is chosen. */
export function chosenText(list: readonly Choice[]): string {
  return list.filter((choice) => choice.selected).map((choice) => choice.label).join(", ");
}

// cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
export const abilityLabel = (id: string) => AUGMENTED.abilities[id as keyof typeof AUGMENTED.abilities]?.label ?? id;

/** The derived d20 line a sheet shows: "+5" and the formula behind it; the template words the ability id. */
export function checkView(check: CheckBreakdown | null) {
  if (!check) return null;
  return {
    total: formatModifier(check.total),
    formula: check.formula,
    ability: check.ability,
    parts: check.parts.map((part) => ({ source: part.source, amount: formatModifier(part.amount) })),
  };
}

/** What is wrong with an item's stored data (data/item/gearforged/problems.ts), in words. */
export function problemTexts(problems: readonly ItemProblem[]): string[] {
  return problemKeys(problems).map((key) => localize(key));
}
