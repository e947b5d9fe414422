/**
 * What other features add to the integrity save, at init (their own register function): items of theirs a failed
 * save can damage beside augments (automail limbs, AM-DMG-1), each with its own threshold. The save reads this
 * list when it runs; it imports no other feature.
 */
import type { CardCandidate } from "../../rules/cyborg/integrity-flow";

/** A damaged item with its paths before the update (for the card's Undo). */
export interface DamagedItem {
  item: Item.Implementation;
  previous: Record<string, unknown>;
}

export interface IntegrityPart {
  /** True when a hit of `amount` puts one of its items on the actor at risk (its own threshold). */
  atRisk(actor: Actor.Implementation, amount: number | null, maxHp: number): boolean;
  /** Its items a failed save after a hit of `amount` can damage now. */
  candidates(actor: Actor.Implementation, amount: number | null, hitLocation: string | null): CardCandidate[];
  /** Damages the picked item when it is one of its own (null: nothing to lose); undefined when it is not. */
  damage(actor: Actor.Implementation, itemId: string): Promise<DamagedItem | null> | undefined;
}

const PARTS: IntegrityPart[] = [];

export function registerIntegrityPart(part: IntegrityPart): void {
  if (!PARTS.includes(part)) PARTS.push(part);
}

export function integrityParts(): readonly IntegrityPart[] {
  return PARTS;
}
