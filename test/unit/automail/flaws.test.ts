import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  flawLines,
  hasFlaws,
  limbDisadvantage,
  noticeRule,
  planAcclimationCheck,
  planAttach,
  planDetach,
  planReforgedInstall,
  resolveAcclimation,
} from "../../../src/rules/automail";
import { arbLimb, makeLimb, makePort } from "./fixtures";

describe("flaws (AM-FLAW-1)", () => {
  it("AM-FLAW-1: flaws are the GM's text, shown line by line", () => {
    expect(flawLines(makeLimb({ flaws: "Squeaks in the cold.\n\n  Grip slips when wet. " }))).toEqual(["Squeaks in the cold.", "Grip slips when wet."]);
    expect(hasFlaws(makeLimb({ flaws: "  \n" }))).toBe(false);
  });

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
