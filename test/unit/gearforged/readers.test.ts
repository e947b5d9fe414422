import { describe, expect, it } from "vitest";
import { chassisCount, chassisSizeOf, gearforgedFeats, gearforgedVariantOf, upgradeKeysOf } from "../../../src/data/item/gearforged/readers";
import { UPGRADES, featActive, validateUpgradeDrop } from "../../../src/rules/gearforged";

const item = (type: string, system: Record<string, unknown> = {}, flags: Record<string, unknown> = {}) => ({ id: `${type}-id`, name: type, type, system, flags });

describe("gearforged item readers", () => {
  it("GF-SP-1 / GC-SP-1 / GA-SP-1: the species item's flag says which gearforged the actor is; anything else reads as none", () => {
    expect(gearforgedVariantOf([item("species", {}, { augmented: { gearforgedVariant: "homebrew" } })])).toBe("homebrew");
    expect(gearforgedVariantOf([item("species", {}, { augmented: { gearforgedVariant: "thirteenthAge" } })])).toBe("thirteenthAge");
    expect(gearforgedVariantOf([item("species")])).toBeNull();
    expect(gearforgedVariantOf([item("species", {}, { augmented: { gearforgedVariant: "steam" } })])).toBeNull();
    expect(gearforgedVariantOf([item("feature", {}, { augmented: { gearforgedVariant: "homebrew" } })])).toBeNull();
  });

  it("GA-TIRE-1: feat feature items are read per trait and tier; they work only from their tier", () => {
    const feats = gearforgedFeats([
      item("feature", {}, { augmented: { gearforgedFeat: { trait: "tireless", tier: "champion" } } }),
      item("feature", {}, { augmented: { gearforgedFeat: { trait: "amphibious", tier: "adventurer" } } }),
      item("feature", {}, { augmented: { gearforgedFeat: { trait: "nonsense", tier: "epic" } } }),
      item("weapon", {}, { augmented: { gearforgedFeat: { trait: "broken", tier: "epic" } } }),
    ]);
    expect([...feats.tireless]).toEqual(["champion"]);
    expect([...feats.amphibious]).toEqual(["adventurer"]);
    expect(feats.broken.size).toBe(0);
    expect(featActive(feats.tireless, "champion", 8)).toBe(false);
    expect(featActive(feats.tireless, "champion", 9)).toBe(true);
  });

  it("GF-UPG-1: the actor's upgrade keys and chassis size feed the drop check", () => {
    const items = [item("chassis", { size: "large" }), item("upgrade", { key: "clawArm" }), item("weapon")];
    expect(upgradeKeysOf(items)).toEqual(["clawArm"]);
    expect(chassisSizeOf(items)).toBe("large");
    expect(chassisCount([...items, item("chassis", { size: "small" })])).toBe(2);
    const decision = validateUpgradeDrop({ variant: "homebrew", level: 5, chassisSize: chassisSizeOf(items), installed: upgradeKeysOf(items) }, { ...UPGRADES.jetPack, key: "jetPack", name: "Jet Pack" });
    expect(decision.ok ? [] : decision.reasons.map((r) => r.code)).toEqual(["largeChassisMovement"]);
  });
});
