/**
 * The system's ActiveEffect class (CONFIG.ActiveEffect.documentClass). Foundry's ADD mode adds numbers and
 * concatenates anything else (CONST.ACTIVE_EFFECT_MODES), so an effect adding "poison" to a trait set
 * (`system.traits.di`, a SetField) would turn the set into the string "[object Set]poison", which the sheet then
 * reads as single letters. v13 systems handle sets in their own effect class (dnd5e's ActiveEffect5e, Black
 * Flag): here ADD puts the value into a copy of the set and OVERRIDE replaces the set with one holding the
 * value; both record the new set in `changes`, so the actor's `overrides` name the trait.
 */
type Changes = Record<string, unknown>;
interface ChangeLike {
  key: string;
}

// cast: the narrow view of the protected appliers this class overrides (v13 ActiveEffect), to keep tsc fast.
const Base = ActiveEffect as unknown as new (...args: never[]) => {
  _applyAdd(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void;
  _applyOverride(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void;
};

function values(delta: unknown): string[] {
  return (Array.isArray(delta) ? delta : [delta]).map((value) => String(value).trim()).filter((value) => value !== "");
}

export class AugmentedActiveEffect extends Base {
  override _applyAdd(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void {
    if (!(current instanceof Set)) return super._applyAdd(actor, change, current, delta, changes);
    changes[change.key] = new Set([...(current as Set<unknown>), ...values(delta)]);
  }

  override _applyOverride(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void {
    if (!(current instanceof Set)) return super._applyOverride(actor, change, current, delta, changes);
    changes[change.key] = new Set(values(delta));
  }
}
