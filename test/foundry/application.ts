/**
 * `foundry.applications.api.ApplicationV2` (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html),
 * rendered into the test's DOM (happy-dom). DEFAULT_OPTIONS are merged down the class chain (`classes`
 * accumulate, `actions` merge); `render({force})` / `render(true)`; the lifecycle `_configureRenderOptions`,
 * `_prepareContext`, `_preFirstRender`, `_preRender`, `_renderHTML`, `_replaceHTML`, `_onFirstRender`,
 * `_onRender`, then the `render<Class>` hooks for each class of the chain; clicks on `[data-action]` call the
 * action with `this` bound to the app and `(event, target)`; `tag: "form"` apps submit through `form.handler`
 * (on change when `submitOnChange`); tabs with `changeTab`/`tabGroups`/`TABS`.
 * Each app belongs to the client that created it; its root element carries `data-stand-in-client`.
 */
import { FormDataExtended } from "./form-data";
import { Hooks } from "./hooks";
import type { Client } from "./client";
import { currentClient, runAsClient } from "./runtime";
import { deepClone, isPlainObject, mergeObject, randomID, type PlainObject } from "./utils";

export type ActionHandler = (this: ApplicationV2, event: Event, target: HTMLElement) => unknown;
export type FormHandler = (this: ApplicationV2, event: Event, form: HTMLFormElement, formData: FormDataExtended) => unknown;

export interface FormConfig {
  handler?: FormHandler;
  submitOnChange?: boolean;
  closeOnSubmit?: boolean;
}

export interface ApplicationOptions {
  id: string;
  uniqueId: string;
  classes: string[];
  tag: string;
  window: { frame: boolean; positioned: boolean; title: string; icon: string | false; controls: unknown[]; minimizable: boolean; resizable: boolean; contentTag: string; contentClasses: string[] };
  actions: Record<string, ActionHandler | { handler: ActionHandler; buttons?: number[] }>;
  form?: FormConfig;
  position: PlainObject;
  [option: string]: unknown;
}

export interface RenderOptions {
  force?: boolean;
  isFirstRender?: boolean;
  parts?: string[];
  [option: string]: unknown;
}

export interface TabConfig {
  tabs: { id: string; icon?: string; label?: string; cssClass?: string; tooltip?: string }[];
  initial?: string;
  labelPrefix?: string;
}

/** The classes from `start`'s BASE_APPLICATION down to `start`. */
function classChain(start: typeof ApplicationV2): (typeof ApplicationV2)[] {
  const chain: (typeof ApplicationV2)[] = [];
  for (let cls: unknown = start; typeof cls === "function"; cls = Object.getPrototypeOf(cls)) {
    chain.unshift(cls as typeof ApplicationV2);
    if (cls === start.BASE_APPLICATION || cls === ApplicationV2) break;
  }
  return chain;
}

const RENDER_STATES = Object.freeze({ ERROR: -3, CLOSING: -2, CLOSED: -1, NONE: 0, RENDERING: 1, RENDERED: 2 });

