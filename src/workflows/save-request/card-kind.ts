/**
 * A save asked of a target (`ChatMessage` type "saveRequest"): GF-UPG-11's Claw Arm Laser and CY-ATK-3's
 * save-based augments. The card names who acts (the attacker's actor and item), who saves (the target's actor),
 * the ability and DC, and once answered the one recorded result. The target's owner rolls it from the card's
 * Roll save button; the writing client checks and records it (./actions.ts). Drawn for each viewer: the Roll
 * save button only for the target's owners and GMs, and a note when the roll would need a GM and none is
 * connected.
 */
import { ABILITY_IDS } from "../../rules/core/abilities";
import { cardMetadata, CardModel } from "../../data/chat/card-model";
import { cardBaseSchema } from "../../data/chat/fields";
import { appendCardNote } from "../../applications/chat/cards";
import { mayActFor } from "../cards/card-trust";
import { onRollSaveClick, rollSaveArgs, rollSaveTransition, saveRequestOf } from "./actions";
import { ROLL_SAVE_ACTION } from "./post";
import { actorFromUuidSync } from "../../utils/actors-in-play";
import { BooleanField, NumberField, SchemaField, StringField } from "../../data/field-classes";

const integer = () => new NumberField({ required: true, nullable: false, integer: true, initial: 0 });

function saveRequestField() {
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
  static override metadata = cardMetadata({
    actions: {
      [ROLL_SAVE_ACTION]: {
        click: onRollSaveClick,
        transition: {
          noGm: "AUGMENTED.SaveRequest.NoGm",
          args: rollSaveArgs,
          run: ({ message, user, args }) => rollSaveTransition(message, user, args.roll ?? ""),
        },
      },
    },
  });

  static override defineSchema(): SaveRequestCardSchema {
    return defineSaveRequestSchema();
  }

  override adjustForViewer(html: HTMLElement): void {
    const message = this.parent;
    const state = saveRequestOf(message);
    if (!state || state.result) return;
    const target = actorFromUuidSync(state.targetUuid);
    if (!target || !mayActFor(game.user, target)) {
      html.querySelectorAll(`[data-augmented-action=${ROLL_SAVE_ACTION}]`).forEach((el) => el.remove());
      return;
    }
    // Only a GM's client or the card's author can record the roll.
    if (!game.user?.isGM && !message.isAuthor && !game.users?.activeGM) {
      appendCardNote(html, "AUGMENTED.SaveRequest.NoGm", "no-gm");
    }
  }
}

/** A save request as stored: who acts, who saves, against what, and the one result. */
export type SaveRequestState = NonNullable<SaveRequestCardData["saveRequest"]>;
