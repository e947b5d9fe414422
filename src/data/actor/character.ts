import { proficiencyBonus } from "../../rules/core/abilities";
import type { FeatureDc } from "../../rules/core/feature-dc";
import { integerField } from "../fields";
import { abilitiesField, skillsField } from "./parts/abilities";
import {
  armorClassField,
  deathSavesField,
  exhaustionField,
  hitDiceField,
  hitPointsField,
  initiativeField,
  movementField,
  sensesField,
} from "./parts/attributes";
import { type CoreSystemView, deriveCore } from "./parts/derive";
import { assertHpWithinMax } from "./parts/hp-guard";
import { guardHpUpdate, ownerItems } from "./parts/model-hooks";
import { currencyField, featureDcsField, traitsField } from "./parts/traits";
import { gearforgedField } from "./parts/gearforged";
import { activeUpgradeKeys, deriveUpgradeAc, deriveUpgradeSenses } from "./parts/gearforged-derive";

const { HTMLField, SchemaField } = foundry.data.fields;

function defineCharacterSchema() {
  return {
    abilities: abilitiesField(),
    skills: skillsField(),
    attributes: new SchemaField({
      hp: hitPointsField(),
      hd: hitDiceField(),
      ac: armorClassField(),
      death: deathSavesField(),
      exhaustion: exhaustionField(),
      movement: movementField(30),
      senses: sensesField(),
      init: initiativeField(),
    }),
    details: new SchemaField({
      level: integerField(1, 1, 20),
    }),
    traits: traitsField("medium"),
    currency: currencyField(),
    featureDcs: featureDcsField(),
    biography: new HTMLField({ required: true, blank: true, initial: "" }),
    /** Gearforged records (clock, soul gem, memory gears); meaningful for a Gearforged species only. */
    gearforged: gearforgedField(),
  };
}

export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/**
 * Values every actor type derives (docs/actor-data.md, kind D). Foundry's types put each top-level key of the
 * derived type in place of the schema's, so each restates its stored fields: CoreSystemView is the full
 * prepared shape of abilities, skills and attributes.
 */
export type ActorDerived = {
  abilities: CoreSystemView["abilities"];
  skills: CoreSystemView["skills"];
  attributes: CoreSystemView["attributes"];
  saveDcs: FeatureDc[];
};

/** A character's prepared attributes add hit dice (max and value derived) and death saves. */
export type CharacterDerived = Omit<ActorDerived, "attributes"> & {
  attributes: CoreSystemView["attributes"] & {
    hd: { die: string; spent: number; max: number; value: number };
    death: { success: number; failure: number };
  };
};

/**
 * A player character. Stores what the player types; everything the rules compute (modifiers, saves, skills,
 * AC, speeds, DCs) is derived from `src/rules` on every preparation, so it can never go stale.
 */
export class CharacterData extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  // No base-data additions: everything computed is derived.
  Record<never, never>,
  CharacterDerived
> {
  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }

  /** CORE-2: stored HP never above the maximum. */
  static override validateJoint(data: Parameters<typeof foundry.abstract.TypeDataModel.validateJoint>[0]): void {
    super.validateJoint(data);
    assertHpWithinMax(data);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.attributes.prof = proficiencyBonus(this.details.level);
    const hd = this.attributes.hd;
    hd.max = this.details.level;
    hd.value = Math.max(0, hd.max - Math.min(hd.max, hd.spent));
    // cast (all three): the schema's instance type plus the derived paths above is exactly CoreSystemView's shape.
    const items = [...ownerItems(this)];
    const upgrades = activeUpgradeKeys(items);
    deriveUpgradeSenses(this as unknown as CoreSystemView, upgrades);
    deriveCore(this as unknown as CoreSystemView, items);
    deriveUpgradeAc(this as unknown as CoreSystemView, upgrades, items, game.i18n?.localize("AUGMENTED.Gearforged.ReinforcedChassis") ?? "Reinforced Chassis");
  }

  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    return guardHpUpdate(this, args[0]);
  }
}
