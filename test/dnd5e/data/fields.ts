/**
 * Schema pieces dnd5e's actor models share, with dnd5e's stored shapes (release-5.3.3):
 * abilities `module/data/actor/templates/common.mjs:33` (value, proficient, max, bonuses.check/save; check/save roll
 * configs), hit points `templates/attributes.mjs:36` (value, max, temp, tempmax, dt), armor class `:25` (calc, flat,
 * formula), movement `module/data/shared/movement-field.mjs` (walk… as formula strings, units, hover), traits
 * `templates/traits.mjs:20` (size; di/dr/dv `{value: Set, bypasses: Set, custom}`, `fields/damage-trait-field.mjs`;
 * ci, languages `{value: Set, custom}`, `fields/simple-trait-field.mjs`), currency `module/data/shared/currency.mjs`
 * (pp gp ep sp cp), creature attributes `templates/attributes.mjs:80` (spellcasting, exhaustion).
 * dnd5e's MappingField keyed by CONFIG is a SchemaField with the same keys here (same stored shape); bonus and
 * speed formulas are FormulaFields (formula-field.ts).
 * The 6.x line's fields (line.ts) are in the same schema, unused by the 5.3 line: `movement.speeds.<type>`, the
 * roll configs' `roll.bonus`, the actor's `rolls` (a system copy serves worlds of both lines).
 */
import { BooleanField, NumberField, StringField, type DataField } from "../../foundry/fields";
import { SchemaField, SetField } from "../../foundry/fields-compound";
import { FormulaField } from "./formula-field";

export const ABILITY_IDS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export const SKILLS: Record<string, string> = {
  acr: "dex", ani: "wis", arc: "int", ath: "str", dec: "cha", his: "int", ins: "wis", itm: "cha", inv: "int",
  med: "wis", nat: "int", prc: "wis", prf: "cha", per: "cha", rel: "int", slt: "dex", ste: "dex", sur: "wis",
};
export const MOVEMENT_TYPES = ["walk", "burrow", "climb", "fly", "swim"] as const;
export const CURRENCIES = ["pp", "gp", "ep", "sp", "cp"] as const;

const formula = (): FormulaField => new FormulaField();
const int = (initial: number, min?: number): NumberField => new NumberField({ required: true, nullable: false, integer: true, initial, ...(min === undefined ? {} : { min }) });

/** dnd5e's RollConfigField: `roll.min/max/mode` for a d20 test (6.x: and `roll.bonus`, PR #6145). */
function rollConfig(extra: Record<string, DataField> = {}): SchemaField {
  return new SchemaField({
    ...extra,
    roll: new SchemaField({
      bonus: formula(),
      min: new NumberField({ integer: true, nullable: true, initial: null }),
      max: new NumberField({ integer: true, nullable: true, initial: null }),
      mode: new NumberField({ integer: true, nullable: false, initial: 0, min: -1, max: 1 }),
    }),
  });
}

export function abilitiesField(): SchemaField {
  return new SchemaField(Object.fromEntries(ABILITY_IDS.map((id) => [id, new SchemaField({
    value: int(10, 0),
    proficient: new NumberField({ required: true, integer: true, min: 0, max: 1, initial: 0 }),
    max: new NumberField({ required: true, integer: true, nullable: true, min: 0, initial: null }),
    bonuses: new SchemaField({ check: formula(), save: formula() }),
    check: rollConfig(),
    save: rollConfig(),
  })])));
}

export function skillsField(): SchemaField {
  return new SchemaField(Object.fromEntries(Object.entries(SKILLS).map(([id, ability]) => [id, rollConfig({
    value: new NumberField({ required: true, nullable: false, min: 0, max: 2, step: 0.5, initial: 0 }),
    ability: new StringField({ required: true, initial: ability, blank: true }),
    bonuses: new SchemaField({ check: formula(), passive: formula() }),
  })])));
}

