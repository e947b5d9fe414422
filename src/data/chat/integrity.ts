/**
 * The integrity save card (CY-INT-1/2, `ChatMessage` type "integrity"): one message per save, redrawn at each
 * step (save due → pick → done). Its state is src/rules/cyborg/integrity-flow.ts's `IntegrityCardState`, held
 * here under a schema instead of flags: a card whose state does not fit is refused by the document itself.
 */
import { INTEGRITY_PICK_MODES } from "../../rules/cyborg/integrity";
import { cardMetadata, CardModel } from "./card-model";
import { cardBaseSchema, nullableText } from "./fields";

const { ArrayField, BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;

function candidateField(options: { nullable: boolean }) {
  return new SchemaField(
    {
      augmentId: new StringField({ required: true, blank: false }),
      name: new StringField({ required: true, blank: true, initial: "" }),
      /** A body section id, or null for a backlash on an augment that is not installed. */
      section: nullableText(),
      hinted: new BooleanField(),
    },
    options.nullable ? { required: true, nullable: true, initial: null } : {},
  );
}

const integer = (nullable: boolean, min?: number) =>
  new NumberField({ required: true, nullable, integer: true, initial: nullable ? null : (min ?? 0), ...(min === undefined ? {} : { min }) });

export function integrityStateField() {
  return new SchemaField(
    {
      actorUuid: new StringField({ required: true, blank: false }),
      source: new StringField({ required: true, blank: false, choices: ["damage", "structuralBacklash"], initial: "damage" }),
      amount: integer(true, 0),
      dc: integer(false, 1),
      hitLocation: nullableText(),
      target: candidateField({ nullable: true }),
      pickMode: new StringField({ required: true, blank: false, choices: [...INTEGRITY_PICK_MODES], initial: "gm" }),
      stage: new StringField({ required: true, blank: false, choices: ["save", "pick", "done"], initial: "save" }),
      save: new SchemaField(
        { total: integer(false), natural: integer(false, 1), saved: new BooleanField() },
        { required: true, nullable: true, initial: null },
      ),
      candidates: new ArrayField(candidateField({ nullable: false })),
      pickDie: integer(true, 1),
      chosen: candidateField({ nullable: true }),
      outcome: new StringField({ required: true, blank: false, nullable: true, choices: ["saved", "damaged", "nothing"], initial: null }),
    },
    { required: true, nullable: true, initial: null },
  );
}

function defineIntegritySchema() {
  return { ...cardBaseSchema(), integrity: integrityStateField() };
}

export type IntegrityCardSchema = ReturnType<typeof defineIntegritySchema>;

export class IntegrityCardData extends CardModel<IntegrityCardSchema> {
  static override metadata = cardMetadata({ actions: ["integrityRoll", "integrityPick", "integritySetDc"] });

  static override defineSchema(): IntegrityCardSchema {
    return defineIntegritySchema();
  }
}
