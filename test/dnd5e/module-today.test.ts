/**
 * The companion module as it is today, met by the stand-in's dnd5e: each test states what dnd5e would do with it
 * and asserts today's outcome. They are expected to flip when the module is fixed (the control placed where
 * dnd5e's header rules still apply, no rest-card key for non-Cyborgs; the augment as a dnd5e item is
 * augment-item.test.ts):
 * a failure here after such a fix means the assertion should be turned around, not that the fix is wrong.
 */
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../foundry/utils";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import { headerRuleMatches } from "./applications/character-header";
import type { RestMessageData } from "./data/chat";
import type { Dnd5eItem } from "./documents/item";

type Actor5eLike = Actor.Implementation & { longRest(c: PlainObject): Promise<unknown>; sheet: unknown; items: Actor.Implementation["items"] };

async function characterWithAugment(): Promise<{ world: Awaited<ReturnType<typeof createModuleWorld>>; actor: Actor5eLike; augment: Dnd5eItem }> {
  const world = await createModuleWorld();
  const actor = (await Actor.create({ name: "Ana", type: "character", system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
  const source = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
  const created = (await actor.createEmbeddedDocuments("Item", [source.toObject()] as never)) as unknown as Dnd5eItem[];
  await world.settle();
  return { world, actor, augment: created[0]! };
}

describe("the companion module today, as dnd5e meets it", () => {
  it("the body-map control appended to the header's .right stops dnd5e's header rules (character.less:154-166) from matching", async () => {
    const { world, actor } = await characterWithAugment();
    const sheet = actor.sheet as unknown as { render(force: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    await world.settle();
    expect(sheet.element.querySelector(".sheet-header .right > .augmented-dnd5e-body-map")).not.toBeNull();
    expect(headerRuleMatches(sheet.element)).toEqual({ xpColumn: false, restButtons: false, xpLabel: false });
  });

  it("a non-Cyborg's second long rest card shows the module's rest counter as a raw key path", async () => {
    const world = await createModuleWorld();
    const actor = (await Actor.create({ name: "Bo", type: "character", system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
    await actor.longRest({ dialog: false });
    await actor.longRest({ dialog: false });
    await world.settle();
    const card = (world.chat.at(-1) as unknown as { system: RestMessageData }).system;
    expect(card.deltaLines()).toContainEqual({ type: "actor", operation: "update", delta: "+1", label: "flags.augmented-dnd5e.restCount" });
  });
});
