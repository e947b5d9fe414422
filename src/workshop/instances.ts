/**
 * The open GM Workshop of this client session: world time re-renders it when it is open (src/hooks/combat.ts).
 */

/** What the world-time refresh needs of a workshop window. */
export interface WorkshopWindow {
  readonly rendered: boolean;
  render(options?: object): Promise<unknown>;
}

// One workshop per client session, keyed by the session's `game` (a module copy may outlive a world in tests).
export const workshops = new WeakMap<object, WorkshopWindow>();

/** Re-render the workshop if it is open on this client (world time moved). */
export function refreshWorkshop(): void {
  const instance = workshops.get(game);
  if (instance?.rendered) void instance.render();
}