export function hitPointsField(): SchemaField {
  return new SchemaField({
    value: new NumberField({ nullable: true, integer: true, min: 0, initial: null }),
    max: new NumberField({ nullable: true, integer: true, min: 0, initial: null }),
    temp: new NumberField({ integer: true, initial: 0, min: 0 }),
    tempmax: new NumberField({ integer: true, initial: 0 }),
    dt: new NumberField({ integer: true, min: 0, nullable: true, initial: null }),
  });
}

export function armorClassField(): SchemaField {
  return new SchemaField({
    calc: new StringField({ initial: "default" }),
    flat: new NumberField({ integer: true, min: 0, nullable: true, initial: null }),
    formula: formula(),
  });
}

export function movementField(): SchemaField {
  return new SchemaField({
    ...Object.fromEntries(MOVEMENT_TYPES.map((t) => [t, formula()])),
    // 6.x (PR #7201): the speeds, keyed by movement type.
    speeds: new SchemaField(Object.fromEntries(MOVEMENT_TYPES.map((t) => [t, formula()]))),
    bonus: formula(),
    units: new StringField({ required: true, nullable: true, blank: false, initial: null }),
    hover: new BooleanField({ required: true, initial: false }),
  });
}

function simpleTrait(extra: Record<string, DataField> = {}): SchemaField {
  return new SchemaField({ value: new SetField(new StringField()), custom: new StringField({ required: true, blank: true, initial: "" }), ...extra });
}

export function traitsField(): SchemaField {
  const damage = () => simpleTrait({ bypasses: new SetField(new StringField()) });
  return new SchemaField({
    size: new StringField({ required: true, initial: "med" }),
    di: damage(), dr: damage(), dv: damage(),
    ci: simpleTrait(),
    languages: simpleTrait(),
  });
}

export function currencyField(): SchemaField {
  return new SchemaField(Object.fromEntries(CURRENCIES.map((c) => [c, int(0, 0)])));
}

/** The attributes every creature (character, npc) stores besides hit points. */
export function creatureAttributes(): Record<string, DataField> {
  return {
    ac: armorClassField(),
    movement: movementField(),
    spellcasting: new StringField({ required: true, blank: true, initial: "" }),
    exhaustion: int(0, 0),
  };
}

/** An attack type's actor bonuses (creature.mjs:333 `makeAttackBonuses`: `attack`, `damage`). */
function attackBonuses(): SchemaField {
  return new SchemaField({ attack: formula(), damage: formula() });
}

/** `system.bonuses` (creature.mjs:29-44): per attack type (`mwak`, `rwak`, `msak`, `rsak`), abilities, spell DC. */
export function bonusesField(): SchemaField {
  return new SchemaField({
    mwak: attackBonuses(),
    rwak: attackBonuses(),
    msak: attackBonuses(),
    rsak: attackBonuses(),
    abilities: new SchemaField({ check: formula(), save: formula(), skill: formula() }),
    spell: new SchemaField({ dc: formula() }),
  });
}

/**
 * 6.x's `system.rolls` (PR #6145), the parts the stand-in reads: a bonus for every ability check, save and skill,
 * and per attack type the attack and the damage bonus.
 */
export function rollsField(): SchemaField {
  const bonus = () => new SchemaField({ bonus: formula() });
  const perType = () => new SchemaField({ mwak: bonus(), rwak: bonus(), msak: bonus(), rsak: bonus() });
  return new SchemaField({
    ability: new SchemaField({ check: bonus(), save: bonus(), skill: bonus() }),
    attack: perType(),
    damage: perType(),
  });
}

/** 6.x's migration of stored speeds (PR #7201): `movement.<type>` moves to `movement.speeds.<type>`. */
export function migrateMovementSpeeds(movement: Record<string, unknown> | undefined): void {
  if (!movement) return;
  const speeds = ((movement.speeds as Record<string, unknown> | undefined) ??= {});
  for (const type of MOVEMENT_TYPES) {
    if (!(type in movement) || type in speeds) continue;
    speeds[type] = movement[type];
    delete movement[type];
  }
}
