/**
 * What a card kind declares for each of its actions (./card-model.ts `metadata.actions`): the click on the
 * clicking client, and the transition it asks for, carried out once on the one writing client
 * (src/workflows/cards/card-action.ts runs it under the card's compare-and-set). Types only, so the card kinds'
 * classes and the shared card machinery agree on them without importing each other.
 */

/** A refusal: a lang key and its data, shown to whoever asked. */
export interface Refusal {
  key: string;
  data?: Record<string, string | number>;
}

/** A button's arguments (its data attributes), as strings. */
export type CardArgs = Record<string, string>;

export interface CardTransitionContext {
  message: ChatMessage.Implementation;
  /** Who asked: the server-stamped requester (or this client's user for its own click). */
  user: User.Implementation;
  args: CardArgs;
}

/** What an accepted transition makes of its card: committed with the next version in one update. */
export interface CardWrite {
  /** Fields of the card's system data (its kind's schema validates them). */
  state?: Readonly<Record<string, unknown>>;
  /** Other changes of the message, as update data (dotted paths: the integrity card's view, its rolls). */
  message?: Record<string, unknown>;
}

export interface CardTransition {
  /** Narrows the button's arguments; null refuses them (malformed or forged). Absent: no arguments. */
  args?(raw: Record<string, unknown>): CardArgs | null;
  /**
   * On the writing client, inside the card's lock: re-check against the documents, make the change, and return
   * what the card becomes (nothing: only the version moves). It never writes the card itself.
   */
  run(context: CardTransitionContext): Promise<Refusal | CardWrite | void>;
  /** What the clicker is told when no GM is connected and they cannot write the card themselves. */
  noGm?: string;
  /** False: only a GM carries it out (with no GM connected, even the card's author waits). */
  authorWithoutGm?: boolean;
}

/** A button's click, on the clicking client; `html` is the rendered card the button is in (for its pending state). */
export type CardClick = (message: ChatMessage.Implementation, button: HTMLButtonElement, html: HTMLElement) => Promise<unknown>;

/** One action of a card kind: its button's click, the transition it asks for, or both. */
export interface CardAction {
  /** Absent: the action has no button of its own (the integrity DC field's change sends it). */
  readonly click?: CardClick;
  /** Absent: the click changes no card (the damage card's Apply writes the clicker's own targets). */
  readonly transition?: CardTransition;
}
