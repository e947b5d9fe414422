import { describe, expect, it } from "vitest";
import {
  type AutomailSystemSource,
  type PortSystemSource,
  limbDataIssues,
  limbStates,
  portDataIssues,
  portStates,
  toLimbState,
  toPortState,
} from "../../../src/data/item/automail/state";
import { auditAutomail } from "../../../src/rules/automail";

function source(overrides: Partial<AutomailSystemSource> = {}): AutomailSystemSource {
  return {
    description: "",
    generation: "modern",
    kind: "normal",
    limb: "arm",
    location: { mode: "carried", portId: null, site: null, since: null },
    integrity: "intact",
    hidden: false,
    acclimation: { failedAt: null, failedUntil: null, accustomedActorId: null, accustomedItemId: null },
    flaws: "",
    adds: { weapon: { formula: "", damageType: "slashing", ability: null, bonus: 0 }, tool: "", summary: "" },
    ...overrides,
  };
}

describe("stored automail data as the rules read it", () => {
  it("maps a complete limb onto LimbState unchanged", () => {
    const system = source({
      generation: "reforged",
      kind: "weaponTool",
      limb: "leg",
      location: { mode: "builtOn", portId: null, site: "leftLeg", since: 7200 },
      acclimation: { failedAt: 7200, failedUntil: 7200 + 3 * 86400, accustomedActorId: null, accustomedItemId: null },
      flaws: "Creaks.",
    });
    expect(toLimbState("l1", "Leg", system)).toEqual({
      id: "l1",
      name: "Leg",
      generation: "reforged",
      kind: "weaponTool",
      limb: "leg",
      location: { mode: "builtOn", site: "leftLeg", since: 7200 },
      integrity: "intact",
      hidden: false,
      acclimation: { failedAt: 7200, failedUntil: 7200 + 3 * 86400, accustomedActorId: null, accustomedItemId: null },
      flaws: "Creaks.",
    });
    expect(limbDataIssues(system)).toEqual([]);
  });

  it("broken data loads and is flagged, never silently fixed: a port location without a port, a built-on limb without a site", () => {
    const noPort = source({ location: { mode: "port", portId: null, site: null, since: null } });
    expect(limbDataIssues(noPort)).toEqual(["portMissing", "sinceMissing"]);
    const limb = toLimbState("l1", "Arm", noPort);
    expect(limb.location).toEqual({ mode: "port", portId: "", since: 0 });
    // The body audit reports it too: it hangs on no port the character has.
    expect(auditAutomail([limb], [], 0)).toEqual([{ code: "limbOnMissingPort", limbId: "l1" }]);
    const noSite = source({ generation: "reforged", location: { mode: "builtOn", portId: null, site: null, since: 0 } });
    expect(limbDataIssues(noSite)).toEqual(["siteMissing"]);
    expect(limbDataIssues(source({ kind: "lemon" }))).toEqual(["unknownValue"]);
  });

  it("a port with no site reads as `other` and is flagged", () => {
    const system: PortSystemSource = { description: "", kind: "natural", site: null, placement: "", installedAt: null };
    expect(toPortState("p1", "Port", system)).toEqual({ id: "p1", name: "Port", kind: "natural", site: "other" });
    expect(portDataIssues(system)).toEqual(["siteMissing"]);
    expect(portDataIssues({ ...system, site: "leftArm" })).toEqual([]);
  });

  it("picks limbs and ports out of an actor's items", () => {
    const items = [
      { id: "a", name: "Arm", type: "automail", system: source() },
      { id: "p", name: "Port", type: "port", system: { description: "", kind: "ocular", site: "leftEye", placement: "", installedAt: 0 } },
      { id: "w", name: "Sword", type: "weapon", system: {} },
    ];
    expect(limbStates(items).map((l) => l.id)).toEqual(["a"]);
    expect(portStates(items)).toEqual([{ id: "p", name: "Port", kind: "ocular", site: "leftEye" }]);
  });
});
