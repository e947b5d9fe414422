/**
 * The system loads its workflows with import() (docs/ARCHITECTURE.md, Build). In the stand-in a dynamic import
 * from a client's copy of the system gives that client's own copy of the chunk (client-modules.ts resolveId), and
 * world.settle() waits for the load (trackModuleLoads, world.moduleLoad), even when nothing returns its promise.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/lazy-system.ts`;
const chunk = `${import.meta.dirname}/lazy-chunk.ts`;
type Chunk = typeof import("./lazy-chunk");
type System = typeof import("./lazy-system");

describe("stand-in: code loaded with import()", () => {
  it("gives each client its own copy of a lazily loaded chunk, and settle() waits for the load", async () => {
    const world = await createWorld({ entry, users: [{ name: "GM", role: "GAMEMASTER" }, { name: "P1", role: "PLAYER" }] });
    const actor = await Actor.create({ name: "Ana", type: "character" } as Actor.CreateData);
    await world.settle();
    await world.as(world.gm, () => actor!.update({ name: "Bea" }));
    // The GM's listener ran at once; its chunk is loading and is tracked work.
    expect(world.pendingWork()).toContain("module load (import())");
    await world.settle();
    expect(world.pendingWork()).toEqual([]);
    // As written in the import() (no extension here), resolved from the importing file.
    expect(world.loadedModules).toEqual([chunk.replace(/\.ts$/, ""), chunk.replace(/\.ts$/, "")]);
    const gmChunk = await world.systemModule<Chunk>("GM", chunk);
    const playerChunk = await world.systemModule<Chunk>("P1", chunk);
    expect(gmChunk).not.toBe(playerChunk);
    expect(gmChunk.seen).toEqual(["Bea:GM"]);
    expect(playerChunk.seen).toEqual(["Bea:P1"]);
    // The chunk import() gave each client is the module of that client's copy.
    const gmSystem = await world.systemModule<System>("GM");
    expect(await world.as(world.gm, () => gmSystem.loadChunk())).toBe(gmChunk);
  });
});
