/** Registers the system's listeners on core hooks (called once at init). */
import { registerActorHooks } from "./actor";
import { registerChatHooks } from "./chat";
import { registerCombatHooks } from "./combat";
import { registerItemHooks } from "./items";
import { registerSocket } from "../socket";

export function registerHooks(): void {
  registerChatHooks();
  registerActorHooks();
  registerItemHooks();
  registerCombatHooks();
  // game.socket exists from `setup` on.
  Hooks.once("setup", registerSocket);
}
