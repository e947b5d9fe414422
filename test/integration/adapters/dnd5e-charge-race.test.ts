// CORE-8 across clients in a dnd5e world: two charges at once on one purse (the player buys a port while the GM
// buys another for the same character, each client reading the purse before the other's write lands) both stand.
// Each charge writes its ledger entry with the coins; the client acting for the actor charges again what the race
// lost, with a card saying so (src/workflows/currency/charge-ledger.ts, enabled in the module by features.ts). Coins
// set by hand (dnd5e's sheet, a macro) and coins an Undo gives back record their entry in the same update (the
// module's `preUpdateActor`, as the system's Actor document does), so a charge racing them is seen too.
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import { createModuleWorld } from "./dnd5e-module-world";
import { clickUndo } from "../suites/r2-world";

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

  it("CORE-8: coins set by hand and an Undo's refund record their ledger entry with the coins (so a racing charge is settled)", { timeout: 180_000 }, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true } });
    const actor = await wearer(world);
    await world.settle();
    const entries = () => Object.values((foundry.utils.getProperty(actor.flags, `${MODULE}.charges`) ?? {}) as Record<string, { cp: number; toCp: number; set?: boolean; delta?: Record<string, number> }>);
    await world.as(world.player, () => world.player.document(actor)!.update({ "system.currency.gp": 2900 } as never));
    await world.settle();
    expect(entries()).toEqual([expect.objectContaining({ cp: 0, toCp: 290_000, set: true })]);
    await buy(world, world.player, actor, "leftArm");
    await world.settle();
    expect(actor.system.currency.gp).toBe(2500);
    // cast: the module's card types keep their kind in `system` (src/data/chat).
    const card = world.chat.find((message) => (message.system as unknown as { kind?: string } | undefined)?.kind === "automail-port")!;
    await clickUndo(world, card as unknown as ChatMessage.Implementation);
    await world.settle();
    expect(actor.system.currency.gp).toBe(2900);
    expect(entries().find((entry) => entry.cp < 0)).toMatchObject({ cp: -40_000, toCp: 290_000, delta: { gp: 400 } });
  });
});
