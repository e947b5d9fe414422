/**
 * A save asked of a target (`ChatMessage` type "saveRequest"): GF-UPG-11's Claw Arm Laser and CY-ATK-3's
 * save-based augments. The card names who acts (the attacker's actor and item), who saves (the target's actor),
 * the ability and DC, and once answered the one recorded result; the target's owner rolls it from the card's
 * Roll save button and the writing client records it (src/workflows/save-request).
 */
import { ABILITY_IDS } from "../../rules/core/abilities";
import { cardMetadata, CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

const { BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

const integer = () => new NumberField({ required: true, nullable: false, integer: true, initial: 0 });

export function saveRequestField() {
  return new SchemaField(
    {
      /** Which workflow asked (its registered save source: "laser", "augment"). */
      source: new StringField({ required: true, blank: false, initial: undefined }),
      actorUuid: new StringField({ required: true, blank: false, initial: undefined }),
      itemId: new StringField({ required: true, blank: false, initial: undefined }),
      targetUuid: new StringField({ required: true, blank: false, initial: undefined }),
      /** For the card only, when the target is gone: what it was called. */
      targetName: new StringField({ required: true, blank: true, initial: "" }),
      ability: new StringField({ required: true, blank: false, choices: [...ABILITY_IDS], initial: "dex" }),
      dc: integer(),
      /** The card of the use that asked (the laser's, the augment's): its Undo takes the save back too. */
      useMessageId: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      result: new SchemaField(
        {
          total: integer(),
          natural: integer(),
          saved: new BooleanField(),
          /** The user whose roll was recorded. */
          userId: new StringField({ required: true, blank: false, initial: undefined }),
        },
        { required: true, nullable: true, initial: null },
      ),
    },
    { required: true, nullable: true, initial: null },
  );
}

function defineSaveRequestSchema() {
  return { ...cardBaseSchema(), saveRequest: saveRequestField() };
}

export type SaveRequestCardSchema = ReturnType<typeof defineSaveRequestSchema>;

export class SaveRequestCardData extends CardModel<SaveRequestCardSchema> {
  static override metadata = cardMetadata({ actions: ["rollSave"] });

  static override defineSchema(): SaveRequestCardSchema {
    return defineSaveRequestSchema();
  }
}
