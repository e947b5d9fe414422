/**
 * The module's API (`game.modules.get("augmented-dnd5e").api`, the usual place of a Foundry module's API): the
 * shared Cyborg workflows, as the system offers them on its own Actor class (src/workflows/workflow-actor.ts), which a
 * dnd5e world cannot have. dnd5e's Actor5e stays dnd5e's; the body-map window, macros and other modules call
 * these with the actor first. Each is the shared workflow itself (no copy per adapter): it checks ownership,
 * asks the GM through a request when a player acts, and answers once.
 */
import { installAugment } from "../../workflows/augment-install/install";
import { removeAugment } from "../../workflows/augment-remove/remove";
import { repairAugment } from "../../workflows/augment-repair/repair";
import { upgradeAugment } from "../../workflows/augment-upgrade/upgrade";
import { designAugment } from "../../workflows/augment-design/design";
import { useAugment } from "../../workflows/augment-use";
import { systemFailure } from "../../workflows/system-failure";
import { MODULE_ID } from "./constants";

export const MODULE_API = Object.freeze({ installAugment, removeAugment, repairAugment, upgradeAugment, designAugment, useAugment, systemFailure });

export type ModuleApi = typeof MODULE_API;

/** At init: publish the API on the module's package entry. */
export function publishModuleApi(): void {
  // cast: a module's package entry takes an `api` field by convention; the types do not declare it.
  const entry = game.modules?.get(MODULE_ID) as { api?: ModuleApi } | undefined;
  if (entry) entry.api = MODULE_API;
}
