import type { FormulaData, FormulaErrorReason } from "../../rules/core/formula";
import { checkUsesFormula } from "../../rules/core/formula-check";
import { oncePerPreparation, preparedAgain } from "./owner-memo";
import { ownerRollData } from "./roll-data";
import { MAX_USES_SPENT, RECOVERY_PERIODS, type RecoveryPeriod, resolveUsesMax, usesValue } from "../../rules/core/uses";

/**
 * The shared limited-uses field (augments, upgrades and features reuse it).
 *
 * Stored at `system.uses`:
 *   spent     whole number ≥ 0 (value = max − spent, so a new max never leaves a stale value)
 *   max       formula text: "" (no limited uses), "3", "@prof", "max(1, @abilities.con.mod)"
 *   recovery  set of "sr" | "lr" | "day" | "combat"
 * Derived on the prepared item (see `prepareUses`): `value`, `maxValue` and `error`.
 *
 * A structurally broken max ("2 +", "1d4") is refused when stored; a max that is fine but cannot be resolved
 * against this owner ("@nope") is stored, resolves to 0 and carries `error` for the sheet to show.
 */

export interface UsesSource {
  spent: number;
  max: string;
  recovery: Iterable<RecoveryPeriod>;
}

export interface UsesFormulaError {
  reason: FormulaErrorReason;
  position: number;
  detail?: string;
}

export interface UsesState {
  /** Uses left: maxValue − spent, in 0..maxValue. */
  value: number;
  /** The resolved max. */
  maxValue: number;
  /** Why `max` did not resolve (maxValue is then 0), or null. */
  error: UsesFormulaError | null;
}

/** The prepared `system.uses`: the stored fields plus the derived state. */
export type PreparedUses = { spent: number; max: string; recovery: Set<RecoveryPeriod> } & UsesState;

/** Field options for the uses max: structural syntax checked at storage time. */
function validateUsesMax(value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return true;
  const check = checkUsesFormula(value);
  if (!check.ok) throw new Error(`"${value}" is not a valid uses formula (${check.reason} at character ${check.position + 1})`);
  return true;
}

/** The `uses` SchemaField. Call it once per model schema. */
export function usesField() {
  // Foundry's classes read here, not at import: the rules' unit tests load this file without Foundry.
  const { NumberField, SchemaField, SetField, StringField } = foundry.data.fields;
  return new SchemaField({
    spent: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: MAX_USES_SPENT, initial: 0 }),
    max: new StringField({ required: true, blank: true, initial: "", validate: validateUsesMax }),
    recovery: new SetField(new StringField({ required: true, blank: false, choices: [...RECOVERY_PERIODS] })),
  });
}

/**
 * Resolve uses against the owner's roll data (`actor.getRollData()`), or null when the item has no owner: then a
 * plain number still counts, and a formula that needs an actor ("@prof") gives 0 without an error.
 */
export function deriveUses(uses: Pick<UsesSource, "spent" | "max">, rollData: FormulaData | null): UsesState {
  const max = uses.max.trim();
  if (max === "") return { value: 0, maxValue: 0, error: null };
  const resolved = resolveUsesMax(max, rollData ?? {});
  if (!resolved.ok) {
    const waitingForOwner = rollData === null && (resolved.reason === "unknownPath" || resolved.reason === "notANumber");
    const error = waitingForOwner
      ? null
      : { reason: resolved.reason, position: resolved.position, ...(resolved.detail === undefined ? {} : { detail: resolved.detail }) };
    return { value: 0, maxValue: 0, error };
  }
  return { value: usesValue({ spent: uses.spent, max: resolved.value }), maxValue: resolved.value, error: null };
}

/**
 * Adds the derived `value`, `maxValue` and `error` to a prepared uses object. They are getters, computed when
 * read from the owner's roll data (once per preparation: ../shared/owner-memo.ts): items are prepared before their
 * actor's derived data (proficiency bonus, modifiers), so values fixed at item preparation would be stale.
 * The getters are the same functions for every item, with the model found from the uses object: nothing is
 * allocated per preparation (bench/prepare.bench.ts: three closures and descriptors per item would be a tenth of
 * what preparing 1,000 characters allocates).
 */
export function prepareUses(uses: object, model: { parent?: unknown }): void {
  preparedAgain();
  // Prepared again without being initialised again (the same uses object): the getters are there already.
  if (usesModels.get(uses) === model) return;
  usesModels.set(uses, model);
  Object.defineProperty(uses, "value", VALUE);
  Object.defineProperty(uses, "maxValue", MAX_VALUE);
  Object.defineProperty(uses, "error", ERROR);
}

const usesModels = new WeakMap<object, { parent?: unknown }>();

function usesStateOf(uses: object): UsesState {
  return oncePerPreparation(uses, "uses", () => {
    const model = usesModels.get(uses);
    // cast: the UsesField's value, the parts deriveUses reads.
    return deriveUses(uses as Pick<UsesSource, "spent" | "max">, model ? ownerRollData(model) : null);
  });
}

const VALUE: PropertyDescriptor = { get(this: object) { return usesStateOf(this).value; }, enumerable: false, configurable: true };
const MAX_VALUE: PropertyDescriptor = { get(this: object) { return usesStateOf(this).maxValue; }, enumerable: false, configurable: true };
const ERROR: PropertyDescriptor = { get(this: object) { return usesStateOf(this).error; }, enumerable: false, configurable: true };
