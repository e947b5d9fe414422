// One key's jobs run one after another; a failing job is logged and the next one still runs (src/utils/serial-queue.ts).
import { describe, expect, it, vi } from "vitest";
import { serialQueue } from "../../../src/utils/serial-queue";

describe("serialQueue", () => {
  it("runs one key's jobs in order, never two at once, and other keys beside them", async () => {
    const queue = serialQueue("test | failed");
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`${name} end`);
    };
    await Promise.all([queue("a", job("a1")), queue("a", job("a2")), queue("b", job("b1"))]);
    expect(log.indexOf("a1 end")).toBeLessThan(log.indexOf("a2 start"));
    expect(log.indexOf("b1 start")).toBeLessThan(log.indexOf("a1 end"));
  });

  it("logs a failed job under its label (read when it fails) and still runs the next", async () => {
    const queue = serialQueue("test | failed");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const boom = new Error("boom");
    let ran = false;
    await Promise.all([queue("a", () => Promise.reject(boom)), queue("a", async () => { ran = true; })]);
    expect(error).toHaveBeenCalledWith("test | failed", boom);
    expect(ran).toBe(true);
    let label = "not yet";
    const lazy = serialQueue(() => `${label} | failed`);
    label = "known";
    await lazy("a", () => Promise.reject(boom));
    expect(error).toHaveBeenCalledWith("known | failed", boom);
    error.mockRestore();
  });
});
