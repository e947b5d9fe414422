import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  REFORGED_INSTALL_SECONDS,
  type LimbState,
  isDetachable,
  planAttach,
  planDetach,
  planReforgedInstall,
} from "../../../src/rules/automail";
import { makeAugment } from "../cyborg/fixtures";
import { OUT_OF_COMBAT, arbLimb, makeLimb, makePort } from "./fixtures";

function attach(limb: LimbState, port = makePort(), extra: { limbs?: LimbState[]; context?: typeof OUT_OF_COMBAT } = {}) {
  return planAttach({ limb, port, ports: [port], limbs: [limb, ...(extra.limbs ?? [])], context: extra.context ?? OUT_OF_COMBAT });
}

describe("reforged install (AM-GEN-1)", () => {
  const reforged = () => makeLimb({ generation: "reforged", limb: "leg" });
  const install = (limb: LimbState, site: "leftLeg" | "rightArm" | "other" = "leftLeg", inCombat = false, extra: Partial<Parameters<typeof planReforgedInstall>[0]> = {}) =>
    planReforgedInstall({ limb, site, ports: [], limbs: [limb], augments: [], context: { inCombat, now: 500 }, ...extra });

  it("AM-GEN-1: a reforged limb is built on in 2 hours, out of combat, counted as worn from the end of the work", () => {
    const limb = reforged();
    const plan = install(limb);
    expect(REFORGED_INSTALL_SECONDS).toBe(7200);
    expect(plan).toEqual({
      ok: true,
      patch: { location: { mode: "builtOn", site: "leftLeg", since: 500 + 7200 } },
    });
    expect(install(limb, "leftLeg", true)).toEqual({ ok: false, reason: "inCombat" });
  });

  it("AM-GEN-1: refusals — modern limbs need a port, damaged or worn limbs, a site that does not fit or is taken", () => {
    expect(install(makeLimb({ limb: "leg" }))).toEqual({ ok: false, reason: "modernNeedsPort" });
    expect(install(makeLimb({ generation: "reforged", limb: "leg", integrity: "damaged" }))).toEqual({ ok: false, reason: "damaged" });
    expect(install(makeLimb({ generation: "reforged", limb: "leg", integrity: "destroyed" }))).toEqual({ ok: false, reason: "destroyed" });
    expect(install(makeLimb({ generation: "reforged", limb: "leg", location: { mode: "builtOn", site: "rightLeg", since: 0 } }))).toEqual({
      ok: false,
      reason: "alreadyWorn",
    });
    expect(install(reforged(), "rightArm")).toEqual({ ok: false, reason: "wrongSite" });
    const port = makePort({ site: "leftLeg" });
    expect(install(reforged(), "leftLeg", false, { ports: [port] })).toEqual({ ok: false, reason: "siteOccupied", blockingId: port.id });
  });

  it("AM-KIND-1: an unnatural reforged limb may go anywhere, also where no limb grew", () => {
    expect(install(makeLimb({ generation: "reforged", limb: "extraLimb", kind: "unnatural" }), "other")).toMatchObject({ ok: true });
    expect(install(makeLimb({ generation: "reforged", limb: "leg", kind: "unnatural" }), "rightArm")).toMatchObject({ ok: true });
  });

  it("AM-CY-1: a reforged arm cannot be built where a Cyborg prosthetic replaced the arm", () => {
    const prosthetic = makeAugment({ purpose: "prosthetic", installedSection: "rightArm" });
    const arm = makeLimb({ generation: "reforged", limb: "arm" });
    expect(install(arm, "rightArm", false, { augments: [prosthetic] })).toEqual({ ok: false, reason: "alreadyReplaced", blockingId: prosthetic.id });
  });

  it("AM-GEN-1: a reforged limb is never detachable", () => {
    const built = makeLimb({ generation: "reforged", location: { mode: "builtOn", site: "leftArm", since: 0 } });
    expect(planDetach(built, OUT_OF_COMBAT)).toEqual({ ok: false, reason: "notDetachable" });
  });

  it("AM-GEN-1 (property): no plan ever takes a reforged limb off, and no plan attaches one to a port", () => {
    fc.assert(
      fc.property(arbLimb("x"), fc.boolean(), fc.boolean(), (limb, inCombat, onOwnTurn) => {
        const context = { inCombat, onOwnTurn, now: 10 };
        const port = makePort({ id: "p1", kind: "unnatural", site: "other" });
        if (limb.generation === "reforged") {
          expect(isDetachable(limb)).toBe(false);
          expect(planDetach(limb, context).ok).toBe(false);
          expect(planAttach({ limb, port, ports: [port], limbs: [limb], context }).ok).toBe(false);
        }
        const detach = planDetach(limb, context);
        if (detach.ok) expect(limb.generation).toBe("modern");
      }),
    );
  });
});

