/**
 * The system's ActiveEffect class (CONFIG.ActiveEffect.documentClass). Foundry applies a change to a schema field
 * through the field (src/compat/active-effects.ts); the system steps in only for Set fields (`system.traits.*`:
 * damage immunities, resistances, vulnerabilities, condition immunities, languages, creature types), so that a
 * change's value may name several entries, "poison, acid" or a JSON array, as the species effects in the packs
 * do one per change. ADD puts them into a copy of the prepared Set, OVERRIDE replaces the Set with them; other
 * kinds, and every non-Set field, are Foundry's.
 *
 * GA-IMM-1: an effect carrying a status the actor's body is immune to (a 13th Age gearforged's sleep) is refused
 * on creation, with the reason, whoever creates it (token HUD, a spell's effect, a macro). So is one whose status
 * stands for a condition in the actor's prepared condition immunities (`system.traits.ci`: GF-STEEL-1's poisoned,
 * the Gearforged bodies' disease, or any a GM or an effect adds).
 */
import { activeEffectClass, type FieldChange } from "../compat/active-effects";
import { gearforgedVariantOf } from "../data/item/gearforged/readers";
import { CONDITION_IDS } from "../config";
import { immuneConditionStatus } from "../rules/core/conditions";
import { immuneStatuses } from "../rules/gearforged";
import { localize, notifyWarn } from "../utils/notify";

/** The entries a change names: a JSON array of strings, or comma-separated words, trimmed, blanks dropped. */
export function changeEntries(value: string): string[] {
  let parsed: unknown;
  // Only what can be a JSON array is parsed: a thrown SyntaxError for every "poison, acid" on every preparation
  // would be a quarter of preparing 1,000 characters (bench/prepare).
  if (value.trimStart().startsWith("[")) {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  const list: unknown[] = Array.isArray(parsed) ? parsed : value.split(",");
  const out: string[] = [];
  for (const entry of list) {
    const trimmed = String(entry).trim();
    if (trimmed !== "") out.push(trimmed);
  }
  return out;
}

export function setFieldChange(current: unknown, change: FieldChange, field: unknown): Set<string> | undefined {
  if (!(field instanceof foundry.data.fields.SetField) || !(current instanceof Set)) return undefined;
  if (change.kind === "add") {
    // cast: a SetField's prepared value is a Set of strings.
    const next = new Set(current as Set<string>);
    for (const entry of changeEntries(change.value)) next.add(entry);
    return next;
  }
  if (change.kind === "override") return new Set(changeEntries(change.value));
  return undefined;
}

/** The creation data's statuses (an array, or a Set once cleaned). */
function statusesOf(data: unknown): string[] {
  // cast: the effect's source data; `statuses` checked before use.
  const statuses = (data as { statuses?: Iterable<unknown> } | null)?.statuses;
  return statuses && typeof statuses !== "string" ? [...statuses].map(String) : [];
}

// cast: the narrow view of the creation hook this class overrides, to keep tsc fast.
const FieldAwareEffect = activeEffectClass(setFieldChange) as unknown as new (...args: never[]) => {
  _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void>;
  readonly parent: unknown;
};

export class AugmentedActiveEffect extends FieldAwareEffect {
  override async _preCreate(data: unknown, options: unknown, user: unknown): Promise<boolean | void> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    // cast: an effect's parent is an Actor or an Item (the actor's items decide its body).
    const actor = this.parent as {
      documentName?: string;
      name?: string | null;
      items?: Iterable<{ id: string | null; name: string; type: string; system: unknown }>;
      system?: { traits?: { ci?: Iterable<string> } };
    } | null;
    if (actor?.documentName !== "Actor" || !actor.items) return;
    const statuses = statusesOf(data);
    const immune = immuneStatuses(gearforgedVariantOf(actor.items), statuses);
    if (immune.length > 0) {
      notifyWarn(`AUGMENTED.Gearforged.Immune.${immune[0]}`, { name: actor.name ?? "" });
      return false;
    }
    const condition = immuneConditionStatus(statuses, actor.system?.traits?.ci ?? [], CONDITION_IDS);
    if (!condition) return;
    notifyWarn("AUGMENTED.ConditionImmune", { name: actor.name ?? "", condition: localize(`AUGMENTED.Condition.${condition.condition}`) });
    return false;
  }
}
