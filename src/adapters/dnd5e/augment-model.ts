/**
 * The module's augment type (`augmented-dnd5e.augment`) as a dnd5e item: its model is built at `init` on dnd5e's own
 * item templates, read from `dnd5e.dataModels` (release-5.3.3 `module/data/_module.mjs`, `data/item/_module.mjs`),
 * as sw5e-module builds its types: `ItemDataModel.mixin(ItemDescriptionTemplate, ActivitiesTemplate)`. So dnd5e
 * finds what it reads on any of its items: `description.value` (the expanded row, the item sheet, `getCardData`
 * for the card `Item5e#use` shows without activities), `activities` (a click uses one), `uses` with
 * `spent`/`max`/`recovery` (the row's uses column, the long rest's recovery). On top: the augment's own fields,
 * validation and vetoes, shared with the system's model (src/data/item/augment.ts, ./augment/derived.ts), and the
 * readers the shared workflows use (`state`, `functional`, `saveDc`, `attack`, `damage`, `healing`, `uses.formula`).
 *
 * Stored shape: ./augment-shape.ts (today's plain-string description and `uses.formula` migrate on load).
 * ItemTypeTemplate is left out: in 5.3.3 it only migrates the old weapon and armor type fields; the row's subtitle
 * (`system.type.label`, base-actor-sheet.mjs:867) comes from the `type` getter below.
 */
import { type AttackPlan, type AugmentSaveDc, type AugmentState, type DicePlan, isFunctionalInstalled } from "../../rules/cyborg";
import { defineAugmentSchema } from "../../data/item/augment";
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
} from "../../data/item/augment/derived";
import { augmentJointError, usesFormulaError } from "../../data/item/augment/state";
import { preparedAgain } from "../../data/shared/owner-memo";
import { LONG_REST_RECOVERY, migrateAugmentSource, PB_FORMULA, sharedUsesFormula, spendsNoUses, toSharedChanges, toSharedSource, type Dnd5eAugmentSource } from "./augment-shape";
import { augmentRowType, type AugmentRowType } from "./augment-row";
import { addAugmentSheetData } from "./augment-sheet-data";
import { dnd5eNamespace } from "./dnd5e-namespace";
import { MAX_USES_SPENT } from "../../rules/core/uses";
import { localize } from "../../utils/notify";

type Source = Record<string, unknown>;
type Fields = Record<string, foundry.data.fields.DataField.Any>;

/** dnd5e's prepared `uses` (uses-field.mjs): `max` and `value` are numbers once prepared. */
export interface Dnd5eUses {
  spent: number;
  max: number | string;
  value?: number;
  recovery: { period: string; type: string; formula?: string }[];
  /** The shared formula (CY-USE-1), read from the stored `max` (a getter, not stored). */
  readonly formula?: string;
}

/** What the augment model uses of a dnd5e item model instance (ItemDataModel with the two templates). */
interface Dnd5eItemModel {
  readonly parent: Item.Implementation;
  readonly _source: Dnd5eAugmentSource;
  description: { value: string | null; chat: string | null };
  uses: Dnd5eUses;
  activities: { size: number };
  prepareDerivedData(): void;
  prepareFinalActivityData(rollData: object): void;
  getCardData(options?: object): Promise<Source>;
  getSheetData?(context: Source): Promise<void>;
  _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void>;
  _preUpdate(changes: unknown, options: unknown, user: unknown): Promise<boolean | void>;
}

/** The class side of a dnd5e item model (SystemDataModel's statics). */
interface Dnd5eItemModelClass {
  new (...args: never[]): Dnd5eItemModel;
  LOCALIZATION_PREFIXES: string[];
  defineSchema(): Fields;
  _migrateData(source: Source): void;
  validateJoint(data: Source): void;
}

/**
 * CORE-8 on dnd5e's own uses field: its `spent` has a minimum and no maximum (module/data/shared/uses-field.mjs:19 at
 * release-5.3.3), so the shared range guard finds no bound there; an absurd count is refused as the system's is.
 */
function refusesSpentCount(system: Record<string, unknown>): boolean {
  // cast: the expanded update's uses, read with checks.
  const spent = (system.uses as { spent?: unknown } | undefined)?.spent;
  if (typeof spent !== "number" || spent <= MAX_USES_SPENT) return false;
  ui.notifications?.error(localize("AUGMENTED.Error.AboveMaximum", { name: localize("AUGMENTED.Augment.FIELDS.uses.spent.label"), value: String(spent), max: String(MAX_USES_SPENT) }));
  return true;
}

/** What a dnd5e item template is to `mixin` (a SystemDataModel subclass). */
interface Dnd5eTemplate {
  prototype: object;
}

interface Dnd5eDataModels {
  ItemDataModel?: Dnd5eTemplate & { mixin(...templates: Dnd5eTemplate[]): unknown };
  item?: Record<string, Dnd5eTemplate | undefined>;
}

/** dnd5e's data models namespace (`game.dnd5e.dataModels`), or null outside a dnd5e world. */
function dnd5eDataModels(): Dnd5eDataModels | null {
  // cast: dnd5e's data models namespace (data/_module.mjs); each member is checked before use.
  return (dnd5eNamespace()?.dataModels as Dnd5eDataModels | undefined) ?? null;
}

/** The augment's own fields: the shared schema without what dnd5e's templates define (description, uses). */
function augmentFields(): Fields {
  const { description: _description, uses: _uses, ...own } = defineAugmentSchema();
  return own;
}

