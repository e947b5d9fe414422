// A gearforged's life and death in a dnd5e world, through the Gearforged window, dnd5e's own effects and chat: a
// dying gearforged stabilized by Intelligence or mending on dnd5e's death saves (GF-BODY-5), dnd5e's spare the dying
// kept from stabilizing it; a dead one restored by the GM with dnd5e's coins (GF-REV-1, GC-LIV-2); memory gears
// installed and paid for (GF-MEM-1). The shared workflows run through the dnd5e port.
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import type { PlainObject } from "../../foundry/utils";
import { gearforgedTable, MODULE, type Dnd5eGearforged, type GearforgedTable } from "./dnd5e-gearforged-window-table";
import { cardHtml } from "../cards";
import { clickCardButton, renderMessage } from "../workflows/setup";

const SCENARIO = { timeout: 60_000 };
const DYING = { attributes: { hp: { value: 0, max: 20 } } };
const DEAD = { attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 3 } }, currency: { gp: 1000 } };

interface WindowModule {
  openGearforgedWindow(actor: unknown): Promise<{ element: HTMLElement; rendered: boolean }>;
}

type Client = "gm" | "player";
const clientOf = (world: World, who: Client) => (who === "gm" ? world.gm : world.player);

/** The hero's Gearforged window on `who`'s client. */
async function windowOf(table: GearforgedTable, who: Client): Promise<HTMLElement> {
  const { world } = table;
  const windows = await world.systemModule<WindowModule>(clientOf(world, who), "src/adapters/dnd5e/gearforged/gearforged-window.ts");
  const window = await world.as(clientOf(world, who), () => windows.openGearforgedWindow(table.heroOf(who)));
  await world.settle();
  return window.element;
}

async function click(world: World, who: Client, button: HTMLElement | null | undefined): Promise<void> {
  if (!button) throw new Error("no such button");
  await world.as(clientOf(world, who), async () => button.click());
  await world.settle();
}

const warnings = (world: World) => world.notifications.filter((n) => n.level !== "info").map((n) => n.message).join(" ");
const death = (hero: Dnd5eGearforged) => ({ success: hero.system.attributes.death.success, failure: hero.system.attributes.death.failure });
const record = (hero: Dnd5eGearforged) => (hero.flags[MODULE] as PlainObject | undefined)?.gearforged as PlainObject | undefined;

/** The world's cards of a kind (the card's `system.kind`). */
function cardsOf(world: World, kind: string): ChatMessage.Implementation[] {
  // cast: the stand-in's messages as Foundry's type; the card kind read from its system data.
  return (world.as(world.gm, () => [...game.messages!]) as ChatMessage.Implementation[]).filter((m) => (m.system as { kind?: string }).kind === kind);
}

/** A creature the player controls, to tend the dying one. */
async function tender(world: World, name: string, int: number): Promise<Dnd5eGearforged> {
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await world.as(world.gm, () => Actor.create({ name, type: "character", ownership: { default: 0, [world.player.userId]: 3 }, system: { abilities: { int: { value: int } } } } as never))) as unknown as Dnd5eGearforged;
  await world.settle();
  return actor;
}

/** The creature's effects with dnd5e's `stable` status (a gearforged also carries the module's "Gearforged body"). */
function stableEffects(actor: { effects: Iterable<{ statuses: Set<string> }> }): number {
  return [...actor.effects].filter((effect) => effect.statuses.has("stable")).length;
}

