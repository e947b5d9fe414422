import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import { finiteOrZero } from "./finite";
import type { FormulaData } from "../../rules/core/formula";
import type { OwnerNumbers } from "../../rules/core/weapon-attack";
import { oncePerPreparation } from "./owner-memo";

/**
 * Reading an owner's roll data (`actor.getRollData()`: abilities.<id>.mod, attributes.prof, details.level) into
 * the plain numbers the item rules need. Missing or non-numeric entries count as 0, so an item never breaks
 * because its owner is an actor type with fewer fields. Both are worked out once per preparation (./owner-memo.ts).
 */

function at(data: unknown, path: readonly string[]): unknown {
  let node = data;
  for (const key of path) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    // cast: a non-null object, read by key with checks.
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function numberAt(data: unknown, path: readonly string[]): number {
  return finiteOrZero(at(data, path));
}

export function ownerNumbers(rollData: FormulaData): OwnerNumbers {
  return oncePerPreparation(rollData, "numbers", () => readOwnerNumbers(rollData));
}

function readOwnerNumbers(rollData: FormulaData): OwnerNumbers {
  // cast: Object.fromEntries types its keys as string; every id of the list is mapped.
  const abilityMods = Object.fromEntries(ABILITY_IDS.map((id) => [id, numberAt(rollData, ["abilities", id, "mod"])])) as Record<AbilityId, number>;
  return { abilityMods, pb: numberAt(rollData, ["attributes", "prof"]) };
}

/** The roll data of the actor owning a (system) model's item, or null for an item in the sidebar or a compendium. */
export function ownerRollData(model: { parent?: unknown }): FormulaData | null {
  return oncePerPreparation(model, "rollData", () => readOwnerRollData(model));
}

function readOwnerRollData(model: { parent?: unknown }): FormulaData | null {
  // cast: a structural view of the model's parent document (null outside a document).
  const item = model.parent as { actor?: { getRollData(): unknown } | null } | null | undefined;
  const actor = item?.actor;
  if (!actor) return null;
  const data = actor.getRollData();
  // cast: a non-null object: the owner's roll data.
  return typeof data === "object" && data !== null ? withShortcuts(data as FormulaData) : null;
}

/**
 * Adds the 5e shortcuts item formulas use when the actor's roll data lacks them: `@prof` (= attributes.prof)
 * and `@level` (= details.level). Values the actor already provides win.
 */
export function withShortcuts(data: FormulaData): FormulaData {
  const shortcuts: Record<string, unknown> = {};
  if (!Object.hasOwn(data, "prof")) shortcuts.prof = at(data, ["attributes", "prof"]);
  if (!Object.hasOwn(data, "level")) shortcuts.level = at(data, ["details", "level"]);
  for (const key of Object.keys(shortcuts)) if (shortcuts[key] === undefined) delete shortcuts[key];
  return Object.keys(shortcuts).length ? { ...data, ...shortcuts } : data;
}
