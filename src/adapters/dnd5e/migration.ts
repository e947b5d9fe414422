/**
 * The module's schema migrations, run by the shared runner (src/migration/run.ts) at `ready` on the active GM's
 * client, under the module's own stored version (`augmented-dnd5e.schemaVersion`; the 0.1.0 module stored none,
 * which reads as 0). Numbered on their own: the system's steps (src/migration/plan.ts) are the system's.
 *
 * Step 1, the augment on dnd5e's item templates: the 0.1.0 module stored its augment in the system's shape, a
 * plain-HTML `description` and `uses: {spent, formula}`. Today's model is built on dnd5e's ItemDescriptionTemplate
 * and uses field (./augment-model.ts), and its `_migrateData` converts that shape each time the item loads
 * (./augment-shape.ts `migrateAugmentSource`), but the database keeps the old one: dnd5e reads `description.value`
 * and `uses.max` only from what the model prepared, a compendium export or a module reading the raw data sees the
 * old fields, and the conversion runs on every load forever. The step writes the converted shape into the
 * database: `description` as `{value, chat}`, `uses.max` (the formula as dnd5e writes it: blank is `@prof`,
 * `@str` is `@abilities.str.mod`) with the long-rest recovery, and deletes `uses.formula`. Nothing is lost: the
 * description moves whole into `description.value`, and the formula as it was stored is kept under
 * `flags.augmented-dnd5e.migrated.usesFormula` (the conversion reads it back the same, but writes it differently).
 */
import type { MigrationStep, PlainObject } from "../../migration/plan";
import { deletionEntry } from "../../compat/deletion";
import { migrateAugmentSource } from "./augment-shape";
import { MODULE_AUGMENT_TYPE, MODULE_ID } from "./constants";

function isObject(value: unknown): value is PlainObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The update that stores a module augment in dnd5e's shape, or null when it is stored so already. `source` is the
 * item as stored (the runner lays its current, migrated source over the raw stored data, so a stale `uses.formula`
 * shows beside the converted `uses.max`).
 */
export function augmentOnDnd5eTemplates(source: PlainObject): PlainObject | null {
  if (source.type !== MODULE_AUGMENT_TYPE || !isObject(source.system)) return null;
  const system = source.system;
  const uses = isObject(system.uses) ? system.uses : null;
  const staleFormula = uses !== null && "formula" in uses;
  if (!staleFormula && typeof system.description !== "string") return null;
  // The shape the model's _migrateData gives (it converts the formula only where no `max` is stored yet), made on a
  // copy: the stored source itself is only read.
  const converted = structuredClone(system);
  migrateAugmentSource(converted);
  const update: PlainObject = { "system.description": converted.description };
  if (uses !== null && isObject(converted.uses)) {
    update["system.uses.max"] = converted.uses.max;
    update["system.uses.recovery"] = converted.uses.recovery;
  }
  if (staleFormula) {
    update[`flags.${MODULE_ID}.migrated.usesFormula`] = uses.formula;
    Object.assign(update, deletionEntry("system.uses", "formula"));
  }
  return update;
}

/** The module's steps, in order (version 1, 2, … without gaps). */
export const DND5E_MIGRATION_STEPS: readonly MigrationStep[] = [
  {
    version: 1,
    description: "AUGMENTED.Migration.Dnd5e.AugmentOnTemplates",
    item: augmentOnDnd5eTemplates,
    moves: { "system.description": "system.description.value", "system.uses.formula": `flags.${MODULE_ID}.migrated.usesFormula` },
  },
];

/** The version the module's current code writes. */
export const DND5E_SCHEMA_VERSION = DND5E_MIGRATION_STEPS.length;
