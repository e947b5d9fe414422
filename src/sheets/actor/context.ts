/**
 * View models the actor sheets render: plain, localized rows built from prepared system data, shared by the
 * character and npc sheets.
 */
import { ABILITY_IDS } from "../../rules/core/abilities";
import { type ExhaustionEffects } from "../../rules/core/exhaustion";
import { SKILL_IDS } from "../../rules/core/skills";
import { MOVEMENT_TYPES } from "../../rules/core/speed";
import { AUGMENTED, SENSE_IDS } from "../../config";
import type { CoreSystemView } from "../../data/actor/parts/derive";
import { formatModifier } from "../../applications/format";
import { localize } from "../../utils/notify";
import { choices } from "../item/choices";

/** The prepared system data every actor type shares, plus the stored sets the sheet lists. */
export type SheetSystem = CoreSystemView & {
  attributes: CoreSystemView["attributes"] & { senses: Record<string, number> };
  traits: { size: string; creatureTypes: Set<string>; languages: Set<string>; di: Set<string>; dr: Set<string>; dv: Set<string>; diOngoing: Set<string>; ci: Set<string> };
};

export function abilityRows(system: SheetSystem) {
  return ABILITY_IDS.map((id) => {
    const ability = system.abilities[id];
    return {
      id,
      score: ability.value,
      modifier: formatModifier(ability.mod),
      save: formatModifier(ability.save),
      proficient: ability.proficient === 1,
    };
  });
}

const PROFICIENCY_ICONS: Record<string, string> = { "0": "\u25CB", "0.5": "\u25D1", "1": "\u25CF", "2": "\u25C9" };

/**
 * The proficiency select's choices (skills.hbs lists them with `selectOptions`): an array, so 0.5 keeps its
 * place between 0 and 1 (an object's integer keys would come first).
 */
export const PROFICIENCY_CHOICES = [0, 0.5, 1, 2].map((value) => ({ value, label: `AUGMENTED.Proficiency.${String(value).replace(".", "_")}` }));

/** The selects' choices and the skill names are the templates' (`selectOptions` over the config tables, `AUGMENTED.Skill.<id>`). */
export function skillRows(system: SheetSystem) {
  return SKILL_IDS.map((id) => {
    const skill = system.skills[id];
    return {
      id,
      ability: skill.ability,
      proficiency: skill.proficiency,
      proficiencyIcon: PROFICIENCY_ICONS[String(skill.proficiency)] ?? PROFICIENCY_ICONS["0"],
      bonus: skill.bonus,
      total: formatModifier(skill.total),
      passive: skill.passive,
    };
  });
}

/** AC with its breakdown as one tooltip line per part ("Chain Mail 16; Shield +2"). */
export function armorClassView(system: SheetSystem) {
  const ac = system.attributes.ac;
  const lines = ac.breakdown.map((line, index) => {
    const label = line.localize ? localize(line.label) : line.label;
    const amount = index === 0 ? String(line.amount) : formatModifier(line.amount);
    return { label, amount };
  });
  return {
    value: ac.value,
    flat: ac.flat,
    bonus: ac.bonus,
    lines,
    tooltip: lines.map((l) => `${l.label} ${l.amount}`).join("; "),
    warning: ac.warnings.length > 0,
  };
}

export function speedRows(system: SheetSystem) {
  return MOVEMENT_TYPES.map((id) => ({
    id,
    base: system.attributes.movement[id],
    value: system.attributes.speed[id],
    reduced: system.attributes.speed[id] < system.attributes.movement[id],
  }));
}

export function senseRows(system: SheetSystem) {
  return SENSE_IDS.map((id) => ({
    id,
    value: system.attributes.senses[id] ?? 0,
  }));
}

/**
 * Each trait set as chips (play: the prepared set, effects included) and a multi-select (edit). The select edits
 * the stored set only (`source`, the actor's `_source.system.traits`): what Active Effects add (a species'
 * immunities) is listed beside it as granted, so submitting the form never writes an effect's values into the
 * stored data, and removing the effect takes them away.
 */
export function traitGroups(system: SheetSystem, source?: Partial<Record<keyof SheetSystem["traits"], unknown>>, editMode = true) {
  const group = (key: keyof SheetSystem["traits"], label: string, table: Record<string, { label: string }>) => {
    // cast: the prepared trait fields are SetFields (Sets at runtime).
    const values = system.traits[key] as Set<string>;
    const stored = source?.[key];
    // cast: an array or Set, just checked; its entries are stringified.
    const own = new Set(Array.isArray(stored) || stored instanceof Set ? [...(stored as Iterable<unknown>)].map(String) : [...values]);
    const extra = [...own].filter((v) => !(v in table)).map((v) => ({ value: v, label: v, selected: true }));
    const name = (v: string) => (table[v] ? localize(table[v].label) : v);
    return {
      key,
      label: localize(label),
      chips: [...values].map(name),
      options: editMode ? [...choices(Object.keys(table), (v) => table[v]!.label, own), ...extra] : [],
      granted: [...values].filter((v) => !own.has(v)).map(name).join(", "),
    };
  };
  return [
    group("creatureTypes", "AUGMENTED.Traits.CreatureTypes", AUGMENTED.creatureTypes),
    group("languages", "AUGMENTED.Traits.Languages", AUGMENTED.languages),
    group("dr", "AUGMENTED.Traits.Resistances", AUGMENTED.damageTypes),
    group("di", "AUGMENTED.Traits.Immunities", AUGMENTED.damageTypes),
    group("dv", "AUGMENTED.Traits.Vulnerabilities", AUGMENTED.damageTypes),
    group("diOngoing", "AUGMENTED.Traits.OngoingImmunities", AUGMENTED.damageTypes),
    group("ci", "AUGMENTED.Traits.ConditionImmunities", AUGMENTED.conditions),
  ];
}

/** CORE-7 rows: the stored DC inputs next to the computed value. */
export function saveDcRows(system: SheetSystem) {
  return system.featureDcs.map((dc, index) => ({
    index,
    id: dc.id,
    name: dc.name,
    bonus: dc.bonus,
    ability: dc.ability,
    value: system.saveDcs[index]?.value ?? 0,
  }));
}

/** CORE-6: what the current level does, in words ("−4 to d20 tests, −10 ft speed"). */
export function exhaustionSummary(effects: ExhaustionEffects): string {
  if (effects.level === 0) return localize("AUGMENTED.Exhaustion.None");
  if (effects.dead) return localize("AUGMENTED.Exhaustion.Dead");
  if (effects.rules === "2024") return localize("AUGMENTED.Exhaustion.Summary2024", { d20: formatModifier(effects.d20Modifier), speed: effects.speedPenalty });
  return localize(`AUGMENTED.Exhaustion.Level2014.${effects.level}`);
}
