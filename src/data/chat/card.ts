/**
 * The generic card (`ChatMessage` type "card"): a notice with no state of its own beyond what every card has
 * (./fields.ts); the other kinds add theirs (src/workflows/card-kinds.ts lists them all).
 */
import { CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

function defineCardSchema() {
  return cardBaseSchema();
}

export type CardSchema = ReturnType<typeof defineCardSchema>;

export class CardData extends CardModel<CardSchema> {
  static override defineSchema(): CardSchema {
    return defineCardSchema();
  }
}
