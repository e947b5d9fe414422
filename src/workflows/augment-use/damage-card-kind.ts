/**
 * The damage card (`ChatMessage` type "damage"): a rolled damage total and its type, applied from the card's
 * buttons (src/applications/chat/damage-card.ts believes it only when it agrees with the attached rolls).
 * A healing augment's card also records whom the healer targeted (CY-HEAL-1, `damage.target`); the clicking
 * client checks that record again before applying to it (./heal-target.ts), and says for each viewer whom the
 * buttons affect. Apply is no card transition: it writes the targets with the clicker's own permissions.
 */
import { APPLY_DAMAGE_ACTION } from "../../applications/chat/damage-card";
import { cardMetadata, CardModel } from "../../data/chat/card-model";
import { cardBaseSchema } from "../../data/chat/fields";
import { DAMAGE_TYPES, HEALING_KINDS } from "../../rules/core/damage-types";
import { applyDamageCard, renderDamageTargets } from "./heal-target";
import { BooleanField, NumberField, SchemaField, StringField } from "../../data/field-classes";

function defineDamageSchema() {
  return {
    ...cardBaseSchema(),
    damage: new SchemaField(
      {
        type: new StringField({ required: true, blank: false, choices: [...DAMAGE_TYPES, ...HEALING_KINDS], initial: DAMAGE_TYPES[0] }),
        total: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        critical: new BooleanField(),
        /** CY-HEAL-1: the healer's target when the card was posted (null: the viewer's selection, as for damage). */
        target: new SchemaField(
          {
            actorUuid: new StringField({ required: true, blank: false, initial: undefined }),
            /** The token targeted (what the range was measured from), or null when an actor was named directly. */
            tokenUuid: new StringField({ required: true, nullable: true, blank: false, initial: null }),
            /** The healing augment used (its range is read from the item, never from the card). */
            itemId: new StringField({ required: true, nullable: true, blank: false, initial: null }),
            /** For the card only, when the target is gone: what it was called. */
            name: new StringField({ required: true, blank: true, initial: "" }),
          },
          { required: false, nullable: true, initial: null },
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

export type DamageCardSchema = ReturnType<typeof defineDamageSchema>;

export class DamageCardData extends CardModel<DamageCardSchema> {
  static override metadata = cardMetadata({
    actions: {
      [APPLY_DAMAGE_ACTION]: { click: (message, button) => applyDamageCard(message, button.dataset.mode ?? "") },
    },
  });

  static override defineSchema(): DamageCardSchema {
    return defineDamageSchema();
  }

  override adjustForViewer(html: HTMLElement): void {
    renderDamageTargets(this.parent, html);
  }
}

/** A damage card's record: the damage type, its total and whether it was a critical hit. */
export type DamageRecord = NonNullable<DamageCardData["damage"]>;
/** CY-HEAL-1: whom a healing card's healer targeted; written by the author, re-checked. */
export type HealTargetRecord = NonNullable<DamageRecord["target"]>;
