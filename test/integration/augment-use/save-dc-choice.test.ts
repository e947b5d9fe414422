/**
 * CY-DC-1 on use: a save-based attack augment of a character with several class feature save DCs, none chosen
 * (the rules mark it `choiceNeeded`). Using it asks which DC, records it on the augment, and the use card and the
 * save request carry that DC; closing the question spends nothing. Never the first DC silently.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, enterEditMode, openSheet } from "../helpers";
import { createAugment } from "../augments/helpers";
import { cardHtml } from "../cards";
import { messages } from "../workflows/setup";

const SCENARIO = { timeout: 60_000 };
// Level 1 (PB 2): Spellcasting 8 + 2 + Int 3 = 13, Ki 8 + 2 + Wis 2 = 12.
const TWO = [
  { id: "spells", name: "Spellcasting", ability: "int", bonus: 0 },
  { id: "ki", name: "Ki", ability: "wis", bonus: 0 },
];

interface Using {
  useAugment(item: unknown, options: object): Promise<unknown>;
}

async function palmWithTwoDcs() {
  const world = await createWorld({ seed: 11, worldTime: 1000 });
  const hero = await createCharacter({
    name: "Ana",
    ownership: { default: 0, [world.player.user.id!]: 3 },
    system: { abilities: { int: { value: 16 }, wis: { value: 14 } }, featureDcs: TWO },
  });
  const palm = await createAugment(hero, "Shock Palm", { installedSection: "rightArm", ability: "int", damageType: "lightning", attackSave: "con", dice: 1 });
  const goblin = await world.as(world.gm, () => createCharacter({ name: "Goblin" }));
  await world.settle();
  // cast: the system actor's useAugment (src/documents/actor.ts), called as the player's client does.
  return { world, hero: hero as unknown as Using, palm, goblin };
}

describe("a save-based augment with several feature DCs, none chosen (CY-DC-1)", SCENARIO, () => {
  it("using it asks which DC, records it, and the card and the save request use it", async () => {
    const { world, hero, palm, goblin } = await palmWithTwoDcs();
    expect(palm.system.saveDc).toMatchObject({ dc: 13, choiceNeeded: true });
    world.dialogs.respond({ action: "ok", fields: { featureId: "ki" }, client: world.player });
    world.dice.queue([3]);
    await world.as(world.player, () => hero.useAugment(palm, { target: goblin }));
    await world.settle();
    expect(world.dialogs.history.at(-1)?.title).toContain("Save DC for Shock Palm");
    expect(palm.system.saveDcFeatureId).toBe("ki");
    const html = (await Promise.all(messages(world).map((message) => cardHtml(message)))).join(" ");
    expect(html).toContain("against DC 12");
    expect(html).not.toContain("DC 13");
  });

  it("closing the question spends nothing and posts nothing", async () => {
    const { world, hero, palm, goblin } = await palmWithTwoDcs();
    const posted = messages(world).length;
    const uses = palm.system.uses.value;
    world.dialogs.respond({ action: "cancel", client: world.player });
    expect(await world.as(world.player, () => hero.useAugment(palm, { target: goblin }))).toBeNull();
    await world.settle();
    expect(palm.system.uses.value).toBe(uses);
    expect(palm.system.saveDcFeatureId ?? null).toBeNull();
    expect(messages(world)).toHaveLength(posted);
  });

  it("the owner's Edit mode on a fixed design lists its feature DCs, so saving the sheet keeps the chosen one", async () => {
    const { world, palm } = await palmWithTwoDcs();
    // cast: a dotted path map is valid update data.
    await world.as(world.gm, () => palm.update({ "system.saveDcFeatureId": "ki", "system.designStatus": "built" } as Item.UpdateData));
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(palm));
    await world.as(world.player, () => enterEditMode(sheet));
    const select = sheet.element.querySelector<HTMLSelectElement>('select[name="system.saveDcFeatureId"]');
    expect(select, "the owner's select on a fixed design").not.toBeNull();
    expect([...select!.options].map((option) => option.value)).toEqual(["", "spells", "ki"]);
    expect(select!.value).toBe("ki");
  });
});
