/**
 * Derived values dnd5e computes for characters and npcs, with the formulas of release-5.3.3:
 * - abilities `module/data/actor/templates/common.mjs:134` `prepareAbilities`: mod = floor((value − 10) / 2);
 *   `save.value` = mod + save bonuses + proficiency; `dc` = 8 + mod + prof + `bonuses.spell.dc`; `attack`; `max`.
 * - skills `templates/creature.mjs:194` `prepareSkill`: `mod`, `bonus`, `prof`, `total`, `passive`.
 * - armor class `templates/attributes.mjs:122` (base: armor 10, `bonus` and `min` ""), `:148-235`
 *   `prepareArmorClass`: an unknown calc becomes "flat"; "flat" → `value` = flat and **returns** (no bonus, shield,
 *   cover or minimum, :178-180); "natural" → base flat; every other calc (`default`, `mage`, `draconic`,
 *   `unarmoredMonk`, `unarmoredBarb`, `unarmoredBard`, `custom` with `ac.formula`, config.mjs:1595-1631) → its
 *   formula with `@attributes.ac.armor`/`.dex` from the first equipped armor (its `armor.value`, Dex capped by its
 *   `armor.dex`, none when heavy) or 10 + Dex; a bad formula falls back to the default's; the first equipped
 *   shield's `armor.value`; `value` = max(min, base + shield + bonus + cover), `bonus` and `min` through
 *   simplifyBonus. Simplified: no stealth disadvantage, preparation warnings or cover from tokens.
 * - movement `:416` `prepareMovement`: numbers from the formula strings, modern exhaustion −5 ft per level,
 *   `bonus` added to every non-zero speed, `max`, `speed`.
 * - spellcasting `:494` `prepareSpellcastingAbility`: `attributes.spell.dc` = the spellcasting ability's dc, or
 *   8 + prof.
 * - exhaustion `:337` `prepareExhaustionLevel`: the level on the exhaustion effect (`dnd5eexhaustion0`,
 *   flag `dnd5e.exhaustionLevel`), else 0.
 * - hit points `:354` `prepareHitPoints`: `effectiveMax` = max + tempmax, value capped there, `damage`, `pct`.
 * The 6.x line (line.ts): speeds read and prepared in `movement.speeds` (the old places a warning shim); the check,
 * save and skill bonuses read from `abilities.<id>.check|save.roll.bonus`, `skills.<id>.roll.bonus` and
 * `rolls.ability.*.bonus`.
 */
import { Roll } from "../../foundry/roll";
import type { PlainObject } from "../../foundry/utils";
import { Proficiency } from "./proficiency";
import { ABILITY_IDS, MOVEMENT_TYPES } from "./fields";
import { dnd5eCompatibilityWarning, sixLine } from "../line";

/** dnd5e `module/utils.mjs:434` simplifyBonus: a number, or a deterministic formula's total, else 0. */
export function simplifyBonus(bonus: unknown, data: PlainObject = {}): number {
  if (bonus === null || bonus === undefined || bonus === "") return 0;
  if (typeof bonus === "number") return bonus;
  const text = String(bonus).trim();
  if (!text) return 0;
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return Number(text);
  try {
    const roll = new Roll(text, data);
    return roll.isDeterministic ? Number(roll.evaluateSync().total ?? 0) : 0;
  } catch {
    return 0;
  }
}

export const EXHAUSTION_EFFECT_ID = "dnd5eexhaustion0";

