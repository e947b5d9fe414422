/**
 * The system's entry with the throwaway kind's line (step 4 of the recipe): the line
 * `export { ThrowawayCardData as throwaway } from "…";` that src/workflows/card-kinds.ts would hold makes
 * `registerCardKinds` register the class as the type of that name at init; here the same registration, made right
 * after the system's own at init (a module's exports cannot be added to). Each client loads its own copy.
 */
import { ThrowawayCardData } from "./throwaway";
import "../../../../src/index";

Hooks.once("init", () => {
  // cast: CONFIG.ChatMessage.dataModels is keyed by the declared types; the throwaway type adds its own key.
  (CONFIG.ChatMessage.dataModels as Record<string, unknown>).throwaway = ThrowawayCardData;
});
