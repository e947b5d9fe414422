/**
 * `CONFIG.DND5E.activityTypes` (release-5.3.3 `module/config.mjs`, `activityTypes`: attack, save, heal, utility…,
 * each with its `documentClass`): the types the stand-in builds; an activity of another type is not built.
 */
import { activityTypes, registerActivityType } from "./activity";
import { AttackActivity } from "./attack";
import { HealActivity, UtilityActivity } from "./heal-utility";
import { SaveActivity } from "./save-activity";

registerActivityType("attack", AttackActivity);
registerActivityType("save", SaveActivity);
registerActivityType("heal", HealActivity);
registerActivityType("utility", UtilityActivity);

export { activityTypes };
