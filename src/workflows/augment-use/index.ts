/**
 * `actor.useAugment(item, options)`: use an installed augment's primary function from
 * the sheet. Checks the user may change the actor, refuses (with the reason, changing nothing) an augment that
 * is not installed, damaged or destroyed (CY-INT-3), out of uses (CY-USE-1), passive (CY-USE-3) or grounded
 * (CY-MOB-1); fires `augmented.preUseAugment` (false cancels, nothing spent); runs the purpose's workflow, which
 * spends exactly one use in its item update and posts the use card with the GM's Undo; then fires
 * `augmented.useAugment`. A long rest refills the uses (CY-USE-2, src/workflows/rest/rest.ts).
 */
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, notifyWarn } from "../../utils/notify";
import { ownedAugment } from "../augment-work/work";
import { saveDcChosen, useAttackAugment } from "./attack";
import { useAvailability } from "./availability";
import { useEnvironmentalAugment } from "./environmental";
import { useHealingAugment } from "./healing";
import { useMobilityAugment } from "./mobility";
import { proficiencyOf, type UseContext } from "./spend";
import type { UseAugmentOptions, UseAugmentResult } from "./types";
import { useUtilityAugment } from "./utility";
import { watchState } from "../recheck/recheck";
import { portOf } from "../../ports/actor-port";

export type { UseAugmentOptions, UseAugmentResult } from "./types";
export { useAvailability } from "./availability";
// The effect sweep, called by its listeners (./effect-triggers.ts) and the world-time pass.
export { landedEarly, onWorldTimeAugmentEffects, sweepAugmentEffects } from "./effect-sweep";

const WORKFLOWS: Record<string, (context: UseContext) => Promise<UseAugmentResult | null>> = {
  attack: useAttackAugment,
  healing: useHealingAugment,
  environmental: useEnvironmentalAugment,
  mobility: useMobilityAugment,
  utility: useUtilityAugment,
};

export async function useAugment(actor: Actor.Implementation, target: Item.Implementation | null | undefined, options: UseAugmentOptions = {}): Promise<UseAugmentResult | null> {
  if (!ensureCanModify(actor)) return null;
  const item = ownedAugment(actor, target);
  if (!item) return null;
  const name = item.name ?? "";
  const state = item.system.state;
  const pb = proficiencyOf(actor);
  const mods = portOf(actor).abilityMods();
  const availability = useAvailability(state, pb, actor, game.time?.worldTime ?? 0, mods);
  if (!availability.show && availability.block === null) {
    notifyWarn("AUGMENTED.AugmentUse.Refused.passive", { name });
    return null;
  }
  if (availability.block) {
    notifyWarn(`AUGMENTED.AugmentUse.Refused.${availability.block}`, { name, seconds: availability.groundedSeconds });
    return null;
  }
  const workflow = WORKFLOWS[state.purpose];
  if (!workflow) return null;
  const config: UseAugmentOptions = { ...options };
  if (Hooks.call(HOOKS.preUseAugment, actor, item, config) === false) return null;
  // CY-DC-1: a save-based attack with several feature DCs and none chosen asks which first (it writes the augment).
  if (state.purpose === "attack" && !(await saveDcChosen(actor, item, config))) return null;
  const watch = watchState({ actor, item });
  const result = await workflow({ actor, item, state: item.system.state, pb, mods, name, options: config, watch });
  if (result) Hooks.callAll(HOOKS.useAugment, actor, item, result);
  return result;
}
