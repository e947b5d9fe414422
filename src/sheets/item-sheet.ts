import { RECOVERY_PERIODS } from "../rules/core/uses";
import { templatePath } from "../constants";
import { validateDiceFormula } from "../data/item/fields";
import type { PreparedUses } from "../data/shared/uses-field";
import { descriptionHtml, isAugmentItem } from "../data/item/augment/state";
import { itemKind } from "../data/item/kinds";
import { speciesSheetContext } from "../workflows/species/view";
import { startDesign } from "../workflows/augment-design/view";
import { augmentSheetContext } from "./item/augment-context";
import { itemTypePart, registeredItemParts } from "./item/type-parts";
import { choices, chosenText } from "./item/choices";
import { registerCoreSheetParts } from "./item/core-parts";
import { headerAction, runHeaderAction } from "./item/header-action";
import { usesSource } from "../data/shared/uses-source";
import { ItemSheetBase, type ItemSheetInstance, type SheetPart, type SheetRenderOptions } from "./sheet-base";
import { localize } from "../utils/notify";

/** The ApplicationV2 hooks (Foundry v13) this sheet overrides that the narrow base type leaves out. */
interface ItemSheetWithParts extends ItemSheetInstance {
  _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart>;
  _onClose(options: object): void;
}

// cast: the same runtime class as ItemSheetBase; this view adds the one more hook this sheet overrides.
const Base = ItemSheetBase as {
  new (options?: object): ItemSheetWithParts;
  DEFAULT_OPTIONS: object;
  PARTS: Record<string, SheetPart>;
};

/** The GM-default mark (one small icon with a tooltip) used inside these parts. */
const GM_DEFAULT = templatePath("item/gm-default.hbs");

// The core item types' parts go through the same registry as the types a feature brings.
registerCoreSheetParts();

/**
 * The sheet's own parts before the registered item types' (the header, and the species and augment parts, which
 * read more than the item) and after them.
 */
const OWN_PARTS = {
  header: { template: templatePath("item/header.hbs") },
  species: { template: templatePath("item/species.hbs"), templates: [GM_DEFAULT] },
  augment: { template: templatePath("item/augment.hbs") },
};
const CLOSING_PARTS = {
  uses: { template: templatePath("item/uses.hbs") },
  description: { template: templatePath("item/description.hbs"), scrollable: [""] },
};

/**
 * The item sheet of every item type. Parts: header (with the item's Use or Attack button), the type's details,
 * the shared uses block (types with uses), and the description. Play mode reads as text; Edit mode has the
 * inputs, each named by its data path, and the form submits on change; a damage formula that is not a dice
 * formula is refused before it is submitted.
 */
export class ItemSheet extends Base {
  static override DEFAULT_OPTIONS = {
    classes: ["augmented", "sheet", "item"],
    position: { width: 520, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: ItemSheet.#onToggleMode,
      useItem: ItemSheet.#onUseItem,
      // The owner's augment workflows: CY-REP-1 repair, CY-UPG-1 upgrade, CY-DES-1/2 the design check (or, for a
      // viable design, its construction). Each asks, checks and refuses with reasons itself.
      repairAugment: ItemSheet.#ownerRuns("repairAugment"),
      upgradeAugment: ItemSheet.#ownerRuns("upgradeAugment"),
      designAugment: ItemSheet.#ownerRuns("designAugment"),
      startDesign: ItemSheet.#onStartDesign,
    },
  };

  /** Every part of every item type: the sheet's own and those the enabled features registered at init. */
  static override get PARTS(): Record<string, SheetPart> {
    return { ...OWN_PARTS, ...registeredItemParts(), ...CLOSING_PARTS };
  }

  /**
   * Edit mode shows the description editor (and, on an augment, its fields as inputs); play mode its enriched
   * HTML. A sheet opens in play mode, as dnd5e's v13 item sheets do; only an editable sheet can edit.
   */
  #editing: boolean | null = null;

  get editing(): boolean {
    return this.isEditable && (this.#editing ?? false);
  }

  static async #onToggleMode(this: ItemSheet): Promise<void> {
    this.#editing = !this.editing;
    await this.render();
  }

