/**
 * CY-WHO-1: who does the work of a design, an installation or a removal. The user running the workflow answers
 * (the cyborg itself is pre-selected). Returns the chosen UUID, or null when closed or cancelled.
 */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { askForm, oneOf } from "./form-dialog";

export const AUGMENT_WORKER_TEMPLATE = templatePath("dialogs/augment-worker.hbs");

export interface WorkerCandidate {
  uuid: string;
  name: string;
}

export async function askWorker(title: string, prompt: string, candidates: readonly WorkerCandidate[], preselected: string): Promise<string | null> {
  return askForm({
    template: AUGMENT_WORKER_TEMPLATE,
    data: { id: foundry.utils.randomID(), prompt, candidates: candidates.map((c) => ({ ...c, selected: c.uuid === preselected })) },
    title,
    confirm: { action: "ok", label: localize("AUGMENTED.Worker.Confirm") },
    read: (values) => oneOf(values.worker, candidates.map((c) => c.uuid)),
  });
}
