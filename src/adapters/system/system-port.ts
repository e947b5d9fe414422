/**
 * The system's implementation of the actor port (src/ports/actor-port.ts) over its own actor models
 * (docs/actor-data.md) and its own rolls (workflows/rolls/rolls.ts, workflows/death-save/roll.ts). Registered at
 * init by src/index.ts; a companion module registers its own instead. Its rolls, death saves and damage are the
 * system's own workflows; its paths are the system's actor model's (data/actor/paths.ts).
 *
 * Reads tolerate what a creature does not have (an npc has no level, death saves or coins) and data not yet
 * prepared: a missing number reads as the fallback named on the port.
 */
import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import { COINS, type Purse } from "../../rules/core/currency";
import type { DamageTraits, DamageType } from "../../rules/core/damage-types";
import type { DeathSaves } from "../../rules/core/death-saves";
import type { HitPoints } from "../../rules/core/hit-points";
import { SKILL_IDS, type SkillId } from "../../rules/core/skills";
import type { Speeds } from "../../rules/core/speed";
import { isArmorKind } from "../../data/item/readers";
import type { FeatureSaveDc } from "../../rules/cyborg/save-dc";
import { actorSystem, creatureSystem } from "../../data/system-of";
import { hasCyborgTraits } from "../../data/actor/parts/cyborg";
import { ACTOR_EFFECT_KEYS, ACTOR_PATHS } from "../../data/actor/paths";
import { type DerivedContribution, layoutEffectChanges } from "../../ports/derived-effects";
import type { EffectChangeSpec } from "../../compat/effect-data";
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
  keptD20,
  registerActorPort,
} from "../../ports/actor-port";
import { type FeatureRecord, type FeatureRecordKind, recordAt } from "../../ports/feature-record";
import { type D20TestInput, type RollOptions, abilityCheckTest, evaluateD20Test, evaluateD20TestWith, postD20Test, savingThrowTest, skillTest } from "../../workflows/rolls/rolls";
import { rollDeathSave } from "../../workflows/death-save/roll";
import { applyDamage } from "../../workflows/damage/apply-damage";
import type { RawDamageInstance } from "../../rules/core/damage-types";
import { REPAIR_TOOLS } from "../../rules/cyborg/tools";
import type { ExhaustionRules } from "../../rules/core/exhaustion";
import { exhaustionRules } from "../../settings";

