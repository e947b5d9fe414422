import { type DeathSaves, NO_DEATH_SAVES, lifeState } from "./death-saves";
import { changeExhaustion } from "./exhaustion";
import { type HitDicePool, type HitDieRoll, planHitDiceSpend, regainHitDice } from "./hit-dice";
import { type HitPoints, normaliseHp } from "./hit-points";
import { type RecoveryPeriod, type Uses, recoverAllUses } from "./uses";

/**
 * CORE-5 rests, table-driven. A rest is a list of step ids (REST_TYPES); each step is a pure function
 * state → state. Species add steps (Gearforged maintenance, GF-BODY-4) or use another list (13th Age
 * Gearforged get no HP from a long rest, GA-HEAL-1) by passing their own steps and table to `planRest`,
 * without touching this file. The result is the whole new state, written by the rest workflow in one update.
 */

export interface RestState {
  hp: HitPoints;
  hitDice: readonly HitDicePool[];
  deathSaves: DeathSaves;
  exhaustion: number;
  /** Limited uses keyed by the owning item's id. */
  uses: Readonly<Record<string, Uses>>;
}

export interface RestContext {
  conMod: number;
  /** Hit dice the player chose to spend on a short rest, already rolled. */
  hitDiceRolls?: readonly HitDieRoll[];
}

export type RestStepResult<S extends RestState> =
  | { ok: true; state: S; summary?: Readonly<Record<string, number>> }
  | { ok: false; reason: string };

/** A step works on any state that has the core fields, so extended (species) states pass through intact. */
export type RestStep = <S extends RestState>(state: S, ctx: RestContext) => RestStepResult<S>;

/** A step written for one extended state type (a species step that reads its own fields). */
export type RestStepFor<S extends RestState> = (state: S, ctx: RestContext) => RestStepResult<S>;

function usesStep(period: RecoveryPeriod): RestStep {
  return (state) => ({ ok: true, state: { ...state, uses: recoverAllUses(state.uses, period) } });
}

export const CORE_REST_STEPS: Readonly<Record<string, RestStep>> = {
  /** Short rest: spend the chosen, already-rolled hit dice (all or nothing). */
  hitDiceSpend: (state, ctx) => {
    const rolls = ctx.hitDiceRolls ?? [];
    if (rolls.length === 0) return { ok: true, state, summary: { healed: 0, spent: 0 } };
    const result = planHitDiceSpend(state, rolls, ctx.conMod);
    if (!result.ok) return { ok: false, reason: result.reason };
    return {
      ok: true,
      state: { ...state, hp: result.hp, hitDice: result.hitDice, deathSaves: result.deathSaves },
      summary: { healed: result.healed, spent: result.dice.length },
    };
  },
  /** Long rest: HP to max; temporary HP end with a long rest (2024 wording, the dnd5e behaviour too). */
  hp: (state) => {
    const hp = normaliseHp(state.hp);
    return { ok: true, state: { ...state, hp: { ...hp, value: hp.max, temp: 0 } }, summary: { healed: hp.max - hp.value } };
  },
  /** Long rest: regain half the total hit dice (min 1). */
  hitDice: (state) => {
    const { pools, regained } = regainHitDice(state.hitDice);
    return { ok: true, state: { ...state, hitDice: pools }, summary: { regained } };
  },
  /** Long rest: exhaustion −1. */
  exhaustion: (state) => {
    const exhaustion = changeExhaustion(state.exhaustion, -1);
    return { ok: true, state: { ...state, exhaustion }, summary: { removed: state.exhaustion - exhaustion } };
  },
  deathSaves: (state) => ({ ok: true, state: { ...state, deathSaves: { ...NO_DEATH_SAVES } } }),
  "uses:sr": usesStep("sr"),
  "uses:lr": usesStep("lr"),
  "uses:day": usesStep("day"),
};

/**
 * Which steps each rest runs, in order. A long rest lists "uses:sr" as well as "uses:lr" for readability;
 * "uses:lr" already refreshes short-rest and daily uses (see PERIODS_RECOVERED_BY), so it is idempotent.
 */
export const REST_TYPES = {
  short: { steps: ["hitDiceSpend", "uses:sr"] },
  long: { steps: ["hp", "hitDice", "exhaustion", "deathSaves", "uses:lr", "uses:sr"] },
} as const satisfies Record<string, { steps: readonly string[] }>;

export type RestType = keyof typeof REST_TYPES;

/** Why a rest may not start. */
export type RestRefusal = "dead" | "dying" | "zeroHp";

/**
 * Why a rest cannot happen, or null. The dead do not rest; a dying character (0 HP, not stable) cannot;
 * a long rest needs at least 1 HP at its start (5e), so a stable character at 0 may only short rest.
 */
export function restRefusal(type: string, state: RestState): RestRefusal | null {
  const life = lifeState(state);
  if (life === "dead") return "dead";
  if (life === "dying") return "dying";
  if (type === "long" && state.hp.value < 1) return "zeroHp";
  return null;
}

export type RestPlan<S extends RestState> =
  | { ok: true; state: S; steps: Array<{ id: string; summary?: Readonly<Record<string, number>> }> }
  /**
   * `reason`: a RestRefusal, "unknownRest", "unknownStep", or the refusing step's own code (core steps:
   * a HitDieRefusal); a string because species steps bring their own codes.
   */
  | { ok: false; reason: string; step?: string };

export interface RestOptions<S extends RestState> {
  /** Extra or replacement steps (species), merged over CORE_REST_STEPS. */
  steps?: Readonly<Record<string, RestStepFor<S>>>;
  /** Another rest table (a world setting or a species); defaults to REST_TYPES. */
  table?: Readonly<Record<string, { steps: readonly string[] }>>;
  /** The GM forces the rest past restRefusal (a step may still refuse). */
  force?: boolean;
}

/** Run a rest: check it may happen, then every step of its table in order. The first refusing step stops it. */
export function planRest<S extends RestState>(type: string, state: S, ctx: RestContext, options: RestOptions<S> = {}): RestPlan<S> {
  const table: Readonly<Record<string, { steps: readonly string[] }>> = options.table ?? REST_TYPES;
  const entry = Object.hasOwn(table, type) ? table[type] : undefined;
  if (!entry) return { ok: false, reason: "unknownRest" };
  if (options.force !== true) {
    const refusal = restRefusal(type, state);
    if (refusal) return { ok: false, reason: refusal };
  }
  const registry: Readonly<Record<string, RestStepFor<S>>> = { ...CORE_REST_STEPS, ...(options.steps ?? {}) };
  let current = state;
  const ran: Array<{ id: string; summary?: Readonly<Record<string, number>> }> = [];
  for (const id of entry.steps) {
    const step = Object.hasOwn(registry, id) ? registry[id] : undefined;
    if (!step) return { ok: false, reason: "unknownStep", step: id };
    const result = step(current, ctx);
    if (!result.ok) return { ok: false, reason: result.reason, step: id };
    current = result.state;
    ran.push(result.summary ? { id, summary: result.summary } : { id });
  }
  return { ok: true, state: current, steps: ran };
}
