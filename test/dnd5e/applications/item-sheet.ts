/**
 * dnd5e's item sheet, as far as a module reaches it: `ItemSheet5e` (release-5.3.3
 * `module/applications/item/item-sheet.mjs:20`), registered by `dnd5e.mjs:180` for every Item type with
 * `makeDefault` and no `types` (so for a module's sub-types too: Foundry registers a sheet without `types` for all
 * the declared types). A module that wants its own sheet for its own type registers one for that type with
 * `makeDefault`. A minimal body: the item's name; dnd5e's tabs, fields and activities are not imitated.
 */
import { ItemSheetV2 } from "../../foundry/document-sheet";
import { escapeHTML, type PlainObject } from "../../foundry/utils";

export class ItemSheet5e extends ItemSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["dnd5e2", "sheet", "item"], position: { width: 560 } };

  protected override async _renderHTML(): Promise<HTMLElement> {
    const el = document.createElement("div");
    el.className = "sheet-body";
    el.innerHTML = `<header class="sheet-header"><div class="document-name">${escapeHTML(this.document.name)}</div></header>`;
    return el;
  }

  protected override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
}
