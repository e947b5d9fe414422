/**
 * What the character and npc sheets share: edit and play modes, roll buttons (shown only when the Actor class
 * offers the roll), death-save pips, feature DC rows, and item rows (edit, delete, equip, create).
 */
import { ActorSheetBase, type SheetRenderOptions } from "../sheet-base";
import { currentExhaustion } from "../../data/actor/parts/derive";
import {
  abilityRows,
  armorClassView,
  exhaustionSummary,
  PROFICIENCY_CHOICES,
  saveDcRows,
  senseRows,
  type SheetSystem,
  skillRows,
  speedRows,
  traitGroups,
} from "./context";
import { AUGMENTED } from "../../config";
import { applySpecies } from "../../workflows/species/apply";
import { chooseSectionAndInstall } from "../../workflows/augment-install/install";
import { localize } from "../../utils/notify";
import { askConfirm } from "../../applications/dialogs/form-dialog";
import { droppedItemSource } from "../../utils/dropped-item";
import { brokenDropMessage } from "./broken-drop";
import { dropAutomail } from "./automail";
import { cyborgToggle } from "./cyborg-toggle";
import { speciesLine } from "./species-line";
import { hpBar } from "./hp-bar";
import { actorSystem, creatureSystem } from "../../data/system-of";
import { type ItemGroup, type ItemGroupOptions, itemGroupsOf, itemTypeLabel } from "./item-groups";
import type { ActorWorkflows } from "./sheet-workflows";
import { conditionChips, effectOf } from "./effects-view";
import { bindItemFilter } from "./item-filter";
import { ACTOR_PATHS } from "../../data/actor/paths";
import { isDead } from "../../ports/actor-port";

export type SheetMode = "play" | "edit";


function dataset(target: HTMLElement, key: string): string {
  return target.closest<HTMLElement>(`[data-${key}]`)?.dataset[key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] ?? "";
}

export class AugmentedActorSheet extends ActorSheetBase {
  // Typed as `object` so subclasses may declare their own options (Foundry merges them down the chain).
  static override DEFAULT_OPTIONS: object = {
    classes: ["augmented", "sheet", "actor"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: AugmentedActorSheet.#toggleMode,
      rollAbility: AugmentedActorSheet.withId("rollAbilityCheck", "ability"),
      rollSave: AugmentedActorSheet.withId("rollSavingThrow", "ability"),
      rollSkill: AugmentedActorSheet.withId("rollSkill", "skill"),
      rollDeathSave: AugmentedActorSheet.#rollDeathSave,
      setDeathSave: AugmentedActorSheet.#setDeathSave,
      addDc: AugmentedActorSheet.#addDc,
      removeDc: AugmentedActorSheet.#removeDc,
      createItem: AugmentedActorSheet.#createItem,
      editItem: AugmentedActorSheet.onItem((_sheet, item) => item.sheet?.render(true)),
      deleteItem: AugmentedActorSheet.onItem((_sheet, item) => confirmDelete(item, "AUGMENTED.Item.DeleteTitle", "AUGMENTED.Item.DeleteConfirm")),
      toggleEquipped: AugmentedActorSheet.#toggleEquipped,
      rollItemAttack: AugmentedActorSheet.onItem((sheet, item, event) => sheet.workflows.rollAttack?.(item, { event })),
      rollItemDamage: AugmentedActorSheet.onItem((sheet, item) => sheet.workflows.rollDamage?.(item, {})),
      rollTool: AugmentedActorSheet.onItem((sheet, item, event) =>
        item.type === "consumable" ? sheet.workflows.useConsumable?.(item) : sheet.workflows.rollToolCheck?.(item, { event }),
      ),
      // The augment buttons (carried: Install; body map: Use, Repair, Remove) run their workflows, which ask, check
      // and refuse themselves (CY-INS-1, CY-USE-1, CY-REP-1; a removed augment stays in the inventory).
      installAugment: AugmentedActorSheet.onItem((sheet, item) => chooseSectionAndInstall(sheet.actor, item), { editOnly: true }),
      removeAugment: AugmentedActorSheet.onItem((sheet, item) => sheet.actor.removeAugment(item), { editOnly: true }),
      repairAugment: AugmentedActorSheet.onItem((sheet, item) => sheet.actor.repairAugment(item), { editOnly: true }),
      useAugment: AugmentedActorSheet.onItem((sheet, item, event) => sheet.actor.useAugment(item, { event }), { editOnly: true }),
      toggleEffect: AugmentedActorSheet.#toggleEffect,
      toggleSummary: AugmentedActorSheet.#toggleSummary,
      adjustQuantity: AugmentedActorSheet.#adjustQuantity,
      deleteEffect: AugmentedActorSheet.#deleteEffect,
    },
  };

