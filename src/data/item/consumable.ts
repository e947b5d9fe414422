/**
 * The `consumable` item: potions and the like, with limited uses, a formula (what drinking or
 * applying it rolls: "2d4 + 2" healing) and `ingested` (eaten, drunk or inhaled: GF-BODY-1 refuses it for a
 * seed-001 gearforged, the GM may override). A 5e table expects potions; GA-HEAL-1 reads `kind` "potion" as
 * magical healing.
 *
 * Lenient where older or module data may be off (kind, formula): such data loads and `problems` lists what is
 * wrong for the sheet to flag.
 */
import { prepareUses, type UsesState, usesField } from "../shared/uses-field";
import { consumableProblems, type ItemProblem } from "./gearforged/problems";
import { descriptionField, quantityField, weightField } from "./fields";
import { StringField } from "../field-classes";
import { booleanField, textField } from "../fields";

export { CONSUMABLE_KINDS } from "./gearforged/problems";

function defineConsumableSchema() {
  return {
    description: descriptionField(),
    quantity: quantityField(),
    weight: weightField(),
    /** potion, food, poison, oil, scroll, ammunition or other. */
    kind: new StringField({ required: true, blank: false, initial: "potion" }),
    /** What using it rolls ("2d4 + 2"); blank: nothing to roll. Checked by `problems`, not refused on load. */
    formula: textField(),
    /** GF-BODY-1: eaten, drunk or inhaled. */
    ingested: booleanField(true),
    uses: usesField(),
  };
}

export type ConsumableSchema = ReturnType<typeof defineConsumableSchema>;
export type ConsumableDerived = { uses: UsesState };

/** A potion, food, oil or other item used up. */
export class ConsumableData extends foundry.abstract.TypeDataModel<ConsumableSchema, Item.Implementation, Record<never, never>, ConsumableDerived> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Consumable"];

  static override defineSchema(): ConsumableSchema {
    return defineConsumableSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareUses(this.uses, this);
  }

  /** What is wrong with the stored data (flagged on the sheet, never fixed here). */
  get problems(): ItemProblem[] {
    return consumableProblems({ kind: this.kind, formula: this.formula, uses: { max: this._source.uses.max } });
  }
}
