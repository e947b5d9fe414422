/**
 * The world setting `acclimationRoll` (issue 15, AM-ACC-1 "the player's choice"): prompt (the default) asks the
 * player Wisdom or Dexterity in a dialog; automatic rolls the ability with the higher bonus without a dialog and
 * says so on the card. An ability passed by the caller (a macro) is used either way.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { cardHtml } from "../cards";

type Actor = Awaited<ReturnType<typeof createCharacter>> & {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<{ success: boolean; roll: Roll } | null>;
};

async function setup(abilities: Record<string, { value: number }>) {
  const world = await createWorld({ seed: 43, worldTime: 10_000 });
  const actor = (await createCharacter({ system: { currency: { gp: 2000 }, abilities } })) as Actor;
  const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
  // cast: the automail pack holds Items (system.json).
  const docs = (await game.packs!.get("augmented.automail")!.getDocuments()) as unknown as Item.Implementation[];
  const arm = docs.find((d) => d.name === "Modern Artisan Arm")!;
  return { world, actor, port, arm };
}

const lastCardText = (world: Awaited<ReturnType<typeof setup>>["world"]) => cardHtml(world.chat.at(-1));

describe("acclimation roll setting", () => {
  it("AM-ACC-1: by default the player is asked Wisdom or Dexterity", async () => {
    const { world, actor, port, arm } = await setup({ dex: { value: 16 }, wis: { value: 8 } });
    expect(game.settings!.get("augmented", "acclimationRoll")).toBe("prompt");
    world.dice.queue([10]);
    world.dialogs.respond({ action: "wis" });
    await actor.attachAutomail(arm, port.id!);
    expect(world.dialogs.history.length).toBe(1);
    expect(await lastCardText(world)).toContain("Wisdom");
    expect(await lastCardText(world)).not.toContain("Rolled automatically");
    await world.settle();
  });

  it("AM-ACC-1: automatic rolls the better ability (Dexterity +3 over Wisdom -1) with no dialog, and the card says so", async () => {
    const { world, actor, port, arm } = await setup({ dex: { value: 16 }, wis: { value: 8 } });
    await world.as(world.gm, () => game.settings!.set("augmented", "acclimationRoll", "auto"));
    const dialogs = world.dialogs.history.length;
    world.dice.queue([5]);
    const attached = await actor.attachAutomail(arm, port.id!);
    // 5 + 3 = 8 ≥ DC 8 (modern normal): with Wisdom (−1) it would have failed.
    expect(attached?.success).toBe(true);
    expect(attached?.roll.total).toBe(8);
    expect(world.dialogs.history.length).toBe(dialogs);
    expect(await lastCardText(world)).toContain("Dexterity");
    expect(await lastCardText(world)).toContain("Rolled automatically with the better ability");
    await world.settle();
  });

  it("AM-ACC-1: automatic with the better bonus on Wisdom rolls Wisdom; an ability the caller gives wins", async () => {
    const { world, actor, port, arm } = await setup({ dex: { value: 8 }, wis: { value: 14 } });
    await world.as(world.gm, () => game.settings!.set("augmented", "acclimationRoll", "auto"));
    world.dice.queue([10]);
    const first = await actor.attachAutomail(arm, port.id!);
    expect(await lastCardText(world)).toContain("Wisdom");
    const limb = actor.items.find((i) => i.type === "automail")!;
    await (actor as unknown as { detachAutomail(item: Item.Implementation): Promise<unknown> }).detachAutomail(limb);
    // Accustomed now (AM-ACC-2): two dice, the higher kept.
    world.dice.queue([10, 10]);
    await actor.attachAutomail(limb, port.id!, { ability: "dex" });
    expect(first?.success).toBe(true);
    expect(await lastCardText(world)).toContain("Dexterity");
    expect(await lastCardText(world)).not.toContain("Rolled automatically");
    await world.settle();
  });
});
