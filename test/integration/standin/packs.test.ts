import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests
const packs = [{ name: "augments", type: "Item", label: "Augments", source: "test/integration/standin/packs/augments" }];

describe("stand-in compendium packs", () => {
  it("indexes YAML sources and builds documents on demand", async () => {
    await createWorld({ entry, packs });
    const pack = g.game.packs.get("augmented.augments");
    expect(pack.index.size).toBe(2);
    expect(pack.index.getName("Wrist Cannon").uuid).toBe("Compendium.augmented.augments.Item.wristCannon00001");
    const cannon = await pack.getDocument("wristCannon00001");
    expect(cannon.system.uses.max).toBe(2);
    expect(cannon.uuid).toBe("Compendium.augmented.augments.Item.wristCannon00001");
    expect(await g.fromUuid(cannon.uuid)).toBe(cannon);
    const eye = g.fromUuidSync("Compendium.augmented.augments.Item.cyberEye00000001");
    expect(eye.effects.size).toBe(1);
    expect((await pack.getDocuments({ "system.section": "head" })).map((d: { name: string }) => d.name)).toEqual(["Cyber Eye"]);
    await expect(cannon.update({ name: "X" })).rejects.toThrow(/compendium/);
  });

  it("drops a compendium item onto an actor sheet as the owning player", async () => {
    const world = await createWorld({ entry, packs });
    const actor = await g.Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.user.id as string]: 3 } });
    await world.as(world.player, async () => {
      await actor.sheet.render(true);
      const event = new Event("drop", { bubbles: true, cancelable: true });
      const payload = JSON.stringify({ type: "Item", uuid: "Compendium.augmented.augments.Item.wristCannon00001" });
      Object.defineProperty(event, "dataTransfer", { value: { getData: () => payload } });
      actor.sheet.element.dispatchEvent(event);
    });
    await world.settle();
    const item = actor.items.getName("Wrist Cannon");
    expect(item.id).toBe("wristCannon00001");
    expect(item._source._stats.compendiumSource).toBe("Compendium.augmented.augments.Item.wristCannon00001");
    const imported = await g.game.items.importFromCompendium(g.game.packs.get("augmented.augments"), "cyberEye00000001");
    expect(imported.name).toBe("Cyber Eye");
    expect(imported.id).not.toBe("cyberEye00000001");
  });

  it("loads the repository's own packs from system.json", async () => {
    await createWorld({ entry });
    const rules = g.game.packs.get("augmented.rules");
    expect(rules.documentName).toBe("JournalEntry");
    expect(rules.index.size).toBeGreaterThan(0);
    const [doc] = await rules.getDocuments();
    expect(doc.pages.length).toBeGreaterThan(0);
  });
});
