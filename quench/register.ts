/**
 * Registers one Quench batch per shared scenario (test/scenarios), key `augmented.<id>`, display name
 * `AUGMENTED: <title>` (Quench's naming convention). Each batch holds one mocha test that runs the scenario's own
 * `run` function with the live-world harness, then cleans up. A scenario that needs a second (player) browser
 * is pending, with the reason in its title, when no player is logged in; a batch run by a non-GM is pending too, and
 * so is a scenario the world cannot run (its `unavailable` reason: a dnd5e content line turned off).
 */
import { NO_PLAYER_REASON, type Harness, type Scenario } from "../test/scenarios/harness";
import { SCENARIOS } from "../test/scenarios";
import { activePlayer, foundryHarness, GUARD_MS } from "./harness";

/** The slice of Quench's API this uses (https://github.com/Ethaks/FVTT-Quench#register-a-test-batch). */
export interface QuenchLike {
  registerBatch(key: string, register: (context: BatchContext) => void | Promise<void>, options?: { displayName?: string; preSelected?: boolean }): void;
}

/** The mocha functions Quench hands a batch. */
export interface BatchContext {
  describe(title: string, fn: () => void): unknown;
  it(title: string, fn: (this: TestContext) => Promise<void>): unknown;
}

/** Mocha's `this` inside a test. */
export interface TestContext {
  timeout(ms: number): unknown;
  skip(): never;
  test?: { title: string };
}

/** A harness that can clean up after itself. */
export type RunnerHarness = Harness & { cleanup(): Promise<void> };

export interface RegisterOptions {
  scenarios?: readonly Scenario[];
  /** Builds the harness for one run (the live-world one unless a test gives another). */
  harness?: (scenario: Scenario) => RunnerHarness;
  /** Whether a player browser is there (checked before anything is created). */
  hasPlayer?: () => boolean;
  /** Whether this browser is a GM's. */
  isGM?: () => boolean;
}

/** Mocha's per-test limit; each wait inside has its own hang guard, so this only bounds a whole scenario. */
export const TEST_TIMEOUT_MS = 20 * GUARD_MS;

export const batchKey = (scenario: Scenario): string => `augmented.${scenario.id}`;

export function registerQuenchBatches(quench: QuenchLike, bootWarnings: readonly string[], options: RegisterOptions = {}): void {
  const scenarios = options.scenarios ?? SCENARIOS;
  const makeHarness = options.harness ?? ((scenario: Scenario) => foundryHarness(scenario, bootWarnings));
  const hasPlayer = options.hasPlayer ?? (() => activePlayer() !== null);
  const isGM = options.isGM ?? (() => game.user?.isGM === true);
  for (const scenario of scenarios) {
    quench.registerBatch(
      batchKey(scenario),
      ({ describe, it }) => {
        describe(scenario.title, () => {
          it(`${scenario.proves}: ${scenario.title}`, async function (this: TestContext) {
            this.timeout(TEST_TIMEOUT_MS);
            const pending = !isGM() ? "run the batch from a GM's browser" : scenario.needsPlayer && !hasPlayer() ? NO_PLAYER_REASON : (scenario.unavailable?.() ?? null);
            if (pending) {
              if (this.test) this.test.title += ` (pending: ${pending})`;
              this.skip();
            }
            const harness = makeHarness(scenario);
            try {
              await scenario.run(harness);
            } finally {
              await harness.cleanup();
            }
          });
        });
      },
      { displayName: `AUGMENTED: ${scenario.title}` },
    );
  }
}
