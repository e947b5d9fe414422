/**
 * The module's augments and the Cyborg trait on a dnd5e actor: the adapter's readers over the shared augment
 * model (data/item/augment/read.ts) for items of the module's own type, and the trait carried by the Cyborg
 * species (`flags.augmented-dnd5e.cyborg` on a dnd5e `race` item, or set on the actor by a GM).
 */
import type { AugmentState } from "../../rules/cyborg";
import { stateOf } from "../../data/item/augment/read";
import { MODULE_AUGMENT_TYPE, MODULE_ID } from "./constants";

/** dnd5e's species item type (dnd5e 5.3 still names it `race`). */
export const DND5E_SPECIES_TYPE = "race";
export const CYBORG_FLAG = "cyborg";

interface FlaggedDocument {
  flags?: unknown;
}

function cyborgFlagged(document: FlaggedDocument | null | undefined): boolean {
  // cast: flags are an open record of scopes; only the module's own scope is read.
  const flags = document?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  return flags?.[MODULE_ID]?.[CYBORG_FLAG] === true;
}

export function isModuleAugment(item: { type: string }): boolean {
  return item.type === MODULE_AUGMENT_TYPE;
}

/** The actor's augments (of the module's type), as the rules read them. */
export function moduleAugmentStates(actor: Actor.Implementation): AugmentState[] {
  return actor.items.filter((item) => isModuleAugment(item)).map((item) => stateOf(item));
}

/** CY-VIS-1 / SF-1: the Cyborg species trait, from the species item or the actor's own flag. */
export function isCyborg(actor: Actor.Implementation): boolean {
  if (cyborgFlagged(actor)) return true;
  // cast: Item.type is typed to this system's sub-types; dnd5e's species type ("race") is not one of them.
  return actor.items.some((item) => (item.type as string) === DND5E_SPECIES_TYPE && cyborgFlagged(item));
}
