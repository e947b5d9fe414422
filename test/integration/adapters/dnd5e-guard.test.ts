// The dnd5e module loaded into a world of another system (issue 29, "Bad input"): it says it needs dnd5e and
// registers nothing. The stand-in world here is the Augmented system's (system.json), with only the module loaded.
import { afterAll, describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";

const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
afterAll(() => consoleError.mockRestore());

describe("augmented-dnd5e in a world of another system", () => {
  it("tells every user it needs dnd5e, and registers nothing", async () => {
    const world = await createWorld({ entry: "../../src/adapters/dnd5e/index.ts" });
    expect(game.system!.id).toBe("augmented");
    for (const client of world.clients) {
      world.as(client, () => {
        expect(Object.keys(CONFIG.Item.dataModels).filter((type) => type.startsWith("augmented-dnd5e"))).toEqual([]);
      });
      const shown = world.notifications.filter((n) => n.userId === client.userId);
      expect(shown).toEqual([
        expect.objectContaining({
          level: "error",
          message: expect.stringMatching(/^Augmented for dnd5e needs the dnd5e system; this world runs "augmented"\./),
        }),
      ]);
    }
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/needs the dnd5e system.*nothing registered/));
  });
});
