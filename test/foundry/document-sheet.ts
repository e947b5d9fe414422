/**
 * `foundry.applications.api.DocumentSheetV2` and `foundry.applications.sheets.ActorSheetV2` / `ItemSheetV2`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html,
 *  https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html).
 *
 * A sheet is a form: a submit (or a change, with `form.submitOnChange`) reads the form with
 * FormDataExtended → `_processFormData` (expandObject) → `_prepareSubmitData` (validated) →
 * `_processSubmitData` → `document.update`. The sheet registers in `document.apps` on first render, so the
 * document re-renders it after each change. Without edit permission every input is disabled.
 * ActorSheetV2 creates a dropped Item on the actor (`_onDrop` → `_onDropItem`).
 */
import { ApplicationV2, type RenderOptions } from "./application";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./constants";
import type { Document } from "./document";
import type { FormDataExtended } from "./form-data";
import { fromUuid } from "./uuid";
import { expandObject, mergeObject, type PlainObject } from "./utils";
import { TextEditor } from "./text-editor";

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
    actions: {},
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

export class ActorSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { position: { width: 600 } };

  get actor(): Document {
    return this.document;
  }

  get token(): null {
    return null;
  }

  protected override async _onFirstRender(context: PlainObject, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    this.element.addEventListener("dragover", (event) => event.preventDefault());
    this.element.addEventListener("drop", (event) => this.client.world.guard(`${this.constructor.name} drop`, () => this._onDrop(event as DragEvent)));
  }

  /** Reads the drop payload (`text/plain` JSON, as Foundry's drag data) and dispatches Item drops. */
  protected async _onDrop(event: DragEvent): Promise<unknown> {
    const data = TextEditor.getDragEventData(event);
    if (data.type === "Item") {
      const item = typeof data.uuid === "string" ? await fromUuid(data.uuid) : null;
      if (item) return this._onDropItem(event, item);
    }
    return null;
  }

  /** Creates the dropped item on this actor (keeping its id when free); an owner-only action. */
  protected async _onDropItem(_event: DragEvent, item: Document): Promise<Document | null> {
    if (!this.actor.isOwner) return null;
    if (item.parent === this.actor) return null;
    const items = this.actor.getEmbeddedCollection("Item");
    const data = item.toObject();
    // Like Foundry, an item taken from a compendium remembers where it came from.
    if (item.pack) data._stats = { ...(data._stats as PlainObject | undefined), compendiumSource: item.uuid };
    const created = await this.actor.createEmbeddedDocuments("Item", [data], { keepId: !items.has(String(item.id)) });
    return created[0] ?? null;
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
