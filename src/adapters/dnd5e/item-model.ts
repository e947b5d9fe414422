/**
 * The module's own item kinds other than the augment (a chassis, an upgrade, a port, an automail limb) as dnd5e items:
 * each model is built at `init` on dnd5e's item templates (`dnd5e.dataModels`, release-5.3.3
 * `module/data/item/_module.mjs`), as the augment's is (./augment-model.ts): `ItemDescriptionTemplate` for the
 * description dnd5e's sheet, row and card read (`description.value`), `ActivitiesTemplate` where the item acts
 * (an upgrade's attack, save or heal), dnd5e's `uses` where it has limited uses. On top: the system model's own
 * fields and its getters (the readers the shared workflows use: `definition`, `state`, `problems`…), and the
 * kind's create and update vetoes, so a refused drop creates nothing in a dnd5e world as in the system.
 *
 * Stored shape: the shared fields, with `description` as dnd5e's `{value, chat}` and, for kinds with uses, dnd5e's
 * `uses` (`{spent, max, recovery: [{period, type}]}`); the shared shape (a plain description, a set of recovery
 * periods) migrates on load, so the system's compendium data and hand-made items load.
 */
import { dnd5eNamespace } from "./dnd5e-namespace";
import { localize } from "../../utils/notify";

type Source = Record<string, unknown>;
type Fields = Record<string, foundry.data.fields.DataField.Any>;

/** What a kind's model uses of a dnd5e item model instance. */
export interface Dnd5eKindModel {
  readonly parent: Item.Implementation;
  readonly _source: Source;
  description: { value: string | null; chat: string | null };
  uses?: { spent: number; max: number | string; value?: number; maxValue?: number; error?: null; recovery: { period: string; type: string }[] };
  prepareDerivedData(): void;
  prepareFinalActivityData?(rollData: object): void;
  getSheetData?(context: Source): Promise<void>;
  _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void>;
  _preUpdate(changes: unknown, options: unknown, user: unknown): Promise<boolean | void>;
}

/** The class side of a dnd5e item model. */
export interface Dnd5eKindModelClass {
  new (...args: never[]): Dnd5eKindModel;
  LOCALIZATION_PREFIXES: string[];
  defineSchema(): Fields;
  _migrateData(source: Source): void;
}

/** The system's model of the kind: its schema, its labels and the getters the shared code reads. */
export interface SharedModelClass {
  defineSchema(): Fields;
  LOCALIZATION_PREFIXES: string[];
  readonly prototype: object;
}

/** One kind as a dnd5e item. */
export interface KindSpec {
  /** The kind (item/kinds.ts), also the module sub-type's key (`augmented-dnd5e.<kind>`). */
  kind: string;
  /** The system's model: its fields (less `description`, and `uses` when dnd5e's replace them) and getters. */
  shared: SharedModelClass;
  /** dnd5e's activities template: the item acts through dnd5e's Activities. */
  activities?: boolean;
  /**
   * dnd5e's `uses` replace the shared uses field (prepared as the shared readers expect: `value`, `maxValue`); they come
   * with dnd5e's activities template (`module/data/item/templates/activities.mjs:28-31`), so this implies `activities`.
   */
  uses?: boolean;
  /** dnd5e's item sheet context (`getSheetData`, item-sheet.mjs:215): the kind's part and what it reads. */
  sheetData?(item: Item.Implementation, context: Record<string, unknown>): void;
  /** After dnd5e's final preparation (the owner's numbers known): what the kind derives from them. */
  prepareFinal?(model: Dnd5eKindModel): void;
  /** A refusal of the creation (its message already shown), or null to allow it. */
  preCreate?(model: Dnd5eKindModel, options: unknown): boolean | void | Promise<boolean | void>;
  /** A refusal of an update (the changes as given), or null to allow it. */
  preUpdate?(model: Dnd5eKindModel, changes: unknown, options: unknown, user: unknown): boolean | void | Promise<boolean | void>;
}

interface Dnd5eTemplate {
  prototype: object;
}

interface Dnd5eDataModels {
  ItemDataModel?: Dnd5eTemplate & { mixin(...templates: Dnd5eTemplate[]): unknown };
  item?: Record<string, Dnd5eTemplate | undefined>;
}

function isObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A stored item of the shared shape moved in place to dnd5e's: the description string into `description.value`, and
 * for a kind with uses a recovery list of periods (`["lr"]`) into dnd5e's recovery entries. Safe on every pass.
 */
