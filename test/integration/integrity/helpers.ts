/**
 * Set-up for the integrity scenarios: a 60-HP cyborg owned by the player with two installed augments (torso and
 * right arm: Visionaire +2), and readers for the integrity card's state.
 */
import { createWorld } from "../../foundry";
import { createCharacter, type CharacterActor } from "../helpers";
import { type AugmentItem, createAugment } from "../augments/helpers";
import { messages, setSetting, type World } from "../workflows/setup";
import type { IntegrityCardState } from "../../../src/rules/cyborg/integrity-flow";

export interface CyborgTable {
  world: World;
  hero: CharacterActor;
  torso: AugmentItem;
  arm: AugmentItem;
}

type Users = NonNullable<Parameters<typeof createWorld>[0]>["users"];

/** A GM and a player (or `users`), the player's 60-HP cyborg with a torso and a right-arm augment. */
export async function cyborgTable(options: { users?: Users; mode?: "auto" | "prompt" | "off"; pick?: "gm" | "owner" | "random" } = {}): Promise<CyborgTable> {
  // With no GM connected at the start the player's client creates the actor, as a table allowing it would.
  const gmOffline = options.users?.some((u) => u.role === "GAMEMASTER" && u.connected === false) === true;
  const world = await createWorld({ seed: 7, ...(options.users ? { users: options.users } : {}), ...(gmOffline ? { permissions: { ACTOR_CREATE: "PLAYER" } } : {}) });
  const hero = await createCharacter({
    name: "Ana",
    ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
    system: { attributes: { hp: { value: 60, max: 60 } } },
  });
  const torso = await createAugment(hero, "Dermal Plating", { sectionKind: "torso", purpose: "utility", installedSection: "torso", functionTag: "plating" });
  const arm = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
  await world.settle();
  if (world.clients.some((c) => c.user.isGM && c.connected)) {
    if (options.mode) await setSetting(world, "integritySave", options.mode);
    if (options.pick) await setSetting(world, "integrityPick", options.pick);
  }
  return { world, hero, torso, arm };
}

/** The integrity cards posted so far, oldest first. */
export function integrityCards(world: World): ChatMessage.Implementation[] {
  return messages(world).filter((m) => stateOf(m) !== null);
}

export function stateOf(message: ChatMessage.Implementation): IntegrityCardState | null {
  // cast: the integrity card type's system data (src/workflows/integrity/card-kind.ts), written by src/workflows/integrity/card.ts.
  const system = message.system as unknown as { integrity?: IntegrityCardState | null };
  return message.type === "integrity" ? (system.integrity ?? null) : null;
}

export function onlyCard(world: World): ChatMessage.Implementation {
  const cards = integrityCards(world);
  if (cards.length !== 1) throw new Error(`expected one integrity card, found ${cards.length}`);
  return cards[0]!;
}

export function integrityOf(item: AugmentItem): string {
  return item.system.integrity;
}

/** The actor's current copy of an augment (throws when it is gone). */
export function augmentOf(actor: Actor.Implementation, item: { id: string | null }): AugmentItem {
  const found = actor.items.get(item.id ?? "");
  if (!found) throw new Error(`no item ${item.id}`);
  // cast: created as an augment by cyborgTable.
  return found as unknown as AugmentItem;
}

/** Sets HP fields (and other dotted paths) the way the sheet or token HUD does: one plain update. */
export function updateActor(actor: Actor.Implementation, changes: Record<string, unknown>): Promise<unknown> {
  // cast: dotted paths of the character model (docs/actor-data.md).
  return actor.update(changes as Actor.UpdateData);
}

/** A GM action on an augment's integrity (CY-REP-2), as the item sheet would write it. */
export function setIntegrity(item: Item.Implementation, integrity: string): Promise<unknown> {
  // cast: a dotted path of the augment model.
  return item.update({ "system.integrity": integrity } as Item.UpdateData);
}
