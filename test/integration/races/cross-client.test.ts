/**
 * Issue 25, findings 3 to 6: writes that must be counted or unique, made by two clients at once (the player and
 * the GM, 2 ms of server latency between each client and the server, as R2's pairs). Each failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { tableWithHero } from "../workflows/setup";
import { createCharacter } from "../helpers";
import { cardText } from "../cards";

const SCENARIO = { timeout: 60_000 };

type Payer = { payCost(gp: number, options?: object): Promise<unknown> };
const gp = (actor: Actor.Implementation) => (actor.system as unknown as { currency: { gp: number } }).currency.gp;

describe("writes two clients make at once", SCENARIO, () => {
  it("CORE-8: two payments at once (player and GM, 250 gp each, 1000 gp in the purse) leave 500 gp, as serially", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
    const payer = hero as unknown as Payer;
    const both = Promise.all([
      world.as(world.player, () => payer.payCost(250, { confirmed: true, reason: "repair" })),
      world.as(world.gm, () => payer.payCost(250, { confirmed: true, reason: "repair" })),
    ]);
    const [a, b] = await both;
    await world.settle();
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(gp(hero)).toBe(500);
  });

  it("CORE-8: three payments at once, then one more: every charge counted once (1000 → 0)", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
    const payer = hero as unknown as Payer;
    await Promise.all([
      world.as(world.player, () => payer.payCost(250, { confirmed: true })),
      world.as(world.gm, () => payer.payCost(250, { confirmed: true })),
      world.as(world.player, () => payer.payCost(250, { confirmed: true })),
    ]);
    await world.settle();
    expect(gp(hero)).toBe(250);
    await world.as(world.player, () => payer.payCost(250, { confirmed: true }));
    await world.settle();
    expect(gp(hero)).toBe(0);
  });

  it("CORE-8: a purse that cannot cover the charge a race lost is left as it is, and a card says what is missing", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } }, undefined, 2);
    const payer = hero as unknown as Payer;
    await Promise.all([world.as(world.player, () => payer.payCost(250, { confirmed: true })), world.as(world.gm, () => payer.payCost(250, { confirmed: true }))]);
    await world.settle();
    expect(gp(hero)).toBe(50);
    expect(world.chat.map((m) => cardText(m as unknown as ChatMessage.Implementation)).join(" ")).toContain("could not be charged");
  });
});

/**
 * CORE-8 (interpretation, RULES.md): a purse value set by hand (the GM on the sheet) while a charge is in flight
 * stands. Serially the two orders end alike: the charge first, then the hand value (100); or the hand value first,
 * then the charge refused (100 < 250). So a race must end at the hand value too, never at "300 − 250" written over it.
 */
describe("a purse set by hand while a charge is in flight", SCENARIO, () => {
  for (const order of ["the hand value lands first", "the charge lands first"] as const) {
    it(`CORE-8: the GM sets 100 gp while a 250 gp charge planned on 300 gp is made (${order}): the purse holds 100 gp`, async () => {
      const { world, hero } = await tableWithHero({ currency: { gp: 300 } }, undefined, 2);
      const payer = hero as unknown as Payer;
      const setByHand = () => world.as(world.gm, () => hero.update({ "system.currency.gp": 100 } as Actor.UpdateData));
      const charge = () => world.as(world.player, () => payer.payCost(250, { confirmed: true, reason: "repair" }));
      // Each write spends 2 ms on its way to the server: the one sent 1 ms later lands second, both planned on 300.
      const later = <T>(work: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, 1)).then(work);
      await (order === "the hand value lands first" ? Promise.all([setByHand(), later(charge)]) : Promise.all([charge(), later(setByHand)]));
      await world.settle();
      expect(gp(hero)).toBe(100);
      const said = world.chat.map((m) => cardText(m as unknown as ChatMessage.Implementation)).join(" ");
      if (order === "the hand value lands first") expect(said).toContain("set by hand to 100 gp");
      // Later charges count from the hand value as usual.
      await world.as(world.player, () => payer.payCost(30, { confirmed: true }));
      await world.settle();
      expect(gp(hero)).toBe(70);
    });
  }
});

type AutomailActor = Actor.Implementation & {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<{ item: Item.Implementation } | null>;
};
const limbsOnPort = (actor: Actor.Implementation, portId: string) =>
  actor.items.filter((i) => i.type === "automail" && (i.system as unknown as { location: { mode: string; portId?: string } }).location.portId === portId);
const ports = (actor: Actor.Implementation) => actor.items.filter((i) => i.type === "port");

