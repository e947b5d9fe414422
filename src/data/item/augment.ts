/**
 * The `augment` item (Cyborg seed 000): the design (CY-DES-3), its state on the body (section,
 * integrity, uses, adaptation, installation quality, upgrades, lasting effect) and its history. Rules live in
 * src/rules/cyborg; this model maps its data onto `AugmentState` and derives from the owner, when read:
 * uses (CY-USE-1), save DC (CY-DC-1), attack and damage (CY-ATK-1/2), healing (CY-HEAL-1), `functional`.
 */
import { type AbilityId } from "../../rules/core/abilities";
import { DAMAGE_TYPES } from "../../rules/core/damage-types";
import {
  type AttackPlan,
  augmentAttack,
  augmentDamage,
  type AugmentSaveDc,
  augmentSaveDc,
  type AugmentState,
  AUGMENT_PURPOSES,
  DESIGN_STATUSES,
  type DicePlan,
  healingDice,
  INSTALL_QUALITIES,
  INTEGRITY_STATES,
  isFunctionalInstalled,
  MOBILITY_MODES,
  REPAIR_TOOL_IDS,
  SECTION_IDS,
  SECTION_KINDS,
  usesState,
} from "../../rules/cyborg";
import { ownerNumbers, ownerRollData } from "../shared/roll-data";
import { oncePerPreparation, preparedAgain } from "../shared/owner-memo";
import { guardPlacement, touchesPlacement } from "./augment/placement";
import { portOf } from "../../ports/actor-port";

