/**
 * The module's actor windows (the body map, the Gearforged and Automail windows): the slice of ApplicationV2 they use,
 * and the windows of one kind open on this client, by actor uuid. Kept per client session (keyed by the session's
 * `game`, as the system's Workshop keeps its window), so a window of an earlier world never answers for this one.
 */

import { applicationBase } from "../../sheets/sheet-base";
import { localize } from "../../utils/notify";

/** The slice of ApplicationV2 (v13) the windows use (the mixed class's full types overflow tsc, see sheet-base.ts). */
export interface ActorWindowInstance {
  readonly rendered: boolean;
  readonly element: HTMLElement;
  readonly options: { actor?: Actor.Implementation };
  render(options?: boolean | { force?: boolean }): Promise<unknown>;
  close(options?: object): Promise<unknown>;
  _prepareContext(options: object): Promise<Record<string, unknown>>;
  _onRender(context: Record<string, unknown>, options: object): Promise<void>;
  _onClose(options: object): void;
}

/** What the registry needs of a window: its actor and ApplicationV2's render. */
interface ActorWindowLike {
  readonly actor: Actor.Implementation;
  readonly rendered: boolean;
  render(options?: boolean | { force?: boolean }): Promise<unknown>;
}

/** The open windows of one kind. */
export class OpenWindows<W extends ActorWindowLike> {
  readonly #bySession = new WeakMap<object, Map<string, W>>();

  #windows(): Map<string, W> {
    let windows = this.#bySession.get(game);
    if (!windows) this.#bySession.set(game, (windows = new Map()));
    return windows;
  }

  /** The actor's window, when open. */
  of(actor: Actor.Implementation): W | null {
    return this.#windows().get(actor.uuid) ?? null;
  }

  /** A window drew itself (its `_onRender`). */
  drawn(window: W): void {
    this.#windows().set(window.actor.uuid, window);
  }

  /** A window closed (its `_onClose`). */
  closed(window: W): void {
    const windows = this.#windows();
    if (windows.get(window.actor.uuid) === window) windows.delete(window.actor.uuid);
  }

  /** Open (or bring forward) the actor's window, made by `make` when none is open. */
  async open(actor: Actor.Implementation, make: () => W): Promise<W> {
    const window = this.of(actor) ?? make();
    await window.render({ force: true });
    return window;
  }

  /** The actor's open window draws itself again (after a change to the actor or one of its documents). */
  refresh(actor: unknown): void {
    if (!(actor instanceof Actor)) return;
    // cast: an Actor instance of this client is the configured Actor class.
    const window = this.of(actor as Actor.Implementation);
    if (window?.rendered) void window.render();
  }

  /** Every open window draws itself again (world time moved). */
  refreshAll(): void {
    for (const window of this.#windows().values()) if (window.rendered) void window.render();
  }
}

/**
 * The base of the module's actor windows: the actor it shows (given in its options), its title (`titleKey` with the
 * actor's name), and who may act in it (the actor's owners; each workflow checks again when it runs).
 */
export function actorWindowBase(titleKey: string) {
  return class ActorWindow extends applicationBase<ActorWindowInstance>() {
    get actor(): Actor.Implementation {
      const actor = this.options.actor;
      if (!actor) throw new TypeError(`augmented-dnd5e | ${this.constructor.name} needs an actor`);
      return actor;
    }

    get title(): string {
      return localize(titleKey, { name: this.actor.name });
    }

    get editable(): boolean {
      return this.actor.isOwner;
    }
  };
}
