/**
 * A limb's weapon from the Automail window, through dnd5e's attack activity (./activities.ts): `Activity#use` (its
 * usage card, then the attack roll: module/documents/activity/mixin.mjs:177-283, attack.mjs:70) and
 * `rollDamage` (module/documents/activity/mixin.mjs:869-929), as the same activity runs from dnd5e's sheet row, a
 * hotbar macro or another module. The limb's own rules (it must be worn and intact; its disadvantage) are dnd5e
 * hooks (./rolls.ts), so every one of these ways gets them.
 */
import { notifyWarn } from "../../../utils/notify";
import { limbRollState } from "../../../workflows/automail/limb-use";
import { LIMB_ATTACK_ID } from "./activities";

/** The slice of dnd5e's attack activity used here. */
interface AttackActivityView {
  readonly type: string;
  use(usage?: object, dialog?: object, message?: object): Promise<unknown>;
  rollDamage(config?: object, dialog?: object, message?: object): Promise<unknown>;
}

/** The limb's attack activity: the mapping's, else the first attack a GM gave it; null when it has none. */
function attackActivity(item: Item.Implementation): AttackActivityView | null {
  // cast: dnd5e's activities template stores `system.activities` as a collection of its Activity instances.
  const activities = (item.system as { activities?: { get(id: string): AttackActivityView | undefined; find?(fn: (a: AttackActivityView) => boolean): AttackActivityView | undefined } }).activities;
  return activities?.get(LIMB_ATTACK_ID) ?? activities?.find?.((a) => a.type === "attack") ?? null;
}

/** Use the limb's attack activity (dnd5e's usage card and attack roll). */
export async function attackWithLimbActivity(item: Item.Implementation, event: Event | null = null): Promise<unknown> {
  const activity = attackActivity(item);
  if (!activity) {
    notifyWarn("AUGMENTED.Automail.NoWeapon", { name: item.name });
    return null;
  }
  return activity.use({ event });
}

/** Roll the limb's weapon damage through its attack activity; refused (the user told why) when the limb cannot act. */
export async function limbDamageActivity(item: Item.Implementation): Promise<unknown> {
  const activity = attackActivity(item);
  const actor = item.actor;
  if (!activity || !actor) {
    notifyWarn("AUGMENTED.Automail.NoWeapon", { name: item.name });
    return null;
  }
  if (!limbRollState(actor, item)) return null;
  return activity.rollDamage();
}
