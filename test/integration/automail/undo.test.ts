/**
 * Issue 15, item 2 ("workflows with … undo"): the GM's Undo on the cards of workflows that CREATE items: a bought
 * port (AM-PORT-1: the port goes, the gold comes back) and a limb created from a compendium while it is attached
 * (AM-ATT-1) or built on (AM-GEN-1); and a limb's repair (AM-DMG-1: the gold back, damaged again). All or nothing (DESIGN.md, Trust): a port a limb hangs on since, or a limb
 * whose record changed since, refuses the whole undo and nothing changes.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { clickCardButton } from "../workflows/setup";
import { storedCard } from "../../../src/data/chat/types";
import { packItem } from "./helpers";

type Automail = {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<{ item: Item.Implementation; success: boolean } | null>;
  installReforged(item: Item.Implementation, site: string, options?: object): Promise<{ item: Item.Implementation; success: boolean } | null>;
  repairAutomail(item: Item.Implementation, options?: object): Promise<{ success: boolean } | null>;
};
type Actor = Awaited<ReturnType<typeof createCharacter>> & Automail;


async function setup() {
  const world = await createWorld({ seed: 41, worldTime: 10_000 });
  const actor = (await createCharacter({
    ownership: { default: 0, [world.player.user.id!]: 3 },
    system: { currency: { gp: 2000 }, abilities: { int: { value: 12 }, dex: { value: 14 }, wis: { value: 10 } } },
  })) as Actor;
  return { world, actor };
}

const gp = (actor: Actor) => (actor.system as unknown as { currency: { gp: number } }).currency.gp;
const lastCard = (world: Awaited<ReturnType<typeof setup>>["world"]) => world.chat.at(-1) as unknown as ChatMessage.Implementation;
const undone = (card: ChatMessage.Implementation) => storedCard(card)?.undone === true;
const snapshot = (actor: Actor) => {
  const source = actor.toObject() as { system: unknown; items: Array<Record<string, unknown>>; effects: unknown[] };
  return foundry.utils.deepClone({ system: source.system, items: source.items.map((i) => ({ _id: i._id, system: i.system })), effects: source.effects });
};

describe("automail undo of created items", () => {
  it("AM-PORT-1: the GM's Undo of a bought port deletes the port and gives the gold back (coins spent since stay spent)", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    const card = lastCard(world);
    expect(gp(actor)).toBe(1600);
    // A later purchase of 100 gp: the undo gives back the port's 400 gp, not the 2000 gp before it.
    await actor.update({ "system.currency.gp": 1500 } as Actor.UpdateData);

    // A player sees no Undo button; the GM's click undoes it.
    await expect(clickCardButton(world, world.player, card, "undo")).rejects.toThrow("no undo button");
    await clickCardButton(world, world.gm, card, "undo");
    expect(actor.items.has(port.id!)).toBe(false);
    expect(gp(actor)).toBe(1900);
    expect(undone(card)).toBe(true);
  });

  it("AM-PORT-1: a port a limb hangs on since is not undone: the undo is refused as a whole, naming the limb", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    const card = lastCard(world);
    world.dice.queue([18]);
    await actor.attachAutomail(await packItem("Modern Artisan Arm"), port.id!, { ability: "wis" });
    const before = snapshot(actor);

    await clickCardButton(world, world.gm, card, "undo");
    expect(snapshot(actor)).toEqual(before);
    expect(undone(card)).toBe(false);
    expect(world.notifications.map((n) => n.message).join("\n")).toContain("Modern Artisan Arm now relies on");
  });

  it("AM-ATT-1: the Undo of an attach from the compendium deletes the created limb and its failure's effect; the port stays", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    const before = snapshot(actor);
    world.dice.queue([1]);
    const attached = await actor.attachAutomail(await packItem("Modern Blade Arm"), port.id!, { ability: "dex" });
    expect(attached?.success).toBe(false);
    expect(actor.effects.size).toBe(1);

    const card = lastCard(world);
    await clickCardButton(world, world.gm, card, "undo");
    expect(actor.items.has(attached!.item.id!)).toBe(false);
    expect(snapshot(actor)).toEqual(before);
    expect(undone(card)).toBe(true);
  });

  it("AM-ATT-1, AM-ACC-2: a created limb whose failure ran out since (now accustomed) is not deleted; nothing changes", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([1]);
    const attached = await actor.attachAutomail(await packItem("Modern Artisan Arm"), port.id!, { ability: "wis" });
    const card = lastCard(world);
    await world.as(world.gm, () => world.time.advance(3600));
    await world.settle();
    const before = snapshot(actor);

    await clickCardButton(world, world.gm, card, "undo");
    expect(actor.items.has(attached!.item.id!)).toBe(true);
    expect(snapshot(actor)).toEqual(before);
    expect(world.notifications.map((n) => n.message).join("\n")).toContain("Modern Artisan Arm changed since this change created it");
  });

  it("AM-DMG-1: the Undo of a limb's repair makes it damaged again and gives the 250 gp back", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([20]);
    const arm = (await actor.attachAutomail(await packItem("Modern Blade Arm"), port.id!, { ability: "dex" }))!.item;
    // cast: a partial automail update.
    await arm.update({ system: { integrity: "damaged" } } as Item.UpdateData);
    world.dice.queue([14, 9]);
    expect((await actor.repairAutomail(arm, { dc: 12, costConfirmed: true }))?.success).toBe(true);
    expect(gp(actor)).toBe(1350);
    await clickCardButton(world, world.gm, lastCard(world), "undo");
    expect((arm.system as unknown as { integrity: string }).integrity).toBe("damaged");
    expect(gp(actor)).toBe(1600);
  });

  it("AM-GEN-1: the Undo of a reforged limb built on from the compendium deletes it", async () => {
    const { world, actor } = await setup();
    const before = snapshot(actor);
    world.dice.queue([20]);
    const built = await actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex" });
    expect(built?.success).toBe(true);
    await clickCardButton(world, world.gm, lastCard(world), "undo");
    expect(actor.items.has(built!.item.id!)).toBe(false);
    expect(snapshot(actor)).toEqual(before);
  });
});
