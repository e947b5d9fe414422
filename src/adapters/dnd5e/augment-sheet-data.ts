/**
 * The augment's part in dnd5e's item sheet: dnd5e's ItemSheet5e asks the item's model for `getSheetData(context)`
 * after building its own context (release-5.3.3 `module/applications/item/item-sheet.mjs:215`) and draws every
 * template the model names in `context.parts` in its Details tab (`templates/items/details.hbs`), with the whole
 * context, as sw5e-module's types add theirs. The augment's part is the system sheet's (templates/item/augment.hbs),
 * with its context (src/sheets/item/augment-context.ts) and the Use or Attack button the system sheet has in its
 * header. dnd5e's context says `editable` for Edit mode (`api/primary-sheet-mixin.mjs:167`) and `locked` for a
 * sheet its user may not change.
 */
import { templatePath } from "../../constants";
import { MODULE_ID } from "./constants";
import { augmentSheetContext } from "../../sheets/item/augment-context";
import { headerAction } from "../../sheets/item/header-action";

/** The system sheet's augment template (from the module's folder: src/constants.ts served-from). */
const AUGMENT_TEMPLATE = templatePath("item/augment.hbs");

/** The part dnd5e draws: a partial registered by name, the template inside an `.augmented` scope. */
export const AUGMENT_PART = `${MODULE_ID}.augment-part`;

/**
 * At init: the part's partial. The wrapper carries the `augmented item` classes because the system's item sheet
 * styles (which the module ships) are scoped under them (`.augmented.item …`), palette included: so they style the
 * augment's part and nothing else of dnd5e's sheet. The inner template is loaded (and so registered under its path) as Foundry's loadTemplates does.
 */
export function registerAugmentPart(): Promise<unknown> {
  Handlebars.registerPartial(AUGMENT_PART, `<div class="augmented item ${MODULE_ID}-part">{{> "${AUGMENT_TEMPLATE}"}}</div>`);
  return foundry.applications.handlebars.loadTemplates([AUGMENT_TEMPLATE]);
}

export function addAugmentSheetData(item: Item.Implementation, context: Record<string, unknown>): void {
  const acts = context.locked !== true;
  const editing = context.editable === true;
  Object.assign(context, augmentSheetContext(item, acts, editing), { editing, augmentUse: headerAction(item, acts) });
  const parts = Array.isArray(context.parts) ? context.parts : [];
  context.parts = [...parts, AUGMENT_PART];
}
