/**
 * Automail in dnd5e's own rolls:
 * - AM-WATER-1: a character wearing automail makes water-based Athletics and Acrobatics checks at disadvantage. The
 *   player says the character is in water the dnd5e way, with a status on the token (Foundry's token HUD; the
 *   module adds "In water" to `CONFIG.statusEffects`, beside dnd5e's own Flying, Hovering, Burrowing). dnd5e builds
 *   every skill check through `D20Roll.build`, which calls `dnd5e.preRollSkillV2(config, dialog, message)` with
 *   `config.subject` the actor and `config.skill` its key (module/documents/actor/actor.mjs:1209-1330,
 *   module/dice/basic-roll.mjs:101-104 at release-5.3.3); setting `config.disadvantage` there opens dnd5e's roll
 *   dialog on Disadvantage, and the character's own advantage still cancels it (5e).
 * - AM-ACC-1/3, AM-PORT-1, AM-DMG-1: a limb's own attack (./activities.ts) is refused, nothing rolled or spent, while
 *   the limb is carried, damaged or destroyed (`dnd5e.preUseActivity`, module/documents/activity/mixin.mjs:222), and
 *   is rolled at disadvantage while the limb has one (a running acclimation failure, its own or carried over; an
 *   unnatural limb on a natural port: `dnd5e.preRollAttackV2`, module/documents/activity/attack.mjs:119). The
 *   reasons are the system's (src/rules/automail/limb-use.ts), with its messages.
 */
import { planLimbRoll, waterDisadvantage } from "../../../rules/automail";
import { bodyOf, isLimb, refusalText, worldTime } from "../../../workflows/automail/read";

/** The status a token gets in water (its id, unique to the module). */
export const IN_WATER_STATUS = "augmented-dnd5e-in-water";

/** The parts of dnd5e's skill roll configuration read and set here. */
export interface Dnd5eSkillConfig {
  subject?: Actor.Implementation | null;
  skill?: string;
  disadvantage?: boolean;
}

/** The parts of an activity (dnd5e passes its item's clone: same id, same actor) read here. */
export interface LimbActivityView {
  item?: { id: string | null; type: string; actor?: Actor.Implementation | null } | null;
}

/** The parts of dnd5e's attack roll configuration read and set here. */
export interface Dnd5eLimbAttackConfig {
  subject?: LimbActivityView | null;
  disadvantage?: boolean;
}

/** "In water" among the statuses of the token HUD (at init, after dnd5e set its own). */
export function registerInWaterStatus(): void {
  // cast: CONFIG.statusEffects is core's list of status definitions; the module adds one of the same shape.
  const statuses = CONFIG.statusEffects as { id: string }[];
  if (statuses.some((status) => status.id === IN_WATER_STATUS)) return;
  // cast: the status entry core reads (id, name, img), pushed onto the list typed by its id only.
  statuses.push({ id: IN_WATER_STATUS, name: "AUGMENTED.Dnd5e.Automail.inWater", img: "icons/magic/water/water-drop-swirl-blue.webp" } as { id: string });
}

/** `dnd5e.preRollSkillV2`: Athletics or Acrobatics in water, wearing automail, at disadvantage (AM-WATER-1). */
export function onPreRollSkill(config: Dnd5eSkillConfig): void {
  const actor = config.subject;
  if (!(actor instanceof Actor) || !actor.statuses.has(IN_WATER_STATUS)) return;
  if (waterDisadvantage({ skill: config.skill ?? null, inWater: true, limbs: bodyOf(actor).limbs })) config.disadvantage = true;
}

/** The limb's roll plan now (null for an item that is no limb of an actor). */
function limbPlan(view: LimbActivityView | null | undefined) {
  const item = view?.item;
  const actor = item?.actor;
  if (!item || !actor || !isLimb(item)) return null;
  const body = bodyOf(actor);
  const limb = body.limbs.find((l) => l.id === item.id);
  return limb ? { limb, plan: planLimbRoll(limb, body.limbs, body.ports, worldTime()) } : null;
}

/** `dnd5e.preUseActivity`: a limb that cannot act refuses with the reason (false ends the use: nothing spent). */
export function onPreUseLimbActivity(activity: LimbActivityView): boolean | void {
  const found = limbPlan(activity);
  if (!found || found.plan.ok) return;
  ui.notifications?.warn(refusalText(found.plan.reason, { name: found.limb.name }));
  return false;
}

/** `dnd5e.preRollAttackV2`: the limb's disadvantage on its own attack. */
export function onPreRollLimbAttack(config: Dnd5eLimbAttackConfig): void {
  const found = limbPlan(config.subject);
  if (found?.plan.ok && found.plan.disadvantage) config.disadvantage = true;
}