/* The derived shapes the preparation writes (on top of the stored fields). */
export interface AbilityData {
  value: number; proficient: number; max: number | null; mod: number; dc: number; attack: number;
  bonuses: { check: string; save: string };
  save: { value: number; roll: { bonus: string; mode: number; min: number | null; max: number | null } };
  check: { roll: { bonus: string; mode: number; min: number | null; max: number | null } };
  saveProf: Proficiency; checkProf: Proficiency; saveBonus: number; checkBonus: number;
}
export interface SkillData {
  value: number; ability: string; bonuses: { check: string; passive: string }; roll: { bonus: string; mode: number; min: number | null; max: number | null };
  mod: number; bonus: number; prof: Proficiency; total: number; passive: number; proficient: number;
}
export interface HitPointsData {
  value: number; max: number; temp: number; tempmax: number; dt: number | null;
  effectiveMax: number; damage: number; pct: number; bonuses?: { level: string; overall: string };
}
export interface ArmorClassData { calc: string; flat: number | null; formula: string; armor: number; shield: number; cover: number; min: string | number; bonus: string | number; base: number; dex: number; value: number }
export type MovementData = Record<string, unknown> & { units: string | null; bonus: string; hover: boolean; max: number; speed: number; speeds?: Record<string, unknown> };

/** What the preparation functions read and write on a creature's system data. */
export interface CreatureSystem {
  parent: { items: Iterable<{ type: string; system: PlainObject; id: string | null }>; effects: { get(id: string): { getFlag(scope: string, key: string): unknown } | undefined }; getRollData(): PlainObject };
  abilities: Record<string, AbilityData>;
  skills?: Record<string, SkillData>;
  attributes: PlainObject & { prof: number; ac: ArmorClassData; hp: HitPointsData; movement: MovementData; exhaustion: number; spellcasting: string; spell?: PlainObject };
  bonuses: { abilities: { check: string; save: string; skill: string }; spell: { dc: string } };
  /** 6.x (line.ts): the roll bonuses that replace `bonuses`. */
  rolls?: { ability: Record<"check" | "save" | "skill", { bonus: string }> };
  traits: PlainObject & { ci: { value: Set<string> } };
}

export function rulesVersion(): string {
  const settings = (globalThis as unknown as { game?: { settings?: { get(ns: string, key: string): unknown } } }).game?.settings;
  try {
    return String(settings?.get("dnd5e", "rulesVersion") ?? "modern");
  } catch {
    return "modern";
  }
}

export function prepareBaseArmorClass(system: CreatureSystem): void {
  Object.assign(system.attributes.ac, { armor: 10, shield: 0, cover: 0, min: "", bonus: "" });
}

export function prepareExhaustionLevel(system: CreatureSystem): void {
  const level = system.parent.effects.get(EXHAUSTION_EFFECT_ID)?.getFlag("dnd5e", "exhaustionLevel");
  system.attributes.exhaustion = typeof level === "number" && Number.isFinite(level) ? level : 0;
}

/**
 * An ability's own and the actor's global check/save/skill bonus formulas: 5.3 `abilities.<id>.bonuses.*` and
 * `bonuses.abilities.*`; 6.x `abilities.<id>.check|save.roll.bonus` and `rolls.ability.*.bonus` (line.ts).
 */
function abilityBonus(ability: AbilityData | undefined, kind: "check" | "save"): string | undefined {
  return sixLine() ? ability?.[kind].roll.bonus : ability?.bonuses[kind];
}

function globalBonus(system: CreatureSystem, kind: "check" | "save" | "skill"): string | undefined {
  return sixLine() ? system.rolls?.ability[kind].bonus : system.bonuses.abilities[kind];
}

export function prepareAbilities(system: CreatureSystem, rollData: PlainObject): void {
  const prof = system.attributes.prof ?? 0;
  const checkBonus = simplifyBonus(globalBonus(system, "check"), rollData);
  const saveBonus = simplifyBonus(globalBonus(system, "save"), rollData);
  const dcBonus = simplifyBonus(system.bonuses.spell.dc, rollData);
  for (const id of ABILITY_IDS) {
    const abl = system.abilities[id];
    if (!abl) continue;
    abl.mod = Math.floor((abl.value - 10) / 2);
    abl.checkProf = new Proficiency(prof, 0);
    abl.saveBonus = simplifyBonus(abilityBonus(abl, "save"), rollData) + saveBonus;
    abl.saveProf = new Proficiency(prof, abl.proficient);
    abl.checkBonus = simplifyBonus(abilityBonus(abl, "check"), rollData) + checkBonus;
    abl.save.value = abl.mod + abl.saveBonus + abl.saveProf.flat;
    abl.attack = abl.mod + prof;
    abl.dc = 8 + abl.mod + prof + dcBonus;
    if (!Number.isFinite(abl.max)) abl.max = 20;
  }
}

