import { describe, expect, it } from "vitest";
import { dueAcclimationExpiries, planLimbRoll, runningAcclimations } from "../../../src/rules/automail";
import { resolveD20Mode } from "../../../src/rules/core/rolls";
import { makeLimb, makePort } from "./fixtures";

const HOUR = 3600;
const failure = (failedAt: number, length: number) => ({ failedAt, failedUntil: failedAt + length, accustomedActorId: null, accustomedItemId: null });

describe("rolls with a limb and acclimation over world time", () => {
  it("AM-ACC-1 / AM-DMG-1: a roll with the limb is at disadvantage while its failure runs; a damaged limb cannot be used", () => {
    const port = makePort({ site: "rightArm" });
    const blade = makeLimb({ kind: "weaponTool", location: { mode: "port", portId: port.id, since: 0 }, acclimation: failure(0, 4 * HOUR) });
    expect(planLimbRoll(blade, [blade], [port], HOUR)).toEqual({ ok: true, disadvantage: true, reasons: ["acclimation"] });
    expect(resolveD20Mode({ disadvantage: true })).toBe("disadvantage");
    expect(planLimbRoll(blade, [blade], [port], 4 * HOUR)).toEqual({ ok: true, disadvantage: false, reasons: [] });
    expect(planLimbRoll({ ...blade, integrity: "damaged" }, [blade], [port], HOUR)).toEqual({ ok: false, reason: "damaged" });
    expect(planLimbRoll(makeLimb(), [], [port], HOUR)).toEqual({ ok: false, reason: "notWorn" });
  });

  it("AM-ACC-2: a world-time change ends every failure that has run out, and only those", () => {
    const worn = makeLimb({ id: "a", location: { mode: "port", portId: "p", since: 0 }, acclimation: failure(0, HOUR) });
    const later = makeLimb({ id: "b", location: { mode: "port", portId: "q", since: 0 }, acclimation: failure(0, 4 * HOUR) });
    const due = dueAcclimationExpiries([worn, later], "actor1", HOUR);
    expect(due).toEqual([{ limbId: "a", expiry: { becameAccustomed: true, patch: { acclimation: { failedAt: null, failedUntil: null, accustomedActorId: "actor1", accustomedItemId: "a" } } } }]);
  });

  it("AM-ACC-3: the running acclimations, soonest end first, with the time left", () => {
    const a = makeLimb({ id: "a", name: "Arm", acclimation: failure(0, 4 * HOUR) });
    const b = makeLimb({ id: "b", name: "Tail", acclimation: failure(100, HOUR) });
    const done = makeLimb({ id: "c", acclimation: failure(0, 10) });
    expect(runningAcclimations([a, b, done], 200)).toEqual([
      { limbId: "b", name: "Tail", until: 100 + HOUR, remainingSeconds: 100 + HOUR - 200 },
      { limbId: "a", name: "Arm", until: 4 * HOUR, remainingSeconds: 4 * HOUR - 200 },
    ]);
  });
});

describe("rolls with a limb: refusals and the Workshop's list", () => {
  it("AM-DMG-1: a destroyed limb is refused as destroyed, worn or not", () => {
    const port = makePort({ site: "rightArm" });
    const worn = makeLimb({ location: { mode: "port", portId: port.id, since: 0 }, integrity: "destroyed" });
    expect(planLimbRoll(worn, [worn], [port], HOUR)).toEqual({ ok: false, reason: "destroyed" });
    const loose = makeLimb({ integrity: "destroyed" });
    expect(planLimbRoll(loose, [], [port], HOUR)).toEqual({ ok: false, reason: "destroyed" });
  });

  it("AM-ACC-3: failures ending at the same moment are listed by limb id, whatever the order of the limbs", () => {
    const start = 10 * HOUR;
    const b = makeLimb({ id: "b", name: "Tail", acclimation: failure(start, HOUR) });
    const a = makeLimb({ id: "a", name: "Arm", acclimation: failure(start, HOUR) });
    const c = makeLimb({ id: "c", name: "Leg", acclimation: failure(start, HOUR) });
    for (const limbs of [[b, a, c], [c, b, a], [a, c, b]]) {
      expect(runningAcclimations(limbs, start + 60).map((view) => view.limbId)).toEqual(["a", "b", "c"]);
    }
    expect(runningAcclimations([b, a], start + 60)[0]).toEqual({ limbId: "a", name: "Arm", until: start + HOUR, remainingSeconds: HOUR - 60 });
  });
});