describe("GF-BODY-5 in a dnd5e world: a dying gearforged is stabilized by Intelligence or mending", SCENARIO, () => {
  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`GF-BODY-5 (dnd5e ${dnd5eVersion}): the window offers Intelligence and mending; mending sets dnd5e's death saves to three successes, so dnd5e asks no more`, async () => {
      const table = await gearforgedTable({ system: DYING, dnd5eVersion });
      const { world, hero } = table;
      const element = await windowOf(table, "player");
      expect(element.querySelector(".gearforged-life")?.getAttribute("data-life-state")).toBe("dying");
      expect([...element.querySelectorAll<HTMLElement>("[data-action=stabilizeGearforged]")].map((b) => b.dataset.method)).toEqual(["intelligence", "mending"]);
      expect(element.querySelector(".gearforged-stabilize")?.textContent).toContain("Not for a gearforged: Wisdom (Medicine) and spare the dying.");
      await click(world, "player", element.querySelector<HTMLElement>("[data-method=mending]"));
      expect(death(hero)).toEqual({ success: 3, failure: 0 });
      expect(await cardHtml(cardsOf(world, "stabilize").at(-1))).toContain("Ana is stable.");
      // dnd5e's own death saves stop at three successes (actor.mjs:1569).
      const mine = table.heroOf("player") as unknown as { rollDeathSave(): Promise<unknown> };
      expect(await world.as(world.player, () => mine.rollDeathSave())).toBeNull();
      // The window now shows it stable, with no stabilize buttons.
      const again = await windowOf(table, "player");
      expect(again.querySelector(".gearforged-life")?.getAttribute("data-life-state")).toBe("stable");
      expect(again.querySelector("[data-action=stabilizeGearforged]")).toBeNull();
      expect(world.errors).toEqual([]);
    });
  }

  it("GF-BODY-5: the Intelligence check is the tender's, through dnd5e's ability check; 9 changes nothing, 10 stabilizes", async () => {
    const table = await gearforgedTable({ system: DYING });
    const { world, hero } = table;
    // Intelligence 10: the total is the die. The tender is the one creature the player controls besides the patient.
    await tender(world, "Bo", 10);
    const element = await windowOf(table, "player");
    world.dice.queue([9]);
    world.dialogs.respond({ client: world.player, action: "normal" });
    await click(world, "player", element.querySelector<HTMLElement>("[data-method=intelligence]"));
    // dnd5e's roll dialog was answered (the check went through dnd5e's rollAbilityCheck).
    expect(world.dialogs.pending).toBe(0);
    expect(death(hero)).toEqual({ success: 0, failure: 0 });
    expect(await cardHtml(cardsOf(world, "stabilize").at(-1))).toContain("Ana is still dying.");
    world.dice.queue([10]);
    world.dialogs.respond({ client: world.player, action: "normal" });
    const element2 = await windowOf(table, "player");
    await click(world, "player", element2.querySelector<HTMLElement>("[data-method=intelligence]"));
    expect(death(hero)).toEqual({ success: 3, failure: 0 });
    expect(await cardHtml(cardsOf(world, "stabilize").at(-1))).toContain("Bo tends the clockwork.");
  });

  it("GF-BODY-5: Wisdom (Medicine) asked of the shared workflow is refused with the reason; nothing is rolled", async () => {
    const table = await gearforgedTable({ system: DYING });
    const { world, hero } = table;
    const { stabilizeGearforged } = await world.systemModule<{ stabilizeGearforged(a: unknown, m: string): Promise<unknown> }>(world.player, "src/workflows/gearforged/stabilize.ts");
    world.notifications.length = 0;
    expect(await world.as(world.player, () => stabilizeGearforged(table.heroOf("player"), "medicine"))).toBeNull();
    expect(warnings(world)).toContain("cannot be stabilized with Wisdom (Medicine)");
    expect(death(hero)).toEqual({ success: 0, failure: 0 });
  });

  it("GF-BODY-5: dnd5e's spare the dying (its Stabilized effect with the stable status) is refused on a gearforged, not on others; the GM's own toggle passes", async () => {
    const table = await gearforgedTable({ system: DYING });
    const { world, hero } = table;
    const caster = await tender(world, "Bo", 10);
    // dnd5e's 2024 spell, as far as the refusal reads it: its identifier (every dnd5e item has one,
    // item-description.mjs:25) and its effect with the `stable` status (spells24/cantrips/spare-the-dying.yml).
    // The stand-in has no spell type: a feat carries the same identifier and effect.
    const [spell] = await world.as(world.gm, () =>
      caster.createEmbeddedDocuments("Item", [
        { name: "Spare the Dying", type: "feat", system: { identifier: "spare-the-dying" }, effects: [{ name: "Stabilized", statuses: ["stable"], transfer: false }] },
      ]),
    );
    await world.settle();
    const effect = world.as(world.gm, () => [...(spell as unknown as { effects: Iterable<ActiveEffect.Implementation> }).effects][0]!);
    // As dnd5e's effect application creates it on the target (effect-application.mjs:213-219): its origin the spell's effect.
    const applied = () => ({ ...effect.toObject(), disabled: false, transfer: false, origin: effect.uuid });
    world.notifications.length = 0;
    await world.as(world.gm, () => (hero as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [applied() as never]));
    await world.settle();
    expect(stableEffects(hero)).toBe(0);
    expect(warnings(world)).toContain("Spare the dying does not work on a gearforged");
    // Another creature at 0 HP takes it.
    const other = await tender(world, "Cy", 10);
    await world.as(world.gm, () => (other as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [applied() as never]));
    await world.settle();
    expect(stableEffects(other)).toBe(1);
    // The GM marking the gearforged stable by hand (no origin) is the GM's call.
    await world.as(world.gm, () => (hero as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [{ name: "Stable", statuses: ["stable"] } as never]));
    await world.settle();
    expect(stableEffects(hero)).toBe(1);
  });

  it("GF-BODY-5: dropped to 0 HP, a card offers Intelligence and mending; the owner's click on mending stabilizes it", async () => {
    const table = await gearforgedTable();
    const { world, hero } = table;
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 0 }));
    await world.settle();
    const offers = cardsOf(world, "stabilize");
    expect(offers).toHaveLength(1);
    const html = await cardHtml(offers[0]);
    expect(html).toContain("Ana drops to 0 hit points and is dying.");
    expect(html).toContain("Stabilize: Intelligence (DC 10)");
    expect(html).toContain("Stabilize: mending");
    // The player owns Ana: the player's client draws the buttons and the click on mending stabilizes her.
    const asPlayer = await world.as(world.player, () => renderMessage(world, offers[0]!));
    expect(asPlayer.querySelectorAll("[data-augmented-action=stabilizeGearforged]")).toHaveLength(2);
    await clickCardButton(world, world.player, offers[0]!, "stabilizeGearforged", "[data-method=mending]");
    expect(death(hero)).toEqual({ success: 3, failure: 0 });
    expect(await cardHtml(cardsOf(world, "stabilize").at(-1))).toContain("Ana is stable.");
    // Hit again while down (dnd5e writes 0 again): no new fall, no second offer.
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 0, "system.attributes.death.success": 0, "system.attributes.death.failure": 1 }));
    await world.settle();
    expect(cardsOf(world, "stabilize").filter((m) => (m.system as { view?: { buttons?: unknown[] } }).view?.buttons?.length)).toHaveLength(1);
  });

  it("GF-BODY-5: a chassis gearforged stabilizes as dnd5e's creatures do: no card, no buttons", async () => {
    const table = await gearforgedTable({ variant: "chassis" });
    const { world, hero } = table;
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 0 }));
    await world.settle();
    expect(cardsOf(world, "stabilize")).toHaveLength(0);
    expect((await windowOf(table, "player")).querySelector("[data-action=stabilizeGearforged]")).toBeNull();
  });
});

