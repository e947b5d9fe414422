/**
 * The dnd5e implementation of the actor port (src/ports/actor-port.ts): the acting creature
 * read from dnd5e 5.3's prepared actor data, and its checks and saves rolled by dnd5e itself (`rollSkill`,
 * `rollAbilityCheck`, `rollSavingThrow`, `rollDeathSave`, each `(config, dialog, message)`), so the character's
 * dnd5e bonuses, roll dialog and roll cards apply. Registered at init by register.ts; the shared workflows reach it
 * through `portOf(actor)` and never import it.
 *
 * dnd5e's shapes (module/data/actor/templates/attributes.mjs, module/documents/actor/actor.mjs at release 5.3.3;
 * test/dnd5e/README.md cites each): `abilities.<id>.{value,mod,checkBonus,checkProf,save.value,dc}`,
 * `skills.<id>.total`, `attributes.{prof,hp,death,exhaustion,movement}`, `details.level`
 * (from the classes), `traits.{di,dr,dv}.value`, `currency`. Where dnd5e 6.x moved a path (the speeds, the roll
 * bonuses effects raise), the port names it through the line's layout (data-paths.ts), chosen at registration.
 * Reads tolerate data not yet prepared: a missing number reads as the fallback the port names. The class feature
 * DCs: feature-dcs.ts.
 */
import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import { COINS, type Coin, type Purse } from "../../rules/core/currency";
import type { DamageTraits, DamageType, RawDamageInstance } from "../../rules/core/damage-types";
import type { DeathSaves } from "../../rules/core/death-saves";
import type { HitPoints } from "../../rules/core/hit-points";
import type { SkillId } from "../../rules/core/skills";
import { npcLevel } from "../../rules/core/challenge-rating";
import type { ExhaustionRules } from "../../rules/core/exhaustion";
import type { Speeds } from "../../rules/core/speed";
import type { FeatureSaveDc } from "../../rules/cyborg/save-dc";
import { messageModeOption } from "../../compat/message-mode";
import {
  type ActorPort,
  type HeldGear,
  type PortAbility,
  type PortAppliedDamage,
  type PortCheck,
  type PortDamageOptions,
  type PortDeathSaveResult,
  type PortPaths,
  type PortRollRequest,
  type PortRollResult,
  type SpeciesPort,
  keptD20,
  registerActorPort,
} from "../../ports/actor-port";
import { type FeatureRecord, type FeatureRecordKind, recordAt } from "../../ports/feature-record";
import { dnd5eGearOf } from "./gear";
import { deathSavesWithStatus } from "./stable";
import { localize } from "../../utils/notify";
import { MODULE_ID } from "./constants";
import { DND5E_LAYOUTS, type Dnd5eLayout, type Dnd5eLine, type Dnd5eSpeeds, preparedSpeeds } from "./data-paths";
import { type DerivedContribution, type RollKind, layoutEffectChanges } from "../../ports/derived-effects";
import { isCyborg } from "./augments";
import { type Dnd5eDcActor, dnd5eFeatureDcs } from "./feature-dcs";
import { effectAbilityModifierBonus } from "../../data/actor/parts/effect-bonuses";
import type { EffectChangeSpec } from "../../compat/effect-data";
import { dnd5eSpeciesPort } from "./species-state";

/** The slice of a dnd5e 5.3 ability the port reads. */
interface Dnd5eAbility {
  value?: number;
  mod?: number;
  checkBonus?: number;
  checkProf?: { flat?: number } | null;
  /** An object since dnd5e 4.3 (`save.value`); a number before. */
  save?: { value?: number } | number;
  dc?: number;
}

type Dnd5eTraitSet = { value?: Iterable<string> } | undefined;

/** The slice of a dnd5e 5.3 actor's prepared `system` the port reads. */
export interface Dnd5eActorSystem {
  abilities?: Partial<Record<AbilityId, Dnd5eAbility>>;
  skills?: Partial<Record<SkillId, { total?: number; ability?: string }>>;
  attributes?: {
    prof?: number;
    hp?: { value?: number; max?: number; temp?: number | null; effectiveMax?: number };
    death?: { success?: number; failure?: number };
    exhaustion?: number;
    /** 5.3: the prepared speeds on the movement itself; 6.x: in `speeds` (data-paths.ts). */
    movement?: Dnd5eSpeeds & { hover?: boolean; speeds?: Dnd5eSpeeds };
    spell?: { dc?: number };
    spellcasting?: string;
  };
  details?: { level?: number; cr?: number | null };
  traits?: { di?: Dnd5eTraitSet; dr?: Dnd5eTraitSet; dv?: Dnd5eTraitSet };
  currency?: Partial<Record<Coin, number>>;
}