export function migrateKindSource(source: Source, withUses: boolean): void {
  if (typeof source.description === "string") source.description = { value: source.description, chat: "" };
  const uses = source.uses;
  if (!withUses || !isObject(uses)) return;
  const recovery = uses.recovery;
  if (Array.isArray(recovery)) uses.recovery = recovery.map((entry) => (typeof entry === "string" ? { period: entry, type: "recoverAll" } : entry));
}

/**
 * The getters of the system's model (and its ancestors below TypeDataModel) that the dnd5e model lacks, copied onto
 * it: they read only the model's fields and `_source`, which both share.
 */
function borrowGetters(target: object, shared: object): void {
  // Foundry's own model classes end the walk: their getters are the dnd5e model's too.
  const stop = foundry.abstract.TypeDataModel.prototype;
  // cast: a prototype's prototype is an object or null (getPrototypeOf types it any).
  const parentOf = (proto: object): object | null => Object.getPrototypeOf(proto) as object | null;
  for (let proto: object | null = shared; proto && proto !== stop && proto !== Object.prototype; proto = parentOf(proto)) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (!descriptor.get || name in target) continue;
      Object.defineProperty(target, name, descriptor);
    }
  }
}

/** The model class of one kind on the current dnd5e's templates, or null when dnd5e does not expose them. */
export function dnd5eKindModel(spec: KindSpec): Dnd5eKindModelClass | null {
  // cast: dnd5e's data models namespace (data/_module.mjs); each member is checked before use.
  const models = (dnd5eNamespace()?.dataModels as Dnd5eDataModels | undefined) ?? null;
  const description = models?.item?.ItemDescriptionTemplate;
  const activities = models?.item?.ActivitiesTemplate;
  const acts = spec.activities === true || spec.uses === true;
  if (!models?.ItemDataModel || !description || (acts && !activities)) return null;
  const templates = acts && activities ? [description, activities] : [description];
  // cast: the mixed class is a dnd5e item model; its members are described by Dnd5eKindModelClass.
  const Base = models.ItemDataModel.mixin(...templates) as Dnd5eKindModelClass;
  const withUses = spec.uses === true;

  class Dnd5eKindData extends Base {
    static override LOCALIZATION_PREFIXES = [...Base.LOCALIZATION_PREFIXES, ...spec.shared.LOCALIZATION_PREFIXES];

    /** dnd5e's template fields, then the kind's own (its description is dnd5e's; its uses too, when it has them). */
    static override defineSchema(): Fields {
      const { description: _description, uses, ...own } = spec.shared.defineSchema();
      // dnd5e's `uses` (from its activities template) where the kind has them; else the shared field, if any.
      return { ...(!withUses && uses ? { uses } : {}), ...super.defineSchema(), ...own };
    }

    static override _migrateData(source: Source): void {
      super._migrateData(source);
      migrateKindSource(source, withUses);
    }

    /** After the owner (dnd5e's `prepareFinalAttributes`): its activities, then the uses as the shared readers read them. */
    prepareFinalData(): void {
      if (this.prepareFinalActivityData) {
        // cast: dnd5e's Item5e#getRollData takes its options ({deterministic}); the fvtt type has none.
        const rollData = (this.parent.getRollData as (options?: object) => object)({ deterministic: true });
        this.prepareFinalActivityData(rollData);
      }
      const uses = this.uses;
      if (withUses && uses) {
        uses.maxValue = typeof uses.max === "number" ? uses.max : Number(uses.max) || 0;
        uses.error = null;
      }
      spec.prepareFinal?.(this);
    }

    /** dnd5e's item sheet: the kind's own part in its Details tab, where the kind has one. */
    override async getSheetData(context: Source): Promise<void> {
      await super.getSheetData?.(context);
      spec.sheetData?.(this.parent, context);
    }

    /** The row's and card's subtitle: the kind's name (dnd5e's sheet reads `system.type.label`). */
    get type(): { label: string } {
      return { label: localize(`TYPES.Item.augmented-dnd5e.${spec.kind}`) };
    }

    override async _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void> {
      if ((await super._preCreate(data, options, user)) === false) return false;
      if (spec.preCreate && (await spec.preCreate(this, options)) === false) return false;
    }

    override async _preUpdate(changes: unknown, options: unknown, user: unknown): Promise<boolean | void> {
      if ((await super._preUpdate(changes, options, user)) === false) return false;
      if (spec.preUpdate && (await spec.preUpdate(this, changes, options, user)) === false) return false;
    }
  }
  borrowGetters(Dnd5eKindData.prototype, spec.shared.prototype);
  return Dnd5eKindData;
}
