import { DAMAGE_TYPES } from "../../rules/core/damage-types";
import { CHALLENGE_RATINGS, crProficiencyBonus } from "../../rules/core/challenge-rating";
import { abilitiesField, bonusField, skillsField } from "./parts/abilities";
import {
  armorClassField,
  exhaustionField,
  hitPointsField,
  initiativeField,
  movementField,
  sensesField,
} from "./parts/attributes";
import { type CoreSystemView, deriveCore } from "./parts/derive";
import { assertHpWithinMax } from "./parts/hp-guard";
import { guardHpUpdate, ownerItems } from "./parts/model-hooks";
import { featureDcsField, traitsField } from "./parts/traits";
import type { ActorDerived } from "./character";

const { ArrayField, HTMLField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** A dice formula Foundry's Roll accepts (an empty formula is allowed: an attack without damage). */
function isValidFormula(value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return true;
  return foundry.dice.Roll.validate(value);
}

/** A quick attack as a stat block writes it: "+5 to hit, 1d8 + 3 slashing". */
function attackField() {
  return new SchemaField({
    name: new StringField({ required: true, blank: true, initial: "" }),
    bonus: bonusField(),
    damage: new StringField({
      required: true,
      blank: true,
      initial: "",
      validate: isValidFormula,
      validationError: "is not a valid dice formula",
    }),
    type: new StringField({ required: true, blank: false, initial: "bludgeoning", choices: [...DAMAGE_TYPES] }),
  });
}

function defineNpcSchema() {
  return {
    abilities: abilitiesField(),
    skills: skillsField(),
    attributes: new SchemaField({
      hp: hitPointsField(),
      ac: armorClassField(),
      exhaustion: exhaustionField(),
      movement: movementField(30),
      senses: sensesField(),
      init: initiativeField(),
    }),
    details: new SchemaField({
      cr: new NumberField({ required: true, nullable: false, initial: 1, choices: [...CHALLENGE_RATINGS] }),
    }),
    traits: traitsField("medium"),
    attacks: new ArrayField(attackField()),
    featureDcs: featureDcsField(),
    biography: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

export type NpcSchema = ReturnType<typeof defineNpcSchema>;

/**
 * A monster or non-player character: the same core as a character (abilities, skills, HP, AC, speeds, senses,
 * traits), a challenge rating that sets the proficiency bonus, and quick attacks; no level, hit dice or death saves.
 */
export class NpcData extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation, Record<never, never>, ActorDerived> {
  static override defineSchema(): NpcSchema {
    return defineNpcSchema();
  }

  /** CORE-2: stored HP never above the maximum. */
  static override validateJoint(data: Parameters<typeof foundry.abstract.TypeDataModel.validateJoint>[0]): void {
    super.validateJoint(data);
    assertHpWithinMax(data);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.attributes.prof = crProficiencyBonus(this.details.cr);
    // cast: the schema's instance type plus the derived paths is CoreSystemView's shape.
    deriveCore(this as unknown as CoreSystemView, ownerItems(this));
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    return guardHpUpdate(this, args[0]);
  }
}
