/**
 * The Advancement data a `race` (or other) item carries and what applying it at level 0 writes on the actor,
 * after dnd5e release-5.3.3:
 * - storage: `system.advancement`, an object keyed by `_id` (`module/data/item/templates/advancement.mjs`
 *   #migrateStorage turns an array into one); each `{_id, type, configuration, value, level, title}`
 *   (`module/data/advancement/base-advancement.mjs`).
 * - AbilityScoreImprovement: configuration `{points, fixed: {abl: n}, cap, max, locked}`, value `{type: "asi",
 *   assignments}` (`module/data/advancement/ability-score-improvement.mjs`); apply (`module/documents/advancement/
 *   ability-score-improvement.mjs:176`): with `initial`, the fixed increases are the assignments; each ability's
 *   source value + delta, the delta cut to max(ability max, configuration max) − value.
 * - Size: configuration `{sizes: [..]}` (initial ["med"]), value `{size}`; apply writes `system.traits.size`
 *   (the chosen size, else the first, else "med": `module/documents/advancement/size.mjs:83`).
 * - Trait: configuration `{grants: [...], choices: [{count, pool}], mode, allowReplacements}`, value `{chosen}`
 *   (`module/data/advancement/trait.mjs`); apply (`module/documents/advancement/trait.mjs:115`) adds each key's last
 *   part to the Set at its key path (`languages:standard:common` → `system.traits.languages.value`;
 *   `saves:con` → `system.abilities.con.proficient` = 1; `skills:slt` → `system.skills.slt.value` = 1,
 *   `module/documents/actor/trait.mjs:95` changeKeyPath).
 * Simplified: no dialog steps; ASI points and Trait choices are taken from the `choices` given (by advancement id),
 * else a Trait choice takes the first keys of its pool and unassigned ASI points stay unassigned.
 */
import { deepClone, getProperty, setProperty, type PlainObject } from "../../foundry/utils";

export interface AdvancementData {
  _id: string;
  type: string;
  configuration: PlainObject;
  value: PlainObject;
  level: number;
  title?: string;
}

/** Per advancement id: ASI `{assignments}`, Size `{size}`, Trait `{chosen: [...]}`. */
export type AdvancementChoices = Record<string, PlainObject>;

export function migrateAdvancement(source: PlainObject): void {
  if (Array.isArray(source.advancement)) {
    source.advancement = Object.fromEntries((source.advancement as PlainObject[]).map((a) => [String(a._id), a]));
  }
}

export function advancementsOf(itemSystem: PlainObject | undefined): AdvancementData[] {
  const stored = itemSystem?.advancement;
  const list = Array.isArray(stored) ? stored : Object.values((stored ?? {}) as PlainObject);
  return (list as PlainObject[]).map((a) => ({
    _id: String(a._id), type: String(a.type), configuration: (a.configuration ?? {}) as PlainObject,
    value: (a.value ?? {}) as PlainObject, level: Number(a.level ?? 0), title: a.title as string | undefined,
  }));
}

function keyPath(key: string): string | null {
  const [trait, ...rest] = key.split(":");
  if (trait === "saves") return `system.abilities.${rest.at(-1)}.proficient`;
  if (trait === "skills") return `system.skills.${rest.at(-1)}.value`;
  if (["languages", "di", "dr", "dv", "ci", "weapon", "armor"].includes(String(trait))) {
    const name = trait === "weapon" ? "weaponProf" : trait === "armor" ? "armorProf" : trait;
    return `system.traits.${name}.value`;
  }
  return null;
}

/**
 * Applies the level-0 advancements of `itemSystem` to a copy of the actor's source (`actorSource`, with `system`),
 * returning the actor's source after them and each advancement's new `value`.
 */
export function applyInitialAdvancements(actorSource: PlainObject, itemSystem: PlainObject, choices: AdvancementChoices = {}): { actor: PlainObject; values: Record<string, PlainObject> } {
  const actor = deepClone(actorSource);
  const values: Record<string, PlainObject> = {};
  for (const adv of advancementsOf(itemSystem)) {
    if (adv.level !== 0) continue;
    const choice = choices[adv._id] ?? {};
    if (adv.type === "AbilityScoreImprovement") {
      const fixed = (adv.configuration.fixed ?? {}) as Record<string, number>;
      const wanted: Record<string, number> = { ...Object.fromEntries(Object.entries(fixed).filter(([, v]) => v)) };
      for (const [k, v] of Object.entries((choice.assignments ?? {}) as Record<string, number>)) wanted[k] = (wanted[k] ?? 0) + v;
      const assignments: Record<string, number> = {};
      for (const [key, asked] of Object.entries(wanted)) {
        const path = `system.abilities.${key}`;
        const ability = getProperty(actor, path) as { value: number; max: number | null } | undefined;
        if (!ability) continue;
        const max = Math.max(ability.max ?? 20, Number(adv.configuration.max ?? -Infinity));
        const delta = Math.min(asked, max - ability.value);
        if (!delta) continue;
        setProperty(actor, `${path}.value`, ability.value + delta);
        assignments[key] = delta;
      }
      values[adv._id] = { type: "asi", ...(Object.keys(assignments).length ? { assignments } : {}) };
    } else if (adv.type === "Size") {
      const sizes = (adv.configuration.sizes ?? ["med"]) as string[];
      const size = String(choice.size ?? sizes[0] ?? "med");
      setProperty(actor, "system.traits.size", size);
      values[adv._id] = { size };
    } else if (adv.type === "Trait") {
      const grants = (adv.configuration.grants ?? []) as string[];
      const picked = (choice.chosen as string[] | undefined)
        ?? ((adv.configuration.choices ?? []) as { count?: number; pool?: string[] }[]).flatMap((c) => (c.pool ?? []).filter((k) => !grants.includes(k)).slice(0, c.count ?? 1));
      const chosen = [...new Set([...grants, ...picked])];
      for (const key of chosen) {
        const path = keyPath(key);
        if (!path) continue;
        const existing = getProperty(actor, path);
        if (Array.isArray(existing) || existing instanceof Set) setProperty(actor, path, [...new Set([...existing, String(key.split(":").at(-1))])]);
        else setProperty(actor, path, adv.configuration.mode === "expertise" ? 2 : 1);
      }
      values[adv._id] = { chosen };
    }
  }
  return { actor, values };
}
