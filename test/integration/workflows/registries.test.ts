/**
 * The extension points workflows register through: socket requests carried out by the active GM only after
 * validation, and rest contributions written in the rest's one actor update.
 */
import { describe, expect, it } from "vitest";
import { tableWithHero } from "./setup";

// Each client runs its own copy of the system (test/foundry/client-modules.ts): a registration is made in the
// copy of the client that needs it, as the system's own init does on every client.
type SocketModule = typeof import("../../../src/requests/socket");
type RestModule = typeof import("../../../src/workflows/rest/registry");

interface Ping {
  type: "registryTestPing";
  value: number;
}

describe("socket handlers", () => {
  it("the active GM runs a registered request once; a malformed one is ignored", async () => {
    const handled: Array<{ value: number; gm: boolean }> = [];
    const { world } = await tableWithHero();
    const onGm = await world.systemModule<SocketModule>(world.gm, "src/requests/socket.ts");
    const { requestGM } = await world.systemModule<SocketModule>(world.player, "src/requests/socket.ts");
    onGm.registerSocketHandler<Ping>("registryTestPing", {
      validate: (data): data is Ping => typeof (data as Partial<Ping> | null)?.value === "number",
      handle: async (request) => void handled.push({ value: request.value, gm: game.user?.isGM === true }),
    });
    await world.as(world.player, () => requestGM({ type: "registryTestPing", value: 7 }));
    await world.as(world.player, () => requestGM({ type: "registryTestPing", value: "forged" }));
    await world.as(world.player, () => requestGM({ type: "unknownRequest" }));
    await world.settle();
    expect(handled).toEqual([{ value: 7, gm: true }]);
  });
});

describe("rest contributions", () => {
  it("a contribution is written in the rest's one actor update and reported in the summary", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 5, max: 20 } } });
    // The copies outlive this file (the worker's later files reuse them: test/foundry/README.md, "One worker, many
    // files"), and the registry has no removal: the contribution answers only while this test runs.
    let live = true;
    for (const client of world.clients) {
      const { registerRestContribution } = await world.systemModule<RestModule>(client, "src/workflows/rest/registry.ts");
      registerRestContribution((_actor, restType) => (live && restType === "long" ? { "flags.augmented.registryTest": "rested" } : {}));
    }
    let updates = 0;
    const id = Hooks.on("updateActor", () => void updates++);
    const summary = await world.as(world.player, () => hero.longRest()).finally(() => (live = false));
    await world.settle();
    Hooks.off("updateActor", id);
    expect(updates).toBe(1);
    // cast: the flag scope is the system's; the community types only know core scopes.
    expect(hero.getFlag("augmented" as never, "registryTest" as never)).toBe("rested");
    // The system's own contribution (CY-DES-1's rest count) moves only for a creature with a design lock: none here.
    expect(summary?.contributed).toEqual({ "flags.augmented.registryTest": "rested" });
  });
});
