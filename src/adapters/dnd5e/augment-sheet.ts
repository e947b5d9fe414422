/**
 * The item sheet of the module's augment type (`augmented-dnd5e.augment`) in a dnd5e world: dnd5e's own ItemSheet5e
 * (release-5.3.3 `module/applications/item/item-sheet.mjs:20`, read from `dnd5e.applications.item` at init), so a
 * dnd5e player meets dnd5e's sheet: its header, Description, Details (where the augment's model adds the augment's
 * part: ./augment-sheet-data.ts) and Activities tabs. This subclass only adds the actions of the augment's part,
 * registered for the module's type as its default (dnd5e registers its sheet for every type, `dnd5e.mjs:180`).
 *
 * What differs from the system's sheet: dnd5e's Actor5e has no Augmented methods, so the buttons run the shared
 * workflows with the actor first, as the body-map window and the module's API do. Each checks ownership and state
 * itself and, when a player acts, asks the GM through a request. The augment part's uses formula input
 * (`system.uses.formula`, the shared shape) is written to dnd5e's `system.uses.max` (./augment-shape.ts).
 */
import { repairAugment } from "../../workflows/augment-repair/repair";
import { upgradeAugment } from "../../workflows/augment-upgrade/upgrade";
import { designAugment } from "../../workflows/augment-design/design";
import { startDesign } from "../../workflows/augment-design/view";
import { useAugment } from "../../workflows/augment-use";
import { MODULE_AUGMENT_TYPE, MODULE_ID } from "./constants";
import { dnd5eUsesMax } from "./augment-shape";
import { registerAugmentPart } from "./augment-sheet-data";
import { dnd5eNamespace } from "./dnd5e-namespace";
import { augmentSystem } from "../../data/item/augment/read";
import { asFoundrySheet, type SheetPart } from "../../sheets/sheet-base";

/** What the subclass uses of dnd5e's item sheet. */
interface Dnd5eItemSheet {
  readonly document: Item.Implementation;
  readonly isEditable: boolean;
  _processFormData(event: Event | null, form: HTMLFormElement, formData: unknown): Record<string, unknown>;
}

interface Dnd5eItemSheetClass {
  new (options?: object): Dnd5eItemSheet;
  DEFAULT_OPTIONS: Record<string, unknown>;
  PARTS: Record<string, SheetPart>;
}

/** dnd5e's ItemSheet5e (`game.dnd5e.applications.item.ItemSheet5e`), or null outside a dnd5e world. */
function dnd5eItemSheet(): Dnd5eItemSheetClass | null {
  // cast: dnd5e's applications namespace (applications/_module.mjs); the sheet class is checked before use.
  const applications = dnd5eNamespace()?.applications as { item?: { ItemSheet5e?: Dnd5eItemSheetClass } } | undefined;
  return applications?.item?.ItemSheet5e ?? null;
}

/** The owning dnd5e actor, for an editable sheet of an owned augment (the workflows check ownership again). */
function ownerOf(sheet: Dnd5eItemSheet): Actor.Implementation | null {
  return sheet.isEditable ? sheet.document.actor : null;
}

/** A submitted `system.uses.formula` (the shared shape) as dnd5e's `system.uses.max`. */
function withDnd5eUses(item: Item.Implementation, data: Record<string, unknown>): Record<string, unknown> {
  // cast: the expanded form data, its `system` read with checks.
  const system = data.system as { uses?: Record<string, unknown>; purpose?: unknown; passive?: unknown } | undefined;
  const uses = system?.uses;
  if (!system || !uses || !("formula" in uses)) return data;
  const stored = augmentSystem(item);
  const design = { purpose: system.purpose ?? stored.purpose, passive: system.passive ?? stored.passive };
  const { formula, ...rest } = uses;
  system.uses = { ...rest, max: dnd5eUsesMax(typeof formula === "string" ? formula : "", design) };
  return data;
}

/** dnd5e's item sheet with the augment part's actions. */
function augmentSheetClass(ItemSheet5e: Dnd5eItemSheetClass): Dnd5eItemSheetClass {
  return class AugmentSheet5e extends ItemSheet5e {
    static override DEFAULT_OPTIONS = {
      // Added to dnd5e's classes: the module's mark. Foundry merges actions with dnd5e's own.
      classes: ["augmented-dnd5e"],
      actions: {
        useItem: AugmentSheet5e.#onUse,
        repairAugment: AugmentSheet5e.#onRepair,
        upgradeAugment: AugmentSheet5e.#onUpgrade,
        designAugment: AugmentSheet5e.#onDesign,
        startDesign: AugmentSheet5e.#onStartDesign,
      },
    };

    override _processFormData(event: Event | null, form: HTMLFormElement, formData: unknown): Record<string, unknown> {
      return withDnd5eUses(this.document, super._processFormData(event, form, formData));
    }

    /** The part's Use or Attack button (CY-USE-1): the shared use workflow. */
    static async #onUse(this: Dnd5eItemSheet, event: Event): Promise<void> {
      const actor = ownerOf(this);
      if (actor) await useAugment(actor, this.document, { event });
    }

    /** CY-REP-1: the shared repair workflow. */
    static async #onRepair(this: Dnd5eItemSheet): Promise<void> {
      const actor = ownerOf(this);
      if (actor) await repairAugment(actor, this.document);
    }

    /** CY-UPG-1: the shared upgrade workflow. */
    static async #onUpgrade(this: Dnd5eItemSheet): Promise<void> {
      const actor = ownerOf(this);
      if (actor) await upgradeAugment(actor, this.document);
    }

    /** CY-DES-1/2: the shared design check (or, for a viable design, its construction). */
    static async #onDesign(this: Dnd5eItemSheet): Promise<void> {
      const actor = ownerOf(this);
      if (actor) await designAugment(actor, this.document);
    }

    /** CY-DES-1: a new carried augment becomes a draft its owner designs. */
    static async #onStartDesign(this: Dnd5eItemSheet): Promise<void> {
      if (this.isEditable) await startDesign(this.document);
    }
  };
}

/** At init: dnd5e's item sheet with the augment's actions, the default for the module's augment type. */
export function registerAugmentSheet(): void {
  const ItemSheet5e = dnd5eItemSheet();
  // Without dnd5e's sheet class, dnd5e's own registration for every type stays the augment's sheet.
  if (!ItemSheet5e) return;
  // dnd5e draws the model's parts as partials by name (`{{> (part) @root}}`): registered once, here.
  void registerAugmentPart();
  foundry.applications.apps.DocumentSheetConfig.registerSheet(Item, MODULE_ID, asFoundrySheet(augmentSheetClass(ItemSheet5e)), {
    types: [MODULE_AUGMENT_TYPE],
    makeDefault: true,
    label: "AUGMENTED.Dnd5e.Sheet.augment",
  });
}
