/**
 * The System Failure prompt (SF-1, `ChatMessage` type "systemFailurePrompt"): whose it is, which augments it
 * offered, where things stood when offered (the lapse check, ./lapse.ts) and, once answered, how. Choosing an
 * augment or declining is for the actor's owners and GMs: both are card transitions (./card.ts: carried out once,
 * on the one writing client, after checking the requester and the card's author against the current documents;
 * a choice and a decline race to one answer). Drawn for each viewer: the buttons shown to those who may use
 * them only, disabled once the prompt is answered, with the answer written under them.
 */
import { cardMetadata, CardModel } from "../../data/chat/card-model";
import { cardBaseSchema } from "../../data/chat/fields";
import { appendCardNote } from "../../applications/chat/cards";
import { chooseFromCard, chooseTransition, declineFromCard, declineTransition } from "./card";
import { CHOOSE_ACTION, DECLINE_ACTION } from "./offer";
import { actorFromUuidSync } from "../../utils/actors-in-play";
import { ArrayField, NumberField, SchemaField, StringField } from "../../data/field-classes";

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

function promptStateField() {
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

const AUGMENT_ID = /^[A-Za-z0-9]{1,64}$/;

export class SystemFailurePromptData extends CardModel<SystemFailurePromptSchema> {
  static override metadata = cardMetadata({
    actions: {
      [CHOOSE_ACTION]: {
        click: (message, button, html) => chooseFromCard(message, button.dataset.augmentId ?? "", html),
        transition: {
          args: (raw) => (typeof raw.augmentId === "string" && AUGMENT_ID.test(raw.augmentId) ? { augmentId: raw.augmentId } : null),
          run: ({ message, user, args }) => chooseTransition(message, user, args.augmentId ?? ""),
        },
      },
      [DECLINE_ACTION]: {
        click: (message, _button, html) => declineFromCard(message, html),
        transition: { run: ({ message, user }) => declineTransition(message, user) },
      },
    },
  });

  static override defineSchema(): SystemFailurePromptSchema {
    return definePromptSchema();
  }

  /** Shown to owners and GMs only; disabled once answered, with the answer written under the buttons. */
  override adjustForViewer(html: HTMLElement): void {
    const state = this.systemFailure;
    if (!state) return;
    const buttons = html.querySelectorAll<HTMLButtonElement>(`[data-augmented-action=${CHOOSE_ACTION}], [data-augmented-action=${DECLINE_ACTION}]`);
    if (actorFromUuidSync(state.actorUuid)?.isOwner !== true) {
      for (const button of buttons) button.remove();
      html.querySelector(".chat-card__buttons")?.remove();
    } else if (this.resolved) {
      for (const button of buttons) button.disabled = true;
    }
    if (this.resolved && state.answer) {
      appendCardNote(html, state.answer === "chosen" ? "AUGMENTED.SystemFailure.AnsweredChosen" : "AUGMENTED.SystemFailure.AnsweredDeclined", state.answer, "chat-card__line chat-card__answer");
    }
  }
}
