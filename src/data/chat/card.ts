/**
 * The generic card (`ChatMessage` type "card"): a notice with no state of its own beyond what every card has
 * (./fields.ts). The other card types extend it with their state.
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
