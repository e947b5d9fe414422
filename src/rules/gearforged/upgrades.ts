/**
 * The eleven upgrades of seed 001 (GF-UPG-2..12) as data: the level they need, the upgrade they need, whether
 * they add movement (GF-UPG-1's Large-chassis limit), how they activate and what uses they have. The upgrade
 * items carry the same values; a module's own upgrade is an item whose `key` is not in this list and is judged
 * by its item data alone.
 */
export const UPGRADE_KEYS = [
  "alwaysArmed",
  "quickFix",
  "waterJets",
  "climbingClaws",
  "clawArm",
  "enhancedOptics",
  "integratedArmor",
  "jetPack",
  "reinforcedChassis",
  "clawArmLaser",
  "fortifiedMemoryTapes",
] as const;
export type UpgradeKey = (typeof UPGRADE_KEYS)[number];

export function isUpgradeKey(value: unknown): value is UpgradeKey {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (UPGRADE_KEYS as readonly unknown[]).includes(value);
}

export const UPGRADE_ACTIVATIONS = ["passive", "action", "bonus", "rest"] as const;
export type UpgradeActivation = (typeof UPGRADE_ACTIVATIONS)[number];

/** What an upgrade needs and does, as its item stores it. */
export interface UpgradeDefinition {
  minLevel: number;
  /** The key of an upgrade the character must already have, or null. */
  prerequisite: string | null;
  /** GF-UPG-1: Water Jets, Climbing Claws, Jet Pack. */
  addsMovement: boolean;
  activation: UpgradeActivation;
  /** Limited uses: the uses formula ("" none) and what refills them. */
  uses: { max: string; recovery: readonly ("sr" | "lr")[] };
  /** A choice the player makes when it is installed. */
  choice: "weapon" | "mentalAbility" | "armor" | null;
}

function upgrade(over: Partial<UpgradeDefinition> = {}): UpgradeDefinition {
  return { minLevel: 1, prerequisite: null, addsMovement: false, activation: "passive", uses: { max: "", recovery: [] }, choice: null, ...over };
}

export const UPGRADES: Readonly<Record<UpgradeKey, UpgradeDefinition>> = {
  alwaysArmed: upgrade({ choice: "weapon" }), // GF-UPG-2
  // GF-UPG-3: no use limit in the seed; the hit die it spends is the limit.
  quickFix: upgrade({ activation: "bonus" }),
  waterJets: upgrade({ addsMovement: true }), // GF-UPG-4
  climbingClaws: upgrade({ addsMovement: true }), // GF-UPG-5
  clawArm: upgrade(), // GF-UPG-6
  enhancedOptics: upgrade(), // GF-UPG-7
  integratedArmor: upgrade({ activation: "rest", choice: "armor" }), // GF-UPG-8
  jetPack: upgrade({ minLevel: 5, addsMovement: true, activation: "bonus", uses: { max: "1", recovery: ["lr"] } }), // GF-UPG-9
  reinforcedChassis: upgrade({ minLevel: 5 }), // GF-UPG-10
  // GF-UPG-11: uses = Con modifier, 0 when it is 0 or less (resolveUsesMax never goes below 0).
  clawArmLaser: upgrade({
    minLevel: 5,
    prerequisite: "clawArm",
    activation: "action",
    uses: { max: "@abilities.con.mod", recovery: ["lr"] },
  }),
  fortifiedMemoryTapes: upgrade({ minLevel: 5, choice: "mentalAbility" }), // GF-UPG-12
};
