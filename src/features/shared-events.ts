/**
 * The translations every host shares: core document and combat hooks that mean the same in any system, and the
 * shared workflows' own hooks. A host spreads these into its table and adds its own (the HP drop, actor updates,
 * its sheets).
 */
import { HOOKS } from "../utils/hook-names";
import { onWorldTime } from "../workflows/world-time";
import { type HostTranslations, allows, emit, worldTimeSweeps } from "./dispatch";

export const SHARED_TRANSLATIONS: HostTranslations = {
  // cast (each combat, item and effect below): the hooks pass the configured document classes (src/types.d.ts).
  turnChange: () => Hooks.on("combatTurnChange", (combat, _prior, current) => emit("turnChange", combat as Combat.Implementation, current)),
  combatEnd: () => Hooks.on("deleteCombat", (combat, _options, userId) => emit("combatEnd", combat as Combat.Implementation, userId)),
  itemCreated: () => Hooks.on("createItem", (item, options, userId) => emit("itemCreated", item, options, userId)),
  itemUpdated: () => Hooks.on("updateItem", (item, changed, options, userId) => emit("itemUpdated", item, changed, options, userId)),
  itemDeleted: () => Hooks.on("deleteItem", (item, options, userId) => emit("itemDeleted", item, options, userId)),
  // cast: a non-null object, read by key with checks.
  itemPreUpdate: () => Hooks.on("preUpdateItem", (item, changes, options) => allows("itemPreUpdate", item, changes as Record<string, unknown>, options)),
  itemPreDelete: () => Hooks.on("preDeleteItem", (item, options) => allows("itemPreDelete", item, options)),
  effectCreated: () => Hooks.on("createActiveEffect", (effect) => emit("effectCreated", effect)),
  effectDeleted: () => Hooks.on("deleteActiveEffect", (effect, options, userId) => emit("effectDeleted", effect, options, userId)),
  consumableUsed: () => Hooks.on(HOOKS.useConsumable, (actor, item, result) => emit("consumableUsed", actor, item, result)),
  levelScaleChanged: () => Hooks.on(HOOKS.levelScaleChanged, (scale, userId) => emit("levelScaleChanged", scale, userId)),
  worldTime: () => Hooks.on("updateWorldTime", (worldTime, _delta, options, userId) => onWorldTime(worldTime, options, userId ?? null, worldTimeSweeps())),
};
