/**
 * The system's ActiveEffect class (CONFIG.ActiveEffect.documentClass). Foundry's ADD mode adds numbers and
 * concatenates anything else (CONST.ACTIVE_EFFECT_MODES), so an effect adding "poison" to a trait set
 * (`system.traits.di`, a SetField) would turn the set into the string "[object Set]poison", which the sheet then
 * reads as single letters. v13 systems handle sets in their own effect class (dnd5e's ActiveEffect5e, Black
 * Flag): here ADD puts the value into a copy of the set and OVERRIDE replaces the set with one holding the
 * value; both record the new set in `changes`, so the actor's `overrides` name the trait.
 *
 * GA-IMM-1: an effect carrying a status the actor's body is immune to (a 13th Age gearforged's sleep) is refused
 * on creation, with the reason, whoever creates it (token HUD, a spell's effect, a macro).
 */
import { immuneStatuses } from "../rules/gearforged";
import { gearforgedVariantOf } from "../data/item/gearforged/readers";

type Changes = Record<string, unknown>;
interface ChangeLike {
  key: string;
}

// cast: the narrow view of the protected appliers this class overrides (v13 ActiveEffect), to keep tsc fast.
const Base = ActiveEffect as unknown as new (...args: never[]) => {
  _applyAdd(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void;
  _applyOverride(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void;
  _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void>;
  readonly parent: unknown;
};

/** The creation data's statuses (an array, or a Set once cleaned). */
function statusesOf(data: unknown): string[] {
  const statuses = (data as { statuses?: Iterable<unknown> } | null)?.statuses;
  return statuses && typeof statuses !== "string" ? [...statuses].map(String) : [];
}

function values(delta: unknown): string[] {
  return (Array.isArray(delta) ? delta : [delta]).map((value) => String(value).trim()).filter((value) => value !== "");
}

export class AugmentedActiveEffect extends Base {
  override _applyAdd(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void {
    if (!(current instanceof Set)) return super._applyAdd(actor, change, current, delta, changes);
    changes[change.key] = new Set([...(current as Set<unknown>), ...values(delta)]);
  }

  override async _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    // cast: an effect's parent is an Actor or an Item (the actor's items decide its body).
    const actor = this.parent as { documentName?: string; name?: string | null; items?: Iterable<{ id: string | null; name: string; type: string; system: unknown }> } | null;
    if (actor?.documentName !== "Actor" || !actor.items) return;
    const immune = immuneStatuses(gearforgedVariantOf(actor.items), statusesOf(data));
    if (immune.length === 0) return;
    ui.notifications?.warn(game.i18n?.format(`AUGMENTED.Gearforged.Immune.${immune[0]}`, { name: actor.name ?? "" }) ?? "");
    return false;
  }

  override _applyOverride(actor: unknown, change: ChangeLike, current: unknown, delta: unknown, changes: Changes): void {
    if (!(current instanceof Set)) return super._applyOverride(actor, change, current, delta, changes);
    changes[change.key] = new Set(values(delta));
  }
}
