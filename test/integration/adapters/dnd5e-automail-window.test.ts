// The Automail window in a dnd5e world: the control on dnd5e's actor sheet header, the window it opens (the system's
// Automail tab template over the module's items: ports, limbs, the acclimation state in words, the buy form), its
// buttons running the shared workflows (buy a port with dnd5e's coins, attach with dnd5e's ability check, detach,
// build a reforged limb on), a limb dropped on a port, and the GM's "who notices" (AM-SEEN-1). A Cyborg carries both
// (AM-CY-1): an automail arm leaves the section open for one augment.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { cardHtml } from "../cards";

const MODULE = "augmented-dnd5e";
const CONTROL = ".augmented-dnd5e-automail";
const ABILITY_DIALOG = "DND5E.AbilityPromptTitle";
const SCENARIO = { timeout: 180_000 };

interface Dnd5eActor {
  id: string;
  uuid: string;
  name: string;
  items: { contents: Item.Implementation[]; get(id: string): Item.Implementation | undefined };
  system: PlainObject & { currency: Record<string, number> };
  sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
}

interface WindowModule {
  automailWindowOf(actor: unknown): { element: HTMLElement; rendered: boolean; title: string; render(): Promise<unknown> } | null;
}

async function wearer(world: World, options: { cyborg?: boolean } = {}): Promise<Dnd5eActor> {
  return world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const system = { currency: { gp: 2000 }, abilities: { int: { value: 14 }, dex: { value: 14 } }, attributes: { hp: { value: 40, max: 40 } } };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Ana", type: "character", ownership, system } as never)) as unknown as Dnd5eActor;
    if (options.cyborg) await actor.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} }]);
    await world.settle();
    return actor;
  });
}

/** Opens the actor's sheet as `client`, clicks the Automail control, and returns the window that opened. */
async function openWindow(world: World, client: World["gm"], actor: Dnd5eActor) {
  // cast: that client's copy of the same dnd5e actor.
  const own = world.as(client, () => game.actors!.get(actor.id)) as unknown as Dnd5eActor;
  await world.as(client, () => own.sheet.render(true));
  const control = world.as(client, () => own.sheet.element.querySelector<HTMLButtonElement>(`.sheet-header ${CONTROL}`));
  expect(control, "the Automail control in dnd5e's sheet header").not.toBeNull();
  world.as(client, () => control!.click());
  await world.settle();
  const windows = await world.systemModule<WindowModule>(client, "src/adapters/dnd5e/automail/window.ts");
  const window = world.as(client, () => windows.automailWindowOf(actor));
  expect(window?.rendered).toBe(true);
  return { window: window!, own };
}

function click(world: World, client: World["gm"], element: Element | null | undefined): void {
  expect(element, "a button to click").toBeTruthy();
  world.as(client, () => (element as HTMLElement).click());
}

function drop(element: Element, payload: PlainObject): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const text = JSON.stringify(payload);
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? text : "") } });
  element.dispatchEvent(event);
}

const ofKind = (actor: Dnd5eActor, kind: string) => actor.items.contents.filter((i) => (i.type as string) === `${MODULE}.${kind}`);

describe("the Automail control in a dnd5e world", () => {
  it("is on the owner's character and NPC sheets when the Automail line is on, and on no sheet when it is off", SCENARIO, async () => {
    for (const on of [true, false]) {
      const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: on } });
      const ana = await wearer(world);
      const npc = await world.as(world.gm, async () => (await Actor.create({ name: "Bandit", type: "npc" } as never)) as unknown as Dnd5eActor);
      await world.settle();
      for (const [actor, client] of [[ana, world.player], [npc, world.gm]] as const) {
        // cast: that client's copy of the same dnd5e actor.
        const own = world.as(client, () => game.actors!.get(actor.id)) as unknown as Dnd5eActor;
        await world.as(client, () => own.sheet.render(true));
        expect(world.as(client, () => own.sheet.element.querySelector(`.sheet-header ${CONTROL}`) !== null), `${actor.name}, line ${on ? "on" : "off"}`).toBe(on);
      }
    }
  });
});

