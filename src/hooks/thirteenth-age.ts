/**
 * Subscriptions of the 13th Age gearforged (issue 14) to the system's own workflow hooks: a potion used through
 * the consumable workflow opens the GA-HEAL-1 gate; the level-scale setting changed (src/settings.ts) brings the
 * neglect and halt effects up to date at once. (Its core-hook listeners sit with the other listeners of
 * the same core hook: hpDrop in ./actor.ts, updateWorldTime in ./combat.ts, createItem in ./items.ts.)
 * Its workflows load on first use (./later.ts); the potion's gate stays synchronous.
 */
import { HOOKS } from "../utils/hook-names";
import { loadThirteenthAge } from "../workflows/gearforged/thirteenth-age/load";
import { isThirteenthAge } from "../workflows/gearforged/thirteenth-age/state";
import { later } from "./later";

export function registerThirteenthAgeHooks(): void {
  Hooks.on(HOOKS.useConsumable, (actor, item, result) => (isThirteenthAge(actor) ? later(loadThirteenthAge, (m) => m.onConsumableUsed(actor, item, result)) : undefined));
  Hooks.on(HOOKS.levelScaleChanged, (_scale, userId) => later(loadThirteenthAge, (m) => m.onLevelScaleChanged(userId)));
}
