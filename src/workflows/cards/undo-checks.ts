/**
 * What an Undo checks once its own writes have landed (DESIGN.md, Trust: undo is
 * all-or-nothing): a write of another client that landed between the undo's plan and its writes (an attach onto
 * the port the undo deletes) may make the undone state impossible. Features register a check (from their own
 * register function, at init) returning what is wrong with the actor now; the undo puts everything back and
 * refuses, naming it, when any check answers.
 */
export type UndoCheck = (actor: Actor.Implementation) => string[];

const CHECKS: UndoCheck[] = [];

export function registerUndoCheck(check: UndoCheck): void {
  CHECKS.push(check);
}

export function undoChecksFail(actor: Actor.Implementation): string[] {
  return CHECKS.flatMap((check) => check(actor));
}
