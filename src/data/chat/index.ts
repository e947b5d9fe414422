/**
 * The chat card types (issue 10, item 3), as registered in `CONFIG.ChatMessage.dataModels` and declared in
 * system.json `documentTypes.ChatMessage`. `cardTypeOf` maps a card's kind (its CSS modifier) to its type.
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

export { type CardType, CARD_TYPES, cardTypeOf, isCardType } from "./types";
