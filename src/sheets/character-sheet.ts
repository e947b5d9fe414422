import { templatePath } from "../constants";
import { formatModifier } from "../applications/format";
import { AugmentedActorSheet } from "./actor/base-actor-sheet";
import { bodyMapContext } from "./actor/body-map";
import { encumbranceContext } from "./actor/encumbrance-view";
import { gearforgedTabContext, restoreActionContext, stabilizeContext } from "./actor/gearforged-view";
import { gearforgedBlock, variantOf } from "../workflows/gearforged/state";
import { saveDcRows } from "./actor/context";
import { systemFailureStatus } from "../workflows/system-failure/status";
import { automailContext } from "./actor/automail";
import { AUTOMAIL_ACTIONS } from "./actor/automail-actions";
import { THIRTEENTH_AGE_ACTIONS } from "./actor/thirteenth-age-actions";
import { thirteenthAgeContext } from "./actor/thirteenth-age-view";
import type { SheetPart, SheetRenderOptions } from "./sheet-base";
import { actorSystemOf } from "../data/system-of";
import { effectsContext } from "./actor/effects-view";
import { cycleItemSortMode, itemSortMode } from "./actor/item-sort";
import { isAugmentItem } from "../data/item/augment/state";

const part = (name: string) => templatePath(`actor/character/${name}.hbs`);

/** The parts that are tabs of the primary group (one part per tab, the same ids). */
const TAB_PARTS: ReadonlySet<string> = new Set(["attributes", "inventory", "features", "augments", "gearforged", "automail", "effects", "biography"]);

/** Item types the inventory lists, in this order (then carried augments and any type another package adds). */
const INVENTORY_TYPES = ["weapon", "equipment", "consumable", "tool"] as const;
/** The Features tab's types: the species beside the features, as dnd5e lists it. */
const FEATURE_TYPES = ["feature", "species"];
/**
 * What is not carried, so not inventory, as in dnd5e: features, the species and the Gearforged body (Features, or
 * the Gearforged tab), automail limbs and ports (the Automail tab). An installed or destroyed augment is on the
 * Augments tab; one carried is inventory (and listed there too, to install).
 */
const NOT_INVENTORY = ["feature", "species", "chassis", "upgrade", "automail", "port"] as const;

/** A carried augment: neither installed nor destroyed. */
function carried(item: Item.Implementation): boolean {
  if (!isAugmentItem(item)) return true;
  // cast: a structural, optional view of the augment's system data; every read checks its type.
  const system = item.system as { installedSection?: unknown; integrity?: unknown };
  return !(typeof system.installedSection === "string" && system.installedSection !== "") && system.integrity !== "destroyed";
}

/**
 * The character sheet (ApplicationV2): a header with the vitals, then tabs (attributes, inventory, features,
 * biography). Play mode shows values and roll buttons; edit mode shows inputs named by their data path, so a
 * change submits `actor.update()` and Foundry re-renders with new derived values.
 */
