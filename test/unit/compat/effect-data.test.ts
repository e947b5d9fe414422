/**
 * Issue 24: the compat layer writes an effect's changes and timing in the running generation's shape and reads
 * either back to the same start and length (src/compat/effect-data.ts), and picks the generation's message-mode
 * option and deletion entry (message-mode.ts, deletion.ts).
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { effectFields, effectTiming, SYSTEM_EXPIRY } from "../../../src/compat/effect-data";
import { messageModeOption } from "../../../src/compat/message-mode";
import { deletionEntry } from "../../../src/compat/deletion";

const DELETE = Object.freeze({});
// cast: the globals the layer reads, stubbed for one generation (v13's CONST.ACTIVE_EFFECT_MODES numbers).
const globals = globalThis as unknown as Record<string, unknown>;
function boot(generation: 13 | 14): void {
  globals.game = { release: { generation }, time: { worldTime: 0 } };
  globals.CONST = { ACTIVE_EFFECT_MODES: { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } };
  if (generation === 14) globals._del = DELETE;
  else delete globals._del;
}

afterEach(() => {
  delete globals.game;
  delete globals.CONST;
  delete globals._del;
});

describe("compat: effect data", () => {
  it("v13: top-level changes with a numeric mode, duration {startTime, seconds}", () => {
    boot(13);
    expect(effectFields([{ key: "system.attributes.movement.fly", kind: "upgrade", value: "20" }], { start: 5, seconds: 60 })).toEqual({
      changes: [{ key: "system.attributes.movement.fly", mode: 4, value: "20", priority: null }],
      duration: { startTime: 5, seconds: 60 },
    });
  });

  it("v14: system.changes with a type and phase, duration {value, units, expiry} and start {time}", () => {
    boot(14);
    expect(effectFields([{ key: "system.attributes.movement.fly", kind: "upgrade", value: "20" }], { start: 5, seconds: 60 })).toEqual({
      system: { changes: [{ key: "system.attributes.movement.fly", type: "upgrade", value: "20", phase: "initial", priority: null }] },
      duration: { value: 60, units: "seconds", expiry: SYSTEM_EXPIRY },
      start: { time: 5 },
    });
  });

  it("CY-MOB-1 / AM-ACC-1 / GF-UPG-9: the timing written is the timing read, to the second, on both generations (property)", () => {
    for (const generation of [13, 14] as const) {
      boot(generation);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 1, max: 400 * 86400 }), (start, seconds) => {
          expect(effectTiming(effectFields([], { start, seconds }))).toEqual({ start, seconds });
        }),
      );
    }
  });

  it("v14 reads a length given in minutes, hours or days in seconds", () => {
    boot(14);
    expect(effectTiming({ start: { time: 10 }, duration: { value: 4, units: "hours" } })).toEqual({ start: 10, seconds: 14400 });
    expect(effectTiming({ start: { time: 0 }, duration: { value: 2, units: "days" } })).toEqual({ start: 0, seconds: 172800 });
    expect(effectTiming({ start: { time: 0 }, duration: { value: 1, units: "rounds" } })).toEqual({ start: 0, seconds: null });
  });
});

describe("compat: message mode and deletion", () => {
  it("v13: rollMode and -=; v14: messageMode and the deletion operator", () => {
    boot(13);
    expect(messageModeOption("gmroll")).toEqual({ rollMode: "gmroll" });
    expect(deletionEntry("flags.augmented.requests", "abc")).toEqual({ "flags.augmented.requests.-=abc": null });
    boot(14);
    expect(messageModeOption("gmroll")).toEqual({ messageMode: "gmroll" });
    expect(deletionEntry("flags.augmented.requests", "abc")).toEqual({ "flags.augmented.requests.abc": DELETE });
    expect(messageModeOption(undefined)).toEqual({});
  });
});
