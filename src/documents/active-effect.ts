/**
 * The system's ActiveEffect class (CONFIG.ActiveEffect.documentClass). Foundry applies a change to a schema field
 * through the field (src/compat/active-effects.ts); the system steps in only for Set fields (`system.traits.*`:
 * damage immunities, resistances, vulnerabilities, condition immunities, languages, creature types), so that a
 * change's value may name several entries, "poison, acid" or a JSON array, as the species effects in the packs
 * do one per change. ADD puts them into a copy of the prepared Set, OVERRIDE replaces the Set with them; other
 * kinds, and every non-Set field, are Foundry's.
 */
import { activeEffectClass, type FieldChange } from "../compat/active-effects";

/** The entries a change names: a JSON array of strings, or comma-separated words, trimmed, blanks dropped. */
export function changeEntries(value: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const list = Array.isArray(parsed) ? parsed.map(String) : value.split(",");
  return list.map((entry) => entry.trim()).filter((entry) => entry !== "");
}

export function setFieldChange(current: unknown, change: FieldChange, field: unknown): Set<string> | undefined {
  if (!(field instanceof foundry.data.fields.SetField) || !(current instanceof Set)) return undefined;
  if (change.kind === "add") return new Set([...(current as Set<string>), ...changeEntries(change.value)]);
  if (change.kind === "override") return new Set(changeEntries(change.value));
  return undefined;
}

export const AugmentedActiveEffect = activeEffectClass(setFieldChange);
