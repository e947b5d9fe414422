/**
 * Death save cards (CORE-4, `ChatMessage` type "deathSave"): the failures damage at 0 HP recorded (with undo),
 * or the prompt to record them (`deathSaveDue`), answered once by its Record button (./on-damage.ts: a card
 * transition on the one writing client). A resolved prompt's button stays disabled for every viewer.
 */
import { cardMetadata, CardModel } from "../../data/chat/card-model";
import { cardBaseSchema } from "../../data/chat/fields";
import { RECORD_DEATH_SAVE_ACTION, recordDeathSaveFailures, recordTransition } from "./on-damage";
import { NumberField, SchemaField, StringField } from "../../data/field-classes";

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
  static override metadata = cardMetadata({
    actions: {
      [RECORD_DEATH_SAVE_ACTION]: {
        click: (message, _button, html) => recordDeathSaveFailures(message, html),
        transition: { run: ({ message, user }) => recordTransition(message, user) },
      },
    },
  });

  static override defineSchema(): DeathSaveCardSchema {
    return defineDeathSaveSchema();
  }

  override adjustForViewer(html: HTMLElement): void {
    if (!this.resolved) return;
    for (const button of html.querySelectorAll<HTMLButtonElement>(`[data-augmented-action=${RECORD_DEATH_SAVE_ACTION}]`)) button.disabled = true;
  }
}
