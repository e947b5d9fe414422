/**
 * The live-world runner of the shared scenarios (test/scenarios): the GM's browser runs the scenario itself;
 * the player's steps run in a second browser logged in as that player (./agent.ts); dialogs on the GM's screen
 * are answered by clicking the real DialogV2 buttons; waiting means watching document events until the world
 * is quiet or a condition holds. Everything the scenario created, the chat messages it caused, the settings it
 * changed and the world time it moved are put back at cleanup, so a run leaves the world as it found it.
 *
 * Hang guards (`GUARD_MS`) only stop a wait that would never end; no assertion depends on how long anything took.
 */
import type { DialogResponder, Harness, NotificationView, Scenario } from "../test/scenarios/harness";
import { recordCompatibilityLines } from "../test/scenarios/console-recorder";
import { answerDialog, onHook, SYSTEM, viewDialog } from "../test/scenarios/support";
import { clearPlayerFlags, requestPlayerStep } from "./agent";

/** Longest wait for a condition, a quiet world or the player's browser. */
export const GUARD_MS = 15_000;
/** A world with no document event for this long counts as settled. */
const QUIET_MS = 400;
/** Document events that mean another client (or an async hook) is still at work. */
const ACTIVITY_HOOKS = ["Actor", "Item", "ActiveEffect", "ChatMessage", "Combat", "Combatant", "Token", "Scene", "User", "Setting"].flatMap((name) => [
  `create${name}`,
  `update${name}`,
  `delete${name}`,
]);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type NotifyLevel = NotificationView["level"];
const NOTIFY_METHODS: Array<[string, NotifyLevel]> = [
  ["info", "info"],
  ["warn", "warning"],
  ["error", "error"],
  ["success", "success"],
];

/** `CONFIG.compatibility` (v13): the level compatibility warnings are raised at. */
interface CompatibilityConfig {
  mode: number;
}

export function compatibilityConfig(): CompatibilityConfig | null {
  // cast: v13 CONFIG.compatibility {mode, includePatterns, excludePatterns}; read structurally.
  return (CONFIG as unknown as { compatibility?: CompatibilityConfig }).compatibility ?? null;
}

/** `CONST.COMPATIBILITY_MODES.ERROR`: warnings logged as errors (FAILURE would throw inside core code). */
export function errorMode(): number {
  // cast: v13 CONST.COMPATIBILITY_MODES {SILENT, WARNING, ERROR, FAILURE}.
  return (CONST as unknown as { COMPATIBILITY_MODES?: { ERROR?: number } }).COMPATIBILITY_MODES?.ERROR ?? 2;
}

/** The first active non-GM user other than this one (the second browser), or null. */
export function activePlayer(): User.Implementation | null {
  return game.users?.find((user) => user.active && !user.isGM && !user.isSelf) ?? null;
}

export interface FoundryHarness extends Harness {
  cleanup(): Promise<void>;
}

