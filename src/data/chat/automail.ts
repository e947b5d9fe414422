/**
 * Automail cards (`ChatMessage` type "automail"): Automail workflows (ports, attach, detach, repair, reforged,
 * notices). What they show, stored as lang keys with data (localized for each viewer), and their undo record;
 * the one state of their own is a player's reforged installation card's clock button (whose limb, and whether
 * the GM moved the clock; src/workflows/automail/reforged-clock.ts).
 */
import { cardMetadata, CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

const { BooleanField, SchemaField, StringField } = foundry.data.fields;

function defineAutomailCardSchema() {
  return {
    ...cardBaseSchema(),
    reforgedClock: new SchemaField(
      {
        actorUuid: new StringField({ required: true, blank: false }),
        limbId: new StringField({ required: true, blank: false }),
        advanced: new BooleanField(),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

export type AutomailCardSchema = ReturnType<typeof defineAutomailCardSchema>;

export class AutomailCardData extends CardModel<AutomailCardSchema> {
  static override metadata = cardMetadata({ actions: ["automailReforgedClock"] });

  static override defineSchema(): AutomailCardSchema {
    return defineAutomailCardSchema();
  }
}
