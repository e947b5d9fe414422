/** Shared set-up for the workflow scenarios: a GM, a player, and the player's character. */
import { createWorld } from "../../foundry";
import { type CharacterActor, createCharacter } from "../helpers";

export type World = Awaited<ReturnType<typeof createWorld>>;

export interface Table {
  world: World;
  hero: CharacterActor;
}

/**
 * A world with a GM and a player who owns `hero` (20 HP unless `system` says otherwise); `latency` (ms per document
 * operation, see WorldOptions) when a race between the two clients must show.
 */
export async function tableWithHero(system: Record<string, unknown> = {}, users?: NonNullable<Parameters<typeof createWorld>[0]>["users"], latency?: number): Promise<Table> {
  const world = await createWorld({ seed: 11, ...(users ? { users } : {}), ...(latency ? { latency } : {}) });
  const hero = await createCharacter({
    name: "Ana",
    ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
    system: foundry.utils.mergeObject({ attributes: { hp: { value: 20, max: 20 } } }, system, { inplace: false }),
  });
  await world.settle();
  return { world, hero };
}

/** Sets a world setting as the GM. */
export async function setSetting(world: World, key: string, value: unknown): Promise<void> {
  await world.as(world.gm, async () => {
    // cast: the system's settings are declared in src/types.d.ts; tests set them by name.
    await (game.settings as unknown as { set(ns: string, key: string, value: unknown): Promise<unknown> }).set("augmented", key, value);
  });
  await world.settle();
}

export function hp(actor: CharacterActor): { value: number; max: number; temp: number } {
  const { value, max, temp } = actor.system.attributes.hp;
  return { value, max, temp };
}

export function deathSaves(actor: CharacterActor): { success: number; failure: number } {
  // cast: docs/actor-data.md `system.attributes.death`.
  const death = (actor.system.attributes as unknown as { death: { success: number; failure: number } }).death;
  return { success: death.success, failure: death.failure };
}

/** The world's chat messages, as Foundry's type (the stand-in's collection is typed by its own classes). */
export function messages(world: World): ChatMessage.Implementation[] {
  // cast: the stand-in's ChatMessage documents implement the public ChatMessage API the scenarios use.
  return world.chat as unknown as ChatMessage.Implementation[];
}

export function lastMessage(world: World): ChatMessage.Implementation {
  const message = messages(world).at(-1);
  if (!message) throw new Error("no chat message");
  return message;
}

/** A message's element as rendered on the current client (after renderChatMessageHTML). */
export function renderMessage(world: World, message: ChatMessage.Implementation): Promise<HTMLElement> {
  // cast: the reverse of `messages` above.
  return world.renderChatMessage(message as unknown as Parameters<World["renderChatMessage"]>[0]);
}

/** Clicks a card button (by its data-augmented-action, and optional extra selector) as `client`. */
export async function clickCardButton(world: World, client: Parameters<World["as"]>[0], message: ChatMessage.Implementation, action: string, extra = ""): Promise<void> {
  await world.as(client, async () => {
    const html = await renderMessage(world, message);
    const button = html.querySelector<HTMLButtonElement>(`[data-augmented-action=${action}]${extra}`);
    if (!button) throw new Error(`no ${action} button on the card`);
    button.click();
  });
  await world.settle();
}

/** HP value of any actor (not only characters). */
export function hpOf(actor: { system: unknown }): number {
  // cast: docs/actor-data.md `system.attributes.hp`.
  return (actor.system as unknown as { attributes: { hp: { value: number } } }).attributes.hp.value;
}

/** Creates owned items and returns them (throws if the creation was vetoed). */
export async function createItems(actor: Actor.Implementation, data: Array<Record<string, unknown>>): Promise<Item.Implementation[]> {
  // cast: item source data as the models accept it; the result is the created items, in order.
  const created = (await actor.createEmbeddedDocuments("Item", data as unknown as Item.CreateData[])) as unknown as Item.Implementation[] | undefined;
  if (!created || created.length !== data.length) throw new Error("items were not created");
  return created;
}
