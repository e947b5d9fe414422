/**
 * The typed slice of Foundry's sheet classes our sheets build on.
 *
 * Why not extend `HandlebarsApplicationMixin(ActorSheetV2)` with its full community types? Overriding
 * `DEFAULT_OPTIONS` on that mixed class makes `tsc` instantiate types without end (TS2589) and run out of memory.
 * So the mixed classes are created once here and seen through the narrow interfaces below: everything our sheets
 * call is still named and checked at its call sites.
 *
 * Measured again before keeping it (2026-12-02, 2 cores shared with seven other jobs, load 24–30): one probe
 * sheet class with `DEFAULT_OPTIONS`, `PARTS`, an action and `_prepareContext`, type-checked alone against the
 * community types (`tsc -p` on that one file): through this narrow view 2 min 05 s and 333 MB; extending the full
 * mixed class, not finished after 20 min (stopped) at 1.34 GB and growing. The whole project with this file:
 * 12–14 min and 1.09 GB under the same load. Retiring it needs the community types to stop that instantiation.
 */

import { withFormChecks } from "./range-refusal";

/** The part of Foundry's render options our sheets read. */
export interface SheetRenderOptions {
  force?: boolean;
  parts?: string[];
  isFirstRender?: boolean;
}

/** One Handlebars part of a sheet (ApplicationV2 PARTS entry). */
export interface SheetPart {
  template: string;
  templates?: string[];
  scrollable?: string[];
  classes?: string[];
}

/** What a sheet instance offers us (ApplicationV2 + DocumentSheetV2 + HandlebarsApplicationMixin). */
export interface DocumentSheetInstance<TDocument> {
  readonly document: TDocument;
  readonly isEditable: boolean;
  readonly element: HTMLElement;
  readonly rendered: boolean;
  readonly id: string;
  tabGroups: Record<string, string>;
  render(options?: boolean | SheetRenderOptions): Promise<this>;
  close(options?: object): Promise<this>;
  changeTab(tab: string, group: string, options?: object): void;
  _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown>>;
  /** HandlebarsApplicationMixin: the parts this render may render (v13; first render: all of them). */
  _configureRenderParts(options: SheetRenderOptions): Record<string, SheetPart>;
  _preparePartContext(partId: string, context: Record<string, unknown>, options: SheetRenderOptions): Promise<Record<string, unknown>>;
  _onRender(context: Record<string, unknown>, options: SheetRenderOptions): Promise<void>;
  _onFirstRender(context: Record<string, unknown>, options: SheetRenderOptions): Promise<void>;
  /** The submitted form as update data (v13 validates it next, before `document.update`). */
  _processFormData(event: Event | null, form: HTMLFormElement, formData: { object: Record<string, unknown> }): Record<string, unknown>;
}

export interface ActorSheetInstance extends DocumentSheetInstance<Actor.Implementation> {
  readonly actor: Actor.Implementation;
  /** ActorSheetV2's drag and drop handlers, which our actor sheets extend. */
  _onDragStart(event: DragEvent): Promise<void>;
  _onDrop(event: DragEvent): Promise<unknown>;
  _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

export interface ItemSheetInstance extends DocumentSheetInstance<Item.Implementation> {
  readonly item: Item.Implementation;
}

/** The static side: Foundry merges DEFAULT_OPTIONS up the class chain and renders PARTS in order. */
interface SheetConstructor<TInstance> {
  new (options?: object): TInstance;
  DEFAULT_OPTIONS: object;
  PARTS: Record<string, SheetPart>;
}

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;
type AnyClass = abstract new (...args: never[]) => object;

// cast: see the file comment; the runtime class is Foundry's own, only its compile-time view is narrowed. Its form
// handling cleans v13's checkbox values first (form-data.ts), then refuses out-of-range numbers (range-refusal.ts).
export const ActorSheetBase = withFormChecks(HandlebarsApplicationMixin(ActorSheetV2) as AnyClass) as SheetConstructor<ActorSheetInstance>;

// cast: as above, for item sheets.
export const ItemSheetBase = withFormChecks(HandlebarsApplicationMixin(ItemSheetV2) as AnyClass) as SheetConstructor<ItemSheetInstance>;

/** Our sheet classes are Foundry's at runtime; registration wants Foundry's full type back. */
export function asFoundrySheet(sheet: SheetConstructor<unknown>): foundry.applications.api.DocumentSheetV2.AnyConstructor {
  // cast: the narrow view above hides the static members registration checks for; the runtime class has them.
  return sheet as unknown as foundry.applications.api.DocumentSheetV2.AnyConstructor;
}

const { ApplicationV2 } = foundry.applications.api;

/**
 * A plain Handlebars window (no document: the Workshop, the dnd5e module's body-map window) seen through the
 * narrow instance view `TInstance` its file declares, for the reason in the file comment.
 */
export function applicationBase<TInstance>(): SheetConstructor<TInstance> {
  // cast: see the file comment; the runtime class is Foundry's own, only its compile-time view is narrowed.
  return HandlebarsApplicationMixin(ApplicationV2) as AnyClass as SheetConstructor<TInstance>;
}
