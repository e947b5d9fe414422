/**
 * The companion module on dnd5e's character sheet and rest cards, where dnd5e's own markup and deltas decide what a
 * player sees: the body-map control in the header's row of rest buttons (every header rule still matches), no module
 * key on a non-Cyborg's rest card, and a designer's rest count named, not printed raw. The augment as a dnd5e item is
 * augment-item.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../foundry/utils";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import { headerRuleMatches } from "./applications/character-header";
import type { RestMessageData } from "./data/chat";
import type { Dnd5eItem } from "./documents/item";

type Actor5eLike = Actor.Implementation & { longRest(c: PlainObject): Promise<unknown>; shortRest(c: PlainObject): Promise<unknown>; sheet: unknown; items: Actor.Implementation["items"] };

async function characterWithAugment(): Promise<{ world: Awaited<ReturnType<typeof createModuleWorld>>; actor: Actor5eLike; augment: Dnd5eItem }> {
  const world = await createModuleWorld();
  const actor = (await Actor.create({ name: "Ana", type: "character", system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
  const source = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
  const created = (await actor.createEmbeddedDocuments("Item", [source.toObject()] as never)) as unknown as Dnd5eItem[];
  await world.settle();
  return { world, actor, augment: created[0]! };
}

describe("the companion module in dnd5e's header and rest cards", () => {
  it("the body-map control sits in the header's row of rest buttons, so every header rule (character.less:154-166) still matches", async () => {
    const { world, actor } = await characterWithAugment();
    const sheet = actor.sheet as unknown as { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    await world.settle();
    expect(sheet.element.querySelector(".sheet-header > .right > div:last-child > .sheet-header-buttons > .augmented-dnd5e-body-map")).not.toBeNull();
    expect(sheet.element.querySelector(".sheet-header > .right > .augmented-dnd5e-body-map")).toBeNull();
    expect(headerRuleMatches(sheet.element)).toEqual({ xpColumn: true, restButtons: true, xpLabel: true });
  });

  it("a non-Cyborg's rests write nothing of the module's, so no rest card shows a module key", async () => {
    const world = await createModuleWorld();
    const actor = (await Actor.create({ name: "Bo", type: "character", system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
    await actor.longRest({ dialog: false });
    await actor.shortRest({ dialog: false });
    await actor.longRest({ dialog: false });
    await world.settle();
    expect((actor as unknown as { flags: PlainObject }).flags["augmented-dnd5e"]).toBeUndefined();
    for (const message of world.chat) {
      const lines = (message as unknown as { system: Partial<RestMessageData> }).system.deltaLines?.() ?? [];
      expect(lines.filter((line) => line.label.startsWith("flags."))).toEqual([]);
    }
  });

  it("a designer's rest that lifts a design lock counts it, and the card names the count instead of printing its key", async () => {
    const world = await createModuleWorld();
    const actor = (await Actor.create({ name: "Vex", type: "character", flags: { "augmented-dnd5e": { restCount: 1 } }, system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
    const source = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
    const design = { ...source.toObject(), flags: { "augmented-dnd5e": { designLocks: [{ designer: actor.uuid, restCount: 1 }] } } };
    await actor.createEmbeddedDocuments("Item", [design] as never);
    await actor.longRest({ dialog: false });
    await world.settle();
    expect(actor.getFlag("augmented-dnd5e" as never, "restCount" as never)).toBe(2);
    const card = (world.chat.at(-1) as unknown as { system: RestMessageData }).system;
    expect(card.deltaLines()).toContainEqual({ type: "actor", operation: "update", delta: "+1", label: "Rests since a failed augment design" });
    // The lock is lifted: the next rest counts nothing.
    await actor.longRest({ dialog: false });
    await world.settle();
    expect(actor.getFlag("augmented-dnd5e" as never, "restCount" as never)).toBe(2);
  });
});