export function prepareSkills(system: CreatureSystem, rollData: PlainObject): void {
  const prof = system.attributes.prof ?? 0;
  const globalCheck = simplifyBonus(globalBonus(system, "check"), rollData);
  const globalSkill = simplifyBonus(globalBonus(system, "skill"), rollData);
  for (const skill of Object.values(system.skills ?? {})) {
    const ability = system.abilities[skill.ability];
    const own = sixLine() ? skill.roll.bonus : skill.bonuses.check;
    skill.bonus = simplifyBonus(own, rollData) + globalCheck + simplifyBonus(abilityBonus(ability, "check"), rollData) + globalSkill;
    skill.mod = ability?.mod ?? 0;
    skill.prof = new Proficiency(prof, skill.value);
    skill.proficient = skill.prof.multiplier;
    skill.total = skill.mod + skill.bonus + skill.prof.flat;
    skill.passive = 10 + skill.mod + skill.bonus + skill.prof.flat + simplifyBonus(skill.bonuses.passive, rollData) + 5 * (skill.roll.mode ?? 0);
  }
}

/** config.mjs:1595-1631 `armorClasses` (custom reads `ac.formula`). */
export const ARMOR_CLASSES: Record<string, { label: string; formula?: string }> = {
  flat: { label: "DND5E.ArmorClassFlat", formula: "@attributes.ac.flat" },
  natural: { label: "DND5E.ArmorClassNatural", formula: "@attributes.ac.flat" },
  default: { label: "DND5E.ArmorClassEquipment", formula: "@attributes.ac.armor + @attributes.ac.dex" },
  mage: { label: "DND5E.ArmorClassMage", formula: "13 + @abilities.dex.mod" },
  draconic: { label: "DND5E.ArmorClassDraconic", formula: "13 + @abilities.dex.mod" },
  unarmoredMonk: { label: "DND5E.ArmorClassUnarmoredMonk", formula: "10 + @abilities.dex.mod + @abilities.wis.mod" },
  unarmoredBarb: { label: "DND5E.ArmorClassUnarmoredBarbarian", formula: "10 + @abilities.dex.mod + @abilities.con.mod" },
  unarmoredBard: { label: "DND5E.ArmorClassUnarmoredBard", formula: "10 + @abilities.dex.mod + @abilities.cha.mod" },
  custom: { label: "DND5E.ArmorClassCustom" },
};
const ARMOR_TYPES = new Set(["light", "medium", "heavy", "natural", "shield"]);

