/**
 * dnd5e's actor sheets, as far as a module reaches them: `BaseActorSheet` → `CharacterActorSheet` / `NPCActorSheet`
 * (release-5.3.3 `module/applications/actor/api/base-actor-sheet.mjs`, `character-sheet.mjs`, registered for
 * `character` / `npc` in `dnd5e.mjs:153`), so `renderCharacterActorSheet` / `renderBaseActorSheet` fire for each
 * render (one `render<Class>` per class of the chain). A minimal body: the header part as dnd5e's
 * `templates/actors/character-header.hbs` opens it (`header.sheet-header` with `.left` holding `.document-name`,
 * and `.right`), HP and AC.
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

type SheetActor = Document & { system: PlainObject; itemTypes: Record<string, unknown[]>; _source: PlainObject };

interface GameLike { settings: { get(ns: string, key: string): unknown }; i18n: { format(k: string, d: PlainObject): string; localize(k: string): string } }
const game = (): GameLike => (globalThis as unknown as { game: GameLike }).game;
const notify = (): { error(m: string): void } => (globalThis as unknown as { ui: { notifications: { error(m: string): void } } }).ui.notifications;

export class BaseActorSheet extends ActorSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["dnd5e2", "sheet", "actor", "standard-form"], position: { width: 800 } };

  get sheetActor(): SheetActor {
    return this.document as SheetActor;
  }

  protected override async _renderHTML(): Promise<HTMLElement> {
    const actor = this.sheetActor;
    const attributes = actor.system.attributes as { hp?: { value: number; max: number }; ac?: { value: number } } | undefined;
    const el = document.createElement("div");
    el.className = "sheet-body";
    el.innerHTML = `<header class="sheet-header" data-application-part="header"><div class="left"><div class="document-name">${escapeHTML(actor.name)}</div></div><div class="right"></div></header>`
      + `<section class="stats"><span class="hp" data-value="${attributes?.hp?.value ?? ""}">${attributes?.hp?.value ?? ""}/${attributes?.hp?.max ?? ""}</span>`
      + `<span class="ac">${attributes?.ac?.value ?? ""}</span></section><section class="tab-body"></section>`;
    return el;
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
}

export class NPCActorSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["npc"] };
}
