/**
 * dnd5e's actor sheets, as far as a module reaches them: `BaseActorSheet` → `CharacterActorSheet` / `NPCActorSheet`
 * (release-5.3.3 `module/applications/actor/api/base-actor-sheet.mjs`, `character-sheet.mjs`, registered for
 * `character` / `npc` in `dnd5e.mjs:153`), so `renderCharacterActorSheet` / `renderBaseActorSheet` fire for each
 * render (one `render<Class>` per class of the chain). Body: the character's header as dnd5e draws it
 * (character-header.ts; an npc's as npc-header.hbs lays it out, `npcHeaderHTML`), HP, AC, the
 * inventory and the features tab with each item in dnd5e's category and section (sheet-items.ts); a row's `use`
 * and `toggleExpand` actions (`onItemAction`); the details tab's skills, each with its ability, name, total and
 * passive (`templates/actors/tabs/character-details.hbs:7-17`, `:183-205`, the total through `formatModifier`),
 * and the effects tab listing the actor's effects by name with their status icons (`tabs/actor-effects.hbs`,
 * simplified: one list, no sections or controls).
 * Dropping an Item (`_onDropItem` :1733 → `_onDropCreateItems` :1819 → `_onDropSingleItem` :1861): an owner
 * action; an item with advancement on an actor that supports it (characters), unless the `disableAdvancements`
 * setting, goes through the AdvancementManager — a singleton type (race) already on the actor is refused with
 * the error `DND5E.ACTOR.Warning.Singleton` and nothing is created (:1896); then
 * `CONFIG.Item.dataModels[type].onDropCreate?.(event, actor, itemData)` (:1913) and the item is created with
 * `keepId`.
 */
import { ActorSheetV2 } from "../../foundry/document-sheet";
import type { Document } from "../../foundry/document";
import { escapeHTML, isEmpty, type PlainObject } from "../../foundry/utils";
import { AdvancementManager } from "../documents/advancement-manager";
import { characterHeaderHTML, npcHeaderHTML } from "./character-header";
import { assignItemCategories, featureGroups, itemRowHTML, type FeatureGrouping, type SheetItem } from "./sheet-items";

type SheetActor = Document & { system: PlainObject; itemTypes: Record<string, unknown[]>; _source: PlainObject };

interface GameLike { settings: { get(ns: string, key: string): unknown }; i18n: { format(k: string, d: PlainObject): string; localize(k: string): string } }
const game = (): GameLike => (globalThis as unknown as { game: GameLike }).game;
const notify = (): { error(m: string): void } => (globalThis as unknown as { ui: { notifications: { error(m: string): void } } }).ui.notifications;

