/**
 * `foundry.applications.api.DocumentSheetV2` and `foundry.applications.sheets.ActorSheetV2` / `ItemSheetV2`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html,
 *  https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html).
 *
 * A sheet is a form: a submit (or a change, with `form.submitOnChange`) reads the form with
 * FormDataExtended → `_processFormData` (expandObject) → `_prepareSubmitData` (validated) →
 * `_processSubmitData` → `document.update`. The sheet registers in `document.apps` on first render, so the
 * document re-renders it after each change. Without edit permission every input is disabled.
 * ActorSheetV2 drags rows from `.draggable` elements and takes drops through `_canDragDrop`, the
 * `dropActorSheetData` hook and `fromDropData` (see the class).
 */
import { ApplicationV2, type RenderOptions } from "./application";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./constants";
import type { Document } from "./document";
import type { FormDataExtended } from "./form-data";
import { expandObject, getProperty, mergeObject, type PlainObject } from "./utils";
import { FilePicker } from "./file-picker";
import { TextEditor } from "./text-editor";
import { Hooks } from "./hooks";
import { performIntegerSort } from "./sorting";

/**
 * The `editImage` action of DocumentSheetV2: on an `<img data-edit="path">`, a FilePicker for images opens at the
 * current source value; the chosen path becomes the image's `src` and, with `submitOnChange`, the form is submitted
 * (FormDataExtended reads `img[data-edit]`).
 */
async function onEditImage(this: ApplicationV2, _event: Event, target: HTMLElement): Promise<void> {
  const sheet = this as DocumentSheetV2;
  if (!(target instanceof HTMLImageElement)) throw new Error("The editImage action is available only for IMG elements.");
  const attr = target.dataset.edit ?? "img";
  const current = getProperty(sheet.document._source, attr);
  const picker = new FilePicker.implementation({
    current: typeof current === "string" ? current : "",
    type: "image",
    callback: (path: string) => {
      target.src = path;
      const form = (sheet.options as { form?: { submitOnChange?: boolean } }).form;
      if (form?.submitOnChange) sheet.element.dispatchEvent(new Event("submit", { cancelable: true }));
    },
  });
  await picker.browse();
}

async function onSubmitDocumentForm(this: ApplicationV2, event: Event, form: HTMLFormElement, formData: FormDataExtended): Promise<void> {
  const sheet = this as DocumentSheetV2;
  if (!sheet.isEditable) return;
  const submitData = sheet._prepareSubmitData(event, form, formData);
  await sheet._processSubmitData(event, form, submitData);
}

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: PlainObject = {
    id: "{id}",
    classes: ["sheet"],
    tag: "form",
    document: null,
    viewPermission: DOCUMENT_OWNERSHIP_LEVELS.LIMITED,
    editPermission: DOCUMENT_OWNERSHIP_LEVELS.OWNER,
    canCreate: false,
    sheetConfig: true,
    actions: { editImage: onEditImage },
    form: { handler: onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
    window: { controls: [] },
  };

  private readonly doc: Document;

  constructor(options: PlainObject = {}) {
    const document = options.document as Document | undefined;
    if (!document) throw new Error("A DocumentSheetV2 application must be provided a Document instance");
    super({ uniqueId: `${new.target.name}-${document.uuid.replaceAll(".", "-")}`, ...options });
    this.doc = document;
  }

  get document(): Document {
    return this.doc;
  }

  override get title(): string {
    const doc = this.document;
    const config = this.client.config[doc.documentName] as { typeLabels?: Record<string, string> } | undefined;
    const label = config?.typeLabels?.[doc.type] ?? `DOCUMENT.${doc.documentName}`;
    return `${this.client.world.i18n.localize(label)}: ${doc.name}`;
  }

  get isVisible(): boolean {
    return this.document.testUserPermission(this.client.user, this.options.viewPermission as number);
  }

  get isEditable(): boolean {
    if (this.document.pack) return false;
    return this.document.testUserPermission(this.client.user, this.options.editPermission as number);
  }

  protected override _canRender(_options: RenderOptions): boolean | void {
    if (!this.isVisible) throw new Error(`You do not have permission to view this ${this.document.documentName} sheet`);
  }

  protected override async _prepareContext(options: RenderOptions): Promise<PlainObject> {
    const context = await super._prepareContext(options);
    return {
      ...context,
      document: this.document,
      source: this.document._source,
      fields: this.document.schema.fields,
      editable: this.isEditable,
      user: this.client.user,
      rootId: this.id,
    };
  }

  protected override async _onFirstRender(context: PlainObject, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    this.document.apps[this.id] = this;
  }

  protected override async _onRender(context: PlainObject, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) this._toggleDisabled(true);
  }

  protected _toggleDisabled(disabled: boolean): void {
    for (const el of Array.from(this.element.querySelectorAll<HTMLInputElement>("input, select, textarea, button:not([data-action=close])"))) {
      el.disabled = disabled;
    }
  }

  protected override _onClose(options: PlainObject): void {
    super._onClose(options);
    delete this.document.apps[this.id];
  }

  _processFormData(_event: Event | null, _form: HTMLFormElement, formData: FormDataExtended): PlainObject {
    return expandObject(formData.object);
  }

  /** The update the form asks for; throws a validation error naming the field if it is invalid. */
  _prepareSubmitData(event: Event | null, form: HTMLFormElement, formData: FormDataExtended, updateData?: PlainObject): PlainObject {
    const submitData = this._processFormData(event, form, formData);
    if (updateData) mergeObject(submitData, updateData, { inplace: true });
    this.document.validate({ changes: submitData, clean: true, fallback: false });
    return submitData;
  }

  async _processSubmitData(_event: Event | null, _form: HTMLFormElement, submitData: PlainObject, options: PlainObject = {}): Promise<void> {
    await this.document.update(submitData, options);
  }
}

