/**
 * The chat card kinds: one line per kind, `export { Class as type } from "…";` (docs/ARCHITECTURE.md, "How to add
 * a card kind"). Each class holds its kind's state schema, its actions and template (its static `metadata`) and
 * how it draws itself for a viewer (src/data/chat/card-model.ts). ./card-kinds-register.ts registers them at
 * init under the running package's prefix; src/types.d.ts types `CONFIG.ChatMessage.dataModels` from this module;
 * the build writes its type names into the built manifests' `documentTypes.ChatMessage` (scripts/card-types.mjs
 * reads them from this file's text, so keep it re-exports only, one per line). The type names are stored on
 * every card message: renaming one orphans the cards of existing worlds.
 */
export { CardData as card } from "../data/chat/card";
export { IntegrityCardData as integrity } from "./integrity/card-kind";
export { SystemFailurePromptData as systemFailurePrompt } from "./system-failure/card-kind";
export { SystemFailureCardData as systemFailure } from "../data/chat/system-failure";
export { DeathSaveCardData as deathSave } from "./death-save/card-kind";
export { DamageCardData as damage } from "./augment-use/damage-card-kind";
export { AugmentCardData as augment } from "../data/chat/augment";
export { RestCardData as rest } from "../data/chat/rest";
export { GearforgedCardKind as gearforged } from "./gearforged/card-kind";
export { AutomailCardData as automail } from "./automail/card-kind";
export { SaveRequestCardData as saveRequest } from "./save-request/card-kind";
