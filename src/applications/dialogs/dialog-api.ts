/**
 * The typed slice of Foundry's DialogV2 the system calls (static `wait`), seen through a narrow interface for
 * the same reason as sheet-base.ts: the full community types of the application classes are costly to
 * instantiate. Everything here is Foundry's own DialogV2 at runtime.
 */
export interface DialogButtonSpec {
  action: string;
  label: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: unknown) => unknown;
}

export interface DialogWaitOptions {
  window: { title: string };
  content: string;
  buttons: DialogButtonSpec[];
  rejectClose?: boolean;
  modal?: boolean;
}

interface DialogApi {
  wait(options: DialogWaitOptions): Promise<unknown>;
}

export function dialogApi(): DialogApi {
  // cast: see the file comment.
  return foundry.applications.api.DialogV2 as DialogApi;
}

/** The dialog form's values (FormDataExtended: numbers typed, checkboxes as booleans). */
export function formValues(button: HTMLButtonElement): Record<string, unknown> {
  const form = button.form;
  if (!form) return {};
  // cast: FormDataExtended#object is a flat record of the form's values.
  return new foundry.applications.ux.FormDataExtended(form).object as Record<string, unknown>;
}
