/**
 * Answers every dialog the workflows open the way a hurried but sensible table does: keeps the pre-filled
 * defaults (docs/ARCHITECTURE.md, Conventions: GM decisions are asked for, pre-filled with defaults), types a short text where a text is
 * asked for, pays when a cost is asked, and otherwise presses the dialog's default button. The random-sequence
 * suite needs this because it cannot know in advance which dialogs a sequence opens (a flawed install asks for
 * the flaw, a natural 18 offers a Lasting Effect…).
 */
import type { World } from "../workflows/setup";

type OpenDialog = World["dialogs"]["open"][number];

const PREFERRED = ["pay", "waive", "ok", "grant", "rest"];

export function answerSensibly(dialog: OpenDialog): void {
  const root = dialog.element;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[type=text], input:not([type]), textarea")) {
    // A roll dialog's situational bonus is a formula: a table leaves it blank (issue 25: the suite's text in it made
    // every attack use, and every check with that dialog, a refusal, "… is not a valid bonus"); dnd5e's roll dialog
    // names it `roll.N.situational` (templates/dice/roll-formulas.hbs:25 at release-5.3.3).
    if (/bonus|formula|situational/i.test(field.name)) continue;
    if (!field.value.trim()) field.value = "Noted by the suite.";
  }
  for (const field of root.querySelectorAll<HTMLInputElement>("input[type=number]")) {
    if (!field.value.trim()) field.value = field.name === "dc2" ? "15" : "10";
  }
  const actions = dialog.buttons.map((button) => button.action);
  const action = PREFERRED.find((name) => actions.includes(name)) ?? dialog.buttons.find((button) => button.default)?.action ?? actions.find((name) => name !== "cancel") ?? actions[0];
  const button = root.querySelector<HTMLButtonElement>(`button[data-action="${String(action)}"]`);
  if (!button) throw new Error(`dialog "${dialog.title}" has no button to press`);
  button.click();
}

/**
 * Waits for `work` (already started) while answering every dialog that opens, then settles the world. Errors
 * recorded by the world (hooks, other clients) are returned, not thrown, so the suite can report them with the
 * sequence that caused them.
 */
export async function drive<T>(world: World, work: Promise<T>): Promise<{ value: T | undefined; error: unknown; worldErrors: string[] }> {
  let done = false;
  let value: T | undefined;
  let error: unknown = null;
  const finished = work.then(
    (result) => {
      value = result;
    },
    (failure: unknown) => {
      error = failure;
    },
  ).finally(() => {
    done = true;
  });
  for (let round = 0; round < 2000; round++) {
    await world.settle({ throwErrors: false });
    const open = world.dialogs.open;
    if (open.length === 0 && done && world.pendingWork().length === 0) break;
    for (const dialog of open) await world.dialogs.answer(dialog, answerSensibly);
    if (open.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await finished;
  await world.settle({ throwErrors: false });
  const worldErrors = world.errors.splice(0).map((entry) => `${entry.context}: ${entry.error instanceof Error ? entry.error.message : String(entry.error)}`);
  return { value, error, worldErrors };
}
