import { describe, expect, it } from "vitest";
import { fastForwardConfig } from "../../../src/applications/dialogs/roll-dialog";
import { AUTOMATION_CHECKS, AUTOMATION_MODES, DEFAULT_AUTOMATION_MODE, isAutomationMode } from "../../../src/settings";

const click = (keys: Partial<Record<"shiftKey" | "altKey" | "ctrlKey" | "metaKey", boolean>>) => keys as unknown as Event;

describe("roll dialog fast-forward (modifier keys as dnd5e)", () => {
  it("Shift rolls normally, Alt with advantage, Ctrl or Cmd with disadvantage", () => {
    expect(fastForwardConfig({ event: click({ shiftKey: true }) })).toEqual({ mode: "normal", bonus: "" });
    expect(fastForwardConfig({ event: click({ altKey: true }) })).toEqual({ mode: "advantage", bonus: "" });
    expect(fastForwardConfig({ event: click({ ctrlKey: true }) })).toEqual({ mode: "disadvantage", bonus: "" });
    expect(fastForwardConfig({ event: click({ metaKey: true }) })).toEqual({ mode: "disadvantage", bonus: "" });
  });

  it("without a key or fastForward the dialog must ask", () => {
    expect(fastForwardConfig({})).toBeNull();
    expect(fastForwardConfig({ event: click({}) })).toBeNull();
  });

  it("fastForward uses the advantage/disadvantage options (both cancel) and the bonus", () => {
    expect(fastForwardConfig({ fastForward: true, advantage: true, bonus: "2" })).toEqual({ mode: "advantage", bonus: "2" });
    expect(fastForwardConfig({ fastForward: true, advantage: true, disadvantage: true })).toEqual({ mode: "normal", bonus: "" });
  });
});

describe("automation settings table", () => {
  it("every automated check defaults to prompt, and the modes are auto / prompt / off", () => {
    expect(AUTOMATION_MODES).toEqual(["auto", "prompt", "off"]);
    expect(DEFAULT_AUTOMATION_MODE).toBe("prompt");
    for (const entry of Object.values(AUTOMATION_CHECKS)) expect(entry.default).toBe("prompt");
    expect(Object.keys(AUTOMATION_CHECKS)).toContain("deathSaveOnDamage");
    expect(isAutomationMode("auto")).toBe(true);
    expect(isAutomationMode("sometimes")).toBe(false);
  });
});
