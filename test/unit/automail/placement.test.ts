import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PortState, checkLimbPlacement, checkPortPlacement } from "../../../src/rules/automail";
import { makeAugment } from "../cyborg/fixtures";
import { arbPortKind, arbSite, makeLimb, makePort } from "./fixtures";

describe("data-level placement (AM-PORT-1, AM-CY-1)", () => {
  it("AM-PORT-1: a stored limb must hang on an existing, free port that accepts it", () => {
    const port = makePort({ site: "leftLeg" });
    const onPort = (portId: string, limb: "leg" | "arm" = "leg") => makeLimb({ limb, location: { mode: "port", portId, since: 0 } });
    expect(checkLimbPlacement(makeLimb(), [], [], [])).toEqual({ ok: true });
    expect(checkLimbPlacement(onPort("nope"), [], [port], [])).toEqual({ ok: false, reason: "noPort" });
    // A refusal with nothing in the way names nothing (no blockingId key at all).
    expect(Object.keys(checkLimbPlacement(onPort("nope"), [], [port], []))).toEqual(["ok", "reason"]);
    expect(checkLimbPlacement(onPort(port.id, "arm"), [], [port], [])).toEqual({ ok: false, reason: "wrongPort" });
    const other = onPort(port.id);
    expect(checkLimbPlacement(onPort(port.id), [other], [port], [])).toEqual({ ok: false, reason: "portOccupied", blockingId: other.id });
    expect(checkLimbPlacement(other, [other], [port], [])).toEqual({ ok: true });
  });

  it("AM-PORT-1 / AM-CY-1: a built-on limb needs a free site not replaced by a Cyborg prosthetic", () => {
    const built = makeLimb({ generation: "reforged", location: { mode: "builtOn", site: "leftArm", since: 0 } });
    const port = makePort({ site: "leftHand" });
    expect(checkLimbPlacement(built, [built], [port], [])).toEqual({ ok: false, reason: "siteOccupied", blockingId: port.id });
    const prosthetic = makeAugment({ purpose: "prosthetic", installedSection: "leftArm" });
    expect(checkLimbPlacement(built, [built], [], [prosthetic])).toEqual({ ok: false, reason: "alreadyReplaced", blockingId: prosthetic.id });
  });

  it("AM-PORT-1: a stored port must fit its site, not overlap, keep its limb fitting, and stay within the unnatural limit", () => {
    const eye = makePort({ kind: "ocular", site: "leftEye" });
    expect(checkPortPlacement(eye, [eye], [], [], 0)).toEqual({ ok: true });
    expect(checkPortPlacement({ ...eye, kind: "natural" }, [eye], [], [], 0)).toEqual({ ok: false, reason: "wrongSite" });
    const tail = makePort({ kind: "natural", site: "tail" });
    const tailLimb = makeLimb({ limb: "tail", location: { mode: "port", portId: tail.id, since: 0 } });
    expect(checkPortPlacement({ ...tail, kind: "ocular", site: "rightEye" }, [tail], [tailLimb], [], 0)).toEqual({
      ok: false,
      reason: "wrongPort",
      blockingId: tailLimb.id,
    });
    expect(checkPortPlacement({ ...tail, kind: "unnatural" }, [tail], [tailLimb], [], 0)).toEqual({ ok: false, reason: "noUnnaturalPorts", limit: 0 });
    expect(checkPortPlacement({ ...tail, kind: "unnatural" }, [tail], [tailLimb], [], 1)).toEqual({ ok: true });
  });

  it("AM-PORT-1 (property): ports accepted one by one never overlap, never misfit, and never exceed the unnatural limit", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbPortKind, arbSite), { maxLength: 20 }), fc.integer({ min: -2, max: 4 }), (wanted, mod) => {
        const ports: PortState[] = [];
        for (const [kind, site] of wanted) {
          const candidate = makePort({ kind, site });
          if (checkPortPlacement(candidate, ports, [], [], mod).ok) ports.push(candidate);
        }
        expect(ports.filter((p) => p.kind === "unnatural").length).toBeLessThanOrEqual(Math.max(0, mod));
        ports.forEach((a, i) => {
          for (const b of ports.slice(i + 1)) if (a.site !== "other") expect(b.site === a.site).toBe(false);
        });
      }),
    );
  });
});

describe("data-level placement: what passes, and each refusal's reason", () => {
  it("AM-GEN-1: a reforged limb built on at a free site nothing replaces is placed", () => {
    const built = makeLimb({ generation: "reforged", location: { mode: "builtOn", site: "rightArm", since: 0 } });
    expect(checkLimbPlacement(built, [built], [makePort({ site: "leftArm" })], [makeAugment({ purpose: "prosthetic", installedSection: "leftArm" })])).toEqual({ ok: true });
  });

  it("AM-PORT-1: a port where another port sits, or where a prosthetic replaces the section, is refused naming it", () => {
    const there = makePort({ site: "rightArm" });
    const candidate = makePort({ site: "rightArm" });
    expect(checkPortPlacement(candidate, [there, candidate], [], [], 0)).toEqual({ ok: false, reason: "siteOccupied", blockingId: there.id });
    const prosthetic = makeAugment({ purpose: "prosthetic", installedSection: "rightArm" });
    expect(checkPortPlacement(candidate, [candidate], [], [prosthetic], 0)).toEqual({ ok: false, reason: "alreadyReplaced", blockingId: prosthetic.id });
  });

  it("AM-PORT-1: the unnatural limit counts the other unnatural ports only (not natural ones, not the port itself)", () => {
    const unnatural = makePort({ kind: "unnatural", site: "other" });
    const natural = makePort({ kind: "natural", site: "leftArm" });
    // The port saved again counts once: itself is not one of the others.
    expect(checkPortPlacement(unnatural, [unnatural, natural], [], [], 1)).toEqual({ ok: true });
    const second = makePort({ kind: "unnatural", site: "other" });
    expect(checkPortPlacement(second, [unnatural, natural, second], [], [], 1)).toEqual({ ok: false, reason: "unnaturalPortLimit", limit: 1 });
    expect(checkPortPlacement(second, [unnatural, natural, second], [], [], 2)).toEqual({ ok: true });
  });
});
