/** The companion module's id, as in src/adapters/dnd5e/module.json; also its flag scope. */
export const MODULE_ID = "augmented-dnd5e";

/** The system whose worlds the module runs in. */
export const HOST_SYSTEM_ID = "dnd5e";

/**
 * The module's augment item type: a module sub-type is its module.json `documentTypes` key prefixed with the module
 * id (https://foundryvtt.com/article/module-sub-types).
 */
export const MODULE_AUGMENT_TYPE = `${MODULE_ID}.augment`;
