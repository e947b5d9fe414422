import { DAMAGE_TYPES } from "../../rules/core/damage-types";
import { CHALLENGE_RATINGS, crProficiencyBonus } from "../../rules/core/challenge-rating";
import { BaseActorData, type BaseActorSchema } from "./base-actor";
import { bonusField } from "./parts/abilities";
import { ArrayField, SchemaField, StringField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";
import { choiceField, textField } from "../fields";

/** A dice formula Foundry's Roll accepts (an empty formula is allowed: an attack without damage). */
function isValidFormula(value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return true;
  return foundry.dice.Roll.validate(value);
}

/** A quick attack as a stat block writes it: "+5 to hit, 1d8 + 3 slashing". */
function attackField() {
  return new SchemaField({
    name: textField(),
    bonus: bonusField(),
    damage: new StringField({
      required: true,
      blank: true,
      initial: "",
      validate: isValidFormula,
      validationError: "is not a valid dice formula",
    }),
    type: choiceField(DAMAGE_TYPES, "bludgeoning"),
  });
}

/** The shared schema plus a challenge rating and quick attacks, in the order worlds already store them. */
function npcFields(base: BaseActorSchema) {
  const { abilities, skills, attributes, traits, featureDcs, biography } = base;
  return {
    abilities,
    skills,
    attributes,
    details: new SchemaField({
      cr: new GuardedNumberField({ required: true, nullable: false, initial: 1, choices: [...CHALLENGE_RATINGS] }),
    }),
    traits,
    attacks: new ArrayField(attackField()),
    featureDcs,
    biography,
  };
}

export type NpcSchema = ReturnType<typeof npcFields>;

/**
 * A monster or non-player character: the same core as a character (abilities, skills, HP, AC, speeds, senses,
 * traits; BaseActorData), a challenge rating that sets the proficiency bonus, and quick attacks; no level, hit
 * dice or death saves.
 */
export class NpcData extends BaseActorData<NpcSchema> {
  static override defineSchema(): NpcSchema {
    return npcFields(super.defineSchema());
  }

  /** CORE-1: an npc's proficiency bonus comes from its challenge rating. */
  protected override proficiencyBonus(): number {
    return crProficiencyBonus(this.details.cr);
  }
}
