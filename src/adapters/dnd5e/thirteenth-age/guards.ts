/**
 * What dnd5e does that a 13th Age gearforged's rules change, each at dnd5e's own step:
 * - GA-TIRE-1 immune to exhaustion: dnd5e's condition immunity (the Tireless trait's effect adds "exhaustion" to
 *   `traits.ci`) already keeps a level from reducing rolls and speed (module/documents/actor/actor.mjs:1175,
 *   module/data/actor/templates/attributes.mjs:431 at 5.3.3); any gain written to `system.attributes.exhaustion`
 *   (dnd5e's sheet, a rest's delta, a macro, another module) is dropped from the update here, with the note, so the
 *   level never rises and dnd5e creates no exhaustion effect (actor.mjs:3346);
 * - GA-WRECK-1 no death saves: the wreck (the shared workflow) records three successes at 0 HP, which dnd5e's
 *   `rollDeathSave` already refuses (actor.mjs:1569); until that write lands, `dnd5e.preRollDeathSaveV2` refuses
 *   the roll for a 13th Age gearforged at 0 HP (hookNames "deathSave", actor.mjs:1593);
 * - GA-AMPH-1 swim checks: while it is under water (its record's `underwater.since`), an Athletics check gets the
 *   swim modifier (−4; 0 with the adventurer feat; +2 with the champion feat) through `dnd5e.preRollSkillV2`
 *   (hookNames "skill", actor.mjs:1266), as a part of the roll.
 */
import { swimModifier, tirelessExhaustionGain } from "../../../rules/gearforged";
import { localize, notifyInfo } from "../../../utils/notify";
import { isThirteenthAge, thirteenthAgeView } from "../../../workflows/gearforged/thirteenth-age/state";
import { portOf } from "../../../ports/actor-port";

const EXHAUSTION = "system.attributes.exhaustion";

/** `preUpdateActor`: an exhaustion gain of a 13th Age gearforged is dropped from the update, with the note. */
export function onPreUpdateExhaustion(actor: Actor.Implementation, changes: Record<string, unknown>): void {
  if (!isThirteenthAge(actor)) return;
  const flat = Object.hasOwn(changes, EXHAUSTION);
  const next: unknown = flat ? changes[EXHAUSTION] : foundry.utils.getProperty(changes, EXHAUSTION);
  const current = portOf(actor).exhaustion;
  if (typeof next !== "number" || next <= current) return;
  const gain = tirelessExhaustionGain(current, next - current);
  if (flat) changes[EXHAUSTION] = gain.exhaustion;
  else foundry.utils.setProperty(changes, EXHAUSTION, gain.exhaustion);
  notifyInfo(gain.noteKey, { count: gain.ignored });
}

/** dnd5e's roll process configuration, the parts read and added to. */
export interface RollProcessConfig {
  subject?: unknown;
  skill?: unknown;
  rolls?: { parts?: string[] }[];
}

function actorOf(subject: unknown): Actor.Implementation | null {
  // cast: dnd5e's roll subject is the rolling actor, checked by its documentName.
  const actor = subject as Actor.Implementation | null | undefined;
  return actor?.documentName === "Actor" ? actor : null;
}

/** `dnd5e.preRollDeathSaveV2`: a 13th Age gearforged at 0 HP is stable, never rolling. */
export function onPreRollDeathSave(config: RollProcessConfig): boolean | void {
  const actor = actorOf(config.subject);
  if (!actor || !isThirteenthAge(actor) || portOf(actor).hp.value > 0) return;
  ui.notifications?.warn(localize("AUGMENTED.Dnd5e.ThirteenthAge.DeathSaveRefused", { name: actor.name ?? "" }));
  return false;
}

/** `dnd5e.preRollSkillV2`: an Athletics check under water gets the swim modifier. */
export function onPreRollSkill(config: RollProcessConfig): void {
  const actor = actorOf(config.subject);
  if (!actor || config.skill !== "ath") return;
  const view = thirteenthAgeView(actor);
  if (!view || view.underwater.since === null) return;
  const modifier = swimModifier(view.feats.amphibious);
  if (modifier === 0) return;
  const first = (config.rolls ??= [])[0] ?? (config.rolls[0] = { parts: [] });
  (first.parts ??= []).push(String(modifier));
}
