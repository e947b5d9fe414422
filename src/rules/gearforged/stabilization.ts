/**
 * GF-BODY-5 (seed 001): a dying gearforged cannot be stabilized with Wisdom (Medicine) or *spare the dying*; a
 * DC 10 Intelligence check by whoever tends it, or *mending*, stabilizes it instead. Other bodies use the 5e
 * methods (DC 10 Medicine, *spare the dying*); a 13th Age gearforged never needs it (GA-WRECK-1).
 * A failed check changes nothing (5e: the creature is still dying).
 */
import type { AbilityId } from "../core/abilities";
import { type DeathSaves, lifeState, stabilize } from "../core/death-saves";
import type { SkillId } from "../core/skills";
import { type GearforgedRefusal, refusal } from "./refusals";
import { GEARFORGED_BODIES, type GearforgedVariant } from "./variants";

export const STABILIZE_DC = 10;
export const STABILIZE_METHODS = ["medicine", "spareTheDying", "intelligence", "mending"] as const;
export type StabilizeMethod = (typeof STABILIZE_METHODS)[number];

/** The check each method rolls (null: a spell, no roll). */
export const STABILIZE_CHECKS: Readonly<Record<StabilizeMethod, { ability: AbilityId; skill: SkillId | null } | null>> = {
  medicine: { ability: "wis", skill: "med" },
  spareTheDying: null,
  intelligence: { ability: "int", skill: null },
  mending: null,
};

/** The methods the death-save panel offers, and the refused ones with their reason. */
export function stabilizeMethods(variant: GearforgedVariant | null): { offered: StabilizeMethod[]; refused: Array<{ method: StabilizeMethod; reason: GearforgedRefusal }> } {
  const kind = variant === null ? "standard" : GEARFORGED_BODIES[variant].stabilization;
  if (kind === "intelligenceOrMending") {
    return {
      offered: ["intelligence", "mending"],
      refused: [
        { method: "medicine", reason: refusal("medicine") },
        { method: "spareTheDying", reason: refusal("spareTheDying") },
      ],
    };
  }
  if (kind === "automatic") return { offered: [], refused: [] };
  return { offered: ["medicine", "spareTheDying"], refused: [] };
}

export type StabilizeResult =
  | { ok: true; stabilized: boolean; deathSaves: DeathSaves; method: StabilizeMethod }
  | { ok: false; reason: GearforgedRefusal };

/**
 * Resolve one attempt. `checkTotal` is the tending creature's rolled total for a check method (ignored for a
 * spell). A refused method or a character who is not dying changes nothing.
 */
export function planStabilize(
  variant: GearforgedVariant | null,
  state: { hp: { value: number }; deathSaves: DeathSaves; exhaustion?: number },
  method: StabilizeMethod,
  checkTotal: number | null,
): StabilizeResult {
  const methods = stabilizeMethods(variant);
  const refused = methods.refused.find((r) => r.method === method);
  if (refused) return { ok: false, reason: refused.reason };
  if (lifeState(state) !== "dying") return { ok: false, reason: refusal("notDying") };
  if (!methods.offered.includes(method)) return { ok: false, reason: refusal("methodUnavailable", { method }) };
  if (STABILIZE_CHECKS[method] === null) return { ok: true, stabilized: true, deathSaves: stabilize(), method };
  if (checkTotal === null || !Number.isFinite(checkTotal)) return { ok: false, reason: refusal("invalidRoll") };
  const stabilized = checkTotal >= STABILIZE_DC;
  return { ok: true, stabilized, deathSaves: stabilized ? stabilize() : { ...state.deathSaves }, method };
}
