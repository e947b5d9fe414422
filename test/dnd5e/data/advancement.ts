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
 * - ItemGrant: configuration `{items: [{uuid, optional}], optional, spell}` (`module/data/advancement/item-grant.mjs:
 *   26-35`), value `{added: {itemId: uuid}}` (`storagePath`, `module/documents/advancement/item-grant.mjs:80`);
 *   apply (:87-141) with `initial`: every configured uuid unless the advancement and the entry are both optional
 *   (:97-103), each fetched and cloned by `createItemData` (`module/documents/advancement/advancement.mjs:325-337`:
 *   a new `_id`, `_stats` from `fromCompendium`, `flags.dnd5e.sourceId` = the uuid, `advancementOrigin` =
 *   `<item id>.<advancement id>`, `advancementRoot` = the item's own root or that origin), put on the actor clone
 *   (so the manager creates them with the item), a uuid that resolves to nothing skipped (:120-121).
 * Simplified: no dialog steps; ASI points and Trait choices are taken from the `choices` given (by advancement id),
 * else a Trait choice takes the first keys of its pool and unassigned ASI points stay unassigned.
 */
import { deepClone, getProperty, randomID, setProperty, type PlainObject } from "../../foundry/utils";

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

/** The items an ItemGrant gives with `initial` (item-grant.mjs:97-103): all but the optional ones of an optional grant. */
export function grantedUuids(adv: AdvancementData): string[] {
  const items = (adv.configuration.items ?? []) as { uuid?: string; optional?: boolean }[];
  const optional = adv.configuration.optional === true;
  return items.filter((entry) => !optional || !entry.optional).map((entry) => String(entry.uuid ?? "")).filter(Boolean);
}

/**
 * The level-0 ItemGrant advancements of `item` (its `_id`, flags and system): the items they create (createItemData,
 * advancement.mjs:325-337) and each advancement's new value (`{added: {id: uuid}}`). `resolve` fetches a uuid's
 * source data (fromUuid → toObject), null when it is gone.
 */
export async function applyItemGrants(item: PlainObject, resolve: (uuid: string) => Promise<PlainObject | null>): Promise<{ items: PlainObject[]; values: Record<string, PlainObject> }> {
  const items: PlainObject[] = [];
  const values: Record<string, PlainObject> = {};
  const ownRoot = getProperty(item, "flags.dnd5e.advancementRoot") as string | undefined;
  for (const adv of advancementsOf(item.system as PlainObject | undefined)) {
    if (adv.level !== 0 || adv.type !== "ItemGrant") continue;
    const added: Record<string, string> = {};
    for (const uuid of grantedUuids(adv)) {
      const source = await resolve(uuid);
      if (!source) continue;
      const origin = `${String(item._id)}.${adv._id}`;
      const data = deepClone(source);
      data._id = randomID();
      data.folder = null;
      data._stats = { ...((source._stats ?? {}) as PlainObject), compendiumSource: uuid, duplicateSource: null };
      setProperty(data, "flags.dnd5e.sourceId", uuid);
      setProperty(data, "flags.dnd5e.advancementOrigin", origin);
      setProperty(data, "flags.dnd5e.advancementRoot", ownRoot ?? origin);
      items.push(data);
      added[String(data._id)] = uuid;
    }
    if (Object.keys(added).length) values[adv._id] = { added };
  }
  return { items, values };
}
