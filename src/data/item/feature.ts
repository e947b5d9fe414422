import { type AbilityId } from "../../rules/core/abilities";
import { featureSaveDc } from "../../rules/core/feature-dc";
import { ownerNumbers, ownerRollData } from "../shared/roll-data";
import { prepareUses, type UsesState, usesField } from "../shared/uses-field";
import { descriptionField, optionalAbilityField } from "./fields";
import { textField } from "../fields";

export { featureDcSources } from "./readers";

function defineFeatureSchema() {
  return {
    description: descriptionField(),
    /** Where it comes from: "Fighter 1", "Cyborg", "Feat". */
    source: textField(),
    /** CORE-7: the ability of this feature's save DC, or null when it has none. */
    saveAbility: optionalAbilityField(),
    uses: usesField(),
  };
}

export type FeatureSchema = ReturnType<typeof defineFeatureSchema>;
export type FeatureDerived = { uses: UsesState };

/** A class feature, feat or trait, with optional limited uses and a named save DC (CORE-7). */
export class FeatureData extends foundry.abstract.TypeDataModel<FeatureSchema, Item.Implementation, Record<never, never>, FeatureDerived> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Item.Feature"];

  static override defineSchema(): FeatureSchema {
    return defineFeatureSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareUses(this.uses, this);
  }

  /** CORE-7: 8 + PB + the save ability's modifier, from the owner; null without an owner or a save ability. */
  get saveDc(): { ability: AbilityId; value: number } | null {
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    const ability = this.saveAbility as AbilityId | null;
    const rollData = ownerRollData(this);
    if (!ability || !rollData) return null;
    const numbers = ownerNumbers(rollData);
    return { ability, value: featureSaveDc(numbers.pb, numbers.abilityMods[ability]) };
  }
}
