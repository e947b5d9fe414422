import { describe, expect, it } from "vitest";
import { type ActingCandidate, chooseActingUser } from "../../../src/rules/core/acting-user";

const gm: ActingCandidate = { id: "gm", isGM: true, active: true, owner: true };
const ana: ActingCandidate = { id: "ana", isGM: false, active: true, owner: true };
const bo: ActingCandidate = { id: "bo", isGM: false, active: true, owner: false };

describe("one client acts (DESIGN conventions)", () => {
  it("the user who made the change acts when they own the actor and are active", () => {
    expect(chooseActingUser([gm, ana, bo], "gm")).toBe("gm");
    expect(chooseActingUser([gm, ana, bo], "ana")).toBe("ana");
  });

  it("a changer who does not own the actor hands over to the first active owner, players before GMs", () => {
    expect(chooseActingUser([gm, ana, bo], "bo")).toBe("ana");
  });

  it("an inactive changer hands over too", () => {
    expect(chooseActingUser([gm, { ...ana, active: false }, { ...bo, owner: true }], "ana")).toBe("bo");
  });

  it("with no active player owner, the first active GM acts", () => {
    expect(chooseActingUser([{ ...ana, active: false }, bo, gm], "bo")).toBe("gm");
    expect(chooseActingUser([bo, gm], null)).toBe("gm");
  });

  it("nobody acts when no owner and no GM is active", () => {
    expect(chooseActingUser([{ ...gm, active: false }, bo], "bo")).toBeNull();
    expect(chooseActingUser([], "x")).toBeNull();
  });

  it("every client computes the same answer from the same input", () => {
    const users = [gm, ana, bo, { id: "cy", isGM: false, active: true, owner: true }];
    const answers = new Set(["gm", "ana", "bo", "cy"].map(() => chooseActingUser(users, "bo")));
    expect([...answers]).toEqual(["ana"]);
  });
});
