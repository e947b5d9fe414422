/**
 * The base of every chat card kind: one class per kind holds its state schema (`defineSchema`), its actions and
 * template (static `metadata`, as dnd5e 5.x's ChatMessageDataModel declares {template, actions}), and how it
 * draws itself for a viewer: `render(viewer)` draws the card from its system data for the user viewing it,
 * localizing every stored text (./card-text.ts) on that client at that moment, and `adjustForViewer` then
 * fits the drawn card to that user (GM-only parts, buttons the user may not press). The system's ChatMessage
 * class calls both (src/workflows/cards/chat-message.ts). A button whose action the kind does not declare is
 * not bound, and its transition is refused (src/workflows/cards/card-buttons.ts, card-action.ts); the GM's Undo
 * is every card's, supplied by the card machinery.
 */
import { templatePath } from "../../constants";
import type { CardAction } from "./card-actions";
import { type ShownText, localizeText } from "./card-text";
import type { cardBaseSchema } from "./fields";

/** A card kind's actions, by name (`data-augmented-action`). */
export type CardActions = Readonly<Record<string, CardAction>>;

export interface CardMetadata {
  /** The Handlebars template the card is drawn with. */
  readonly template: string;
  /** Its buttons' and transitions' actions (Undo is every card's and not listed). */
  readonly actions: CardActions;
}

/** The template every card shares, and no actions of its own. */
export const BASE_CARD_METADATA: CardMetadata = Object.freeze({ template: templatePath("chat/card.hbs"), actions: Object.freeze({}) });

/** A card kind's metadata: its actions (and its own template, if it has one). */
export function cardMetadata(extra: { template?: string; actions?: CardActions } = {}): CardMetadata {
  return Object.freeze({ template: extra.template ?? BASE_CARD_METADATA.template, actions: Object.freeze({ ...extra.actions }) });
}

interface StoredButton {
  action: string;
  label: ShownText | null;
  icon: string;
  data: Record<string, unknown>;
  hinted: boolean;
  note: ShownText | null;
  tone: string;
}

/** The system data every card type holds (./fields.ts `cardBaseSchema`), as the renderer reads it. */
interface StoredCard {
  kind: string;
  undo: unknown;
  undone: boolean;
  resolved: boolean;
  view: {
    title: ShownText | null;
    lines: Array<ShownText | null>;
    details: Array<ShownText | null>;
    rolls: Array<{ label: ShownText | null; dc: number | null; success: boolean | null }>;
    buttons: StoredButton[];
    choices: StoredButton[];
    choicesLabel: ShownText | null;
    field: { name: string; label: ShownText | null; value: number; min: number; gmOnly: boolean } | null;
    status: { kind: string; text: ShownText | null } | null;
    costs: Array<ShownText | null>;
  };
}

/** The viewer the card is drawn for (the current user unless given). */
export interface CardViewer {
  isGM: boolean;
}

function button(stored: StoredButton) {
  const data: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(stored.data ?? {})) if (typeof value === "string" || typeof value === "number") data[name] = value;
  return { ...stored, data, label: localizeText(stored.label), note: localizeText(stored.note) };
}

export type CardBaseSchema = ReturnType<typeof cardBaseSchema>;

export class CardModel<Schema extends CardBaseSchema = CardBaseSchema> extends foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation> {
  static metadata: CardMetadata = BASE_CARD_METADATA;

  get metadata(): CardMetadata {
    // cast: every card type is a subclass of this one, with its own static metadata.
    return (this.constructor as typeof CardModel).metadata;
  }

  /** The card's fields as the renderer reads them (the schema has validated them). */
  protected get stored(): StoredCard {
    // cast: the fields of cardBaseSchema, present on every subclass's instance.
    return this as unknown as StoredCard;
  }

  /** The template's data, localized now, on this client: the viewer's language, not the poster's. */
  async _prepareContext(viewer: CardViewer | null = game.user ?? null): Promise<Record<string, unknown>> {
    const { kind, view, undo, undone, resolved } = this.stored;
    const rolls = this.parent?.rolls ?? [];
    const rollBoxes = await Promise.all(
      rolls.map(async (roll, index) => {
        const label = view.rolls[index];
        const outcome = label?.success === true ? "success" : label?.success === false ? "failure" : "";
        return { ...label, label: localizeText(label?.label), html: await roll.render(), outcome };
      }),
    );
    return {
      kind,
      title: localizeText(view.title),
      lines: view.lines.map((line) => localizeText(line)),
      details: view.details.map((line) => localizeText(line)),
      rollBoxes,
      // An answered card's buttons stay, disabled: what was offered, which can no longer be chosen.
      buttons: view.buttons.map((stored) => ({ ...button(stored), disabled: resolved })),
      choices: view.choices.map((stored) => ({ ...button(stored), disabled: resolved })),
      choicesLabel: localizeText(view.choicesLabel),
      field: view.field ? { ...view.field, label: localizeText(view.field.label) } : null,
      status: view.status ? { ...view.status, text: localizeText(view.status.text) } : null,
      costs: view.costs.map((cost) => localizeText(cost)),
      // Only a GM undoes (and sees that it was undone).
      undo: Boolean(undo && viewer?.isGM),
      undone,
    };
  }

  /**
   * Fits the drawn card (`html`, the message's element) to the user viewing it, before its buttons are bound:
   * a kind removes what this user may not use, disables spent buttons, adds notes. The message is `this.parent`.
   */
  adjustForViewer(_html: HTMLElement): void {}

  /** The card's HTML for `viewer`. */
  async render(viewer?: CardViewer | null): Promise<string> {
    return foundry.applications.handlebars.renderTemplate(this.metadata.template, await this._prepareContext(viewer));
  }
}