  #mode: SheetMode = "play";
  /** Item rows whose summary is open, and the inventory filter's text: this window's view, not the actor's data. */
  #expanded = new Set<string>();
  #itemFilter = "";

  /** Play (values and roll buttons) or edit (inputs); a user who cannot edit always sees play mode. */
  get mode(): SheetMode {
    return this.isEditable ? this.#mode : "play";
  }

  /** The actor's workflows, each possibly missing (see ActorWorkflows). */
  protected get workflows(): ActorWorkflows {
    // cast: a structural, all-optional view of the Actor class's methods; every call site checks presence.
    return this.actor as ActorWorkflows;
  }

  protected get system(): SheetSystem {
    const model = creatureSystem(this.actor);
    if (!model) throw new TypeError(`Augmented: no actor sheet for actor type ${this.actor.type}`);
    return model;
  }

  /**
   * An unchanged HP value is not a request: the form sends every field, so a maximum lowered below the value
   * would otherwise be refused as "value above the maximum" instead of bringing the value down. The guard itself
   * (HP ≤ max, numbers in range) is src/documents/write-guard.ts, run on the form's data by ../range-refusal.ts.
   */
  override _processFormData(event: Event | null, form: HTMLFormElement, formData: { object: Record<string, unknown> }): Record<string, unknown> {
    const stored = creatureSystem(this.actor)?._source.attributes.hp;
    const path = ACTOR_PATHS.hp.value;
    if (stored && Number(formData.object[path]) === stored.value) delete formData.object[path];
    return super._processFormData(event, form, formData);
  }

