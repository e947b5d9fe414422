/**
 * Helpers the scenarios share, written only against Foundry's public API and the DOM, so they behave the same on
 * the stand-in and in a live world. The casts narrow the community types' broad unions (any registered subtype,
 * AppV1 or AppV2 sheets) to what the scenario has just created.
 */
import type { DialogReply, DialogView, Harness } from "./harness";

/** The system's id (its flag scope and setting namespace), as system.json declares it. */
export const SYSTEM = "augmented";

/** An ApplicationV2 sheet as a scenario uses it. */
export interface SheetHandle {
  element: HTMLElement;
  rendered: boolean;
  render(options?: { force?: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}

export function sheetOf(document: { sheet: unknown }): SheetHandle {
  if (!document.sheet) throw new Error("the document has no sheet");
  // cast: every Augmented sheet is an ApplicationV2, whose element is an HTMLElement.
  return document.sheet as SheetHandle;
}

/** Opens a document's sheet (as a user clicking it would) and returns it once rendered. */
export async function openSheet(document: { sheet: unknown }): Promise<SheetHandle> {
  const sheet = sheetOf(document);
  await sheet.render({ force: true });
  return sheet;
}

export function find<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

/** Ticks or unticks a checkbox and fires `change`, as a click on it does. */
export function setCheckbox(root: ParentNode, selector: string, checked: boolean): void {
  const box = find<HTMLInputElement>(root, selector);
  box.checked = checked;
  box.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Types a value into a named field and fires `change`. */
export function typeInto(root: ParentNode, name: string, value: string): void {
  const input = find<HTMLInputElement>(root, `[name="${name}"]`);
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Drops Foundry drag data (`{type, uuid}` as `text/plain` JSON, what a compendium or sidebar drag carries) on an
 * element. A real DragEvent where the DOM has one (browsers); else a plain `drop` Event with the same data.
 */
export function dropOn(target: Element, data: Record<string, unknown>): void {
  const payload = JSON.stringify(data);
  const transfer = new DataTransfer();
  transfer.setData("text/plain", payload);
  const init = { bubbles: true, cancelable: true };
  const event = typeof DragEvent === "function" ? new DragEvent("drop", { ...init, dataTransfer: transfer }) : new Event("drop", init);
  if (!("dataTransfer" in event) || !event.dataTransfer) Object.defineProperty(event, "dataTransfer", { value: transfer });
  target.dispatchEvent(event);
}

/**
 * Starts a drag on a sheet row as a user does (a `dragstart` with an empty DataTransfer) and returns the drag
 * data the sheet put on it (`text/plain` JSON), or null when it put none.
 */
export function dragFrom(source: Element): Record<string, unknown> | null {
  const transfer = new DataTransfer();
  const init = { bubbles: true, cancelable: true };
  const event = typeof DragEvent === "function" ? new DragEvent("dragstart", { ...init, dataTransfer: transfer }) : new Event("dragstart", init);
  if (!("dataTransfer" in event) || !event.dataTransfer) Object.defineProperty(event, "dataTransfer", { value: transfer });
  source.dispatchEvent(event);
  const text = transfer.getData("text/plain");
  // cast: drag data is a JSON object by Foundry's convention.
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** The uuid of a compendium entry by name (`game.packs`, the pack index). */
export async function packUuid(pack: string, name: string): Promise<string> {
  const collection = game.packs?.get(`${SYSTEM}.${pack}`);
  if (!collection) throw new Error(`no compendium ${SYSTEM}.${pack}`);
  const index = await collection.getIndex();
  // cast: v13 index entries carry the entry's uuid.
  const entry = [...index].find((e) => e.name === name) as { uuid?: string } | undefined;
  if (!entry?.uuid) throw new Error(`no ${name} in ${SYSTEM}.${pack}`);
  return entry.uuid;
}

/** Creates a world actor and tracks it for cleanup. */
export async function createActor(h: Harness, data: Record<string, unknown>): Promise<Actor.Implementation> {
  // cast: Actor.create takes source data; the scenario's partial source is one by construction.
  const actor = await Actor.create(data as Actor.CreateData);
  if (!actor) throw new Error(`Actor.create(${String(data.name)}) was vetoed`);
  return h.track(actor);
}

/** Creates a world item and tracks it for cleanup. */
export async function createItem(h: Harness, data: Record<string, unknown>): Promise<Item.Implementation> {
  // cast: as createActor.
  const item = await Item.create(data as Item.CreateData);
  if (!item) throw new Error(`Item.create(${String(data.name)}) was vetoed`);
  return h.track(item);
}

/** Creates items on an actor (they go with it at cleanup) and returns them in order. */
export async function createOwnedItems(actor: Actor.Implementation, data: Array<Record<string, unknown>>): Promise<Item.Implementation[]> {
  // cast: item source in, the created items (in order) out.
  const created = (await actor.createEmbeddedDocuments("Item", data as Item.CreateData[])) as unknown as Item.Implementation[] | undefined;
  if (!created || created.length !== data.length) throw new Error("items were not created");
  return created;
}

/** `system.attributes.hp` of any Augmented actor (docs/actor-data.md). */
export function hpOf(actor: { system: unknown }): { value: number; max: number; temp: number } {
  // cast: both actor models have attributes.hp.
  const { value, max, temp } = (actor.system as { attributes: { hp: { value: number; max: number; temp: number } } }).attributes.hp;
  return { value, max, temp };
}

/** One system data path of a document (`system.` prefix not included). */
export function systemValue(document: { system: unknown }, path: string): unknown {
  return foundry.utils.getProperty(document.system as object, path);
}

/** Listens to one of the system's hooks (documented in docs/hooks.md); returns the function that stops it. */
export function onHook(name: string, fn: (...args: unknown[]) => void): () => void {
  // cast: system hooks are named by plain strings; one untyped signature serves them all.
  const hooks = Hooks as unknown as { on(name: string, fn: (...args: unknown[]) => void): number; off(name: string, id: number): void };
  const id = hooks.on(name, fn);
  return () => hooks.off(name, id);
}

/** Chat messages created from now on (on this client's view of the world), oldest first. */
export function watchMessages(): { messages: ChatMessage.Implementation[]; stop(): void } {
  const messages: ChatMessage.Implementation[] = [];
  const stop = onHook("createChatMessage", (message) => void messages.push(message as ChatMessage.Implementation));
  return { messages, stop };
}

/** A system flag of a document (`flags.augmented.<key>`). */
export function systemFlag<T>(document: { flags: unknown }, key: string): T | undefined {
  // cast: the system's own flag scope.
  return (document.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM]?.[key] as T | undefined;
}

// -------------------------------------------------------------------------------------------------------------
// Dialogs: both runners answer a rendered DialogV2 the way a person does, through these two functions.

/** What a responder sees of a rendered dialog. */
export function viewDialog(element: HTMLElement, title: string): DialogView {
  return {
    title,
    text: element.textContent ?? "",
    fields: [...element.querySelectorAll<HTMLInputElement>("[name]")].map((field) => field.name),
    actions: [...element.querySelectorAll<HTMLButtonElement>("button[data-action]")].map((button) => button.dataset.action ?? ""),
  };
}

/** Fills the named fields and clicks the chosen button (else the default one, else the first). */
export function answerDialog(element: HTMLElement, reply: DialogReply): void {
  for (const [name, value] of Object.entries(reply.fields ?? {})) {
    const field = find<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(element, `[name="${name}"]`);
    if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = Boolean(value);
    else field.value = String(value);
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
  const buttons = [...element.querySelectorAll<HTMLButtonElement>("button[data-action]")];
  const button = reply.action
    ? buttons.find((b) => b.dataset.action === reply.action)
    : (buttons.find((b) => b.autofocus || b.classList.contains("default")) ?? buttons[0]);
  if (!button) throw new Error(`the dialog has no button ${reply.action ?? "(default)"}`);
  button.click();
}

/**
 * A chat card's content as the current user sees it. Cards of the system's card types store no HTML: the card is
 * drawn from the message's data when Foundry renders the message (`ChatMessage#renderHTML`, v13).
 */
export async function shownCard(message: { content?: string | null; renderHTML(): Promise<HTMLElement | undefined> }): Promise<string> {
  const html = await message.renderHTML();
  return html?.querySelector(".message-content")?.innerHTML ?? message.content ?? "";
}
