/**
 * A throwaway card kind made by the recipe (docs/ARCHITECTURE.md, "How to add a card kind"), as a new kind's
 * files would be: step 1, its model (a state field of its own, its template in metadata). Loaded only by
 * ../card-recipe.test.ts through ./entry.ts.
 */
import { cardMetadata, CardModel } from "../../../../src/data/chat/card-model";
import { cardBaseSchema } from "../../../../src/data/chat/fields";

function defineThrowawaySchema() {
  const { NumberField } = foundry.data.fields;
  return { ...cardBaseSchema(), tally: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }) };
}

export type ThrowawaySchema = ReturnType<typeof defineThrowawaySchema>;

export class ThrowawayCardData extends CardModel<ThrowawaySchema> {
  // Step 2, its template (a kind whose cards the shared templates/chat/card.hbs draws needs none).
  static override metadata = cardMetadata({ template: "systems/augmented/test/integration/workflows/card-recipe/throwaway.hbs" });

  static override defineSchema(): ThrowawaySchema {
    return defineThrowawaySchema();
  }
}
