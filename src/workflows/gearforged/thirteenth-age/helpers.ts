/**
 * Who works on a 13th Age gearforged (GA-TIRE-1 maintainer, GA-HEAL-1 repairer): an actor the user controls,
 * picked in the worker dialog when there is a choice, or given (a document or uuid from a macro). What the
 * rules need about it (another actor? a gearforged? the repair background?) is read from the documents here.
 */
import { actorFromUuidSync, worldActors } from "../../../utils/actors-in-play";
import { askWorker } from "../../../applications/dialogs/augment-worker";
import type { Maintainer } from "../../../rules/gearforged";
import { notifyError, notifyWarn } from "../../../utils/notify";
import { variantOf } from "../state";
import { hasRepairBackground } from "./state";

function candidates(patient: Actor.Implementation, includeSelf: boolean): Actor.Implementation[] {
  const others = worldActors()
    .filter((a) => a.id !== patient.id && (a.type === "character" || a.type === "npc") && a.isOwner)
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
  return includeSelf ? [patient, ...others] : others;
}

/** The helper for `patient`, or null (refused with the reason, or the dialog closed). */
export async function resolveHelper(
  patient: Actor.Implementation,
  given: Actor.Implementation | string | undefined,
  ask: { includeSelf: boolean; title: string; prompt: string },
): Promise<Actor.Implementation | null> {
  if (given !== undefined) {
    // A uuid from a macro or hook: only an Actor document the user controls is accepted.
    const found = typeof given === "string" ? actorFromUuidSync(given) : given;
    if (!found || !(found.isOwner || found.id === patient.id)) {
      notifyError("AUGMENTED.Gearforged.ThirteenthAge.NotYourHelper", { name: found?.name ?? String(given) });
      return null;
    }
    return found;
  }
  const list = candidates(patient, ask.includeSelf);
  if (list.length === 0) {
    notifyWarn("AUGMENTED.Gearforged.ThirteenthAge.NoHelper", { name: patient.name ?? "" });
    return null;
  }
  if (list.length === 1) return list[0]!;
  const uuid = await askWorker(ask.title, ask.prompt, list.map((a) => ({ uuid: a.uuid, name: a.name ?? "" })), list[0]!.uuid);
  return list.find((a) => a.uuid === uuid) ?? null;
}

/** The rules' view of a maintainer of `patient`. */
export function maintainerOf(patient: Actor.Implementation, helper: Actor.Implementation): Maintainer {
  return { isPatient: helper.id === patient.id && helper.uuid === patient.uuid, isGearforged: variantOf(helper) !== null, hasBackground: hasRepairBackground(helper) };
}

export function refusalData(data: Readonly<Record<string, string | number>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]));
}

