/**
 * `actor.rollDeathSave(options)`: CORE-4 through the rules' `rollDeathSave`. Hooks `augmented.preRollDeathSave`
 * (false cancels; species may change the options) and `augmented.rollDeathSave` after the one update.
 */
import { HOOKS } from "../../utils/hook-names";
import { type DeathSaveResult, lifeState, rollDeathSave as planDeathSave } from "../../rules/core/death-saves";
import { localize, notifyWarn, ensureCanModify } from "../../utils/notify";
import { evaluateD20Test, type RollOptions } from "../rolls/rolls";
import { messageModeOption } from "../../compat/message-mode";
import { keptD20, portOf } from "../../ports/actor-port";
import { watchState } from "../recheck/recheck";
import { changedPaths, hpPathValues } from "../damage/actor-paths";

export interface DeathSaveOutcome {
  roll: Roll;
  /** The kept d20 face. */
  natural: number;
  result: Extract<DeathSaveResult, { ok: true }>;
  /** The chat message the roll posted. */
  message: ChatMessage.Implementation | null;
}


export async function rollDeathSave(actor: Actor.Implementation, options: RollOptions = {}): Promise<DeathSaveOutcome | null> {
  if (!ensureCanModify(actor)) return null;
  const port = portOf(actor);
  const deathSaves = port.deathSaves;
  if (!deathSaves) return null;
  const state = { hp: port.hp, deathSaves, exhaustion: port.exhaustion };
  const life = lifeState(state);
  if (life !== "dying") {
    notifyWarn(`AUGMENTED.DeathSave.Refused.${life}`, { name: actor.name ?? "" });
    return null;
  }
  const hookOptions: RollOptions = { ...options };
  if (Hooks.call(HOOKS.preRollDeathSave, actor, hookOptions) === false) return null;

  const title = localize("AUGMENTED.DeathSave.Roll");
  // DESIGN.md, Trust: the roll may wait on its dialog; HP and the death-save tally it plans from must not move
  // meanwhile (a failure recorded by damage would be overwritten by this write), nor the actor go.
  const watch = watchState({ actor, extra: { deathSave: () => [portOf(actor).hp, portOf(actor).deathSaves] } });
  // A death save is a saving throw with no ability: only exhaustion modifies it.
  const roll = await evaluateD20Test(actor, { kind: "save", title, parts: [] }, hookOptions);
  if (!roll || !watch.holds()) return null;
  const natural = keptD20(roll);
  const result = planDeathSave(state, { natural, total: roll.total ?? natural });
  if (!result.ok) {
    notifyWarn(`AUGMENTED.DeathSave.Refused.${result.reason}`, { name: actor.name ?? "" });
    return null;
  }
  // A death save never touches temp HP.
  const after = hpPathValues(port.paths, { value: result.hp.value, temp: state.hp.temp }, result.deathSaves);
  const { changes } = changedPaths(hpPathValues(port.paths, state.hp, state.deathSaves), after);
  if (Object.keys(changes).length > 0) await actor.update(changes);

  const name = actor.name ?? "";
  const outcomeText = result.stabilized
    ? localize("AUGMENTED.DeathSave.Stable", { name })
    : result.died
      ? localize("AUGMENTED.DeathSave.Died", { name })
      : result.regainedHp
        ? localize("AUGMENTED.DeathSave.Regained", { name })
        : localize(`AUGMENTED.DeathSave.Outcome.${result.outcome}`);
  const message = await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: `${title}: ${outcomeText}` }, messageModeOption(hookOptions.messageMode));
  const outcome: DeathSaveOutcome = { roll, natural, result, message: message ?? null };
  Hooks.callAll(HOOKS.rollDeathSave, actor, outcome, hookOptions);
  return outcome;
}
