/** Registers the system's listeners on core hooks (called once at init). */
import { registerActorHooks } from "./actor";
import { registerChatHooks } from "./chat";
import { registerCombatHooks } from "./combat";
import { registerItemHooks } from "./items";
import { registerSocket } from "../socket";
import { registerIntegrity } from "../automation/integrity";
import { registerSystemFailure } from "../automation/system-failure";
import { registerAugmentUse } from "../documents/augment/use/register";
import { registerDesign } from "../documents/augment/design";
import { registerGmDecisions } from "../automation/gm-decision";
import { registerMigrations } from "../migration/run";
import { registerCardResolution } from "../automation/resolve-card";
import { registerDeathSaveCards } from "../automation/death-save-on-damage";

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
