/**
 * The three Gearforged bodies (seeds 001, 002, 004) as data: which of the body rules apply to each. The species
 * items carry their own numbers (abilities, speed, languages, and the immunities and resistance their effects
 * grant; checked against the seeds in test/integration/packs/gearforged.test.ts); workflows ask this table "does
 * GF-BODY-1 apply to this actor?" instead of testing a species name.
 */

export const GEARFORGED_VARIANTS = ["homebrew", "chassis", "thirteenthAge"] as const;
export type GearforgedVariant = (typeof GEARFORGED_VARIANTS)[number];

export function isGearforgedVariant(value: unknown): value is GearforgedVariant {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (GEARFORGED_VARIANTS as readonly unknown[]).includes(value);
}

/** How the body behaves, per variant. */
export interface GearforgedBody {
  /** Status effects (Foundry's status ids) it is immune to: GA-IMM-1 "sleep effects". */
  statusImmunities: readonly string[];
  /** Saves it makes with advantage, described by what they are against. */
  saveAdvantages: readonly string[];
  /** GF-BODY-1: refuses ingested consumables (potions). */
  refusesIngested: boolean;
  /** GF-BODY-2: sinks and cannot swim (until Water Jets, GF-UPG-4). */
  sinks: boolean;
  /** GF-BODY-5: stabilized by Intelligence or *mending*, not by Medicine or *spare the dying*. */
  stabilization: "standard" | "intelligenceOrMending" | "automatic";
  /** GF-UPG-1: takes upgrades. */
  upgrades: boolean;
}

export const GEARFORGED_BODIES: Readonly<Record<GearforgedVariant, GearforgedBody>> = {
  // GF-STEEL-1, GF-BODY-1..6, GF-UPG-1.
  homebrew: {
    statusImmunities: [],
    saveAdvantages: [],
    refusesIngested: true,
    sinks: true,
    stabilization: "intelligenceOrMending",
    upgrades: true,
  },
  // GC-RES-1, GC-VIT-1, GC-LIV-1: none of seed 001's drawbacks, and no upgrades (seed 002 has none).
  chassis: {
    statusImmunities: [],
    saveAdvantages: ["poisoned"],
    refusesIngested: false,
    sinks: false,
    stabilization: "standard",
    upgrades: false,
  },
  // GA-IMM-1 (disease; sleep effects refused at the data level; ongoing poison damage ignored through the species
  // effect's `system.traits.diOngoing`, rules/core/damage-types.ts; no immunity to a one-off poison hit),
  // GA-WRECK-1 (automatic stabilization), GA-TIRE-1 (four-hour maintenance); potions heal (GA-HEAL-1).
  thirteenthAge: {
    statusImmunities: ["sleep"],
    saveAdvantages: [],
    refusesIngested: false,
    sinks: false,
    stabilization: "automatic",
    upgrades: false,
  },
};

/** GC-RES-1: whether this body makes saves against `against` (e.g. "poisoned") with advantage. */
export function saveAdvantageAgainst(variant: GearforgedVariant | null, against: string): boolean {
  return variant !== null && GEARFORGED_BODIES[variant].saveAdvantages.includes(against);
}

/** GA-IMM-1: the statuses among `statuses` this body is immune to (none for anyone but a Gearforged). */
export function immuneStatuses(variant: GearforgedVariant | null, statuses: Iterable<string>): string[] {
  if (variant === null) return [];
  const immune = GEARFORGED_BODIES[variant].statusImmunities;
  return [...statuses].filter((status) => immune.includes(status));
}
