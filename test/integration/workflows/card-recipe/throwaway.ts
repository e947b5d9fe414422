/**
 * A throwaway card kind made by the recipe (docs/ARCHITECTURE.md, "How to add a card kind"), as a new kind's
 * files would be: step 1, its class (a state field of its own; its template and one action in metadata; its
 * drawing for a viewer). Loaded only by ../card-recipe.test.ts through ./entry.ts.
 */
import { cardMetadata, CardModel } from "../../../../src/data/chat/card-model";
import { cardBaseSchema } from "../../../../src/data/chat/fields";

function defineThrowawaySchema() {
  const { NumberField } = foundry.data.fields;
  return { ...cardBaseSchema(), tally: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }) };
}

export type ThrowawaySchema = ReturnType<typeof defineThrowawaySchema>;

export class ThrowawayCardData extends CardModel<ThrowawaySchema> {
  // Step 2, its template (a kind whose cards the shared templates/chat/card.hbs draws needs none). Its one action
  // is a transition: carried out once on the writing client, which re-reads the card it counts from.
  static override metadata = cardMetadata({
    template: "systems/augmented/test/integration/workflows/card-recipe/throwaway.hbs",
    actions: {
      throwawayCount: {
        transition: {
          async run({ message }) {
            // cast: the card clicked is a throwaway card (its kind's action is only bound on its own cards).
            return { state: { tally: (message.system as unknown as ThrowawayCardData).tally + 1 } };
          },
        },
      },
    },
  });

  /** Marks who the card was drawn for (a kind's per-viewer drawing). */
  override adjustForViewer(html: HTMLElement): void {
    html.querySelector(".chat-card")?.setAttribute("data-viewer", game.user?.isGM ? "gm" : "player");
  }

  static override defineSchema(): ThrowawaySchema {
    return defineThrowawaySchema();
  }
}
