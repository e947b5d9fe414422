/**
 * The shapes most dialogs share. `askForm`: render a template, wait for the user, read the form on the
 * confirm button, and turn the values into an answer — or null when the dialog is cancelled or closed, or when
 * `read` refuses the values (it tells the user why). `askAction`: a template and the buttons that answer it.
 * The workflow that asked changes nothing on null.
 */
import { templatePath } from "../../constants";
import { localize } from "../../utils/notify";
import { type DialogButtonSpec, dialogApi, formValues } from "./dialog-api";

interface Button<A extends string = string> {
  action: A;
  label: string;
  default?: boolean;
}

interface DialogContent {
  template: string;
  data: Record<string, unknown>;
  title: string;
}

export interface FormDialogOptions<T> extends DialogContent {
  /** The confirming button (the default). */
  confirm: Button;
  /** The other button (default: Cancel); it answers `answer`, or null without one. */
  cancel?: Button & { answer?: T };
  /** The answer from the form's values (FormDataExtended), or null to refuse them. */
  read(values: Record<string, unknown>): T | null;
}

export interface ActionDialogOptions<A extends string> extends DialogContent {
  /** The buttons that answer with their action. */
  buttons: Button<A>[];
  /** Whether a Cancel button (answering null) follows them (default: it does). */
  cancel?: false;
}

const cancelButton = (): Button => ({ action: "cancel", label: localize("AUGMENTED.Dialog.Cancel") });

async function wait(options: DialogContent, buttons: DialogButtonSpec[]): Promise<unknown> {
  const content = await foundry.applications.handlebars.renderTemplate(options.template, options.data);
  // A button without a callback answers its action.
  return dialogApi().wait({ window: { title: options.title }, content, buttons });
}

export async function askForm<T>(options: FormDialogOptions<T>): Promise<T | null> {
  const cancel = options.cancel ?? cancelButton();
  const result = await wait(options, [
    { ...options.confirm, default: true, callback: (_event, button) => ({ values: formValues(button) }) },
    { action: cancel.action, label: cancel.label },
  ]);
  if (result === cancel.action) return options.cancel?.answer ?? null;
  if (!result || typeof result !== "object" || !("values" in result)) return null;
  // cast: the dialog's callback answers `{values}`, checked just above.
  return options.read((result as { values: Record<string, unknown> }).values);
}

/** The action of the button clicked, or null when cancelled or closed. */
export async function askAction<A extends string>(options: ActionDialogOptions<A>): Promise<A | null> {
  const result = await wait(options, options.cancel === false ? options.buttons : [...options.buttons, cancelButton()]);
  return options.buttons.find((button) => button.action === result)?.action ?? null;
}

export const CONFIRM_TEMPLATE = templatePath("dialogs/confirm.hbs");

/** A question in one sentence, with a confirming button and Cancel: true only when confirmed. */
export async function askConfirm(title: string, text: string, confirmLabel: string): Promise<boolean> {
  return (await askAction({ template: CONFIRM_TEMPLATE, data: { text }, title, buttons: [{ action: "confirm", label: confirmLabel, default: true }] })) === "confirm";
}

/** A select's value when it is one of the offered `ids`, else null (the workflow checks the answer again). */
export function oneOf(value: unknown, ids: readonly string[]): string | null {
  const chosen = String(value ?? "");
  return ids.includes(chosen) ? chosen : null;
}
