/**
 * Templates with the real Handlebars (https://foundryvtt.com/api/v13/modules/foundry.applications.handlebars.html):
 * `getTemplate` compiles a file once and registers it as a partial under its path, `loadTemplates` accepts an
 * array of paths or a `{name: path}` record (extra partial names), `renderTemplate` renders with prototype
 * access allowed (templates read document getters such as `actor.isOwner`, as in Foundry).
 * Paths: "systems/<system id>/…" maps to the repository root; "templates/…" to the few core templates below.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import HandlebarsModule from "handlebars";
import { registerHelpers } from "./handlebars-helpers";
import { REPO_ROOT } from "./paths";
import { activeWorldOrNull } from "./runtime";

export type Template = HandlebarsTemplateDelegate;

/** One Handlebars environment for the process: the system registers helpers on the global `Handlebars`. */
export const Handlebars = HandlebarsModule.create();
registerHelpers(Handlebars);

/** Core Foundry templates systems commonly include, written for the stand-in. */
const CORE_TEMPLATES: Record<string, string> = {
  "templates/generic/tab-navigation.hbs": `<nav class="tabs {{cssClass}}" data-group="{{tabs.[0].group}}">{{#each tabs}}<a class="{{cssClass}}" data-action="tab" data-group="{{group}}" data-tab="{{id}}"{{#if tooltip}} data-tooltip="{{tooltip}}"{{/if}}>{{#if icon}}<i class="{{icon}}"></i> {{/if}}<span>{{localize label}}</span></a>{{/each}}</nav>`,
  "templates/generic/form-footer.hbs": `<footer class="form-footer">{{#each buttons}}<button type="{{type}}"{{#if action}} data-action="{{action}}"{{/if}}{{#if name}} name="{{name}}"{{/if}}>{{#if icon}}<i class="{{icon}}"></i> {{/if}}<span>{{localize label}}</span></button>{{/each}}</footer>`,
};

const cache = new Map<string, Template>();

/** The file system path of a template path, or undefined for core templates. */
export function resolveTemplatePath(path: string): string {
  const systemId = activeWorldOrNull()?.systemId ?? "augmented";
  const prefix = `systems/${systemId}/`;
  const relative = path.startsWith("/") ? path.slice(1) : path;
  if (relative.startsWith(prefix)) return join(activeWorldOrNull()?.systemRoot ?? REPO_ROOT, relative.slice(prefix.length));
  for (const module of activeWorldOrNull()?.modules ?? []) {
    const modulePrefix = `modules/${String(module.manifest.id)}/`;
    if (relative.startsWith(modulePrefix)) return join(module.root, relative.slice(modulePrefix.length));
  }
  return join(REPO_ROOT, relative);
}

function readTemplate(path: string): string {
  const core = CORE_TEMPLATES[path];
  if (core !== undefined) return core;
  const file = resolveTemplatePath(path);
  if (!existsSync(file)) throw new Error(`Failed to load template ${path}: no file at ${file}`);
  return readFileSync(file, "utf8");
}

export async function getTemplate(path: string, id?: string): Promise<Template> {
  return getTemplateSync(path, id);
}

export function getTemplateSync(path: string, id?: string): Template {
  let template = cache.get(path);
  if (!template) {
    template = Handlebars.compile(readTemplate(path), { preventIndent: true });
    cache.set(path, template);
  }
  Handlebars.registerPartial(path, template);
  if (id) Handlebars.registerPartial(id, template);
  return template;
}

export async function loadTemplates(paths: string[] | Record<string, string>): Promise<Template[]> {
  if (Array.isArray(paths)) return paths.map((p) => getTemplateSync(p));
  return Object.entries(paths).map(([name, p]) => getTemplateSync(p, name));
}

export async function renderTemplate(path: string, data: object = {}): Promise<string> {
  const template = getTemplateSync(path);
  return template(data, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
}

/** Forget compiled templates (templates edited on disk during a run). */
export function clearTemplateCache(): void {
  cache.clear();
}
