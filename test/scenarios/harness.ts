/**
 * One scenario, two runners (issue 9, item 4). A scenario's body is written once against Foundry's public API
 * (`game`, `Actor`, `Item`, `ChatMessage`, `fromUuid`, `foundry.*`, DOM events on rendered sheets) and runs:
 * - on the in-memory stand-in (test/foundry) under vitest: test/integration/scenarios/*.test.ts;
 * - inside a live Foundry v13 world under the Quench module: quench/index.ts (built to dist/augmented-quench.mjs).
 *
 * What differs between the two is behind this harness: how to wait for other clients, how dialogs are answered,
 * who the player is and how their browser is made to act, what gets cleaned up. A scenario never asks which
 * runner it is in. Dice are real in Foundry, so every assertion holds for any roll (or reads the roll back).
 */

/** What a dialog looks like to a responder: its title, its text and the names of its form fields. */
export interface DialogView {
  title: string;
  text: string;
  fields: string[];
  /** The `data-action` of its buttons, in order. */
  actions: string[];
}

/** How to answer a dialog: fill `fields` (by name), then press `action` (default: the default button). */
export interface DialogReply {
  action?: string;
  fields?: Record<string, string | number | boolean>;
}

/** Decides a dialog's answer; `null` leaves it open (the scenario then fails on whatever waited for it). */
export type DialogResponder = (dialog: DialogView) => DialogReply | null;

export interface NotificationView {
  level: "info" | "warning" | "error" | "success";
  message: string;
}

export interface Harness {
  /** The GM: the scenario's own code runs on the GM's client. */
  readonly gm: User.Implementation;
  /** A connected non-GM user, or null (scenarios with `needsPlayer` are then pending). */
  readonly player: User.Implementation | null;

  /**
   * Runs one of the scenario's `playerSteps` on the player's client (its own `game.user`, hooks and windows),
   * with JSON data, and resolves once the step's function returned there.
   */
  asPlayer(step: string, data?: Record<string, unknown>): Promise<void>;

  /** Lets other clients and the work hooks started finish (call it before asserting what they did). */
  settle(): Promise<void>;
  /**
   * Waits until `check` stops throwing, then returns its value. The stand-in settles and checks once; a live
   * world retries as broadcasts arrive, up to a hang guard (never a timing assertion: the condition decides).
   */
  eventually<T>(what: string, check: () => T | Promise<T>): Promise<T>;

  /** Answers every DialogV2 opened on the GM's client while the scenario runs, by clicking its real buttons. */
  answerDialogs(responder: DialogResponder): void;
  /** Starts recording `ui.notifications` on the GM's client; the returned list fills as they come. */
  recordNotifications(): NotificationView[];
  /**
   * Starts recording compatibility (deprecation) warnings with `CONFIG.compatibility` at its error level where
   * the runner has one; the returned list fills as they come. `bootWarnings` are those recorded since load.
   */
  recordCompatibilityWarnings(): string[];
  readonly bootWarnings: readonly string[];

  /**
   * Sets a world setting for this scenario, the system's unless `namespace` names another package (the dnd5e
   * module's, `augmented-dnd5e`); the old value comes back at cleanup.
   */
  setSetting(key: string, value: unknown, namespace?: string): Promise<void>;
  /** Advances world time (as the GM); a live world gets its old time back at cleanup. */
  advanceTime(seconds: number): Promise<void>;
  /**
   * The GM picks `path` in the FilePicker opened last on the GM's client (as choosing a file there does: the
   * picker's `callback` gets the path), once one is open.
   */
  pickFile(path: string): Promise<void>;
  /** Remembers a document the scenario created, deleted at cleanup (live worlds keep nothing behind). */
  track<T extends { delete(): Promise<unknown> }>(document: T): T;
}

export interface Scenario {
  /** Stable id: the vitest file name, the Quench batch key suffix, and what the package test looks for. */
  id: string;
  title: string;
  /** Which rules or issue items it proves (named in test titles). */
  proves: string;
  /** Needs a second, logged-in player browser: pending with a reason when there is none. */
  needsPlayer?: boolean;
  /**
   * Why the scenario cannot run in this world (a content line the world has off), or null: read on the GM's client
   * before anything is created; the batch is then pending with that reason.
   */
  unavailable?: () => string | null;
  /** Steps run on the player's client through `harness.asPlayer(name, data)`. */
  playerSteps?: Record<string, (data: Record<string, unknown>) => Promise<void>>;
  run(harness: Harness): Promise<void>;
}

/** Identity function that types a scenario module's export. */
export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}

/** Why a scenario that needs a player cannot run (shown as the pending reason). */
export const NO_PLAYER_REASON = "needs a second browser logged in as a player (no non-GM user is active)";
