/**
 * The damage card (`ChatMessage` type "damage"): a rolled damage total and its type, applied from the card's
 * buttons (src/applications/chat/damage-card.ts believes it only when it agrees with the attached rolls).
 */
import { DAMAGE_TYPES, HEALING_KINDS } from "../../rules/core/damage-types";
import { cardBaseSchema } from "./fields";

const { BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

function defineDamageSchema() {
  return {
    ...cardBaseSchema(),
    damage: new SchemaField(
      {
        type: new StringField({ required: true, blank: false, choices: [...DAMAGE_TYPES, ...HEALING_KINDS], initial: DAMAGE_TYPES[0] }),
        total: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        critical: new BooleanField(),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

export type DamageCardSchema = ReturnType<typeof defineDamageSchema>;

export class DamageCardData extends foundry.abstract.TypeDataModel<DamageCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): DamageCardSchema {
    return defineDamageSchema();
  }
}
