/**
 * What the dnd5e-world scenarios share (./cyborg.ts, ./damage.ts): the module's id and control, a level-5 Cyborg
 * fighter, the module's compendium augments as creation data, and the integrity card's state.
 */
import { present } from "../assert";
import type { Harness } from "../harness";
import { createActor, createOwnedItems } from "../support";

export const MODULE = "augmented-dnd5e";
export const AUGMENT = `${MODULE}.augment`;
export const CONTROL = ".augmented-dnd5e-body-map";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const CYBORG = { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} };

/** The uuid of an entry of one of the module's compendiums, by name. */
export async function modulePackUuid(pack: string, name: string): Promise<string> {
  const collection = present(game.packs?.get(`${MODULE}.${pack}`), `compendium ${MODULE}.${pack}`);
  const index = await collection.getIndex();
  // cast: v13 index entries carry the entry's uuid.
  const entry = [...index].find((e) => e.name === name) as { uuid?: string } | undefined;
  return present(entry?.uuid, `${name} in ${MODULE}.${pack}`);
}

/** A dnd5e character of level 5 (a Fighter), tracked for cleanup. */
export async function character(h: Harness, name: string, data: Record<string, unknown> = {}, cyborg = true): Promise<Actor.Implementation> {
  const actor = await createActor(h, { name, type: "character", ...data });
  await createOwnedItems(actor, cyborg ? [FIGHTER, CYBORG] : [FIGHTER]);
  await h.settle();
  return actor;
}

/** An augment of the module's compendium with `system` changes, as creation data. */
export async function augmentData(name: string, system: Record<string, unknown>): Promise<Record<string, unknown>> {
  const source = present((await fromUuid(await modulePackUuid("augments", name))) as Item.Implementation | null, name);
  return foundry.utils.mergeObject(source.toObject(), { system }) as Record<string, unknown>;
}

export const augmentsOf = (actor: Actor.Implementation) => actor.items.filter((item) => (item.type as string) === AUGMENT);

export interface IntegrityState {
  stage: string;
  dc: number;
  amount: number;
  save?: { total: number; saved: boolean } | null;
}

export function integrityOf(message: ChatMessage.Implementation | undefined): IntegrityState | undefined {
  if (!message || (message.type as string) !== `${MODULE}.integrity`) return undefined;
  // cast: the integrity card type's system data (src/workflows/integrity/card-kind.ts).
  return (message.system as unknown as { integrity?: IntegrityState | null }).integrity ?? undefined;
}

