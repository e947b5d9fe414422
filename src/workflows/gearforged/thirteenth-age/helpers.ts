/**
 * What the rules need about who works on a 13th Age gearforged (GA-TIRE-1 maintainer, GA-HEAL-1 repairer: another
 * actor? a gearforged? the repair background?), read from the documents; ../helper.ts picks who it is.
 */
import type { Maintainer } from "../../../rules/gearforged";
import { variantOf } from "../state";
import { hasRepairBackground } from "./state";

/** The rules' view of a maintainer of `patient`. */
export function maintainerOf(patient: Actor.Implementation, helper: Actor.Implementation): Maintainer {
  return { isPatient: helper.id === patient.id && helper.uuid === patient.uuid, isGearforged: variantOf(helper) !== null, hasBackground: hasRepairBackground(helper) };
}

export function refusalData(data: Readonly<Record<string, string | number>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]));
}