export class BaseActorSheet extends ActorSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["dnd5e2", "sheet", "actor", "standard-form"], position: { width: 800 } };

  get sheetActor(): SheetActor {
    return this.document as SheetActor;
  }

  /** How the features tab groups its rows (the list control's grouping; dnd5e's first is "origin"). */
  featureGrouping: FeatureGrouping = "origin";
  /** The rows shown expanded (base-actor-sheet.mjs:452, `expandedSections`). */
  readonly expandedItems = new Set<string>();

  protected get isCharacter(): boolean {
    return this.sheetActor.type === "character";
  }

  protected headerHTML(): string {
    const actor = this.sheetActor;
    return `<header class="sheet-header" data-application-part="header"><div class="left"><div class="document-name">${escapeHTML(actor.name)}</div></div><div class="right"></div></header>`;
  }

  /** The details tab's skills (character-details.hbs `.skill-prof`), read-only. */
  protected skillsHTML(): string {
    const skills = (this.sheetActor.system.skills ?? {}) as Record<string, { ability?: string; total?: number; passive?: number }>;
    const mod = (n: number): string => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);
    const rows = Object.entries(skills).map(([key, skill]) => `<li data-key="${escapeHTML(key)}"><div class="ability roboto-upper">${escapeHTML(String(skill.ability ?? ""))}</div><a class="name skill-name" data-action="roll" data-type="skill">${escapeHTML(key)}</a><div class="bonus">${mod(Number(skill.total ?? 0))}</div><div class="passive">${Number(skill.passive ?? 0)}</div></li>`);
    return `<filigree-box class="skills"><h3><span class="roboto-upper">DND5E.Skills</span></h3><ul>${rows.join("")}</ul></filigree-box>`;
  }

  /** The effects tab: each effect of the actor by name, its statuses as icons. */
  protected effectsHTML(): string {
    const effects = [...((this.sheetActor as unknown as { effects: Iterable<{ id: string | null; name: string; img?: string | null; statuses: Set<string> }> }).effects ?? [])]; // cast: the actor's embedded effects
    const rows = effects.map((e) => `<li class="effect" data-effect-id="${escapeHTML(String(e.id))}"><img class="gold-icon" src="${escapeHTML(String(e.img ?? ""))}" alt=""><span class="name">${escapeHTML(e.name)}</span><span class="statuses">${[...e.statuses].map(escapeHTML).join(", ")}</span></li>`);
    return `<ol class="effects-list">${rows.join("")}</ol>`;
  }

  protected override async _renderHTML(): Promise<HTMLElement> {
    const actor = this.sheetActor;
    const attributes = actor.system.attributes as { hp?: { value: number; max: number }; ac?: { value: number } } | undefined;
    const el = document.createElement("div");
    el.className = "sheet-body";
    const { features, inventory } = await this.itemSections();
    el.innerHTML = this.headerHTML()
      + `<section class="stats"><span class="hp" data-value="${attributes?.hp?.value ?? ""}">${attributes?.hp?.value ?? ""}/${attributes?.hp?.max ?? ""}</span>`
      + `<span class="ac">${attributes?.ac?.value ?? ""}</span></section><section class="tab-body">`
      + `<section class="tab inventory" data-tab="inventory"><ol class="item-list">${inventory}</ol></section>`
      + `<section class="tab features" data-tab="features">${features}</section>${this.detailsHTML()}`
      + `<section class="tab effects" data-tab="effects">${this.effectsHTML()}</section></section>`;
    for (const target of Array.from(el.querySelectorAll<HTMLElement>("[data-action]"))) {
      const row = target.closest<HTMLElement>("[data-item-id]");
      if (!row) continue;
      target.addEventListener("click", (event) => void this.onItemAction(String(row.dataset.itemId), String(target.dataset.action), event));
    }
    return el;
  }

  /**
   * A character's details tab, its creature type and species pills (character-details.hbs:66-110, from the
   * context of character-sheet.mjs:328-339): the type's label (the custom text for "custom") over its subtype, and
   * the species item's name over the size's label. **Simplified**: no icons, configuration or delete buttons, no
   * background or other details.
   */
  protected detailsHTML(): string {
    if (!this.isCharacter) return "";
    const cfg = (globalThis as unknown as { CONFIG: { DND5E: { creatureTypes: Record<string, { label: string }>; actorSizes: Record<string, { label: string }> } } }).CONFIG.DND5E;
    const details = this.sheetActor.system.details as { type?: { value?: string; subtype?: string; custom?: string }; race?: { id?: string; name?: string } | string | null } | undefined;
    const type = details?.type ?? {};
    const title = type.value === "custom" ? String(type.custom ?? "") : game().i18n.localize(cfg.creatureTypes[String(type.value)]?.label ?? "");
    const typePill = `<div class="pill-lg texture type"><div class="name name-stacked"><span class="title">${escapeHTML(title)}</span><span class="subtitle">${escapeHTML(String(type.subtype ?? ""))}</span></div></div>`;
    const race = details?.race;
    const size = String((this.sheetActor.system.traits as { size?: string } | undefined)?.size ?? "");
    const speciesPill = race && typeof race === "object"
      ? `<div class="pill-lg texture race" data-item-id="${escapeHTML(String(race.id ?? ""))}"><div class="name name-stacked"><span class="title">${escapeHTML(String(race.name ?? ""))}</span><span class="subtitle">${escapeHTML(game().i18n.localize(cfg.actorSizes[size]?.label ?? size))}</span></div></div>`
      : "";
    return `<section class="tab details" data-tab="details"><div class="pills-group">${typePill}${speciesPill}</div>${this.skillsHTML()}</section>`;
  }

  /** The inventory rows and the features tab's sections, each row in its category (sheet-items.ts). */
  async itemSections(): Promise<{ features: string; inventory: string; categories: Record<string, string[]>; groups: Record<string, { origin: string; activation: string }> }> {
    const actor = this.sheetActor as SheetActor & { items: Iterable<SheetItem> & { get(id: string): (SheetItem & { type: string }) | undefined } };
    const categories: Record<string, string[]> = {};
    const groups: Record<string, { origin: string; activation: string }> = {};
    const rows: Record<string, string> = {};
    for (const item of actor.items) {
      const id = String(item.id);
      const expanded = this.expandedItems.has(id) ? (await (item as unknown as { getChatData(): Promise<{ description: string }> }).getChatData()).description : null; // cast: the stand-in's Item5e
      const group = featureGroups(item, actor.items);
      groups[id] = group;
      rows[id] = itemRowHTML(item, "quantity" in item.system ? {} : group, expanded);
      for (const category of assignItemCategories(item, this.isCharacter)) (categories[category] ??= []).push(id);
    }
    const features = categories.features ?? [];
    const key = this.featureGrouping;
    const sectionIds = key === "activation" ? ["active", "passive"] : [...new Set(features.map((id) => groups[id]!.origin))];
    const label = (section: string): string => ({ active: "DND5E.FeatureActive", passive: "DND5E.FeaturePassive", species: "DND5E.Species.Features", background: "DND5E.FeaturesBackground", other: "DND5E.FeaturesOther" } as Record<string, string>)[section] ?? section;
    const featuresHTML = sectionIds.map((section) => `<section class="items-section" data-group-${key}="${escapeHTML(section)}"><h3 class="items-header">${escapeHTML(label(section))}</h3><ol class="item-list">${features.filter((id) => groups[id]![key] === section).map((id) => rows[id]).join("")}</ol></section>`).join("");
    return { features: featuresHTML, inventory: (categories.inventory ?? []).map((id) => rows[id]).join(""), categories, groups };
  }

  /** A row's action (inventory.mjs:485-489): `use` → `item.use({event}, {options: {sheet}})`, `toggleExpand`. */
  async onItemAction(itemId: string, action: string, event?: Event): Promise<unknown> {
    const item = (this.sheetActor as unknown as { items: { get(id: string): { use(c: PlainObject, d: PlainObject): Promise<unknown> } | undefined } }).items.get(itemId); // cast: the stand-in's Item5e
    if (!item) return undefined;
    if (action === "use") return item.use({ event }, { options: { sheet: this } });
    if (action === "toggleExpand") {
      if (this.expandedItems.has(itemId)) this.expandedItems.delete(itemId);
      else this.expandedItems.add(itemId);
      return this.render();
    }
    return undefined;
  }

  protected override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }

  protected override async _onDropItem(event: DragEvent, item: Document): Promise<Document | null> {
    const actor = this.sheetActor;
    if (!actor.isOwner) return null;
    if (item.parent === actor) return super._onDropItem(event, item);
    const itemData = item.toObject();
    if (item.pack) itemData._stats = { ...(itemData._stats as PlainObject | undefined), compendiumSource: item.uuid };
    const prepared = await this._onDropSingleItem(event, itemData);
    if (!prepared) return null;
    const created = await actor.createEmbeddedDocuments("Item", [prepared], { keepId: true });
    return (created[0] as Document | undefined) ?? null;
  }

  protected async _onDropSingleItem(event: DragEvent, itemData: PlainObject): Promise<PlainObject | false> {
    const actor = this.sheetActor;
    const models = (this.client.config.Item as { dataModels: Record<string, { metadata?: { singleton?: boolean }; onDropCreate?: (e: DragEvent, a: Document, d: PlainObject) => void }> }).dataModels;
    const type = String(itemData.type);
    const system = (itemData.system ?? {}) as PlainObject;
    const supports = (actor.system as { isCharacter?: boolean }).isCharacter === true;
    if (supports && !isEmpty(system.advancement ?? {}) && !game().settings.get("dnd5e", "disableAdvancements")) {
      if (models[type]?.metadata?.singleton && (actor.itemTypes[type]?.length ?? 0) > 0) {
        notify().error(game().i18n.format("DND5E.ACTOR.Warning.Singleton", { itemType: type, actorType: actor.type }));
        return false;
      }
      const manager = AdvancementManager.forNewItem(actor as unknown as Parameters<typeof AdvancementManager.forNewItem>[0], itemData); // cast: a Document has the fields the manager uses
      if (manager.steps.length) {
        await manager.render(true);
        return false;
      }
    }
    models[type]?.onDropCreate?.(event, actor, itemData);
    return itemData;
  }
}

