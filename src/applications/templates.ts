import { templatePath } from "../constants";

/** Partials and parts loaded once at init, so the first sheet opens without fetching templates one by one. */
export const TEMPLATE_PATHS = [
  "actor/character/header.hbs",
  "actor/character/abilities.hbs",
  ...["attributes", "inventory", "features", "augments", "automail", "biography"].map((part) => `actor/character/${part}.hbs`),
  ...["skills", "traits", "items", "save-dcs", "integrity-due", "cyborg-toggle"].map((part) => `actor/parts/${part}.hbs`),
  "actor/npc/sheet.hbs",
  ...["header", "weapon", "equipment", "feature", "tool", "uses", "description"].map((part) => `item/${part}.hbs`),
  "chat/card.hbs",
  "chat/roll-box.hbs",
  "dialogs/roll.hbs",
  "dialogs/hit-dice.hbs",
  "dialogs/cost.hbs",
].map(templatePath);

export function preloadTemplates(): Promise<unknown> {
  return foundry.applications.handlebars.loadTemplates(TEMPLATE_PATHS);
}
