// Which world the dnd5e module runs in, what it tells the GM, and which data layout it runs with:
// src/adapters/dnd5e/host.ts, data-paths.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkHost, isSupportedDnd5e, supportedVersionsText } from "../../../src/adapters/dnd5e/host";
import { DND5E_LAYOUTS, dnd5eLineOf, preparedSpeeds } from "../../../src/adapters/dnd5e/data-paths";

describe("the dnd5e module's host check", () => {
  it("runs quietly on dnd5e 5.3.x and 6.0.x, the lines it has been checked on, each with its own layout", () => {
    for (const version of ["5.3.0", "5.3.3", "5.3.10", "5.3.0-beta.1"]) {
      expect(checkHost("dnd5e", version), version).toEqual({ kind: "supported", version, line: "5.3" });
    }
    for (const version of ["6.0.0", "6.0.3", "6.0.6"]) {
      expect(checkHost("dnd5e", version), version).toEqual({ kind: "supported", version, line: "6" });
    }
  });

  it("warns, naming the checked lines, on another 5.x or 6.x version, and runs with that major's layout", () => {
    for (const [version, line] of [["5.2.5", "5.3"], ["5.4.0", "5.3"], ["6.1.0", "6"], ["6.1.2", "6"], ["6.2.0", "6"]] as const) {
      expect(checkHost("dnd5e", version), version).toEqual({ kind: "unsupportedVersion", version, supported: "5.3.x, 6.0.x", line });
    }
    expect(supportedVersionsText()).toBe("5.3.x, 6.0.x");
  });

  it("on a dnd5e whose data layout it does not know (another major, or no version), warns and runs nothing", () => {
    for (const version of ["4.4.4", "7.0.0", "", "next"]) {
      expect(checkHost("dnd5e", version), version).toEqual({ kind: "unknownLine", version, supported: "5.3.x, 6.0.x" });
    }
  });

  it("registers nothing in a world of another system, whatever its version", () => {
    fc.assert(
      fc.property(fc.string().filter((id) => id !== "dnd5e"), fc.string(), (systemId, version) => {
        expect(checkHost(systemId, version)).toEqual({ kind: "otherSystem", systemId });
      }),
    );
  });

  it("supports exactly the 5.3 and 6.0 lines", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(40), (major, minor, patch) => {
        const expected = (major === 5 && minor === 3) || (major === 6 && minor === 0);
        expect(isSupportedDnd5e(`${major}.${minor}.${patch}`)).toBe(expected);
      }),
    );
  });

  it("knows the layout of every 5.x and 6.x version and of no other major", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(40), (major, minor, patch) => {
        const expected = major === 5 ? "5.3" : major === 6 ? "6" : null;
        expect(dnd5eLineOf(`${major}.${minor}.${patch}`)).toBe(expected);
      }),
    );
  });
});

describe("the dnd5e data layouts", () => {
  it("name 5.3's places on 5.3 and 6.x's on 6 (speeds, roll bonuses); the rest is the same", () => {
    const [old, six] = [DND5E_LAYOUTS["5.3"], DND5E_LAYOUTS["6"]];
    expect([old.speedKeyBase, six.speedKeyBase]).toEqual(["system.attributes.movement", "system.attributes.movement.speeds"]);
    expect([old.abilityCheckBonusKey("str"), six.abilityCheckBonusKey("str")]).toEqual(["system.abilities.str.bonuses.check", "system.abilities.str.check.roll.bonus"]);
    expect([old.abilitySaveBonusKey("con"), six.abilitySaveBonusKey("con")]).toEqual(["system.abilities.con.bonuses.save", "system.abilities.con.save.roll.bonus"]);
    expect([old.attackBonusKey("mwak"), six.attackBonusKey("mwak")]).toEqual(["system.bonuses.mwak.attack", "system.rolls.attack.mwak.bonus"]);
    expect([old.damageBonusKey("rwak"), six.damageBonusKey("rwak")]).toEqual(["system.bonuses.rwak.damage", "system.rolls.damage.rwak.bonus"]);
    for (const key of ["hoverKey", "spellDcBonusKey", "acBonusKey"] as const) expect(six[key], key).toBe(old[key]);
  });

  it("read the prepared speeds where each line keeps them, never through 6.x's old-place shim", () => {
    const movement = { walk: 30, speeds: { walk: 40 } };
    expect(preparedSpeeds(movement, DND5E_LAYOUTS["5.3"])?.walk).toBe(30);
    const shimmed = { speeds: { walk: 40 } };
    Object.defineProperty(shimmed, "walk", { get: () => { throw new Error("read through the shim"); } });
    expect(preparedSpeeds(shimmed, DND5E_LAYOUTS["6"])?.walk).toBe(40);
  });
});
