/**
 * The dispatch's one listener for several on one core hook (src/features/dispatch.ts `together`): each runs in
 * order with the hook's arguments, an error is reported as Foundry reports a listener's and the next still runs,
 * a false ends the hook as a veto, and their promises are one.
 *
 * Run: npx vitest run --project unit test/unit/features/together.test.ts
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { together } from "../../../src/features/dispatch";

const onError = vi.fn();

afterEach(() => {
  onError.mockReset();
  vi.unstubAllGlobals();
});

describe("together", () => {
  it("is the listener itself when it is alone", () => {
    const only = (): undefined => undefined;
    expect(together("updateActor", [only])).toBe(only);
  });

  it("calls each in order; an error is reported and the next still runs; promises come back as one", async () => {
    vi.stubGlobal("Hooks", { onError });
    const calls: string[] = [];
    const failure = new Error("boom");
    const fn = together("updateActor", [
      (...args: never[]) => calls.push(`a:${args.join(",")}`),
      () => {
        throw failure;
      },
      () => Promise.resolve(calls.push("c")),
    ]);
    const result = (fn as (...args: unknown[]) => unknown)(1, 2);
    expect(calls).toEqual(["a:1,2", "c"]);
    expect(onError).toHaveBeenCalledWith("augmented | updateActor", failure, { log: "error" });
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual([2]);
    expect((together("updateActor", [() => 1, () => undefined]) as () => unknown)()).toBeUndefined();
  });

  it("a veto (false) ends the hook there and is its answer, as Foundry's Hooks.call ends at a listener's false", () => {
    const calls: string[] = [];
    const fn = together("preUpdateItem", [() => calls.push("a"), () => false, () => calls.push("c")]);
    expect((fn as () => unknown)()).toBe(false);
    expect(calls).toEqual(["a"]);
  });
});
