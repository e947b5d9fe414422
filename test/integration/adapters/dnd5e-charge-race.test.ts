// CORE-8 across clients in a dnd5e world: two charges at once on one purse (the player buys a port while the GM
// buys another for the same character, each client reading the purse before the other's write lands) both stand.
// Each charge writes its ledger entry with the coins; the client acting for the actor charges again what the race
// lost, with a card saying so (src/workflows/currency/charge-ledger.ts, enabled in the module by features.ts).
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import { createModuleWorld } from "./dnd5e-module-world";

const MODULE = "augmented-dnd5e";

type PortModule = typeof import("../../../src/workflows/automail/port");
type Purse = Actor.Implementation & { system: { currency: Record<string, number> } };

async function wearer(world: World): Promise<Purse> {
  return world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const system = { currency: { gp: 3000 }, abilities: { int: { value: 14 } } };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    return (await Actor.create({ name: "Edda", type: "character", ownership, system } as never)) as unknown as Purse;
  });
}

async function buy(world: World, client: World["gm"], actor: Purse, site: string): Promise<unknown> {
  const ports = await world.systemModule<PortModule>(client, "src/workflows/automail/port.ts");
  return world.as(client, () => ports.buyPort(client.document(actor)!, "natural", site, { confirmed: true }));
}

describe("payments raced across clients in a dnd5e world", () => {
  it("CORE-8, AM-PORT-1: the player's and the GM's port purchases at once both take their 400 gp of dnd5e's coins; the lost charge is made again, with a card", { timeout: 180_000 }, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true }, latency: 2 });
    const actor = await wearer(world);
    await world.settle();
    const [mine, theirs] = await Promise.all([buy(world, world.player, actor, "leftArm"), buy(world, world.gm, actor, "leftLeg")]);
    await world.settle();
    expect(mine).not.toBeNull();
    expect(theirs).not.toBeNull();
    expect(actor.items.filter((item) => (item.type as string) === `${MODULE}.port`)).toHaveLength(2);
    expect(actor.system.currency.gp).toBe(2200);
    // cast: the module's card types keep their kind and view in `system` (src/data/chat).
    const costCards = world.chat.filter((message) => (message.system as unknown as { kind?: string } | undefined)?.kind === "cost");
    expect(costCards).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });
});
