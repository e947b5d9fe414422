// Which world the dnd5e module runs in, and what it tells the GM: src/adapters/dnd5e/host.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkHost, isSupportedDnd5e, supportedVersionsText } from "../../../src/adapters/dnd5e/host";

describe("the dnd5e module's host check", () => {
  it("runs quietly on dnd5e 5.3.x, the line it has been checked on", () => {
    for (const version of ["5.3.0", "5.3.3", "5.3.10", "5.3.0-beta.1"]) {
      expect(checkHost("dnd5e", version), version).toEqual({ kind: "supported", version });
    }
  });

  it("warns, naming the checked line, on any other dnd5e version (6.x among them: untested)", () => {
    for (const version of ["5.2.5", "5.4.0", "4.4.4", "6.0.0", "6.1.2", "7.0.0", "", "next"]) {
      expect(checkHost("dnd5e", version), version).toEqual({ kind: "unsupportedVersion", version, supported: "5.3.x" });
    }
    expect(supportedVersionsText()).toBe("5.3.x");
  });

  it("registers nothing in a world of another system, whatever its version", () => {
    fc.assert(
      fc.property(fc.string().filter((id) => id !== "dnd5e"), fc.string(), (systemId, version) => {
        expect(checkHost(systemId, version)).toEqual({ kind: "otherSystem", systemId });
      }),
    );
  });

  it("supports exactly the 5.3 line", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(40), (major, minor, patch) => {
        const expected = major === 5 && minor === 3;
        expect(isSupportedDnd5e(`${major}.${minor}.${patch}`)).toBe(expected);
      }),
    );
  });
});
