/**
 * `foundry.applications.api.HandlebarsApplicationMixin`
 * (https://foundryvtt.com/api/v13/functions/foundry.applications.api.HandlebarsApplicationMixin.html):
 * static PARTS {template, templates, classes, id, scrollable}; each rendered part must be a single element,
 * which gets `data-application-part`; re-rendering replaces only the parts asked for (`options.parts`);
 * `_configureRenderParts`, `_preparePartContext(partId, context, options)`, `_attachPartListeners`.
 */
import { ApplicationV2, type RenderOptions } from "./application";
import { loadTemplates, renderTemplate } from "./handlebars";
import type { PlainObject } from "./utils";

export interface PartConfig {
  template: string;
  templates?: string[];
  classes?: string[];
  id?: string;
  scrollable?: string[];
  forms?: Record<string, unknown>;
  root?: boolean;
}

// TypeScript requires a mixin's base constructor to take `...args: any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AppConstructor = new (...args: any[]) => ApplicationV2;

export function HandlebarsApplicationMixin<TBase extends AppConstructor>(Base: TBase) {
  class HandlebarsApplication extends Base {
    static PARTS: Record<string, PartConfig> = {};

    /** The rendered element of each part. */
    parts: Record<string, HTMLElement> = {};

    protected override _configureRenderOptions(options: RenderOptions): void {
      super._configureRenderOptions(options);
      const all = Object.keys(this._configureRenderParts(options));
      options.parts = options.isFirstRender || !options.parts ? all : options.parts.filter((p) => all.includes(p));
    }

    /** The parts to render (override to drop or add parts for this render). */
    protected _configureRenderParts(_options: RenderOptions): Record<string, PartConfig> {
      return { ...(this.constructor as unknown as { PARTS: Record<string, PartConfig> }).PARTS }; // PARTS is a static of the concrete class
    }

    protected async _preparePartContext(partId: string, context: PlainObject, _options: RenderOptions): Promise<PlainObject> {
      context.partId = `${this.id}-${partId}`;
      return context;
    }

    protected override async _renderHTML(context: PlainObject, options: RenderOptions): Promise<Record<string, HTMLElement>> {
      const parts = this._configureRenderParts(options);
      const rendered: Record<string, HTMLElement> = {};
      for (const partId of options.parts ?? []) {
        const part = parts[partId];
        if (!part) continue;
        if (part.templates?.length) await loadTemplates(part.templates);
        const partContext = await this._preparePartContext(partId, { ...context }, options);
        const html = await renderTemplate(part.template, partContext);
        const holder = document.createElement("template");
        holder.innerHTML = html.trim();
        const elements = Array.from(holder.content.children);
        if (elements.length !== 1) {
          throw new Error(`Template part "${partId}" must render a single HTML element (${part.template} rendered ${elements.length})`);
        }
        const element = elements[0] as HTMLElement;
        markSelectedOptions(element);
        element.dataset.applicationPart = partId;
        if (part.classes?.length) element.classList.add(...part.classes);
        if (part.id) element.id = `${this.id}-${part.id}`;
        rendered[partId] = element;
      }
      return rendered;
    }

    protected override _replaceHTML(result: unknown, content: HTMLElement, options: RenderOptions): void {
      for (const [partId, element] of Object.entries(result as Record<string, HTMLElement>)) {
        const prior = content.querySelector(`[data-application-part="${partId}"]`);
        if (prior) prior.replaceWith(element);
        else content.append(element);
        this._attachPartListeners(partId, element, options);
        this.parts[partId] = element;
      }
    }

    protected _attachPartListeners(_partId: string, _element: HTMLElement, _options: RenderOptions): void {}
  }
  return HandlebarsApplication;
}

/**
 * happy-dom parses `<option selected>` inside a `<template>` into the wrong current option (a browser makes the
 * option marked `selected` current). Restore the browser's behaviour here, in the stand-in, so sheets need no
 * test-only code and a form submit writes back what the template marked.
 */
function markSelectedOptions(root: HTMLElement): void {
  for (const select of Array.from(root.querySelectorAll("select"))) {
    for (const option of Array.from(select.options)) option.selected = option.hasAttribute("selected");
  }
}
