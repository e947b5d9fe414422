/**
 * dnd5e's HP change tracking (release-5.3.3 `module/data/actor/templates/attributes.mjs`; the same in 6.x,
 * branch 6.0-deprecations, same lines):
 * - `preUpdateHP` (:514), from the actor model's `_preUpdate`: leaving 0 HP resets the death saves; the prepared
 *   hit points before the change are kept in `options.dnd5e.hp`.
 * - `onUpdateHP` (:532), from the model's `_onUpdate` on every client: unless `options.isRest` or
 *   `options.isAdvancement`, the change of `hp.value` and `hp.temp` since that snapshot fires
 *   `dnd5e.damageActor` (total < 0) or `dnd5e.healActor` (total > 0) with `(actor, {hp, temp, total}, changed,
 *   userId)` (:564); no hook when the total is 0.
 */
import { Hooks } from "../../foundry/hooks";
import { getProperty, setProperty, type PlainObject } from "../../foundry/utils";
import type { HitPointsData } from "./prepare";

interface HpOwner {
  attributes: { hp: HitPointsData; death?: { success: number; failure: number } };
  parent: unknown;
}

export function preUpdateHP(system: HpOwner, changes: PlainObject, options: PlainObject): void {
  const isDead = system.attributes.hp.value <= 0;
  const next = getProperty(changes, "system.attributes.hp.value");
  if (isDead && typeof next === "number" && next > 0 && system.attributes.death) {
    setProperty(changes, "system.attributes.death.success", 0);
    setProperty(changes, "system.attributes.death.failure", 0);
  }
  setProperty(options, "dnd5e.hp", { ...system.attributes.hp });
}

export function onUpdateHP(system: HpOwner, changed: PlainObject, options: PlainObject, userId: string): void {
  if (!getProperty(changed, "system.attributes.hp")) return;
  const before = getProperty(options, "dnd5e.hp") as HitPointsData | undefined;
  if (!before || options.isRest || options.isAdvancement) return;
  const current = system.attributes.hp;
  const changes = { hp: current.value - before.value, temp: (current.temp ?? 0) - (before.temp ?? 0), total: 0 };
  changes.total = changes.hp + changes.temp;
  if (!Number.isInteger(changes.total) || changes.total === 0) return;
  Hooks.callAll(`dnd5e.${changes.total > 0 ? "heal" : "damage"}Actor`, system.parent, changes, changed, userId);
}
