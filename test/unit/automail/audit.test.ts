import { describe, expect, it } from "vitest";
import { auditAutomail } from "../../../src/rules/automail";
import { makeAugment } from "../cyborg/fixtures";
import { makeLimb, makePort } from "./fixtures";

describe("loaded data is flagged, never fixed", () => {
  it("AM-PORT-1: more unnatural ports than the Intelligence modifier allows (after it dropped) is flagged", () => {
    const a = makePort({ kind: "unnatural", site: "other" });
    const b = makePort({ kind: "unnatural", site: "other" });
    expect(auditAutomail([], [a, b], 2)).toEqual([]);
    expect(auditAutomail([], [a, b], 1)).toEqual([{ code: "unnaturalPortsOverLimit", portIds: [a.id, b.id], limit: 1 }]);
  });

  it("AM-PORT-1 / AM-GEN-1: impossible placements are each reported", () => {
    const arm = makePort({ site: "leftArm" });
    const hand = makePort({ site: "leftHand" });
    const ocularOnArm = makePort({ kind: "ocular", site: "rightArm" });
    const l1 = makeLimb({ location: { mode: "port", portId: arm.id, since: 0 } });
    const l2 = makeLimb({ location: { mode: "port", portId: arm.id, since: 0 } });
    const lost = makeLimb({ location: { mode: "port", portId: "gone", since: 0 } });
    const wrong = makeLimb({ limb: "leg", location: { mode: "port", portId: hand.id, since: 0 } });
    const reforgedOnPort = makeLimb({ generation: "reforged", location: { mode: "port", portId: ocularOnArm.id, since: 0 }, limb: "eye" });
    const modernBuilt = makeLimb({ limb: "tail", location: { mode: "builtOn", site: "tail", since: 0 } });
    const hiddenReforged = makeLimb({ generation: "reforged", hidden: true });
    const extra = makeLimb({ limb: "extraLimb", kind: "normal" });
    const times = makeLimb({ acclimation: { failedAt: 10, failedUntil: null, accustomedActorId: null, accustomedItemId: null } });
    const issues = auditAutomail([l1, l2, lost, wrong, reforgedOnPort, modernBuilt, hiddenReforged, extra, times], [arm, hand, ocularOnArm], 3);
    expect(issues).toEqual(
      expect.arrayContaining([
        { code: "portWrongSite", portId: ocularOnArm.id },
        { code: "sitesOverlap", ids: [arm.id, hand.id] },
        { code: "portTwoLimbs", portId: arm.id, limbIds: [l1.id, l2.id] },
        { code: "limbOnMissingPort", limbId: lost.id },
        { code: "limbWrongPort", limbId: wrong.id, portId: hand.id },
        { code: "reforgedOnPort", limbId: reforgedOnPort.id },
        { code: "modernBuiltOn", limbId: modernBuilt.id },
        { code: "reforgedHidden", limbId: hiddenReforged.id },
        { code: "extraLimbNotUnnatural", limbId: extra.id },
        { code: "acclimationTimes", limbId: times.id },
      ]),
    );
    expect(issues).toHaveLength(10);
  });

  it("AM-CY-1: a Cyborg prosthetic and automail replacing the same section are flagged", () => {
    const port = makePort({ site: "rightHand" });
    const prosthetic = makeAugment({ purpose: "prosthetic", installedSection: "rightArm" });
    expect(auditAutomail([], [port], 0, [prosthetic])).toEqual([{ code: "replacedTwice", section: "rightArm", ids: [prosthetic.id, port.id] }]);
  });

  it("a consistent body has no issues", () => {
    const port = makePort({ site: "leftArm" });
    const arm = makeLimb({ location: { mode: "port", portId: port.id, since: 0 } });
    const leg = makeLimb({ generation: "reforged", limb: "leg", location: { mode: "builtOn", site: "rightLeg", since: 0 } });
    expect(auditAutomail([arm, leg], [port], 0, [makeAugment({ installedSection: "leftArm" })])).toEqual([]);
  });
});

describe("loaded data: a reforged limb's own site", () => {
  it("AM-GEN-1 / AM-PORT-1: a reforged limb built on where a port also sits is an overlap; elsewhere it is none", () => {
    const port = makePort({ site: "rightArm" });
    const built = makeLimb({ generation: "reforged", limb: "arm", location: { mode: "builtOn", site: "rightArm", since: 0 } });
    expect(auditAutomail([built], [port], 0)).toEqual([{ code: "sitesOverlap", ids: [port.id, built.id] }]);
    const left = makeLimb({ generation: "reforged", limb: "arm", location: { mode: "builtOn", site: "leftArm", since: 0 } });
    expect(auditAutomail([left], [port], 0)).toEqual([]);
  });
});

describe("loaded data: what is not flagged", () => {
  const times = (failedAt: number | null, failedUntil: number | null) => ({ failedAt, failedUntil, accustomedActorId: null, accustomedItemId: null });

  it("AM-GEN-1 / AM-KIND-1 / AM-ACC-1: a sound body of every shape raises nothing", () => {
    const port = makePort({ site: "rightArm" });
    const limbs = [
      makeLimb({ location: { mode: "port", portId: port.id, since: 0 }, acclimation: times(10, 20) }),
      makeLimb({ generation: "reforged", limb: "leg", location: { mode: "builtOn", site: "leftLeg", since: 0 }, hidden: false }),
      makeLimb({ limb: "extraLimb", kind: "unnatural" }),
      makeLimb({ acclimation: times(null, null) }),
    ];
    const augments = [makeAugment({ purpose: "prosthetic", sectionKind: "leg", installedSection: "rightLeg" }), makeAugment({ purpose: "mobility", sectionKind: "arm", installedSection: "rightArm" })];
    expect(auditAutomail(limbs, [port], 0, augments)).toEqual([]);
  });

  it("AM-ACC-1: a failure's times are flagged when one is missing or the end is not after the start", () => {
    const flagged = (failedAt: number | null, failedUntil: number | null) => auditAutomail([makeLimb({ id: "t", acclimation: times(failedAt, failedUntil) })], [], 0);
    expect(flagged(10, 20)).toEqual([]);
    expect(flagged(null, null)).toEqual([]);
    for (const [at, until] of [[10, 10], [10, 5], [10, null], [null, 20]] as const) expect(flagged(at, until)).toEqual([{ code: "acclimationTimes", limbId: "t" }]);
  });

  it("AM-CY-1: a destroyed prosthetic, or an augment of another purpose, where automail sits is no double replacement", () => {
    const port = makePort({ site: "leftLeg" });
    const destroyed = makeAugment({ purpose: "prosthetic", sectionKind: "leg", installedSection: "leftLeg", integrity: "destroyed" });
    const mobility = makeAugment({ purpose: "mobility", sectionKind: "leg", installedSection: "leftLeg" });
    expect(auditAutomail([], [port], 0, [destroyed, mobility])).toEqual([]);
  });
});
