/**
 * CY-WHO-1: who does the work of a design, an installation or a removal. The user running the workflow answers
 * (the cyborg itself is pre-selected). Returns the chosen UUID, or null when closed or cancelled.
 */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { dialogApi, formValues } from "./dialog-api";

export const AUGMENT_WORKER_TEMPLATE = templatePath("dialogs/augment-worker.hbs");

export interface WorkerCandidate {
  uuid: string;
  name: string;
}

export async function askWorker(title: string, prompt: string, candidates: readonly WorkerCandidate[], preselected: string): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(AUGMENT_WORKER_TEMPLATE, {
    id: foundry.utils.randomID(),
    prompt,
    candidates: candidates.map((c) => ({ ...c, selected: c.uuid === preselected })),
  });
  const result = await dialogApi().wait({
    window: { title },
    content,
    buttons: [
      { action: "ok", label: localize("AUGMENTED.Worker.Confirm"), default: true, callback: (_event, button) => String(formValues(button).worker ?? "") },
      { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") },
    ],
  });
  return typeof result === "string" && candidates.some((c) => c.uuid === result) ? result : null;
}
