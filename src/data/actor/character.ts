import { proficiencyBonus } from "../../rules/core/abilities";
import { integerField } from "../fields";
import { type ActorDerived, BaseActorData, type BaseActorSchema, baseAttributeFields, type OwnedItem } from "./base-actor";
import { deathSavesField, hitDiceField } from "./parts/attributes";
import type { CoreSystemView } from "./parts/derive";
import { currencyField } from "./parts/traits";
import { gearforgedField } from "./parts/gearforged";
import { activeUpgradeKeys, deriveUpgradeAc, deriveUpgradeSenses } from "./parts/gearforged-derive";
import type { GearforgedVariant } from "../../rules/gearforged";
import { localize } from "../../utils/notify";
import { SchemaField } from "../field-classes";

/**
 * The shared schema plus what only a character stores: hit dice and death saves among its attributes, a level,
 * coins and the Gearforged records. Listed in the order worlds already store them.
 */
function characterFields(base: BaseActorSchema) {
  const { abilities, skills, traits, featureDcs, biography } = base;
  const { hp, ac, ...rest } = baseAttributeFields();
  return {
    abilities,
    skills,
    attributes: new SchemaField({ hp, hd: hitDiceField(), ac, death: deathSavesField(), ...rest }),
    details: new SchemaField({
      level: integerField(1, 1, 20),
    }),
    traits,
    currency: currencyField(),
    featureDcs,
    biography,
    /** Gearforged records (clock, soul gem, memory gears); meaningful for a Gearforged species only. */
    gearforged: gearforgedField(),
  };
}

export type CharacterSchema = ReturnType<typeof characterFields>;

/** A character's prepared attributes add hit dice (max and value derived) and death saves. */
export type CharacterDerived = Omit<ActorDerived, "attributes"> & {
  attributes: CoreSystemView["attributes"] & {
    hd: { die: string; spent: number; max: number; value: number };
    death: { success: number; failure: number };
  };
};

/**
 * A player character. Stores what the player types; everything the rules compute (modifiers, saves, skills,
 * AC, speeds, DCs) is derived from `src/rules` on every preparation, so it can never go stale. The HP guard and
 * the shared derivation come from BaseActorData.
 */
export class CharacterData extends BaseActorData<CharacterSchema, CharacterDerived> {
  static override defineSchema(): CharacterSchema {
    return characterFields(super.defineSchema());
  }

  /** CORE-1: the proficiency bonus by level. */
  protected override proficiencyBonus(): number {
    return proficiencyBonus(this.details.level);
  }

  /** Hit dice (max = level), then a seed-001 gearforged's upgraded speeds and senses, which the core reads. */
  protected override prepareBeforeCore(system: CoreSystemView, items: readonly OwnedItem[], variant: GearforgedVariant | null): void {
    const hd = this.attributes.hd;
    hd.max = this.details.level;
    hd.value = Math.max(0, hd.max - Math.min(hd.max, hd.spent));
    deriveUpgradeSenses(system, activeUpgradeKeys(items, variant), variant);
  }

  /** GF-UPG-10: Reinforced Chassis adds its AC line after the core AC. */
  protected override prepareAfterCore(system: CoreSystemView, items: readonly OwnedItem[], variant: GearforgedVariant | null): void {
    if (variant !== "homebrew") return;
    const keys = activeUpgradeKeys(items, variant);
    // Localized only for a body that has the upgrade: a lookup on every preparation of every character would be 5%
    // of the system's part of preparing (bench/prepare).
    if (keys.includes("reinforcedChassis")) deriveUpgradeAc(system, keys, items, localize("AUGMENTED.Gearforged.ReinforcedChassis"));
  }
}
