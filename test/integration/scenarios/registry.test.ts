/**
 * Issue 9, "Done when": the Quench batch runs the same scenario functions as the integration tests. The real
 * entry (quench/index.ts) is loaded into a stand-in world and handed a fake Quench global before `setup`; each
 * registered batch is run with mocha's `this` faked and every scenario's `run` spied on: each batch must call
 * exactly its registry scenario's `run`, once, with the live-world harness. The vitest runners must cover the
 * same registry, one file per scenario.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createWorld } from "../../foundry";
import { SCENARIOS } from "../../scenarios";
import { NO_PLAYER_REASON, type Scenario } from "../../scenarios/harness";
import { type BatchContext, type QuenchLike, type RunnerHarness, registerQuenchBatches, type TestContext } from "../../../quench/register";

const HERE = path.dirname(fileURLToPath(import.meta.url));

class Pending extends Error {}

interface Registered {
  key: string;
  displayName: string | undefined;
  tests: Array<{ title: string; fn: (this: TestContext) => Promise<void> }>;
}

/** A fake Quench: registers batches, then builds each batch's suite with a fake mocha context. */
function fakeQuench(): QuenchLike & { batches: Registered[] } {
  const batches: Registered[] = [];
  return {
    batches,
    registerBatch(key, register, options) {
      const batch: Registered = { key, displayName: options?.displayName, tests: [] };
      const context: BatchContext = {
        describe: (_title, fn) => fn(),
        it: (title, fn) => void batch.tests.push({ title, fn }),
      };
      void register(context);
      batches.push(batch);
    },
  };
}

/** Runs a registered mocha test with a fake `this`; returns its final title and whether it was pending. */
async function runTest(test: Registered["tests"][number]): Promise<{ title: string; pending: boolean }> {
  const self = {
    test: { title: test.title },
    timeout: () => undefined,
    skip(): never {
      throw new Pending();
    },
  };
  try {
    await test.fn.call(self);
    return { title: self.test.title, pending: false };
  } catch (error) {
    if (error instanceof Pending) return { title: self.test.title, pending: true };
    throw error;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Quench batch and the integration tests run the same scenarios", () => {
  it("the scenario ids are unique and each has its vitest runner file calling it", () => {
    const ids = SCENARIOS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      const file = path.join(HERE, `${id}.test.ts`);
      expect(fs.existsSync(file), file).toBe(true);
      const text = fs.readFileSync(file, "utf8");
      expect(text).toContain(`scenario("${id}")`);
      expect(text).toContain("runOnStandin(subject)");
    }
  });

  it("quench/index.ts registers nothing until setup, then one batch per scenario with Quench's global, each running that scenario's own run function", async () => {
    await createWorld({ seed: 9 });
    const quench = fakeQuench();
    // cast: the global the Quench module defines after init (Quench's README, "Usage").
    const global = globalThis as { quench?: QuenchLike };
    global.quench = quench;
    onTestFinished(() => void delete global.quench);
    await import("../../../quench/index");
    expect(quench.batches).toHaveLength(0);

    Hooks.callAll("setup");
    expect(quench.batches.map((b) => b.key)).toEqual(SCENARIOS.map((s) => `augmented.${s.id}`));
    expect(quench.batches.map((b) => b.displayName)).toEqual(SCENARIOS.map((s) => `AUGMENTED: ${s.title}`));

    const calls = new Map<string, unknown[][]>();
    for (const scenario of SCENARIOS) {
      // The spy replaces nothing but records: it stands in for the body, so no scenario really runs here.
      vi.spyOn(scenario, "run").mockImplementation(async (...args) => void calls.set(scenario.id, [...(calls.get(scenario.id) ?? []), args]));
    }
    for (const [index, batch] of quench.batches.entries()) {
      expect(batch.tests, batch.key).toHaveLength(1);
      const result = await runTest(batch.tests[0]!);
      expect(result.pending, batch.key).toBe(false);
      const scenario = SCENARIOS[index]!;
      expect([...calls.keys()].at(-1), batch.key).toBe(scenario.id);
      expect(calls.get(scenario.id), batch.key).toHaveLength(1);
      const [harness] = calls.get(scenario.id)![0] as [RunnerHarness];
      expect(typeof harness.cleanup, "the live-world harness (with cleanup)").toBe("function");
      expect(harness.gm).toBe(game.user);
    }
    expect([...calls.keys()].sort()).toEqual(SCENARIOS.map((s) => s.id).sort());
  });

  it("a scenario that needs a player is pending, with the reason, when no player browser is logged in; nothing runs", async () => {
    const scenario = SCENARIOS.find((s) => s.needsPlayer)!;
    const run = vi.fn(async () => undefined);
    const harness = vi.fn();
    const quench = fakeQuench();
    const subject: Scenario = { ...scenario, run };
    registerQuenchBatches(quench, [], { scenarios: [subject], hasPlayer: () => false, isGM: () => true, harness });
    const result = await runTest(quench.batches[0]!.tests[0]!);
    expect(result.pending).toBe(true);
    expect(result.title).toContain(NO_PLAYER_REASON);
    expect(run).not.toHaveBeenCalled();
    expect(harness).not.toHaveBeenCalled();
  });

  it("a batch run from a player's browser is pending; a failing scenario fails its test and is still cleaned up", async () => {
    const scenario = SCENARIOS[0]!;
    const cleanup = vi.fn(async () => undefined);
    const quench = fakeQuench();
    registerQuenchBatches(quench, [], {
      scenarios: [{ ...scenario, run: async () => Promise.reject(new Error("boom")) }],
      isGM: () => false,
      hasPlayer: () => true,
      harness: () => ({ cleanup }) as unknown as RunnerHarness, // cast: only cleanup is read here
    });
    const asPlayer = await runTest(quench.batches[0]!.tests[0]!);
    expect(asPlayer).toMatchObject({ pending: true });
    expect(asPlayer.title).toContain("GM");

    const failing = fakeQuench();
    registerQuenchBatches(failing, [], {
      scenarios: [{ ...scenario, run: async () => Promise.reject(new Error("boom")) }],
      isGM: () => true,
      harness: () => ({ cleanup }) as unknown as RunnerHarness, // cast: as above
    });
    await expect(runTest(failing.batches[0]!.tests[0]!)).rejects.toThrow("boom");
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
