/**
 * Issue 13 item 1: the chassis, upgrade and consumable item types through Foundry's API. Defaults, the shared
 * uses field resolved against the owner (Claw Arm Laser: uses = Con modifier, GF-UPG-11), and broken data (an
 * older world, a module) that loads and is flagged, its stored values untouched.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import type { ChassisData } from "../../../src/data/item/chassis";
import type { ConsumableData } from "../../../src/data/item/consumable";
import type { UpgradeData } from "../../../src/data/item/upgrade";
import { usesOf } from "./helpers";

type Models = { chassis: ChassisData; upgrade: UpgradeData; consumable: ConsumableData };

async function create<T extends keyof Models>(type: T, data: Record<string, unknown> = {}, actor?: Actor.Implementation): Promise<Item.Implementation & { system: Models[T] }> {
  const source = { name: `A ${type}`, type, ...data } as Item.CreateData; // cast: a partial source built for the test.
  const item = actor ? (await actor.createEmbeddedDocuments("Item", [source]))?.[0] : await Item.create(source);
  if (!item) throw new Error("not created");
  return item as unknown as Item.Implementation & { system: Models[T] }; // cast: created with this type.
}

describe("Gearforged item types", () => {
  it("GC-CH-1: a chassis is created with Medium, no walk of its own, GM-default marks, and no problems", async () => {
    await createWorld({ seed: 21 });
    const chassis = await create("chassis");
    expect(chassis.system.definition).toEqual({ size: "medium", walk: null, languages: { fixed: [], choices: 0 }, fromSeed: { size: false, languages: false, walk: false } });
    expect(chassis.system.problems).toEqual([]);
    expect(chassis.system.appliedRecord.active).toBe(false);
  });

  it("GF-UPG-11: an owned Claw Arm Laser has uses = the owner's Con modifier, and 0 when it is negative", async () => {
    await createWorld({ seed: 22 });
    const actor = await createCharacter({ system: { abilities: { con: { value: 16 } }, details: { level: 5 } } });
    const setup = [
      { name: "Gearforged (homebrew)", type: "species", flags: { augmented: { gearforgedVariant: "homebrew" } }, system: { size: null } },
      { name: "Claw Arm", type: "upgrade", system: { key: "clawArm" } },
    ];
    // One at a time: the upgrade guard reads the items already on the actor.
    for (const data of setup) await actor.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]); // cast: partial sources.
    const laser = await create("upgrade", { system: { key: "clawArmLaser", minLevel: 5, prerequisite: "clawArm", activation: "action", uses: { max: "@abilities.con.mod", recovery: ["lr"] } } }, actor);
    expect(usesOf(laser)).toMatchObject({ value: 3, maxValue: 3, error: null });
    expect(laser.system.problems).toEqual([]);
    expect(laser.system.dropItem).toEqual({ key: "clawArmLaser", name: "A upgrade", minLevel: 5, prerequisite: "clawArm", addsMovement: false });
    await actor.update({ "system.abilities.con.value": 8 } as Actor.UpdateData);
    expect(usesOf(laser).maxValue).toBe(0);
  });

  it("GF-UPG-1: broken upgrade and chassis data loads, is flagged, and keeps its stored values", async () => {
    await createWorld({ seed: 23 });
    const upgrade = await create("upgrade", { system: { key: "jetPack", minLevel: 0, activation: "sometimes", choice: { ability: "str" } } });
    expect(upgrade.system.problems).toEqual(["badMinLevel", "unknownActivation", "badAbilityChoice", "differsFromRules"]);
    expect(upgrade.system.minLevel).toBe(0);
    expect(upgrade.system.activation).toBe("sometimes");
    const chassis = await create("chassis", { system: { key: "dwarf", size: "enormous" } });
    expect(chassis.system.problems).toEqual(["unknownSize"]);
    expect(chassis.system.size).toBe("enormous");
  });

  it("GF-BODY-1: a consumable defaults to an ingested potion; a broken formula loads and is flagged", async () => {
    await createWorld({ seed: 24 });
    const potion = await create("consumable", { system: { formula: "2d4 + 2", uses: { max: "1", recovery: [] } } });
    expect(potion.system).toMatchObject({ kind: "potion", ingested: true, quantity: 1 });
    expect(potion.system.problems).toEqual([]);
    const broken = await create("consumable", { system: { kind: "elixir", formula: "2d4 +" } });
    expect(broken.system.problems).toEqual(["unknownKind", "badFormula"]);
    expect(broken.system.formula).toBe("2d4 +");
  });

  it("GF-UPG-1 scenario: one upgrade at 1st level, a second refused until 5th with the reason, nothing created", async () => {
    const world = await createWorld({ seed: 25 });
    const actor = await createCharacter({ system: { details: { level: 1 } } });
    const species = { name: "Gearforged (homebrew)", type: "species", flags: { augmented: { gearforgedVariant: "homebrew" } }, system: { size: null } };
    await actor.createEmbeddedDocuments("Item", [species as unknown as Item.CreateData]); // cast: a partial source for the test.
    await create("chassis", { name: "Dwarf Chassis", system: { key: "dwarf", size: "medium" } }, actor);
    const upgrade = (name: string, key: string, minLevel = 1, extra: Record<string, unknown> = {}) => ({ name, type: "upgrade", system: { key, minLevel, ...extra } }) as unknown as Item.CreateData; // cast: partial source.
    await actor.createEmbeddedDocuments("Item", [upgrade("Claw Arm", "clawArm")]);
    world.notifications.length = 0;
    const refused = await actor.createEmbeddedDocuments("Item", [upgrade("Quick Fix", "quickFix")]);
    expect(refused).toEqual([]);
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning" });
    expect(world.notifications.at(-1)?.message).toContain("No free upgrade slot for Quick Fix");
    expect(actor.items.filter((i) => (i.type as string) === "upgrade").map((i) => i.name)).toEqual(["Claw Arm"]);
    await actor.update({ "system.details.level": 5 } as Actor.UpdateData);
    await actor.createEmbeddedDocuments("Item", [upgrade("Claw Arm Laser", "clawArmLaser", 5, { prerequisite: "clawArm" })]);
    expect(actor.items.filter((i) => (i.type as string) === "upgrade").map((i) => i.name).sort()).toEqual(["Claw Arm", "Claw Arm Laser"]);
    await world.settle();
  });

  it("GF-UPG-1: a Large chassis refuses an upgrade that adds movement; a non-gearforged refuses every upgrade", async () => {
    const world = await createWorld({ seed: 26 });
    const actor = await createCharacter({ system: { details: { level: 5 } } });
    await actor.createEmbeddedDocuments("Item", [{ name: "Gearforged (homebrew)", type: "species", flags: { augmented: { gearforgedVariant: "homebrew" } }, system: { size: null } } as unknown as Item.CreateData]); // cast: partial source.
    await create("chassis", { name: "Titan Chassis", system: { size: "large" } }, actor);
    const jet = { name: "Jet Pack", type: "upgrade", system: { key: "jetPack", minLevel: 5, addsMovement: true } } as unknown as Item.CreateData; // cast: partial source.
    expect(await actor.createEmbeddedDocuments("Item", [jet])).toEqual([]);
    expect(world.notifications.at(-1)?.message).toContain("A Large chassis cannot take Jet Pack");
    const human = await createCharacter({ system: { details: { level: 5 } } });
    expect(await human.createEmbeddedDocuments("Item", [jet])).toEqual([]);
    expect(world.notifications.at(-1)?.message).toContain("only a Gearforged (homebrew) character");
    expect(human.items.size).toBe(0);
    await world.settle();
  });
});