describe("the Automail window in a dnd5e world", () => {
  it("AM-PORT-1, AM-ATT-1, AM-ACC-1: the player buys a port from the window with dnd5e's coins, drops the Modern Blade Arm from the compendium on it (dnd5e's ability check), reads its acclimation in words, and detaches it", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true }, worldTime: 100 });
    const actor = await wearer(world);
    const { window } = await openWindow(world, world.player, actor);
    expect(window.title).toBe("Automail: Ana");
    expect(window.element.textContent).toContain("No limb is worn");

    // Buy: the form's kind and site, then the cost question answered Pay.
    world.as(world.player, () => {
      window.element.querySelector<HTMLSelectElement>("[data-automail-buy=kind]")!.value = "natural";
      window.element.querySelector<HTMLSelectElement>("[data-automail-buy=site]")!.value = "rightArm";
    });
    world.dialogs.respond({ client: world.player, action: "pay" });
    click(world, world.player, window.element.querySelector("[data-action=automailBuyPort]"));
    await world.settle();
    expect(ofKind(actor, "port")).toHaveLength(1);
    expect(actor.system.currency.gp).toBe(1600);

    // A limb dropped on the free port: the ability question (Dexterity), dnd5e's check (18 + 2 ≥ 12).
    const port = window.element.querySelector<HTMLElement>("[data-drop-port]");
    expect(port).not.toBeNull();
    world.dialogs.respond({ client: world.player, action: "dex" });
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player });
    world.dice.queue([18]);
    world.as(world.player, () => drop(port!, { type: "Item", uuid: "" }));
    const uuid = await packUuid("automail", "Modern Blade Arm");
    world.as(world.player, () => drop(window.element.querySelector("[data-drop-port]")!, { type: "Item", uuid }));
    await world.settle();
    const [arm] = ofKind(actor, "automail");
    expect((arm?.system as unknown as { location: { mode: string } }).location.mode).toBe("port");
    expect(window.element.querySelector(".automail-acclimation")?.textContent).toContain("Modern Blade Arm: accustomed");

    // Detach (an Action): the limb stays, carried.
    click(world, world.player, window.element.querySelector(`[data-item-id="${arm!.id}"] [data-action=automailDetach]`));
    await world.settle();
    expect((arm?.system as unknown as { location: { mode: string } }).location.mode).toBe("carried");
    expect(window.element.querySelector(".automail-carried")?.textContent).toContain("Modern Blade Arm");
  });

  it("AM-ATT-1: anything but a limb dropped on a port is refused by name, nothing created", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true } });
    const actor = await wearer(world);
    await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [{ name: "Port", type: `${MODULE}.port`, system: { kind: "natural", site: "leftArm" } }]));
    await world.settle();
    const { window } = await openWindow(world, world.player, actor);
    const before = actor.items.contents.length;
    const uuid = await packUuid("automail", "Natural Automail Port");
    world.as(world.player, () => drop(window.element.querySelector("[data-drop-port]")!, { type: "Item", uuid }));
    await world.settle();
    expect(actor.items.contents.length).toBe(before);
  });

  it("AM-GEN-1, AM-SEEN-1: a reforged limb is built on from the window (no port); the GM asks who notices it: reforged is noticed without a check", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true }, worldTime: 100 });
    const actor = await wearer(world);
    const reforged = (await fromUuid(await packUuid("automail", "Reforged Iron Arm"))) as Item.Implementation;
    await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [reforged.toObject() as PlainObject]));
    await world.settle();
    const { window } = await openWindow(world, world.player, actor);
    const [limb] = ofKind(actor, "automail");
    world.dialogs.respond({ client: world.player, fields: { choice: "leftArm" } });
    world.dialogs.respond({ client: world.player, action: "dex" });
    world.dialogs.respond({ matching: ABILITY_DIALOG, client: world.player });
    world.dice.queue([15]);
    click(world, world.player, window.element.querySelector(`[data-item-id="${limb!.id}"] [data-action=automailBuildOn]`));
    await world.settle();
    const location = (limb!.system as unknown as { location: { mode: string; site: string } }).location;
    expect(location).toMatchObject({ mode: "builtOn", site: "leftArm" });

    const gm = await openWindow(world, world.gm, actor);
    const ask = gm.window.element.querySelector("[data-action=automailWhoNotices]");
    expect(ask).not.toBeNull();
    expect(window.element.querySelector("[data-action=automailWhoNotices]")).toBeNull();
    const before = world.chat.length;
    world.dialogs.respond({ client: world.gm });
    click(world, world.gm, ask);
    await world.settle();
    expect(world.chat.length).toBe(before + 1);
    const card = await world.as(world.gm, () => cardHtml(world.chat.at(-1)));
    expect(card).toContain("Reforged Iron Arm: Noticed without a check");
  });

  it("AM-DMG-1: a damaged limb is repaired from the window: the GM's DC asked on the GM's screen, 250 gp of dnd5e's coins, dnd5e's Sleight of Hand check with advantage", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true } });
    const actor = await wearer(world);
    await world.as(world.gm, async () => {
      const [port] = await actor.createEmbeddedDocuments("Item", [{ name: "Port", type: `${MODULE}.port`, system: { kind: "natural", site: "rightArm" } }]);
      const blade = (await fromUuid(await packUuid("automail", "Modern Blade Arm"))) as Item.Implementation;
      const source = blade.toObject() as { system: PlainObject } & PlainObject;
      await actor.createEmbeddedDocuments("Item", [{ ...source, system: { ...source.system, integrity: "damaged", location: { mode: "port", portId: port!.id, since: 0 } } }]);
    });
    await world.settle();
    const [arm] = ofKind(actor, "automail");
    const { window } = await openWindow(world, world.player, actor);
    world.dialogs.respond({ client: world.gm });
    world.dialogs.respond({ client: world.player, action: "pay" });
    world.dialogs.respond({ matching: "DND5E.SkillPromptTitle", client: world.player });
    world.dice.queue([16, 4]);
    click(world, world.player, window.element.querySelector(`[data-item-id="${arm!.id}"] [data-action=automailRepair]`));
    await world.settle();
    expect(world.dialogs.history.some((d) => d.userId === world.gm.userId)).toBe(true);
    expect((arm!.system as unknown as { integrity: string }).integrity).toBe("intact");
    expect(actor.system.currency.gp).toBe(1750);
  });

  it("AM-CY-1: a Cyborg with an automail right arm still installs one augment in that section", SCENARIO, async () => {
    const world = await createModuleWorld({ settings: { [`${MODULE}.content.automail`]: true } });
    const actor = await wearer(world, { cyborg: true });
    await world.as(world.gm, async () => {
      const [port] = await actor.createEmbeddedDocuments("Item", [{ name: "Port", type: `${MODULE}.port`, system: { kind: "natural", site: "rightArm" } }]);
      const blade = (await fromUuid(await packUuid("automail", "Modern Blade Arm"))) as Item.Implementation;
      const source = blade.toObject() as { system: PlainObject } & PlainObject;
      await actor.createEmbeddedDocuments("Item", [{ ...source, system: { ...source.system, location: { mode: "port", portId: port!.id, since: 0 } } }]);
      const cannon = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
      await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(cannon.toObject(), { system: { installedSection: "rightArm" } }) as PlainObject]);
    });
    await world.settle();
    expect(ofKind(actor, "automail")).toHaveLength(1);
    expect(ofKind(actor, "augment").map((a) => (a.system as unknown as { installedSection: string }).installedSection)).toEqual(["rightArm"]);
    // The body map's right arm shows both: the augment in its slot, the port and its limb as a line.
    const own = world.as(world.gm, () => game.actors!.get(actor.id)) as unknown as Dnd5eActor;
    await world.as(world.gm, () => own.sheet.render(true));
    world.as(world.gm, () => own.sheet.element.querySelector<HTMLButtonElement>(".augmented-dnd5e-body-map")!.click());
    await world.settle();
    const maps = await world.systemModule<{ bodyMapWindowOf(actor: unknown): { element: HTMLElement } | null }>(world.gm, "src/adapters/dnd5e/body-map-window.ts");
    const arm = world.as(world.gm, () => maps.bodyMapWindowOf(actor)!.element.querySelector('[data-section="rightArm"]')?.textContent ?? "");
    expect(arm).toContain("Wrist Cannon");
    expect(arm).toContain("Modern Blade Arm");
  });
});
