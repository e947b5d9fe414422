/**
 * What the install and removal scenarios share: a compendium drop onto a body-map section of the real character
 * sheet, the augments pack's uuids, and the actor's augments and source snapshot (to prove nothing changed).
 */
import { createWorld } from "../../foundry";
import { createCharacter, type SheetHandle } from "../helpers";
import type { AugmentItem } from "../augments/helpers";

/** Drops a document on an element of a sheet as Foundry's drag and drop does (`text/plain` JSON `{type, uuid}`). */
export function dropOn(target: Element, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  target.dispatchEvent(event);
}

export function sectionEl(sheet: SheetHandle, id: string): HTMLElement {
  const el = sheet.element.querySelector<HTMLElement>(`[data-drop-section="${id}"]`);
  if (!el) throw new Error(`no drop section ${id}`);
  return el;
}

export async function packUuid(name: string): Promise<string> {
  const pack = game.packs!.get("augmented.augments")!;
  const index = await pack.getIndex();
  const entry = [...index].find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in the augments pack`);
  return (entry as { uuid: string }).uuid;
}

export function augments(actor: Actor.Implementation): AugmentItem[] {
  return actor.items.filter((item) => (item.type as string) === "augment") as unknown as AugmentItem[];
}

export function snapshot(actor: Actor.Implementation): unknown {
  return foundry.utils.deepClone(actor.toObject());
}

/** A world (seed 11, world time 1000) and the player's character. */
export async function setup() {
  const world = await createWorld({ seed: 11, worldTime: 1000 });
  const actor = await createCharacter({ ownership: { default: 0, [world.player.user.id!]: 3 } });
  return { world, actor };
}