/** Answers the next restore dialog with `fields`, noting the ways it listed. */
function answerRestore(world: World, fields: Record<string, string | number>): { ways: string[] } {
  const seen = { ways: [] as string[] };
  world.dialogs.respond(async (dialog) => {
    seen.ways = [...dialog.element.querySelectorAll<HTMLElement>("[data-way]")].map((el) => el.dataset.way ?? "");
    await world.dialogs.answer(dialog, { action: "restore", fields });
  });
  return seen;
}

/** The GM ticks or fills one field of the record of the remains in the window. */
async function recordRemains(table: GearforgedTable, field: string, value: boolean | number): Promise<void> {
  const element = await windowOf(table, "gm");
  const input = element.querySelector<HTMLInputElement>(`[data-remains=${field}]`);
  if (!input) throw new Error(`no record field ${field}`);
  table.world.as(table.world.gm, () => {
    if (typeof value === "boolean") input.checked = value;
    else input.value = String(value);
    input.dispatchEvent(new Event("change"));
  });
  await table.world.settle();
}

describe("GF-REV-1 / GC-LIV-2 in a dnd5e world: the GM restores a dead gearforged from the window", SCENARIO, () => {
  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`GF-REV-1 (dnd5e ${dnd5eVersion}): repair and soulforging, 500 gp plus the GM's figure from dnd5e's coins; back at 1 HP with dnd5e's death saves cleared`, async () => {
      const table = await gearforgedTable({ system: DEAD, dnd5eVersion });
      const { world, hero } = table;
      const element = await windowOf(table, "gm");
      expect(element.querySelector(".gearforged-life")?.getAttribute("data-life-state")).toBe("dead");
      world.dice.queue([3]);
      const seen = answerRestore(world, { option: "repair", repairGp: 120 });
      world.dialogs.respond({ action: "pay", client: world.gm });
      await click(world, "gm", element.querySelector<HTMLElement>("[data-action=askRestoreGearforged]"));
      expect(seen.ways).toEqual(["repair", "wish"]);
      expect(hero.system.currency.gp).toBe(380);
      expect(hero.system.attributes.hp.value).toBe(1);
      expect(death(hero)).toEqual({ success: 0, failure: 0 });
      expect(await cardHtml(cardsOf(world, "restore").at(-1))).toContain("(620 gp)");
    });
  }

  it("GF-REV-1: the player sees neither Restore nor the record of the remains, and cannot write the record", async () => {
    const table = await gearforgedTable({ system: DEAD });
    const { world, hero } = table;
    const element = await windowOf(table, "player");
    expect(element.querySelector("[data-action=askRestoreGearforged]")).toBeNull();
    expect(element.querySelector(".gearforged-record")).toBeNull();
    const { writeRemainsField } = await world.systemModule<{ writeRemainsField(a: unknown, i: HTMLInputElement): Promise<void> }>(world.player, "src/adapters/dnd5e/gearforged/life-panel.ts");
    const forged = world.as(world.player, () => {
      const input = document.createElement("input");
      input.type = "checkbox";
      input.dataset.remains = "soulGem";
      input.checked = false;
      return input;
    });
    world.notifications.length = 0;
    await world.as(world.player, () => writeRemainsField(table.heroOf("player"), forged));
    expect(warnings(world)).toContain("Only the GM records a gearforged's remains.");
    expect(record(hero)?.soulGem).toBeUndefined();
  });

  it("GF-REV-1: body destroyed (recorded by the GM) → a new body, 10,000 gp from dnd5e's coins", async () => {
    const table = await gearforgedTable({ system: { ...DEAD, currency: { gp: 12000 } } });
    const { world, hero } = table;
    await recordRemains(table, "body", true);
    expect(record(hero)?.body).toBe("destroyed");
    const seen = answerRestore(world, { option: "newBody" });
    world.dialogs.respond({ action: "pay", client: world.gm });
    await click(world, "gm", (await windowOf(table, "gm")).querySelector<HTMLElement>("[data-action=askRestoreGearforged]"));
    expect(seen.ways).toEqual(["newBody", "wish"]);
    expect(hero.system.currency.gp).toBe(2000);
    expect(hero.system.attributes.hp.value).toBe(1);
    expect(record(hero)?.body).toBe("intact");
  });

  it("GF-REV-1: soul gem destroyed → only wish", async () => {
    const table = await gearforgedTable({ system: DEAD });
    const { world, hero } = table;
    await recordRemains(table, "soulGem", false);
    const seen = answerRestore(world, { option: "wish" });
    await click(world, "gm", (await windowOf(table, "gm")).querySelector<HTMLElement>("[data-action=askRestoreGearforged]"));
    expect(seen.ways).toEqual(["wish"]);
    expect(hero.system.currency.gp).toBe(1000);
    expect(hero.system.attributes.hp.value).toBe(1);
    expect(record(hero)?.soulGem).toMatchObject({ intact: true });
  });

  it("GC-LIV-2: a chassis gearforged whose body is destroyed gets a new body for 10,000 gp and a day; its gem destroyed, wish returns it as its original species", async () => {
    const table = await gearforgedTable({ variant: "chassis", system: { ...DEAD, currency: { gp: 10000 } } });
    const { world, hero } = table;
    await recordRemains(table, "body", true);
    answerRestore(world, { option: "newBody" });
    world.dialogs.respond({ action: "pay", client: world.gm });
    await click(world, "gm", (await windowOf(table, "gm")).querySelector<HTMLElement>("[data-action=askRestoreGearforged]"));
    expect(hero.system.currency.gp).toBe(0);
    expect(await cardHtml(cardsOf(world, "restore").at(-1))).toContain("24 hours");
    // Dead again, its gem lost: only wish, and the card names what the GM still decides.
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 0, "system.attributes.death.failure": 3 }));
    await recordRemains(table, "soulGem", false);
    const seen = answerRestore(world, { option: "wish" });
    await click(world, "gm", (await windowOf(table, "gm")).querySelector<HTMLElement>("[data-action=askRestoreGearforged]"));
    expect(seen.ways).toEqual(["wish"]);
    expect(await cardHtml(cardsOf(world, "restore").at(-1))).toContain("returns as a fully living member of their original race");
  });
});

