/**
 * AM-PORT-1 / AM-CY-1 at the data level: creates and updates of automail limbs and ports that the rules never
 * allow are vetoed before anything is written, with a localized warning; nothing is created or changed.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";

type Created = Item.Implementation & { system: { location?: unknown; site?: unknown; kind?: unknown } };

async function create(actor: Actor.Implementation, data: Record<string, unknown>[]): Promise<Created[]> {
  // cast: partial item sources; the created documents are the system's items.
  return (await actor.createEmbeddedDocuments("Item", data as Item.CreateData[])) as unknown as Created[];
}

const port = (kind: string, site: string | null, name = "Port") => ({ name, type: "port", system: { kind, site } });
const limb = (system: Record<string, unknown>, name = "Limb") => ({ name, type: "automail", system });

describe("automail placement guard", () => {
  it("AM-PORT-1: a limb onto no port, a taken port or a port that does not accept it is refused; nothing is created", async () => {
    const world = await createWorld({ seed: 21 });
    const actor = await createCharacter();
    const [armPort] = await create(actor, [port("natural", "leftArm", "Left Arm Port")]);
    expect(await create(actor, [limb({ location: { mode: "port", portId: "missing", since: 0 } })])).toEqual([]);
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning", message: expect.stringContaining("Nothing was changed") });

    expect(await create(actor, [limb({ limb: "leg", location: { mode: "port", portId: armPort!.id, since: 0 } }, "Leg")])).toEqual([]);
    expect(world.notifications.at(-1)?.message).toContain("Leg does not fit the Left Arm Port");

    // Two limbs onto one port in one batch: the first is accepted, the second refused.
    const both = await create(actor, [
      limb({ location: { mode: "port", portId: armPort!.id, since: 0 } }, "First"),
      limb({ location: { mode: "port", portId: armPort!.id, since: 0 } }, "Second"),
    ]);
    expect(both.map((i) => i.name)).toEqual(["First"]);
    expect(world.notifications.at(-1)?.message).toContain("already holds First");
    expect(actor.items.filter((i) => i.type === "automail").map((i) => i.name)).toEqual(["First"]);
    await world.settle();
  });

  it("AM-PORT-1: unnatural ports over the Intelligence modifier, or on a taken site, are refused; unfitted ports are kept", async () => {
    const world = await createWorld({ seed: 22 });
    const actor = await createCharacter({ system: { abilities: { int: { value: 12 } } } });
    expect(await create(actor, [port("unnatural", "other", "A")])).toHaveLength(1);
    expect(await create(actor, [port("unnatural", "tail", "B")])).toEqual([]);
    expect(world.notifications.at(-1)?.message).toContain("1 unnatural port");
    expect(await create(actor, [port("natural", "leftArm"), port("natural", "leftHand")])).toHaveLength(1);
    expect(world.notifications.at(-1)?.message).toContain("Left hand");
    // A port from the compendium has no site until it is bought and fitted: stored, flagged.
    const [unfitted] = await create(actor, [port("ocular", null, "Unfitted")]);
    expect(unfitted?.system.site).toBeNull();
    await world.settle();
  });

  it("AM-PORT-1: changing a port's kind so that its limb no longer fits is refused; the port is unchanged", async () => {
    const world = await createWorld({ seed: 23 });
    const actor = await createCharacter();
    const [tailPort] = await create(actor, [port("natural", "tail", "Tail Port")]);
    await create(actor, [limb({ limb: "tail", location: { mode: "port", portId: tailPort!.id, since: 0 } }, "Tail")]);
    // cast: a partial system update of the port model.
    await tailPort!.update({ system: { kind: "ocular", site: "leftEye" } } as Item.UpdateData);
    expect(tailPort!.system).toMatchObject({ kind: "natural", site: "tail" });
    await world.settle();
  });

  it("AM-CY-1: automail and a Cyborg prosthetic never replace the same arm, whichever comes first", async () => {
    const world = await createWorld({ seed: 24 });
    const actor = await createCharacter();
    await create(actor, [port("natural", "rightHand", "Hand Port")]);
    const prosthetic = { name: "Prosthetic Arm", type: "augment", system: { sectionKind: "arm", purpose: "prosthetic", installedSection: "rightArm" } };
    expect(await create(actor, [prosthetic])).toEqual([]);
    expect(world.notifications.at(-1)?.message).toContain("Hand Port");
    // The other arm is free; an augment (not a prosthetic) in the automail arm's section is allowed (AM-CY-1).
    expect(await create(actor, [{ ...prosthetic, system: { ...prosthetic.system, installedSection: "leftArm" } }])).toHaveLength(1);
    const blade = { name: "Arm Blade", type: "augment", system: { sectionKind: "arm", purpose: "attack", installedSection: "rightArm" } };
    expect(await create(actor, [blade])).toHaveLength(1);
    expect(await create(actor, [port("natural", "leftArm", "Left Port")])).toEqual([]);
    expect(world.notifications.at(-1)?.message).toContain("Prosthetic Arm");
    await world.settle();
  });
});
