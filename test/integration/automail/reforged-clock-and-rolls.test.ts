/**
 * Issue 15, item 2: the reforged installation's 2 hours of world time (AM-GEN-1) and the rolls "made with a limb"
 * (AM-ACC-1/3). A GM's installation moves the clock to the end of the work; a player's (who cannot move world
 * time) posts a card whose GM-only button does it once, reading how far from the limb, never from the card. The
 * roll dialog's "using <limb>" is offered on saves, tool checks and weapon attacks as on ability checks and skills.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { clickCardButton, createItems, renderMessage } from "../workflows/setup";
import { cardHtml } from "../cards";
import { effectTiming } from "../../../src/compat/effect-data";
import { packItem } from "./helpers";

type Installed = { item: Item.Implementation; success: boolean; readyAt: number; clockAdvanced: number };
type Actor = Awaited<ReturnType<typeof createCharacter>> & {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<{ item: Item.Implementation; success: boolean } | null>;
  installReforged(item: Item.Implementation, site: string, options?: object): Promise<Installed | null>;
  rollSavingThrow(ability: string): Promise<Roll | null>;
  rollToolCheck(item: Item.Implementation): Promise<Roll | null>;
  rollAttack(item: Item.Implementation): Promise<Roll | null>;
};


async function setup() {
  const world = await createWorld({ seed: 47, worldTime: 10_000 });
  const actor = (await createCharacter({
    ownership: { default: 0, [world.player.user.id!]: 3 },
    system: { currency: { gp: 2000 }, abilities: { dex: { value: 14 }, wis: { value: 10 } } },
  })) as Actor;
  return { world, actor };
}

type World = Awaited<ReturnType<typeof setup>>["world"];
const lastCard = (world: World) => world.chat.at(-1) as unknown as ChatMessage.Implementation;

describe("reforged installation on the world clock (AM-GEN-1)", () => {
  it("AM-GEN-1, AM-ACC-1: a GM's installation moves the clock 2 hours; the failure starts at the end of the work", async () => {
    const { world, actor } = await setup();
    world.dice.queue([2]);
    const built = await actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex" });
    expect(built).toMatchObject({ success: false, readyAt: 17_200, clockAdvanced: 7200 });
    await world.settle();
    expect(game.time!.worldTime).toBe(17_200);
    const effect = [...actor.effects][0];
    expect(effectTiming(effect)).toEqual({ start: 17_200, seconds: 86_400 });
    expect(await cardHtml(lastCard(world))).toContain("The world clock moved 2 hours to the end of the work.");
    expect((await renderMessage(world, lastCard(world))).querySelector("[data-augmented-action=automailReforgedClock]")).toBeNull();
  });

  it("AM-GEN-1: a macro may keep the clock where it is (advanceClock: false); the card says it was not moved", async () => {
    const { world, actor } = await setup();
    world.dice.queue([20]);
    const built = await actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex", advanceClock: false });
    expect(built?.clockAdvanced).toBe(0);
    expect(game.time!.worldTime).toBe(10_000);
    expect(await cardHtml(lastCard(world))).toContain("The world clock was not moved");
    await world.settle();
  });

  it("AM-GEN-1: a player's installation leaves the clock to the GM's button: hidden from the player, gone once used", async () => {
    const { world, actor } = await setup();
    world.dice.queue([20]);
    const built = await world.as(world.player, async () => actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex" }));
    expect(built?.clockAdvanced).toBe(0);
    await world.settle();
    expect(game.time!.worldTime).toBe(10_000);
    const card = lastCard(world);
    expect(await cardHtml(card)).toContain("Only a GM can move the world clock");
    await expect(clickCardButton(world, world.player, card, "automailReforgedClock")).rejects.toThrow("no automailReforgedClock button");

    await clickCardButton(world, world.gm, card, "automailReforgedClock");
    expect(game.time!.worldTime).toBe(17_200);
    const html = await world.as(world.gm, () => renderMessage(world, card));
    expect(html.querySelector("[data-augmented-action=automailReforgedClock]")).toBeNull();
    expect(html.textContent).toContain("The clock has been moved to the end of the work.");
  });

  it("AM-GEN-1: after the GM undid the installation, the clock button moves nothing and says why", async () => {
    const { world, actor } = await setup();
    world.dice.queue([20]);
    await world.as(world.player, async () => actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex" }));
    await world.settle();
    const card = lastCard(world);
    await clickCardButton(world, world.gm, card, "undo");
    expect(actor.items.filter((i) => i.type === "automail")).toEqual([]);
    await clickCardButton(world, world.gm, card, "automailReforgedClock");
    expect(game.time!.worldTime).toBe(10_000);
    expect(world.notifications.at(-1)?.message).toContain("no longer being built on");
  });
});

describe("rolls made with a limb (AM-ACC-1/3): 'using <limb>' beyond checks and skills", () => {
  it("AM-ACC-1: saves, tool checks and weapon attacks made with the arm are at disadvantage while its failure runs", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([1]);
    const attached = await actor.attachAutomail(await packItem("Modern Artisan Arm"), port.id!, { ability: "wis" });
    expect(attached?.success).toBe(false);
    const arm = attached!.item;
    const [sword, tools] = await createItems(actor, [
      { name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } },
      { name: "Smith's tools", type: "tool" },
    ]);

    const rolls: Array<[string, () => Promise<Roll | null>]> = [
      ["save", () => actor.rollSavingThrow("dex")],
      ["tool", () => actor.rollToolCheck(tools!)],
      ["attack", () => actor.rollAttack(sword!)],
    ];
    for (const [what, roll] of rolls) {
      world.dice.queue([15, 4]);
      world.dialogs.respond({ action: "normal", fields: { limb: arm.id! } });
      expect((await roll())?.formula, `${what} using the arm`).toContain("2d20kl");
      world.dice.queue([15]);
      world.dialogs.respond({ action: "normal", fields: { limb: "" } });
      expect((await roll())?.formula, `${what} not using it`).not.toContain("2d20");
    }
    await world.settle();
  });
});
