/**
 * `ActiveEffect5e#apply`, the part the stand-in needs (release-5.3.3 `module/documents/active-effect.mjs:197`):
 * a change to one of the derived formula keys (`FORMULA_FIELDS` :44, e.g. `system.attributes.ac.bonus`,
 * `system.attributes.ac.min`), which no schema field holds, is applied through a FormulaField (`applyField`
 * below 14, `applyChangeField` from 14, :205-210); every other change as core's.
 * First each change's key goes through the line's redirections (`SHIM_FIELDS`, `_applyChangeShim`): 5.3.3's
 * (:66-72: `movement.speed` → `movement.walk`, the senses to `senses.ranges`) or 6.x's (line.ts: the speeds to
 * `movement.speeds`, `bonuses.<attack type>.attack|damage` → `rolls.attack|damage.<type>.bonus`,
 * `bonuses.abilities.*` → `rolls.ability.*.bonus`, `abilities.<id>.bonuses.check|save` →
 * `abilities.<id>.check|save.roll.bonus`, `skills.<id>.bonuses.check` → `skills.<id>.roll.bonus`), without warning.
 */
import { ActiveEffect } from "../../foundry/active-effect";
import type { Document } from "../../foundry/document";
import { standInGeneration } from "../../foundry/generation";
import type { PlainObject } from "../../foundry/utils";
import { FormulaField } from "../data/formula-field";
import { sixLine } from "../line";

export const FORMULA_FIELDS = new Set(["system.attributes.ac.bonus", "system.attributes.ac.min"]);

const SENSES = ["darkvision", "blindsight", "tremorsense", "truesight"];
const SHIM_FIELDS_5_3: Record<string, string> = {
  "system.attributes.movement.speed": "system.attributes.movement.walk",
  ...Object.fromEntries(SENSES.map((s) => [`system.attributes.senses.${s}`, `system.attributes.senses.ranges.${s}`])),
};
const ATTACK_TYPES = ["mwak", "msak", "rwak", "rsak"];
const SHIM_FIELDS_6: Record<string, string> = {
  "system.attributes.movement.speed": "system.attributes.movement.walk",
  ...Object.fromEntries(["burrow", "climb", "fly", "jump", "swim", "walk"].map((t) => [`system.attributes.movement.${t}`, `system.attributes.movement.speeds.${t}`])),
  ...Object.fromEntries(SENSES.map((s) => [`system.attributes.senses.${s}`, `system.attributes.senses.ranges.${s}`])),
  ...Object.fromEntries(ATTACK_TYPES.flatMap((t) => ["attack", "damage"].map((k) => [`system.bonuses.${t}.${k}`, `system.rolls.${k}.${t}.bonus`]))),
  ...Object.fromEntries(["check", "save", "skill"].map((k) => [`system.bonuses.abilities.${k}`, `system.rolls.ability.${k}.bonus`])),
};
const BONUS_SHIM = /^system\.(abilities|skills|tools)\.(\w+)\.bonuses\.(check|save)$/;

type Change = Parameters<ActiveEffect["apply"]>[1];

/** The key a change of `key` lands on in the running line. */
export function shimmedKey(key: string): string {
  if (!sixLine()) return SHIM_FIELDS_5_3[key] ?? key;
  const shim = SHIM_FIELDS_6[key];
  if (shim) return shim;
  const [, category, id, type] = BONUS_SHIM.exec(key) ?? [];
  return category ? `system.${category}.${id}.${category === "abilities" ? `${type}.` : ""}roll.bonus` : key;
}

export class ActiveEffect5e extends ActiveEffect {
  override apply(actor: Document, original: Change): PlainObject {
    const key = shimmedKey(original.key);
    const change = key === original.key ? original : { ...original, key };
    if (!FORMULA_FIELDS.has(change.key)) return super.apply(actor, change);
    const field = new FormulaField();
    const cls = this.constructor as typeof ActiveEffect;
    const value = standInGeneration() >= 14
      ? cls.applyChangeField(actor, { key: change.key, value: change.value, type: change.type ?? "add", phase: change.phase ?? "initial", priority: change.priority }, { field })
      : cls.applyField(actor, change, field);
    return { [change.key]: value };
  }
}
