/**
 * The shape most dialogs share: render a template, wait for the user, read the form on the
 * confirm button, and turn the values into an answer — or null when the dialog is cancelled or closed, or when
 * `read` refuses the values (it tells the user why). The workflow that asked changes nothing on null.
 */
import { localize } from "../../utils/notify";
import { dialogApi, formValues } from "./dialog-api";

export interface FormDialogOptions<T> {
  template: string;
  data: Record<string, unknown>;
  title: string;
  /** The confirming button (the default). */
  confirm: { action: string; label: string };
  /** The other button (default: Cancel); it answers null. */
  cancel?: { action: string; label: string };
  /** The answer from the form's values (FormDataExtended), or null to refuse them. */
  read(values: Record<string, unknown>): T | null;
}

export async function askForm<T>(options: FormDialogOptions<T>): Promise<T | null> {
  const content = await foundry.applications.handlebars.renderTemplate(options.template, options.data);
  const result = await dialogApi().wait({
    window: { title: options.title },
    content,
    buttons: [
      { action: options.confirm.action, label: options.confirm.label, default: true, callback: (_event, button) => ({ values: formValues(button) }) },
      { ...(options.cancel ?? { action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") }), callback: () => null },
    ],
  });
  if (!result || typeof result !== "object" || !("values" in result)) return null;
  // cast: the dialog's callback answers `{values}`, checked just above.
  return options.read((result as { values: Record<string, unknown> }).values);
}
