import { templatePath } from "../constants";

/** Partials and parts loaded once at init, so the first sheet opens without fetching templates one by one. */
export const TEMPLATE_PATHS = [
  "actor/character/header.hbs",
  "actor/character/abilities.hbs",
].map(templatePath);

export function preloadTemplates(): Promise<unknown> {
  return foundry.applications.handlebars.loadTemplates(TEMPLATE_PATHS);
}
