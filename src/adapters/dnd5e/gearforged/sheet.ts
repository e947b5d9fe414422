/**
 * A chassis's and an upgrade's own fields in dnd5e's item sheet: dnd5e's ItemSheet5e asks the item's model for
 * `getSheetData(context)` (release-5.3.3 `module/applications/item/item-sheet.mjs:215`) and draws every partial named
 * in `context.parts` in its Details tab (`templates/items/details.hbs`), as the augment's part is drawn
 * (../augment-sheet-data.ts). The parts are the system sheet's (templates/item/chassis.hbs, upgrade.hbs) with their
 * contexts (src/sheets/item/gearforged-parts.ts): the values as words in play mode, inputs in Edit mode (dnd5e's
 * `editable`), which chassis values are GM defaults (GC-CH-1), an upgrade's requirements and recorded choices. dnd5e's
 * context already holds what they read besides: `system`, and `fields` (the model's schema, labelled by the shared
 * prefixes).
 */
import { templatePath } from "../../../constants";
import { MODULE_ID } from "../constants";
import { chassisContext, upgradeContext } from "../../../sheets/item/gearforged-parts";

const CHASSIS_TEMPLATE = templatePath("item/chassis.hbs");
const UPGRADE_TEMPLATE = templatePath("item/upgrade.hbs");
const GM_DEFAULT_TEMPLATE = templatePath("item/gm-default.hbs");

export const CHASSIS_PART = `${MODULE_ID}.chassis-part`;
export const UPGRADE_PART = `${MODULE_ID}.upgrade-part`;

/** At init: the parts' partials, each inside the `.augmented item` scope the system's item styles are written for. */
export function registerGearforgedParts(): Promise<unknown> {
  Handlebars.registerPartial(CHASSIS_PART, `<div class="augmented item ${MODULE_ID}-part">{{> "${CHASSIS_TEMPLATE}"}}</div>`);
  Handlebars.registerPartial(UPGRADE_PART, `<div class="augmented item ${MODULE_ID}-part">{{> "${UPGRADE_TEMPLATE}"}}</div>`);
  return foundry.applications.handlebars.loadTemplates([CHASSIS_TEMPLATE, UPGRADE_TEMPLATE, GM_DEFAULT_TEMPLATE]);
}

function addPart(context: Record<string, unknown>, part: string, data: Record<string, unknown>): void {
  const parts = Array.isArray(context.parts) ? context.parts : [];
  Object.assign(context, data, { editing: context.editable === true });
  context.parts = [...parts, part];
}

export function addChassisSheetData(item: Item.Implementation, context: Record<string, unknown>): void {
  addPart(context, CHASSIS_PART, { chassis: chassisContext(item) });
}

export function addUpgradeSheetData(item: Item.Implementation, context: Record<string, unknown>): void {
  addPart(context, UPGRADE_PART, { upgrade: upgradeContext(item) });
}
