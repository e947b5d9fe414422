/**
 * Automail cards (`ChatMessage` type "automail"): Automail workflows (ports, attach, detach, reforged, notices). What they show and their undo record; no
 * state of their own (the kind says which workflow posted it).
 */
import { cardBaseSchema } from "./fields";

function defineAutomailCardSchema() {
  return cardBaseSchema();
}

export type AutomailCardSchema = ReturnType<typeof defineAutomailCardSchema>;

export class AutomailCardData extends foundry.abstract.TypeDataModel<AutomailCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): AutomailCardSchema {
    return defineAutomailCardSchema();
  }
}