  /** The header's Use or Attack button: the actor's own entry point for this item (item/header-action.ts). */
  static async #onUseItem(this: ItemSheet, event: Event): Promise<void> {
    if (this.isEditable) await runHeaderAction(this.item, event);
  }

  /** A button that runs one of the owner's augment workflows on this item (none when the item has no owner). */
  static #ownerRuns(workflow: "repairAugment" | "upgradeAugment" | "designAugment") {
    return async function (this: ItemSheet): Promise<void> {
      await this.item.actor?.[workflow](this.item);
    };
  }

  /** CY-DES-1: a new carried augment becomes a draft its owner designs. */
  static async #onStartDesign(this: ItemSheet): Promise<void> {
    await startDesign(this.item);
  }

  override _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart> {
    const parts = super._configureRenderParts(options);
    const kind = itemKind(this.item);
    // Drawn in this order: the header, the type's part (and the uses block, for types with uses), the description.
    const shown = ["header", kind, ...(itemTypePart(kind)?.uses ? ["uses"] : []), "description"];
    return Object.fromEntries(shown.flatMap((id) => (parts[id] ? [[id, parts[id]]] : [])));
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = this.item;
    // cast: any item type's model, read here only for the paths every sheet part shares (description, uses).
    const system = item.system as Record<string, unknown>;
    const description = descriptionHtml(system);
    return {
      ...base,
      item,
      system,
      editable: this.isEditable,
      editing: this.editing,
      // The model's fields: templates read each field's label and hint from the schema, which Foundry localizes
      // from the model's LOCALIZATION_PREFIXES (data/item/*.ts) at start-up.
      // cast: every item type's system is a TypeDataModel; the union of their types hides the shared `schema`.
      fields: (item.system as foundry.abstract.DataModel.Any).schema.fields,
      headerAction: headerAction(item, this.isEditable),
      description,
      // A blank description is not enriched (enriching parses the HTML: bench/render, the item sheet).
      enrichedDescription: description.trim() ? await foundry.applications.ux.TextEditor.implementation.enrichHTML(description, { relativeTo: item, secrets: item.isOwner }) : "",
      // Augment uses have a derived max (PB) and are shown in the augment part.
      // cast: every `uses` field of the item models is the shared UsesField, prepared.
      uses: "uses" in system && !isAugmentItem(item) ? this.#usesView(system.uses as PreparedUses) : null,
      ...this.#typeContext(),
      ...(item.type === "species" ? { species: await speciesSheetContext(item) } : {}),
    };
  }

  #typeContext(): Record<string, unknown> {
    const item = this.item;
    const kind = itemKind(item);
    if (kind === "augment") return augmentSheetContext(item, this.isEditable, this.editing);
    const typePart = itemTypePart(kind);
    return typePart ? { [kind]: typePart.context(item) } : {};
  }

  #usesView(uses: PreparedUses) {
    const error = uses.error;
    const recovery = choices(RECOVERY_PERIODS, (v) => `AUGMENTED.Uses.Recovery.${v}`, uses.recovery);
    return {
      spent: uses.spent,
      max: uses.max,
      value: uses.value,
      maxValue: uses.maxValue,
      limited: uses.max.trim() !== "",
      // Play mode reads "3 (CON mod)" and the periods as words, not the formula and checkboxes.
      source: usesSource(uses.max, localize),
      recovery,
      recoveryText: chosenText(recovery),
      error: error && localize("AUGMENTED.Uses.FormulaError", {
        formula: uses.max,
        reason: localize(`AUGMENTED.Formula.Error.${error.reason}`),
        detail: error.detail ?? "",
      }),
    };
  }

  override async _onFirstRender(context: Record<string, unknown>, options: SheetRenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    // An owned item's numbers (attack bonus, uses max, save DC) follow its actor: re-render with the actor too.
    const actor = this.item.actor;
    // cast: this sheet is an ApplicationV2 at runtime; the narrow sheet base type (sheet-base.ts) does not say so.
    if (actor) actor.apps[this.id] = this as unknown as foundry.applications.api.ApplicationV2.Any;
  }

  override _onClose(options: object): void {
    super._onClose(options);
    const actor = this.item.actor;
    if (actor) delete actor.apps[this.id];
  }

  override async _onRender(context: Record<string, unknown>, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const input of Array.from(this.element.querySelectorAll<HTMLInputElement>("input[data-dice-formula]"))) {
      input.addEventListener("change", (event) => this.#refuseBrokenFormula(event, input));
    }
  }

  /**
   * Bad input: a damage formula that is not a dice formula never reaches `item.update()`. The change
   * is stopped before the form sees it, the stored formula is put back in the box, and the user is told why.
   * (The data model refuses it too, for updates made without the sheet.)
   */
  #refuseBrokenFormula(event: Event, input: HTMLInputElement): void {
    const value = input.value.trim();
    if (value === "" || isValidDice(value)) return;
    event.stopPropagation();
    input.value = String(foundry.utils.getProperty(this.item, input.name) ?? "");
    ui.notifications?.error(localize("AUGMENTED.Item.Weapon.BadFormula", { formula: value }));
  }
}

function isValidDice(value: string): boolean {
  try {
    return validateDiceFormula(value);
  } catch (_error) {
    return false;
  }
}

