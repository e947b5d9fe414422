import { ABILITY_IDS } from "../../rules/core/abilities";
import { DAMAGE_TYPES } from "../../rules/core/damage-types";
import { PROFICIENCY_LEVELS } from "../../rules/core/proficiency";
import { RECOVERY_PERIODS } from "../../rules/core/uses";
import { type CheckBreakdown, WEAPON_CATEGORIES, WEAPON_KINDS, WEAPON_PROPERTIES } from "../../rules/core/weapon-attack";
import { templatePath } from "../../constants";
import { AUGMENTED } from "../../config";
import { EQUIPMENT_KINDS, isArmorKind } from "../../data/item/equipment";
import { validateDiceFormula } from "../../data/item/fields";
import { augmentView } from "../../data/item/augment/view";
import type { PreparedUses } from "../../data/shared/uses-field";
import { formatModifier } from "../format";
import { itemSystemOf } from "../../data/system-of";
import { speciesSheetContext } from "../../workflows/species/view";
import { designSheetView, startDesign } from "../../workflows/augment-design/view";
import { chassisContext, upgradeContext } from "./item/gearforged-parts";
import { usesSource } from "../../data/shared/uses-source";
import { ItemSheetBase, type ItemSheetInstance, type SheetPart, type SheetRenderOptions } from "./sheet-base";
import { localize } from "../../utils/notify";

/** One `<option>` or checkbox as the templates show it: value, localized label, whether it is chosen. */
interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

/** The ApplicationV2 hooks (Foundry v13) this sheet overrides that the narrow base type leaves out. */
interface ItemSheetWithParts extends ItemSheetInstance {
  _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart>;
  _onClose(options: object): void;
}

// cast: the same runtime class as ItemSheetBase; this view adds the one more hook this sheet overrides.
const Base = ItemSheetBase as unknown as {
  new (options?: object): ItemSheetWithParts;
  DEFAULT_OPTIONS: object;
  PARTS: Record<string, SheetPart>;
};

/** Which parts each item type shows between the header and the description. */
const TYPE_PARTS: Readonly<Record<string, readonly string[]>> = {
  weapon: ["weapon", "uses"],
  equipment: ["equipment", "uses"],
  feature: ["feature", "uses"],
  tool: ["tool"],
  species: ["species"],
  augment: ["augment"],
  chassis: ["chassis"],
  upgrade: ["upgrade", "uses"],
};

const ALWAYS = ["header", "description"];

function choices(values: readonly (string | number)[], labelKey: (value: string) => string, selected: Iterable<unknown> | unknown): Choice[] {
  const chosen = new Set<string>();
  if (selected !== null && typeof selected === "object" && Symbol.iterator in selected) {
    for (const value of selected as Iterable<unknown>) chosen.add(String(value));
  } else if (selected !== null && selected !== undefined) chosen.add(String(selected));
  return values.map((value) => ({ value: String(value), label: localize(labelKey(String(value))), selected: chosen.has(String(value)) }));
}

const abilityLabel = (id: string) => AUGMENTED.abilities[id as keyof typeof AUGMENTED.abilities]?.label ?? id;

/** The derived d20 line a sheet shows: "+5" and the formula behind it. */
function checkView(check: CheckBreakdown | null) {
  if (!check) return null;
  return {
    total: formatModifier(check.total),
    formula: check.formula,
    ability: localize(abilityLabel(check.ability)),
    parts: check.parts.map((part) => ({ label: localize(`AUGMENTED.Item.Part.${part.source}`), amount: formatModifier(part.amount) })),
  };
}

/**
 * The item sheet for the core item types (weapon, equipment, feature, tool). Parts: header, the type's details,
 * the shared uses block (types with uses), and the description. Every input is named by its data path and the
 * form submits on change; a damage formula that is not a dice formula is refused before it is submitted.
 */
export class ItemSheet extends Base {
  static override DEFAULT_OPTIONS = {
    classes: ["augmented", "sheet", "item"],
    position: { width: 520, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: ItemSheet.#onToggleMode,
      repairAugment: ItemSheet.#onRepairAugment,
      upgradeAugment: ItemSheet.#onUpgradeAugment,
      designAugment: ItemSheet.#onDesignAugment,
      startDesign: ItemSheet.#onStartDesign,
    },
  };

  static override PARTS = {
    header: { template: templatePath("item/header.hbs") },
    weapon: { template: templatePath("item/weapon.hbs") },
    equipment: { template: templatePath("item/equipment.hbs") },
    feature: { template: templatePath("item/feature.hbs") },
    tool: { template: templatePath("item/tool.hbs") },
    species: { template: templatePath("item/species.hbs") },
    augment: { template: templatePath("item/augment.hbs") },
    chassis: { template: templatePath("item/chassis.hbs") },
    upgrade: { template: templatePath("item/upgrade.hbs") },
    uses: { template: templatePath("item/uses.hbs") },
    description: { template: templatePath("item/description.hbs"), scrollable: [""] },
  };

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

