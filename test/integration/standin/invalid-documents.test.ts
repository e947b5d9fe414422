/**
 * Issue 9, Bad input: a stored document that no longer validates never stops the world from loading. The stand-in
 * sets it aside as v13 does (`invalidDocumentIds`, data kept as it was); the system reports it once, to the
 * active GM only, listed by type, name and id.
 *
 * Issue 25, finding 8: an embedded item whose stored data fails validation leaves its actor valid: the stand-in
 * sets it aside in `actor.items.invalidDocumentIds` as v13 does, `getInvalid` gives it built without validation,
 * its data stays in the actor's source as stored, and an update that makes it valid brings it into the contents.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const GOOD = { _id: "goodActor0000001", name: "Ana", type: "character", system: { attributes: { hp: { value: 5, max: 10 } } } };
// HP that is no number fails the character model's validation.
const BAD = { _id: "badActor00000001", name: "Broken", type: "character", system: { attributes: { hp: { value: "fifty", max: 10 } } } };

describe("invalid stored documents", () => {
  it("load into invalidDocumentIds, unchanged; the world boots; the active GM is told once, with the list", async () => {
    const world = await createWorld({
      users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Assistant", role: "ASSISTANT" }, { name: "Player", role: "PLAYER" }],
      stored: { Actor: [GOOD, BAD] },
    });
    expect(game.ready).toBe(true);
    expect(game.actors!.get(GOOD._id)?.name).toBe("Ana");
    expect(game.actors!.get(BAD._id)).toBeUndefined();
    // cast: v13 collections expose invalidDocumentIds/getInvalid; the stand-in's getInvalid gives the stored source.
    const actors = game.actors as unknown as { invalidDocumentIds: Set<string>; getInvalid(id: string): unknown };
    expect([...actors.invalidDocumentIds]).toEqual([BAD._id]);
    expect(actors.getInvalid(BAD._id)).toEqual(BAD);
    const reports = world.notifications.filter((n) => n.message.includes(BAD._id));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ level: "error", userId: world.gm.user.id });
    expect(reports[0]!.message).toContain("Actor Broken [badActor00000001]");
  });

  it("an actor's invalid embedded item: the actor loads, the item is set aside with its stored data, the actor still updates, and a fix brings the item in, also after a reload", async () => {
    // "broken" is no integrity state (INTEGRITY_STATES): the augment fails validation, its owner does not.
    const bad = { _id: "badItem000000001", name: "Old Cannon", type: "augment", system: { sectionKind: "arm", purpose: "attack", integrity: "broken", legacy: "kept" } };
    const good = { _id: "goodItem00000001", name: "Rope", type: "equipment", system: { quantity: 2 } };
    const world = await createWorld({ stored: { Actor: [{ ...GOOD, items: [bad, good] }] } });
    const ana = game.actors!.get(GOOD._id)!;
    expect(ana).toBeDefined();
    expect(ana.items.contents.map((item) => item.id)).toEqual([good._id]);
    // cast: v13 embedded collections expose invalidDocumentIds/getInvalid; the community types do not list them.
    const items = ana.items as unknown as { invalidDocumentIds: Set<string>; getInvalid(id: string, options?: { strict?: boolean }): Item | undefined };
    expect([...items.invalidDocumentIds]).toEqual([bad._id]);
    const held = items.getInvalid(bad._id)!;
    expect(held.name).toBe("Old Cannon");
    expect(() => items.getInvalid(good._id)).toThrow();
    // The system tells the active GM at ready, as for an invalid world document.
    expect(world.notifications.filter((n) => n.level === "error" && n.message.includes("Item Old Cannon [badItem000000001] (Actor Ana)"))).toHaveLength(1);
    // The server keeps it as stored, a field the model does not know included (the client's copy is cleaned).
    const onServer = () => (world.server.source("Actor", GOOD._id)!.items as Array<{ _id: string }>).find((item) => item._id === bad._id);
    expect(onServer()).toEqual(bad);
    expect((held.system as unknown as { integrity: string }).integrity).toBe("broken");

    await ana.update({ name: "Ana B." });
    await world.settle();
    expect(ana.name).toBe("Ana B.");
    expect([...items.invalidDocumentIds]).toEqual([bad._id]);
    expect(onServer()).toEqual(bad);
    // An update that stays invalid is refused, nothing changed.
    await expect(held.update({ name: "Still broken" })).rejects.toThrow();
    expect(held.name).toBe("Old Cannon");

    // cast: a dotted path, which the community types' update data does not list.
    await held.update({ "system.integrity": "damaged" } as Item.UpdateData);
    await world.settle();
    expect(items.invalidDocumentIds.size).toBe(0);
    expect(ana.items.get(bad._id)?.name).toBe("Old Cannon");
    await world.disconnect(world.gm);
    await world.connect(world.gm);
    const reloaded = world.as(world.gm, () => game.actors!.get(GOOD._id)!);
    // cast: the augment model's field.
    expect((reloaded.items.get(bad._id)?.system as unknown as { integrity: string } | undefined)?.integrity).toBe("damaged");
  });
});
