/**
 * The damage card (`ChatMessage` type "damage"): a rolled damage total and its type, applied from the card's
 * buttons (src/applications/chat/damage-card.ts believes it only when it agrees with the attached rolls).
 * A healing augment's card also records whom the healer targeted (CY-HEAL-1, `damage.target`); the GM's client
 * checks that record again before applying to it (src/workflows/augment-use/heal-target.ts).
 */
import { DAMAGE_TYPES, HEALING_KINDS } from "../../rules/core/damage-types";
import { cardMetadata, CardModel } from "./card-model";
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
        /** CY-HEAL-1: the healer's target when the card was posted (null: the viewer's selection, as for damage). */
        target: new SchemaField(
          {
            actorUuid: new StringField({ required: true, blank: false, initial: undefined }),
            /** The token targeted (what the range was measured from), or null when an actor was named directly. */
            tokenUuid: new StringField({ required: true, nullable: true, blank: false, initial: null }),
            /** The healing augment used (its range is read from the item, never from the card). */
            itemId: new StringField({ required: true, nullable: true, blank: false, initial: null }),
            /** For the card only, when the target is gone: what it was called. */
            name: new StringField({ required: true, blank: true, initial: "" }),
          },
          { required: false, nullable: true, initial: null },
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

export type DamageCardSchema = ReturnType<typeof defineDamageSchema>;

export class DamageCardData extends CardModel<DamageCardSchema> {
  static override metadata = cardMetadata({ actions: ["applyDamage"] });

  static override defineSchema(): DamageCardSchema {
    return defineDamageSchema();
  }
}
