import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BODY_SITES,
  PORT_PRICES_GP,
  planPortPurchase,
  portAccepts,
  portFitsSite,
  unnaturalPortLimit,
  type PortState,
} from "../../../src/rules/automail";
import { makeAugment } from "../cyborg/fixtures";
import { arbKind, arbLimbType, arbPortKind, arbSite, makeLimb, makePort, purse } from "./fixtures";

const base = { ports: [] as PortState[], limbs: [], augments: [], intelligenceModifier: 2, purse: purse(5000) };

describe("ports (AM-PORT-1)", () => {
  it("AM-PORT-1: natural 400 gp, unnatural 600 gp, ocular 800 gp, paid through the core purse planner", () => {
    expect(PORT_PRICES_GP).toEqual({ natural: 400, unnatural: 600, ocular: 800 });
    for (const [kind, site] of [["natural", "leftArm"], ["unnatural", "other"], ["ocular", "leftEye"]] as const) {
      const plan = planPortPurchase({ ...base, kind, site, purse: purse(1000) });
      expect(plan).toMatchObject({ ok: true, priceGp: PORT_PRICES_GP[kind] });
      if (plan.ok) expect(plan.payment.newPurse.gp).toBe(1000 - PORT_PRICES_GP[kind]);
    }
  });

  it("AM-PORT-1 / CORE-8: not enough gold is refused with the shortfall; the GM may waive the cost", () => {
    expect(planPortPurchase({ ...base, kind: "ocular", site: "rightEye", purse: purse(500) })).toEqual({
      ok: false,
      reason: "insufficientFunds",
      shortByGp: 300,
    });
    const waived = planPortPurchase({ ...base, kind: "ocular", site: "rightEye", purse: purse(0), waived: true });
    expect(waived).toMatchObject({ ok: true, payment: { waived: true, newPurse: { gp: 0 } } });
  });

  it("AM-PORT-1: one natural port per replaced limb (a hand is part of its arm), one ocular port per eye", () => {
    const arm = makePort({ kind: "natural", site: "leftArm" });
    expect(planPortPurchase({ ...base, ports: [arm], kind: "natural", site: "leftArm" })).toMatchObject({ ok: false, reason: "siteOccupied", blockingId: arm.id });
    expect(planPortPurchase({ ...base, ports: [arm], kind: "natural", site: "leftHand" })).toMatchObject({ ok: false, reason: "siteOccupied" });
    expect(planPortPurchase({ ...base, ports: [arm], kind: "natural", site: "rightHand" })).toMatchObject({ ok: true });
    const eye = makePort({ kind: "ocular", site: "leftEye" });
    expect(planPortPurchase({ ...base, ports: [eye], kind: "ocular", site: "leftEye" })).toMatchObject({ ok: false, reason: "siteOccupied" });
    expect(planPortPurchase({ ...base, ports: [eye], kind: "ocular", site: "rightEye" })).toMatchObject({ ok: true });
  });

  it("AM-PORT-1: a reforged limb built on a site blocks a port there", () => {
    const built = makeLimb({ generation: "reforged", location: { mode: "builtOn", site: "rightLeg", since: 0 } });
    expect(planPortPurchase({ ...base, limbs: [built], kind: "natural", site: "rightFoot" })).toMatchObject({ ok: false, reason: "siteOccupied", blockingId: built.id });
  });

  it("AM-PORT-1: ocular ports go on eyes, natural ports where a limb grew, unnatural ports anywhere", () => {
    expect(portFitsSite("ocular", "leftArm")).toBe(false);
    expect(portFitsSite("natural", "leftEye")).toBe(false);
    expect(portFitsSite("natural", "other")).toBe(false);
    expect(portFitsSite("natural", "tail")).toBe(true);
    for (const site of BODY_SITES) expect(portFitsSite("unnatural", site)).toBe(true);
    expect(planPortPurchase({ ...base, kind: "ocular", site: "tail" })).toEqual({ ok: false, reason: "wrongSite" });
  });

  it("AM-PORT-1: unnatural ports are limited to the Intelligence modifier, none at 0 or below", () => {
    expect(unnaturalPortLimit(3)).toBe(3);
    expect(unnaturalPortLimit(0)).toBe(0);
    expect(unnaturalPortLimit(-2)).toBe(0);
    expect(planPortPurchase({ ...base, kind: "unnatural", site: "other", intelligenceModifier: 0 })).toEqual({ ok: false, reason: "noUnnaturalPorts", limit: 0 });
    const one = makePort({ kind: "unnatural", site: "other" });
    expect(planPortPurchase({ ...base, ports: [one], kind: "unnatural", site: "other", intelligenceModifier: 1 })).toEqual({
      ok: false,
      reason: "unnaturalPortLimit",
      limit: 1,
    });
    expect(planPortPurchase({ ...base, ports: [one], kind: "unnatural", site: "other", intelligenceModifier: 2 })).toMatchObject({ ok: true });
  });

  it("AM-PORT-1 (property): buying unnatural ports one after another never exceeds max(0, Int mod)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), fc.integer({ min: 0, max: 15 }), (mod, attempts) => {
        const ports: PortState[] = [];
        for (let i = 0; i < attempts; i += 1) {
          const plan = planPortPurchase({ ...base, ports, kind: "unnatural", site: "other", intelligenceModifier: mod, purse: purse(100_000) });
          if (plan.ok) ports.push(makePort({ kind: "unnatural", site: "other" }));
        }
        expect(ports.length).toBeLessThanOrEqual(Math.max(0, mod));
        expect(ports.length).toBe(Math.min(attempts, Math.max(0, mod)));
      }),
    );
  });

  it("AM-PORT-1: a natural port takes limbs like the one it replaced; an unnatural limb there works at disadvantage", () => {
    const armPort = makePort({ kind: "natural", site: "rightArm" });
    expect(portAccepts(armPort, { limb: "arm", kind: "normal" })).toEqual({ ok: true, disadvantage: false });
    expect(portAccepts(armPort, { limb: "arm", kind: "weaponTool" })).toEqual({ ok: true, disadvantage: false });
    expect(portAccepts(armPort, { limb: "arm", kind: "unnatural" })).toEqual({ ok: true, disadvantage: true });
    expect(portAccepts(armPort, { limb: "leg", kind: "normal" })).toEqual({ ok: false, reason: "wrongPort" });
    // The seed's example: a catfolk's natural tail port takes a regular tail, a scorpion tail at disadvantage.
    const tailPort = makePort({ kind: "natural", site: "tail" });
    expect(portAccepts(tailPort, { limb: "tail", kind: "normal" })).toEqual({ ok: true, disadvantage: false });
    expect(portAccepts(tailPort, { limb: "tail", kind: "unnatural" })).toEqual({ ok: true, disadvantage: true });
  });

  it("AM-PORT-1: an unnatural port takes any limb without disadvantage; an ocular port takes eyes only", () => {
    fc.assert(
      fc.property(arbLimbType, arbKind, arbSite, (limb, kind, site) => {
        expect(portAccepts({ kind: "unnatural", site }, { limb, kind })).toEqual({ ok: true, disadvantage: false });
        expect(portAccepts({ kind: "ocular", site: "leftEye" }, { limb, kind }).ok).toBe(limb === "eye");
      }),
    );
  });

  it("AM-PORT-1: a tail gets an unnatural port by default, an eye an ocular one, other limbs a natural one", () => {
  });

  it("AM-PORT-1 (property): a purchase plan is only ok for a fitting, free site within the limit, and costs the list price", () => {
    fc.assert(
      fc.property(arbPortKind, arbSite, fc.integer({ min: -3, max: 5 }), fc.integer({ min: 0, max: 2000 }), (kind, site, mod, gp) => {
        const plan = planPortPurchase({ ...base, kind, site, intelligenceModifier: mod, purse: purse(gp) });
        if (!plan.ok) return;
        expect(portFitsSite(kind, site)).toBe(true);
        expect(plan.priceGp).toBe(PORT_PRICES_GP[kind]);
        expect(gp).toBeGreaterThanOrEqual(plan.priceGp);
        if (kind === "unnatural") expect(mod).toBeGreaterThan(0);
      }),
    );
  });

  it("AM-CY-1: a port cannot replace an arm a Cyborg prosthetic already replaces", () => {
    const prosthetic = makeAugment({ purpose: "prosthetic", installedSection: "leftArm" });
    expect(planPortPurchase({ ...base, augments: [prosthetic], kind: "natural", site: "leftHand" })).toMatchObject({
      ok: false,
      reason: "alreadyReplaced",
      blockingId: prosthetic.id,
    });
    expect(planPortPurchase({ ...base, augments: [prosthetic], kind: "natural", site: "rightArm" })).toMatchObject({ ok: true });
  });
});

describe("the ocular port (AM-PORT-1, interpretation)", () => {
  it("AM-PORT-1: an ocular port takes eyes only; an unnatural eye there is used at disadvantage, a normal one is not", () => {
    const ocular = { kind: "ocular" as const, site: "leftEye" as const };
    expect(portAccepts(ocular, { kind: "normal", limb: "eye" })).toEqual({ ok: true, disadvantage: false });
    expect(portAccepts(ocular, { kind: "unnatural", limb: "eye" })).toEqual({ ok: true, disadvantage: true });
    expect(portAccepts(ocular, { kind: "unnatural", limb: "arm" })).toEqual({ ok: false, reason: "wrongPort" });
  });
});
