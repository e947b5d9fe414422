// What a dnd5e rest ends (src/adapters/dnd5e/rest.ts, `dnd5e.restCompleted`): the shared preludes planned in order,
// each on the state the previous one's write left, and no promise at all for a rest that ends nothing.
import { describe, expect, it, vi } from "vitest";
import { onRestCompleted } from "../../../src/adapters/dnd5e/rest";
import { registerRestPrelude, type RestPreludeEnd } from "../../../src/workflows/rest/registry";

describe("the end of a dnd5e rest", () => {
  const log: string[] = [];
  let ending = false;
  const state = { exhaustion: 0 };
  const actor = {
    update: vi.fn(async (changes: { exhaustion: number }) => {
      log.push(`update ${changes.exhaustion}`);
      state.exhaustion = changes.exhaustion;
    }),
  };
  const plan = (name: string, add: number) => (): RestPreludeEnd | null => {
    if (!ending) return null;
    log.push(`${name} plans from ${state.exhaustion}`);
    return { changes: { exhaustion: state.exhaustion + add }, finish: async () => void log.push(`${name} finishes`) };
  };
  registerRestPrelude(plan("first", 1));
  registerRestPrelude(plan("second", 10));
  // cast: the slice of an actor the rest's end uses (its update).
  const resting = actor as unknown as Actor.Implementation;

  it("a rest that ends nothing returns no promise and writes nothing", () => {
    expect(onRestCompleted(resting, { longRest: true }, { type: "long" })).toBeUndefined();
    expect(actor.update).not.toHaveBeenCalled();
  });

  it("each prelude's end is written and finished before the next one plans, all marked as the rest", async () => {
    ending = true;
    const work = onRestCompleted(resting, { longRest: true }, { type: "long" });
    expect(work).toBeInstanceOf(Promise);
    await work;
    expect(log).toEqual(["first plans from 0", "update 1", "first finishes", "second plans from 1", "update 11", "second finishes"]);
    expect(actor.update).toHaveBeenCalledWith({ exhaustion: 1 }, { isRest: true, augmented: { rest: true } });
  });
});
