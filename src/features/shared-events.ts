/**
 * The translations every host shares: core document and combat hooks that mean the same in any system, and the
 * shared workflows' own hooks. A host spreads these into its table and adds its own (the HP drop, actor updates,
 * its sheets).
 */
import { HOOKS } from "../utils/hook-names";
import { onWorldTime } from "../workflows/world-time";
import { type HostTranslations, allows, emit, listen, worldTimeSweeps } from "./dispatch";

export const SHARED_TRANSLATIONS: HostTranslations = {
  turnChange: listen("combatTurnChange", (combat, _prior, current) => emit("turnChange", combat as Combat.Implementation, current)), // cast: the hook passes the configured Combat class
  combatEnd: listen("deleteCombat", (combat, _options, userId) => emit("combatEnd", combat as Combat.Implementation, userId)), // cast: as above
  itemCreated: listen("createItem", (item, options, userId) => emit("itemCreated", item, options, userId)),
  itemUpdated: listen("updateItem", (item, changed, options, userId) => emit("itemUpdated", item, changed, options, userId)),
  itemDeleted: listen("deleteItem", (item, options, userId) => emit("itemDeleted", item, options, userId)),
  // cast: a non-null object, read by key with checks.
  itemPreUpdate: listen("preUpdateItem", (item, changes, options) => allows("itemPreUpdate", item, changes as Record<string, unknown>, options)),
  itemPreDelete: listen("preDeleteItem", (item, options) => allows("itemPreDelete", item, options)),
  effectCreated: listen("createActiveEffect", (effect) => emit("effectCreated", effect)),
  effectDeleted: listen("deleteActiveEffect", (effect, options, userId) => emit("effectDeleted", effect, options, userId)),
  consumableUsed: listen(HOOKS.useConsumable, (actor, item, result) => emit("consumableUsed", actor, item, result)),
  levelScaleChanged: listen(HOOKS.levelScaleChanged, (scale, userId) => emit("levelScaleChanged", scale, userId)),
  worldTime: listen("updateWorldTime", (worldTime, _delta, options, userId) => onWorldTime(worldTime, options, userId ?? null, worldTimeSweeps())),
};
