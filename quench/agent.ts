/**
 * The player's browser in a two-browser scenario. The GM's browser runs the batch; a step that must happen on
 * the player's client (a click in their chat log) is asked for by writing a request flag on the player's User
 * document, and answered by the player's browser writing a done flag on it.
 *
 * Why a User flag and not a query or socket message: in v13 a query handler learns nothing about its sender
 * (foundryvtt issue 13418), so any user could make this browser act. A document update carries the `userId`
 * the server stamps, so the player's browser runs a step only when a GM wrote the request (docs/ARCHITECTURE.md, Trust).
 * A step only does what the player could do by hand: it runs with the player's own permissions.
 */
import type { Scenario } from "../test/scenarios/harness";

/** The Quench package's own flag scope: active in a world of the system and in a dnd5e world alike (a User
 * accepts flags only under an active package's id, and a dnd5e world has no `augmented` package). */
const SCOPE = "augmented-quench";
const STEP_FLAG = "quenchStep";
const DONE_FLAG = "quenchDone";

interface StepRequest {
  id: string;
  scenario: string;
  step: string;
  data: Record<string, unknown>;
}

interface StepDone {
  id: string;
  error: string | null;
}

function isStepRequest(value: unknown): value is StepRequest {
  const v = value as Partial<StepRequest> | null;
  return typeof v?.id === "string" && typeof v.scenario === "string" && typeof v.step === "string" && typeof v.data === "object" && v.data !== null;
}

/** Whether an update touched one of this file's flags (the diff may hold only the keys that changed). */
function touches(changed: unknown, flag: string): boolean {
  return foundry.utils.hasProperty(changed as object, `flags.${SCOPE}.${flag}`);
}

function flagOf(user: User.Implementation, flag: string): unknown {
  // cast: the Quench package's flag scope on a User.
  return (user.flags as Record<string, Record<string, unknown> | undefined>)[SCOPE]?.[flag];
}

async function runStep(scenarios: readonly Scenario[], request: StepRequest): Promise<void> {
  let error: string | null = null;
  try {
    const step = scenarios.find((s) => s.id === request.scenario)?.playerSteps?.[request.step];
    if (!step) throw new Error(`no step ${request.step} in scenario ${request.scenario}`);
    await step(request.data);
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const done: StepDone = { id: request.id, error };
  // cast: setFlag on the Quench package's scope with plain data.
  await (game.user as unknown as { setFlag(scope: string, key: string, value: unknown): Promise<unknown> }).setFlag(SCOPE, DONE_FLAG, done);
}

/** On a non-GM client: carry out the step requests a GM writes on this user. */
export function registerPlayerAgent(scenarios: readonly Scenario[]): void {
  Hooks.on("updateUser", (user, changed, _options, userId) => {
    if (!user.isSelf || game.user?.isGM || !touches(changed, STEP_FLAG)) return;
    if (!game.users?.get(userId)?.isGM) return;
    const request = flagOf(user, STEP_FLAG);
    if (isStepRequest(request)) void runStep(scenarios, request);
  });
}

/**
 * On the GM's client: asks `player`'s browser to run a step and resolves when it reports back, or rejects with
 * its error, or after `guardMs` (a hang guard naming what to check: that browser, logged in, with Quench active).
 */
export async function requestPlayerStep(player: User.Implementation, request: Omit<StepRequest, "id">, guardMs: number): Promise<void> {
  const id = foundry.utils.randomID();
  let hookId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<void>((resolve, reject) => {
    hookId = Hooks.on("updateUser", (user, changed) => {
      if (user.id !== player.id || !touches(changed, DONE_FLAG)) return;
      const answer = flagOf(user, DONE_FLAG) as StepDone | undefined;
      if (answer?.id !== id) return;
      if (answer.error) reject(new Error(`step ${request.step} failed in ${player.name}'s browser: ${answer.error}`));
      else resolve();
    });
    timer = setTimeout(
      () => reject(new Error(`${player.name}'s browser did not run step ${request.step} within ${guardMs / 1000} s: is it logged in, in this world, with Quench active?`)),
      guardMs,
    );
  });
  try {
    // cast: a GM may write any user's flags; the Quench package's scope with plain data.
    await (player as unknown as { setFlag(scope: string, key: string, value: unknown): Promise<unknown> }).setFlag(SCOPE, STEP_FLAG, { ...request, id });
    await done;
  } finally {
    Hooks.off("updateUser", hookId);
    clearTimeout(timer);
  }
}

/** Removes the step flags from a player (scenario cleanup). */
export async function clearPlayerFlags(player: User.Implementation): Promise<void> {
  // cast: the Quench package's flag scope.
  const target = player as unknown as { unsetFlag(scope: string, key: string): Promise<unknown> };
  await target.unsetFlag(SCOPE, STEP_FLAG);
  await target.unsetFlag(SCOPE, DONE_FLAG);
}
