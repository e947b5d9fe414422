/**
 * Rest cards (`ChatMessage` type "rest"): rests (short and long, the Gearforged variant): what they restored. What they show and their undo record; no
 * state of their own (the kind says which workflow posted it).
 */
import { cardBaseSchema } from "./fields";

function defineRestCardSchema() {
  return cardBaseSchema();
}

export type RestCardSchema = ReturnType<typeof defineRestCardSchema>;

export class RestCardData extends foundry.abstract.TypeDataModel<RestCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): RestCardSchema {
    return defineRestCardSchema();
  }
}
