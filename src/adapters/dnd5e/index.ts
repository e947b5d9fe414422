/**
 * Augmented for dnd5e (module `augmented-dnd5e`): entry point. Registration only (docs/ARCHITECTURE.md, Adapters).
 */
// First: the id and folder the shared code runs as, before the modules that read them are evaluated.
import "./identity";
import { registerModuleHooks } from "./hooks";

registerModuleHooks();