function num(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

const PATHS: PortPaths = ACTOR_PATHS;

const NO_SPEEDS: Speeds = Object.freeze({ walk: 0, fly: 0, swim: 0, climb: 0, burrow: 0, hover: false });

function rollOptions(request: PortRollRequest): RollOptions {
  const options: RollOptions = { ...request.situation, fastForward: request.dialog !== true };
  if (request.event !== undefined) options.event = request.event;
  if (request.advantage !== undefined) options.advantage = request.advantage;
  if (request.disadvantage !== undefined) options.disadvantage = request.disadvantage;
  if (request.bonus !== undefined) options.bonus = request.bonus;
  if (request.messageMode !== undefined) options.messageMode = request.messageMode;
  if (request.recheck) options.recheck = request.recheck;
  return options;
}

class SystemActorPort implements ActorPort {
  constructor(readonly actor: Actor.Implementation) {}

  get #system() {
    return creatureSystem(this.actor);
  }

  ability(id: AbilityId): PortAbility {
    const entry = this.#system?.abilities?.[id];
    const mod = num(entry?.mod);
    return { score: num(entry?.value, 10), mod, check: num(entry?.check, mod), save: num(entry?.save, mod) };
  }

  abilityMods(): Record<AbilityId, number> {
    const mods = this.#system?.abilities;
    // cast: fromEntries over ABILITY_IDS gives exactly the six keys.
    return Object.fromEntries(ABILITY_IDS.map((id) => [id, num(mods?.[id]?.mod)])) as Record<AbilityId, number>;
  }

  skillTotal(id: SkillId): number {
    const entry = this.#system?.skills?.[id];
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    return num(entry?.total, this.ability((entry?.ability as AbilityId | undefined) ?? CONFIG.AUGMENTED.skills[id].ability).mod);
  }

  get proficiency(): number {
    return num(this.#system?.attributes?.prof);
  }

  get level(): number {
    return num(actorSystem(this.actor, "character")?.details?.level);
  }

  /** CORE-6: the world setting's table. */
  get exhaustionRules(): ExhaustionRules {
    return exhaustionRules();
  }

  /** The system's tool items carry no kind id: a repair tool is known by the name the tool list gives it. */
  toolId(item: Item.Implementation): string | null {
    return REPAIR_TOOLS.find((tool) => tool.name === item.name)?.id ?? null;
  }

  /** The system's weapon properties (`light`, `twoHanded`), its `proficient` box, and an equipment item's armor kind. */
  gearOf(item: Item.Implementation): HeldGear {
    // cast: the weapon and equipment models' stored properties, proficiency and armor kind, read structurally.
    const system = item.system as { properties?: Iterable<string>; proficient?: boolean; armor?: { kind?: string } } | undefined;
    if (item.type === "weapon") {
      const properties = [...(system?.properties ?? [])];
      return { kind: "weapon", light: properties.includes("light"), twoHanded: properties.includes("twoHanded"), proficient: system?.proficient !== false, armor: null };
    }
    const armor = item.type === "equipment" && isArmorKind(system?.armor?.kind) ? system.armor.kind : null;
    return { kind: armor === "shield" ? "shield" : "other", light: false, twoHanded: false, proficient: true, armor };
  }

  get hp(): HitPoints {
    const hp = this.#system?.attributes?.hp;
    return { value: num(hp?.value), max: num(hp?.effectiveMax, num(hp?.max)), temp: num(hp?.temp) };
  }

  get storedHpMax(): number {
    return num(this.#system?.attributes?.hp?.max);
  }

  get deathSaves(): DeathSaves | null {
    const death = actorSystem(this.actor, "character")?.attributes?.death;
    return death ? { success: num(death.success), failure: num(death.failure) } : null;
  }

  get exhaustion(): number {
    return num(this.#system?.attributes?.exhaustion);
  }

  get speeds(): Speeds {
    const speed = this.#system?.attributes?.speed;
    if (!speed) return { ...NO_SPEEDS };
    return { walk: num(speed.walk), fly: num(speed.fly), swim: num(speed.swim), climb: num(speed.climb), burrow: num(speed.burrow), hover: speed.hover === true };
  }

  get traits(): DamageTraits {
    const traits = this.#system?.traits;
    // The model's own sets, not copies: the rules only read them.
    // cast: the schema's damage-type sets hold only damage type ids (DAMAGE_TYPES choices).
    const list = (value: Iterable<string> | undefined): Iterable<DamageType> => (value ?? []) as Iterable<DamageType>;
    return { immune: list(traits?.di), resistant: list(traits?.dr), vulnerable: list(traits?.dv), immuneOngoing: list(traits?.diOngoing) };
  }

  get featureDcs(): FeatureSaveDc[] {
    const list = this.#system?.saveDcs;
    if (!Array.isArray(list)) return [];
    return list.filter((dc) => typeof dc.id === "string" && typeof dc.value === "number").map((dc) => ({ id: dc.id, label: String(dc.name ?? ""), dc: dc.value }));
  }

  get currency(): Purse | null {
    const currency = actorSystem(this.actor, "character")?.currency;
    if (!currency) return null;
    // cast: fromEntries over COINS gives exactly the five coins.
    return Object.fromEntries(COINS.map((coin) => [coin, num(currency[coin])])) as Purse;
  }

  get cyborg(): boolean {
    return hasCyborgTraits(this.actor, this.actor.items);
  }

  get paths(): PortPaths {
    return PATHS;
  }

  /** The system's actor models define each feature's block (data/actor/parts), so a record is `system.<key>`. */
  record<T extends object>(kind: FeatureRecordKind<T>): FeatureRecord<T> {
    return recordAt(this.actor, kind, `system.${kind.key}`);
  }

  /**
   * The system's model keeps speeds at `system.attributes.movement` and an AC bonus at `attributes.ac.bonus`; its
   * derivation adds the overdrive's flag to every modifier itself (effect-bonuses.ts), so that contribution needs no
   * change. A skill bonus goes on each skill's `bonus` (the sheet shows the lowered totals); attack and damage
   * bonuses are read by the roll workflow from the effect's own flags (effect-bonuses.ts), so they need no change.
   */
  effectChanges(contributions: readonly DerivedContribution[]): EffectChangeSpec[] {
    return layoutEffectChanges(contributions, {
      movement: ACTOR_EFFECT_KEYS.movement,
      acBonus: ACTOR_EFFECT_KEYS.acBonus,
      acBonusValue: String,
      abilityModifier: () => [],
      rollBonus: (rolls, bonus) => (rolls === "skill" ? SKILL_IDS.map((id) => ({ key: `system.skills.${id}.bonus`, kind: "add" as const, value: String(bonus) })) : []),
    });
  }

  /** A skill check uses the skill's ability as the character sheet sets it (the rules' default unless changed). */
  rollCheck(check: PortCheck, request: PortRollRequest = {}): Promise<PortRollResult | null> {
    const input = check.skill ? skillTest(this.actor, check.skill, rollOptions(request)) : abilityCheckTest(this.actor, check.ability, rollOptions(request));
    return this.#roll(input, request);
  }

  rollSave(ability: AbilityId, request: PortRollRequest = {}): Promise<PortRollResult | null> {
    return this.#roll(savingThrowTest(this.actor, ability, rollOptions(request)), request);
  }

  async rollDeathSave(request: PortRollRequest = {}): Promise<PortDeathSaveResult | null> {
    const outcome = await rollDeathSave(this.actor, rollOptions(request));
    if (!outcome) return null;
    const total = outcome.roll.total ?? outcome.natural;
    return {
      roll: outcome.roll,
      total,
      d20: outcome.natural,
      success: request.dc === undefined ? outcome.result.outcome === "success" || outcome.result.outcome === "criticalSuccess" : total >= request.dc,
      message: outcome.message,
      deathSaves: outcome.result.deathSaves,
      hp: outcome.result.hp.value,
    };
  }

  applyDamage(instances: readonly RawDamageInstance[], options: PortDamageOptions = {}): Promise<PortAppliedDamage | null> {
    return applyDamage(this.actor, instances, options);
  }

  /**
   * Without a dialog: the workflow decided the mode, so the test is evaluated as built (no registered modifiers
   * asked for). With one: the roll dialog and what features registered for the roll.
   */
  async #roll(input: D20TestInput, request: PortRollRequest): Promise<PortRollResult | null> {
    const options = rollOptions(request);
    const roll = request.dialog === true
      ? await evaluateD20Test(this.actor, input, options)
      : await evaluateD20TestWith(this.actor, { kind: input.kind, title: input.title, parts: input.parts }, options);
    if (!roll) return null;
    let message: ChatMessage.Implementation | null = null;
    if (request.message === true) {
      if (options.recheck?.() === false) return null;
      message = await postD20Test(this.actor, roll, input.title, options);
    }
    const d20 = keptD20(roll);
    const total = roll.total ?? d20;
    return { roll, total, d20, success: request.dc === undefined ? null : total >= request.dc, message };
  }
}

/** Register the system's port (src/index.ts, at init). */
export function registerSystemActorPort(): void {
  registerActorPort((actor) => new SystemActorPort(actor));
}
