/**
 * The test's side of dialogs (`world.dialogs`). A DialogV2 really renders (in the client's DOM); then the
 * first queued answer meant for that client answers it: it fills the named form fields and clicks the button
 * with the given action, exactly as a person would. With no queued answer the dialog stays open: find it in
 * `world.dialogs.open` and click it yourself (`world.dialogs.answer(dialog, ...)`), and `world.settle()`
 * returns once nothing but open dialogs is left waiting.
 */
import type { Client } from "./client";
import type { DialogV2 } from "./dialog";
import { runAsClient } from "./runtime";
import type { User } from "./user";
import type { World } from "./world";

export interface DialogAnswerSpec {
  /** The button to press (its `action`), e.g. "yes", "ok", or a custom one. Default: the default button. */
  action?: string;
  /** Form fields to fill before pressing: input/select name → value (checkboxes take booleans, radio groups the value to check). */
  fields?: Record<string, string | number | boolean>;
  /** Only answer a dialog shown to this user (name, User or Client); default: any client. */
  client?: string | User | Client;
  /** Only answer a dialog whose title or content contains this text. */
  matching?: string;
}

export type DialogAnswer = string | DialogAnswerSpec | ((dialog: DialogV2) => unknown);

interface Queued {
  answer: DialogAnswer;
  client: Client | null;
  matching?: string;
}

export interface DialogRecord {
  dialog: DialogV2;
  title: string;
  content: string;
  userId: string;
}

export class DialogController {
  readonly world: World;
  /** Every dialog shown in this world, in order. */
  readonly history: DialogRecord[] = [];
  private readonly queue: Queued[] = [];
  private readonly openDialogs = new Set<DialogV2>();

  constructor(world: World) {
    this.world = world;
  }

  /** Dialogs currently open, oldest first. */
  get open(): DialogV2[] {
    return [...this.openDialogs];
  }

  /** Queues an answer for the next matching dialog (a string is a button action). */
  respond(answer: DialogAnswer): this {
    const spec = typeof answer === "object" ? answer : undefined;
    this.queue.push({ answer, client: spec?.client ? this.world.client(spec.client) : null, matching: spec?.matching });
    return this;
  }

  /** Queued answers not used yet. */
  get pending(): number {
    return this.queue.length;
  }

  /** Called by DialogV2 once rendered. */
  opened(dialog: DialogV2): void {
    this.openDialogs.add(dialog);
    const content = dialog.element.querySelector(".dialog-content")?.textContent ?? "";
    this.history.push({ dialog, title: dialog.title, content, userId: String(dialog.client.user.id) });
    const index = this.queue.findIndex((q) => (!q.client || q.client === dialog.client) && (!q.matching || `${dialog.title} ${content}`.includes(q.matching)));
    if (index < 0) return;
    const [queued] = this.queue.splice(index, 1);
    this.world.track(Promise.resolve().then(() => this.answer(dialog, (queued as Queued).answer)), `answer to dialog "${String(dialog.title)}"`);
  }

  closed(dialog: DialogV2): void {
    this.openDialogs.delete(dialog);
  }

  /** Answers an open dialog now: fills fields, presses the button (see DialogAnswerSpec). */
  async answer(dialog: DialogV2, answer: DialogAnswer): Promise<void> {
    await runAsClient(dialog.client, async () => {
      if (typeof answer === "function") {
        await answer(dialog);
        return;
      }
      const spec: DialogAnswerSpec = typeof answer === "string" ? { action: answer } : answer;
      const root = dialog.element;
      for (const [name, value] of Object.entries(spec.fields ?? {})) {
        const field = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);
        if (!field) throw new Error(`The dialog "${dialog.title}" has no field named ${name}`);
        if (field instanceof HTMLInputElement && field.type === "radio") {
          // A radio group: the box with that value is checked, as a click on it does.
          const box = root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${String(value)}"]`);
          if (!box) throw new Error(`The dialog "${dialog.title}" has no choice ${String(value)} for ${name}`);
          box.checked = true;
          box.dispatchEvent(new Event("change", { bubbles: true }));
          continue;
        }
        if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = Boolean(value);
        else field.value = String(value);
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      const action = spec.action ?? dialog.buttons.find((b) => b.default)?.action ?? dialog.buttons[0]?.action;
      const button = root.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
      if (!button) throw new Error(`The dialog "${dialog.title}" has no button "${String(action)}"`);
      button.click();
    });
  }
}
