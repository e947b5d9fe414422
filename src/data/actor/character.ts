import { ABILITY_IDS, type AbilityId, abilityModifier, proficiencyBonus } from "../../rules/core/abilities";
import { abilityField, hitPointsField, integerField } from "../fields";

const { HTMLField, SchemaField } = foundry.data.fields;

function defineCharacterSchema() {
  return {
    abilities: new SchemaField({
      str: abilityField(),
      dex: abilityField(),
      con: abilityField(),
      int: abilityField(),
      wis: abilityField(),
      cha: abilityField(),
    }),
    attributes: new SchemaField({
      hp: hitPointsField(),
    }),
    details: new SchemaField({
      level: integerField(1, 1, 20),
    }),
    biography: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/** Values computed in prepareDerivedData; never stored. */
export type CharacterDerived = {
  abilities: Record<AbilityId, { value: number; mod: number }>;
  attributes: { hp: { value: number; max: number; temp: number }; prof: number };
};

/**
 * A player character. Stores what the player types; everything the rules compute (modifiers, proficiency
 * bonus) is derived from `src/rules` on every preparation, so it can never go stale.
 */
export class CharacterData extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  // No base-data additions: everything computed is derived.
  Record<never, never>,
  CharacterDerived
> {
  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    for (const id of ABILITY_IDS) this.abilities[id].mod = abilityModifier(this.abilities[id].value);
    this.attributes.prof = proficiencyBonus(this.details.level);
  }
}