  /** CY-REP-1: the owner's repair workflow (it asks, checks and refuses with reasons itself). */
  static async #onRepairAugment(this: ItemSheet): Promise<void> {
    await this.item.actor?.repairAugment(this.item);
  }

  /** CY-UPG-1: the owner's upgrade workflow. */
  static async #onUpgradeAugment(this: ItemSheet): Promise<void> {
    await this.item.actor?.upgradeAugment(this.item);
  }

  /** CY-DES-1/2: the owner's design check (or, for a viable design, its construction). */
  static async #onDesignAugment(this: ItemSheet): Promise<void> {
    await this.item.actor?.designAugment(this.item);
  }

  /** CY-DES-1: a new carried augment becomes a draft its owner designs. */
  static async #onStartDesign(this: ItemSheet): Promise<void> {
    await startDesign(this.item);
  }

  override _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart> {
    const parts = super._configureRenderParts(options);
    const wanted = new Set([...ALWAYS, ...(TYPE_PARTS[this.item.type] ?? [])]);
    for (const id of Object.keys(parts)) if (!wanted.has(id)) delete parts[id];
    return parts;
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const item = this.item;
    // cast: any item type's model, read here only for the paths every sheet part shares (description, uses).
    const system = item.system as unknown as Record<string, unknown>;
    const description = String(system.description ?? "");
    return {
      ...base,
      item,
      system,
      editable: this.isEditable,
      editing: this.editing,
      typeLabel: localize(`TYPES.Item.${item.type}`),
      description,
      // A blank description is not enriched (enriching parses the HTML: issue 27, bench/render, the item sheet).
      enrichedDescription: description.trim() ? await foundry.applications.ux.TextEditor.implementation.enrichHTML(description, { relativeTo: item, secrets: item.isOwner }) : "",
      // Augment uses have a derived max (PB) and are shown in the augment part.
      uses: "uses" in system && item.type !== "augment" ? this.#usesView(system.uses as PreparedUses) : null,
      ...this.#typeContext(),
      ...(item.type === "species" ? { species: await speciesSheetContext(item) } : {}),
    };
  }

  #typeContext(): Record<string, unknown> {
    const item = this.item;
    switch (item.type) {
      case "weapon": {
        const system = itemSystemOf(item, "weapon");
        const rolls = system.rolls;
        return {
          weapon: {
            categories: choices(WEAPON_CATEGORIES, (v) => `AUGMENTED.Item.Weapon.Category.${v}`, system.category),
            kinds: choices(WEAPON_KINDS, (v) => `AUGMENTED.Item.Weapon.Kind.${v}`, system.kind),
            abilities: choices(ABILITY_IDS, abilityLabel, system.attack.ability),
            damageTypes: choices(DAMAGE_TYPES, (v) => `AUGMENTED.DamageType.${v}`, system.damage.type),
            properties: choices(WEAPON_PROPERTIES, (v) => `AUGMENTED.Item.Weapon.Property.${v}`, system.properties),
            // Play mode lists the chosen properties as words (issue 28: text, not disabled checkboxes).
            propertyText: WEAPON_PROPERTIES.filter((v) => system.properties.has(v)).map((v) => localize(`AUGMENTED.Item.Weapon.Property.${v}`)).join(", "),
            attack: checkView(rolls?.attack ?? null),
            damage: rolls?.damage ?? null,
            damageTypeLabel: localize(`AUGMENTED.DamageType.${system.damage.type}`),
          },
        };
      }
      case "equipment": {
        const system = itemSystemOf(item, "equipment");
        return {
          equipment: {
            kinds: choices(EQUIPMENT_KINDS, (v) => `AUGMENTED.Item.Equipment.Kind.${v}`, system.armor.kind),
            isArmor: isArmorKind(system.armor.kind),
            isShield: system.armor.kind === "shield",
          },
        };
      }
      case "feature": {
        const system = itemSystemOf(item, "feature");
        const dc = system.saveDc;
        return {
          feature: {
            abilities: choices(ABILITY_IDS, abilityLabel, system.saveAbility),
            saveDc: dc && { value: dc.value, ability: localize(abilityLabel(dc.ability)) },
          },
        };
      }
      case "tool": {
        const system = itemSystemOf(item, "tool");
        return {
          tool: {
            abilities: choices(ABILITY_IDS, abilityLabel, system.ability),
            proficiencies: choices(PROFICIENCY_LEVELS, (v) => `AUGMENTED.Item.Tool.Proficiency.${v.replace(".", "_")}`, system.proficiency),
            check: checkView(system.rolls?.check ?? null),
          },
        };
      }
      case "augment":
        return {
          augment: augmentView(item, itemSystemOf(item, "augment")),
          augmentDesign: designSheetView(item, this.isEditable),
          // Integrity, installed section and uses spent change through workflows (install, repair, use, damage);
          // only the GM may set them by hand, as an override (issue 16).
          augmentStateEditable: this.editing && game.user?.isGM === true,
        };
      case "chassis":
        return { chassis: chassisContext(item) };
      case "upgrade":
        return { upgrade: upgradeContext(item) };
      default:
        return {};
    }
  }

  #usesView(uses: PreparedUses) {
    const error = uses.error;
    return {
      spent: uses.spent,
      max: uses.max,
      value: uses.value,
      maxValue: uses.maxValue,
      limited: uses.max.trim() !== "",
      // Play mode reads "3 (CON mod)" and the periods as words, not the formula and checkboxes (issue 28).
      source: usesSource(uses.max, localize),
      recovery: choices(RECOVERY_PERIODS, (v) => `AUGMENTED.Uses.Recovery.${v}`, uses.recovery),
      recoveryText: RECOVERY_PERIODS.filter((v) => uses.recovery.has(v)).map((v) => localize(`AUGMENTED.Uses.Recovery.${v}`)).join(", "),
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
   * "Bad input" (issue 3): a damage formula that is not a dice formula never reaches `item.update()`. The change
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

