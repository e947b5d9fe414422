/**
 * Undo (docs/ARCHITECTURE.md, Conventions) of a change that touched items and effects as well as the actor: one GM
 * click restores the item paths, deletes the effects the change created and recreates those it deleted.
 */
import { describe, expect, it } from "vitest";
import { postCard } from "../../../src/applications/chat/cards";
import { undoFromMessage, undoRecord } from "../../../src/workflows/cards/undo";
import { createItems, lastMessage, tableWithHero } from "./setup";
import { cardText } from "../../../src/data/chat/card-text";

describe("undo with items and effects", () => {
  it("restores item paths, removes created effects, recreates deleted ones with their ids", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 12, max: 20 } } });
    const [shield] = await createItems(hero, [{ name: "Shield", type: "equipment", system: { equipped: false, quantity: 3 } }]);
    // cast: effect source data as the stand-in accepts it.
    const effects = (await hero.createEmbeddedDocuments("ActiveEffect", [
      { name: "Made by the change", changes: [] },
      { name: "Removed by the change", changes: [], duration: { seconds: 60 } },
    ] as never)) as unknown as ActiveEffect.Implementation[];
    const [made, removed] = effects;
    const removedSource = removed!.toObject() as unknown as Record<string, unknown>;
    await hero.deleteEmbeddedDocuments("ActiveEffect", [removed!.id!]);
    await world.settle();

    const record = undoRecord(
      hero,
      { "system.attributes.hp.value": 20 },
      { items: { [shield!.id!]: { "system.equipped": true, "system.quantity": 1 } }, createdEffects: [made!.id!], deletedEffects: [removedSource] },
    );
    await world.as(world.gm, () => postCard({ kind: "test", title: cardText("Change") }, { actor: hero, state: { undo: record } }));
    await world.settle();
    const card = lastMessage(world);

    expect(await world.as(world.player, () => undoFromMessage(card))).toBe(false);
    expect(hero.effects.has(made!.id!)).toBe(true);

    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(true);
    await world.settle();
    expect(hero.system.attributes.hp.value).toBe(20);
    // cast: the equipment model's fields (src/data/item/equipment.ts).
    const system = hero.items.get(shield!.id!)!.system as unknown as { equipped: boolean; quantity: number };
    expect(system).toMatchObject({ equipped: true, quantity: 1 });
    expect(hero.effects.has(made!.id!)).toBe(false);
    expect(hero.effects.get(removed!.id!)?.name).toBe("Removed by the change");
    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(false);
  });
});
