/** Registers the system's listeners on core hooks (called once at init). */
import { registerActorHooks } from "./actor";
import { registerChatHooks } from "./chat";
import { registerCombatHooks } from "./combat";
import { registerItemHooks } from "./items";
import { registerSocket } from "../requests/socket";
import { registerIntegrity } from "../workflows/integrity";
import { registerSystemFailure } from "../workflows/system-failure";
import { registerAugmentUse } from "../workflows/augment-use/register";
import { registerDesign } from "../workflows/augment-design/design";
import { registerGmDecisions } from "../requests/gm-decision";
import { registerMigrations } from "../migration/run";
import { registerCardResolution } from "../workflows/cards/resolve-card";
import { registerDeathSaveCards } from "../workflows/death-save/on-damage";

export function registerHooks(): void {
  registerChatHooks();
  registerActorHooks();
  registerItemHooks();
  registerCombatHooks();
  registerIntegrity();
  registerSystemFailure();
  registerAugmentUse();
  registerDesign();
  registerGmDecisions();
  registerMigrations();
  registerCardResolution();
  registerDeathSaveCards();
  // game.socket exists from `setup` on.
  Hooks.once("setup", registerSocket);
}
