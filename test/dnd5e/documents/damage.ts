/**
 * `Actor5e#applyDamage` and `#calculateDamage`, dnd5e release-5.3.3 `module/documents/actor/actor.mjs:720` and
 * `:789` (6.x: the same code, branch 6.0-deprecations `module/documents/actor/actor.mjs:678`):
 * - a number becomes `[{value}]` with `options.ignore ??= true` (:725);
 * - calculate: `dnd5e.preCalculateDamage(actor, damages, options)` (:804, false cancels); per damage: skipped
 *   types (`options.only`), immunity (value 0), resistance (halved, truncated), vulnerability (doubled), healing
 *   negated unless `invertHealing === false`; `temphp` and `maximum` collected apart; the damage threshold
 *   `hp.dt` unless ignored; `dnd5e.calculateDamage(actor, damages, options)` (:902, false cancels);
 * - apply (:734): temp HP absorbs damage first, the HP change clamped by `tempMax`, updates
 *   `system.attributes.hp.temp/tempmax/value`; `dnd5e.preApplyDamage(actor, amount, updates, options)` (:754,
 *   false cancels), `modifyTokenAttribute` (:758), `actor.update(updates)`, then
 *   `dnd5e.applyDamage(actor, amount, options)` (:775). Returns the actor.
 * Simplified: no damage modification (`traits.dm`), no physical bypasses, no downgrade of immunities; `ignore`
 * (true, or per category true) is honoured.
 */
import { Hooks } from "../../foundry/hooks";
import { deepClone, type PlainObject } from "../../foundry/utils";
import { dnd5eConfig } from "../config";
import type { HitPointsData } from "../data/prepare";

export interface DamageDescription extends PlainObject {
  value: number;
  type?: string;
  properties?: Set<string>;
  active?: PlainObject;
}

export type DamageSummary = DamageDescription[] & { amount: number; temp: number; tempMax: number };

export interface DamageOptions extends PlainObject {
  multiplier?: number;
  only?: "damage" | "healing";
  ignore?: boolean | Record<string, boolean | Set<string>>;
  invertHealing?: boolean;
  isDelta?: boolean;
}

interface DamageTarget {
  system: { attributes: { hp?: HitPointsData }; traits?: Record<string, { value?: Set<string> }>; _source?: PlainObject };
  update(data: PlainObject, options?: PlainObject): Promise<unknown>;
}

function ignored(options: DamageOptions, category: string, type: string): boolean {
  if (options.ignore === true) return true;
  const entry = typeof options.ignore === "object" ? options.ignore[category] : undefined;
  return entry === true || (entry instanceof Set && entry.has(type));
}

function has(actor: DamageTarget, category: "immunity" | "resistance" | "vulnerability", type: string, options: DamageOptions): boolean {
  const trait = actor.system.traits?.[`d${category[0]}`]?.value;
  if (!trait) return false;
  const isHealing = type in dnd5eConfig().healingTypes;
  if (!isHealing && !ignored(options, category, "ALL") && trait.has("ALL")) return true;
  return !ignored(options, category, type) && trait.has(type);
}

export function calculateDamage(actor: DamageTarget, input: DamageDescription[], options: DamageOptions = {}): DamageSummary | false {
  const damages = Object.assign(deepClone(input), { amount: 0, temp: 0, tempMax: 0 }) as DamageSummary;
  if (Hooks.call("dnd5e.preCalculateDamage", actor, damages, options) === false) return false;
  const config = dnd5eConfig();
  const multiplier = options.multiplier ?? 1;
  const treatAs = options.only ?? "damage";
  const skipped = (type: string | undefined): boolean => {
    if (type === "maximum") return options.only ? options.only !== treatAs : false;
    if (options.only === "damage") return Boolean(type && type in config.healingTypes);
    if (options.only === "healing") return Boolean(type && type in config.damageTypes);
    return false;
  };
  for (const d of damages) {
    d.active ??= {};
    const type = d.type ?? "";
    if (skipped(d.type) || has(actor, "immunity", type, options)) {
      d.value = 0;
      d.active.multiplier = 0;
      continue;
    }
    let damageMultiplier = multiplier;
    let applied = d.value * multiplier;
    if (has(actor, "resistance", type, options)) {
      damageMultiplier /= 2;
      applied = Math.trunc(applied / 2);
    }
    if (has(actor, "vulnerability", type, options)) {
      damageMultiplier *= 2;
      applied *= 2;
    }
    if (options.invertHealing !== false && (type === "healing" || (type === "maximum" && treatAs === "healing"))) {
      damageMultiplier *= -1;
      applied *= -1;
    }
    d.value = applied;
    d.active.multiplier = Number(d.active.multiplier ?? 1) * damageMultiplier;
    if (type === "temphp") damages.temp += d.value;
    else if (type === "maximum") damages.tempMax += d.value;
    else damages.amount += d.value;
  }
  if (damages.tempMax < 0) damages.amount += damages.tempMax;
  damages.amount = Math.trunc(damages.amount);
  const dt = actor.system.attributes.hp?.dt ?? -Infinity;
  const ignoreThreshold = options.ignore === true || (typeof options.ignore === "object" && options.ignore.threshold === true);
  if (damages.amount > 0 && damages.amount < (dt ?? -Infinity) && !ignoreThreshold) {
    damages.amount = 0;
    for (const d of damages) {
      d.value = 0;
      d.active = { ...(d.active ?? {}), multiplier: 0, threshold: true };
    }
  }
  if (Hooks.call("dnd5e.calculateDamage", actor, damages, options) === false) return false;
  return damages;
}

export async function applyDamage<T extends DamageTarget>(actor: T, input: DamageDescription[] | number, options: DamageOptions = {}): Promise<T> {
  const hp = actor.system.attributes.hp;
  if (!hp) return actor;
  let damages: DamageDescription[];
  if (typeof input === "number" || (typeof input === "string" && input !== "" && Number.isFinite(Number(input)))) {
    damages = [{ value: Number(input) }];
    options.ignore ??= true;
  } else damages = input;
  const summary = calculateDamage(actor, damages, options);
  if (!summary) return actor;
  const { amount, temp, tempMax } = summary;
  const hpSource = (actor.system._source?.attributes as { hp?: { tempmax?: number } } | undefined)?.hp ?? {};
  const deltaTemp = amount > 0 ? Math.min(hp.temp, amount) : 0;
  const deltaHP = Math.min(Math.max(amount - deltaTemp, -hp.damage + tempMax), hp.value - tempMax);
  const updates: PlainObject = {
    "system.attributes.hp.temp": hp.temp - deltaTemp,
    "system.attributes.hp.tempmax": (hpSource.tempmax ?? 0) - tempMax,
    "system.attributes.hp.value": hp.value - deltaHP,
  };
  if (temp > Number(updates["system.attributes.hp.temp"])) updates["system.attributes.hp.temp"] = temp;
  if (Hooks.call("dnd5e.preApplyDamage", actor, amount, updates, options) === false) return actor;
  if (Hooks.call("modifyTokenAttribute", { attribute: "attributes.hp", value: amount, isDelta: false, isBar: true }, updates) === false) return actor;
  await actor.update(updates);
  Hooks.callAll("dnd5e.applyDamage", actor, amount, options);
  return actor;
}
