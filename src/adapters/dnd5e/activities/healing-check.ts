/**
 * CY-HEAL-1 on dnd5e's heal activity: the Augment Check (1d20 + PB, no advantage) against the GM's DC comes before
 * the healing; a failure heals nothing and the use stays spent. dnd5e rolls a heal activity's healing right after
 * its use (`_triggerSubsequentActions`, module/documents/activity/heal.mjs:62-64 at release-5.3.3) unless the
 * usage configuration says `subsequentActions: false` (module/documents/activity/mixin.mjs:276). So at
 * `dnd5e.preUseActivity` (:222) an augment's heal is marked to skip that roll, and at `dnd5e.postUseActivity` (:272,
 * the use spent and its card posted) the check runs instead: the GM's DC (asked as the system's healing workflow
 * asks it, src/workflows/augment-use/check.ts), the check's roll in chat, then on a success dnd5e's own healing roll
 * (`activity.rollDamage`: its hooks, its card, its apply buttons). Neither listener returns false, so other
 * modules' listeners of those hooks still run.
 */
import { DEFAULT_DCS, healingCheck, meetsDc } from "../../../rules/cyborg";
import { checkSetup, rollAugmentCheck } from "../../../workflows/augment-use/check";
import { proficiencyOf } from "../../../workflows/augment-use/spend";
import { singleTarget } from "../../../workflows/targets/range";
import { localize } from "../../../utils/notify";
import { isModuleAugment } from "../augments";

/** The slice of dnd5e's heal activity used here. */
export interface HealActivityView {
  type?: string;
  item?: { name: string | null; type: string; actor?: Actor.Implementation | null } | null;
  rollDamage(config?: object, dialog?: object, message?: object): Promise<unknown>;
}

/** dnd5e's usage configuration: `subsequentActions: false` means no follow-up roll. */
export interface UsageConfigView {
  subsequentActions?: boolean;
  [AUGMENT_CHECK]?: boolean;
}

/** The mark, on dnd5e's usage configuration, of a heal whose follow-up is the module's check. */
const AUGMENT_CHECK = "augmentedDnd5eHealingCheck";

function isAugmentHeal(activity: HealActivityView): boolean {
  return activity.type === "heal" && !!activity.item && isModuleAugment(activity.item) && !!activity.item.actor;
}

/** `dnd5e.preUseActivity`: an augment's heal (unless its caller wants no follow-up at all) skips dnd5e's own roll. */
export function onPreUseHeal(activity: HealActivityView, usageConfig: UsageConfigView): void {
  if (!isAugmentHeal(activity) || usageConfig.subsequentActions === false) return;
  usageConfig.subsequentActions = false;
  usageConfig[AUGMENT_CHECK] = true;
}

/** `dnd5e.postUseActivity`: the marked heal's Augment Check, then its healing. */
export function onPostUseActivity(activity: HealActivityView, usageConfig: UsageConfigView): void {
  const actor = activity.item?.actor;
  if (usageConfig[AUGMENT_CHECK] !== true || !actor) return;
  void checkThenHeal(activity, actor, activity.item?.name ?? "");
}

/** The check against the GM's DC, its roll in chat, and on a success dnd5e's healing roll. */
export async function checkThenHeal(activity: HealActivityView, actor: Actor.Implementation, name: string): Promise<boolean> {
  const pb = proficiencyOf(actor);
  const plan = healingCheck(pb);
  const target = singleTarget()?.actor ?? actor;
  const setup = await checkSetup({}, {
    title: localize("AUGMENTED.AugmentUse.Healing.Title", { name }),
    prompt: localize("AUGMENTED.AugmentUse.Healing.Prompt", { name, target: target.name ?? "" }),
    check: localize("AUGMENTED.AugmentUse.Healing.Check", { bonus: plan.bonus }),
    defaultDc: DEFAULT_DCS.healingCheck,
    askContact: false,
  });
  if (!setup) return false;
  const check = await rollAugmentCheck(actor, pb, plan.advantage);
  if (!check) return false;
  const success = meetsDc({ total: check.total, dc: setup.dc });
  const result = localize(success ? "AUGMENTED.AugmentUse.Success" : "AUGMENTED.AugmentUse.Failure");
  await check.roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: `${name}: ${localize("AUGMENTED.AugmentUse.CheckLine", { total: check.total, dc: setup.dc, result })}`,
  });
  if (!success) return false;
  await activity.rollDamage({}, {}, {});
  return true;
}