describe("automail placements two clients make at once", SCENARIO, () => {
  it("AM-PORT-1: two limbs attached to one free port at once: one is on it, the other is not (created nowhere)", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 2000 }, abilities: { wis: { value: 14 } } }, undefined, 2);
    const actor = hero as unknown as AutomailActor;
    const port = (await world.as(world.gm, () => actor.buyPort("natural", "rightArm", { confirmed: true })))!.item;
    await world.settle();
    const { packItem } = await import("../automail/helpers");
    const arm = await packItem("Modern Artisan Arm");
    const blade = await packItem("Modern Blade Arm");
    world.dice.queue([20, 20]);
    const [a, b] = await Promise.all([
      world.as(world.player, () => actor.attachAutomail(arm, port.id!, { ability: "wis" })),
      world.as(world.gm, () => actor.attachAutomail(blade, port.id!, { ability: "wis" })),
    ]);
    await world.settle();
    expect(limbsOnPort(hero, port.id!)).toHaveLength(1);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    expect(hero.items.filter((i) => i.type === "automail")).toHaveLength(1);
  });

  it("AM-PORT-1, CORE-8: two natural ports bought for one site at once: one port, one 400 gp charge (serially the second is refused)", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
    const actor = hero as unknown as AutomailActor;
    const [a, b] = await Promise.all([
      world.as(world.player, () => actor.buyPort("natural", "leftArm", { confirmed: true })),
      world.as(world.gm, () => actor.buyPort("natural", "leftArm", { confirmed: true })),
    ]);
    await world.settle();
    expect(ports(hero)).toHaveLength(1);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    expect(gp(hero)).toBe(600);
  });

  it("AM-PORT-1, undo all-or-nothing: the GM's Undo of a port purchase racing an attach onto that port leaves no limb on a deleted port", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 }, abilities: { wis: { value: 14 } } }, undefined, 2);
    const actor = hero as unknown as AutomailActor;
    const port = (await world.as(world.player, () => actor.buyPort("natural", "rightArm", { confirmed: true })))!.item;
    await world.settle();
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    const { packItem } = await import("../automail/helpers");
    const arm = await packItem("Modern Artisan Arm");
    const { clickCardButton } = await import("../workflows/setup");
    world.dice.queue([20]);
    await Promise.all([world.as(world.player, () => actor.attachAutomail(arm, port.id!, { ability: "wis" })), clickCardButton(world, world.gm, card, "undo")]);
    await world.settle();
    const portIds = new Set(ports(hero).map((p) => p.id));
    const worn = hero.items.filter((i) => i.type === "automail" && (i.system as unknown as { location: { mode: string } }).location.mode === "port");
    for (const limb of worn) expect(portIds.has((limb.system as unknown as { location: { portId: string } }).location.portId)).toBe(true);
    // Either the undo won (no port, gold back, no limb worn) or the attach did (port, limb, gold spent).
    if (ports(hero).length === 0) {
      expect(gp(hero)).toBe(1000);
      expect(worn).toHaveLength(0);
    } else {
      expect(gp(hero)).toBe(600);
      expect(worn).toHaveLength(1);
    }
  });
});

describe("a refund racing a charge", SCENARIO, () => {
  /**
   * Found by the soak run (R2 automail pairs 20036 #3, 20141 #1, 20185 #1, 20188 #2, 20213 #1): the player buys a
   * port while the GM undoes the purchase of another one. Both read the same purse and wrote an absolute value:
   * the charge landing last lost the refund (1000 → 600 → 200, the first port gone and its 400 gp not back).
   * The Undo's refund is a ledger entry too (a negative charge), so the settlement gives back what a race lost.
   */
  for (const first of ["buy", "undo"] as const) {
    it(`CORE-8, AM-PORT-1: a port bought while the GM undoes another's purchase (${first} started first): both count, 1000 − 400 − 400 + 400 = 600 gp`, async () => {
      const { world, hero } = await tableWithHero({ currency: { gp: 1000 } }, undefined, 2);
      const actor = hero as unknown as AutomailActor;
      expect(await world.as(world.player, () => actor.buyPort("natural", "rightArm", { confirmed: true }))).not.toBeNull();
      await world.settle();
      const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
      expect(gp(hero)).toBe(600);
      const { clickCardButton } = await import("../workflows/setup");
      const buy = () => world.as(world.player, () => actor.buyPort("natural", "leftLeg", { confirmed: true }));
      const undo = () => clickCardButton(world, world.gm, card, "undo");
      const [a, b] = first === "buy" ? [buy(), undo()] : [undo(), buy()];
      await Promise.all([a, b]);
      await world.settle();
      const sites = ports(hero).map((p) => (p.system as unknown as { site: string }).site);
      expect(sites).toEqual(["leftLeg"]);
      expect(gp(hero)).toBe(600);
    });
  }
});

describe("time-driven effects with two GMs", SCENARIO, () => {
  it("GA-TIRE-1: two GMs moving time at once give a 13th Age gearforged one neglect effect, and one card", async () => {
    const users = [
      { name: "Gamemaster", role: "GAMEMASTER" as const },
      { name: "Player", role: "PLAYER" as const },
      { name: "Second GM", role: "GAMEMASTER" as const },
    ];
    const { world } = await tableWithHero({}, users, 2);
    // A gearforged no player owns (an NPC companion): each GM moving time is the one client that acts for it.
    const hero = await world.as(world.gm, () => createCharacter({ name: "Cog", system: { details: { level: 1 } } }));
    const { applySpecies } = await import("../../../src/workflows/species/apply");
    const { SPECIES, packItem } = await import("../gearforged/helpers");
    await world.as(world.gm, async () => applySpecies(hero, await packItem("species", SPECIES.thirteenthAge), { choices: { abilities: ["str"], languages: [] } }));
    await world.settle();
    const second = world.client("Second GM");
    const before = world.chat.length;
    // Each GM's client brings the actor up to date for the time change it made, at the same moment.
    type Clock = typeof import("../../../src/workflows/gearforged/thirteenth-age/clock");
    const path = "src/workflows/gearforged/thirteenth-age/clock.ts";
    const [one, two] = [await world.systemModule<Clock>(world.gm, path), await world.systemModule<Clock>(second, path)];
    world.time.advance(25 * 3600);
    await Promise.all([world.as(world.gm, () => one.syncThirteenthAge(hero)), world.as(second, () => two.syncThirteenthAge(hero))]);
    await world.settle();
    const neglect = [...hero.effects].filter((e) => (e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge === "neglect");
    expect(neglect).toHaveLength(1);
    const { cardKind } = await import("../cards");
    const kinds = world.chat.slice(before).map((m) => cardKind(m as unknown as ChatMessage.Implementation));
    expect(kinds.filter((kind) => kind === "gearforged-13th-age")).toHaveLength(1);
  });
});