export class CharacterSheet extends AugmentedActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["character"],
    position: { width: 720, height: 780 },
    actions: {
      shortRest: CharacterSheet.#run("shortRest"),
      longRest: CharacterSheet.#run("longRest"),
      removeUpgrade: CharacterSheet.onItem((sheet: CharacterSheet, item) => sheet.workflows.removeUpgrade?.(item)),
      startMaintenanceClock: CharacterSheet.#run("startMaintenanceClock"),
      stabilizeGearforged: CharacterSheet.withId("stabilizeGearforged", "method"),
      askRestoreGearforged: CharacterSheet.#run("askRestoreGearforged"),
      useUpgrade: CharacterSheet.onItem((sheet: CharacterSheet, item) => sheet.workflows.useUpgrade?.(item)),
      installMemoryGear: CharacterSheet.#run("installMemoryGear"),
      chooseIntegratedWeapon: CharacterSheet.#chooseIntegratedWeapon,
      sortItems: CharacterSheet.#sortItems,
      ...AUTOMAIL_ACTIONS,
      ...THIRTEENTH_AGE_ACTIONS,
    },
  };

  static override PARTS = {
    header: { template: part("header"), templates: [templatePath("actor/parts/cyborg-toggle.hbs"), templatePath("actor/parts/condition-chips.hbs")] },
    tabs: { template: templatePath("actor/parts/tabs.hbs") },
    attributes: {
      template: part("attributes"),
      templates: [part("abilities"), templatePath("actor/parts/skills.hbs"), templatePath("actor/parts/traits.hbs")],
      scrollable: [""],
    },
    inventory: { template: part("inventory"), templates: [templatePath("actor/parts/items.hbs")], scrollable: [""] },
    features: { template: part("features"), templates: [templatePath("actor/parts/items.hbs"), templatePath("actor/parts/save-dcs.hbs")], scrollable: [""] },
    augments: { template: part("augments"), scrollable: [""] },
    gearforged: { template: part("gearforged"), templates: [part("gearforged-13th-age"), templatePath("item/gm-default.hbs")], scrollable: [""] },
    automail: { template: part("automail"), scrollable: [""] },
    effects: { template: part("effects"), templates: [templatePath("actor/parts/effects.hbs")], scrollable: [""] },
    biography: { template: part("biography"), scrollable: [""] },
  };

  static TABS = {
    primary: {
      // The icons are what a narrow window shows (templates/actor/parts/tabs.hbs), each label then its name and tooltip.
      tabs: [
        { id: "attributes", icon: "fa-solid fa-dice-d20" },
        { id: "inventory", icon: "fa-solid fa-suitcase" },
        { id: "features", icon: "fa-solid fa-list" },
        { id: "augments", icon: "fa-solid fa-microchip" },
        { id: "gearforged", icon: "fa-solid fa-gears" },
        { id: "automail", icon: "fa-solid fa-hand-fist" },
        { id: "effects", icon: "fa-solid fa-bolt" },
        { id: "biography", icon: "fa-solid fa-feather-pointed" },
      ],
      initial: "attributes",
      labelPrefix: "AUGMENTED.Tab",
    },
  };

  /**
   * A render draws the header, the tab bar and the visible tab only, and builds the views of that tab only
   * (`_preparePartContext`): drawing every tab costs as much as the browser's work to show the sheet
   * (bench/render.bench.ts), most of it for tabs nobody is looking at. Switching tabs renders the new tab
   * (`changeTab`); `_onRender` takes the tabs not drawn by this render out of the form, so a hidden, older
   * copy of a tab is never shown or submitted.
   */
  override _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart> {
    const parts = super._configureRenderParts(options);
    if (options.isFirstRender) return parts;
    const active = this.#activeTab;
    for (const id of TAB_PARTS) if (id !== active) delete parts[id];
    return parts;
  }

  /** The tab shown: the primary group's, or the first when a gearforged tab is chosen for someone else. */
  get #activeTab(): string {
    const chosen = this.tabGroups.primary ?? "attributes";
    return chosen === "gearforged" && !this.#hasGearforgedTab ? "attributes" : chosen;
  }

  /** The Gearforged tab exists for a gearforged only. */
  get #hasGearforgedTab(): boolean {
    return variantOf(this.actor) !== null && gearforgedBlock(this.actor) !== null;
  }

  override changeTab(tab: string, group: string, options?: object): void {
    super.changeTab(tab, group, options);
    if (group !== "primary" || !TAB_PARTS.has(tab) || !this.rendered) return;
    // The tab strip's buttons say which one is pressed; the strip itself is not drawn again on a tab change.
    for (const button of this.element.querySelectorAll<HTMLElement>(`nav.tabs > [data-group="${group}"][data-tab]`)) {
      button.setAttribute("aria-pressed", String(button.dataset.tab === tab));
    }
    if (!this.element.querySelector(`[data-application-part="${tab}"]`)) void this.render({ parts: [tab] });
  }

  override async _onRender(context: Record<string, unknown>, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    const drawn = new Set(options.parts ?? []);
    const active = this.#activeTab;
    for (const id of TAB_PARTS) {
      if (id !== active && !drawn.has(id)) this.element.querySelector(`[data-application-part="${id}"]`)?.remove();
    }
    // A tab chosen without changeTab (a render's `tab` option) is drawn by the next render.
    if (!this.element.querySelector(`[data-application-part="${active}"]`)) void this.render({ parts: [active] });
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    const system = actorSystemOf(this.actor, "character");
    // cast: `_prepareTabs` is ApplicationV2's (v13); the narrow sheet view in sheet-base.ts leaves it out.
    const tabs = (this as unknown as { _prepareTabs(group: string): Record<string, unknown> })._prepareTabs("primary");
    if (!this.#hasGearforgedTab) delete tabs.gearforged;
    return {
      ...context,
      tabs,
      level: system.details.level,
      // cast: the shared context (base-actor-sheet.ts) set these from the prepared model.
      proficiency: formatModifier(context.proficiency as number),
      // cast: the shared context's prepared initiative.
      initiativeMod: formatModifier((context.initiative as { mod: number }).mod),
      hd: system.attributes.hd,
      canRest: typeof this.workflows.shortRest === "function" && typeof this.workflows.longRest === "function" && this.isEditable,
    };
  }

  /** Each tab's own views, built only when that tab is drawn. */
  override async _preparePartContext(partId: string, context: Record<string, unknown>, options: SheetRenderOptions): Promise<Record<string, unknown>> {
    const part = await super._preparePartContext(partId, context, options);
    const actor = this.actor;
    const editable = this.isEditable;
    switch (partId) {
      case "attributes": {
        const death = actorSystemOf(actor, "character").attributes.death;
        const pips = (kind: "success" | "failure") => [1, 2, 3].map((value) => ({ value, filled: death[kind] >= value }));
        return { ...part, ...this.statsContext(), death: { success: pips("success"), failure: pips("failure") }, stabilize: stabilizeContext(actor, editable), restore: this.#restoreAction };
      }
      case "inventory": {
        const sortMode = itemSortMode("character", "inventory");
        const inventory = this.itemGroups(INVENTORY_TYPES, NOT_INVENTORY, { include: carried, hideEmpty: this.mode !== "edit", sortMode });
        return {
          ...part,
          inventory: await this.withSummaries(inventory),
          // The sort control shows the mode and says what a click does (inventory.hbs).
          sortMode,
          encumbrance: encumbranceContext(actor),
        };
      }
      case "features": {
        // The species with the features, as dnd5e lists it; a chassis and upgrades too when there is no Gearforged tab.
        const types = this.#hasGearforgedTab ? FEATURE_TYPES : [...FEATURE_TYPES, "chassis", "upgrade"];
        const groups = this.itemGroups(types, [], { noCreate: ["species", "chassis", "upgrade"] }).filter((group) => types.includes(group.type) && (group.type === "feature" || group.items.length > 0));
        return { ...part, features: await this.withSummaries(groups), saveDcs: saveDcRows(this.system) };
      }
      case "augments":
        // SF-1 / SF-6: whether System Failure is there if this character drops to 0 HP (the template says it in words).
        return { ...part, bodyMap: { ...bodyMapContext(actor, { editable }), systemFailure: { status: systemFailureStatus(actor) } } };
      case "gearforged":
        return { ...part, gearforged: gearforgedTabContext(actor, { editable }), thirteenthAge: thirteenthAgeContext(actor, { editable }), restore: this.#restoreAction };
      case "automail":
        return { ...part, automail: automailContext(actor, { editable }) };
      case "effects":
        return { ...part, effects: effectsContext(actor, { editable }) };
      case "biography":
        return { ...part, ...(await this.biographyContext()) };
      default:
        return part;
    }
  }

  /** A button that runs one of the Actor's workflows (rests, the Gearforged body's), when the Actor class offers it. */
  static #run(workflow: "shortRest" | "longRest" | "startMaintenanceClock" | "askRestoreGearforged" | "installMemoryGear") {
    return async function (this: CharacterSheet): Promise<void> {
      await this.workflows[workflow]?.();
    };
  }

  static async #chooseIntegratedWeapon(this: CharacterSheet, _event: Event, target: HTMLElement): Promise<void> {
    await this.workflows.chooseIntegratedWeapon?.(target.dataset.side ?? "");
  }

  /** The inventory's sort control: the next mode, remembered for this user (./actor/item-sort.ts), then redrawn. */
  static async #sortItems(this: CharacterSheet): Promise<void> {
    await cycleItemSortMode("character", "inventory");
    await this.render({ parts: ["inventory"] });
  }

  /** The GM's Restore action for a dead gearforged (null for anyone else, or when the Actor class offers none). */
  get #restoreAction(): ReturnType<typeof restoreActionContext> {
    return restoreActionContext(this.actor, typeof this.workflows.askRestoreGearforged === "function");
  }
}