export class CharacterActorSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["character", "vertical-tabs"] };

  /** character-header.hbs with its context (character-sheet.mjs:497-498). */
  protected override headerHTML(): string {
    const actor = this.sheetActor;
    const system = actor.system as { details?: { level?: number; xp?: { value?: number; max?: number; pct?: number; boonsEarned?: number } }; attributes?: { inspiration?: boolean } };
    const classes = Object.values((actor as unknown as { classes?: Record<string, { name: string; system: { levels?: number } }> }).classes ?? {}); // cast: Actor5e#classes
    const user = (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user;
    const xp = system.details?.xp ?? {};
    return characterHeaderHTML({
      name: actor.name, level: Number(system.details?.level ?? 0), inspiration: system.attributes?.inspiration === true,
      classLabel: classes.map((c) => `${c.name} ${c.system.levels ?? ""}`.trim()).join(" / "),
      boonsEarned: Number(xp.boonsEarned ?? 0),
      showRests: user.isGM || (actor.isOwner && game().settings.get("dnd5e", "allowRests") === true),
      showExperience: game().settings.get("dnd5e", "levelingMode") !== "noxp",
      xp: { value: Number(xp.value ?? 0), max: Number(xp.max ?? 0), pct: Number(xp.pct ?? 0) },
    });
  }
}

export class NPCActorSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["npc", "vertical-tabs"] };

  /** npc-header.hbs, its skeleton (character-header.ts `npcHeaderHTML`). */
  protected override headerHTML(): string {
    const actor = this.sheetActor;
    const system = actor.system as { attributes?: { ac?: { value?: number }; hp?: { value?: number; max?: number } }; details?: { cr?: number } };
    const user = (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user;
    return npcHeaderHTML({
      name: actor.name, ac: system.attributes?.ac?.value ?? "", cr: system.details?.cr ?? "",
      hp: { value: system.attributes?.hp?.value ?? "", max: system.attributes?.hp?.max ?? "" },
      owner: actor.isOwner,
      showRests: user.isGM || (actor.isOwner && game().settings.get("dnd5e", "allowRests") === true),
    });
  }
}
