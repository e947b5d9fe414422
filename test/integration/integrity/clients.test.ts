/**
 * Issue 5, deliverables 2 and 6 across clients: exactly one client acts per trigger however many are connected;
 * with no GM connected a card stays pending and a GM completes it after joining; a player cannot damage an
 * augment of an actor they do not own, by clicking or by a forged socket message (CY-INT-2).
 */
import { REQUEST_QUERY, REQUESTS_FLAG } from "../../../src/requests/socket";
import { storeForged } from "../forged-request";
import { beforeAll, describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { clickCardButton, renderMessage, type World } from "../workflows/setup";
import { augmentOf, updateActor, cyborgTable, integrityCards, onlyCard, stateOf } from "./helpers";
import { stateOf as cardStateOf } from "../cards";

const GM_AND_THREE_PLAYERS = [
  { name: "Gamemaster", role: "GAMEMASTER" as const },
  { name: "Player", role: "PLAYER" as const },
  { name: "Bea", role: "PLAYER" as const },
  { name: "Mallory", role: "PLAYER" as const },
];

/**
 * Sends a hand-made request from `who`'s client, every way a modified client could: stored on its own User
 * document (where real requests travel; the GM's client takes the sender from that document, whatever `userId`
 * the request claims) and pointed at by a query; written onto the card owner's User document (refused: only that
 * user or a GM may update it), when there is another player; as a bare query carrying the request; and as a raw socket message.
 */
/** A card transition request (src/workflows/cards/card-action.ts) at the card's current version. */
function transition(card: { id: string | null; flags: unknown; type?: unknown; system?: unknown }, action: string, args: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> {
  // cast: the system's card flags.
  const version = cardStateOf(card).version ?? 0;
  return { type: "cardAction", action, messageId: card.id, version, args, ...extra };
}

async function forge(world: World, who: string, data: Record<string, unknown>): Promise<void> {
  await world.as(world.client(who), async () => {
    game.socket?.emit("system.augmented", data);
    // cast: the system's query name; the community types only declare core queries.
    const gm = game.users?.activeGM as unknown as { query(name: string, data: unknown): Promise<unknown> };
    const self = game.user!;
    const pointer = await storeForged(data);
    const { id } = pointer;
    expect(await gm.query(REQUEST_QUERY, pointer)).toMatchObject({ ok: false });
    const victim = world.clients.find((c) => c.user.id !== self.id && !c.user.isGM)?.user;
    if (victim) {
      // cast: the system's flag, written as a modified client would.
      await expect(victim.update({ [`flags.augmented.${REQUESTS_FLAG}.${id}`]: data } as unknown as User.UpdateData)).rejects.toThrow();
      expect(await gm.query(REQUEST_QUERY, { ...pointer, userId: victim.id })).toMatchObject({ ok: false });
    }
    expect(await gm.query(REQUEST_QUERY, data)).toMatchObject({ ok: false });
  });
  await world.settle();
}

describe("integrity saves across clients", () => {
  // The first world of a file imports the whole system: do it once here, outside every test's time budget.
  beforeAll(async () => {
    await createWorld();
  });

  it("exactly one client acts: GM + three players connected, one card per HP drop whoever made it", async () => {
    const { world, hero } = await cyborgTable({ users: GM_AND_THREE_PLAYERS });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    expect(integrityCards(world)).toHaveLength(1);
    // The player's own edit (healed, then 60 → 25): the player's client acts, nobody else's.
    await world.as(world.player, async () => {
      await updateActor(hero, { "system.attributes.hp.value": 60 });
      await updateActor(hero, { "system.attributes.hp.value": 25 });
    });
    await world.settle();
    const cards = integrityCards(world);
    expect(cards).toHaveLength(2);
    expect(cards.map((m) => m.author?.name)).toEqual(["Gamemaster", "Player"]);
  });

  it("exactly one client acts in auto mode too: one roll in the dice history per trigger", async () => {
    const { world, hero } = await cyborgTable({ users: GM_AND_THREE_PLAYERS, mode: "auto" });
    const rolled = world.dice.history.length;
    world.dice.queue([18]);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    expect(world.dice.history.length - rolled).toBe(1);
    expect(integrityCards(world)).toHaveLength(1);
  });

  it("no GM connected: the card stays pending (and says so), then a GM who joins completes it", async () => {
    const { world, hero, arm } = await cyborgTable({
      users: [
        { name: "Player", role: "PLAYER" },
        { name: "Gamemaster", role: "GAMEMASTER", connected: false },
      ],
    });
    // A typed HP edit by the owner (no GM to apply damage).
    await world.as(world.player, () => updateActor(hero, { "system.attributes.hp.value": 20 }));
    await world.settle();
    const card = onlyCard(world);
    world.dice.queue([2]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)?.stage).toBe("pick");
    const view = await world.as(world.player, () => renderMessage(world, card));
    expect(view.querySelector("[data-status=no-gm]")?.textContent).toContain("No GM is connected");

    await world.connect("Gamemaster");
    await world.settle();
    await clickCardButton(world, world.gm, card, "integrityPick", `[data-augment-id="${arm.id}"]`);
    expect(augmentOf(hero, arm).system.integrity).toBe("damaged");
    expect(stateOf(card)?.stage).toBe("done");
  });

  it("owner mode with no GM connected: the owner's pick is not lost, the card stays pending with a warning", async () => {
    const { world, hero, arm } = await cyborgTable({ pick: "owner" });
    await world.as(world.player, () => updateActor(hero, { "system.attributes.hp.value": 20 }));
    await world.settle();
    const card = onlyCard(world);
    world.dice.queue([2]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    await world.disconnect(world.gm);
    await clickCardButton(world, world.player, card, "integrityPick", `[data-augment-id="${arm.id}"]`);
    expect(augmentOf(hero, arm).system.integrity).toBe("intact");
    expect(stateOf(card)?.stage).toBe("pick");
    expect(world.notifications.some((n) => n.level === "warning" && n.message.includes("No GM is connected"))).toBe(true);
  });

  it("CY-INT-2: a player cannot damage an augment of an actor they do not own, even with a forged socket message", async () => {
    const { world, hero, torso, arm } = await cyborgTable({ users: GM_AND_THREE_PLAYERS, pick: "owner" });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    const mallory = world.client("Mallory").user.id!;

    // Mallory cannot roll the save: no button, and a forged roll request is ignored.
    const malloryView = await world.as(world.client("Mallory"), () => renderMessage(world, card));
    expect(malloryView.querySelector("[data-augmented-action=integrityRoll]")).toBeNull();
    await forge(world, "Mallory", transition(card, "integrityRoll", {}, { userId: mallory }));
    expect(stateOf(card)?.stage).toBe("save");

    world.dice.queue([2]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    expect(stateOf(card)?.stage).toBe("pick");

    // Her buttons are disabled; a forged pick (as herself), a malformed one and one for a non-candidate do nothing.
    const view = await world.as(world.client("Mallory"), () => renderMessage(world, card));
    expect([...view.querySelectorAll<HTMLButtonElement>("[data-augmented-action=integrityPick]")].every((b) => b.disabled)).toBe(true);
    await forge(world, "Mallory", transition(card, "integrityPick", { augmentId: torso.id }, { userId: mallory }));
    await forge(world, "Mallory", transition(card, "integrityPick", { augmentId: torso.id }));
    await forge(world, "Mallory", transition(card, "integrityPick", { augmentId: torso.id }, { messageId: 42, userId: mallory }));
    await forge(world, "Mallory", transition(card, "integrityPick", { augmentId: { $ne: null } }));
    // cast: partial source data, as Actor.create accepts it.
    const villain = await world.as(world.gm, () => Actor.create({ name: "Villain", type: "character", ownership: { default: 0, [mallory]: 3 } } as unknown as Actor.CreateData));
    // cast (both): partial item source in; the created items, in order, out.
    const [foreign] = (await world.as(world.gm, () =>
      villain!.createEmbeddedDocuments("Item", [{ name: "Claw", type: "augment", system: { sectionKind: "arm", installedSection: "leftArm" } } as unknown as Item.CreateData]),
    )) as unknown as Item.Implementation[];
    await forge(world, "Mallory", transition(card, "integrityPick", { augmentId: foreign!.id }, { userId: mallory }));
    await world.settle();
    expect([torso, arm].map((item) => augmentOf(hero, item).system.integrity)).toEqual(["intact", "intact"]);
    expect(foreign!.system).toMatchObject({ integrity: "intact" });
    expect(stateOf(card)?.stage).toBe("pick");

    // The owner's real pick still works afterwards.
    await clickCardButton(world, world.player, card, "integrityPick", `[data-augment-id="${torso.id}"]`);
    expect(augmentOf(hero, torso).system.integrity).toBe("damaged");
  });

  it("CY-INT-1: two clicks on Roll at once (two rendered copies of the card) roll one save", async () => {
    const { world, hero } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    const rolled = world.dice.history.length;
    world.dice.queue([2, 19]);
    await world.as(world.gm, async () => {
      const first = await renderMessage(world, card);
      const second = await renderMessage(world, card);
      first.querySelector<HTMLButtonElement>("[data-augmented-action=integrityRoll]")!.click();
      second.querySelector<HTMLButtonElement>("[data-augmented-action=integrityRoll]")!.click();
    });
    await world.settle();
    expect(world.dice.history.length - rolled).toBe(1);
    expect(stateOf(card)).toMatchObject({ stage: "pick", save: { total: 2 } });
  });

  it("CY-INT-2 gm mode: the owner's forged pick request is refused (only the GM picks)", async () => {
    const { world, hero, torso } = await cyborgTable();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 35, type: "fire" }]));
    await world.settle();
    const card = onlyCard(world);
    world.dice.queue([2]);
    await clickCardButton(world, world.player, card, "integrityRoll");
    await forge(world, "Player", transition(card, "integrityPick", { augmentId: torso.id }, { userId: world.player.user.id }));
    expect(augmentOf(hero, torso).system.integrity).toBe("intact");
    // A second click after the pick is done is refused: one save damages one augment.
    await clickCardButton(world, world.gm, card, "integrityPick", `[data-augment-id="${torso.id}"]`);
    const again = card.id!;
    await forge(world, "Player", transition(card, "integrityRoll", {}, { messageId: again, userId: world.player.user.id }));
    expect(stateOf(card)).toMatchObject({ stage: "done", chosen: { augmentId: torso.id } });
    expect(integrityCards(world)).toHaveLength(1);
  });
});
