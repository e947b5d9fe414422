/**
 * `actor.rollDeathSave(options)`: CORE-4 through the rules' `rollDeathSave`. Hooks `augmented.preRollDeathSave`
 * (false cancels; species may change the options) and `augmented.rollDeathSave` after the one update.
 */
import { d20RollConfig } from "../../applications/dialogs/roll-dialog";
import { HOOKS } from "../../hooks/names";
import { type DeathSaveResult, lifeState, rollDeathSave as planDeathSave } from "../../rules/core/death-saves";
import { buildD20Formula, resolveD20Mode } from "../../rules/core/rolls";
import { localize, notifyError, notifyWarn, ensureCanModify } from "./notify";
import { exhaustionOnD20, rollModeOption, type RollOptions } from "./rolls";
import { hasDeathSaves, readDeathSaves, readExhaustion, readHp, systemOf } from "./system-view";

export interface DeathSaveOutcome {
  roll: Roll;
  /** The kept d20 face. */
  natural: number;
  result: Extract<DeathSaveResult, { ok: true }>;
}

/** The kept d20 result of a roll (the first die's active face). */
function naturalD20(roll: Roll): number {
  const die = roll.dice[0];
  const kept = die?.results.find((result) => result.active !== false && !(result as { discarded?: boolean }).discarded);
  return kept?.result ?? 0;
}

export async function rollDeathSave(actor: Actor.Implementation, options: RollOptions = {}): Promise<DeathSaveOutcome | null> {
  if (!ensureCanModify(actor)) return null;
  const view = systemOf(actor);
  if (!hasDeathSaves(view)) return null;
  const state = { hp: readHp(view), deathSaves: readDeathSaves(view), exhaustion: readExhaustion(view) };
  const life = lifeState(state);
  if (life !== "dying") {
    notifyWarn(`AUGMENTED.DeathSave.Refused.${life}`, { name: actor.name ?? "" });
    return null;
  }
  const hookOptions: RollOptions = { ...options };
  if (Hooks.call(HOOKS.preRollDeathSave, actor, hookOptions) === false) return null;

  const title = localize("AUGMENTED.DeathSave.Roll");
  const exhaustion = exhaustionOnD20(actor, "save");
  const parts = [exhaustion.modifier];
  const config = await d20RollConfig(title, buildD20Formula({ parts }).formula, hookOptions);
  if (!config) return null;
  const mode = resolveD20Mode({ advantage: config.mode === "advantage", disadvantage: config.mode === "disadvantage" || exhaustion.disadvantage });
  const { formula } = buildD20Formula({ mode, parts, situational: config.bonus });
  let roll: Roll;
  try {
    if (!Roll.validate(formula)) throw new Error(formula);
    roll = new Roll(formula, actor.getRollData() as Record<string, unknown>) as Roll;
    await roll.evaluate();
  } catch (_error) {
    notifyError("AUGMENTED.Roll.BadBonus", { bonus: config.bonus });
    return null;
  }
  const natural = naturalD20(roll);
  const result = planDeathSave(state, { natural, total: roll.total ?? natural });
  if (!result.ok) {
    notifyWarn(`AUGMENTED.DeathSave.Refused.${result.reason}`, { name: actor.name ?? "" });
    return null;
  }
  const changes: Record<string, number> = {};
  if (result.hp.value !== state.hp.value) changes["system.attributes.hp.value"] = result.hp.value;
  if (result.deathSaves.success !== state.deathSaves.success) changes["system.attributes.death.success"] = result.deathSaves.success;
  if (result.deathSaves.failure !== state.deathSaves.failure) changes["system.attributes.death.failure"] = result.deathSaves.failure;
  if (Object.keys(changes).length > 0) await actor.update(changes);

  const name = actor.name ?? "";
  const outcomeText = result.stabilized
    ? localize("AUGMENTED.DeathSave.Stable", { name })
    : result.died
      ? localize("AUGMENTED.DeathSave.Died", { name })
      : result.regainedHp
        ? localize("AUGMENTED.DeathSave.Regained", { name })
        : localize(`AUGMENTED.DeathSave.Outcome.${result.outcome}`);
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: `${title}: ${outcomeText}` }, rollModeOption(hookOptions.rollMode));
  const outcome: DeathSaveOutcome = { roll, natural, result };
  Hooks.callAll(HOOKS.rollDeathSave, actor, outcome, hookOptions);
  return outcome;
}
