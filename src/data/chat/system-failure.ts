/**
 * The System Failure result and the end of its overdrive (SF-2..4, `ChatMessage` type "systemFailure"): what
 * happened and its undo record; no state of its own.
 */
import { CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

function defineSystemFailureSchema() {
  return cardBaseSchema();
}

export type SystemFailureCardSchema = ReturnType<typeof defineSystemFailureSchema>;

export class SystemFailureCardData extends CardModel<SystemFailureCardSchema> {
  static override defineSchema(): SystemFailureCardSchema {
    return defineSystemFailureSchema();
  }
}
