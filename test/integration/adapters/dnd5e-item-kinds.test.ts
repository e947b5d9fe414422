// The module's Gearforged and Automail items as dnd5e items (src/adapters/dnd5e/item-model.ts): each compendium
// item of the module's Gearforged and Automail packs loads as the module's own sub-type on dnd5e's item templates,
// with dnd5e's description (what dnd5e's sheet, row and card read) and, where it has limited uses, dnd5e's uses and
// their long-rest recovery; the shared code reads it as its kind, with the system model's readers.
import { describe, expect, it } from "vitest";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

const LINES_ON = { "augmented-dnd5e.content.gearforged": true, "augmented-dnd5e.content.automail": true };

interface KindsModule {
  itemKind(item: { type: string }): string;
}

describe("the Gearforged and Automail items in a dnd5e world", () => {
  it("load as the module's sub-types with dnd5e's description and uses, read as their kinds with the system's readers", async () => {
    const world = await createModuleWorld({ settings: LINES_ON });
    const kinds = await world.systemModule<KindsModule>(world.gm, "src/data/item/kinds.ts");
    const load = async (pack: string, name: string) => (await fromUuid(await packUuid(pack, name))) as Item.Implementation;
    const chassis = await world.as(world.gm, () => load("gearforged", "Dwarf Chassis"));
    expect(chassis.type).toBe("augmented-dnd5e.chassis");
    expect(kinds.itemKind(chassis)).toBe("chassis");
    // cast: the chassis model's readers, borrowed from the system's model.
    const system = chassis.system as unknown as { description: { value: string }; definition: { size: string }; problems: unknown[] };
    expect(system.description.value).toMatch(/<p>/);
    expect(system.definition.size).toBe("medium");
    expect(system.problems).toEqual([]);

    const jet = await world.as(world.gm, () => load("gearforged", "Jet Pack"));
    expect(kinds.itemKind(jet)).toBe("upgrade");
    // cast: dnd5e's uses on the upgrade (its activities template).
    const uses = (jet.system as unknown as { uses: { max: string | number; recovery: { period: string; type: string }[] } }).uses;
    expect(Number(uses.max)).toBe(1);
    expect(uses.recovery).toEqual([expect.objectContaining({ period: "lr", type: "recoverAll" })]);

    const port = await world.as(world.gm, () => load("automail", "Natural Automail Port"));
    expect(kinds.itemKind(port)).toBe("port");
    const limb = await world.as(world.gm, () => load("automail", "Modern Blade Arm"));
    expect(kinds.itemKind(limb)).toBe("automail");
    // cast: the limb model's reader of its state, borrowed from the system's model.
    expect((limb.system as unknown as { state: { generation: string } }).state.generation).toBe("modern");
  });
});
