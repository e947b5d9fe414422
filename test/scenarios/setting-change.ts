/**
 * What a world setting's `onChange` receives in v13 (test/foundry/README.md marks the user id an assumption to
 * check here): the GM changes `augmented.gearforgedLevelScale`; the system's `onChange` (src/workflows/gearforged/thirteenth-age/settings.ts) passes
 * the new value and the user id it was given on as `augmented.levelScaleChanged`, where the 13th Age gearforged's
 * effects pick their one acting client (src/workflows/gearforged/thirteenth-age/refresh.ts). Expected: the new
 * value and the GM's id. Should v13 give no user id, the acting client falls back to the first active owner, else
 * the active GM (still one client), and this check says so. The setting is put back afterwards.
 */
import { equal } from "./assert";
import { defineScenario } from "./harness";
import { onHook } from "./support";

export default defineScenario({
  id: "setting-change",
  title: "a world setting's onChange gets the new value and the id of the user who changed it",
  proves: "issue 14 follow-up (augmented.levelScaleChanged: one acting client per 13th Age gearforged)",
  async run(h) {
    // cast: the system's settings are declared in src/types.d.ts; the scenario sets one by name.
    const settings = game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
    const before = String(settings.get("augmented", "gearforgedLevelScale"));
    const next = before === "full" ? "half" : "full";
    const seen: Array<{ scale: unknown; userId: unknown }> = [];
    const stop = onHook("augmented.levelScaleChanged", (scale, userId) => void seen.push({ scale, userId }));
    try {
      await settings.set("augmented", "gearforgedLevelScale", next);
      await h.eventually("onChange ran", () => equal(seen.length, 1, "augmented.levelScaleChanged calls on the GM's client"));
      equal(seen[0]!.scale, next, "the new value");
      equal(seen[0]!.userId, h.gm.id, "the user who changed it");
    } finally {
      stop();
      await settings.set("augmented", "gearforgedLevelScale", before);
      await h.settle();
    }
  },
});
