/**
 * Fields every chat card's data model shares (docs/ARCHITECTURE.md, "How to add a card kind"): what the card
 * shows (`view`: plain text and buttons, never HTML; the HTML is drawn for each viewer when the message is
 * rendered), the compare-and-set version every transition bumps (src/workflows/cards/card-action.ts), and the
 * undo record of the change the card reports (src/workflows/cards/undo.ts). Schema validation replaces the hand
 * validators the flags needed: a card whose data does not fit its schema is never created or updated.
 */
import { AnyField, ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField } from "../field-classes";
import { nonBlankString, textField } from "../fields";

/**
 * One stored text, as every card type stores what it shows (localized for each viewer when drawn: ./card-text.ts):
 * a lang key, its data (numbers, ids, names, nested texts) and the count picking a plural.
 */
function keyedText() {
  return new SchemaField(
    {
      key: nonBlankString(),
      data: new ObjectField(),
      count: new NumberField({ required: true, nullable: true, initial: null }),
    },
    { required: true, nullable: true, initial: null },
  );
}

/** A button: its action (`data-augmented-action`), label, icon class and data attributes. */
function buttonField() {
  const text = keyedText;
  return new SchemaField({
    action: nonBlankString(),
    label: text(),
    icon: textField(),
    /** Data attributes (`data-<key>`): ids and modes, strings or numbers. */
    data: new ObjectField(),
    /** A choice the rules point at (the integrity hit location), shown marked. */
    hinted: new BooleanField(),
    note: text(),
    /** "danger" for a button that destroys or spends something, "neutral" for Decline and the like. */
    tone: textField(),
  });
}

/** The label and outcome a roll box shows for the message's roll of the same index. */
function rollLabelField() {
  return new SchemaField({
    label: keyedText(),
    /** The target the roll was made against, when there is one. */
    dc: new NumberField({ required: true, nullable: true, integer: true, initial: null }),
    /** True success, false failure, null when the roll has no pass or fail (damage, healing). */
    success: new BooleanField({ required: true, nullable: true, initial: null }),
  });
}

/** What the card shows: the same for every viewer; the renderer adjusts it per user (GM-only parts, spent buttons). */
export function viewField() {
  const text = keyedText;
  return new SchemaField({
    title: text(),
    lines: new ArrayField(text()),
    /** Secondary lines, shown collapsed (a native <details> in templates/chat/card.hbs). */
    details: new ArrayField(text()),
    /** One entry per roll of the message, in order (the rolls themselves are the message's `rolls`). */
    rolls: new ArrayField(rollLabelField()),
    buttons: new ArrayField(buttonField()),
    /** Choice buttons with the instruction above them (the integrity pick). */
    choices: new ArrayField(buttonField()),
    choicesLabel: text(),
    /** A number input (the integrity DC): its name, label, value, minimum, and whether only a GM sees it. */
    field: new SchemaField(
      {
        name: nonBlankString(),
        label: text(),
        value: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
        min: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
        gmOnly: new BooleanField(),
      },
      { required: true, nullable: true, initial: null },
    ),
    /** A status line: its kind (a CSS hook: pending, saved, damaged…) and text. */
    status: new SchemaField({ kind: textField(), text: text() }, { required: true, nullable: true, initial: null }),
    /** Costs the card states: one line each, shown in their own box. */
    costs: new ArrayField(text()),
  });
}

/** One path an automated change wrote: its value before and the value written (any JSON value). */
function changeField() {
  return new SchemaField({
    path: nonBlankString(),
    previous: new AnyField({ required: false, nullable: true, initial: null }),
    applied: new AnyField({ required: false, nullable: true, initial: null }),
  });
}

/** The reverse of the change the card reports (src/workflows/cards/undo.ts `undoRecord`); null: nothing to undo. */
export function undoField() {
  return new SchemaField(
    {
      actorUuid: nonBlankString(),
      changes: new ArrayField(changeField()),
      itemChanges: new ArrayField(new SchemaField({ itemId: nonBlankString(), changes: new ArrayField(changeField()) })),
      createdEffects: new ArrayField(nonBlankString()),
      deletedEffects: new ArrayField(new ObjectField()),
      // Each created item with its system data as created: undo deletes it only while unchanged (cards/undo-created.ts).
      createdItems: new ArrayField(new SchemaField({ itemId: nonBlankString(), system: new ObjectField({ required: false, nullable: true, initial: null }) })),
    },
    { required: true, nullable: true, initial: null },
  );
}

/** The fields of every card: its kind (a CSS modifier), version, what it shows, undo, and whether it was answered. */
export function cardBaseSchema() {
  return {
    /** "damage", "augment-install", "rest"…: the card's CSS modifier and `data-card` attribute. */
    kind: new StringField({ required: true, blank: false, initial: "card" }),
    /** Bumped by every card transition: a click names the version it saw (src/workflows/cards/card-action.ts). */
    version: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    view: viewField(),
    undo: undoField(),
    undone: new BooleanField(),
    /** A prompt that has been answered (its buttons are spent). */
    resolved: new BooleanField(),
  };
}

/** A card kind's optional text (a section id, a hit location): null until set. */
export { nullableString as nullableText } from "../fields";
