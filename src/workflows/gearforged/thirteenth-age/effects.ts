/**
 * The Active Effects a 13th Age gearforged's state shows (GA-TIRE-1, GA-AMPH-1), kept current by the clock
 * (./clock.ts) and by maintenance (./maintenance.ts):
 * - "neglect": the cumulative penalty for days without a 4-hour maintenance: skill totals through standard
 *   effect changes (`system.skills.<id>.bonus`, so the sheet shows the lowered totals), attack and damage rolls
 *   through the system's effect flags (data/actor/parts/effect-bonuses.ts), which the roll workflow adds;
 * - "halt": immobile and helpless (neglected for its 13th Age level in days, or halted underwater). The 5e
 *   condition closest to the seed's "immobile and helpless" is *paralyzed* (cannot move or act, attacks against
 *   it have advantage and crit in reach): *interpretation*, named on the effect and in the rules journal.
 * Each effect is found by `flags.augmented.thirteenthAge` (its role), never by name. Each is created under a fixed
 * id per role (EFFECT_IDS, with `keepId`), so two clients bringing one actor up to date at once (two GMs moving
 * time) create it once: the server refuses a second document with an id its parent already
 * holds (test/foundry/README.md), and the client that lost that race changes nothing more.
 */
import { SKILL_IDS } from "../../../rules/core/skills";
import { localize } from "../../../utils/notify";
import { effectFields } from "../../../compat/effect-data";

export type EffectRole = "neglect" | "halt";

export const HALT_STATUS = "paralyzed";

/** The one id each role's effect is created with on any actor (16 letters and digits, as Foundry's ids). */
export const EFFECT_IDS: Readonly<Record<EffectRole, string>> = Object.freeze({ neglect: "augTaNeglect0000", halt: "augTaHalt0000000" });

export function effectsOf(actor: Actor.Implementation, role: EffectRole): ActiveEffect.Implementation[] {
  // cast: the effect's flags, read structurally for the system's `augmented.thirteenthAge` role mark.
  return [...actor.effects].filter((effect) => (effect.flags as { augmented?: { thirteenthAge?: unknown } } | undefined)?.augmented?.thirteenthAge === role);
}

/** The neglect effect's data for a penalty (negative), or null when none is due. */
export function neglectEffectData(days: number, penalty: number): Record<string, unknown> | null {
  if (penalty >= 0) return null;
  return {
    _id: EFFECT_IDS.neglect,
    name: localize("AUGMENTED.Gearforged.ThirteenthAge.Effect.neglect", { days, penalty }),
    img: "icons/svg/degen.svg",
    ...effectFields(SKILL_IDS.map((id) => ({ key: `system.skills.${id}.bonus`, kind: "add" as const, value: String(penalty) })), null),
    flags: { augmented: { thirteenthAge: "neglect", days, attackBonus: penalty, damageBonus: penalty } },
  };
}

export function haltEffectData(reason: "neglect" | "underwater"): Record<string, unknown> {
  return {
    _id: EFFECT_IDS.halt,
    name: localize(`AUGMENTED.Gearforged.ThirteenthAge.Effect.halt.${reason}`),
    img: "icons/svg/paralysis.svg",
    statuses: [HALT_STATUS],
    flags: { augmented: { thirteenthAge: "halt", reason } },
  };
}

/** True when the actor's neglect effect is the one `neglect` calls for (none when no penalty is due). */
export function neglectEffectMatches(actor: Actor.Implementation, neglect: { days: number; penalty: number }): boolean {
  const found = effectsOf(actor, "neglect");
  if (neglect.penalty >= 0) return found.length === 0;
  if (found.length !== 1) return false;
  // cast: the system's flags on the neglect effect, read structurally; each is compared below.
  const flags = (found[0]!.flags as { augmented?: { days?: unknown; attackBonus?: unknown } }).augmented;
  return flags?.days === neglect.days && flags?.attackBonus === neglect.penalty;
}

/**
 * Make the actor's effects match: create, update or delete the neglect and halt effects. Returns whether anything
 * changed. Called on the one acting client only.
 */
export async function applyStateEffects(actor: Actor.Implementation, neglect: { days: number; penalty: number }, halt: "neglect" | "underwater" | null): Promise<boolean> {
  let changed = false;
  const wantNeglect = neglectEffectData(neglect.days, neglect.penalty);
  const [current, ...extraNeglect] = effectsOf(actor, "neglect");
  const toDelete: string[] = extraNeglect.map((e) => e.id ?? "");
  const toCreate: Record<string, unknown>[] = [];
  if (wantNeglect === null && current) toDelete.push(current.id ?? "");
  else if (wantNeglect && !current) toCreate.push(wantNeglect);
  else if (wantNeglect && current) {
    // cast: the system's flags on the neglect effect, read structurally; each is compared below.
    const flags = (current.flags as { augmented?: { days?: unknown; attackBonus?: unknown } }).augmented;
    if (flags?.days !== neglect.days || flags?.attackBonus !== neglect.penalty) {
      const { _id: _fixed, ...update } = wantNeglect;
      // cast: the effect data above (without its id) is valid update data for an ActiveEffect.
      await current.update(update as ActiveEffect.UpdateData);
      changed = true;
    }
  }
  const [haltNow, ...extraHalt] = effectsOf(actor, "halt");
  toDelete.push(...extraHalt.map((e) => e.id ?? ""));
  if (halt === null && haltNow) toDelete.push(haltNow.id ?? "");
  else if (halt !== null && !haltNow) toCreate.push(haltEffectData(halt));
  // Another client may have deleted one since it was read: only what is still there is deleted.
  const ids = toDelete.filter((id) => id !== "" && actor.effects.has(id));
  if (ids.length > 0) {
    await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    changed = true;
  }
  for (const data of toCreate) {
    // Another client created it first when its fixed id is taken (read now, or refused by the server).
    if (actor.effects.has(String(data._id))) continue;
    try {
      // cast: the plain effect data above is valid creation data; keepId keeps the role's fixed id.
      const created = await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData], { keepId: true });
      if (created?.length) changed = true;
    } catch (error) {
      if (!actor.effects.has(String(data._id))) throw error;
    }
  }
  return changed;
}
