/**
 * Typed handles for the stand-in's dnd5e documents in tests (the stand-in's classes, seen through the slice of
 * their API the tests read).
 */
import type { Actor5e } from "./documents/actor";
import type { Dnd5eItem } from "./documents/item";
import type { PlainObject } from "../foundry/utils";

export type System = PlainObject & {
  abilities: Record<string, PlainObject & { mod: number; save: { value: number }; dc: number }>;
  attributes: PlainObject & {
    hp: { value: number; max: number; temp: number; tempmax: number; effectiveMax: number };
    death: { success: number; failure: number };
    exhaustion: number; prof: number;
    ac: { value: number }; movement: PlainObject;
  };
  details: PlainObject & { level: number; race: unknown; type: PlainObject };
  traits: PlainObject & { size: string; languages: { value: Set<string> } };
};

export type TestActor = Actor5e & { system: System };

/** A character (60 HP, Con 14) with a fighter class item of `level` levels (default 1: proficiency +2). */
export async function createCharacter(data: PlainObject = {}, { level = 1 }: { level?: number } = {}): Promise<TestActor> {
  const { items = [], ...rest } = data as PlainObject & { items?: PlainObject[] };
  const base = {
    name: "Ana", type: "character",
    system: { abilities: { con: { value: 14 } }, attributes: { hp: { value: 60, max: 60 } } },
    items: [...(level ? [{ name: "Fighter", type: "class", system: { identifier: "fighter", levels: level, hd: { denomination: "d10" } } }] : []), ...items],
  };
  return (await Actor.create(foundry.utils.mergeObject(base, rest) as never)) as unknown as TestActor; // cast: the dnd5e stand-in's Actor class
}

/** The actor's items, as the stand-in's dnd5e Item class. */
export function itemsOf(actor: TestActor): Dnd5eItem[] {
  return [...actor.items] as Dnd5eItem[];
}

export interface SheetHandle { element: HTMLElement; render(force?: boolean): Promise<unknown> }

/** The actor's sheet on the current client (the dnd5e stand-in's CharacterActorSheet). */
export function sheetOf(actor: TestActor): SheetHandle {
  return actor.sheet as unknown as SheetHandle; // cast: the registered sheet is an ActorSheetV2 with an element
}

type UsageActivity = { usageAction(action: string, dataset: DOMStringMap, event?: Event): Promise<unknown> };

/**
 * Presses a button of an activity's usage card (`data-action` in its content), as a click reaches the activity's
 * `metadata.usage.actions` in dnd5e: the activity is found from the card's `flags.dnd5e.item.id` and
 * `flags.dnd5e.activity.id` on the speaker's actor.
 */
export async function pressUsageButton(message: unknown, action: string): Promise<unknown> {
  const card = message as { id?: string; content: string; flags: PlainObject; speaker: { actor?: string } };
  const flags = card.flags.dnd5e as { item: { id: string }; activity: { id: string } };
  // The card as the chat log draws it: inside the message's element, which names the message.
  const host = document.createElement("li");
  host.className = "chat-message";
  host.dataset.messageId = String(card.id ?? "");
  host.innerHTML = card.content;
  const button = host.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!button) throw new Error(`the card has no ${action} button`);
  const actor = game.actors!.get(String(card.speaker.actor)) as unknown as { items: { get(id: string): { system: { activities: { get(id: string): UsageActivity } } } } };
  // The click on the button, as dnd5e's chat listener hands it to the action (its `event`).
  const event = new MouseEvent("click", { bubbles: true });
  Object.defineProperty(event, "target", { value: button });
  return actor.items.get(flags.item.id).system.activities.get(flags.activity.id).usageAction(action, button.dataset, event);
}
