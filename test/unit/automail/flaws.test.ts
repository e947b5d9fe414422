import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  limbDisadvantage,
  noticeRule,
  planAcclimationCheck,
  planAttach,
  planDetach,
  planReforgedInstall,
  resolveAcclimation,
} from "../../../src/rules/automail";
import { arbLimb, makePort } from "./fixtures";

// AM-FLAW-1: the seed names flaws ("lemon" traits) without defining them: GM-written text on the limb, which no
// rule reads, so it never changes a DC, a mode or a plan.
describe("flaws (AM-FLAW-1)", () => {
  it("AM-FLAW-1 (property): flaw text changes no plan, DC, mode or disadvantage (no invented mechanics)", () => {
    fc.assert(
      fc.property(arbLimb("x"), fc.string(), fc.integer({ min: 0, max: 30 }), fc.boolean(), (limb, flaws, total, inCombat) => {
        const other = { ...limb, flaws };
        const port = makePort({ id: "p1", kind: "natural", site: "leftArm" });
        const run = (l: typeof limb) => {
          const context = { inCombat, onOwnTurn: true, now: 50 };
          const input = { limb: l, actorId: "actor1", ability: "wis", limbs: [l], now: 50 };
          return [
            planAttach({ limb: l, port, ports: [port], limbs: [l], context }),
            planDetach(l, context),
            planReforgedInstall({ limb: l, site: "leftArm", ports: [], limbs: [l], augments: [], context }),
            planAcclimationCheck(input),
            resolveAcclimation(input, total),
            limbDisadvantage(l, [l], [port], 60),
            noticeRule(l),
          ];
        };
        expect(run(other)).toEqual(run(limb));
      }),
    );
  });
});
