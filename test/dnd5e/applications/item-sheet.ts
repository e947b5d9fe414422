/**
 * dnd5e's item sheet, as far as a module reaches it: `ItemSheet5e` (release-5.3.3
 * `module/applications/item/item-sheet.mjs:20`), registered by `dnd5e.mjs:180` for every Item type with
 * `makeDefault` and no `types` (so for a module's sub-types too). A module that wants its own sheet for its own type
 * registers one for that type with `makeDefault`.
 * Body: the header (name), the tabs dnd5e shows (:90-96: Description always; Activities when the item has any),
 * the description tab (:306-320: `system.description.value` enriched, so a model without `description` throws
 * there), the item's uses when limited, the activities by name and type (:244-270), then the model's
 * `getSheetData?.(context)` (:219) which may add to the context (here: `context.extra`, HTML appended as a part).
 * Simplified: no details, effects or advancement tabs, no editing.
 */
import { ItemSheetV2 } from "../../foundry/document-sheet";
import { escapeHTML, type PlainObject } from "../../foundry/utils";

interface SheetItemSystem { description: { value?: string | null }; activities?: { size: number; contents: { id: string; name: string; type: string }[] }; uses?: { value?: number; max?: number }; hasLimitedUses?: boolean; getSheetData?: (context: PlainObject) => Promise<void> | void }

export class ItemSheet5e extends ItemSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["dnd5e2", "sheet", "item"], position: { width: 560 } };

  protected override async _renderHTML(): Promise<HTMLElement> {
    const system = this.document.system as unknown as SheetItemSystem; // cast: the item's model, read as dnd5e's sheet reads it
    const context: PlainObject = { item: this.document, system };
    const description = system.description.value ?? "";
    const activities = system.activities?.size ? system.activities.contents : [];
    await system.getSheetData?.(context);
    const tabs = ["description", ...(activities.length ? ["activities"] : [])];
    const el = document.createElement("div");
    el.className = "sheet-body";
    el.innerHTML = `<header class="sheet-header"><div class="document-name">${escapeHTML(this.document.name)}</div>`
      + (system.hasLimitedUses ? `<div class="uses"><span class="value">${system.uses?.value ?? 0}</span> / <span class="max">${system.uses?.max ?? 0}</span></div>` : "")
      + `</header><nav class="tabs">${tabs.map((t) => `<a class="item" data-tab="${t}">${t}</a>`).join("")}</nav>`
      + `<section class="tab description" data-tab="description"><div class="editor-content">${description}</div></section>`
      + (activities.length ? `<section class="tab activities" data-tab="activities"><ul>${activities.map((a) => `<li class="activity" data-activity-id="${escapeHTML(a.id)}" data-type="${escapeHTML(a.type)}">${escapeHTML(a.name || a.type)}</li>`).join("")}</ul></section>` : "")
      + (typeof context.extra === "string" ? context.extra : "");
    return el;
  }

  protected override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
}
