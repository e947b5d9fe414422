/**
 * Augmented for dnd5e (module `augmented-dnd5e`): entry point. Registration only (docs/ARCHITECTURE.md, Adapters).
 */
import { registerModuleHooks } from "./hooks";

registerModuleHooks();