/** The owning item as the placement guard reads it. */
type PlacedItem = Parameters<typeof guardPlacement>[0];
import { AUGMENT_HISTORY_ACTIONS, type AugmentSystemSource, diceError, mobilityError, rangeError, toAugmentState, usesFormulaError } from "./augment/state";
import { descriptionField, optionalAbilityField } from "./fields";
import { type DesignSource, designFixedRefusal, fixedPathLabelKey, touchesDesign } from "./augment/design-fixed";
import { localize, notifyError } from "../../utils/notify";
import { ArrayField, BooleanField, SchemaField, StringField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";
import { MAX_USES_SPENT } from "../../rules/core/uses";

/** Throws the message of a failed check, so Foundry reports it as the field's validation error. */
function throwing(check: (value: unknown) => string | null): (value: unknown) => boolean {
  return (value) => {
    const message = check(value);
    if (message) throw new Error(message);
    return true;
  };
}

function textField() {
  return new StringField({ required: true, blank: true, initial: "" });
}

function optionalChoiceField(choices: readonly string[]) {
  return new StringField({ required: true, nullable: true, blank: false, choices: [...choices], initial: null });
}

function defineAugmentSchema() {
  return {
    description: descriptionField(),
    // ---- Design (CY-DES-3) ----
    /** CY-SLOT-3: head, torso, arm or leg. */
    sectionKind: new StringField({ required: true, blank: false, choices: [...SECTION_KINDS], initial: "arm" }),
    /** CY-SLOT-5: exactly one primary purpose. */
    purpose: new StringField({ required: true, blank: false, choices: [...AUGMENT_PURPOSES], initial: "utility" }),
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
    repairTool: new StringField({ required: true, nullable: true, blank: false, choices: [...REPAIR_TOOL_IDS], initial: "tinker" }),
    /** CY-DC-1: id of one of the actor's named feature DCs (`system.featureDcs[].id`), or null for 8 + PB + mod. */
    saveDcFeatureId: new StringField({ required: true, nullable: true, blank: false, initial: null }),
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
    passive: new BooleanField({ required: true, initial: false }),
    // ---- State ----
    /**
     * CY-DES-1/2: a player's design goes draft → viable (check passed) → built (materials paid). Optional and left
     * out of compendium and older data, which read as built (src/workflows/augment-design/design.ts designStatusOf).
     */
    designStatus: new StringField({ required: false, blank: false, choices: [...DESIGN_STATUSES], initial: undefined }),
    /** CY-SLOT-1: the section it is installed in, or null while carried. */
    installedSection: optionalChoiceField(SECTION_IDS),
    /** CY-INT-*, SF-2. */
    integrity: new StringField({ required: true, blank: false, choices: [...INTEGRITY_STATES], initial: "intact" }),
    /** CY-USE-1: only the spent count is stored; max is derived from the formula (blank = PB). */
    uses: new SchemaField({
      spent: new GuardedNumberField({ required: true, nullable: false, integer: true, min: 0, max: MAX_USES_SPENT, initial: 0 }),
      formula: new StringField({ required: true, blank: true, initial: "", validate: throwing(usesFormulaError) }),
    }),
    /** CY-REM-2. */
    adapted: new BooleanField({ required: true, initial: false }),
    /** CY-INS-2: null until the first checked installation. */
    quality: optionalChoiceField(INSTALL_QUALITIES),
    /** CY-INS-2: the GM's description of the flaw. */
    flaw: textField(),
    /** CY-LE-1: at most one; blank = none. */
    lastingEffect: textField(),
    /** Installs, removals, repairs, upgrades… with the world time they happened. */
    history: new ArrayField(
      new SchemaField({
        action: new StringField({ required: true, blank: false, choices: [...AUGMENT_HISTORY_ACTIONS], initial: "design" }),
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

/** An owner's numbers as the augment rules take them. */
interface OwnerView {
  pb: number;
  mods: Record<AbilityId, number>;
  featureDcs: { id: string; label: string; dc: number }[];
}

function ownerView(model: { parent?: unknown }): OwnerView | null {
  return oncePerPreparation(model, "ownerView", () => readOwnerView(model));
}

function readOwnerView(model: { parent?: unknown }): OwnerView | null {
  const rollData = ownerRollData(model);
  if (!rollData) return null;
  const numbers = ownerNumbers(rollData);
  // cast: a structural view of the model's parent document; ownerRollData above found its actor.
  const owner = (model.parent as { actor?: Actor.Implementation | null } | null | undefined)?.actor;
  // CY-DC-1: the feature DCs through the actor port, so a dnd5e owner's come from the module's port.
  const featureDcs = owner ? [...portOf(owner).featureDcs] : [];
  return { pb: numbers.pb, mods: numbers.abilityMods, featureDcs };
}

const augmentOfUses = new WeakMap<object, AugmentData>();
/** CY-USE-1: uses left and the maximum, from the owner's PB and modifiers. */
function usesOf(uses: object): { value: number; max: number } {
  const model = augmentOfUses.get(uses);
  if (!model) return { value: 0, max: 0 };
  return oncePerPreparation(model, "uses", () => {
    const owner = ownerView(model);
    return usesState(model.state, owner?.pb ?? 0, owner?.mods);
  });
}
const USES_VALUE: PropertyDescriptor = { get(this: object) { return usesOf(this).value; }, enumerable: false, configurable: true };
const USES_MAX: PropertyDescriptor = { get(this: object) { return usesOf(this).max; }, enumerable: false, configurable: true };

type AugmentModelBase = foundry.abstract.TypeDataModel<AugmentSchema, Item.Implementation, Record<never, never>, AugmentDerived>;

/** Refuses (an error naming what) a write that changes a fixed design: true when refused. */
function refuseFixedDesign(name: string, source: DesignSource, next: DesignSource, user: { isGM: boolean } | null | undefined, designWork: unknown): boolean {
  const refusal = designFixedRefusal(source, next, user, designWork);
  if (!refusal) return false;
  if (refusal.kind === "status") notifyError("AUGMENTED.AugmentDesign.Fixed.status", { name });
  else notifyError("AUGMENTED.AugmentDesign.Fixed.changed", { name, fields: refusal.paths.map((path) => localize(fixedPathLabelKey(path))).join(", ") });
  return true;
}

/**
 * A Cyborg augment. Numbers that depend on the owner (PB, modifiers, feature DCs) are computed when they are
 * read (once per preparation: ../shared/owner-memo.ts), because an item is prepared before its actor's derived data.
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
    // cast: the source being validated; each field is checked before use.
    const source = data as { mobility?: unknown; rangeFt?: unknown };
    const message = mobilityError(source.mobility) ?? rangeError(source.rangeFt);
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
    return oncePerPreparation(this, "state", () => {
      // cast: a structural view of the model's parent document (null outside a document).
      const item = this.parent as { id?: string | null; name?: string } | null;
      // cast: this model is the augment's system data, a superset of its stored source.
      return toAugmentState(item?.id ?? "", item?.name ?? "", this as AugmentSystemSource);
    });
  }

  /** Installed and intact: counts for Visionaire, can be used, can be chosen for System Failure. */
  get functional(): boolean {
    return isFunctionalInstalled(this.state);
  }

  /** CY-DC-1: the chosen feature DC, else 8 + PB + the relevant ability modifier; null without an owner. */
  get saveDc(): AugmentSaveDc | null {
    const owner = ownerView(this);
    return owner && augmentSaveDc(this.state, owner.featureDcs, owner.pb, owner.mods);
  }

  /** CY-ATK-1/3: the attack roll (1d20 + PB + mod) or the save the target makes; attack augments with an owner only. */
  get attack(): AttackPlan | null {
    const owner = ownerView(this);
    if (!owner || this.purpose !== "attack") return null;
    const state = this.state;
    return augmentAttack(state, owner.pb, owner.mods, augmentSaveDc(state, owner.featureDcs, owner.pb, owner.mods));
  }

  /** CY-ATK-2: Nd6 + the relevant ability modifier, of the design's damage type. */
  get damage(): (DicePlan & { damageType: string | null }) | null {
    const owner = ownerView(this);
    if (!owner || this.purpose !== "attack") return null;
    return augmentDamage(this.state, owner.mods);
  }

  /** CY-HEAL-1: Nd6 + Intelligence modifier. */
  get healing(): DicePlan | null {
    const owner = ownerView(this);
    if (!owner || this.purpose !== "healing") return null;
    return healingDice(this.state, owner.mods);
  }

  /** CY-SLOT-2: a second augment into an occupied section (or a wrong-kind section) is never created. */
  override async _preCreate(...args: Parameters<AugmentModelBase["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    const [, options] = args;
    const item: PlacedItem = this.parent;
    // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
    return guardPlacement(item, item.name, this._source, options as object);
  }

  /**
   * CY-DES-1..3: a player's write that changes a design fixed by its check is refused (./augment/design-fixed.ts).
   * CY-SLOT-2: an update that moves an augment into an occupied section is refused. Either way nothing changes.
   */
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    const [changes, options, user] = args;
    // cast: update data is a plain object; its expanded form is read with checks.
    const expanded = foundry.utils.expandObject({ ...(changes as object) }) as { name?: unknown; system?: Record<string, unknown> };
    const systemChanges = expanded.system;
    if (!systemChanges || typeof systemChanges !== "object") return;
    // Most writes (uses spent, integrity, history) touch neither: no merged copy of the source for them.
    const design = user?.isGM !== true && touchesDesign(systemChanges);
    if (!design && !touchesPlacement(systemChanges)) return;
    // cast: mergeObject types the merged source loosely (history as {}); it has the stored paths of AugmentSystemSource.
    const next = foundry.utils.mergeObject(foundry.utils.deepClone(this._source), systemChanges, { inplace: false }) as unknown as DesignSource;
    const item: PlacedItem = this.parent;
    const name = typeof expanded.name === "string" ? expanded.name : item.name;
    // cast: the system's own `augmented` operation option, read with a check.
    const designWork = (options as { augmented?: { designWork?: unknown } } | null)?.augmented?.designWork;
    if (design && refuseFixedDesign(item.name ?? "", this._source, next, user, designWork)) return false;
    if (!touchesPlacement(systemChanges)) return;
    // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
    return guardPlacement(item, name, next, options as object);
  }
}
