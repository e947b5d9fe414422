/**
 * The integrity save card (CY-INT-1/2, CY-ENV-2; `ChatMessage` type "integrity"): one message per save, redrawn
 * at each step (save due → pick → done). Its state is src/rules/cyborg/integrity-flow.ts's `IntegrityCardState`,
 * held under the schema below: a card whose state does not fit is refused by the document itself.
 *
 * Roll, Pick and the GM's DC edit are card transitions (src/workflows/cards/card-action.ts): carried out once, on
 * the one writing client (the active GM's; with no GM, the card's author for its own card), which re-reads the
 * card and re-checks everything for the user who asked (./actions.ts) and for the card's author (card-trust.ts)
 * before anything changes: a forged card or request for someone else's actor does nothing. With no GM connected
 * and nobody else able to write the card, it stays pending, says so, and a GM finishes it later from the card.
 */
import { INTEGRITY_PICK_MODES } from "../../rules/cyborg/integrity";
import { type IntegrityCardState, mayPick, mayRoll } from "../../rules/cyborg/integrity-flow";
import { cardMetadata, CardModel } from "../../data/chat/card-model";
import { cardBaseSchema, nullableText } from "../../data/chat/fields";
import { appendCardNote } from "../../applications/chat/cards";
import { dcTransition, integrityState, onDcChange, onPickClick, onRollClick, pickTransition, rollTransition } from "./actions";
import { DC_ACTION, DC_FIELD, PICK_ACTION, ROLL_ACTION } from "./card";
import { askerFor } from "./steps";
import { actorFromUuidSync } from "../../utils/actors-in-play";
import { ArrayField, BooleanField, NumberField, SchemaField, StringField } from "../../data/field-classes";

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
  new NumberField({ required: true, nullable, integer: true, initial: nullable ? null : (min ?? 0), min });

function integrityStateField() {
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

const AUGMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/** A DC argument: absent, or a short string (the rules refuse what is not a whole number in range, saying so). */
function dcArgs(raw: Record<string, unknown>, required: boolean): Record<string, string> | null {
  if (raw.dc === undefined) return required ? null : {};
  return typeof raw.dc === "string" && raw.dc.length <= 12 ? { dc: raw.dc } : null;
}

export class IntegrityCardData extends CardModel<IntegrityCardSchema> {
  static override metadata = cardMetadata({
    actions: {
      [ROLL_ACTION]: {
        click: onRollClick,
        transition: {
          noGm: "AUGMENTED.Integrity.NoGm",
          args: (raw) => dcArgs(raw, false),
          run: ({ message, user, args }) => rollTransition(message, user, args.dc === undefined ? null : Number(args.dc)),
        },
      },
      // The GM's DC edit: no button, the field's change sends it (bound in `adjustForViewer`).
      [DC_ACTION]: {
        transition: {
          noGm: "AUGMENTED.Integrity.NoGm",
          args: (raw) => dcArgs(raw, true),
          run: ({ message, user, args }) => dcTransition(message, user, Number(args.dc)),
        },
      },
      [PICK_ACTION]: {
        click: onPickClick,
        transition: {
          noGm: "AUGMENTED.Integrity.NoGm",
          // A player's pick always goes to the GM (CY-INT-2): with no GM the card stays pending.
          authorWithoutGm: false,
          args: (raw) => (typeof raw.augmentId === "string" && AUGMENT_ID.test(raw.augmentId) ? { augmentId: raw.augmentId } : null),
          run: ({ message, user, args }) => pickTransition(message, user, args.augmentId ?? ""),
        },
      },
    },
  });

  static override defineSchema(): IntegrityCardSchema {
    return defineIntegritySchema();
  }

  /** The DC field for GMs only, Roll for those who may roll, Pick for those who may pick, a note when a GM is needed. */
  override adjustForViewer(html: HTMLElement): void {
    const message = this.parent;
    const state = integrityState(message);
    if (!state) return;
    const actor = actorFromUuidSync(state.actorUuid);
    const asker = actor ? askerFor(game.user, actor) : { isGM: game.user?.isGM === true, owner: false };
    const field = html.querySelector<HTMLInputElement>(`input[name=${DC_FIELD}]`);
    if (!asker.isGM) html.querySelectorAll(".chat-card__field[data-gm-only]").forEach((el) => el.remove());
    else if (field) field.addEventListener("change", () => void onDcChange(message, field));
    if (!mayRoll(asker)) html.querySelectorAll(`[data-augmented-action=${ROLL_ACTION}]`).forEach((el) => el.remove());
    if (!mayPick(state, asker)) {
      for (const button of html.querySelectorAll<HTMLButtonElement>(`[data-augmented-action=${PICK_ACTION}]`)) button.disabled = true;
    }
    // The next step needs the GM: a pick (a player's always goes to the GM), or a roll on a card this user did not post.
    const needsGm = state.stage === "pick" || (state.stage === "save" && !message.isAuthor);
    if (needsGm && !asker.isGM && !game.users?.activeGM) {
      appendCardNote(html, "AUGMENTED.Integrity.Status.noGm", "no-gm");
    }
  }
}

/**
 * The schema stores the rules' state (src/rules/cyborg/integrity-flow.ts, which imports nothing from Foundry): what
 * it holds must read as that state, so a field typed otherwise fails to compile here.
 */
type Holds<Stored extends Expected, Expected> = Stored;
export type StoredIntegrity = Holds<NonNullable<IntegrityCardData["integrity"]>, IntegrityCardState>;