  /**
   * What every part of an actor sheet reads (the header's vitals, the mode, the roll switches). The stat block
   * (`statsContext`) and the biography (`biographyContext`) are separate so that a sheet with tabs builds them
   * only for the part shown (character-sheet.ts); the npc sheet's one part takes all three.
   */
  override async _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    const system = this.system;
    const workflows = this.workflows;
    const editMode = this.mode === "edit";
    const effects = currentExhaustion(system.attributes.exhaustion);
    const offers = (workflow: keyof ActorWorkflows) => !editMode && typeof workflows[workflow] === "function";
    return {
      ...base,
      actor: this.actor,
      system,
      editable: this.isEditable,
      mode: this.mode,
      editMode,
      // The config tables the templates' selects list (`selectOptions`), and the proficiency levels.
      config: AUGMENTED,
      proficiencyChoices: PROFICIENCY_CHOICES,
      canRoll: {
        ability: offers("rollAbilityCheck"),
        save: offers("rollSavingThrow"),
        skill: offers("rollSkill"),
        // CORE-4: three failures (or exhaustion 6) is dead, and the dead roll no more death saves.
        death: offers("rollDeathSave") && !isDead(this.actor),
        quickAttack: offers("rollQuickAttack"),
      },
      ac: armorClassView(system),
      hp: { ...system.attributes.hp, effectiveMax: system.attributes.hp.effectiveMax, bar: hpBar(system.attributes.hp) },
      proficiency: system.attributes.prof,
      initiative: system.attributes.init,
      exhaustion: { level: system.attributes.exhaustion, summary: exhaustionSummary(effects) },
      cyborgToggle: cyborgToggle(this.actor, game.user, editMode),
      speciesLine: speciesLine(this.actor),
      conditions: conditionChips(this.actor),
    };
  }

  /** The stat block: abilities, skills, speeds, senses, traits, save DCs. */
  protected statsContext(): Record<string, unknown> {
    const system = this.system;
    const editMode = this.mode === "edit";
    return {
      abilities: abilityRows(system),
      skills: skillRows(system),
      speeds: speedRows(system),
      hover: system.attributes.movement.hover,
      senses: senseRows(system),
      // cast: the stored trait arrays of either actor type (the edit-mode select edits these, not effects' additions).
      traits: traitGroups(system, (this.actor._source as { system?: { traits?: Record<string, unknown> } }).system?.traits, editMode),
      saveDcs: saveDcRows(system),
    };
  }

  /** The biography, enriched; a blank one is not (enriching parses the HTML: bench/render, the npc sheet). */
  protected async biographyContext(): Promise<Record<string, unknown>> {
    const biography = creatureSystem(this.actor)?.biography ?? "";
    if (!biography.trim()) return { biographyHTML: "" };
    return { biographyHTML: await foundry.applications.ux.TextEditor.implementation.enrichHTML(biography, { secrets: this.actor.isOwner }) };
  }

  /** Owned items grouped by type, in `order`, then any other type (a later issue's items) under its own label. */
  protected itemGroups(order: readonly string[], exclude: readonly string[] = [], options: Pick<ItemGroupOptions, "include" | "hideEmpty" | "noCreate" | "sortMode"> = {}): ItemGroup[] {
    return itemGroupsOf(this.actor, { ...options, order, exclude, editMode: this.mode === "edit", editable: this.isEditable, workflows: this.workflows, expanded: this.#expanded });
  }

  /** The open rows' summaries: each such item's description, enriched (only the open ones: enriching costs). */
  protected async withSummaries(groups: ItemGroup[]): Promise<ItemGroup[]> {
    const enrich = foundry.applications.ux.TextEditor.implementation;
    for (const row of groups.flatMap((group) => group.items)) {
      if (!row.expanded) continue;
      // cast: every item model of the system has an HTML `description` (data/item); a missing one reads as none.
      const description = (this.actor.items.get(row.id)?.system as { description?: unknown } | undefined)?.description;
      row.summary = typeof description === "string" && description.trim() ? await enrich.enrichHTML(description, { secrets: this.actor.isOwner }) : "";
    }
    return groups;
  }

  override async _onRender(context: Record<string, unknown>, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    bindItemFilter(this.element, this.#itemFilter, (text) => {
      this.#itemFilter = text;
    });
  }

  /**
   * A drag from one of the sheet's own rows (inventory items, carried augments, carried limbs: `.draggable` with
   * `data-item-id`) carries that item's drag data, built here as dnd5e's sheets build it (`_onDragItem`,
   * dnd5e 5.2.5 module/applications/actor/api/base-actor-sheet.mjs:1720): that core ActorSheetV2 builds it from
   * `data-item-id` is not documented. A content link inside a row drags itself; anything else is Foundry's.
   */
  override async _onDragStart(event: DragEvent): Promise<void> {
    if (event.target instanceof HTMLElement && "link" in event.target.dataset) return;
    const row = (event.currentTarget instanceof HTMLElement ? event.currentTarget : null)?.closest<HTMLElement>("[data-item-id]");
    const item = row?.dataset.itemId ? this.actor.items.get(row.dataset.itemId) : undefined;
    if (item && event.dataTransfer) {
      event.dataTransfer.setData("text/plain", JSON.stringify(item.toDragData()));
      return;
    }
    return super._onDragStart(event);
  }

  /**
   * Foundry's handler for an Item dropped on the sheet: a species runs the species workflow (applied with its
   * choices, or refused with a notification and nothing created; CY-SP-1); an augment dropped on a body-map
   * section (`[data-drop-section]`) runs the install workflow, dropped elsewhere (from outside the actor) asks
   * which section first (CY-INS-1..3; a refused or cancelled drop creates nothing and says why); any other
   * compendium item is imported without the pack's folder, sort or ownership; any other item as Foundry does.
   */
  /** A drop whose compendium entry cannot be built says which entry and why (./broken-drop.ts), nothing created. */
  override async _onDrop(event: DragEvent): Promise<unknown> {
    try {
      return await super._onDrop(event);
    } catch (error) {
      const message = brokenDropMessage(foundry.applications.ux.TextEditor.implementation.getDragEventData(event), error);
      if (!message) throw error;
      ui.notifications?.error(message);
      return null;
    }
  }

  override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    if (item.type === "species") {
      if (!this.isEditable || item.parent === this.actor) return null;
      return applySpecies(this.actor, item);
    }
    if (item.type === "augment") return this.dropAugment(event, item);
    if (item.type === "automail") {
      // On a port: the attach workflow (AM-ATT-1); elsewhere Foundry's own drop (undefined).
      const handled = await dropAutomail(this, event, item);
      if (handled !== undefined) return handled;
    }
    // GC-CH-1 / GF-UPG-1: a chassis or upgrade from outside the actor runs its Gearforged workflow.
    if ((item.type === "chassis" || item.type === "upgrade") && item.parent !== this.actor) {
      if (!this.isEditable) return null;
      return item.type === "chassis" ? this.actor.installChassis(item) : this.actor.addUpgrade(item);
    }
    // A compendium entry is imported as v13 imports one (no pack folder, sort or ownership carried over).
    if (item.pack) {
      if (!this.actor.isOwner) return null;
      // cast: fromCompendium-cleaned item source (src/utils/dropped-item.ts).
      const created = await this.actor.createEmbeddedDocuments("Item", [droppedItemSource(item) as Item.CreateData], { keepId: !this.actor.items.has(item.id ?? "") });
      return created?.[0] ?? null;
    }
    return super._onDropItem(event, item);
  }

  /** An augment dropped on the sheet (see `_onDropItem`). */
  protected async dropAugment(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    if (!this.isEditable) return null;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-drop-section]") : null;
    const section = target?.dataset.dropSection;
    // The install workflow refuses (with the reason, nothing created) before anything else: planned once.
    if (section) return this.actor.installAugment(item, section);
    // Moving an owned augment around the sheet is not an install.
    if (item.parent === this.actor) return null;
    return chooseSectionAndInstall(this.actor, item);
  }

  /** The owned item a clicked control belongs to. */
  protected itemFor(target: HTMLElement): Item.Implementation | undefined {
    return this.actor.items.get(dataset(target, "item-id")) ?? undefined;
  }

  /**
   * An action on the owned item the clicked control belongs to: nothing when there is none, or (`editOnly`) when
   * this user may not edit the sheet.
   */
  protected static onItem<Sheet extends AugmentedActorSheet>(run: (sheet: Sheet, item: Item.Implementation, event: Event) => unknown, { editOnly = false } = {}) {
    return async function (this: Sheet, event: Event, target: HTMLElement): Promise<void> {
      const item = this.itemFor(target);
      if (item && (this.isEditable || !editOnly)) await run(this, item, event);
    };
  }

  /** A roll button (ability check, save, skill, a Gearforged stabilization): the id from the control's `data-<key>`. */
  protected static withId(workflow: "rollAbilityCheck" | "rollSavingThrow" | "rollSkill" | "stabilizeGearforged", key: string) {
    return async function (this: AugmentedActorSheet, event: Event, target: HTMLElement): Promise<void> {
      await this.workflows[workflow]?.(dataset(target, key), { event });
    };
  }

  static async #toggleMode(this: AugmentedActorSheet): Promise<void> {
    if (!this.isEditable) return;
    this.#mode = this.#mode === "edit" ? "play" : "edit";
    await this.render();
  }

  static async #rollDeathSave(this: AugmentedActorSheet, event: Event): Promise<void> {
    await this.workflows.rollDeathSave?.({ event });
  }

  /** Clicking pip n sets the counter to n; clicking the last filled pip clears it. */
  static async #setDeathSave(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const kind = dataset(target, "kind") === "failure" ? "failure" : "success";
    const value = Number(dataset(target, "value"));
    const death = actorSystem(this.actor, "character")?.attributes.death;
    if (!death || !Number.isInteger(value)) return;
    const next = death[kind] === value ? value - 1 : value;
    await this.actor.update(changes({ [ACTOR_PATHS.death[kind]]: next }));
  }

  static async #addDc(this: AugmentedActorSheet): Promise<void> {
    const dcs = this.system.featureDcs.map((dc) => ({ ...dc }));
    dcs.push({ id: foundry.utils.randomID(), name: localize("AUGMENTED.SaveDc.New"), ability: "int", bonus: 0 });
    await this.actor.update(changes({ "system.featureDcs": dcs }));
  }

  static async #removeDc(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    const id = dataset(target, "dc-id");
    await this.actor.update(changes({ "system.featureDcs": this.system.featureDcs.filter((dc) => dc.id !== id).map((dc) => ({ ...dc })) }));
  }

  static async #createItem(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    const type = dataset(target, "type");
    // cast: the registered item models, looked up by the dropped row's type string.
    if (!(type in (CONFIG.Item.dataModels as Record<string, unknown>))) return;
    const name = localize("AUGMENTED.Item.New", { type: itemTypeLabel(type) });
    // cast: the type was just checked against the registered item models.
    await this.actor.createEmbeddedDocuments("Item", [{ name, type } as Item.CreateData]);
  }

  /** An effect's on/off switch (Effects tab): only an effect that applies to this actor. */
  static async #toggleEffect(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    const effect = effectOf(this.actor, dataset(target, "effect-uuid"));
    if (effect && this.isEditable) await effect.update(changes({ disabled: !effect.disabled }));
  }

  /** Deleting an effect asks first, as deleting an item does. */
  static async #deleteEffect(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    const effect = effectOf(this.actor, dataset(target, "effect-uuid"));
    if (effect && this.isEditable) await confirmDelete(effect, "AUGMENTED.Effects.DeleteTitle", "AUGMENTED.Effects.DeleteConfirm");
  }

  /** A row's name opens or closes its summary (drawn by the next render, which enriches the open ones only). */
  static async #toggleSummary(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    const id = dataset(target, "item-id");
    if (!this.actor.items.has(id)) return;
    if (!this.#expanded.delete(id)) this.#expanded.add(id);
    await this.render();
  }

  /** The ± buttons: one more or one fewer, never below none. */
  static async #adjustQuantity(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    // cast: a structural, optional view of the document's system data; every read checks its type.
    const quantity = (item?.system as { quantity?: unknown } | undefined)?.quantity;
    const delta = Number(target.dataset.delta);
    if (!item || !this.isEditable || typeof quantity !== "number" || (delta !== 1 && delta !== -1)) return;
    const next = Math.max(0, quantity + delta);
    if (next !== quantity) await item.update(changes({ "system.quantity": next }));
  }

  static async #toggleEquipped(this: AugmentedActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.itemFor(target);
    // cast: a structural, optional view of the document's system data; every read checks its type.
    const system = item?.system as { equipped?: unknown } | undefined;
    if (!item || typeof system?.equipped !== "boolean") return;
    await item.update(changes({ "system.equipped": !system.equipped }));
  }
}

/** Deleting an item or an effect asks first: nothing is lost by a stray click. */
async function confirmDelete(doc: { name: string; delete(): Promise<unknown> }, titleKey: string, confirmKey: string): Promise<void> {
  if (await askConfirm(localize(titleKey), localize(confirmKey, { name: doc.name }), localize("AUGMENTED.Item.Delete"))) await doc.delete();
}


/** Flattened-path changes for `update()`; Foundry expands dotted keys. */
export function changes(data: Record<string, unknown>): Record<string, never> {
  // cast: the community types model update data per document type; a dotted path map is valid update data.
  return data as Record<string, never>;
}
