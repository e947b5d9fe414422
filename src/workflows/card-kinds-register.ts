/**
 * Registering card kinds (listed in ./card-kinds.ts, each brought by a feature) at init: every kind's class as the ChatMessage data model of its
 * type (`prefix` + name: the system's own names, the dnd5e module's `augmented-dnd5e.` sub-types), and the one
 * request type every card transition travels as. A card's actions need no registration of their own: the card
 * machinery reads them from the class of the card clicked (src/workflows/cards/card-action.ts).
 */
import { storeCardTypesWithPrefix } from "../data/chat/types";
import type * as CARD_KINDS from "./card-kinds";
import { registerCardActions } from "./cards/card-action";

/** The card types' names. */
export type CardKindName = keyof typeof CARD_KINDS;

/** Some of the card kinds, by type name (what a feature brings: src/features/feature.ts). */
export type CardKinds = { readonly [K in CardKindName]?: (typeof CARD_KINDS)[K] };

/**
 * Called once at init, by the system (no prefix) or a module (its id and a dot), with the kinds of the features it
 * enables: a host's bundle then holds only those kinds' classes.
 */
export function registerCardKinds(kinds: CardKinds, prefix = ""): void {
  // cast: CONFIG.ChatMessage.dataModels is keyed by the declared types; a module's prefixed sub-types add their own keys.
  const models = CONFIG.ChatMessage.dataModels as Record<string, unknown>;
  for (const [name, kind] of Object.entries(kinds)) models[`${prefix}${name}`] = kind;
  storeCardTypesWithPrefix(prefix);
  registerCardActions();
}
