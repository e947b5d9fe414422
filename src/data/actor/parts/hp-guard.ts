/**
 * CORE-2 "value ≤ max", enforced at the data level for every actor type with `attributes.hp`:
 * - an edit that sets the current HP above the maximum is refused (a localized error, nothing changes);
 * - lowering the maximum below the current value brings the value down with it (the only sensible reading
 *   of a smaller maximum, and what a rest or exhaustion workflow expects);
 * - a create with value > max is refused with the same message.
 * The checks run in the document's pre-hooks on every write path (src/documents/write-guard.ts), not in joint
 * validation, which Foundry runs before them and which would throw its own bare error instead.
 */
import { localize } from "../../../utils/notify";
import { ACTOR_PATHS } from "../paths";

export function hpAboveMaxMessage(value: number, max: number): string {
  return localize("AUGMENTED.Error.HpAboveMax", { value, max });
}

/** The refusal for a system source (a create's) holding hp.value > hp.max, else null. */
export function hpAboveMaxInSource(data: unknown): string | null {
  // cast: the system source being created; each HP part is checked before use.
  const hp = (data as { attributes?: { hp?: { value?: unknown; max?: unknown } } } | undefined)?.attributes?.hp;
  const value = asNumber(hp?.value);
  const max = asNumber(hp?.max);
  return value !== undefined && max !== undefined && value > max ? hpAboveMaxMessage(value, max) : null;
}

/** A change's value at a path, in nested (`{system: {attributes: …}}`) or flattened (`"system.attributes…"`) form. */
export function changedValue(changes: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(changes, path)) return changes[path];
  return foundry.utils.getProperty(changes, path);
}

/** A number, or a number's text, as a finite number; undefined for anything else. */
export function asNumber(value: unknown): number | undefined {
  // Only numbers and number strings: Number() throws on an object without a prototype (suite R1 found one).
  if ((typeof value !== "number" && typeof value !== "string") || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export type HpCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks (and, when only the maximum drops, amends) a document update against the current HP.
 * `changes` are the document's changes (with the `system.` prefix), mutated in place for the clamp.
 */
export function checkHpUpdate(changes: Record<string, unknown>, current: { value: number; max: number }): HpCheck {
  const value = asNumber(changedValue(changes, ACTOR_PATHS.hp.value));
  const max = asNumber(changedValue(changes, ACTOR_PATHS.hp.max)) ?? current.max;
  if (value !== undefined) {
    return value > max ? { ok: false, message: hpAboveMaxMessage(value, max) } : { ok: true };
  }
  if (current.value > max) {
    if (Object.hasOwn(changes, ACTOR_PATHS.hp.max)) changes[ACTOR_PATHS.hp.value] = Math.max(0, max);
    else foundry.utils.setProperty(changes, ACTOR_PATHS.hp.value, Math.max(0, max));
  }
  return { ok: true };
}
