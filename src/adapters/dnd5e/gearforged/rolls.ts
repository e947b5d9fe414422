/**
 * The Gearforged body on dnd5e's d20 rolls, through dnd5e's roll hooks (`dnd5e.preRollSavingThrowV2`,
 * `dnd5e.preRollSkillV2(config, dialog, message)`, fired by `D20Roll.build` before its dialog, with `config.subject`
 * the rolling actor: module/documents/actor/actor.mjs:1497-1508, :1278-1300; module/dice/basic-roll.mjs:87-145 at
 * release-5.3.3). Advantage set on the process configuration is OR-ed with the roll's own (d20-roll.mjs:96-97).
 * - GC-RES-1: a Gearforged (chassis variant) saves with advantage against being poisoned. A dnd5e save does not say
 *   what it is against (its card's button sends only the ability and DC: module/documents/activity/save.mjs:110-124),
 *   so the save is marked by its caller: `rollSavingThrow({ability, againstPoison: true})` (a macro, another module,
 *   the shared workflows' roll options use the same name).
 * - GF-BODY-3 / GC-VIT-1: Wisdom (Perception) during a rest is at disadvantage, marked `duringRest: true` the same way.
 */
import { restActivity, saveAdvantageAgainst } from "../../../rules/gearforged";
import { variantOf } from "../../../workflows/gearforged/state";
import { AGAINST_POISON_TOGGLE } from "../../../workflows/gearforged/poison-save";
import { DURING_REST_TOGGLE } from "../../../workflows/gearforged/rest-perception";

/** dnd5e's d20 process configuration, the parts read and set here. */
export interface GearforgedRollConfig {
  subject?: Actor.Implementation | null;
  skill?: string;
  advantage?: boolean;
  disadvantage?: boolean;
  [AGAINST_POISON_TOGGLE]?: boolean;
  [DURING_REST_TOGGLE]?: boolean;
}

/** `dnd5e.preRollSavingThrowV2`: GC-RES-1's advantage on a save marked against being poisoned. */
export function onGearforgedSave(config: GearforgedRollConfig): void {
  const actor = config.subject;
  if (!actor || config[AGAINST_POISON_TOGGLE] !== true) return;
  if (saveAdvantageAgainst(variantOf(actor), "poisoned")) config.advantage = true;
}

/** `dnd5e.preRollSkillV2`: GF-BODY-3 / GC-VIT-1's disadvantage on Perception marked as during a rest. */
export function onGearforgedSkill(config: GearforgedRollConfig): void {
  const actor = config.subject;
  if (!actor || config.skill !== "prc" || config[DURING_REST_TOGGLE] !== true) return;
  const variant = variantOf(actor);
  if (variant && ["short", "long"].some((type) => restActivity(variant, type).perceptionDisadvantage)) config.disadvantage = true;
}