export class ApplicationV2 {
  static BASE_APPLICATION: typeof ApplicationV2 = ApplicationV2;
  static RENDER_STATES = RENDER_STATES;
  static TABS: Record<string, TabConfig> = {};
  static DEFAULT_OPTIONS: Partial<ApplicationOptions> | PlainObject = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: { frame: true, positioned: true, title: "", icon: false, controls: [], minimizable: true, resizable: false, contentTag: "section", contentClasses: [] },
    actions: {},
    form: undefined,
    position: {},
  };

  readonly options: ApplicationOptions;
  /** The client this application is shown on. */
  readonly client: Client;
  tabGroups: Record<string, string | null> = {};
  position: PlainObject;
  state: number = RENDER_STATES.NONE;
  private readonly appId: string;
  private root: HTMLElement | null = null;
  private content: HTMLElement | null = null;

  constructor(options: PlainObject = {}) {
    this.client = currentClient();
    this.options = this._initializeApplicationOptions(options);
    this.appId = this.options.id.replace("{id}", this.options.uniqueId);
    this.position = { ...this.options.position };
    const ctor = this.constructor as typeof ApplicationV2;
    for (const [group, config] of Object.entries(ctor.TABS)) this.tabGroups[group] = config.initial ?? config.tabs[0]?.id ?? null;
  }

  /** The classes from BASE_APPLICATION down to this one. */
  static *inheritanceChain(): Generator<typeof ApplicationV2> {
    yield* classChain(this);
  }

  protected _initializeApplicationOptions(options: PlainObject): ApplicationOptions {
    const ctor = this.constructor as typeof ApplicationV2;
    const merged: PlainObject = { classes: [] };
    const classes: string[] = [];
    for (const cls of ctor.inheritanceChain()) {
      if (!Object.prototype.hasOwnProperty.call(cls, "DEFAULT_OPTIONS")) continue;
      const defaults = cls.DEFAULT_OPTIONS as PlainObject;
      mergeObject(merged, deepClone(defaults), { inplace: true });
      if (Array.isArray(defaults.classes)) classes.push(...(defaults.classes as string[]));
    }
    mergeObject(merged, options, { inplace: true });
    if (Array.isArray(options.classes)) classes.push(...(options.classes as string[]));
    merged.classes = [...new Set(classes)];
    merged.uniqueId ??= randomID();
    return merged as ApplicationOptions;
  }

  get id(): string {
    return this.appId;
  }

  get element(): HTMLElement {
    if (!this.root) throw new Error(`${this.constructor.name} has not been rendered`);
    return this.root;
  }

  get form(): HTMLFormElement | null {
    return this.root instanceof HTMLFormElement ? this.root : null;
  }

  get rendered(): boolean {
    return this.state === RENDER_STATES.RENDERED;
  }

  get hasFrame(): boolean {
    return this.options.window.frame;
  }

  get title(): string {
    return this.client.world.i18n.localize(this.options.window.title ?? "");
  }

  get window(): { title: HTMLElement | null; content: HTMLElement | null; header: HTMLElement | null } {
    return {
      title: this.root?.querySelector(".window-title") ?? null,
      header: this.root?.querySelector(".window-header") ?? null,
      content: this.content,
    };
  }

  /** Renders the app; a closed app renders only when forced (`render(true)` or `render({force: true})`). */
  async render(options: boolean | RenderOptions = {}, _legacy: RenderOptions = {}): Promise<this> {
    const opts: RenderOptions = typeof options === "boolean" ? { ..._legacy, force: options } : { ...options };
    if (!this.rendered && !opts.force) return this;
    return runAsClient(this.client, () => this.doRender(opts));
  }

  private async doRender(options: RenderOptions): Promise<this> {
    options.isFirstRender = !this.root;
    if (this._canRender(options) === false) return this;
    this._configureRenderOptions(options);
    this.state = RENDER_STATES.RENDERING;
    const context = await this._prepareContext(options);
    if (options.isFirstRender) await this._preFirstRender(context, options);
    await this._preRender(context, options);
    const result = await this._renderHTML(context, options);
    if (options.isFirstRender) {
      this.root = this._renderFrame(options);
      this.content = this.hasFrame ? (this.root.querySelector(".window-content") as HTMLElement) : this.root;
      this._attachFrameListeners();
      document.body.append(this.root);
    }
    this._replaceHTML(result, this.content as HTMLElement, options);
    this.state = RENDER_STATES.RENDERED;
    if (options.isFirstRender) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    for (const cls of [...(this.constructor as typeof ApplicationV2).inheritanceChain()].reverse()) {
      Hooks.callAll(`render${cls.name}`, this, this.root, context, options);
    }
    for (const [group, tab] of Object.entries(this.tabGroups)) if (tab) this.changeTab(tab, group, { force: true });
    return this;
  }

  protected _canRender(_options: RenderOptions): boolean | void {}
  protected _configureRenderOptions(_options: RenderOptions): void {}
  protected async _prepareContext(_options: RenderOptions): Promise<PlainObject> {
    return {};
  }
  protected async _preFirstRender(_context: PlainObject, _options: RenderOptions): Promise<void> {}
  protected async _preRender(_context: PlainObject, _options: RenderOptions): Promise<void> {}
  protected async _onFirstRender(_context: PlainObject, _options: RenderOptions): Promise<void> {}
  protected async _onRender(_context: PlainObject, _options: RenderOptions): Promise<void> {}
  protected _preClose(_options: PlainObject): void {}
  protected _onClose(_options: PlainObject): void {}

  protected async _renderHTML(_context: PlainObject, _options: RenderOptions): Promise<unknown> {
    throw new Error(`${this.constructor.name} must implement _renderHTML (use HandlebarsApplicationMixin)`);
  }

  protected _replaceHTML(_result: unknown, _content: HTMLElement, _options: RenderOptions): void {
    throw new Error(`${this.constructor.name} must implement _replaceHTML (use HandlebarsApplicationMixin)`);
  }

  /** The outer element: a window frame (header + content section) unless `window.frame` is false. */
  protected _renderFrame(_options: RenderOptions): HTMLElement {
    const el = document.createElement(this.options.tag || "div");
    el.id = this.id;
    el.classList.add("application", ...this.options.classes);
    el.dataset.standInClient = String(this.client.user.id);
    if (this.hasFrame) {
      const header = document.createElement("header");
      header.className = "window-header";
      const title = document.createElement("h1");
      title.className = "window-title";
      title.textContent = this.title;
      const close = document.createElement("button");
      close.type = "button";
      close.className = "header-control";
      close.dataset.action = "close";
      header.append(title, close);
      const content = document.createElement(this.options.window.contentTag || "section");
      content.classList.add("window-content", ...(this.options.window.contentClasses ?? []));
      el.append(header, content);
    }
    return el;
  }

  private _attachFrameListeners(): void {
    const el = this.root as HTMLElement;
    const world = this.client.world;
    const track = (label: string, fn: () => unknown) => runAsClient(this.client, () => world.guard(label, fn));
    el.addEventListener("click", (event) => track(`${this.constructor.name} click`, () => this.onClick(event as MouseEvent)));
    el.addEventListener("contextmenu", (event) => track(`${this.constructor.name} contextmenu`, () => this.onClick(event as MouseEvent, 2)));
    if (el instanceof HTMLFormElement && this.options.form) {
      const formConfig = this.options.form;
      el.addEventListener("submit", (event) => track(`${this.constructor.name} submit`, () => this._onSubmitForm(formConfig, event)));
      el.addEventListener("change", (event) => track(`${this.constructor.name} change`, () => this._onChangeForm(formConfig, event)));
    }
  }

  private onClick(event: MouseEvent, button = event.button ?? 0): unknown {
    const origin = event.target instanceof Element ? event.target : null;
    const target = origin?.closest("[data-action]") as HTMLElement | null;
    if (!target || !this.root?.contains(target)) return undefined;
    const action = target.dataset.action as string;
    if (action === "close") {
      event.stopPropagation();
      return button === 0 ? this.close() : undefined;
    }
    if (action === "tab") {
      if (button !== 0) return undefined;
      const { tab, group } = target.dataset;
      if (tab && group) this.changeTab(tab, group, { event });
      return undefined;
    }
    const configured = this.options.actions[action];
    if (!configured) return this._onClickAction(event, target);
    const handler = typeof configured === "function" ? configured : configured.handler;
    const buttons = typeof configured === "function" ? [0] : configured.buttons ?? [0];
    if (!buttons.includes(button)) return undefined;
    return handler.call(this, event, target);
  }

  /** Called for `[data-action]` clicks with no configured handler. */
  protected _onClickAction(_event: Event, _target: HTMLElement): unknown {
    return undefined;
  }

  protected async _onChangeForm(formConfig: FormConfig, event: Event): Promise<void> {
    if (formConfig.submitOnChange) await this._onSubmitForm(formConfig, event);
  }

  protected async _onSubmitForm(formConfig: FormConfig, event: Event): Promise<void> {
    event.preventDefault();
    const form = this.form;
    if (!form || !formConfig.handler) return;
    const formData = new FormDataExtended(form);
    await formConfig.handler.call(this, event, form, formData);
    if (formConfig.closeOnSubmit) await this.close({ submitted: true });
  }

  /** Submits the form programmatically. */
  async submit(_options: PlainObject = {}): Promise<void> {
    if (this.options.form) await this._onSubmitForm(this.options.form, new Event("submit", { cancelable: true }));
  }

  changeTab(tab: string, group: string, { force = false }: { event?: Event; navElement?: HTMLElement; force?: boolean; updatePosition?: boolean } = {}): void {
    if (!force && this.tabGroups[group] === tab) return;
    this.tabGroups[group] = tab;
    if (!this.root) return;
    for (const el of Array.from(this.root.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`))) {
      el.classList.toggle("active", el.dataset.tab === tab);
    }
  }

  /** v13 tab descriptors for one group of `static TABS`. */
  protected _prepareTabs(group: string): Record<string, PlainObject> {
    const config = this._getTabsConfig(group);
    if (!config) return {};
    const active = this.tabGroups[group] ?? config.initial ?? config.tabs[0]?.id;
    const out: Record<string, PlainObject> = {};
    for (const t of config.tabs) {
      const isActive = t.id === active;
      const label = t.label ?? (config.labelPrefix ? `${config.labelPrefix}.${t.id}` : t.id);
      out[t.id] = { ...t, group, label, active: isActive, cssClass: [t.cssClass, isActive ? "active" : ""].filter(Boolean).join(" ") };
    }
    return out;
  }

  protected _getTabsConfig(group: string): TabConfig | null {
    return (this.constructor as typeof ApplicationV2).TABS[group] ?? null;
  }

  async close(options: PlainObject = {}): Promise<this> {
    if (!this.root) {
      this.state = RENDER_STATES.CLOSED;
      return this;
    }
    this.state = RENDER_STATES.CLOSING;
    this._preClose(options);
    this.root.remove();
    this.root = null;
    this.content = null;
    this.state = RENDER_STATES.CLOSED;
    runAsClient(this.client, () => {
      this._onClose(options);
      for (const cls of [...(this.constructor as typeof ApplicationV2).inheritanceChain()].reverse()) Hooks.callAll(`close${cls.name}`, this, options);
    });
    return this;
  }

  setPosition(position: PlainObject = {}): PlainObject {
    if (isPlainObject(position)) Object.assign(this.position, position);
    return this.position;
  }

  bringToFront(): void {}
  async minimize(): Promise<void> {}
  async maximize(): Promise<void> {}
}
