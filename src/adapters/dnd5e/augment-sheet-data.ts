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
import { augmentSheetContext } from "../../sheets/item/augment-context";
import { headerAction } from "../../sheets/item/header-action";

/** The augment's part, the system sheet's template (from the module's folder: src/constants.ts served-from). */
export const AUGMENT_PART = templatePath("item/augment.hbs");

export function addAugmentSheetData(item: Item.Implementation, context: Record<string, unknown>): void {
  const acts = context.locked !== true;
  const editing = context.editable === true;
  Object.assign(context, augmentSheetContext(item, acts, editing), { editing, augmentUse: headerAction(item, acts) });
  const parts = Array.isArray(context.parts) ? context.parts : [];
  context.parts = [...parts, AUGMENT_PART];
}
