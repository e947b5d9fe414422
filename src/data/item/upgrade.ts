/**
 * The `upgrade` item (GF-UPG-1..12): the level it needs, the upgrade it needs, whether it adds
 * movement, its activation and limited uses (the shared uses field), and the choices it records (Always Armed's
 * weapons, Integrated Armor's armor, Fortified Memory Tapes' ability). What it changes lives in its Active
 * Effects. The drop check (src/rules/gearforged/upgrade-drop.ts) reads these values, so a GM's own upgrade works
 * the same way as the shipped eleven.
 *
 * Lenient where older or module data may be off (level, activation, ability): such data loads and `problems`
 * lists what is wrong for the sheet to flag.
 */
import { type UpgradeDropItem, validateUpgradeDrop } from "../../rules/gearforged";
import { prepareUses, type UsesState, usesField } from "../shared/uses-field";
import { type ItemProblem, upgradeProblems } from "./gearforged/problems";
import { descriptionField } from "./fields";
import { chassisSizeOf, gearforgedVariantOf, upgradeKeysOf } from "./gearforged/readers";
import { notifyWarn } from "../../utils/notify";
import { upgradeName } from "./gearforged/upgrade-name";
import { SchemaField, StringField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";
import { booleanField, nullableString, textField } from "../fields";

function defineUpgradeSchema() {
  return {
    description: descriptionField(),
    /** One of the eleven (src/rules/gearforged/upgrades.ts UPGRADE_KEYS), or a GM's own key. */
    key: textField(),
    /** GF-UPG-1: the character level it needs (1 or 5 in seed 001). */
    minLevel: new GuardedNumberField({ required: true, nullable: false, integer: true, initial: 1 }),
    /** The key of the upgrade it needs (Claw Arm Laser: "clawArm"), or null. */
    prerequisite: nullableString(),
    /** GF-UPG-1: a Large chassis cannot take it. */
    addsMovement: booleanField(false),
    /** "passive", "action", "bonus" or "rest" (Integrated Armor takes a long rest). */
    activation: new StringField({ required: true, blank: false, initial: "passive" }),
    uses: usesField(),
    choice: new SchemaField({
      /** GF-UPG-2: the integrated weapon's item id, and the off arm's light one. */
      weaponId: nullableString(),
      offHandWeaponId: nullableString(),
      /** GF-UPG-8: the integrated armor's item id. */
      armorId: nullableString(),
      /** GF-UPG-12: "int", "wis" or "cha". */
      ability: nullableString(),
    }),
  };
}

export type UpgradeSchema = ReturnType<typeof defineUpgradeSchema>;
export type UpgradeDerived = { uses: UsesState };
type UpgradeModel = foundry.abstract.TypeDataModel<UpgradeSchema, Item.Implementation, Record<never, never>, UpgradeDerived>;

/** The owning actor as the drop guard reads it. */
interface OwnerView {
  name: string | null;
  items: Iterable<{ id: string | null; name: string; type: string; system: unknown; flags?: Record<string, unknown> }>;
  system: { details?: { level?: unknown } };
}

/**
 * GF-UPG-1 at the data level, for any host's upgrade model: whether creating the upgrade `item` (with the values
 * `dropItem`) on its owner breaks a rule (not a seed-001 gearforged, level, prerequisite, Large chassis + movement,
 * no free slot, already installed); when it does, the first reason is shown and true returned. An item without an
 * owning actor (a world or compendium item) is never refused.
 */
export function upgradeCreateRefused(item: { name?: string | null; parent?: unknown } | null, dropItem: UpgradeDropItem): boolean {
  // cast: an embedded item's parent is its actor; read through the narrow view above.
  const actor = item?.parent as OwnerView | null | undefined;
  if (!actor || typeof actor !== "object" || !("items" in actor)) return false;
  const items = [...actor.items];
  const level = Number(actor.system.details?.level ?? 0);
  const decision = validateUpgradeDrop(
    { variant: gearforgedVariantOf(items), level, chassisSize: chassisSizeOf(items), installed: upgradeKeysOf(items) },
    { ...dropItem, name: item?.name ?? "" },
  );
  if (decision.ok) return false;
  const first = decision.reasons[0]!;
  // The prerequisite is stored as an upgrade's key: the player reads the upgrade's name.
  const data = { ...first.data, ...(typeof first.data?.prerequisite === "string" ? { prerequisite: upgradeName(first.data.prerequisite, { items }) } : {}) };
  notifyWarn(first.key, data);
  return true;
}

/** A Gearforged upgrade (seed 001). */
export class UpgradeData extends foundry.abstract.TypeDataModel<UpgradeSchema, Item.Implementation, Record<never, never>, UpgradeDerived> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Upgrade"];

  static override defineSchema(): UpgradeSchema {
    return defineUpgradeSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareUses(this.uses, this);
  }

  /** The values the drop check reads. */
  get dropItem(): UpgradeDropItem {
    // cast: a structural view of the model's parent document (null outside a document).
    const item = this.parent as { name?: string } | null;
    return { key: this.key, name: item?.name ?? "", minLevel: this.minLevel, prerequisite: this.prerequisite ?? null, addsMovement: this.addsMovement };
  }

  /**
   * GF-UPG-1 at the data level: an upgrade created on an actor that breaks a rule (not a seed-001 gearforged,
   * level, prerequisite, Large chassis + movement, no free slot, already installed) is refused with the first
   * reason and nothing is created, whatever made the call (a drop, a module, the API).
   */
  override async _preCreate(...args: Parameters<UpgradeModel["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    if (upgradeCreateRefused(this.parent, this.dropItem)) return false;
  }

  /** What is wrong with the stored data (flagged on the sheet, never fixed here). */
  get problems(): ItemProblem[] {
    return upgradeProblems({
      key: this.key,
      minLevel: this.minLevel,
      prerequisite: this.prerequisite ?? null,
      addsMovement: this.addsMovement,
      activation: this.activation,
      uses: { max: this._source.uses.max },
      choice: { ability: this.choice.ability ?? null },
    });
  }
}
