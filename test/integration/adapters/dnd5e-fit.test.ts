// The module fitted to dnd5e's own rules and data (src/adapters/dnd5e/dnd5e-port.ts, features.ts; the shared
// carriedRepairTools): the exhaustion table is dnd5e's rules version (no switch of the module's), the settings the
// module registers are only its features', a repair tool is known by dnd5e's tool id, and an npc's level follows
// CORE-11 — on the dnd5e stand-in (test/dnd5e/README.md cites each dnd5e behaviour).
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld } from "./dnd5e-module-world";

interface PortModule {
  portOf(actor: unknown): { exhaustionRules: string; level: number; featureDcs: unknown[] };
}
interface WorkModule {
  carriedRepairTools(actor: unknown): string[];
}
interface RollsModule {
  exhaustionOnD20(actor: unknown, kind: string): { modifier: number; disadvantage: boolean };
}

async function create(world: World, data: PlainObject, items: PlainObject[] = []): Promise<Actor.Implementation> {
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create(data as never)) as unknown as Actor.Implementation & { createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<unknown> };
  if (items.length) await actor.createEmbeddedDocuments("Item", items);
  await world.settle();
  return actor;
}

describe("the module follows dnd5e's rules and data", () => {
  it("registers only its features' settings and its content switches: no exhaustion switch, nothing of Gearforged or Automail while they are off", async () => {
    const world = await createModuleWorld();
    const keys = world.as(world.gm, () => [...(game.settings as unknown as { settings: Map<string, unknown> }).settings.keys()].filter((key) => key.startsWith("augmented-dnd5e.")));
    // And the hidden schema version of the module's own migrations (src/adapters/dnd5e/migration.ts).
    expect(keys.sort()).toEqual([
      "augmented-dnd5e.content.automail",
      "augmented-dnd5e.content.cyborg",
      "augmented-dnd5e.content.gearforged",
      "augmented-dnd5e.designsSeen",
      "augmented-dnd5e.integrityPick",
      "augmented-dnd5e.integritySave",
      "augmented-dnd5e.schemaVersion",
    ]);
  });

  it("CORE-6: the exhaustion table is dnd5e's rules version: modern (its default) the 2024 one, legacy the 2014 one", async () => {
    const world = await createModuleWorld();
    const actor = await create(world, { name: "Ana", type: "character", system: { attributes: { hp: { value: 20, max: 20 } } } });
    // dnd5e keeps the level on its exhaustion effect, which an update of the level makes (actor.mjs:3330).
    await actor.update({ "system.attributes.exhaustion": 2 } as never);
    await world.settle();
    const ports = await world.systemModule<PortModule>(world.gm, "src/ports/actor-port.ts");
    const rolls = await world.systemModule<RollsModule>(world.gm, "src/workflows/rolls/rolls.ts");
    expect(world.as(world.gm, () => ports.portOf(actor).exhaustionRules)).toBe("2024");
    expect(world.as(world.gm, () => rolls.exhaustionOnD20(actor, "check"))).toEqual({ modifier: -4, disadvantage: false });
    await world.as(world.gm, () => game.settings!.set("dnd5e" as never, "rulesVersion" as never, "legacy" as never));
    await world.settle();
    expect(world.as(world.gm, () => ports.portOf(actor).exhaustionRules)).toBe("2014");
    expect(world.as(world.gm, () => rolls.exhaustionOnD20(actor, "check"))).toEqual({ modifier: 0, disadvantage: true });
  });

  it("CY-TOOL-1: a repair tool is known by dnd5e's tool id (system.type.baseItem), whatever its name; a name alone is not an id", async () => {
    const world = await createModuleWorld();
    const actor = await create(world, { name: "Ana", type: "character" }, [
      { name: "Bastelwerkzeug", type: "tool", system: { type: { value: "art", baseItem: "tinker" } } },
      { name: "Smith's Tools", type: "tool", system: { type: { value: "art", baseItem: "" } } },
      { name: "Flute", type: "tool", system: { type: { value: "music", baseItem: "flute" } } },
      { name: "Old kit", type: "tool", flags: { "augmented-dnd5e": { repairTool: "mason" } }, system: {} },
    ]);
    const work = await world.systemModule<WorkModule>(world.gm, "src/workflows/augment-work/work.ts");
    expect(world.as(world.gm, () => work.carriedRepairTools(actor)).sort()).toEqual(["mason", "tinker"]);
  });

  it("CORE-11: an npc's level is its class levels, else its CR rounded down, at least 1; its CY-DC-1 feature DCs stay none", async () => {
    const world = await createModuleWorld();
    const ports = await world.systemModule<PortModule>(world.gm, "src/ports/actor-port.ts");
    const npc = (cr: number | null, items: PlainObject[] = []) => create(world, { name: "Golem", type: "npc", system: { details: { cr } } }, items);
    const wizard = { name: "Wizard", type: "class", system: { identifier: "wizard", levels: 3, hd: { denomination: "d6" } } };
    const cases = [await npc(7), await npc(0.5), await npc(0), await npc(null), await npc(12, [wizard])];
    expect(world.as(world.gm, () => cases.map((actor) => ports.portOf(actor).level))).toEqual([7, 1, 1, 1, 3]);
    // dnd5e counts an npc's class levels into its proficiency too (npc.mjs:381): max(CR, level, 1).
    expect(cases.map((actor) => (actor.system as unknown as { attributes: { prof: number } }).attributes.prof)).toEqual([3, 2, 2, 0, 4]);
    expect(world.as(world.gm, () => ports.portOf(cases[4]).featureDcs)).toEqual([]);
    const character = await create(world, { name: "Ana", type: "character" }, [{ ...wizard, system: { ...wizard.system, levels: 4 } }]);
    expect(world.as(world.gm, () => ports.portOf(character).level)).toBe(4);
  });
});
