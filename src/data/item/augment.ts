/**
 * The `augment` item (Cyborg seed 000): the design (CY-DES-3), its state on the body (section,
 * integrity, uses, adaptation, installation quality, upgrades, lasting effect) and its history. Rules live in
 * src/rules/cyborg; this model maps its data onto `AugmentState` and derives from the owner, when read:
 * uses (CY-USE-1), save DC (CY-DC-1), attack and damage (CY-ATK-1/2), healing (CY-HEAL-1), `functional`.
 */
import { DAMAGE_TYPES } from "../../rules/core/damage-types";
import {
  type AttackPlan,
  type AugmentSaveDc,
  type AugmentState,
  AUGMENT_PURPOSES,
  DESIGN_STATUSES,
  type DicePlan,
  INSTALL_QUALITIES,
  INTEGRITY_STATES,
  isFunctionalInstalled,
  MOBILITY_MODES,
  REPAIR_TOOL_IDS,
  SECTION_IDS,
  SECTION_KINDS,
} from "../../rules/cyborg";
import { preparedAgain } from "../shared/owner-memo";
import { AUGMENT_HISTORY_ACTIONS, augmentJointError, diceError, mobilityError, rangeError, usesFormulaError } from "./augment/state";
import {
  augmentAttackOf,
  augmentCreateVeto,
  augmentDamageOf,
  augmentHealingOf,
  augmentSaveDcOf,
  augmentStateOf,
  augmentUpdateVeto,
  augmentUsesOf,
  expandedSystemChanges,
} from "./augment/derived";
import { descriptionField, optionalAbilityField } from "./fields";
import { ArrayField, SchemaField, StringField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";
import { MAX_USES_SPENT } from "../../rules/core/uses";
import { booleanField, choiceField, nullableString, optionalChoiceField, textField } from "../fields";

/** Throws the message of a failed check, so Foundry reports it as the field's validation error. */
function throwing(check: (value: unknown) => string | null): (value: unknown) => boolean {
  return (value) => {
    const message = check(value);
    if (message) throw new Error(message);
    return true;
  };
}

export function defineAugmentSchema() {
  return {
    description: descriptionField(),
    // ---- Design (CY-DES-3) ----
    /** CY-SLOT-3: head, torso, arm or leg. */
    sectionKind: choiceField(SECTION_KINDS, "arm"),
    /** CY-SLOT-5: exactly one primary purpose. */
    purpose: choiceField(AUGMENT_PURPOSES, "utility"),
    /** Relevant ability, if any (attack and damage modifier, fallback save DC). */
    ability: optionalAbilityField(),
    /** CY-ATK-2: damage type chosen at design (attack augments). */
    damageType: optionalChoiceField(DAMAGE_TYPES),
    /** CY-ATK-3: a save-based attack asks the target for this save instead of an attack roll. */
    attackSave: optionalAbilityField(),
    /** How it deploys, retracts and is concealed. */
    deployment: textField(),
    /** Its physical limits. */
    limits: textField(),
    /** CY-TOOL-1: the artisan's tool a repair uses; null: the design names none (CY-REP-1). */
    repairTool: optionalChoiceField(REPAIR_TOOL_IDS, "tinker"),
    /** CY-DC-1: id of one of the actor's named feature DCs (`system.featureDcs[].id`), or null for 8 + PB + mod. */
    saveDcFeatureId: nullableString(),
    /** CY-VIS-3: what it does; two augments with the same purpose and tag count once. */
    functionTag: textField(),
    /** CY-ATK-2 / CY-HEAL-1 / CY-UPG-1: N in Nd6, 1..5. */
    dice: new GuardedNumberField({ required: true, nullable: false, integer: true, initial: 1, validate: throwing(diceError) }),
    /** CY-MOB-1..4: mobility augments (mode null = none). */
    mobility: new SchemaField(
      {
        mode: optionalChoiceField(MOBILITY_MODES),
        bonus: new GuardedNumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      },
      { validate: throwing(mobilityError) },
    ),
    /** CY-UTL-1 / CY-HEAL-1: range of a ranged effect in feet (≤ 60), or null (self / touch). */
    rangeFt: new GuardedNumberField({ required: true, nullable: true, integer: true, initial: null, validate: throwing(rangeError) }),
    /** CY-USE-3 / CY-UTL-1: a passive augment works while installed and functional: no Action, no use. */
    passive: booleanField(false),
    // ---- State ----
    /**
     * CY-DES-1/2: a player's design goes draft → viable (check passed) → built (materials paid). Optional and left
     * out of compendium and older data, which read as built (src/workflows/augment-design/design.ts designStatusOf).
     */
    designStatus: new StringField({ required: false, blank: false, choices: [...DESIGN_STATUSES], initial: undefined }),
    /** CY-SLOT-1: the section it is installed in, or null while carried. */
    installedSection: optionalChoiceField(SECTION_IDS),
    /** CY-INT-*, SF-2. */
    integrity: choiceField(INTEGRITY_STATES, "intact"),
    /** CY-USE-1: only the spent count is stored; max is derived from the formula (blank = PB). */
    uses: new SchemaField({
      spent: new GuardedNumberField({ required: true, nullable: false, integer: true, min: 0, max: MAX_USES_SPENT, initial: 0 }),
      formula: new StringField({ required: true, blank: true, initial: "", validate: throwing(usesFormulaError) }),
    }),
    /** CY-REM-2. */
    adapted: booleanField(false),
    /** CY-INS-2: null until the first checked installation. */
    quality: optionalChoiceField(INSTALL_QUALITIES),
    /** CY-INS-2: the GM's description of the flaw. */
    flaw: textField(),
    /** CY-LE-1: at most one; blank = none. */
    lastingEffect: textField(),
    /** Installs, removals, repairs, upgrades… with the world time they happened. */
    history: new ArrayField(
      new SchemaField({
        action: choiceField(AUGMENT_HISTORY_ACTIONS, "design"),
        worldTime: new GuardedNumberField({ required: true, nullable: false, initial: 0 }),
        note: textField(),
      }),
    ),
  };
}

export type AugmentSchema = ReturnType<typeof defineAugmentSchema>;

/** The prepared uses: the stored spent count plus the derived value and max (getters, read from the owner). */
export interface AugmentUses {
  spent: number;
  /** CY-USE-1: the design's own formula; blank = PB. */
  formula: string;
  readonly value: number;
  readonly max: number;
}

export type AugmentDerived = { uses: AugmentUses };

const augmentOfUses = new WeakMap<object, AugmentData>();
/** CY-USE-1: uses left and the maximum, from the owner's PB and modifiers. */
function usesOf(uses: object): { value: number; max: number } {
  const model = augmentOfUses.get(uses);
  return model ? augmentUsesOf(model) : { value: 0, max: 0 };
}
const USES_VALUE: PropertyDescriptor = { get(this: object) { return usesOf(this).value; }, enumerable: false, configurable: true };
const USES_MAX: PropertyDescriptor = { get(this: object) { return usesOf(this).max; }, enumerable: false, configurable: true };

type AugmentModelBase = foundry.abstract.TypeDataModel<AugmentSchema, Item.Implementation, Record<never, never>, AugmentDerived>;

/**
 * A Cyborg augment. Numbers that depend on the owner (PB, modifiers, feature DCs) are computed when they are
 * read (once per preparation: ./augment/derived.ts), because an item is prepared before its actor's derived data.
 */
export class AugmentData extends foundry.abstract.TypeDataModel<AugmentSchema, Item.Implementation, Record<never, never>, AugmentDerived> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Augment"];

  static override defineSchema(): AugmentSchema {
    return defineAugmentSchema();
  }

  /**
   * CY-MOB-1/2, CY-UTL-1 on the whole source as well: an update that changes only the mode (or only the bonus)
   * is checked against the stored other half, whatever part of the data the field validators were shown.
   */
  static override validateJoint(data: Parameters<typeof foundry.abstract.TypeDataModel.validateJoint>[0]): void {
    super.validateJoint(data);
    const message = augmentJointError(data);
    if (message) throw new Error(message);
  }

  /** The uses' value and max: getters shared by every augment (no closures per preparation: ../shared/uses-field.ts). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    preparedAgain();
    // Prepared again without being initialised again (the same uses object): the getters are there already.
    if (augmentOfUses.get(this.uses) === this) return;
    augmentOfUses.set(this.uses, this);
    Object.defineProperty(this.uses, "value", USES_VALUE);
    Object.defineProperty(this.uses, "max", USES_MAX);
  }

  /** The rules' view of this augment (src/rules/cyborg/augment.ts), once per preparation (../shared/owner-memo.ts). */
  get state(): AugmentState {
    return augmentStateOf(this);
  }

  /** Installed and intact: counts for Visionaire, can be used, can be chosen for System Failure. */
  get functional(): boolean {
    return isFunctionalInstalled(this.state);
  }

  /** CY-DC-1: the chosen feature DC, else 8 + PB + the relevant ability modifier; null without an owner. */
  get saveDc(): AugmentSaveDc | null {
    return augmentSaveDcOf(this);
  }

  /** CY-ATK-1/3: the attack roll (1d20 + PB + mod) or the save the target makes; attack augments with an owner only. */
  get attack(): AttackPlan | null {
    return augmentAttackOf(this);
  }

  /** CY-ATK-2: Nd6 + the relevant ability modifier, of the design's damage type. */
  get damage(): (DicePlan & { damageType: string | null }) | null {
    return augmentDamageOf(this);
  }

  /** CY-HEAL-1: Nd6 + Intelligence modifier. */
  get healing(): DicePlan | null {
    return augmentHealingOf(this);
  }

  /** CY-SLOT-2: a second augment into an occupied section (or a wrong-kind section) is never created. */
  override async _preCreate(...args: Parameters<AugmentModelBase["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    return augmentCreateVeto(this.parent, this._source, args[1]);
  }

  /** CY-DES-1..3 and CY-SLOT-2 on every update (./augment/derived.ts `augmentUpdateVeto`). */
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    const [changes, options, user] = args;
    const expanded = expandedSystemChanges(changes);
    if (!expanded) return;
    return augmentUpdateVeto(this.parent, this._source, expanded.name, expanded.system, options, user);
  }
}
