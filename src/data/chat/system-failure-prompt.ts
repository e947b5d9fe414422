/**
 * The System Failure prompt (SF-1, `ChatMessage` type "systemFailurePrompt"): whose it is, which augments it
 * offered, where things stood when offered (the lapse check, src/workflows/system-failure/lapse.ts) and, once
 * answered, how.
 */
import { cardMetadata, CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

const { ArrayField, NumberField, SchemaField, StringField } = foundry.data.fields;

const finite = () => new NumberField({ required: true, nullable: false, initial: 0 });

function offerField() {
  return new SchemaField(
    {
      hp: new SchemaField({ value: finite(), temp: finite() }),
      deathSaves: new SchemaField({ success: finite(), failure: finite() }),
      combat: new SchemaField(
        {
          id: new StringField({ required: true, blank: false }),
          round: finite(),
          turn: new NumberField({ required: true, nullable: true, initial: null }),
        },
        { required: true, nullable: true, initial: null },
      ),
    },
    { required: true, nullable: true, initial: null },
  );
}

export function promptStateField() {
  return new SchemaField(
    {
      actorUuid: new StringField({ required: true, blank: false }),
      candidateIds: new ArrayField(new StringField({ required: true, blank: false })),
      answer: new StringField({ required: true, blank: false, nullable: true, choices: ["chosen", "declined"], initial: null }),
      offer: offerField(),
    },
    { required: true, nullable: true, initial: null },
  );
}

function definePromptSchema() {
  return { ...cardBaseSchema(), systemFailure: promptStateField() };
}

export type SystemFailurePromptSchema = ReturnType<typeof definePromptSchema>;

export class SystemFailurePromptData extends CardModel<SystemFailurePromptSchema> {
  static override metadata = cardMetadata({ actions: ["systemFailureChoose", "systemFailureDecline"] });

  static override defineSchema(): SystemFailurePromptSchema {
    return definePromptSchema();
  }
}