describe("GF-MEM-1 in a dnd5e world: memory gears from the window", SCENARIO, () => {
  it("GF-MEM-1: a gear costs 2,000 gp of dnd5e's coins and counts against one per 10 years of age", async () => {
    const table = await gearforgedTable({ system: { currency: { gp: 5000 } } });
    const { world, hero } = table;
    await recordRemains(table, "age", 30);
    let element = await windowOf(table, "player");
    expect(element.querySelector("[data-gears=count]")?.textContent).toBe("0 / 3");
    expect(element.querySelector("[data-gearforged=soul] .gearforged-problem")).not.toBeNull();
    world.dialogs.respond({ action: "pay", client: world.player });
    await click(world, "player", element.querySelector<HTMLElement>("[data-action=installMemoryGear]"));
    expect(hero.system.currency.gp).toBe(3000);
    element = await windowOf(table, "player");
    expect(element.querySelector("[data-gears=count]")?.textContent).toBe("1 / 3");
  });

  it("GF-MEM-1: a salvaged gear needs a new soulforging and a week before its memories are readable", async () => {
    const table = await gearforgedTable({ system: { currency: { gp: 2000 } } });
    const { world, hero } = table;
    world.dialogs.respond({ action: "pay", client: world.player });
    await click(world, "player", (await windowOf(table, "player")).querySelector<HTMLElement>("[data-action=installSalvagedGear]"));
    expect(hero.system.currency.gp).toBe(0);
    expect((record(hero)?.memoryGears as PlainObject).count).toBe(1);
    // The day the installation takes, then the week (rules/gearforged/memory-gears.ts).
    expect((await windowOf(table, "player")).querySelector("[data-gears=readable]")?.textContent).toContain("8 d");
  });

  it("GF-MEM-1: a gear the purse cannot pay for is refused with the missing amount; nothing is written", async () => {
    const table = await gearforgedTable({ system: { currency: { gp: 500 } } });
    const { world, hero } = table;
    world.notifications.length = 0;
    await click(world, "player", (await windowOf(table, "player")).querySelector<HTMLElement>("[data-action=installMemoryGear]"));
    expect(warnings(world)).toMatch(/1,?500/);
    expect(hero.system.currency.gp).toBe(500);
    expect(record(hero)?.memoryGears).toBeUndefined();
  });
});