describe("modern attach and detach (AM-ATT-1)", () => {
  it("AM-ATT-1: attaching a modern limb puts it on the port from now", () => {
    const port = makePort();
    const limb = makeLimb();
    expect(attach(limb, port)).toEqual({
      ok: true,
      inCombat: false,
      portDisadvantage: false,
      patch: { location: { mode: "port", portId: port.id, since: OUT_OF_COMBAT.now } },
    });
  });

  it("AM-ATT-1: in combat only on the character's turn, and the card notes it", () => {
    const limb = makeLimb();
    expect(attach(limb, makePort(), { context: { inCombat: true, onOwnTurn: false, now: 0 } })).toEqual({ ok: false, reason: "notYourTurn" });
    expect(attach(limb, makePort(), { context: { inCombat: true, onOwnTurn: true, now: 0 } })).toMatchObject({ ok: true, inCombat: true });
  });

  it("AM-ATT-1 / AM-PORT-1: refusals — no port, a port not the actor's, a full port, a wrong port, a damaged limb", () => {
    const limb = makeLimb();
    expect(planAttach({ limb, port: null, ports: [], limbs: [limb], context: OUT_OF_COMBAT })).toEqual({ ok: false, reason: "noPort" });
    expect(planAttach({ limb, port: makePort(), ports: [], limbs: [limb], context: OUT_OF_COMBAT })).toEqual({ ok: false, reason: "noPort" });
    const port = makePort();
    const other = makeLimb({ location: { mode: "port", portId: port.id, since: 0 } });
    expect(attach(limb, port, { limbs: [other] })).toEqual({ ok: false, reason: "portOccupied", blockingId: other.id });
    expect(attach(makeLimb({ limb: "leg" }), makePort({ site: "leftArm" }))).toEqual({ ok: false, reason: "wrongPort" });
    expect(attach(makeLimb({ integrity: "damaged" }))).toEqual({ ok: false, reason: "damaged" });
    expect(attach(makeLimb({ integrity: "destroyed" }))).toEqual({ ok: false, reason: "destroyed" });
    expect(attach(makeLimb({ location: { mode: "port", portId: "elsewhere", since: 0 } }))).toEqual({ ok: false, reason: "alreadyWorn" });
  });

  it("AM-PORT-1: an unnatural tail on a natural tail port is attached at disadvantage", () => {
    const port = makePort({ kind: "natural", site: "tail" });
    expect(attach(makeLimb({ limb: "tail", kind: "unnatural" }), port)).toMatchObject({ ok: true, portDisadvantage: true });
  });

  it("AM-ATT-1: detaching takes an Action and changes only the location (the limb keeps all its data)", () => {
    const limb = makeLimb({
      integrity: "damaged",
      flaws: "Squeaks.",
      location: { mode: "port", portId: "p", since: 5 },
      acclimation: { failedAt: 5, failedUntil: 3605, accustomedActorId: "a", accustomedItemId: "x" },
    });
    const plan = planDetach(limb, OUT_OF_COMBAT);
    expect(plan).toEqual({ ok: true, inCombat: false, patch: { location: { mode: "carried" } } });
    expect(planDetach(makeLimb(), OUT_OF_COMBAT)).toEqual({ ok: false, reason: "notAttached" });
    expect(planDetach(limb, { inCombat: true, onOwnTurn: false, now: 0 })).toEqual({ ok: false, reason: "notYourTurn" });
  });

  it("AM-ATT-1 (property): every accepted plan's patch touches the location only", () => {
    fc.assert(
      fc.property(arbLimb("x"), fc.boolean(), fc.boolean(), (limb, inCombat, onOwnTurn) => {
        const context = { inCombat, onOwnTurn, now: 10 };
        const port = makePort({ id: "p1", kind: "unnatural", site: "other" });
        for (const plan of [planAttach({ limb, port, ports: [port], limbs: [limb], context }), planDetach(limb, context)]) {
          if (plan.ok) expect(Object.keys(plan.patch)).toEqual(["location"]);
        }
      }),
    );
  });
});

describe("attaching: which refusal, and whose port", () => {
  it("AM-GEN-1: a reforged limb is never attached to a port: it is built on", () => {
    expect(attach(makeLimb({ generation: "reforged" }))).toEqual({ ok: false, reason: "reforgedNeedsInstall" });
  });

  it("AM-PORT-1: a port that is not among the character's own (or none) is no port, whatever ports it has", () => {
    const limb = makeLimb();
    const own = makePort({ site: "leftArm" });
    const foreign = makePort({ site: "rightArm" });
    expect(planAttach({ limb, port: foreign, ports: [own], limbs: [limb], context: OUT_OF_COMBAT })).toEqual({ ok: false, reason: "noPort" });
    expect(planAttach({ limb, port: null, ports: [own], limbs: [limb], context: OUT_OF_COMBAT })).toEqual({ ok: false, reason: "noPort" });
    expect(planAttach({ limb, port: own, ports: [foreign, own], limbs: [limb], context: OUT_OF_COMBAT })).toMatchObject({ ok: true });
  });
});
