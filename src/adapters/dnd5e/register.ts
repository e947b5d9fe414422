/**
 * What the module registers at `init` in a dnd5e world (docs/ARCHITECTURE.md, Adapters): the shared tables the
 * workflows read (`CONFIG.AUGMENTED`), the augment item as a dnd5e item (its model on dnd5e's item templates, with
 * the system's augment fields, validation and vetoes; dnd5e's item sheet with the augment's part), the chat cards as
 * module sub-types with the system's own models, and the dnd5e actor
 * port the shared workflows read actors through. The features' own registrations run when ./hooks.ts enables them.
 */
import { AUGMENTED } from "../../config";
import { registerItemKind } from "../../data/item/kinds";
import { registerCardKinds } from "../../workflows/card-kinds-register";
import { cardKindsOf } from "../../features/dispatch";
import type { Feature } from "../../features/feature";
import { MODULE_AUGMENT_TYPE, MODULE_ID } from "./constants";
import { registerDnd5eActorPort } from "./dnd5e-port";
import type { Dnd5eLine } from "./data-paths";
import { drawCardsWithHostClass } from "./chat-message";
import { preloadTemplates } from "../../applications/templates";
import { registerAugmentSheet } from "./augment-sheet";
import { dnd5eAugmentModel } from "./augment-model";
import { dnd5eKindModel, type KindSpec } from "./item-model";
import { GEARFORGED_KINDS } from "./gearforged/kinds";
import { AUTOMAIL_KINDS } from "./automail/kinds";

/**
 * Everything, for the world's dnd5e line (host.ts: the port reads and writes that line's data paths) and the
 * features its content switches enable (./content.ts).
 */
export function registerModule(line: Dnd5eLine, features: readonly Feature[]): void {
  // The augment as a dnd5e item, on dnd5e's own item templates (./augment-model.ts); every supported dnd5e has them,
  // and without them nothing is registered.
  const augmentModel = dnd5eAugmentModel();
  if (!augmentModel) throw new Error(`${MODULE_ID}: dnd5e's item data models (dnd5e.dataModels) are missing; the augment type cannot be registered.`);
  CONFIG.AUGMENTED = AUGMENTED;
  // cast: CONFIG.Item.dataModels is keyed by the system's declared types; a module sub-type adds its own key.
  (CONFIG.Item.dataModels as Record<string, unknown>)[MODULE_AUGMENT_TYPE] = augmentModel;
  registerItemKind(MODULE_AUGMENT_TYPE, "augment");
  registerKinds([...GEARFORGED_KINDS, ...AUTOMAIL_KINDS]);
  // The card kinds of the enabled features as the module's prefixed sub-types (same classes: schema, actions, drawing).
  registerCardKinds(cardKindsOf(features), `${MODULE_ID}.`);
  drawCardsWithHostClass();
  registerDnd5eActorPort(line);
  // The augment's sheet (dnd5e's item sheet with the augment's part), with its Design, repair, upgrade and use buttons.
  registerAugmentSheet();
  // The shared templates and partials, from the module's folder (served-from.ts).
  void preloadTemplates();
}

/**
 * The module's other item kinds as its sub-types (`augmented-dnd5e.<kind>`, declared in module.json), and dnd5e's own
 * types the shared code reads as its kinds: a `race` is a species, a `feat` a feature.
 */
function registerKinds(specs: readonly KindSpec[]): void {
  for (const spec of specs) {
    const model = dnd5eKindModel(spec);
    if (!model) throw new Error(`${MODULE_ID}: dnd5e's item data models (dnd5e.dataModels) are missing; the ${spec.kind} type cannot be registered.`);
    const type = `${MODULE_ID}.${spec.kind}`;
    // cast: CONFIG.Item.dataModels is keyed by the system's declared types; a module sub-type adds its own key.
    (CONFIG.Item.dataModels as Record<string, unknown>)[type] = model;
    registerItemKind(type, spec.kind);
  }
  registerItemKind("race", "species");
  registerItemKind("feat", "feature");
}