/**
 * ActorSheetV2's drag and drop as v13 wires it (a DragDrop bound on every render): drags start only from
 * `.draggable` elements (given `draggable="true"`), if `_canDragStart(".draggable")`; `_onDragStart` puts the
 * row's item or effect (`data-item-id` / `data-effect-id` on the dragged element) as `{type, uuid}` JSON in
 * `text/plain`. A drop anywhere on the sheet runs only if `_canDragDrop()` (the sheet is editable), then
 * `_onDrop`: the `dropActorSheetData(actor, sheet, data)` hook may cancel it with `false`; the document is
 * resolved with `<Class>.implementation.fromDropData(data)` and handed to `_onDropItem` / `_onDropActiveEffect`
 * / `_onDropActor` / `_onDropFolder`. `_onDropItem` sorts an item dropped on its own actor (`_onSortItem`) and
 * otherwise creates a copy (its id kept when free).
 */
export class ActorSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { position: { width: 600 } };

  get actor(): Document {
    return this.document;
  }

  /** The token whose delta this sheet edits (a synthetic actor's sheet), else null. */
  get token(): Document | null {
    const actor = this.document as Document & { isToken?: boolean; token?: Document | null };
    return actor.isToken ? actor.token ?? null : null;
  }

  protected override async _onFirstRender(context: PlainObject, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    this.element.addEventListener("dragover", (event) => {
      event.preventDefault();
      this._onDragOver(event as DragEvent);
    });
    this.element.addEventListener("drop", (event) => {
      if (!this._canDragDrop(null)) return;
      event.preventDefault();
      this.client.world.guard(`${this.constructor.name} drop`, () => this._onDrop(event as DragEvent));
    });
  }

  protected override async _onRender(context: PlainObject, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const element of this.element.querySelectorAll<HTMLElement>(".draggable")) {
      element.setAttribute("draggable", "true");
      element.addEventListener("dragstart", (event) => {
        if (!this._canDragStart(".draggable")) return;
        this.client.world.guard(`${this.constructor.name} dragstart`, () => this._onDragStart(event as DragEvent));
      });
    }
  }

  /** Whether the current user may start a drag from this selector (v13: the sheet is editable). */
  protected _canDragStart(_selector: string | null): boolean {
    return this.isEditable;
  }

  /** Whether the current user may drop on this sheet (v13: the sheet is editable). */
  protected _canDragDrop(_selector: string | null): boolean {
    return this.isEditable;
  }

  protected _onDragOver(_event: DragEvent): void {}

  /** Puts the dragged row's item or effect on the drag (links inside it drag themselves). */
  protected async _onDragStart(event: DragEvent): Promise<void> {
    const row = event.currentTarget as HTMLElement | null;
    if (!row || (event.target instanceof HTMLElement && "link" in event.target.dataset)) return;
    let dragData: PlainObject | null = null;
    const itemId = row.dataset.itemId;
    const effectId = row.dataset.effectId;
    if (itemId) {
      const item = this.actor.getEmbeddedCollection("Item").get(itemId);
      if (item) dragData = item.toDragData();
    } else if (effectId) {
      const effect = this.actor.getEmbeddedCollection("ActiveEffect").get(effectId);
      if (effect) dragData = effect.toDragData();
    }
    if (!dragData) return;
    event.dataTransfer?.setData("text/plain", JSON.stringify(dragData));
  }

  /** Reads the drop payload (`text/plain` JSON), asks `dropActorSheetData`, resolves the document, dispatches. */
  protected async _onDrop(event: DragEvent): Promise<unknown> {
    const data = TextEditor.getDragEventData(event);
    if (Hooks.call("dropActorSheetData", this.actor, this, data) === false) return null;
    const type = typeof data.type === "string" ? data.type : "";
    const config = this.client.config[type] as { documentClass?: typeof Document } | undefined;
    const cls = config?.documentClass;
    if (!cls) return null;
    const document = await cls.implementation.fromDropData(data);
    if (!document) return null;
    switch (type) {
      case "Item": return this._onDropItem(event, document);
      case "ActiveEffect": return this._onDropActiveEffect(event, document);
      case "Actor": return this._onDropActor(event, document);
      case "Folder": return this._onDropFolder(event, document);
      default: return null;
    }
  }

  protected async _onDropActor(_event: DragEvent, _actor: Document): Promise<unknown> {
    return null;
  }

  protected async _onDropFolder(_event: DragEvent, _folder: Document): Promise<unknown> {
    return null;
  }

  /** Creates a copy of a dropped effect on this actor (an owner-only action); its own effect is left alone. */
  protected async _onDropActiveEffect(_event: DragEvent, effect: Document): Promise<Document | null> {
    if (!this.actor.isOwner || effect.parent === this.actor) return null;
    const created = await this.actor.createEmbeddedDocuments("ActiveEffect", [effect.toObject()]);
    return created[0] ?? null;
  }

  /** Its own item is sorted; any other is created on this actor (keeping its id when free); an owner-only action. */
  protected async _onDropItem(event: DragEvent, item: Document): Promise<Document | null> {
    if (!this.actor.isOwner) return null;
    if (item.parent === this.actor) {
      await this._onSortItem(event, item);
      return item;
    }
    const items = this.actor.getEmbeddedCollection("Item");
    const data = item.toObject();
    // Like Foundry, an item taken from a compendium remembers where it came from.
    if (item.pack) data._stats = { ...(data._stats as PlainObject | undefined), compendiumSource: item.uuid };
    const created = await this.actor.createEmbeddedDocuments("Item", [data], { keepId: !items.has(String(item.id)) });
    return created[0] ?? null;
  }

  /**
   * Sorts its own item dropped on another row: the row under the pointer (`[data-item-id]`) is the target, the
   * other item rows beside it (the drop target's parent's children) are the siblings, and
   * `foundry.utils.performIntegerSort` gives the new `sort` keys, written in one `updateEmbeddedDocuments`.
   * Dropped on itself or off any row: nothing. (README, evidence table: "ActorSheetV2 `_onSortItem`".)
   */
  protected async _onSortItem(event: DragEvent, item: Document): Promise<unknown> {
    const items = this.actor.getEmbeddedCollection("Item");
    const source = items.get(String(item.id));
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-item-id]") : null;
    const target = row ? items.get(row.dataset.itemId ?? "") : undefined;
    if (!source || !target || target === source) return null;
    const siblings: Document[] = [];
    for (const element of row?.parentElement?.children ?? []) {
      const id = (element as HTMLElement).dataset.itemId;
      const sibling = id && id !== source.id ? items.get(id) : undefined;
      if (sibling) siblings.push(sibling);
    }
    const updates = performIntegerSort(source, { target, siblings }).map((u) => ({ ...u.update, _id: (u.target as Document).id }));
    return this.actor.updateEmbeddedDocuments("Item", updates);
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { position: { width: 480 } };

  get item(): Document {
    return this.document;
  }

  get actor(): Document | null {
    return this.document.parent?.documentName === "Actor" ? this.document.parent : null;
  }
}
