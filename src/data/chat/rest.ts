/**
 * Rest cards (`ChatMessage` type "rest"): rests (short and long, the Gearforged variant): what they restored. What they show and their undo record; no
 * state of their own (the kind says which workflow posted it).
 */
import { CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

function defineRestCardSchema() {
  return cardBaseSchema();
}

export type RestCardSchema = ReturnType<typeof defineRestCardSchema>;

export class RestCardData extends CardModel<RestCardSchema> {
  static override defineSchema(): RestCardSchema {
    return defineRestCardSchema();
  }
}
