/**
 * The 13th Age gearforged in dnd5e, on dnd5e's own steps (the shared workflows, src/workflows/gearforged/
 * thirteenth-age/, run through the features the Gearforged line enables: its clock on world time, the wreck at
 * 0 HP, the beyond-repair card, the effects following feats and the level-scale setting):
 * - GA-HEAL-1: hit dice refused through a closed gate, the gate closed by a spending, no HP from a long rest
 *   (./hit-dice.ts); magical healing from dnd5e's cards opening the gate (./healing.ts);
 * - GA-TIRE-1 / GA-WRECK-1 / GA-AMPH-1: exhaustion gains dropped, no death save rolled, the swim modifier (./guards.ts);
 * - the level scale following dnd5e's class levels (./level.ts).
 * Its actions (maintenance, repair check, under water, magical healing) are the Gearforged window's buttons
 * (../gearforged/thirteenth-age-actions.ts).
 */
import type { OnDnd5e } from "../on-dnd5e";
import { onHealingApplied } from "./healing";
import { type HitDieConfig, type HitDieData, type ThirteenthAgeRestResult, onPreRestCompleted, onPreRollHitDie, onPreShortRest, onRestCompleted, onRollHitDie } from "./hit-dice";
import { type RollProcessConfig, onPreRollDeathSave, onPreRollSkill, onPreUpdateExhaustion } from "./guards";
import { onClassChanged } from "./level";

export function registerThirteenthAgeHooks(onDnd5e: OnDnd5e): void {
  onDnd5e("dnd5e.preRollHitDieV2", (config: HitDieConfig) => onPreRollHitDie(config));
  onDnd5e("dnd5e.rollHitDieV2", (_rolls: unknown, data: HitDieData) => onRollHitDie(data));
  onDnd5e("dnd5e.preShortRest", (actor: Actor.Implementation) => onPreShortRest(actor));
  onDnd5e("dnd5e.preRestCompleted", (actor: Actor.Implementation, result: ThirteenthAgeRestResult, config: { type?: string }) => onPreRestCompleted(actor, result, config));
  onDnd5e("dnd5e.restCompleted", (actor: Actor.Implementation) => onRestCompleted(actor));
  onDnd5e("dnd5e.applyDamage", (actor: Actor.Implementation, amount: unknown, options: unknown) => onHealingApplied(actor, amount, options));
  onDnd5e("dnd5e.preRollDeathSaveV2", (config: RollProcessConfig) => onPreRollDeathSave(config));
  onDnd5e("dnd5e.preRollSkillV2", (config: RollProcessConfig) => onPreRollSkill(config));
  // cast: the update's changes, a plain object the listener reads and edits by path.
  Hooks.on("preUpdateActor", (actor: Actor.Implementation, changes: object) => onPreUpdateExhaustion(actor, changes as Record<string, unknown>));
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => onClassChanged(item, userId));
  Hooks.on("updateItem", (item: Item.Implementation, _changes: unknown, _options: unknown, userId: string) => onClassChanged(item, userId));
  Hooks.on("deleteItem", (item: Item.Implementation, _options: unknown, userId: string) => onClassChanged(item, userId));
}
