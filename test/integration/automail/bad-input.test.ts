/**
 * Issue 15, "Bad input": requests the automail workflows refuse with the reason, creating, spending and changing
 * nothing: a non-limb item attached or built on, an unknown port kind or site, an unknown body site for a reforged
 * limb, a second unnatural port over the Intelligence limit, an undo record of a shape the system never writes,
 * and the reforged clock button sent by a player's (modified) client.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { createItems } from "../workflows/setup";
import { packItem } from "./helpers";

type Actor = Awaited<ReturnType<typeof createCharacter>> & {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<unknown>;
  installReforged(item: Item.Implementation, site: string, options?: object): Promise<unknown>;
};
type CardActionModule = typeof import("../../../src/workflows/cards/card-action");
type CardsModule = typeof import("../../../src/applications/chat/cards");


async function setup() {
  const world = await createWorld({ seed: 53, worldTime: 10_000 });
  const actor = (await createCharacter({
    ownership: { default: 0, [world.player.user.id!]: 3 },
    system: { currency: { gp: 2000 }, abilities: { int: { value: 12 }, dex: { value: 14 } } },
  })) as Actor;
  return { world, actor };
}

const snapshot = (actor: Actor) => JSON.stringify(actor.toObject());

describe("automail bad input", () => {
  it("AM-ATT-1, AM-GEN-1, AM-PORT-1: a non-limb, an unknown port kind or site and an unknown body site are refused; nothing changes", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    const [sword] = await createItems(actor, [{ name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } }]);
    const before = snapshot(actor);
    const chat = world.chat.length;
    const told = () => world.notifications.at(-1)?.message ?? "";

    expect(await actor.attachAutomail(sword!, port.id!, { ability: "dex" })).toBeNull();
    expect(told()).toContain("Longsword is not an automail limb");
    expect(await actor.installReforged(sword!, "leftArm", { ability: "dex" })).toBeNull();
    expect(told()).toContain("Longsword is not an automail limb");
    expect(await actor.buyPort("titanium", "leftArm", { confirmed: true })).toBeNull();
    expect(told()).toContain('no titanium port for the site "leftArm"');
    expect(await actor.buyPort("natural", "wing", { confirmed: true })).toBeNull();
    expect(told()).toContain('no natural port for the site "wing"');
    expect(await actor.installReforged(await packItem("Reforged Iron Arm"), "wing", { ability: "dex" })).toBeNull();
    expect(told()).toContain('"wing" is not a body site');

    expect(snapshot(actor)).toBe(before);
    expect(world.chat.length).toBe(chat);
    await world.settle();
  });

  it("AM-PORT-1: with Intelligence +1, a second unnatural port is over the limit: refused, no gold spent", async () => {
    const { world, actor } = await setup();
    expect(await actor.buyPort("unnatural", "other", { confirmed: true })).not.toBeNull();
    const before = snapshot(actor);
    expect(await actor.buyPort("unnatural", "tail", { confirmed: true })).toBeNull();
    expect(world.notifications.at(-1)?.message).toMatch(/Intelligence modifier/);
    expect(snapshot(actor)).toBe(before);
    await world.settle();
  });

  it("undo: a record whose created items are not a list of created-item entries is refused as a whole; nothing is given back", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    const cards = await world.systemModule<CardsModule>(world.gm, "src/applications/chat/cards.ts");
    // cast: a record shape the system never writes (createdItems must be a list of {itemId, system}).
    const record = { actorUuid: actor.uuid, changes: [{ path: "system.currency.gp", previous: 2000, applied: 1600 }], createdItems: port.id } as never;
    const before = snapshot(actor);
    // A typed card: the card's schema refuses the record, so no such card exists.
    await expect(world.as(world.gm, () => cards.postCard({ kind: "automail-port", title: "Bought" }, { actor, state: { undo: record } }))).rejects.toThrow(/validation/i);
    expect(snapshot(actor)).toBe(before);
  });

  it("AM-GEN-1: the clock button sent by a player's modified client is refused on the GM's client; the clock stays", async () => {
    const { world, actor } = await setup();
    await world.as(world.player, async () => actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex" }));
    await world.settle();
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    const action = await world.systemModule<CardActionModule>(world.player, "src/workflows/cards/card-action.ts");
    const from = world.notifications.length;
    await world.as(world.player, () => action.clickCard(card, "automailReforgedClock"));
    await world.settle();
    expect(game.time!.worldTime).toBe(10_000);
    expect(world.notifications.slice(from).map((n) => n.message).join("\n")).toContain("Only a GM can move the world clock");
    expect((card.flags as { augmented?: { reforgedClock?: { advanced?: boolean } } }).augmented?.reforgedClock?.advanced).not.toBe(true);
  });
});
