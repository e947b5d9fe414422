/**
 * Damage in a dnd5e world (CY-INT-1; issue 29, Deliver 3): dnd5e announces every HP loss, whatever applied it
 * (damage cards, the token HUD, the sheet; not rests or advancement), as `dnd5e.damageActor(actor, {hp, temp,
 * total}, changed, userId)` on every client (module/data/actor/templates/attributes.mjs `onUpdateHP`, 5.3.3 and
 * 6.x). The module turns that into the shared workflows' HP drop, one instance per application, and hands it to
 * the shared integrity save, which picks the one acting client itself.
 */
import type { HpDrop } from "../../documents/actor/hp-drop";
import { onHpDropIntegrity } from "../../workflows/integrity";
import { portOf } from "../../ports/actor-port";

/** dnd5e's HP change: negative for a loss, HP and temp HP apart, and their sum. */
export interface Dnd5eHpChange {
  hp: number;
  temp: number;
  total: number;
}

/** The shared HP drop for a dnd5e HP loss, read after the update from the actor through its port. */
export function hpDropOf(actor: Actor.Implementation, change: Dnd5eHpChange): HpDrop | null {
  const lost = -change.total;
  if (!Number.isFinite(lost) || lost <= 0) return null;
  const after = portOf(actor).hp;
  const before = { value: after.value - change.hp, temp: after.temp - change.temp, max: after.max };
  return { before, after, instances: [lost], source: "applyDamage", hitLocation: null, killedOutright: false, critical: false, damage: null };
}

/** `dnd5e.damageActor`: the integrity save when one application is at least half the maximum. */
export function onDamageActor(actor: Actor.Implementation, change: Dnd5eHpChange, _changed: unknown, userId: string): Promise<void> | undefined {
  const drop = hpDropOf(actor, change);
  return drop ? onHpDropIntegrity(actor, drop, userId) : undefined;
}
