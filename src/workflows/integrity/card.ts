/**
 * The integrity card (templates/chat/card.hbs, kind "integrity"): one message per save that is redrawn at each
 * step (save due → pick → done), its state in `system.integrity` (./card-kind.ts). The optional template parts it uses:
 * a GM-only number field (the DC, CY-INT-1 "GM DC"), a list of choice buttons (the candidates, CY-INT-2, the
 * hit-location hint marked) and a status line. Only the card's author or a GM may change a message, so
 * `writeCard` is called on such a client (see steps.ts).
 */
import { type CardButton, type CardData, type UndoRecord, postCard, viewOf } from "../../applications/chat/cards";
import { type CardText, cardText } from "../../data/chat/card-text";
import type { CardWrite } from "../cards/card-action";
import type { CardCandidate, IntegrityCardState } from "../../rules/cyborg/integrity-flow";

/** The card's kind, its actions (declared by ./card-kind.ts) and its DC field's name. */
export const INTEGRITY_CARD_KIND = "integrity";
export const ROLL_ACTION = "integrityRoll";
export const PICK_ACTION = "integrityPick";
/** The GM's DC edit on the card (a transition without a button: the field's change sends it). */
export const DC_ACTION = "integritySetDc";
export const DC_FIELD = "integrityDc";

export interface CardChoice extends CardButton {
  hinted?: boolean;
  note?: CardText;
}

/** The card template's optional parts this card uses (card.hbs renders them when present). */
export interface IntegrityCardData extends CardData {
  field?: { name: string; label: CardText; value: number; min: number; gmOnly: boolean };
  choices?: CardChoice[];
  choicesLabel?: CardText;
  status?: { kind: string; text: CardText };
}

function sectionText(section: string | null): CardText {
  return section ? cardText(`AUGMENTED.Augment.Section.${section}`) : cardText("AUGMENTED.Augment.NotInstalled");
}

function candidateLabel(candidate: CardCandidate): CardText {
  return cardText("AUGMENTED.Integrity.Candidate", { name: candidate.name, section: sectionText(candidate.section) });
}

function hitLocationText(location: string): CardText | string {
  const key = `AUGMENTED.Augment.Section.${location}`;
  const kindKey = `AUGMENTED.Augment.Kind.${location}`;
  if (game.i18n?.has(key)) return cardText(key);
  if (game.i18n?.has(kindKey)) return cardText(kindKey);
  return location;
}

function pickerText(state: IntegrityCardState, name: string): CardText {
  if (state.source === "structuralBacklash") return cardText("AUGMENTED.Integrity.Pick.backlash", { name });
  return cardText(`AUGMENTED.Integrity.Pick.${state.pickMode}`, { name });
}

/** What the card shows for `state` (the same for every viewer; ./card-kind.ts adjusts it per user). */
export function integrityCardData(state: IntegrityCardState, actorName: string): IntegrityCardData {
  const name = actorName;
  const backlash = state.source === "structuralBacklash";
  const title = cardText(backlash ? "AUGMENTED.Integrity.BacklashTitle" : "AUGMENTED.Integrity.Title");
  const lines: CardText[] = [];
  const target = state.target?.name ?? "";
  // The DC is said once: in the first line until the save is rolled, then by the roll box alone,
  // which also states the total and the outcome.
  const rolled = state.save !== null;
  if (backlash) lines.push(cardText(rolled ? "AUGMENTED.Integrity.BacklashLineRolled" : "AUGMENTED.Integrity.BacklashLine", { name, augment: target, dc: state.dc }));
  else lines.push(cardText(rolled ? "AUGMENTED.Integrity.DamageLineRolled" : "AUGMENTED.Integrity.DamageLine", { name, amount: state.amount ?? 0, dc: state.dc }));
  if (state.hitLocation) lines.push(cardText("AUGMENTED.Integrity.HitLocation", { location: hitLocationText(state.hitLocation) }));
  const card: IntegrityCardData = { kind: INTEGRITY_CARD_KIND, title, lines };
  // The save's roll box (the roll is the message's; drawn when the card is rendered).
  if (state.save) card.rolls = [{ label: cardText("AUGMENTED.Integrity.SaveLabel"), dc: state.dc, success: state.save.saved }];

  if (state.stage === "save") {
    card.field = { name: DC_FIELD, label: cardText("AUGMENTED.Integrity.DcLabel"), value: state.dc, min: 1, gmOnly: true };
    card.buttons = [{ action: ROLL_ACTION, label: cardText("AUGMENTED.Integrity.Roll"), icon: "fa-solid fa-dice-d20" }];
    card.status = { kind: "pending", text: cardText("AUGMENTED.Integrity.Status.awaitingRoll", { name }) };
  } else if (state.stage === "pick") {
    card.choicesLabel = pickerText(state, name);
    card.choices = state.candidates.map((candidate) => ({
      action: PICK_ACTION,
      // A verb on each button: what pressing it does.
      label: cardText("AUGMENTED.Integrity.PickVerb", { augment: candidateLabel(candidate) }),
      data: { "augment-id": candidate.augmentId },
      hinted: candidate.hinted,
      ...(candidate.hinted ? { note: cardText("AUGMENTED.Integrity.HintMark") } : {}),
    }));
    card.status = { kind: "pending", text: pickerText(state, name) };
  } else if (state.outcome === "damaged" && state.chosen) {
    if (state.pickDie !== null) lines.push(cardText("AUGMENTED.Integrity.RandomPick", { die: state.pickDie, count: state.candidates.length }));
    card.status = { kind: "damaged", text: cardText("AUGMENTED.Integrity.Status.damaged", { augment: candidateLabel(state.chosen) }) };
  } else if (state.outcome === "nothing") {
    card.status = { kind: "nothing", text: cardText("AUGMENTED.Integrity.Status.nothing") };
  } else {
    card.status = { kind: "saved", text: cardText("AUGMENTED.Integrity.Status.saved", { name }) };
  }
  return card;
}

export interface CardExtras {
  roll?: Roll | null;
  undo?: UndoRecord | null;
  /** A transition's write: the redraw goes here, committed by the card's lock (src/workflows/cards/card-action.ts). */
  into?: CardWrite;
}

/**
 * Post the card (no message yet) or redraw an existing one with the new state. Must run on a client that may
 * change the message (its author or a GM). A card of the "integrity" type stores the state and the view in its
 * system data (the save's roll among the message's rolls).
 */
export async function writeCard(actor: Actor.Implementation, state: IntegrityCardState, message: ChatMessage.Implementation | null, extras: CardExtras = {}): Promise<ChatMessage.Implementation | null> {
  const data: IntegrityCardData = integrityCardData(state, actor.name ?? "");
  if (!message) {
    const stored = { integrity: state, ...(extras.undo ? { undo: extras.undo } : {}) };
    return (await postCard(data, { actor, state: stored, ...(extras.roll ? { rolls: [extras.roll] } : {}) })) ?? null;
  }
  const view = viewOf(data);
  // The view is replaced whole (its optional parts included), so a step's leftovers do not linger.
  const update: Record<string, unknown> = { "system.integrity": state, "system.view": { choices: [], buttons: [], field: null, status: null, rolls: [], details: [], ...view } };
  if (extras.undo) update["system.undo"] = extras.undo;
  if (extras.roll) update.rolls = [extras.roll];
  if (extras.into) {
    extras.into.message = update;
    return message;
  }
  // cast: dotted paths into the integrity card's schema (./card-kind.ts) and the message's rolls.
  await message.update(update as ChatMessage.UpdateData);
  return message;
}
