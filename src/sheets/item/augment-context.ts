/**
 * The augment part's context (templates/item/augment.hbs), for whichever item sheet draws it: the system's own
 * (../item-sheet.ts) and, in a dnd5e world, dnd5e's item sheet through the module's model (its `getSheetData`,
 * src/adapters/dnd5e/augment-sheet-data.ts). `acts`: the user may act for the item (an editable sheet);
 * `editing`: its fields are shown as inputs (Edit mode).
 */
import { augmentView } from "../../data/item/augment/view";
import { designStatusOf } from "../../data/item/augment/read";
import { itemSystemOf } from "../../data/system-of";
import { designSheetView } from "../../workflows/augment-design/view";

export function augmentSheetContext(item: Item.Implementation, acts: boolean, editing: boolean): Record<string, unknown> {
  // Integrity, installed section and uses spent change through workflows (install, repair, use, damage);
  // only the GM may set them by hand, as an override.
  const augmentStateEditable = editing && game.user?.isGM === true;
  // CY-DES-1..3: a design is fixed once its check has passed; then only the GM edits it (data/item/augment/design-fixed.ts).
  const augmentDesignFixed = editing && game.user?.isGM !== true && designStatusOf(item) !== "draft";
  const augmentDesignEditable = editing && !augmentDesignFixed;
  return {
    // The owner's save DC sources only when Edit mode shows their select (play mode reads the chosen label).
    augment: augmentView(item, itemSystemOf(item, "augment"), { editing }),
    augmentDesign: designSheetView(item, acts),
    augmentDesignEditable,
    augmentDesignFixed,
    augmentStateEditable,
    augmentActs: acts,
  };
}
