/**
 * The `automail` item (seed 003): one limb: generation, kind and the limb it replaces or adds
 * (AM-GEN-1, AM-KIND-1), where it is (carried, on a port, built on), its acclimation state (AM-ACC-1..3), integrity
 * (AM-DMG-1), whether the owner keeps it hidden (AM-SEEN-1), the GM's flaw text (AM-FLAW-1) and what it adds (an
 * integrated weapon or tool, a summary; Active Effects live on the item as usual). Rules live in
 * src/rules/automail; this model maps its data onto `LimbState` and reads the rest from them.
 */
import {
  ACCLIMATION_TABLE,
  type AcclimationEntry,
  BODY_SITES,
  GENERATIONS,
  LIMB_INTEGRITY,
  LIMB_KINDS,
  LIMB_LOCATIONS,
  LIMB_TYPES,
  type LimbState,
  isAccustomed,
  isDetachable,
  limbWorks,
  noticeRule,
  type NoticeRule,
} from "../../rules/automail";
import { DAMAGE_TYPES } from "../../rules/core/damage-types";
import { prepareUses, type UsesState, usesField } from "../shared/uses-field";
import { guardLimb, touchesLimbPlacement } from "./automail/placement";
import { type AutomailDataIssue, type AutomailSystemSource, limbDataIssues, toLimbState } from "./automail/state";
import { descriptionField, diceFormulaField, optionalAbilityField, signedIntegerField } from "./fields";
import { SchemaField } from "../field-classes";
import { booleanField, choiceField, nullableString, optionalChoiceField, textField, worldTimeField } from "../fields";

function defineAutomailSchema() {
  return {
    description: descriptionField(),
    /** AM-GEN-1. */
    generation: choiceField(GENERATIONS, "modern"),
    /** AM-KIND-1. */
    kind: choiceField(LIMB_KINDS, "normal"),
    /** The limb it replaces or adds. */
    limb: choiceField(LIMB_TYPES, "arm"),
    /**
     * Where it is. `port`: `portId` is the id of a `port` item of the same actor; `builtOn` (reforged): `site`;
     * `since`: world time it went on. Incomplete combinations load and are flagged (`dataIssues`).
     */
    location: new SchemaField({
      mode: choiceField(LIMB_LOCATIONS, "carried"),
      portId: nullableString(),
      site: optionalChoiceField(BODY_SITES),
      since: worldTimeField(),
    }),
    /** AM-DMG-1. */
    integrity: choiceField(LIMB_INTEGRITY, "intact"),
    /** AM-SEEN-1: kept hidden by its owner (modern only; a hidden reforged limb is flagged). */
    hidden: booleanField(false),
    /** AM-ACC-1..3: a running failure (world time) and who became accustomed to this very item. */
    acclimation: new SchemaField({
      failedAt: worldTimeField(),
      failedUntil: worldTimeField(),
      accustomedActorId: nullableString(),
      accustomedItemId: nullableString(),
    }),
    /** AM-FLAW-1: the GM's text, no mechanics. */
    flaws: textField(),
    /** What it adds: an integrated weapon (blank formula = none), a tool, and a summary for the sheet. */
    adds: new SchemaField({
      weapon: new SchemaField({
        formula: diceFormulaField(),
        damageType: choiceField(DAMAGE_TYPES, "bludgeoning"),
        /** null: Strength (melee) as a weapon would. */
        ability: optionalAbilityField(),
        bonus: signedIntegerField(),
      }),
      tool: textField(),
      summary: textField(),
    }),
    uses: usesField(),
  };
}

export type AutomailSchema = ReturnType<typeof defineAutomailSchema>;
export type AutomailDerived = { uses: UsesState };

/** The id of the actor owning this model's item, or "" for an unowned item. */
function ownerId(model: { parent?: unknown }): string {
  // cast: a structural view of the model's parent document (null outside a document).
  const item = model.parent as { parent?: { id?: string | null } | null } | null | undefined;
  return item?.parent?.id ?? "";
}

type AutomailModelBase = foundry.abstract.TypeDataModel<AutomailSchema, Item.Implementation, Record<never, never>, AutomailDerived>;

/** The owning item as the placement guard reads it. */
type PlacedItem = Parameters<typeof guardLimb>[0];

/** An automail limb. Owner-dependent values are read when asked for (items are prepared before their actor). */
export class AutomailData extends foundry.abstract.TypeDataModel<AutomailSchema, Item.Implementation, Record<never, never>, AutomailDerived> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Automail"];

  static override defineSchema(): AutomailSchema {
    return defineAutomailSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    prepareUses(this.uses, this);
  }

  /** The rules' view of this limb (src/rules/automail/limb.ts). */
  get state(): LimbState {
    // cast: a structural view of the model's parent document (null outside a document).
    const item = this.parent as { id?: string | null; name?: string } | null;
    // cast: the prepared model has the stored paths of AutomailSystemSource (plus derived getters).
    return toLimbState(item?.id ?? "", item?.name ?? "", this as AutomailSystemSource);
  }

  /** Stored data the rules had to read around (flagged on the sheet, never fixed). */
  get dataIssues(): AutomailDataIssue[] {
    // cast: as above.
    return limbDataIssues(this as AutomailSystemSource);
  }

  /** AM-ACC-1: this limb's DC and failure duration, from the one table. */
  get acclimationEntry(): AcclimationEntry {
    const state = this.state;
    return ACCLIMATION_TABLE[state.generation][state.kind];
  }

  /** AM-ACC-2: the owner is accustomed to this very limb. */
  get accustomed(): boolean {
    return isAccustomed(this.state, ownerId(this));
  }

  /** AM-GEN-1. */
  get detachable(): boolean {
    return isDetachable(this.state);
  }

  /** AM-DMG-1: worn and intact. */
  get works(): boolean {
    return limbWorks(this.state);
  }

  /** AM-SEEN-1. */
  get notice(): NoticeRule {
    return noticeRule(this.state);
  }

  /** AM-PORT-1 / AM-CY-1: a limb is never created onto a missing, taken or unfitting port or an occupied site. */
  override async _preCreate(...args: Parameters<AutomailModelBase["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    const [, options] = args;
    // cast: the model's parent is the Item; its actor and items are read through the narrow OwnedItemLike shape.
    const item = this.parent as PlacedItem;
    // cast: the source has the stored paths of AutomailSystemSource.
    return guardLimb(item, item.name, this._source as AutomailSystemSource, options as object);
  }

  /** The same on an update that moves the limb or changes what it is; nothing changes when refused. */
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    const [changes, options] = args;
    // cast: update data is a plain object; its expanded form is read with checks.
    const expanded = foundry.utils.expandObject({ ...(changes as object) }) as { name?: unknown; system?: Record<string, unknown> };
    const systemChanges = expanded.system;
    if (!systemChanges || typeof systemChanges !== "object" || !touchesLimbPlacement(systemChanges)) return;
    const next = foundry.utils.mergeObject(foundry.utils.deepClone(this._source), systemChanges, { inplace: false });
    // cast: as in _preCreate.
    const item = this.parent as PlacedItem;
    const name = typeof expanded.name === "string" ? expanded.name : item.name;
    // cast: the merged source has the stored paths of AutomailSystemSource.
    return guardLimb(item, name, next as AutomailSystemSource, options as object);
  }
}