export function foundryHarness(scenario: Scenario, bootWarnings: readonly string[]): FoundryHarness {
  const undo: Array<() => unknown> = [];
  const tracked: Array<{ delete(): Promise<unknown> }> = [];
  const messages = new Set<string>();
  /** Old values by `namespace.key`. */
  const settings = new Map<string, { namespace: string; key: string; value: unknown }>();
  const startTime = game.time?.worldTime ?? 0;
  let lastActivity = Date.now();
  const wakers = new Set<() => void>();

  for (const name of ACTIVITY_HOOKS) {
    undo.push(
      onHook(name, () => {
        lastActivity = Date.now();
        for (const wake of [...wakers]) wake();
      }),
    );
  }
  // cast: the hook's first argument is the created message.
  undo.push(onHook("createChatMessage", (message) => void messages.add((message as ChatMessage.Implementation).id!)));

  /** Resolves at the next document event, or after `ms`. */
  const nextEvent = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        wakers.delete(wake);
        resolve();
      };
      wakers.add(wake);
      setTimeout(wake, ms);
    });

  const player = activePlayer();
  // cast: settings of the system's namespace, read and written by name.
  const settingsApi = game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

  const harness: FoundryHarness = {
    gm: game.user!,
    player,
    async asPlayer(step, data = {}) {
      if (!player) throw new Error("no player browser");
      await requestPlayerStep(player, { scenario: scenario.id, step, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> }, GUARD_MS);
    },
    async settle() {
      const started = Date.now();
      await sleep(0);
      while (Date.now() - lastActivity < QUIET_MS && Date.now() - started < GUARD_MS) await sleep(QUIET_MS / 4);
    },
    async eventually(what, check) {
      const started = Date.now();
      for (;;) {
        try {
          return await check();
        } catch (error) {
          if (Date.now() - started > GUARD_MS) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new Error(`${what}: still not so after ${GUARD_MS / 1000} s (hang guard). ${reason}`, { cause: error });
          }
          await nextEvent(250);
        }
      }
    },
    answerDialogs(responder: DialogResponder) {
      const stop = onHook("renderDialogV2", (application) => {
        // cast: the rendered DialogV2 (ApplicationV2: element and title).
        const app = application as { element: HTMLElement; title: string };
        // After the render finished (the hook runs inside it), as a person would click.
        setTimeout(() => {
          const reply = responder(viewDialog(app.element, app.title));
          if (reply) answerDialog(app.element, reply);
        }, 0);
      });
      undo.push(stop);
    },
    recordNotifications() {
      const list: NotificationView[] = [];
      // cast: the Notifications instance's methods, wrapped on the instance and restored at cleanup.
      const notifications = ui.notifications as unknown as Record<string, (message: unknown, options?: unknown) => unknown>;
      for (const [method, level] of NOTIFY_METHODS) {
        const original = notifications[method]!;
        const hadOwn = Object.hasOwn(notifications, method);
        notifications[method] = function (this: unknown, message: unknown, options?: unknown) {
          list.push({ level, message: String(message) });
          return original.call(this, message, options);
        };
        undo.push(() => {
          if (hadOwn) notifications[method] = original;
          else delete notifications[method];
        });
      }
      return list;
    },
    recordCompatibilityWarnings() {
      const config = compatibilityConfig();
      if (config) {
        const mode = config.mode;
        config.mode = errorMode();
        undo.push(() => (config.mode = mode));
      }
      const recorder = recordCompatibilityLines({ othersIgnored: true });
      undo.push(() => recorder.stop());
      return recorder.lines;
    },
    bootWarnings,
    async setSetting(key, value, namespace = SYSTEM) {
      const id = `${namespace}.${key}`;
      if (!settings.has(id)) settings.set(id, { namespace, key, value: settingsApi.get(namespace, key) });
      await settingsApi.set(namespace, key, value);
    },
    async advanceTime(seconds) {
      await game.time!.advance(seconds);
    },
    async pickFile(path) {
      // v13's FilePicker is an ApplicationV2 (foundry.applications.instances); choosing a file calls its
      // `callback` option with the path, then the picker closes.
      type Picker = { options?: { callback?: (path: string, picker: unknown) => unknown }; callback?: (path: string, picker: unknown) => unknown; close(): Promise<unknown> };
      const picker = await harness.eventually("a FilePicker is open", () => {
        // cast: the open applications and v13's FilePicker class, read structurally.
        const api = foundry.applications as unknown as { instances?: Map<string, unknown>; apps?: { FilePicker?: abstract new (...args: never[]) => unknown } };
        const cls = api.apps?.FilePicker;
        const open = [...(api.instances?.values() ?? [])].filter((app) => cls && app instanceof cls);
        if (!open.length) throw new Error("no FilePicker is open");
        return open.at(-1) as Picker;
      });
      const callback = picker.options?.callback ?? picker.callback;
      if (!callback) throw new Error("the FilePicker has no callback");
      await callback(path, picker);
      await picker.close();
    },
    track(document) {
      tracked.push(document);
      return document;
    },
    async cleanup() {
      await harness.settle();
      for (const stop of undo.reverse()) stop();
      const problems: string[] = [];
      const attempt = async (what: string, fn: () => Promise<unknown>) => {
        try {
          await fn();
        } catch (error) {
          problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      for (const document of tracked.reverse()) {
        // A document already gone (deleted by the scenario, or with its parent) needs nothing.
        const gone = (document as { id?: string | null; collection?: { has(id: string): boolean } }).collection;
        const id = (document as { id?: string | null }).id;
        if (gone && id && !gone.has(id)) continue;
        await attempt("delete a created document", () => document.delete());
      }
      const leftover = [...messages].filter((id) => game.messages?.has(id));
      if (leftover.length) await attempt("delete the scenario's chat messages", () => ChatMessage.deleteDocuments(leftover));
      for (const [id, { namespace, key, value }] of settings) await attempt(`restore setting ${id}`, () => settingsApi.set(namespace, key, value));
      const moved = (game.time?.worldTime ?? startTime) - startTime;
      if (moved !== 0) await attempt("restore world time", () => game.time!.advance(-moved));
      if (player) await attempt("clear the player's step flags", () => clearPlayerFlags(player));
      if (problems.length) console.warn(`augmented | Quench cleanup of ${scenario.id} left something behind:`, problems);
    },
  };
  return harness;
}
