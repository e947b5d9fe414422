import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from "../../rules/core/proficiency";
import { type CheckBreakdown, toolCheck } from "../../rules/core/weapon-attack";
import { ownerNumbers, ownerRollData } from "../shared/roll-data";
import { descriptionField, priceField, quantityField, signedIntegerField, weightField } from "./fields";
import { GuardedNumberField } from "../guarded-number-field";
import { choiceField } from "../fields";

function defineToolSchema() {
  return {
    description: descriptionField(),
    quantity: quantityField(),
    weight: weightField(),
    /** CY-TOOL-1 kits are bought like any gear: the price of one, in gp. */
    price: priceField(),
    /** The ability a check with this tool uses by default. */
    ability: choiceField(ABILITY_IDS, "int"),
    /** 0 untrained, 0.5 half, 1 proficient, 2 expertise. */
    proficiency: new GuardedNumberField({ required: true, nullable: false, choices: [...PROFICIENCY_LEVELS], initial: 1 }),
    bonus: signedIntegerField(),
  };
}

export type ToolSchema = ReturnType<typeof defineToolSchema>;

/** A tool or kit: Tinker's Tools, Smith's Tools… (CY-TOOL-1 names the augment repair tools). */
export class ToolData extends foundry.abstract.TypeDataModel<ToolSchema, Item.Implementation> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Item.Tool"];

  static override defineSchema(): ToolSchema {
    return defineToolSchema();
  }

  /** The check's breakdown from the owner (ability mod + proficiency share of PB + bonus), or null unowned. */
  get rolls(): { check: CheckBreakdown } | null {
    const rollData = ownerRollData(this);
    if (!rollData) return null;
    const check = toolCheck({
      ...ownerNumbers(rollData),
      // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
      ability: this.ability as AbilityId,
      // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
      proficiency: this.proficiency as ProficiencyLevel,
      bonus: this.bonus,
    });
    return { check };
  }
}
