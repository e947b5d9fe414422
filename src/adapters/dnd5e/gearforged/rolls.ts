/**
 * The Gearforged body on dnd5e's d20 rolls, through dnd5e's roll hooks (`dnd5e.preRollSavingThrowV2`,
 * `dnd5e.preRollSkillV2(config, dialog, message)`, fired by `D20Roll.build` before its dialog, with `config.subject`
 * the rolling actor: module/documents/actor/actor.mjs:1497-1508, :1278-1300; module/dice/basic-roll.mjs:87-145 at
 * release-5.3.3). Advantage set on the process configuration is OR-ed with the roll's own (d20-roll.mjs:96-97).
 * - GC-RES-1: a Gearforged (chassis variant) saves with advantage against being poisoned: a save rolled from a dnd5e
 *   save card whose activity applies the Poisoned condition on a failure (the button's click is the save's `event`:
 *   module/documents/activity/save.mjs:110-124; its card names the message, whose `getAssociatedActivity()`,
 *   module/documents/chat-message.mjs:960-963, gives the activity; its `effects` are the item's effects it applies,
 *   module/data/activity/fields/applied-effect-field.mjs), or a save its caller marks
 *   `rollSavingThrow({ability, againstPoison: true})` (a macro, another module; the shared workflows' roll options
 *   use the same name). Any other save is left as dnd5e rolls it: it does not say what it is against.
 * - GF-BODY-3 / GC-VIT-1: Wisdom (Perception) during a rest is at disadvantage, marked `duringRest: true` the same way.
 * - GF-UPG-2: Sleight of Hand to conceal an integrated weapon has advantage, marked `concealingWeapon: true` (the
 *   system's roll option of the same name); dnd5e's skill roll says nothing of what it is for, so an unmarked roll is
 *   left to the player's Advantage button in dnd5e's dialog.
 */
import { restActivity, saveAdvantageAgainst } from "../../../rules/gearforged";
import { variantOf } from "../../../workflows/gearforged/state";
import { AGAINST_POISON_TOGGLE } from "../../../workflows/gearforged/poison-save";
import { DURING_REST_TOGGLE } from "../../../workflows/gearforged/rest-perception";
import { concealWeaponSituation } from "../../../workflows/gearforged/arms";

/** dnd5e's d20 process configuration, the parts read and set here. */
export interface GearforgedRollConfig {
  subject?: Actor.Implementation | null;
  event?: Event | null;
  skill?: string;
  advantage?: boolean;
  disadvantage?: boolean;
  [AGAINST_POISON_TOGGLE]?: boolean;
  [DURING_REST_TOGGLE]?: boolean;
  /** GF-UPG-2: the check conceals the integrated weapon. */
  concealingWeapon?: boolean;
}

/** The slice of dnd5e's ChatMessage5e and activity read here. */
interface CardMessage {
  getAssociatedActivity?(): { effects?: readonly { effect?: { statuses?: ReadonlySet<string> } | null }[] } | null | undefined;
}

/** Whether the save comes from a dnd5e card whose activity applies the Poisoned condition. */
export function savedFromPoisonCard(event: Event | null | undefined): boolean {
  const target = event?.target;
  if (!(target instanceof Element)) return false;
  const id = target.closest<HTMLElement>("[data-message-id]")?.dataset.messageId;
  // cast: dnd5e's ChatMessage5e, read structurally.
  const message = (id ? game.messages?.get(id) : undefined) as CardMessage | undefined;
  const activity = message?.getAssociatedActivity?.();
  return (activity?.effects ?? []).some((applied) => applied.effect?.statuses?.has("poisoned") === true);
}

/** `dnd5e.preRollSavingThrowV2`: GC-RES-1's advantage on a save against being poisoned. */
export function onGearforgedSave(config: GearforgedRollConfig): void {
  const actor = config.subject;
  if (!actor || !saveAdvantageAgainst(variantOf(actor), "poisoned")) return;
  if (config[AGAINST_POISON_TOGGLE] === true || savedFromPoisonCard(config.event)) config.advantage = true;
}

/** `dnd5e.preRollSkillV2`: GF-BODY-3 / GC-VIT-1's disadvantage on Perception marked as during a rest. */
export function onGearforgedSkill(config: GearforgedRollConfig): void {
  const actor = config.subject;
  if (!actor || config.skill !== "prc" || config[DURING_REST_TOGGLE] !== true) return;
  const variant = variantOf(actor);
  if (variant && ["short", "long"].some((type) => restActivity(variant, type).perceptionDisadvantage)) config.disadvantage = true;
}

/** `dnd5e.preRollSkillV2`: GF-UPG-2's advantage on Sleight of Hand marked as concealing an integrated weapon. */
export function onConcealWeaponSkill(config: GearforgedRollConfig): void {
  const actor = config.subject;
  if (!actor || typeof config.skill !== "string" || config.concealingWeapon !== true) return;
  if (concealWeaponSituation(actor, config.skill, true)?.advantage({}) === true) config.advantage = true;
}
