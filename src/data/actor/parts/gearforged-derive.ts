/**
 * What a seed-001 gearforged's passive upgrades change on its derived data, from the pure
 * rules in src/rules/gearforged/body-upgrades.ts: GF-UPG-4 Water Jets (swim = walk), GF-UPG-5 Climbing Claws
 * (climb = walk), GF-UPG-7 Enhanced Optics (darkvision 120 ft), GF-UPG-10 Reinforced Chassis (+1 AC, a labelled
 * line, while no heavy armor is worn). Derived only: the stored speeds and senses stay as the player typed them,
 * so removing the upgrade removes its effect.
 */
import { type GearforgedVariant, GEARFORGED_BODIES, reinforcedChassisBonus, sinksInWater, upgradeDarkvision, upgradeSpeeds } from "../../../rules/gearforged";
import { type AcLine, acBonusApplies } from "../../../rules/core/armor-class";
import { equippedArmor } from "../../item/readers";
import { type FlaggedItemLike, gearforgedVariantOf, upgradeKeysOf } from "../../item/gearforged/readers";

interface BodyView {
  attributes: {
    movement: { walk: number; swim: number; climb: number };
    senses: { darkvision: number };
    ac: { value: number; breakdown: AcLine[] };
  };
}

const NO_KEYS: readonly string[] = Object.freeze([]);

/** The installed upgrade keys of a seed-001 gearforged, else none; `variant` when the caller has read it already. */
export function activeUpgradeKeys(items: Iterable<FlaggedItemLike>, variant?: GearforgedVariant | null): readonly string[] {
  // cast: an array is already the readonly list of items.
  const list = Array.isArray(items) ? (items as readonly FlaggedItemLike[]) : [...items];
  return (variant === undefined ? gearforgedVariantOf(list) : variant) === "homebrew" ? upgradeKeysOf(list) : NO_KEYS;
}

/**
 * Before the core derivation (speeds feed the exhaustion-adjusted speeds): swim, climb and darkvision. GF-BODY-2: a
 * body that sinks cannot swim, so a swim speed from any other source is dropped until Water Jets (GF-UPG-4).
 */
export function deriveUpgradeSenses(system: BodyView, keys: readonly string[], variant: GearforgedVariant | null): void {
  const { movement, senses } = system.attributes;
  if (variant !== null && sinksInWater(GEARFORGED_BODIES[variant].sinks, keys)) movement.swim = 0;
  if (keys.length === 0) return;
  const speeds = upgradeSpeeds(movement.walk, keys);
  if (speeds.swim !== null) movement.swim = Math.max(movement.swim, speeds.swim);
  if (speeds.climb !== null) movement.climb = Math.max(movement.climb, speeds.climb);
  senses.darkvision = upgradeDarkvision(senses.darkvision, keys);
}

/** After the core AC: GF-UPG-10's +1 while no heavy armor is worn. */
export function deriveUpgradeAc(system: BodyView, keys: readonly string[], items: Iterable<FlaggedItemLike>, label: string): void {
  if (!keys.includes("reinforcedChassis")) return;
  const bonus = reinforcedChassisBonus(label);
  if (!acBonusApplies(bonus.when ?? "always", equippedArmor(items))) return;
  system.attributes.ac.value += bonus.amount;
  system.attributes.ac.breakdown.push({ source: "bonus", label, localize: false, amount: bonus.amount });
}
