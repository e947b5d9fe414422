/**
 * Schema pieces for traits, currency and named feature DCs, shared by character and npc (docs/actor-data.md).
 */
import { ABILITY_IDS } from "../../../rules/core/abilities";
import { DAMAGE_TYPES } from "../../../rules/core/damage-types";
import { ACTOR_SIZES, CONDITION_IDS } from "../../../config";
import { choiceField, integerField, textField } from "../../fields";
import { MAX_COINS } from "../../../rules/core/currency";
import { ArrayField, SchemaField, SetField, StringField } from "../../field-classes";
import { GuardedNumberField } from "../../guarded-number-field";
import { FEATURE_DC_BONUS_MAX, FEATURE_DC_BONUS_MIN } from "../../../rules/core/feature-dc";

function damageTypeSet() {
  return new SetField(choiceField(DAMAGE_TYPES));
}

/** A set of free tags (creature types and languages may go beyond the CONFIG lists). */
function tagSet() {
  return new SetField(new StringField({ required: true, blank: false, trim: true }));
}

export function traitsField(size: (typeof ACTOR_SIZES)[number] = "medium") {
  return new SchemaField({
    size: choiceField(ACTOR_SIZES, size),
    creatureTypes: tagSet(),
    languages: tagSet(),
    di: damageTypeSet(),
    dr: damageTypeSet(),
    dv: damageTypeSet(),
    /** GA-IMM-1: damage types the creature is immune to when the damage is ongoing (the 13th Age gearforged's poison). */
    diOngoing: damageTypeSet(),
    ci: new SetField(choiceField(CONDITION_IDS)),
  });
}

/** CORE-8: coins, 0 to MAX_COINS of each kind (rules/core/currency.ts). */
export function currencyField() {
  return new SchemaField({
    pp: integerField(0, 0, MAX_COINS),
    gp: integerField(0, 0, MAX_COINS),
    ep: integerField(0, 0, MAX_COINS),
    sp: integerField(0, 0, MAX_COINS),
    cp: integerField(0, 0, MAX_COINS),
  });
}

/** CORE-7: named feature save DCs, in the order the player arranged them. */
export function featureDcsField() {
  return new ArrayField(
    new SchemaField({
      id: new StringField({ required: true, blank: false, initial: () => foundry.utils.randomID() }),
      name: textField(),
      // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
      ability: choiceField(ABILITY_IDS, "int"),
      // A focus's +1 to +3 at most (rules/core/feature-dc.ts): a write outside is refused with a message.
      bonus: new GuardedNumberField({ required: true, nullable: false, integer: true, initial: 0, min: FEATURE_DC_BONUS_MIN, max: FEATURE_DC_BONUS_MAX }),
    }),
  );
}
