/**
 * Stored requests nobody queries any more (a client that crashed and never asked again) leave the User documents
 * when the GM's client starts: the active full GM removes every request past its lifetime, on every user, at
 * `ready` (src/requests/stored-request.ts `sweepStaleRequests`). A fresh one stays. An Assistant GM, who may not
 * update another user, leaves them.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { REQUESTS_FLAG } from "../../../src/requests/socket";
import { REQUEST_LIFETIME_MS } from "../../../src/requests/stored-request";
import { sha256Hex } from "../../../src/utils/sha256";

const SCENARIO = { timeout: 90_000 };

function storedOn(user: { flags: unknown }): Record<string, unknown> {
  // cast: the system's flag on a User document (src/requests/stored-request.ts).
  return ((user.flags as Record<string, Record<string, unknown> | undefined>).augmented?.[REQUESTS_FLAG] ?? {}) as Record<string, unknown>;
}

/** 500 expired requests, one shapeless leftover and one fresh request, written by the player on its own User document. */
async function leftovers(world: Awaited<ReturnType<typeof createWorld>>): Promise<void> {
  await world.as(world.player, async () => {
    const entries: Record<string, unknown> = {};
    for (let i = 0; i < 500; i++) entries[`flags.augmented.${REQUESTS_FLAG}.old${i}`] = { request: { type: "x" }, lock: sha256Hex(String(i)), at: Date.now() - REQUEST_LIFETIME_MS - 1_000 };
    entries[`flags.augmented.${REQUESTS_FLAG}.shapeless`] = { type: "cardAction" };
    entries[`flags.augmented.${REQUESTS_FLAG}.fresh`] = { request: { type: "x" }, lock: sha256Hex("fresh"), at: Date.now() };
    // cast: the system's flag, as a crashed client's leftovers would be.
    await game.user!.update(entries as unknown as User.UpdateData);
  });
  await world.settle();
}

describe("stored requests past their lifetime", SCENARIO, () => {
  it("are removed by the GM's client when it starts; a fresh one stays", async () => {
    const world = await createWorld({ seed: 3 });
    await leftovers(world);
    expect(Object.keys(storedOn(world.player.user))).toHaveLength(502);
    world.disconnect(world.gm);
    await world.connect(world.gm);
    await world.settle();
    expect(Object.keys(world.as(world.player, () => storedOn(game.user!)))).toEqual(["fresh"]);
  });

  it("an Assistant GM, who may not update another user, leaves them", async () => {
    const world = await createWorld({ seed: 3, users: [{ name: "Assistant", role: "ASSISTANT" }, { name: "Player", role: "PLAYER" }] });
    await leftovers(world);
    world.disconnect("Assistant");
    await world.connect("Assistant");
    await world.settle();
    expect(world.errors).toEqual([]);
    expect(Object.keys(world.as(world.player, () => storedOn(game.user!)))).toHaveLength(502);
  });
});
