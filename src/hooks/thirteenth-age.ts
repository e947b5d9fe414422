/**
 * Subscriptions of the 13th Age gearforged to the system's own workflow hooks: a potion used through
 * the consumable workflow opens the GA-HEAL-1 gate; the level-scale setting changed (src/settings.ts) brings the
 * neglect and halt effects up to date at once. (Its core-hook listeners sit with the other listeners of
 * the same core hook: hpDrop in ./actor.ts, updateWorldTime in ./combat.ts, createItem in ./items.ts.)
 */
import { HOOKS } from "../utils/hook-names";
import { onConsumableUsed } from "../workflows/gearforged/thirteenth-age/heal-gate";
import { onLevelScaleChanged } from "../workflows/gearforged/thirteenth-age/refresh";

export function registerThirteenthAgeHooks(): void {
  Hooks.on(HOOKS.useConsumable, (actor, item, result) => onConsumableUsed(actor, item, result));
  Hooks.on(HOOKS.levelScaleChanged, (_scale, userId) => onLevelScaleChanged(userId));
}
