// The Gearforged and Automail scenarios of a dnd5e world (test/scenarios/dnd5e/gearforged.ts, gearforged-life.ts,
// automail.ts) on the dnd5e stand-in with the companion module and both lines on, so they are proven before a GM
// runs them in a live dnd5e world through Quench (quench/index.ts); with a line off, its scenarios are pending with
// the reason, and the line's own scenario shows the line off.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DND5E_LINE_SCENARIOS } from "../../scenarios/dnd5e";
import { automailLine } from "../../scenarios/dnd5e/automail";
import { gearforgedLine } from "../../scenarios/dnd5e/gearforged";
import type { Scenario } from "../../scenarios/harness";
import { runOnStandin } from "../scenarios/standin-harness";
import { createModuleWorld } from "./dnd5e-module-world";
import type { World } from "../../foundry";
import { type BatchContext, type QuenchLike, type RunnerHarness, registerQuenchBatches, type TestContext } from "../../../quench/register";
import { langKeys } from "../../../scripts/module-lang.mjs";

const SCENARIO = { timeout: 180_000 };
const LINES_ON = { "augmented-dnd5e.content.gearforged": true, "augmented-dnd5e.content.automail": true };
/** Every key of the system's strings, which the module ships a subset of (scripts/module-lang.mjs). */
const SYSTEM_KEYS = new Set(langKeys(JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../lang/en.json"), "utf8")) as Record<string, unknown>));

async function runInWorld(subject: Scenario, settings: Record<string, boolean>, dnd5eVersion?: string): Promise<World> {
  let world: World | null = null;
  await runOnStandin(subject, { boot: async () => (world = await createModuleWorld({ settings, worldTime: 1_000_000, dnd5eVersion })) });
  return world!;
}

// dnd5e 5.3.x, which the scenarios are written for, and 6.x, whose moved paths they read at either place.
describe.each(["5.3.3", "6.0.0"])("the Gearforged and Automail Quench scenarios on the dnd5e %s stand-in (both lines on)", (dnd5eVersion) => {
  for (const subject of DND5E_LINE_SCENARIOS) {
    it(`${subject.proves}: ${subject.title}`, SCENARIO, async () => {
      const world = await runInWorld(subject, LINES_ON, dnd5eVersion);
      // Runnable: the world has its line on.
      expect(world.as(world.gm, () => subject.unavailable?.() ?? null)).toBeNull();
      expect(world.errors).toEqual([]);
      // The module's lang file is a subset of the system's: no string the scenario asked for was left out of it.
      const missed = world.clients.flatMap((client) => [...(client.game.i18n as unknown as { missed: Set<string> }).missed]);
      expect(missed.filter((key) => SYSTEM_KEYS.has(key))).toEqual([]);
    });
  }
});

describe("with the lines off", () => {
  it("the lines' own scenarios show each line off (no control on the sheet, no Machine Speech)", SCENARIO, async () => {
    for (const subject of [gearforgedLine, automailLine]) {
      const world = await runInWorld(subject, {});
      expect(world.errors).toEqual([]);
    }
  });

  it("a line's scenarios are pending in Quench with the reason (what to turn on); nothing runs", SCENARIO, async () => {
    const world = await createModuleWorld();
    const reasons = world.as(world.gm, () => DND5E_LINE_SCENARIOS.map((s) => [s.id, s.unavailable?.() ?? null] as const));
    for (const [id, reason] of reasons) {
      if (id === gearforgedLine.id || id === automailLine.id) expect(reason, id).toBeNull();
      else expect(reason, id).toMatch(/^turn on "(Gearforged|Automail)" in Augmented for dnd5e's settings/);
    }
    // Through the batch: pending with that reason in its title, the harness never built.
    const subject = DND5E_LINE_SCENARIOS.find((s) => s.unavailable)!;
    const tests: Array<{ title: string; fn: (this: TestContext) => Promise<void> }> = [];
    const quench: QuenchLike = {
      registerBatch: (_key, register) => void register({ describe: (_t, fn) => fn(), it: (title, fn) => void tests.push({ title, fn }) } as BatchContext),
    };
    let built = 0;
    world.as(world.gm, () =>
      registerQuenchBatches(quench, [], { scenarios: [subject], isGM: () => true, hasPlayer: () => true, harness: () => ((built += 1), {} as RunnerHarness) }),
    );
    const self = { test: { title: tests[0]!.title }, timeout: () => undefined, skip: (): never => { throw new Error("pending"); } };
    await expect(world.as(world.gm, () => tests[0]!.fn.call(self))).rejects.toThrow("pending");
    expect(self.test.title).toContain(`(pending: turn on "`);
    expect(built).toBe(0);
  });
});
