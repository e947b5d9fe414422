/**
 * The stand-in runner of the shared scenarios (test/scenarios): a fresh in-memory world with a GM and a player,
 * the scenario's code on the GM's client, the player's steps on the player's client (`world.as`), dialogs on the
 * GM's client answered by clicking their buttons, and `settle()` for everything other clients do. Nothing is
 * cleaned up: each scenario gets a new world.
 */
import { createWorld } from "../../foundry";
import type { DialogResponder, Harness, NotificationView, Scenario } from "../../scenarios/harness";
import { recordCompatibilityLines } from "../../scenarios/console-recorder";
import { answerDialog, SYSTEM, viewDialog } from "../../scenarios/support";

type World = Awaited<ReturnType<typeof createWorld>>;

/** The stand-in's DialogV2 as the harness reads it. */
interface RenderedDialog {
  element: HTMLElement;
  title: string;
}

function harnessFor(world: World, scenario: Scenario, bootWarnings: string[], stops: Array<() => void>): Harness {
  const gmId = world.gm.user.id;
  const connectedPlayer = world.clients.find((c) => c.connected && !c.user.isGM);
  // cast (both): the stand-in's User implements the public User API the scenarios read.
  const gm = world.gm.user as unknown as User.Implementation;
  const player = (connectedPlayer?.user ?? null) as unknown as User.Implementation | null;
  const harness: Harness = {
    gm,
    player,
    async asPlayer(step, data = {}) {
      const fn = scenario.playerSteps?.[step];
      if (!fn || !connectedPlayer) throw new Error(`no player step ${step} (or no player)`);
      await world.as(connectedPlayer, () => fn(JSON.parse(JSON.stringify(data)) as Record<string, unknown>));
      await world.settle();
    },
    settle: () => world.settle(),
    async eventually(_what, check) {
      await world.settle();
      return check();
    },
    answerDialogs(responder: DialogResponder) {
      world.as(world.gm, () => {
        const id = Hooks.on("renderDialogV2", (app: unknown) => {
          // cast: the stand-in's DialogV2 (its element and title), as v13's.
          const dialog = app as RenderedDialog;
          world.track(
            world.dialogs.answer(dialog as never, () => {
              const reply = responder(viewDialog(dialog.element, dialog.title));
              if (reply) answerDialog(dialog.element, reply);
            }),
          );
        });
        stops.push(() => world.as(world.gm, () => Hooks.off("renderDialogV2", id)));
      });
    },
    recordNotifications() {
      const start = world.notifications.length;
      const current = (): NotificationView[] =>
        world.notifications
          .slice(start)
          .filter((n) => n.userId === gmId)
          .map((n) => ({ level: n.level, message: n.message }));
      // A live view: every read sees the notifications recorded so far.
      return new Proxy([] as NotificationView[], {
        get: (_target, key) => Reflect.get(current(), key),
        has: (_target, key) => Reflect.has(current(), key),
      });
    },
    recordCompatibilityWarnings() {
      const recorder = recordCompatibilityLines();
      stops.push(() => recorder.stop());
      return recorder.lines;
    },
    bootWarnings,
    async setSetting(key, value, namespace = SYSTEM) {
      await world.as(world.gm, async () => {
        // cast: the system's settings are typed in src/types.d.ts; scenarios set them by name.
        await (game.settings as unknown as { set(ns: string, key: string, value: unknown): Promise<unknown> }).set(namespace, key, value);
      });
      await world.settle();
    },
    async advanceTime(seconds) {
      await world.as(world.gm, () => game.time!.advance(seconds));
      await world.settle();
    },
    async pickFile(path) {
      await world.settle();
      // cast: the stand-in's FilePicker lists the pickers browsed and not answered (test/foundry/file-picker.ts).
      const pickers = (foundry.applications.apps.FilePicker as unknown as { opened: Array<{ pick(path: string): Promise<void> }> }).opened;
      const picker = pickers.at(-1);
      if (!picker) throw new Error("no FilePicker is open");
      await world.as(world.gm, () => picker.pick(path));
      await world.settle();
    },
    track: (document) => document,
  };
  return harness;
}

/** Boots a fresh stand-in world (a GM and a player) and runs one scenario in it. */
export async function runOnStandin(
  scenario: Scenario,
  options: { users?: NonNullable<Parameters<typeof createWorld>[0]>["users"]; boot?: () => Promise<World> } = {},
): Promise<void> {
  const boot = recordCompatibilityLines();
  let world: World;
  try {
    // `boot`: another world (a dnd5e one with the companion module, test/integration/adapters).
    world = options.boot ? await options.boot() : await createWorld({ seed: 9, ...(options.users ? { users: options.users } : {}) });
  } finally {
    boot.stop();
  }
  const stops: Array<() => void> = [];
  try {
    await scenario.run(harnessFor(world, scenario, boot.lines, stops));
    await world.settle();
  } finally {
    for (const stop of stops.reverse()) stop();
  }
}