/** attributes.mjs:148-235 (see the file comment). */
export function prepareArmorClass(system: CreatureSystem, rollData: PlainObject): void {
  const ac = system.attributes.ac;
  let cfg = ARMOR_CLASSES[ac.calc];
  if (!cfg) {
    ac.calc = "flat";
    cfg = ARMOR_CLASSES.flat!;
  }
  const equipped = [...system.parent.items].filter((i) => i.type === "equipment" && i.system.equipped === true && ARMOR_TYPES.has(String((i.system.type as PlainObject | undefined)?.value)));
  const shields = equipped.filter((i) => (i.system.type as PlainObject).value === "shield");
  const armors = equipped.filter((i) => (i.system.type as PlainObject).value !== "shield");
  const dexMod = system.abilities.dex?.mod ?? 0;
  switch (ac.calc) {
    case "flat":
      // Flat AC returns here: no shield, bonus, cover or minimum (attributes.mjs:178-180).
      ac.value = Number(ac.flat);
      return;
    case "natural":
      ac.base = Number(ac.flat);
      break;
    default: {
      const formula = ac.calc === "custom" ? ac.formula : cfg.formula ?? "";
      const armor = armors[0]?.system as { armor?: { value?: number | null; dex?: number | null }; type?: { value?: string } } | undefined;
      if (armor) {
        ac.armor = armor.armor?.value ?? ac.armor;
        ac.dex = armor.type?.value === "heavy" ? 0 : Math.min(armor.armor?.dex ?? Infinity, dexMod);
      } else ac.dex = dexMod;
      const data = { ...rollData, attributes: { ...(rollData.attributes as PlainObject | undefined), ac } };
      try {
        ac.base = formula ? Number(new Roll(formula, data).evaluateSync().total ?? 0) : 0;
      } catch {
        ac.base = Number(new Roll(ARMOR_CLASSES.default!.formula!, data).evaluateSync().total ?? 0);
      }
    }
  }
  const shield = shields[0]?.system as { armor?: { value?: number | null } } | undefined;
  if (shield) ac.shield = shield.armor?.value ?? 0;
  ac.min = simplifyBonus(ac.min, rollData);
  ac.bonus = simplifyBonus(ac.bonus, rollData);
  ac.value = Math.max(ac.min, ac.base + ac.shield + ac.bonus + ac.cover);
}

export function prepareMovement(system: CreatureSystem, rollData: PlainObject): void {
  const movement = system.attributes.movement;
  const exhausted = rulesVersion() === "modern" && !system.traits.ci.value.has("exhaustion");
  const reduction = exhausted ? (system.attributes.exhaustion ?? 0) * 5 : 0;
  const bonus = simplifyBonus(movement.bonus, rollData);
  // 6.x keeps the speeds in `movement.speeds` (line.ts, PR #7201); 5.3 on the movement object itself.
  const speeds = (sixLine() ? movement.speeds : movement) as Record<string, unknown>;
  movement.max = 0;
  for (const type of MOVEMENT_TYPES) {
    let speed = Math.max(0, simplifyBonus(speeds[type], rollData) - reduction);
    if (speed) speed = Math.max(0, speed + bonus);
    speeds[type] = speed;
    movement.max = Math.max(movement.max, speed);
    if (type === "walk") movement.speed = speed;
  }
  movement.units ??= "ft";
  if (sixLine()) shimMovementSpeeds(movement);
}

/** 6.x's shim of the old speed locations (PR #7201): `movement.<type>` reads `movement.speeds.<type>`, with a warning. */
function shimMovementSpeeds(movement: MovementData): void {
  const speeds = movement.speeds as Record<string, unknown>;
  for (const type of MOVEMENT_TYPES) {
    Object.defineProperty(movement, type, {
      configurable: true,
      enumerable: false,
      get: () => {
        dnd5eCompatibilityWarning(`movement.${type} has moved to "movement.speeds.${type}".`);
        return speeds[type];
      },
    });
  }
}

export function prepareSpellcastingAbility(system: CreatureSystem): void {
  const ability = system.abilities[system.attributes.spellcasting];
  const prof = system.attributes.prof ?? 0;
  system.attributes.spell = { ...(system.attributes.spell ?? {}), attack: ability ? ability.attack : prof, dc: ability ? ability.dc : 8 + prof, mod: ability ? ability.mod : 0 };
}

export function prepareHitPoints(hp: HitPointsData, { base = 0, bonus = 0 }: { base?: number; bonus?: number } = {}): void {
  hp.max = Math.floor((hp.max ?? 0) + base + bonus);
  hp.effectiveMax = Math.max(hp.max + (hp.tempmax ?? 0), 0);
  hp.value = Math.min(hp.value ?? 0, hp.effectiveMax);
  hp.damage = hp.effectiveMax - hp.value;
  hp.pct = Math.min(Math.max(hp.effectiveMax ? (hp.value / hp.effectiveMax) * 100 : 0, 0), 100);
}
