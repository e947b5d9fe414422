/**
 * Issue 9, Bad input: a stored document that no longer validates never stops the world from loading. The stand-in
 * sets it aside as v13 does (`invalidDocumentIds`, data kept as it was); the system reports it once, to the
 * active GM only, listed by type, name and id.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const GOOD = { _id: "goodActor0000001", name: "Ana", type: "character", system: { attributes: { hp: { value: 5, max: 10 } } } };
// HP above the maximum fails the character model's joint validation (CORE-2).
const BAD = { _id: "badActor00000001", name: "Broken", type: "character", system: { attributes: { hp: { value: 50, max: 10 } } } };

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
});
