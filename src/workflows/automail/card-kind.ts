/**
 * Automail cards (`ChatMessage` type "automail"): Automail workflows (ports, attach, detach, repair, reforged,
 * notices). What they show, stored as lang keys with data (localized for each viewer), and their undo record;
 * the one state of their own is a player's reforged installation card's clock button (whose limb, and whether
 * the GM moved the clock; ./reforged-clock.ts). Players never see that button; once used it is replaced by a note.
 */
import { cardMetadata, CardModel } from "../../data/chat/card-model";
import { cardBaseSchema } from "../../data/chat/fields";
import { localize } from "../../utils/notify";
import { clickCard } from "../cards/card-action";
import { clockTransition } from "./reforged-clock";
import { REFORGED_CLOCK_ACTION, readFlag } from "./reforged-clock-card";
import { BooleanField, SchemaField, StringField } from "../../data/field-classes";

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
  static override metadata = cardMetadata({
    actions: {
      [REFORGED_CLOCK_ACTION]: {
        click: (message) => clickCard(message, REFORGED_CLOCK_ACTION),
        // Only a GM moves world time: with no GM connected, even the card's author waits.
        transition: { run: ({ message, user }) => clockTransition(message, user), authorWithoutGm: false },
      },
    },
  });

  static override defineSchema(): AutomailCardSchema {
    return defineAutomailCardSchema();
  }

  override adjustForViewer(html: HTMLElement): void {
    const flag = readFlag(this.parent);
    for (const button of html.querySelectorAll<HTMLElement>(`[data-augmented-action=${REFORGED_CLOCK_ACTION}]`)) {
      if (flag?.advanced) {
        const note = document.createElement("p");
        note.className = "chat-card__status";
        note.textContent = localize("AUGMENTED.Automail.Reforged.ClockUsed");
        button.replaceWith(note);
      } else if (!game.user?.isGM) button.remove();
    }
  }
}
