/**
 * Schema pieces for abilities and skills, shared by character and npc (docs/actor-data.md).
 */
import { ABILITY_IDS } from "../../../rules/core/abilities";
import { PROFICIENCY_LEVELS } from "../../../rules/core/proficiency";
import { SKILL_ABILITIES, type SkillId } from "../../../rules/core/skills";
import { choiceField, integerField } from "../../fields";
import { SchemaField } from "../../field-classes";
import { GuardedNumberField } from "../../guarded-number-field";

/** A flat bonus: any whole number, 0 by default. */
export function bonusField() {
  return new GuardedNumberField({ required: true, nullable: false, integer: true, initial: 0 });
}

/** One ability: score 1..30, save proficiency 0/1, and flat check and save bonuses. */
function abilityField() {
  return new SchemaField({
    value: integerField(10, 1, 30),
    proficient: integerField(0, 0, 1),
    bonuses: new SchemaField({ check: bonusField(), save: bonusField() }),
  });
}

export function abilitiesField() {
  return new SchemaField({
    str: abilityField(),
    dex: abilityField(),
    con: abilityField(),
    int: abilityField(),
    wis: abilityField(),
    cha: abilityField(),
  });
}

/** One skill: proficiency 0 / 0.5 / 1 / 2 (expertise), governing ability (default per skill), flat bonus. */
function skillField(id: SkillId) {
  return new SchemaField({
    proficiency: new GuardedNumberField({ required: true, nullable: false, initial: 0, choices: [...PROFICIENCY_LEVELS] }),
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    ability: choiceField(ABILITY_IDS, SKILL_ABILITIES[id]),
    bonus: bonusField(),
  });
}

export function skillsField() {
  return new SchemaField({
    acr: skillField("acr"),
    ani: skillField("ani"),
    arc: skillField("arc"),
    ath: skillField("ath"),
    dec: skillField("dec"),
    his: skillField("his"),
    ins: skillField("ins"),
    itm: skillField("itm"),
    inv: skillField("inv"),
    med: skillField("med"),
    nat: skillField("nat"),
    prc: skillField("prc"),
    prf: skillField("prf"),
    per: skillField("per"),
    rel: skillField("rel"),
    slt: skillField("slt"),
    ste: skillField("ste"),
    sur: skillField("sur"),
  });
}
