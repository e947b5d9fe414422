/**
 * The item sheet of the module's augment type (`augmented-dnd5e.augment`) in a dnd5e world: the system's own item
 * sheet (src/sheets/item-sheet.ts: its header, augment and description parts, templates and context
 * builders, which draw every augment type alike), registered for the module's type only. dnd5e registers its
 * ItemSheet5e for every Item type, a module's sub-types included (dnd5e release-5.3.3 `dnd5e.mjs:180`), and that
 * sheet knows nothing of the augment model; so the module's registration makes this one the default for its type.
 *
 * What differs in dnd5e: dnd5e's Actor5e has no Augmented methods (the system's sheet calls
 * `actor.designAugment(item)` and the like, src/workflows/workflow-actor.ts), so the buttons run the same shared workflows
 * with the actor first, as the body-map window and the module's API do. Each checks ownership and state itself and,
 * when a player acts, asks the GM through a request.
 */
import { ItemSheet } from "../../sheets/item-sheet";
import { asFoundrySheet } from "../../sheets/sheet-base";
import { repairAugment } from "../../workflows/augment-repair/repair";
import { upgradeAugment } from "../../workflows/augment-upgrade/upgrade";
import { designAugment } from "../../workflows/augment-design/design";
import { useAugment } from "../../workflows/augment-use";
import { MODULE_AUGMENT_TYPE, MODULE_ID } from "./constants";

/** The owning dnd5e actor, for an editable sheet of an owned augment (the workflows check ownership again). */
function ownerOf(sheet: ItemSheet): Actor.Implementation | null {
  return sheet.isEditable ? sheet.item.actor : null;
}

export class AugmentSheet extends ItemSheet {
  // Foundry merges these over the system sheet's own; they are spelled out here too so the static side keeps the
  // system sheet's option type.
  static override DEFAULT_OPTIONS = {
    ...ItemSheet.DEFAULT_OPTIONS,
    // Added to the system sheet's classes (its styles, scoped under `.augmented`): the module's mark.
    classes: ["augmented-dnd5e"],
    // Same action names as the system's sheet and its templates; these handlers replace its actor-method calls.
    actions: {
      ...ItemSheet.DEFAULT_OPTIONS.actions,
      useItem: AugmentSheet.#onUse,
      repairAugment: AugmentSheet.#onRepair,
      upgradeAugment: AugmentSheet.#onUpgrade,
      designAugment: AugmentSheet.#onDesign,
    },
  };

  /** The header's Use or Attack button (CY-USE-1): the shared use workflow. */
  static async #onUse(this: ItemSheet, event: Event): Promise<void> {
    const actor = ownerOf(this);
    if (actor) await useAugment(actor, this.item, { event });
  }

  /** CY-REP-1: the shared repair workflow. */
  static async #onRepair(this: ItemSheet): Promise<void> {
    const actor = ownerOf(this);
    if (actor) await repairAugment(actor, this.item);
  }

  /** CY-UPG-1: the shared upgrade workflow. */
  static async #onUpgrade(this: ItemSheet): Promise<void> {
    const actor = ownerOf(this);
    if (actor) await upgradeAugment(actor, this.item);
  }

  /** CY-DES-1/2: the shared design check (or, for a viable design, its construction). */
  static async #onDesign(this: ItemSheet): Promise<void> {
    const actor = ownerOf(this);
    if (actor) await designAugment(actor, this.item);
  }
}

/** At init: the sheet of the module's augment type, the default for that type (over dnd5e's ItemSheet5e). */
export function registerAugmentSheet(): void {
  foundry.applications.apps.DocumentSheetConfig.registerSheet(Item, MODULE_ID, asFoundrySheet(AugmentSheet), {
    types: [MODULE_AUGMENT_TYPE],
    makeDefault: true,
    label: "AUGMENTED.Dnd5e.Sheet.augment",
  });
}
