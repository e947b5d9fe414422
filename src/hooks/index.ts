/**
 * Registers everything the system wires at init: its own listeners (./ui.ts), the card kinds, then its features
 * (./features.ts): their registrations into the shared registries and the system's translation of each event they
 * follow (./events.ts); the request channel at `setup`, the migration at `ready`.
 */
import { registerUiHooks } from "./ui";
import { SYSTEM_FEATURES } from "./features";
import { SYSTEM_TRANSLATIONS } from "./events";
import { cardKindsOf, enableFeatures } from "../features/dispatch";
import { registerCardKinds } from "../workflows/card-kinds-register";
import { registerRequests } from "../requests";
import { migrateWorld } from "../migration/run";
import { adoptSystemEffects } from "../migration/generation";

export function registerHooks(): void {
  registerUiHooks();
  registerCardKinds(cardKindsOf(SYSTEM_FEATURES));
  enableFeatures(SYSTEM_FEATURES, SYSTEM_TRANSLATIONS);
  // game.socket exists from `setup` on.
  Hooks.once("setup", registerRequests);
  Hooks.once("ready", async () => {
    await migrateWorld();
    await adoptSystemEffects();
  });
}
