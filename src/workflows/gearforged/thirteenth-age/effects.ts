/**
 * The Active Effects a 13th Age gearforged's state shows (GA-TIRE-1, GA-AMPH-1), kept current by the clock
 * (./clock.ts) and by maintenance (./maintenance.ts):
 * - "neglect": the cumulative penalty for days without a 4-hour maintenance on skill checks, attack rolls and
 *   damage rolls, as the host's Active Effect changes (the actor port's `effectChanges`: the system's skill bonuses
 *   and its effect flags, which its roll workflow adds (data/actor/parts/effect-bonuses.ts); dnd5e's skill, attack
 *   and damage bonus keys), so the sheet shows the lowered totals;
 * - "halt": immobile and helpless (neglected for its 13th Age level in days, or halted underwater). The 5e
 *   condition closest to the seed's "immobile and helpless" is *paralyzed* (cannot move or act, attacks against
 *   it have advantage and crit in reach): *interpretation*, named on the effect and in the rules journal.
 * Each effect is found by `flags.<package>.thirteenthAge` (its role), never by name. Each is created under a fixed
 * id per role (EFFECT_IDS, with `keepId`), so two clients bringing one actor up to date at once (two GMs moving
 * time) create it once: the server refuses a second document with an id its parent already
 * holds (test/foundry/README.md), and the client that lost that race changes nothing more.
 */
import { localize } from "../../../utils/notify";
import { type EffectChangeSpec, effectFields } from "../../../compat/effect-data";
import type { EffectChangesOf } from "../../../ports/derived-effects";
import { portOf } from "../../../ports/actor-port";
import { packageId } from "../../../constants";

export type EffectRole = "neglect" | "halt";

export const HALT_STATUS = "paralyzed";

/** The one id each role's effect is created with on any actor (16 letters and digits, as Foundry's ids). */
export const EFFECT_IDS: Readonly<Record<EffectRole, string>> = { neglect: "augTaNeglect0000", halt: "augTaHalt0000000" };

/** The flags the role's effects carry, under the running package's scope, read structurally. */
type OurFlags = { thirteenthAge?: unknown; days?: unknown; attackBonus?: unknown } | undefined;

function ourFlags(effect: ActiveEffect.Implementation): OurFlags {
  // cast: the effect's flags, read structurally for the running package's 13th Age marks.
  return (effect.flags as Record<string, OurFlags> | undefined)?.[packageId()];
}

export function effectsOf(actor: Actor.Implementation, role: EffectRole): ActiveEffect.Implementation[] {
  return [...actor.effects].filter((effect) => ourFlags(effect)?.thirteenthAge === role);
}

/**
 * The neglect effect's data for a penalty (negative), or null when none is due; `changesOf` is the host's
 * (the actor port's `effectChanges`).
 */
export function neglectEffectData(days: number, penalty: number, changesOf: EffectChangesOf): Record<string, unknown> | null {
  if (penalty >= 0) return null;
  const changes: EffectChangeSpec[] = changesOf((["skill", "attack", "damage"] as const).map((rolls) => ({ kind: "rollBonus", rolls, bonus: penalty })));
  return {
    _id: EFFECT_IDS.neglect,
    name: localize("AUGMENTED.Gearforged.ThirteenthAge.Effect.neglect", { days, penalty }),
    img: "icons/svg/degen.svg",
    ...effectFields(changes, null),
    flags: { [packageId()]: { thirteenthAge: "neglect", days, attackBonus: penalty, damageBonus: penalty } },
  };
}

export function haltEffectData(reason: "neglect" | "underwater"): Record<string, unknown> {
  return {
    _id: EFFECT_IDS.halt,
    name: localize(`AUGMENTED.Gearforged.ThirteenthAge.Effect.halt.${reason}`),
    img: "icons/svg/paralysis.svg",
    statuses: [HALT_STATUS],
    flags: { [packageId()]: { thirteenthAge: "halt", reason } },
  };
}

/** True when the actor's neglect effect is the one `neglect` calls for (none when no penalty is due). */
export function neglectEffectMatches(actor: Actor.Implementation, neglect: { days: number; penalty: number }): boolean {
  const found = effectsOf(actor, "neglect");
  if (neglect.penalty >= 0) return found.length === 0;
  return found.length === 1 && showsNeglect(found[0]!, neglect);
}

/** True when `effect` was written for this day count and penalty. */
function showsNeglect(effect: ActiveEffect.Implementation, neglect: { days: number; penalty: number }): boolean {
  const flags = ourFlags(effect);
  return flags?.days === neglect.days && flags?.attackBonus === neglect.penalty;
}

/**
 * Make the actor's effects match: create, update or delete the neglect and halt effects. Returns whether anything
 * changed. Called on the one acting client only.
 */
export async function applyStateEffects(actor: Actor.Implementation, neglect: { days: number; penalty: number }, halt: "neglect" | "underwater" | null): Promise<boolean> {
  let changed = false;
  const wantNeglect = neglectEffectData(neglect.days, neglect.penalty, (contributions) => portOf(actor).effectChanges(contributions));
  // Any copy past the first of a role's effect is deleted.
  const [current, ...toDelete] = effectsOf(actor, "neglect");
  const toCreate: Record<string, unknown>[] = [];
  if (wantNeglect === null && current) toDelete.push(current);
  else if (wantNeglect && !current) toCreate.push(wantNeglect);
  else if (wantNeglect && current && !showsNeglect(current, neglect)) {
    const { _id: _fixed, ...update } = wantNeglect;
    // cast: the effect data above (without its id) is valid update data for an ActiveEffect.
    await current.update(update as ActiveEffect.UpdateData);
    changed = true;
  }
  const [haltNow, ...extraHalt] = effectsOf(actor, "halt");
  toDelete.push(...extraHalt);
  if (halt === null && haltNow) toDelete.push(haltNow);
  else if (halt !== null && !haltNow) toCreate.push(haltEffectData(halt));
  // Another client may have deleted one since it was read: only what is still there is deleted.
  const ids = toDelete.map((effect) => effect.id ?? "").filter((id) => id !== "" && actor.effects.has(id));
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
