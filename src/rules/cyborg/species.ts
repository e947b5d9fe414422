/**
 * CY-SP-1: the Cyborg species as data, for the species item's defaults. Nothing augment-related lives here:
 * a new Cyborg has no augments ("Pay to Win").
 */
import type { AbilityId } from "../core/abilities";

export interface CyborgSpeciesData {
  abilityBonuses: Readonly<Partial<Record<AbilityId, number>>>;
  creatureType: "humanoid";
  size: "medium";
  walkSpeedFt: number;
  languages: { fixed: readonly string[]; choices: number };
}

export const CYBORG_SPECIES: CyborgSpeciesData = {
  abilityBonuses: { str: 1, con: 1 },
  creatureType: "humanoid",
  size: "medium",
  walkSpeedFt: 30,
  languages: { fixed: ["common"], choices: 1 },
};
