/**
 * Who works on a gearforged (GF-BODY-5 tender, GA-TIRE-1 maintainer, GA-HEAL-1 repairer): an actor the user
 * controls, picked in the worker dialog when there is a choice, or given (a document or uuid from a macro).
 */
import { askWorker } from "../../applications/dialogs/augment-worker";
import { actorFromUuidSync } from "../../utils/actors-in-play";
import { notifyError, notifyWarn } from "../../utils/notify";
import { workerCandidates } from "../augment-work/worker";

export interface HelperQuestion {
  /** The patient is offered first (a maintainer may be the patient itself). */
  includeSelf: boolean;
  /** The patient given by a macro is accepted (the rules then say whether it may work on itself). */
  patientAccepted: boolean;
  title: string;
  prompt: string;
  /** Refusals: a given actor the user does not control; nobody to pick. */
  notYoursKey: string;
  noneKey: string;
}

/** The helper for `patient`, or null (refused with the reason, or the dialog closed). */
export async function resolveHelper(patient: Actor.Implementation, given: Actor.Implementation | string | undefined, ask: HelperQuestion): Promise<Actor.Implementation | null> {
  if (given !== undefined) {
    // A uuid from a macro or hook: only an Actor document the user controls is accepted.
    const found = typeof given === "string" ? actorFromUuidSync(given) : given;
    if (!found || !(found.id === patient.id ? ask.patientAccepted : found.isOwner)) {
      notifyError(ask.notYoursKey, { name: found?.name ?? String(given) });
      return null;
    }
    return found;
  }
  // The patient and the other creatures the user controls, by name (../augment-work/worker.ts).
  const [self, ...others] = workerCandidates(patient);
  const list = ask.includeSelf ? [self!, ...others] : others;
  if (list.length === 0) {
    notifyWarn(ask.noneKey, { name: patient.name ?? "" });
    return null;
  }
  if (list.length === 1) return list[0]!;
  const uuid = await askWorker(ask.title, ask.prompt, list.map((a) => ({ uuid: a.uuid, name: a.name ?? "" })), list[0]!.uuid);
  return list.find((a) => a.uuid === uuid) ?? null;
}
