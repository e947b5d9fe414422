/**
 * Smoke test of the stand-in with the real system entry (skipped until src/index.ts exists): boots it, creates
 * one actor of every registered type and renders its default sheet.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createWorld, REPO_ROOT } from "../../foundry";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests
const hasEntry = existsSync(`${REPO_ROOT}src/index.ts`);

describe("the real system in the stand-in", () => {
  it.skipIf(!hasEntry)("boots, creates every actor type and renders its sheet", async () => {
    const world = await createWorld({ seed: 1 });
    expect(g.CONFIG.Actor.documentClass).not.toBe(g.Actor);
    for (const type of Object.keys(g.CONFIG.Actor.dataModels)) {
      const actor = await g.Actor.create({ name: `A ${type}`, type });
      expect(actor).toBeInstanceOf(g.CONFIG.Actor.documentClass);
      const sheet = actor.sheet;
      if (sheet && "element" in sheet) {
        await sheet.render(true);
        expect(sheet.rendered).toBe(true);
        await sheet.close();
      }
    }
    await world.settle();
  });
});