/** The base class: dnd5e's ItemDataModel with its description and activities templates, or null when absent. */
function dnd5eAugmentBase(): Dnd5eItemModelClass | null {
  const models = dnd5eDataModels();
  const description = models?.item?.ItemDescriptionTemplate;
  const activities = models?.item?.ActivitiesTemplate;
  if (!models?.ItemDataModel || !description || !activities) return null;
  // cast: the mixed class is a dnd5e item model; its members are described by Dnd5eItemModelClass.
  return models.ItemDataModel.mixin(description, activities) as Dnd5eItemModelClass;
}

/**
 * The model class for the module's augment type, on the current dnd5e's templates; null when dnd5e does not
 * expose them (then nothing is registered for the type: ./register.ts).
 */
export function dnd5eAugmentModel(): Dnd5eItemModelClass | null {
  const found = dnd5eAugmentBase();
  if (!found) return null;
  const Base: Dnd5eItemModelClass = found;

  return class Dnd5eAugmentData extends Base {
    /** dnd5e's labels for its templates' fields, then the augment's (lang/en.json). */
    static override LOCALIZATION_PREFIXES = [...Base.LOCALIZATION_PREFIXES, "AUGMENTED.Item.base", "AUGMENTED.Augment"];

    static override defineSchema(): Fields {
      return { ...super.defineSchema(), ...augmentFields() };
    }

    /** dnd5e's template migrations, then the shared shape's fields moved to dnd5e's (./augment-shape.ts). */
    static override _migrateData(source: Source): void {
      super._migrateData(source);
      migrateAugmentSource(source);
    }

    /** CY-MOB-1/2, CY-UTL-1 on the whole source; CY-USE-1: the uses maximum must be a formula the rules read. */
    static override validateJoint(data: Source): void {
      super.validateJoint(data);
      // cast: the source being validated; `uses` is checked before use.
      const uses = data.uses as { max?: unknown } | undefined;
      const message = augmentJointError(data) ?? (uses && "max" in uses ? usesFormulaError(sharedUsesFormula(uses.max)) : null);
      if (message) throw new Error(message);
    }

    /** `uses.formula`: the shared formula read from the stored maximum, for the rules' view (`state`). */
    override prepareDerivedData(): void {
      super.prepareDerivedData();
      preparedAgain();
      const source = this._source;
      Object.defineProperty(this.uses, "formula", {
        get: () => sharedUsesFormula(source.uses?.max),
        enumerable: false,
        configurable: true,
      });
    }

    /**
     * After the owner is prepared (dnd5e's `prepareFinalAttributes`): dnd5e's uses and activities, then the uses
     * as the rules count them (CY-USE-1: none for a passive augment or a prosthetic), so dnd5e's row, its
     * consumption and the shared workflows read the same numbers.
     */
    prepareFinalData(): void {
      // cast: dnd5e's Item5e#getRollData takes its options ({deterministic}); the fvtt type has none.
      const rollData = (this.parent.getRollData as (options?: object) => object)({ deterministic: true });
      this.prepareFinalActivityData(rollData);
      preparedAgain();
      const { max, value } = augmentUsesOf(this);
      this.uses.max = max;
      this.uses.value = value;
    }

    /** dnd5e's item sheet: the augment's part in its Details tab (./augment-sheet-data.ts). */
    override async getSheetData(context: Source): Promise<void> {
      await super.getSheetData?.(context);
      addAugmentSheetData(this.parent, context);
    }

    /** The row's and card's subtitle: what it is and its state (base-actor-sheet.mjs:867 reads `type.label`). */
    get type(): AugmentRowType {
      return augmentRowType(this.state);
    }

    get state(): AugmentState {
      return augmentStateOf(this);
    }

    /** Installed and intact: counts for Visionaire, can be used, can be chosen for System Failure. */
    get functional(): boolean {
      return isFunctionalInstalled(this.state);
    }

    get saveDc(): AugmentSaveDc | null {
      return augmentSaveDcOf(this);
    }

    get attack(): AttackPlan | null {
      return augmentAttackOf(this);
    }

    get damage(): (DicePlan & { damageType: string | null }) | null {
      return augmentDamageOf(this);
    }

    get healing(): DicePlan | null {
      return augmentHealingOf(this);
    }

    /**
     * CY-SLOT-2 as the system's model; an augment made by hand gets the uses dnd5e needs to show and refill them
     * (a `@prof` maximum unless it spends none, the long-rest recovery).
     */
    override async _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void> {
      if ((await super._preCreate(data, options, user)) === false) return false;
      const source = this._source;
      const uses: Partial<Dnd5eAugmentSource["uses"]> = source.uses ?? {};
      const fill: Source = {};
      if (!uses.max && !spendsNoUses(source)) fill["system.uses.max"] = PB_FORMULA;
      if (!uses.recovery?.length) fill["system.uses.recovery"] = LONG_REST_RECOVERY.map((r) => ({ ...r }));
      // As dnd5e's own models do in _preCreate: the item's source, before it is written.
      if (Object.keys(fill).length) this.parent.updateSource(fill);
      return augmentCreateVeto(this.parent, toSharedSource(this._source), options);
    }

    /** CY-DES-1..3 and CY-SLOT-2 on every update, compared in the shared shape. */
    override async _preUpdate(changes: unknown, options: unknown, user: unknown): Promise<boolean | void> {
      if ((await super._preUpdate(changes, options, user)) === false) return false;
      const expanded = expandedSystemChanges(changes);
      if (!expanded) return;
      if (refusesSpentCount(expanded.system)) return false;
      const source = toSharedSource(this._source);
      // cast: the updating user as Foundry passes it to _preUpdate.
      return augmentUpdateVeto(this.parent, source, expanded.name, toSharedChanges(expanded.system), options, user as { isGM: boolean } | null);
    }
  };
}
