/** Listening on dnd5e's own hooks (`dnd5e.*`, by name), which the core hook types do not declare. */
export type OnDnd5e = (name: string, fn: (...args: never[]) => unknown) => number;
