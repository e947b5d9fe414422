/**
 * What a feature does after damage that changed nothing on the actor, so that no `augmented.hpDrop` announces it
 * (CORE-4: a hit at 0 HP with death saves left out of the update in `prompt` mode, whose card the death-save
 * workflow posts). Registered at init (the feature's register function); ./apply-damage.ts runs each in order on
 * the damaging client, which owns the actor and is active.
 */
import type { DamageUpdateInfo } from "../../documents/actor/hp-drop";

export type DamageFollowUp = (actor: Actor.Implementation, info: DamageUpdateInfo, userId: string | null) => Promise<void>;

const FOLLOW_UPS: DamageFollowUp[] = [];

export function registerDamageFollowUp(followUp: DamageFollowUp): void {
  if (!FOLLOW_UPS.includes(followUp)) FOLLOW_UPS.push(followUp);
}

export function damageFollowUps(): readonly DamageFollowUp[] {
  return FOLLOW_UPS;
}
