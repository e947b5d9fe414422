/**
 * Registers everything the system wires at init: the listeners on core hooks (one per core hook, in the files
 * beside this one, each dispatching to workflows) and each feature's own registrations into the shared
 * workflows' registries (card kinds, roll-dialog options, rest contributions), which subscribe to no core hook.
 */
import { registerActorHooks } from "./actor";
import { registerCombatHooks } from "./combat";
import { registerItemHooks } from "./items";
import { registerUiHooks } from "./ui";
import { registerRequests } from "../requests";
import { registerSystemFailure } from "../workflows/system-failure/register";
import { registerDesign } from "../workflows/augment-design/view";
import { registerMigrations } from "../migration/setting";
import { migrateWorld } from "../migration/run";
import { adoptSystemEffects } from "../migration/generation";
import { registerCardKinds } from "../workflows/card-kinds-register";
import { registerDeathSaves } from "../workflows/death-save/register";
import { registerGearforged } from "../workflows/gearforged/register";
import { registerThirteenthAge } from "../workflows/gearforged/thirteenth-age/register";
import { registerThirteenthAgeHooks } from "./thirteenth-age";
import { registerAutomail } from "../workflows/automail/register";
import { registerAugmentUse } from "../workflows/augment-use/register";

export function registerHooks(): void {
  registerActorHooks();
  registerItemHooks();
  registerCombatHooks();
  registerUiHooks();
  // What each feature adds to the shared workflows (card kinds, roll-dialog options, rest
  // variants, damage follow-ups), through their registries: on every client, at init.
  registerAugmentUse();
  registerSystemFailure();
  registerDesign();
  registerMigrations();
  registerCardKinds();
  registerDeathSaves();
  // Automail's roll-dialog options come first in the dialog; the 13th Age rest variant answers for its own
  // variant before the Gearforged one (the first variant that answers is used).
  registerAutomail();
  registerThirteenthAge();
  registerGearforged();
  registerThirteenthAgeHooks();
  // game.socket exists from `setup` on.
  Hooks.once("setup", registerRequests);
  Hooks.once("ready", async () => {
    await migrateWorld();
    await adoptSystemEffects();
  });
}
