/**
 * A limb's and a port's part in dnd5e's item sheet (its Details tab draws every partial the model names in
 * `context.parts`, release-5.3.3 `templates/items/details.hbs`; the model adds them in `getSheetData`: ../item-model.ts),
 * as the augment's is (../augment-sheet-data.ts): the system sheet's own templates (templates/item/automail.hbs,
 * port.hbs) with their context (src/sheets/item/automail-parts.ts): what the limb is and adds, where it is, its
 * integrity, acclimation (AM-ACC-1) and how it is noticed (AM-SEEN-1), the GM's flaw text (AM-FLAW-1). dnd5e's
 * context says `editable` for Edit mode (`api/primary-sheet-mixin.mjs:167`).
 */
import { templatePath } from "../../../constants";
import { MODULE_ID } from "../constants";
import { automailContext, portContext } from "../../../sheets/item/automail-parts";

const LIMB_TEMPLATE = templatePath("item/automail.hbs");
const PORT_TEMPLATE = templatePath("item/port.hbs");
export const LIMB_PART = `${MODULE_ID}.automail-part`;
export const PORT_PART = `${MODULE_ID}.port-part`;

/** At init: the parts' partials, each inside an `.augmented item` scope (the shipped item styles are scoped so). */
export function registerAutomailParts(): Promise<unknown> {
  Handlebars.registerPartial(LIMB_PART, `<div class="augmented item ${MODULE_ID}-part">{{> "${LIMB_TEMPLATE}"}}</div>`);
  Handlebars.registerPartial(PORT_PART, `<div class="augmented item ${MODULE_ID}-part">{{> "${PORT_TEMPLATE}"}}</div>`);
  return foundry.applications.handlebars.loadTemplates([LIMB_TEMPLATE, PORT_TEMPLATE]);
}

function addPart(context: Record<string, unknown>, part: string): void {
  const parts = Array.isArray(context.parts) ? context.parts : [];
  context.parts = [...parts, part];
}

export function addLimbSheetData(item: Item.Implementation, context: Record<string, unknown>): void {
  Object.assign(context, { editing: context.editable === true, automail: automailContext(item) });
  addPart(context, LIMB_PART);
}

export function addPortSheetData(item: Item.Implementation, context: Record<string, unknown>): void {
  Object.assign(context, { editing: context.editable === true, port: portContext(item) });
  addPart(context, PORT_PART);
}
