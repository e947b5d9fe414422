/**
 * SF-4's advantage on attack rolls in dnd5e's terms: dnd5e builds every attack roll through its AttackActivity
 * (`rollAttack`, module/documents/activity/attack.mjs:85 at 5.3.3), which calls `dnd5e.preRollAttackV2(config,
 * dialog, message)` with `config.subject` the activity (:119, hook names "attack", "d20Test"); a listener that sets
 * `config.advantage` makes it a 2d20kh roll, and dnd5e's roll dialog then opens on Advantage. The overdrive's
 * record (the shared effect's flags, src/workflows/system-failure/overdrive.ts) says whether it grants advantage;
 * its +3 to the modifiers is in the effect's changes (the actor port's `effectChanges`).
 */
import { packageId } from "../../constants";
import { overdrivesOf } from "../../workflows/system-failure/overdrive";

/** The parts of dnd5e's attack process configuration read and set here. */
export interface Dnd5eAttackConfig {
  subject?: { actor?: Actor.Implementation | null } | null;
  advantage?: boolean;
}

/** True while an enabled overdrive on the actor grants advantage on attack rolls. */
export function overdriveGrantsAttackAdvantage(actor: Actor.Implementation): boolean {
  return overdrivesOf(actor).some(({ effect }) => {
    if (effect.disabled) return false;
    // cast: the shared effect's flags under the running package's scope, written by overdriveEffectData.
    const flags = (effect.flags as Record<string, Record<string, unknown> | undefined>)[packageId()];
    return flags?.attackAdvantage === true;
  });
}

/** `dnd5e.preRollAttackV2`: an attack by an actor in overdrive is rolled with advantage. */
export function onPreRollAttack(config: Dnd5eAttackConfig): void {
  const actor = config.subject?.actor;
  if (actor && overdriveGrantsAttackAdvantage(actor)) config.advantage = true;
}
