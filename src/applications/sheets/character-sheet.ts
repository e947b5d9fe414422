import { templatePath } from "../../constants";
import { formatModifier } from "../format";
import { AugmentedActorSheet } from "./actor/base-actor-sheet";
import { bodyMapContext } from "./actor/body-map";
import { encumbranceContext } from "./actor/encumbrance-view";
import { gearforgedTabContext, stabilizeContext } from "./actor/gearforged-view";
import { systemFailureStatus } from "../../workflows/system-failure/status";
import { automailContext } from "./actor/automail";
import { AUTOMAIL_ACTIONS } from "./actor/automail-actions";
import { THIRTEENTH_AGE_ACTIONS } from "./actor/thirteenth-age-actions";
import { thirteenthAgeContext } from "./actor/thirteenth-age-view";
import type { SheetRenderOptions } from "./sheet-base";
import { actorSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";

const part = (name: string) => templatePath(`actor/character/${name}.hbs`);

/** Item types the inventory lists first, in this order; features have their own tab. */
const INVENTORY_TYPES = ["weapon", "equipment", "consumable", "tool"] as const;

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
      shortRest: CharacterSheet.#shortRest,
      longRest: CharacterSheet.#longRest,
      removeUpgrade: CharacterSheet.#removeUpgrade,
      startMaintenanceClock: CharacterSheet.#startMaintenanceClock,
      stabilizeGearforged: CharacterSheet.#stabilizeGearforged,
      useUpgrade: CharacterSheet.#useUpgrade,
      installMemoryGear: CharacterSheet.#installMemoryGear,
      chooseIntegratedWeapon: CharacterSheet.#chooseIntegratedWeapon,
      ...AUTOMAIL_ACTIONS,
      ...THIRTEENTH_AGE_ACTIONS,
    },
  };

  static override PARTS = {
    header: { template: part("header"), templates: [templatePath("actor/parts/cyborg-toggle.hbs")] },
    tabs: { template: "templates/generic/tab-navigation.hbs" },
    attributes: {
      template: part("attributes"),
      templates: [part("abilities"), templatePath("actor/parts/skills.hbs"), templatePath("actor/parts/traits.hbs")],
      scrollable: [""],
    },
    inventory: { template: part("inventory"), templates: [templatePath("actor/parts/items.hbs")], scrollable: [""] },
    features: { template: part("features"), templates: [templatePath("actor/parts/items.hbs"), templatePath("actor/parts/save-dcs.hbs")], scrollable: [""] },
    augments: { template: part("augments"), scrollable: [""] },
    gearforged: { template: part("gearforged"), templates: [part("gearforged-13th-age")], scrollable: [""] },
    automail: { template: part("automail"), scrollable: [""] },
    biography: { template: part("biography"), scrollable: [""] },
  };

  static TABS = {
    primary: {
      tabs: [{ id: "attributes" }, { id: "inventory" }, { id: "features" }, { id: "augments" }, { id: "gearforged" }, { id: "automail" }, { id: "biography" }],
      initial: "attributes",
      labelPrefix: "AUGMENTED.Tab",
    },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    const system = actorSystemOf(this.actor, "character");
    const pips = (kind: "success" | "failure") =>
      [1, 2, 3].map((value) => ({ value, filled: system.attributes.death[kind] >= value }));
    const workflows = this.workflows;
    // cast: `_prepareTabs` is ApplicationV2's (v13); the narrow sheet view in sheet-base.ts leaves it out.
    const tabs = (this as unknown as { _prepareTabs(group: string): Record<string, unknown> })._prepareTabs("primary");
    // The Gearforged tab exists for a gearforged only (issue 13 item 8).
    const gearforged = gearforgedTabContext(this.actor, { editable: this.isEditable });
    if (!gearforged) delete tabs.gearforged;
    return {
      ...context,
      tabs,
      level: system.details.level,
      proficiency: formatModifier(context.proficiency as number),
      initiativeMod: formatModifier((context.initiative as { mod: number }).mod),
      hd: system.attributes.hd,
      hitDieChoices: ["d6", "d8", "d10", "d12"].map((die) => ({ value: die, label: die, selected: die === system.attributes.hd.die })),
      death: { success: pips("success"), failure: pips("failure") },
      canRest: typeof workflows.shortRest === "function" && typeof workflows.longRest === "function" && this.isEditable,
      currency: (["pp", "gp", "ep", "sp", "cp"] as const).map((coin) => ({
        id: coin,
        label: localize(`AUGMENTED.Currency.${coin}`),
        value: system.currency[coin],
        name: `system.currency.${coin}`,
      })),
      inventory: this.itemGroups(INVENTORY_TYPES, ["feature"]),
      encumbrance: encumbranceContext(this.actor),
      features: this.itemGroups(["feature"]).filter((group) => group.type === "feature"),
      gearforged,
      thirteenthAge: thirteenthAgeContext(this.actor, { editable: this.isEditable }),
      stabilize: stabilizeContext(this.actor, this.isEditable),
      bodyMap: { ...bodyMapContext(this.actor, { editable: this.isEditable }), systemFailure: systemFailureLine(this.actor) },
      automail: automailContext(this.actor, { editable: this.isEditable }),
    };
  }

  static async #shortRest(this: CharacterSheet): Promise<void> {
    await this.workflows.shortRest?.();
  }

  static async #longRest(this: CharacterSheet): Promise<void> {
    await this.workflows.longRest?.();
  }

  static async #removeUpgrade(this: CharacterSheet, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (item) await this.workflows.removeUpgrade?.(item);
  }

  static async #installMemoryGear(this: CharacterSheet): Promise<void> {
    await this.workflows.installMemoryGear?.();
  }

  static async #chooseIntegratedWeapon(this: CharacterSheet, _event: Event, target: HTMLElement): Promise<void> {
    await this.workflows.chooseIntegratedWeapon?.(target.dataset.side ?? "");
  }

  static async #useUpgrade(this: CharacterSheet, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (item) await this.workflows.useUpgrade?.(item);
  }

  static async #stabilizeGearforged(this: CharacterSheet, event: Event, target: HTMLElement): Promise<void> {
    await this.workflows.stabilizeGearforged?.(target.dataset.method ?? "", { event });
  }

  static async #startMaintenanceClock(this: CharacterSheet): Promise<void> {
    await this.workflows.startMaintenanceClock?.();
  }
}

/** SF-1 / SF-6: whether System Failure is there if this character drops to 0 HP (the Augments tab says so). */
function systemFailureLine(actor: Actor.Implementation): { status: string; label: string } {
  const status = systemFailureStatus(actor);
  return { status, label: localize(`AUGMENTED.SystemFailure.Status.${status}`) };
}
