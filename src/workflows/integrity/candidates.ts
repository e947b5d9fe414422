/**
 * Which of an actor's augments a failed integrity save can damage, read from its items as the rules see them
 * (CY-INT-2: installed and intact, in body-map order; CY-ENV-2: the one augment that backlashed, while intact).
 */
import { augmentStates } from "../../data/item/augment/state";
import { integrityCandidates } from "../../rules/cyborg/integrity";
import { isSectionId, isSectionKind } from "../../rules/cyborg";
import type { CardCandidate, IntegritySource } from "../../rules/cyborg/integrity-flow";

interface ActorWithItems {
  items: Iterable<{ id: string | null; name: string; type: string; system: unknown }>;
}

/** A hit location the rules understand (a section id or kind); anything else is no hint. */
export function hintOf(hitLocation: string | null | undefined): Parameters<typeof integrityCandidates>[1] {
  if (typeof hitLocation !== "string") return null;
  return isSectionId(hitLocation) || isSectionKind(hitLocation) ? hitLocation : null;
}

/** The augments that can be damaged now, with their names for the card's buttons. */
export function currentCandidates(actor: ActorWithItems, source: IntegritySource, options: { hitLocation?: string | null; augmentId?: string | null } = {}): CardCandidate[] {
  const states = augmentStates(actor.items);
  if (source === "structuralBacklash") {
    const target = states.find((state) => state.id === options.augmentId);
    // CY-ENV-2 damages THAT augment: only while it is intact (an already damaged one has nothing to lose).
    if (!target || target.integrity !== "intact") return [];
    return [{ augmentId: target.id, name: target.name, section: target.installedSection, hinted: false }];
  }
  const names = new Map(states.map((state) => [state.id, state.name]));
  return integrityCandidates(states, hintOf(options.hitLocation)).map((candidate) => ({
    augmentId: candidate.augmentId,
    name: names.get(candidate.augmentId) ?? candidate.augmentId,
    section: candidate.section,
    hinted: candidate.hinted,
  }));
}

/** True when `augmentId` is still one of the augments that can be damaged. */
export function isCurrentCandidate(actor: ActorWithItems, source: IntegritySource, augmentId: string, augmentTarget: string | null): boolean {
  return currentCandidates(actor, source, { augmentId: augmentTarget }).some((candidate) => candidate.augmentId === augmentId);
}
