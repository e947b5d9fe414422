/**
 * Augment workflow cards (`ChatMessage` type "augment"): install, remove, repair, upgrade, design and use
 * (the kind says which). A use records which augment, its purpose and the uses left after it.
 */
import { CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";
import { NumberField, SchemaField } from "../field-classes";
import { nonBlankString } from "../fields";

function defineAugmentCardSchema() {
  return {
    ...cardBaseSchema(),
    augmentUse: new SchemaField(
      {
        itemId: nonBlankString(),
        purpose: nonBlankString(),
        remaining: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

export type AugmentCardSchema = ReturnType<typeof defineAugmentCardSchema>;

export class AugmentCardData extends CardModel<AugmentCardSchema> {
  static override defineSchema(): AugmentCardSchema {
    return defineAugmentCardSchema();
  }
}