/** dnd5e's D20 roll process configuration, the parts the port sets (module/dice/d20-roll.mjs). */
export interface Dnd5eRollConfig {
  skill?: SkillId;
  ability?: AbilityId;
  advantage?: boolean;
  disadvantage?: boolean;
  bonus?: string;
  /** The DC: dnd5e marks the roll a success or failure against it. */
  target?: number;
  event?: Event | null;
}

type Dnd5eRollMethod = (config: Dnd5eRollConfig, dialog: { configure: boolean }, message: { create: boolean }) => Promise<Roll[] | null>;

/** One entry of dnd5e's damage description (module/documents/actor/actor.mjs:720 `applyDamage`). */
interface Dnd5eDamageDescription {
  value: number;
  type: string;
}

/** The dnd5e Actor5e methods the port calls. */
export interface Dnd5eActorRolls {
  applyDamage(damages: Dnd5eDamageDescription[], options: { isDelta?: boolean }): Promise<unknown>;
  rollSkill: Dnd5eRollMethod;
  rollAbilityCheck: Dnd5eRollMethod;
  rollSavingThrow: Dnd5eRollMethod;
  rollDeathSave: Dnd5eRollMethod;
}

/** The exhaustion table of dnd5e's rules version: "legacy" is the 2014 table, "modern" (its default) the 2024 one. */
export function dnd5eExhaustionRules(): ExhaustionRules {
  // cast: the untyped form of `get`, for a setting of another package (dnd5e's).
  const settings = game.settings as { get(namespace: string, key: string): unknown; settings?: Map<string, unknown> } | undefined;
  const version = settings?.settings?.has("dnd5e.rulesVersion") ? settings.get("dnd5e", "rulesVersion") : undefined;
  return version === "legacy" ? "2014" : "2024";
}

