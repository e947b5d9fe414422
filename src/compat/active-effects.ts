/**
 * Where Active Effect change handling meets a Foundry-generation-specific API (v14 renames this path to
 * `applyChangeField` / static `applyChange` and gives changes a string `type` instead of the numeric `mode`). The
 * class overrides both: each generation calls only its own.
 *
 * v13: a change whose key is a data-model field is applied through the field, by `static ActiveEffect.applyField
 * (model, change, field)`; the per-mode apply methods run only for keys with no field. Evidence: dnd5e
 * 5.2.5 `module/documents/active-effect.mjs:230` overrides `static applyField` (handling Sets there) and calls
 * `super.applyField`, and its commit 5581367 moved Set handling out of its ADD method ("properly handled by core now").
 */

import type { V14ChangeData } from "./v14";

/** The kinds of change, named apart from their v13 numbers (CONST.ACTIVE_EFFECT_MODES) and v14 strings. */
export type FieldChangeKind = "add" | "multiply" | "override" | "upgrade" | "downgrade" | "custom";

export interface FieldChange {
  key: string;
  value: string;
  kind: FieldChangeKind;
}

/**
 * A system's own handling of a change to a schema field: the field's new value, or `undefined` to let Foundry
 * apply the change through the field as usual.
 */
export type FieldChangeHandler = (current: unknown, change: FieldChange, field: unknown) => unknown;

interface V13Change {
  key: string;
  value: string;
  mode: number;
}

type ApplyField = (model: object, change: V13Change, field?: unknown) => unknown;
type ApplyChangeField = (model: object, change: V14ChangeData, options?: { field?: unknown }) => unknown;

interface SchemaHolder {
  schema: { getField(key: string): unknown };
}

const KINDS: readonly Exclude<FieldChangeKind, "custom">[] = ["add", "multiply", "override", "upgrade", "downgrade"];

/** v13: a kind's number, its name upper-cased in CONST.ACTIVE_EFFECT_MODES (ADD, MULTIPLY…). */
export function v13Mode(kind: Exclude<FieldChangeKind, "custom">): number {
  // cast: each kind but "custom" upper-cased is a key of ACTIVE_EFFECT_MODES.
  return CONST.ACTIVE_EFFECT_MODES[kind.toUpperCase() as keyof typeof CONST.ACTIVE_EFFECT_MODES];
}

/** v14: the change's string type (CONST.ACTIVE_EFFECT_CHANGE_TYPES; "subtract" is an add of the negated value there, Foundry's own). */
function kindOfType(type: string): FieldChangeKind {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (KINDS as readonly string[]).includes(type) ? (type as FieldChangeKind) : "custom";
}

function kindOf(mode: number): FieldChangeKind {
  return KINDS.find((kind) => v13Mode(kind) === mode) ?? "custom";
}

/** The system's ActiveEffect class: Foundry's, with `handle` consulted first for every change to a schema field. */
export function activeEffectClass(handle: FieldChangeHandler): typeof ActiveEffect {
  // cast: v13's static `applyField`, which the community types do not declare.
  const Base = ActiveEffect as unknown as (new (...args: never[]) => object) & { applyField: ApplyField; applyChangeField: ApplyChangeField };
  class SystemActiveEffect extends Base {
    /** v14's counterpart of `applyField` (dnd5e 5.3.3 module/documents/active-effect.mjs:207: `applyChangeField(doc, change, { field })`). */
    static override applyChangeField(model: object, change: V14ChangeData, options?: { field?: unknown }): unknown {
      // cast: a DataModel (the actor) has a schema.
      const resolved = options?.field ?? (model as SchemaHolder).schema.getField(change.key); // the model's own schema when no field is given
      const current = foundry.utils.getProperty(model, change.key);
      const value = handle(current, { key: change.key, value: String(change.value), kind: kindOfType(change.type) }, resolved);
      if (value === undefined) return super.applyChangeField(model, change, options);
      foundry.utils.setProperty(model, change.key, value);
      return value;
    }

    static override applyField(model: object, change: V13Change, field?: unknown): unknown {
      // cast: a DataModel (the actor) has a schema.
      const resolved = field ?? (model as SchemaHolder).schema.getField(change.key); // v13: the model's own schema when no field is given
      const current = foundry.utils.getProperty(model, change.key);
      const value = handle(current, { key: change.key, value: String(change.value), kind: kindOf(change.mode) }, resolved);
      if (value === undefined) return super.applyField(model, change, field);
      foundry.utils.setProperty(model, change.key, value);
      return value;
    }
  }
  // cast: the subclass is Foundry's ActiveEffect at runtime; its narrow compile-time base hides that.
  return SystemActiveEffect as unknown as typeof ActiveEffect;
}
