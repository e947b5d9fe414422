/**
 * Derived values shared by character and npc: modifiers, saves, skills, AC, speeds, initiative, feature DCs.
 * Everything here calls the pure rules in src/rules/core; the models only say which proficiency bonus applies.
 */
import type { ItemSlice } from "../../shared/item-slice";
import { ABILITY_IDS, type AbilityId, abilityModifier } from "../../../rules/core/abilities";
import { type AcLine, type AcWarning, ARMOR_KINDS, type ArmorKind, computeArmorClass, type EquippedArmor } from "../../../rules/core/armor-class";
import {
  DEFAULT_EXHAUSTION_RULES,
  exhaustedHpMax,
  exhaustionEffects,
  type ExhaustionEffects,
  type ExhaustionRules,
} from "../../../rules/core/exhaustion";
import { computeFeatureDcs, type FeatureDc } from "../../../rules/core/feature-dc";
import { isProficiencyLevel, proficiencyContribution, type ProficiencyLevel } from "../../../rules/core/proficiency";
import { checkTotal, passiveScore, SKILL_IDS } from "../../../rules/core/skills";
import { applyExhaustionToSpeeds, type Speeds } from "../../../rules/core/speed";
import { exhaustionRules, knownExhaustionRulesOrNull } from "../../../settings";
import { type ActorAugmentsView, deriveAugments, visionaireAcBonus } from "./augments";
import { hasCyborgTraits } from "./cyborg";
import { effectAbilityModifierBonus } from "./effect-bonuses";

/** The system data as the derivation reads and writes it (stored paths plus the derived ones it adds). */
export interface CoreSystemView {
  abilities: Record<AbilityId, { value: number; proficient: number; bonuses: { check: number; save: number }; mod: number; check: number; save: number }>;
  skills: Record<string, { proficiency: number; ability: string; bonus: number; mod: number; prof: number; total: number; passive: number }>;
  attributes: {
    prof: number;
    /**
     * `effectiveMax`: the HP maximum after exhaustion (2014 level 4 halves it), else `max`. Defined
     * non-enumerable, so `hp` still reads and compares as the stored {value, max, temp}.
     */
    hp: { value: number; max: number; temp: number; readonly effectiveMax: number };
    ac: { flat: number | null; bonus: number; value: number; breakdown: AcLine[]; armorId: string | null; shieldId: string | null; warnings: AcWarning[] };
    exhaustion: number;
    movement: Speeds;
    speed: Speeds;
    senses: Record<"darkvision" | "blindsight" | "tremorsense" | "truesight", number>;
    init: { bonus: number; mod: number };
  };
  featureDcs: { id: string; name: string; ability: string; bonus: number }[];
  saveDcs: FeatureDc[];
  /** Cyborg augments: Visionaire breakdown and body-map issues, derived (src/data/actor/parts/augments.ts). */
  augments: ActorAugmentsView;
}

/** CORE-6: the world's exhaustion rules; "2024" without a game (a model made outside Foundry) or a registered setting. */
export function exhaustionRulesSetting(): ExhaustionRules {
  // The value read once (settings.ts keeps it until the setting changes) needs no look at `game`: every actor
  // preparation asks (bench/prepare).
  const known = knownExhaustionRulesOrNull();
  if (known !== null) return known;
  // cast: `game` is not defined outside Foundry (the unit tests run this derivation).
  return (globalThis as { game?: { settings?: unknown } }).game?.settings ? exhaustionRules() : DEFAULT_EXHAUSTION_RULES;
}

/** The effects of the actor's exhaustion level under the world's rules. */
export function currentExhaustion(level: number): ExhaustionEffects {
  return exhaustionEffects(level, exhaustionRulesSetting());
}

function proficiency(value: number): ProficiencyLevel {
  return isProficiencyLevel(value) ? value : 0;
}

/**
 * CORE-1 modifiers, ability checks and saves (with the proficiency bonus already set on attributes.prof).
 * `modBonus`: added to every modifier by active effects (SF-4 overdrive, ./effect-bonuses.ts), so everything
 * derived from the modifiers below sees it "for all purposes".
 */
export function deriveAbilities(system: CoreSystemView, modBonus = 0): void {
  const pb = system.attributes.prof;
  for (const id of ABILITY_IDS) {
    const ability = system.abilities[id];
    ability.mod = abilityModifier(ability.value) + modBonus;
    ability.check = ability.mod + ability.bonuses.check;
    // A save is a check of the ability with the save's proficiency and bonus (CORE-1).
    ability.save = checkTotal(ability.mod, proficiencyContribution(proficiency(ability.proficient), pb), ability.bonuses.save);
  }
}

/** Skill totals (ability mod + proficiency × PB rounded down + bonus) and passive scores. */
export function deriveSkills(system: CoreSystemView): void {
  const pb = system.attributes.prof;
  for (const id of SKILL_IDS) {
    const skill = system.skills[id];
    if (!skill) continue;
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    const ability = system.abilities[skill.ability as AbilityId] ?? system.abilities.dex;
    // The parts of a check modifier, set on the skill's own fields (no parts object per skill: bench/prepare).
    skill.mod = ability.mod;
    skill.prof = proficiencyContribution(proficiency(skill.proficiency), pb);
    skill.total = checkTotal(skill.mod, skill.prof, skill.bonus);
    skill.passive = passiveScore(skill.total);
  }
}


function finiteOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** Equipped armor and shields among the actor's items (`type: "equipment"`, `system.equipped`, `system.armor`). */
export function equippedArmor(items: Iterable<ItemSlice>): EquippedArmor[] {
  const out: EquippedArmor[] = [];
  for (const item of items) {
    if (item.type !== "equipment") continue;
    // cast: a structural, optional view of the document's system data; every read checks its type.
    const system = item.system as { equipped?: unknown; armor?: { kind?: unknown; value?: unknown; bonus?: unknown; dexCap?: unknown } };
    if (system?.equipped !== true || !system.armor) continue;
    const kind = system.armor.kind;
    // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
    if (!(ARMOR_KINDS as readonly unknown[]).includes(kind)) continue;
    out.push({
      id: item.id ?? "",
      name: item.name,
      // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
      kind: kind as ArmorKind,
      value: finiteOr(system.armor.value, undefined),
      bonus: finiteOr(system.armor.bonus, undefined),
      // null in the item model means "the default for the kind" (src/data/item/equipment.ts), as undefined does here.
      dexCap: finiteOr(system.armor.dexCap, undefined),
    });
  }
  return out;
}

/**
 * AC: a flat value (natural armor) when set, else equipped armor/shield or 10 + Dex; then the flat bonus.
 * The breakdown lists every line (the sheet's tooltip); warnings flag two armors or two shields equipped.
 */
export function deriveArmorClass(system: CoreSystemView, items: Iterable<ItemSlice>): void {
  const ac = system.attributes.ac;
  // CY-VIS-1..3: the Visionaire bonus is one more labelled line, after the flat bonus.
  const visionaire = visionaireAcBonus(system.augments);
  const bonuses = [{ label: "AUGMENTED.AC.Bonus", localize: true, amount: ac.bonus }, ...visionaire];
  if (ac.flat !== null && ac.flat !== undefined) {
    const breakdown: AcLine[] = [{ source: "base", label: "AUGMENTED.AC.Flat", localize: true, amount: ac.flat }];
    if (ac.bonus) breakdown.push({ source: "bonus", label: "AUGMENTED.AC.Bonus", localize: true, amount: ac.bonus });
    for (const line of visionaire) breakdown.push({ source: "bonus", label: line.label, localize: true, amount: line.amount });
    Object.assign(ac, { value: breakdown.reduce((sum, line) => sum + line.amount, 0), breakdown, armorId: null, shieldId: null, warnings: [] });
    return;
  }
  const result = computeArmorClass({ dexMod: system.abilities.dex.mod, equipped: equippedArmor(items), bonuses });
  Object.assign(ac, result);
}

/** Speeds after exhaustion (CORE-6), HP maximum after exhaustion (2014 level 4), initiative, feature DCs (CORE-7). */
export function deriveCommon(system: CoreSystemView, effects: ExhaustionEffects): void {
  system.attributes.speed = applyExhaustionToSpeeds(system.attributes.movement, effects);
  const hp = system.attributes.hp;
  const effectiveMax = exhaustedHpMax(hp.max, effects);
  // Defined once per initialised `hp` (non-enumerable, writable), then only set (bench/prepare).
  // cast: only a prepared model has the derived field, checked just before.
  if (Object.hasOwn(hp, "effectiveMax")) (hp as { effectiveMax: number }).effectiveMax = effectiveMax;
  else Object.defineProperty(hp, "effectiveMax", { value: effectiveMax, enumerable: false, configurable: true, writable: true });
  system.attributes.init.mod = system.abilities.dex.mod + system.attributes.init.bonus;
  // Most actors define no feature DC: then there is nothing to compute (bench/prepare).
  if (system.featureDcs.length === 0) {
    system.saveDcs = [];
    return;
  }
  // cast: filled for every ability id just below.
  const abilityMods = {} as Record<AbilityId, number>;
  for (const id of ABILITY_IDS) abilityMods[id] = system.abilities[id].mod;
  system.saveDcs = computeFeatureDcs(
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    system.featureDcs.map((dc) => ({ id: dc.id, name: dc.name, ability: dc.ability as AbilityId, bonus: dc.bonus })),
    { pb: system.attributes.prof, abilityMods },
  );
}

/** Everything shared, in order. The caller has set `attributes.prof` first. */
export function deriveCore(system: CoreSystemView, items: Iterable<ItemSlice>): void {
  // cast: an array is already the readonly list of items.
  const list = Array.isArray(items) ? (items as readonly ItemSlice[]) : [...items];
  // cast: `system` is the actor's TypeDataModel, whose `parent` is the actor (its active effects and flags).
  const actor = (system as { parent?: { flags?: unknown } }).parent;
  deriveAbilities(system, effectAbilityModifierBonus(actor));
  deriveSkills(system);
  system.augments = deriveAugments(list, hasCyborgTraits(actor, list), actor ?? undefined);
  deriveArmorClass(system, list);
  deriveCommon(system, currentExhaustion(system.attributes.exhaustion));
}
