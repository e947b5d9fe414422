/**
 * Registering the card kinds (./card-kinds.ts) at init: every kind's class as the ChatMessage data model of its
 * type (`prefix` + name: the system's own names, the dnd5e module's `augmented-dnd5e.` sub-types), and the one
 * request type every card transition travels as. A card's actions need no registration of their own: the card
 * machinery reads them from the class of the card clicked (src/workflows/cards/card-action.ts).
 */
import { storeCardTypesWithPrefix } from "../data/chat/types";
import * as CARD_KINDS from "./card-kinds";
import { registerCardActions } from "./cards/card-action";

/** The card types' names. */
export type CardKindName = keyof typeof CARD_KINDS;

/** Called once at init, by the system (no prefix) or a module (its id and a dot). */
export function registerCardKinds(prefix = ""): void {
  // cast: CONFIG.ChatMessage.dataModels is keyed by the declared types; a module's prefixed sub-types add their own keys.
  const models = CONFIG.ChatMessage.dataModels as Record<string, unknown>;
  for (const [name, kind] of Object.entries(CARD_KINDS)) models[`${prefix}${name}`] = kind;
  storeCardTypesWithPrefix(prefix);
  registerCardActions();
}
