/**
 * README row "Modules": a module loaded on every client of a dnd5e world after the system, with its sub-types,
 * flags, language file, packs and templates.
 */
import { describe, expect, it } from "vitest";
import { createDnd5eWorld } from "./world";
import { fixtureModule, FIXTURE_ID } from "./fixture-module/manifest";
import { renderTemplate } from "../foundry/handlebars";
import type { PlainObject } from "../foundry/utils";

describe("a module in a dnd5e world", () => {
  it("runs its init on every client, after dnd5e's, and is listed active in game.modules", async () => {
    const world = await createDnd5eWorld({ clients: ["gm", "player"], modules: [fixtureModule] });
    for (const client of world.clients) {
      const copy = await world.systemModule<{ seen: string[] }>(client, "test/dnd5e/fixture-module/entry.ts");
      expect(copy.seen.at(-1)).toBe("dnd5e 5.3.3");
      expect((client.game.modules.get(FIXTURE_ID) as PlainObject | undefined)?.active).toBe(true);
    }
    const a = await world.systemModule<{ seen: string[] }>(world.gm, "test/dnd5e/fixture-module/entry.ts");
    const b = await world.systemModule<{ seen: string[] }>(world.player, "test/dnd5e/fixture-module/entry.ts");
    expect(a).not.toBe(b);
  });

  it("creates its prefixed sub-type, keeps its flags, and reads its lang file, pack and templates", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const item = (await Item.create({ name: "Spanner", type: `${FIXTURE_ID}.gadget`, flags: { [FIXTURE_ID]: { a: 1 } } } as never)) as unknown as { system: PlainObject; getFlag(s: string, k: string): unknown };
    expect(item.system.charges).toBe(3);
    expect(item.getFlag(FIXTURE_ID, "a")).toBe(1);
    expect(game.i18n!.localize("STANDIN_FIXTURE.Hello")).toBe("Hello from the fixture");
    const pack = world.packs.get(`${FIXTURE_ID}.gadgets`)!;
    const wrench = (await pack.getDocument("fixtureWrench001")) as unknown as { type: string; system: PlainObject };
    expect(wrench.type).toBe(`${FIXTURE_ID}.gadget`);
    expect(wrench.system.charges).toBe(2);
    expect(await renderTemplate(`modules/${FIXTURE_ID}/templates/card.hbs`, { name: "Wrench" })).toContain("Wrench");
  });

  it("refuses a sub-type no one registered", async () => {
    await createDnd5eWorld();
    await expect(Item.create({ name: "Spanner", type: `${FIXTURE_ID}.gadget` as never })).rejects.toThrow();
  });
});
