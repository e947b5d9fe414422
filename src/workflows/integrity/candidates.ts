/**
 * Which of an actor's augments a failed integrity save can damage, read from its items as the rules see them
 * (CY-INT-2: installed and intact, in body-map order; CY-ENV-2: the one augment that backlashed, while intact).
 */
import { augmentStates } from "../../data/item/augment/state";
import { integrityCandidates, triggersIntegritySave } from "../../rules/cyborg/integrity";
import { integrityParts } from "./registry";
import { isSectionId, isSectionKind } from "../../rules/cyborg";
import type { CardCandidate, IntegritySource } from "../../rules/cyborg/integrity-flow";
import { portOf } from "../../ports/actor-port";

/** A hit location the rules understand (a section id or kind); anything else is no hint. */
export function hintOf(hitLocation: string | null | undefined): Parameters<typeof integrityCandidates>[1] {
  if (typeof hitLocation !== "string") return null;
  return isSectionId(hitLocation) || isSectionKind(hitLocation) ? hitLocation : null;
}

/** The augments that can be damaged now, with their names for the card's buttons. */
export function currentCandidates(
  actor: Actor.Implementation,
  source: IntegritySource,
  options: { hitLocation?: string | null; augmentId?: string | null; amount?: number | null } = {},
): CardCandidate[] {
  const states = augmentStates(actor.items);
  if (source === "structuralBacklash") {
    const target = states.find((state) => state.id === options.augmentId);
    // CY-ENV-2 damages THAT augment: only while it is intact (an already damaged one has nothing to lose).
    if (!target || target.integrity !== "intact") return [];
    return [{ augmentId: target.id, name: target.name, section: target.installedSection, hinted: false }];
  }
  const names = new Map(states.map((state) => [state.id, state.name]));
  // With the hit's amount known, augments are at risk from half the maximum (CY-INT-1), a registered part's items
  // (automail limbs, AM-DMG-1) from its own threshold; all can be listed on one card.
  const amount = typeof options.amount === "number" ? options.amount : null;
  const augmentsAtRisk = amount === null || triggersIntegritySave(amount, portOf(actor).hp.max);
  const augments = augmentsAtRisk
    ? integrityCandidates(states, hintOf(options.hitLocation)).map((candidate) => ({
        augmentId: candidate.augmentId,
        name: names.get(candidate.augmentId) ?? candidate.augmentId,
        section: candidate.section,
        hinted: candidate.hinted,
      }))
    : [];
  return [...augments, ...integrityParts().flatMap((part) => part.candidates(actor, amount, options.hitLocation ?? null))];
}

/** True when `augmentId` is still one of the augments that can be damaged. */
export function isCurrentCandidate(actor: Actor.Implementation, source: IntegritySource, augmentId: string, augmentTarget: string | null, amount: number | null = null): boolean {
  return currentCandidates(actor, source, { augmentId: augmentTarget, amount }).some((candidate) => candidate.augmentId === augmentId);
}
