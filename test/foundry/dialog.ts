/**
 * `foundry.applications.api.DialogV2` (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html):
 * a `<dialog>` window holding a form with the content and one button per `buttons` entry. Clicking a button
 * runs its `callback(event, button, dialog)` (its result, else the button's action, is the dialog's value),
 * then `submit(result, dialog)`, then closes. Static `wait`, `confirm` (true/false unless callbacks), `prompt`,
 * `input` (the form's data object); closing without a button gives null, or rejects with `rejectClose`.
 * In tests, answers are queued with `world.dialogs.respond(...)` or given by clicking the rendered buttons.
 */
import { ApplicationV2, type RenderOptions } from "./application";
import { FormDataExtended } from "./form-data";
import { escapeHTML, type PlainObject } from "./utils";

export type DialogCallback = (event: Event, button: HTMLButtonElement, dialog: DialogV2) => unknown;

export interface DialogButton {
  action: string;
  label: string;
  icon?: string;
  class?: string;
  default?: boolean;
  disabled?: boolean;
  type?: string;
  callback?: DialogCallback;
}

export interface DialogOptions extends PlainObject {
  buttons?: DialogButton[];
  content?: string | HTMLElement;
  modal?: boolean;
  submit?: (result: unknown, dialog: DialogV2) => unknown;
  window?: PlainObject;
}

interface WaitOptions extends DialogOptions {
  rejectClose?: boolean;
  close?: (event: Event, dialog: DialogV2) => unknown;
  render?: (event: Event, dialog: DialogV2) => unknown;
}

export class DialogV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: PlainObject = {
    id: "dialog-{id}",
    classes: ["dialog"],
    tag: "dialog",
    window: { frame: true, positioned: true, minimizable: false },
    buttons: [],
    content: "",
    modal: false,
    submit: null,
  };

  /** Set once a button was pressed, so closing afterwards is not a dismissal. */
  submitted = false;

  get buttons(): DialogButton[] {
    return (this.options.buttons ?? []) as DialogButton[];
  }

  protected override async _renderHTML(): Promise<HTMLFormElement> {
    const form = document.createElement("form");
    form.className = "dialog-form standard-form";
    const content = this.options.content as string | HTMLElement | undefined;
    const body = document.createElement("div");
    body.className = "dialog-content standard-form";
    if (content instanceof HTMLElement) body.append(content);
    else body.innerHTML = content ?? "";
    const footer = document.createElement("footer");
    footer.className = "form-footer";
    for (const b of this.buttons) {
      const button = document.createElement("button");
      button.type = (b.type as "submit" | "button" | undefined) ?? "submit";
      button.dataset.action = b.action;
      if (b.class) button.className = b.class;
      if (b.default) button.autofocus = true;
      button.disabled = Boolean(b.disabled);
      button.innerHTML = `${b.icon ? `<i class="${escapeHTML(b.icon)}"></i> ` : ""}<span>${escapeHTML(this.client.world.i18n.localize(b.label))}</span>`;
      footer.append(button);
    }
    form.append(body, footer);
    return form;
  }

  protected override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLFormElement);
  }

  protected override async _onFirstRender(context: PlainObject, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    const root = this.element;
    root.setAttribute("open", "");
    // Buttons submit the inner form; handle the click directly so the pressed button is known.
    root.addEventListener("submit", (event) => event.preventDefault());
    this.client.world.dialogs.opened(this);
  }

  /** Clicks on `[data-action]` buttons of the dialog's footer resolve the dialog. */
  protected override _onClickAction(event: Event, target: HTMLElement): unknown {
    if (!(target instanceof HTMLButtonElement)) return undefined;
    const button = this.buttons.find((b) => b.action === target.dataset.action);
    if (!button) return undefined;
    event.preventDefault();
    return this.pressButton(event, target, button);
  }

  private async pressButton(event: Event, element: HTMLButtonElement, button: DialogButton): Promise<void> {
    this.submitted = true;
    const result = button.callback ? await button.callback(event, element, this) : button.action;
    const submit = this.options.submit as DialogOptions["submit"];
    await submit?.(result === undefined ? button.action : result, this);
    await this.close({ submitted: true });
  }

  /** Resolves with the pressed button's value (see the class comment). */
  static async wait({ rejectClose = false, close, render, ...options }: WaitOptions = {}): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const dialog = new this({
        ...options,
        submit: async (result: unknown, d: DialogV2) => {
          await options.submit?.(result, d);
          resolve(result);
        },
      });
      dialog.onClose = (event: Event) => {
        close?.(event, dialog);
        if (dialog.submitted) return;
        if (rejectClose) reject(new Error("Dialog was dismissed without pressing a button."));
        else resolve(null);
      };
      dialog.render({ force: true }).then(() => render?.(new Event("render"), dialog), reject);
    });
  }

  static async confirm({ yes = {}, no = {}, ...options }: WaitOptions & { yes?: Partial<DialogButton>; no?: Partial<DialogButton> } = {}): Promise<unknown> {
    return this.wait({
      ...options,
      buttons: [
        { action: "yes", label: "Yes", icon: "fa-solid fa-check", default: true, callback: () => true, ...yes } as DialogButton,
        { action: "no", label: "No", icon: "fa-solid fa-xmark", callback: () => false, ...no } as DialogButton,
      ],
    });
  }

  static async prompt({ ok = {}, ...options }: WaitOptions & { ok?: Partial<DialogButton> } = {}): Promise<unknown> {
    return this.wait({
      ...options,
      buttons: [{ action: "ok", label: "Confirm", icon: "fa-solid fa-check", default: true, ...ok } as DialogButton],
    });
  }

  /** Resolves with the form's data object (FormDataExtended). */
  static async input({ ok = {}, ...options }: WaitOptions & { ok?: Partial<DialogButton> } = {}): Promise<unknown> {
    const callback: DialogCallback = (_event, button) => new FormDataExtended(button.form as HTMLFormElement).object;
    return this.prompt({ ...options, ok: { callback, ...ok } });
  }

  /** Called once the dialog closed (set by `wait`). */
  onClose: ((event: Event) => void) | null = null;

  protected override _onClose(options: PlainObject): void {
    super._onClose(options);
    this.client.world.dialogs.closed(this);
    this.onClose?.(new Event("close"));
  }
}
