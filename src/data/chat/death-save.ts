/**
 * Death save cards (CORE-4, `ChatMessage` type "deathSave"): the failures damage at 0 HP recorded (with undo),
 * or the prompt to record them (`deathSaveDue`), answered once.
 */
import { cardMetadata, CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

const { NumberField, SchemaField, StringField } = foundry.data.fields;

function defineDeathSaveSchema() {
  return {
    ...cardBaseSchema(),
    /** The prompt: whose death saves and how many failures are due (CORE-4: 1, or 2 on a critical hit). */
    deathSaveDue: new SchemaField(
      {
        actorUuid: new StringField({ required: true, blank: false }),
        failures: new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 2, initial: 1 }),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

export type DeathSaveCardSchema = ReturnType<typeof defineDeathSaveSchema>;

export class DeathSaveCardData extends CardModel<DeathSaveCardSchema> {
  static override metadata = cardMetadata({ actions: ["recordDeathSaveFailure"] });

  static override defineSchema(): DeathSaveCardSchema {
    return defineDeathSaveSchema();
  }
}
