/**
 * dnd5e's item sheet, as far as a module reaches it: `ItemSheet5e` (release-5.3.3
 * `module/applications/item/item-sheet.mjs:20`), registered by `dnd5e.mjs:180` for every Item type with
 * `makeDefault` and no `types` (so for a module's sub-types too). A module that wants its own sheet for its own type
 * registers one for that type with `makeDefault` (a subclass of this one keeps dnd5e's sheet, adding its actions).
 * - options (:22-50): classes `item` (dnd5e2, sheet from DocumentSheet5e), `form.submitOnChange`; a subclass's
 *   `actions` merge with dnd5e's (ApplicationV2).
 * - play and edit modes (`api/primary-sheet-mixin.mjs:42-45` MODES, :83 `isEditMode`, :97 play by default, :335-340
 *   the header toggle: `changeMode` here); the context (:163-169: `owner`, `locked`, `editable` = editable and in
 *   edit mode; item-sheet.mjs:180-215: `fields` = the model's schema fields, `item`, `labels`, `system`, `source`
 *   (the stored source when editable), `user`, `isEmbedded`, `properties.active`), then the model's
 *   `getSheetData?.(context)` (:215), which may add to the context and set `context.parts`.
 * - the tabs (:90-96; :1105 `isItemIdentified`, :1116 `itemHasActivities`): Description always; Details when the
 *   item is identified (a GM always); Activities when the model has an `activities` field.
 * - the description tab (:306-320: `system.description.value` enriched, so a model without `description` throws
 *   there); the details tab (`templates/items/details.hbs:1-5`): each of `context.parts` rendered as a partial with
 *   the whole context (`{{> (part) @root}}`; dnd5e's own `dnd5e.*` partials are drawn here as an empty marker, any
 *   other name must be a registered partial or a loadable template path); the activities tab (:244-270)
 *   by name and type. The item's uses when limited, in the header.
 * Simplified: no effects or advancement tabs, no description editor, no dnd5e partials' content.
 */
import { ItemSheetV2 } from "../../foundry/document-sheet";
import { getTemplateSync, Handlebars } from "../../foundry/handlebars";
import { escapeHTML, type PlainObject } from "../../foundry/utils";

interface SheetItemSystem {
  description: { value?: string | null };
  identified?: boolean;
  activities?: { size: number; contents: { id: string; name: string; type: string }[] };
  uses?: { value?: number; max?: number };
  hasLimitedUses?: boolean;
  schema?: { fields: PlainObject };
  _source?: PlainObject;
  getSheetData?: (context: PlainObject) => Promise<void> | void;
}

type Game = { user: { isGM: boolean } };
const game = (): Game => (globalThis as unknown as { game: Game }).game;

/** templates/items/details.hbs:1-5, its loop: each part drawn as a partial by name with the whole context. */
const DETAILS_PARTS = '{{#each parts as |part|}}{{> (part) @root }}{{/each}}';

/** The details tab's parts: dnd5e's own (`dnd5e.*`, a marker here), registered partials, or templates by path. */
function renderParts(parts: readonly string[], context: PlainObject): string {
  const markers = parts.filter((part) => part.startsWith("dnd5e.")).map((part) => `<div class="dnd5e-part" data-part="${escapeHTML(part)}"></div>`);
  const others = parts.filter((part) => !part.startsWith("dnd5e."));
  for (const part of others) if (!(part in Handlebars.partials)) getTemplateSync(part);
  return markers.join("") + Handlebars.compile(DETAILS_PARTS)({ ...context, parts: others }, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
}

export class ItemSheet5e extends ItemSheetV2 {
  static MODES = { PLAY: 1, EDIT: 2 } as const;
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["dnd5e2", "sheet", "item"], position: { width: 500 }, form: { submitOnChange: true } };

  protected _mode: number = ItemSheet5e.MODES.PLAY;

  get isEditMode(): boolean {
    return this._mode === ItemSheet5e.MODES.EDIT;
  }

  /** The header's mode toggle (primary-sheet-mixin.mjs:335-340): the mode, then a render. */
  async changeMode(edit: boolean): Promise<void> {
    this._mode = edit ? ItemSheet5e.MODES.EDIT : ItemSheet5e.MODES.PLAY;
    await this.render();
  }

  /** primary-sheet-mixin.mjs:163-169 and item-sheet.mjs:180-215. */
  protected async sheetContext(): Promise<PlainObject> {
    const system = this.document.system as unknown as SheetItemSystem; // cast: the item's model, read as dnd5e's sheet reads it
    const editable = this.isEditable && this.isEditMode;
    const context: PlainObject = {
      owner: this.document.isOwner, locked: !this.isEditable, editable,
      fields: system.schema?.fields ?? {}, isEmbedded: this.document.isEmbedded, item: this.document,
      labels: (this.document as unknown as { labels?: PlainObject }).labels ?? {}, system,
      source: editable ? system._source : system, user: game().user, properties: { active: [] },
    };
    await system.getSheetData?.(context);
    return context;
  }

  protected override async _renderHTML(): Promise<HTMLElement> {
    const system = this.document.system as unknown as SheetItemSystem; // cast: the item's model, read as dnd5e's sheet reads it
    const context = await this.sheetContext();
    const description = system.description.value ?? "";
    const identified = game().user.isGM || system.identified !== false;
    const activities = system.activities?.size ? system.activities.contents : [];
    const tabs = ["description", ...(identified ? ["details"] : []), ...(identified && "activities" in system ? ["activities"] : [])];
    const parts = Array.isArray(context.parts) ? (context.parts as string[]) : [];
    const el = document.createElement("div");
    el.className = "sheet-body";
    el.innerHTML = `<header class="sheet-header"><div class="document-name">${escapeHTML(this.document.name)}</div>`
      + (system.hasLimitedUses ? `<div class="uses"><span class="value">${system.uses?.value ?? 0}</span> / <span class="max">${system.uses?.max ?? 0}</span></div>` : "")
      + `</header><nav class="tabs">${tabs.map((t) => `<a class="item" data-tab="${t}">${t}</a>`).join("")}</nav>`
      + `<section class="tab description" data-tab="description"><div class="editor-content">${description}</div></section>`
      + (identified ? `<section class="tab details" data-tab="details">${renderParts(parts, context)}</section>` : "")
      + (tabs.includes("activities") ? `<section class="tab activities" data-tab="activities"><ul>${activities.map((a) => `<li class="activity" data-activity-id="${escapeHTML(a.id)}" data-type="${escapeHTML(a.type)}">${escapeHTML(a.name || a.type)}</li>`).join("")}</ul></section>` : "");
    return el;
  }

  protected override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
}
