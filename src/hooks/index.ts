/**
 * Registers everything the system wires at init: the listeners on core hooks (one per core hook, in the files
 * beside this one, each dispatching to workflows) and the workflows' own registrations (card buttons, GM
 * requests, rest contributions), which subscribe to no core hook.
 */
import { registerActorHooks } from "./actor";
import { registerChatHooks } from "./chat";
import { registerCombatHooks } from "./combat";
import { registerItemHooks } from "./items";
import { registerUiHooks } from "./ui";
import { registerRequests } from "../requests";
import { registerIntegrity } from "../workflows/integrity/register";
import { registerSystemFailure } from "../workflows/system-failure/register";
import { registerDesign } from "../workflows/augment-design/view";
import { registerMigrations } from "../migration/setting";
import { loadMigration } from "../migration/load";
import { later } from "./later";
import { registerCardActions } from "../workflows/cards/card-action";
import { registerUndo } from "../workflows/cards/undo-action";
import { registerDeathSaveCards } from "../workflows/death-save/record-action";
import { registerGearforgedRest } from "../workflows/gearforged/register-rest";
import { registerThirteenthAgeRest } from "../workflows/gearforged/thirteenth-age/register-rest";
import { registerThirteenthAgeHooks } from "./thirteenth-age";
import { registerReforgedClock } from "../workflows/automail/reforged-clock-card";
import { registerAutomailUndoCheck } from "../workflows/automail/placement-settle";

export function registerHooks(): void {
  registerChatHooks();
  registerActorHooks();
  registerItemHooks();
  registerCombatHooks();
  registerUiHooks();
  registerIntegrity();
  registerSystemFailure();
  registerDesign();
  registerMigrations();
  registerCardActions();
  registerUndo();
  registerDeathSaveCards();
  // The 13th Age rest variant answers for its own variant first (the first variant that answers is used).
  registerThirteenthAgeRest();
  registerGearforgedRest();
  registerThirteenthAgeHooks();
  registerReforgedClock();
  registerAutomailUndoCheck();
  // game.socket exists from `setup` on.
  Hooks.once("setup", registerRequests);
  // Only the active GM migrates (migration/run.ts checks again after the load): nobody else loads the chunk.
  Hooks.once("ready", () => (game.user?.isGM && game.users?.activeGM?.id === game.user.id ? later(loadMigration, (m) => m.migrateWorld()) : undefined));
}