function num(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** dnd5e's actor layout (attributes.mjs, currency.mjs); its hit dice are per class item, so no one pool path. */
const PATHS: PortPaths = Object.freeze({
  hp: Object.freeze({ value: "system.attributes.hp.value", temp: "system.attributes.hp.temp", max: "system.attributes.hp.max" }),
  death: Object.freeze({ success: "system.attributes.death.success", failure: "system.attributes.death.failure" }),
  exhaustion: "system.attributes.exhaustion",
  // cast: fromEntries over COINS gives exactly the five coins.
  currency: Object.freeze(Object.fromEntries(COINS.map((coin) => [coin, `system.currency.${coin}`])) as Record<Coin, string>),
  hitDiceSpent: null,
});

/** dnd5e's attack types, each with its own actor bonuses (5.3 `system.bonuses.<type>`, creature.mjs:31-34; 6.x `system.rolls`). */
const ATTACK_TYPES = ["mwak", "rwak", "msak", "rsak"] as const;
const WEAPON_ATTACK_TYPES = ["mwak", "rwak"] as const;

function abilityLabel(id: string): string {
  return localize(`AUGMENTED.Ability.${id}.long`);
}

class Dnd5eActorPort implements ActorPort {
  constructor(
    readonly actor: Actor.Implementation,
    readonly layout: Dnd5eLayout,
  ) {}

  get #system(): Dnd5eActorSystem {
    // cast: in a dnd5e world the actor's system is dnd5e's data model; the type definitions know only the system's.
    return (this.actor.system ?? {}) as unknown as Dnd5eActorSystem;
  }

  get #rolls(): Dnd5eActorRolls {
    // cast: Actor5e's roll methods, which the type definitions (of core and this system) do not declare.
    return this.actor as unknown as Dnd5eActorRolls;
  }

  /**
   * The modifier the workflows use (an augment's attack, damage, healing, fallback DC) adds what an effect grants
   * to every modifier (SF-4's overdrive, read from its flags: effect-bonuses.ts), as the system's derivation does;
   * dnd5e's own `mod` cannot carry it (effectChanges below). The check and save totals are dnd5e's,
   * whose bonuses already hold the overdrive's changes.
   */
  ability(id: AbilityId): PortAbility {
    const entry = this.#system.abilities?.[id];
    const dnd5eMod = num(entry?.mod);
    const save = typeof entry?.save === "number" ? entry.save : entry?.save?.value;
    return {
      score: num(entry?.value, 10),
      mod: dnd5eMod + effectAbilityModifierBonus(this.actor),
      check: dnd5eMod + num(entry?.checkBonus) + num(entry?.checkProf?.flat),
      save: num(save, dnd5eMod),
    };
  }

  abilityMods(): Record<AbilityId, number> {
    const bonus = effectAbilityModifierBonus(this.actor);
    // cast: fromEntries over ABILITY_IDS gives exactly the six keys.
    return Object.fromEntries(ABILITY_IDS.map((id) => [id, num(this.#system.abilities?.[id]?.mod) + bonus])) as Record<AbilityId, number>;
  }

  skillTotal(id: SkillId): number {
    const entry = this.#system.skills?.[id];
    // cast: dnd5e's skill entry names its ability as a plain string (the view above); it is one of the six ids.
    const ability = (entry?.ability ?? CONFIG.AUGMENTED.skills[id].ability) as AbilityId;
    return num(entry?.total, this.ability(ability).mod);
  }

  get proficiency(): number {
    return num(this.#system.attributes?.prof);
  }

  /**
   * A character's level; an npc's per CORE-11: dnd5e sums an npc's class levels into `details.level` too
   * (`module/data/actor/npc.mjs:350`, `:359-363`), else its challenge rating rounded down, at least 1.
   */
  get level(): number {
    const details = this.#system.details;
    if (this.actor.type === "character") return num(details?.level);
    if (this.actor.type === "npc") return npcLevel(num(details?.level), typeof details?.cr === "number" ? details.cr : null);
    return 0;
  }

  /** dnd5e's base tool of a tool item (`ItemTypeField` `baseItem`, `module/data/item/fields/item-type-field.mjs:21`). */
  toolId(item: Item.Implementation): string | null {
    // cast: a dnd5e item's system data; only its type field is read.
    const baseItem = (item.system as { type?: { baseItem?: unknown } } | undefined)?.type?.baseItem;
    return typeof baseItem === "string" && baseItem !== "" ? baseItem : null;
  }

  gearOf(item: Item.Implementation): HeldGear {
    return dnd5eGearOf(item);
  }

  get hp(): HitPoints {
    const hp = this.#system.attributes?.hp;
    // dnd5e's effectiveMax adds the temporary maximum; damage and the integrity threshold measure against it.
    return { value: num(hp?.value), max: num(hp?.effectiveMax, num(hp?.max)), temp: num(hp?.temp) };
  }

  get storedHpMax(): number {
    return num(this.#system.attributes?.hp?.max);
  }

  /** dnd5e's counters; at 0 HP with dnd5e's `stable` status, stable (./stable.ts: dnd5e resets the counters then). */
  get deathSaves(): DeathSaves | null {
    const death = this.#system.attributes?.death;
    if (this.actor.type !== "character" || !death) return null;
    return deathSavesWithStatus(this.actor, this.hp.value, { success: num(death.success), failure: num(death.failure) });
  }

  get exhaustion(): number {
    return num(this.#system.attributes?.exhaustion);
  }

  /**
   * CORE-6 as dnd5e applies it: its own rules version (`rulesVersion`, "modern" or "legacy", `module/settings.mjs:70`)
   * picks the exhaustion table (2024 or 2014), as dnd5e's rolls and speeds follow it.
   */
  get exhaustionRules(): ExhaustionRules {
    return dnd5eExhaustionRules();
  }

  /** dnd5e's prepared movement already carries what exhaustion takes off (2024 rules). */
  get speeds(): Speeds {
    const movement = this.#system.attributes?.movement;
    const m = preparedSpeeds(movement, this.layout);
    return { walk: num(m?.walk), fly: num(m?.fly), swim: num(m?.swim), climb: num(m?.climb), burrow: num(m?.burrow), hover: movement?.hover === true };
  }

  get traits(): DamageTraits {
    const traits = this.#system.traits;
    // cast: dnd5e's damage trait sets hold damage type ids; its ids are the system's (DAMAGE_TYPES).
    const list = (set: Dnd5eTraitSet): DamageType[] => (set?.value ? ([...set.value] as DamageType[]) : []);
    return { immune: list(traits?.di), resistant: list(traits?.dr), vulnerable: list(traits?.dv) };
  }

  /**
   * CY-DC-1 in dnd5e: the DCs the character's class features use (feature-dcs.ts): its spellcasting DCs and those of
   * its class and subclass features' save activities. A character without levels and an npc have none, so an
   * augment falls back to 8 + PB + its own ability.
   */
  get featureDcs(): FeatureSaveDc[] {
    // A character's class features only: an npc's CORE-11 level is a measure, not class features.
    if (this.actor.type !== "character" || this.level < 1) return [];
    // cast: in a dnd5e world the actor is an Actor5e (items, spellcastingClasses, prepared system data).
    return dnd5eFeatureDcs(this.actor as unknown as Dnd5eDcActor);
  }

  get currency(): Purse | null {
    const currency = this.#system.currency;
    if (!currency) return null;
    // cast: fromEntries over COINS gives exactly the five coins.
    return Object.fromEntries(COINS.map((coin) => [coin, num(currency[coin])])) as Purse;
  }

  /** The Cyborg species as a dnd5e `race` item carrying the module's flag, or the flag on the actor (augments.ts). */
  get cyborg(): boolean {
    return isCyborg(this.actor);
  }

  get paths(): PortPaths {
    return PATHS;
  }

  /** A species' or chassis' values at dnd5e's places (species-state.ts). */
  get species(): SpeciesPort {
    return dnd5eSpeciesPort(this.actor, this.layout);
  }

  /** dnd5e's actor models know none of our features: their records live under the module's flag scope. */
  record<T extends object>(kind: FeatureRecordKind<T>): FeatureRecord<T> {
    return recordAt(this.actor, kind, `flags.${MODULE_ID}.${kind.key}`);
  }

  /**
   * SF-4 in dnd5e's terms. dnd5e derives each modifier from its score after effects apply (common.mjs:137), so an
   * effect cannot raise `mod` itself; it raises what a modifier feeds (docs/dnd5e-module.md, System Failure):
   * each ability's check bonus (ability checks, skills, tools, initiative: common.mjs:158, creature.mjs:249,
   * attributes.mjs:401) and save bonus (common.mjs:152), the save DCs (`bonuses.spell.dc`: every ability DC and
   * the spell DC, common.mjs:140), the attack bonus of every attack type (attack-data.mjs:271) and the damage
   * bonus of weapon attacks, which add the modifier to damage; each at its place in the line's layout (data-paths.ts).
   */
  effectChanges(contributions: readonly DerivedContribution[]): EffectChangeSpec[] {
    const layout = this.layout;
    // dnd5e's AC bonus is a formula (attributes.mjs): a signed term.
    return layoutEffectChanges(contributions, {
      movement: layout.speedKeyBase,
      hover: layout.hoverKey,
      acBonus: layout.acBonusKey,
      acBonusValue: (bonus) => (bonus < 0 ? String(bonus) : `+${bonus}`),
      abilityModifier: (bonus) => this.#abilityModifierChanges(bonus),
      rollBonus: (rolls, bonus) => this.#rollBonusChanges(rolls, bonus),
    });
  }

  /**
   * A bonus to every skill check (dnd5e's global skill bonus, which each skill's total adds: the sheet shows it),
   * or to every attack or damage roll (each attack type's bonus: weapon and spell, melee and ranged).
   */
  #rollBonusChanges(rolls: RollKind, bonus: number): EffectChangeSpec[] {
    const value = String(bonus);
    const layout = this.layout;
    if (rolls === "skill") return [{ key: layout.skillBonusKey, kind: "add", value }];
    const keyOf = rolls === "attack" ? layout.attackBonusKey : layout.damageBonusKey;
    return ATTACK_TYPES.map((type) => ({ key: keyOf(type), kind: "add" as const, value }));
  }

  #abilityModifierChanges(bonus: number): EffectChangeSpec[] {
    const value = String(bonus);
    const out: EffectChangeSpec[] = [];
    const layout = this.layout;
    for (const id of ABILITY_IDS) {
      out.push({ key: layout.abilityCheckBonusKey(id), kind: "add", value }, { key: layout.abilitySaveBonusKey(id), kind: "add", value });
    }
    out.push({ key: layout.spellDcBonusKey, kind: "add", value });
    for (const type of ATTACK_TYPES) out.push({ key: layout.attackBonusKey(type), kind: "add", value });
    for (const type of WEAPON_ATTACK_TYPES) out.push({ key: layout.damageBonusKey(type), kind: "add", value });
    return out;
  }

  /**
   * A skill check through dnd5e's `rollSkill`, naming the ability only when the rules' differs from the skill's
   * default (dnd5e then rolls the skill with it); a plain check through `rollAbilityCheck`.
   */
  rollCheck(check: PortCheck, request: PortRollRequest = {}): Promise<PortRollResult | null> {
    const { skill, ability } = check;
    if (skill === undefined) {
      return this.#d20(this.#rolls.rollAbilityCheck, { ability }, request, localize("AUGMENTED.Roll.AbilityCheck", { ability: abilityLabel(ability) }));
    }
    const title = localize("AUGMENTED.Roll.SkillCheck", { skill: localize(`AUGMENTED.Skill.${skill}`) });
    const subject: Dnd5eRollConfig = ability === CONFIG.AUGMENTED.skills[skill].ability ? { skill } : { skill, ability };
    return this.#d20(this.#rolls.rollSkill, subject, request, title);
  }

  rollSave(ability: AbilityId, request: PortRollRequest = {}): Promise<PortRollResult | null> {
    return this.#d20(this.#rolls.rollSavingThrow, { ability }, request, localize("AUGMENTED.Roll.SavingThrow", { ability: abilityLabel(ability) }));
  }

  /** dnd5e records the save on the actor itself (successes, failures, a natural 20's 1 HP). */
  async rollDeathSave(request: PortRollRequest = {}): Promise<PortDeathSaveResult | null> {
    if (this.deathSaves === null || this.hp.value > 0) return null;
    const result = await this.#d20(this.#rolls.rollDeathSave, {}, request, localize("AUGMENTED.DeathSave.Title"));
    if (!result) return null;
    const success = request.dc === undefined ? result.total >= 10 : result.total >= request.dc;
    return { ...result, success, deathSaves: this.deathSaves ?? { success: 0, failure: 0 }, hp: this.hp.value };
  }

  /**
   * dnd5e applies it (`applyDamage(damages, options)`, actor.mjs:720-778: its traits, `dnd5e.preApplyDamage`, a
   * "healing" entry negated, temp HP first), so its damage and heal hooks and cards follow. The undo record is the
   * hit points before. A line that is not a finite amount ≥ 0 of a known type is refused, nothing applied.
   */
  async applyDamage(instances: readonly RawDamageInstance[], _options: PortDamageOptions = {}): Promise<PortAppliedDamage | null> {
    const damages: Dnd5eDamageDescription[] = [];
    for (const line of instances) {
      const value = typeof line.amount === "number" ? line.amount : Number.NaN;
      if (!Number.isFinite(value) || value < 0 || typeof line.type !== "string" || line.type === "") return null;
      damages.push({ value, type: line.type });
    }
    const before = this.hp;
    await this.#rolls.applyDamage.call(this.actor, damages, {});
    return { previous: { [PATHS.hp.value]: before.value, [PATHS.hp.temp]: before.temp } };
  }

  /**
   * dnd5e rolls (its dialog when asked, and for a player's own check, as dnd5e opens it for any check a player
   * rolls; a GM running a workflow rolls without it) and never posts: the port posts the roll itself after the
   * re-check, so nothing is posted for work that stopped. Only what the request sets goes into dnd5e's config,
   * which dnd5e merges over the character's own roll mode (`actor.mjs:1287-1292`).
   */
  async #d20(method: Dnd5eRollMethod, subject: Dnd5eRollConfig, request: PortRollRequest, title: string): Promise<PortRollResult | null> {
    const config: Dnd5eRollConfig = { ...subject };
    if (request.advantage !== undefined) config.advantage = request.advantage;
    if (request.disadvantage !== undefined) config.disadvantage = request.disadvantage;
    if (request.bonus !== undefined) config.bonus = request.bonus;
    if (request.dc !== undefined) config.target = request.dc;
    if (request.event !== undefined) config.event = request.event;
    const configure = request.dialog === true || (request.ownCheck === true && game.user?.isGM !== true);
    const rolls = await method.call(this.actor, config, { configure }, { create: false });
    const roll = rolls?.[0];
    if (!roll) return null;
    let message: ChatMessage.Implementation | null = null;
    if (request.message === true) {
      if (request.recheck?.() === false) return null;
      message = (await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor: this.actor }), flavor: title }, messageModeOption(request.messageMode))) ?? null;
    }
    const d20 = keptD20(roll);
    const total = roll.total ?? d20;
    return { roll, total, d20, success: request.dc === undefined ? null : total >= request.dc, message };
  }
}

/**
 * Register the dnd5e port (register.ts, at init) for the world's dnd5e line (host.ts): the shared workflows then
 * read dnd5e actors through it.
 */
export function registerDnd5eActorPort(line: Dnd5eLine = "5.3"): void {
  const layout = DND5E_LAYOUTS[line];
  registerActorPort((actor) => new Dnd5eActorPort(actor, layout));
}
