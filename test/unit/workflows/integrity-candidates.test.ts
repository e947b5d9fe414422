/**
 * Which augments an integrity save can damage, read from an actor's items (src/workflows/integrity/candidates.ts):
 * CY-INT-2 installed and intact ones in body-map order with the hit-location hint; CY-ENV-2 only the augment that
 * backlashed, while intact.
 */
import { describe, expect, it } from "vitest";
import { currentCandidates, hintOf, isCurrentCandidate } from "../../../src/workflows/integrity/candidates";

function augment(id: string, name: string, system: Record<string, unknown>) {
  return { id, name, type: "augment", system: { sectionKind: "arm", purpose: "attack", integrity: "intact", installedSection: null, history: [], uses: { spent: 0 }, ...system } };
}

// cast: the slice of an Actor the candidate readers use (its items); no HP amount is passed, so nothing else is read.
const actor = {
  items: [
    augment("c", "Cannon", { installedSection: "rightArm" }),
    augment("p", "Plating", { sectionKind: "torso", purpose: "utility", installedSection: "torso" }),
    augment("b", "Blade", { installedSection: "leftArm", integrity: "damaged" }),
    augment("s", "Spare", {}),
    augment("g", "Hand", { installedSection: "leftArm", purpose: "prosthetic" }),
    { id: "w", name: "Sword", type: "weapon", system: {} },
  ],
} as unknown as Actor.Implementation;

describe("integrity candidates", () => {
  it("CY-INT-2: installed, intact augments in body-map order (prosthetics count), names for the buttons", () => {
    expect(currentCandidates(actor, "damage").map((c) => [c.augmentId, c.name, c.section])).toEqual([
      ["p", "Plating", "torso"],
      ["g", "Hand", "leftArm"],
      ["c", "Cannon", "rightArm"],
    ]);
  });

  it("CY-INT-2: a hit location marks its section, or every section of its kind; an unknown one marks none", () => {
    expect(currentCandidates(actor, "damage", { hitLocation: "rightArm" }).filter((c) => c.hinted).map((c) => c.augmentId)).toEqual(["c"]);
    expect(currentCandidates(actor, "damage", { hitLocation: "arm" }).filter((c) => c.hinted).map((c) => c.augmentId)).toEqual(["g", "c"]);
    expect(currentCandidates(actor, "damage", { hitLocation: "tail" }).some((c) => c.hinted)).toBe(false);
    expect(hintOf("tail")).toBeNull();
    expect(hintOf(undefined)).toBeNull();
  });

  it("CY-ENV-2: a backlash can damage only the augment that backlashed, while it is intact", () => {
    expect(currentCandidates(actor, "structuralBacklash", { augmentId: "c" }).map((c) => c.augmentId)).toEqual(["c"]);
    expect(currentCandidates(actor, "structuralBacklash", { augmentId: "s" }).map((c) => c.section)).toEqual([null]);
    expect(currentCandidates(actor, "structuralBacklash", { augmentId: "b" })).toEqual([]);
    expect(currentCandidates(actor, "structuralBacklash", { augmentId: "w" })).toEqual([]);
    expect(isCurrentCandidate(actor, "structuralBacklash", "c", "c")).toBe(true);
    expect(isCurrentCandidate(actor, "structuralBacklash", "p", "c")).toBe(false);
    expect(isCurrentCandidate(actor, "damage", "b", null)).toBe(false);
  });
});
