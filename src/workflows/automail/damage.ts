/**
 * AM-DMG-1: automail joins the integrity mechanism (CY-INT-1/2). One damage instance of at least the world
 * setting's fraction of max HP (default one half; the setting can switch automail damage off) calls for the
 * integrity save, and a failure can damage a worn, intact limb as it can an augment (GM / owner / random, per
 * the existing `integrityPick` setting). The integrity workflow asks this file which limbs are at risk and hands
 * a picked limb back here for the one item update. A damaged limb does nothing until repaired (./repair.ts);
 * healing never restores one (AM-HEAL-1: nothing here listens to healing).
 */
import { automailDamageTriggered, damageLimbPatch, limbDamageCandidates } from "../../rules/automail";
import { isSectionId } from "../../rules/cyborg";
import { automailDamageSetting } from "./settings";
import { bodyOf, limbNow } from "./read";
import { patchChanges } from "./write";
import { portOf } from "../../ports/actor-port";

/** A candidate as the integrity card lists it (`augmentId` names any item the save can damage). */
export interface LimbCardCandidate {
  augmentId: string;
  name: string;
  section: string | null;
  hinted: boolean;
}

/** AM-DMG-1: does one damage instance of `amount` put this actor's automail at risk? */
export function automailAtRisk(actor: Actor.Implementation, amount: number | null | undefined, maxHp?: number): boolean {
  return limbCandidates(actor, amount, null, maxHp).length > 0;
}

/** The worn, intact limbs a failed save after a hit of `amount` can damage (none below the threshold or when off). */
export function limbCandidates(actor: Actor.Implementation, amount: number | null | undefined, hitLocation: string | null, maxHp?: number): LimbCardCandidate[] {
  if (typeof amount !== "number") return [];
  const max = maxHp ?? portOf(actor).hp.max;
  if (!automailDamageTriggered(amount, max, automailDamageSetting())) return [];
  const body = bodyOf(actor);
  const portSite = (portId: string) => body.ports.find((p) => p.id === portId)?.site ?? null;
  // Only a section id points at a limb (a section kind names no one side).
  const hint = isSectionId(hitLocation) ? hitLocation : null;
  return limbDamageCandidates(body.limbs, portSite, hint).map((c) => ({
    augmentId: c.limbId,
    name: body.limbs.find((l) => l.id === c.limbId)?.name ?? c.limbId,
    section: c.section,
    hinted: c.hinted,
  }));
}

/** AM-DMG-1: damage the picked limb (one update); its previous values for the card's Undo. Null when nothing changes. */
export async function damageLimb(actor: Actor.Implementation, limbId: string): Promise<{ item: Item.Implementation; previous: Record<string, unknown> } | null> {
  const item = actor.items.get(limbId);
  const limb = limbNow(actor, limbId);
  if (!item || !limb) return null;
  const patch = damageLimbPatch(limb);
  if (!patch) return null;
  const previous = { "system.integrity": limb.integrity };
  // cast: dotted paths of the automail model.
  await item.update(patchChanges(patch) as Item.UpdateData);
  return { item, previous };
}
