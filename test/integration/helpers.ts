/**
 * Typed conveniences for scenario tests. They use only Foundry's public API; the casts narrow the community
 * types' broad unions (any registered subtype, AppV1 or AppV2 sheets) to what the scenario has just created.
 */
import { vi } from "vitest";
import type { CharacterData } from "../../src/data/actor/character";
import type { Client } from "../foundry";

/** An actor whose `system` is the character model. */
export type CharacterActor = Actor.Implementation & { system: CharacterData };

export async function createCharacter(data: Record<string, unknown> = {}): Promise<CharacterActor> {
  // cast: Actor.create accepts the source shape; the test data is a partial source by construction.
  // Heroes are Cyborgs unless a test says otherwise (CY-VIS-1, SF-1: the species trait).
  const withTrait = foundry.utils.mergeObject({ flags: { augmented: { cyborg: true } } }, data, { inplace: false });
  const actor = await Actor.create({ name: "Ana", type: "character", ...withTrait } as Actor.CreateData);
  if (!actor) throw new Error("Actor.create returned nothing (vetoed?)");
  // cast: created with type "character", so its system is CharacterData.
  return actor as CharacterActor;
}

/** The ApplicationV2 sheet of a document (the system registers only AppV2 sheets). */
export interface SheetHandle {
  element: HTMLElement;
  rendered: boolean;
  render(force?: boolean): Promise<unknown>;
  close(): Promise<unknown>;
}

export function sheetOf(document: { sheet: unknown }): SheetHandle {
  if (!document.sheet) throw new Error("document has no sheet");
  // cast: every Augmented sheet is an ApplicationV2, whose element is an HTMLElement (not AppV1's jQuery).
  return document.sheet as SheetHandle;
}

/** Opens a document's sheet and returns it once rendered. */
export async function openSheet(document: { sheet: unknown }): Promise<SheetHandle> {
  const sheet = sheetOf(document);
  await sheet.render(true);
  return sheet;
}

/** The trimmed text of the first element matching `selector` in a sheet. */
export function shownText(sheet: SheetHandle, selector: string): string {
  return sheet.element.querySelector(selector)?.textContent?.trim() ?? "";
}

/** Types into a named form field the way a user does: set the value, then fire `change`. */
export function editField(sheet: SheetHandle, name: string, value: string): void {
  const input = sheet.element.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!input) throw new Error(`no field ${name} on the sheet`);
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Shows a tab of the character sheet as a user does (clicks it) and waits for its part: the sheet draws the
 * visible tab only (issue 27, character-sheet.ts), so a tab's content exists once the tab is shown.
 */
export async function showTab(sheet: SheetHandle, tab: string): Promise<void> {
  const button = sheet.element.querySelector<HTMLElement>(`[data-action="tab"][data-tab="${tab}"]`);
  if (!button) throw new Error(`the sheet has no ${tab} tab`);
  button.click();
  await vi.waitFor(() => {
    if (!sheet.element.querySelector(`[data-application-part="${tab}"].active`)) throw new Error(`the ${tab} tab is not drawn`);
  });
}

/** Switches an actor sheet from play mode (its default) to edit mode with the header toggle, as a user does. */
export async function enterEditMode(sheet: SheetHandle): Promise<void> {
  const toggle = sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"]');
  if (!toggle) throw new Error("the sheet has no edit/play toggle (not editable?)");
  if (toggle.dataset.mode === "edit") return;
  toggle.click();
  await vi.waitFor(() => {
    if (sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"]')?.dataset.mode !== "edit") throw new Error("still in play mode");
  });
}

/**
 * `client`'s own copy of a document another client holds (each client holds its own objects, test/foundry/README.md):
 * what a workflow started on that client works with. Call a system method inside `world.as(client, …)` on this.
 */
export function copyOn<T extends { uuid: string }>(client: Client, doc: T): T {
  const copy = client.document(doc);
  if (!copy) throw new Error(`${client.name}'s client has no ${doc.uuid}`);
  return copy;
}
