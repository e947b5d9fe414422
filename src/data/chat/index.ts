/**
 * The chat card types' registry, their one list (docs/ARCHITECTURE.md, "How to add a card kind"): registered in
 * `CONFIG.ChatMessage.dataModels` at init (src/index.ts; the dnd5e module under its own prefix), and written by
 * the build into the built manifests' `documentTypes.ChatMessage` (scripts/card-types.mjs reads the object below,
 * so keep it one `type: Model,` per line). `cardTypeOf` (./types.ts) maps a card's kind to its type.
 */
import { AugmentCardData } from "./augment";
import { AutomailCardData } from "./automail";
import { CardData } from "./card";
import { DamageCardData } from "./damage";
import { DeathSaveCardData } from "./death-save";
import { GearforgedCardData } from "./gearforged";
import { IntegrityCardData } from "./integrity";
import { RestCardData } from "./rest";
import { SaveRequestCardData } from "./save-request";
import { SystemFailureCardData } from "./system-failure";
import { SystemFailurePromptData } from "./system-failure-prompt";
import type { CardType } from "./types";

export { AugmentCardData, AutomailCardData, CardData, DamageCardData, DeathSaveCardData, GearforgedCardData, IntegrityCardData, RestCardData, SaveRequestCardData, SystemFailureCardData, SystemFailurePromptData };

export const CHAT_DATA_MODELS = {
  card: CardData,
  integrity: IntegrityCardData,
  systemFailurePrompt: SystemFailurePromptData,
  systemFailure: SystemFailureCardData,
  deathSave: DeathSaveCardData,
  damage: DamageCardData,
  augment: AugmentCardData,
  rest: RestCardData,
  gearforged: GearforgedCardData,
  automail: AutomailCardData,
  saveRequest: SaveRequestCardData,
} as const;

/** The card types' names, in the registry's order. */
// cast: Object.keys loses the key type; these are the keys of the registry above.
export const CARD_TYPES = Object.keys(CHAT_DATA_MODELS) as CardType[];

export { type CardType, cardTypeOf, isCardType } from "./types";
