/**
 * What the passive upgrades change on the body: speeds (GF-UPG-4 Water Jets, GF-UPG-5 Climbing Claws, GF-UPG-9
 * Jet Pack while it runs), senses (GF-UPG-7 Enhanced Optics), AC (GF-UPG-10 Reinforced Chassis), sinking
 * (GF-BODY-2), the Claw Arm's limits (GF-UPG-6) and Fortified Memory Tapes' save (GF-UPG-12). The data model
 * turns these into the derived values; nothing here reads Foundry.
 */
import type { AcBonus } from "../core/armor-class";
import { ROUND_SECONDS } from "./refusals";
import { whole } from "../core/whole";

export const OPTICS_DARKVISION_FT = 120;

export interface UpgradeSpeeds {
  swim: number | null;
  climb: number | null;
}

/** GF-UPG-4/5: swim and climb speeds equal to walk while the upgrade is installed; null: unchanged. */
export function upgradeSpeeds(walk: number, installed: readonly string[]): UpgradeSpeeds {
  const w = whole(walk);
  return { swim: installed.includes("waterJets") ? w : null, climb: installed.includes("climbingClaws") ? w : null };
}

/** GF-BODY-2 / GF-UPG-4: a body that sinks stops sinking with Water Jets. */
export function sinksInWater(bodySinks: boolean, installed: readonly string[]): boolean {
  return bodySinks && !installed.includes("waterJets");
}

/** GF-UPG-7: darkvision 120 ft, or the better sense the actor already has. */
export function upgradeDarkvision(current: number, installed: readonly string[]): number {
  const cur = Number.isFinite(current) ? Math.max(0, current) : 0;
  return installed.includes("enhancedOptics") ? Math.max(cur, OPTICS_DARKVISION_FT) : cur;
}

/** GF-UPG-10: +1 AC while not wearing heavy armor (computeArmorClass honours `noHeavyArmor`). */
export function reinforcedChassisBonus(label: string): AcBonus {
  return { label, amount: 1, when: "noHeavyArmor" };
}

/** GF-UPG-9 Jet Pack: once per long rest, a Bonus Action, fly = walk for 1 minute (10 rounds of world time). */
export const JET_PACK = { durationSeconds: 60, rounds: 60 / ROUND_SECONDS, uses: 1, recovery: "lr", activation: "bonus" } as const;

export function jetPackFlight(walk: number, startedAt: number): { fly: number; startedAt: number; endsAt: number; rounds: number } {
  const fly = whole(walk);
  return { fly, startedAt, endsAt: startedAt + JET_PACK.durationSeconds, rounds: JET_PACK.rounds };
}

/** GF-UPG-6 Claw Arm. */
export const CLAW_ARM = {
  reachFt: 5,
  liftPerStrength: 5,
  tasks: ["lift", "drop", "hold", "push", "pull", "openClose", "grapple", "unarmedStrike"],
} as const;

export function clawArmLift(strengthScore: number): number {
  return whole(strengthScore) * CLAW_ARM.liftPerStrength;
}

/** GF-UPG-6: the claw wields light weapons only, never a shield. */
export function clawArmCanWield(item: { kind: "weapon" | "shield" | "other"; properties: readonly string[] }): boolean {
  if (item.kind === "shield") return false;
  if (item.kind === "weapon") return item.properties.includes("light");
  return true;
}

/** GF-UPG-12: the abilities Fortified Memory Tapes may protect. */
export const MEMORY_TAPE_ABILITIES = ["int", "wis", "cha"] as const;

export function isMemoryTapeAbility(value: unknown): value is (typeof MEMORY_TAPE_ABILITIES)[number] {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (MEMORY_TAPE_ABILITIES as readonly unknown[]).includes(value);
}

/** GF-UPG-12: advantage on a save with the chosen ability when the roll is "against magic". */
export function memoryTapesAdvantage(chosen: string | null, saveAbility: string, againstMagic: boolean): boolean {
  return againstMagic && isMemoryTapeAbility(chosen) && chosen === saveAbility;
}
