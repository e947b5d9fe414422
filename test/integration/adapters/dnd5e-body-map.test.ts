// The body map in a dnd5e world (issue 29, Deliver 3): the control on dnd5e's character sheet, the window it opens
// (the system's Augments template), drops onto its sections through the shared install workflow (the GM's DCs,
// dnd5e's Sleight of Hand), its buttons, and drops that are refused with the reason and create nothing.
import { describe, expect, it, vi } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { answerOwnChecks, createModuleWorld, packUuid, SKILL_DIALOG } from "./dnd5e-module-world";

interface Dnd5eActor {
  id: string;
  uuid: string;
  name: string;
  items: { contents: Item.Implementation[] };
  sheet: { render(force: boolean): Promise<unknown>; close(): Promise<unknown>; element: HTMLElement };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
}

interface WindowModule {
  bodyMapWindowOf(actor: unknown): { element: HTMLElement; rendered: boolean; close(): Promise<unknown>; title: string } | null;
}

const CONTROL = ".augmented-dnd5e-body-map";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const CYBORG = { name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} };

async function character(world: World, name: string, options: { cyborg?: boolean; playerOwns?: boolean; observed?: boolean } = {}): Promise<Dnd5eActor> {
  const ownership = options.playerOwns ? { default: 0, [world.player.userId]: 3 } : { default: options.observed ? 2 : 0 };
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create({ name, type: "character", ownership } as never)) as unknown as Dnd5eActor;
  await actor.createEmbeddedDocuments("Item", options.cyborg === false ? [FIGHTER] : [FIGHTER, CYBORG]);
  await world.settle();
  return actor;
}

/** A drop as Foundry's drag and drop makes it: `text/plain` JSON. */
function drop(element: Element, payload: PlainObject): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const text = JSON.stringify(payload);
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? text : "") } });
  element.dispatchEvent(event);
}

const augmentsOf = (actor: Dnd5eActor) => actor.items.contents.filter((i) => (i.type as string) === "augmented-dnd5e.augment");

/** Opens the actor's sheet as `who`, clicks the control, and returns the window that opened. */
async function openWindow(world: World, who: "gm" | "player", actor: Dnd5eActor) {
  const client = who === "gm" ? world.gm : world.player;
  const sheet = await sheetAs(world, who, actor);
  const control = world.as(client, () => sheet.element.querySelector<HTMLButtonElement>(CONTROL));
  expect(control, "the body-map control on dnd5e's sheet").not.toBeNull();
  world.as(client, () => control!.click());
  await world.settle();
  const windows = await world.systemModule<WindowModule>(client, "src/adapters/dnd5e/body-map-window.ts");
  const window = world.as(client, () => windows.bodyMapWindowOf(actor));
  expect(window?.rendered).toBe(true);
  return window!;
}

/** The actor's dnd5e sheet on `who`'s client, rendered (each client holds its own copy of the actor). */
async function sheetAs(world: World, who: "gm" | "player", actor: Dnd5eActor): Promise<Dnd5eActor["sheet"]> {
  const client = who === "gm" ? world.gm : world.player;
  // cast: that client's copy of the same dnd5e actor.
  const own = world.as(client, () => game.actors!.get(actor.id)) as unknown as Dnd5eActor;
  return world.as(client, async () => {
    await own.sheet.render(true);
    return own.sheet;
  });
}

const section = (element: HTMLElement, id: string) => element.querySelector<HTMLElement>(`[data-drop-section="${id}"]`)!;

describe("the body-map control on dnd5e's character sheet", () => {
  it("is in the sheet header for the GM on every character, for an owning player on a Cyborg only", async () => {
    const world = await createModuleWorld();
    const cyborg = await character(world, "Vex", { playerOwns: true });
    const plain = await character(world, "Ana", { cyborg: false, playerOwns: true });
    const other = await character(world, "Kit", { observed: true });
    const controlOn = async (who: "gm" | "player", actor: Dnd5eActor) => {
      const sheet = await sheetAs(world, who, actor);
      return world.as(who === "gm" ? world.gm : world.player, () => sheet.element.querySelector(`.sheet-header .right ${CONTROL}`) !== null);
    };
    expect(await controlOn("gm", cyborg)).toBe(true);
    expect(await controlOn("gm", plain)).toBe(true);
    expect(await controlOn("player", cyborg)).toBe(true);
    expect(await controlOn("player", plain)).toBe(false);
    expect(await controlOn("player", other)).toBe(false);
    // A second render of the header does not add a second control.
    await cyborg.sheet.render(true);
    expect(cyborg.sheet.element.querySelectorAll(CONTROL)).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });

  it("is in an npc's header row too (npc-header.hbs's stats column, not the hit-point meter's .right), and opens the window", async () => {
    const world = await createModuleWorld();
    // cast: dnd5e's npc, which the system's type definitions do not describe.
    const npc = (await Actor.create({ name: "Golem", type: "npc", ownership: { default: 0, [world.player.userId]: 3 }, system: { details: { cr: 3 } } } as never)) as unknown as Dnd5eActor;
    await npc.createEmbeddedDocuments("Item", [CYBORG]);
    await world.settle();
    const gmSheet = await sheetAs(world, "gm", npc);
    expect(gmSheet.element.querySelector(`.sheet-header > .right.stats .sheet-header-buttons > ${CONTROL}`)).not.toBeNull();
    expect(gmSheet.element.querySelector(`.sheet-header .vitals ${CONTROL}`)).toBeNull();
    // A player who owns a Cyborg npc, without rest buttons (allowRests off): a row of its own where dnd5e puts it.
    await world.as(world.gm, () => game.settings!.set("dnd5e" as never, "allowRests" as never, false as never));
    await world.settle();
    const window = await openWindow(world, "player", npc);
    expect(window.title).toBe("Body map: Golem");
    const playerSheet = await sheetAs(world, "player", npc);
    const row = world.as(world.player, () => playerSheet.element.querySelector(".right.stats .top > .right > .left > .sheet-header-buttons"));
    expect(row?.querySelector("[data-action=rest]")).toBeNull();
    expect(row?.querySelector(CONTROL)).not.toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("on a character whose header has no rest buttons, gets a row of its own inside the last .right div, so dnd5e's header rules still match", async () => {
    const world = await createModuleWorld();
    const cyborg = await character(world, "Vex", { playerOwns: true });
    await world.as(world.gm, () => game.settings!.set("dnd5e" as never, "allowRests" as never, false as never));
    await world.settle();
    const sheet = await sheetAs(world, "player", cyborg);
    const { headerRuleMatches } = await import("../../dnd5e/applications/character-header");
    world.as(world.player, () => {
      expect(sheet.element.querySelector("[data-action=rest]")).toBeNull();
      expect(sheet.element.querySelector(`.sheet-header > .right > div:last-child > .sheet-header-buttons > ${CONTROL}`)).not.toBeNull();
      expect(headerRuleMatches(sheet.element)).toEqual({ xpColumn: true, restButtons: true, xpLabel: true });
    });
  });
});

describe("the body-map window in a dnd5e world", () => {
  it("opens with the six sections, the installed augments and Visionaire from the system's Augments template", async () => {
    const world = await createModuleWorld();
    const actor = await character(world, "Vex", { playerOwns: true });
    const cannon = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
    await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(cannon.toObject(), { system: { installedSection: "rightArm" } }) as PlainObject]);
    await world.settle();
    const window = await openWindow(world, "player", actor);
    expect(window.title).toBe("Body map: Vex");
    const sections = [...window.element.querySelectorAll<HTMLElement>(".body-map [data-section]")].map((el) => el.dataset.section);
    expect(sections).toEqual(["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"].filter((id) => sections.includes(id)));
    expect(sections).toHaveLength(6);
    expect(section(window.element, "rightArm").querySelector(".augment-name")?.textContent).toBe("Wrist Cannon");
    expect(section(window.element, "head").querySelector(".section-free")).not.toBeNull();
    // CY-VIS-1: the same breakdown the system's tab shows, from the same rules.
    expect(window.element.querySelector("[data-derived=visionaire]")?.textContent).toBe("+1");
    // The tab is shown (the template is one `section.tab`, drawn active).
    expect(window.element.querySelector("section.tab.augments.active")).not.toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("CY-INT-1: an integrity save noted while the setting is off shows in the window, under the module's flag scope", async () => {
    const world = await createModuleWorld();
    const actor = await character(world, "Vex");
    const due = [{ id: "due1", source: "damage", amount: 35, dc: 17, augmentName: "" }];
    await (actor as unknown as { update(data: PlainObject): Promise<unknown> }).update({ "flags.augmented-dnd5e.integrityDue": due });
    await world.settle();
    const window = await openWindow(world, "gm", actor);
    expect(window.element.querySelector('.integrity-due-entry[data-due-id="due1"]')?.textContent).toContain("17");
    expect(world.errors).toEqual([]);
  });

  it("CY-INS-1/2: a compendium augment dropped on a section installs through the workflow: the GM's DCs, dnd5e's Sleight of Hand, the window draws it", async () => {
    const world = await createModuleWorld();
    const actor = await character(world, "Vex");
    const rollSkill = vi.spyOn(actor as unknown as { rollSkill: (...args: unknown[]) => Promise<unknown> }, "rollSkill");
    const window = await openWindow(world, "gm", actor);
    world.dialogs.respond({ action: "ok", fields: { dc1: 2, dc2: 3 }, client: world.gm });
    world.dialogs.respond({ action: "ok", fields: { text: "The barrel sticks." }, client: world.gm });
    drop(section(window.element, "rightArm"), { type: "Item", uuid: await packUuid("augments", "Wrist Cannon") });
    await world.settle();
    expect(augmentsOf(actor).map((i) => [i.name, (i.system as unknown as { installedSection: string }).installedSection])).toEqual([["Wrist Cannon", "rightArm"]]);
    expect(rollSkill.mock.calls.map((call) => (call[0] as PlainObject).skill)).toEqual(["slt", "slt"]);
    expect(world.chat.at(-1)?.type).toBe("augmented-dnd5e.augment");
    // Re-rendered on the item's creation: the section now holds the card.
    expect(section(window.element, "rightArm").querySelector(".augment-name")?.textContent).toBe("Wrist Cannon");
    expect(world.errors).toEqual([]);
  });

  it("CY-INS-1: the owning player's drop on their window asks the GM for the DCs (on the GM's screen) and installs", async () => {
    const world = await createModuleWorld();
    const actor = await character(world, "Vex", { playerOwns: true });
    const window = await openWindow(world, "player", actor);
    world.dialogs.respond({ action: "ok", fields: { dc1: 2, dc2: 3 }, client: world.gm });
    world.dialogs.respond({ action: "ok", fields: { text: "The barrel sticks." }, client: world.gm });
    answerOwnChecks(world, world.player, 2);
    const uuid = await packUuid("augments", "Wrist Cannon");
    world.as(world.player, () => drop(section(window.element, "rightArm"), { type: "Item", uuid }));
    await world.settle();
    expect(augmentsOf(actor).map((i) => [i.name, (i.system as unknown as { installedSection: string }).installedSection])).toEqual([["Wrist Cannon", "rightArm"]]);
    // The DCs are the GM's decision: asked on the GM's client; the player sees only dnd5e's dialog for each own check.
    expect(world.dialogs.history.map((d) => d.userId)).toContain(world.gm.userId);
    expect(world.dialogs.history.filter((d) => d.userId === world.player.userId).map((d) => d.title)).toEqual([SKILL_DIALOG, SKILL_DIALOG]);
    expect(section(window.element, "rightArm").querySelector(".augment-name")?.textContent).toBe("Wrist Cannon");
    expect(world.errors).toEqual([]);
  });

  it("CY-SLOT-3: an augment dropped on a section of the wrong kind is refused with the reason and creates nothing", async () => {
    const world = await createModuleWorld();
    const actor = await character(world, "Vex");
    const window = await openWindow(world, "gm", actor);
    const before = world.notifications.length;
    drop(section(window.element, "leftLeg"), { type: "Item", uuid: await packUuid("augments", "Head Lamp") });
    await world.settle();
    expect(augmentsOf(actor)).toEqual([]);
    expect(world.notifications.slice(before)).toEqual([expect.objectContaining({ level: "warning", message: expect.stringContaining("Head Lamp") })]);
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.errors).toEqual([]);
  });

  it("CY-REM-2: Remove runs the shared workflow (an adapted augment: no checks); the window follows the item's change", async () => {
    const world = await createModuleWorld();
    const actor = await character(world, "Vex");
    const source = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
    await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source.toObject(), { system: { installedSection: "rightArm", adapted: true } }) as PlainObject]);
    await world.settle();
    const window = await openWindow(world, "gm", actor);
    const arm = () => section(window.element, "rightArm");
    expect([...arm().querySelectorAll<HTMLElement>(".augment-controls [data-action]")].map((b) => b.dataset.action)).toEqual(["useAugment", "removeAugment"]);
    // CY-UPG-1: an installed attack augment is listed below the map with its Upgrade button.
    const upgrades = () => window.element.querySelector('[data-augment-list="upgrades"]');
    expect(upgrades()?.querySelector(`[data-item-id] .item-name`)?.textContent).toBe("Wrist Cannon");
    expect(upgrades()?.querySelector('[data-action="upgradeAugment"]')).not.toBeNull();
    arm().querySelector<HTMLButtonElement>('[data-action="removeAugment"]')!.click();
    await world.settle();
    const cannon = augmentsOf(actor)[0]!;
    expect((cannon.system as unknown as { installedSection: string | null }).installedSection).toBeNull();
    expect(arm().querySelector(".section-free")).not.toBeNull();
    expect(window.element.querySelector('[data-augment-list="carried"] .item-name')?.textContent).toBe("Wrist Cannon");
    // A carried augment has nothing to upgrade.
    expect(upgrades()).toBeNull();
    expect(world.errors).toEqual([]);
  });
});

describe("bad input: the other host's augments", () => {
  const systemAugment = { name: "Wrist Cannon", type: "augment", system: { sectionKind: "arm", purpose: "attack" } };

  it("a system augment dropped on dnd5e's sheet or on the window is refused with the reason; nothing is created", async () => {
    const world = await createModuleWorld();
    const actor = await character(world, "Vex");
    const window = await openWindow(world, "gm", actor);
    const before = world.notifications.length;
    drop(actor.sheet.element, { type: "Item", data: systemAugment });
    drop(section(window.element, "rightArm"), { type: "Item", data: systemAugment });
    drop(actor.sheet.element, { type: "Item", uuid: "Compendium.augmented.augments.Item.wristCannon00000" });
    await world.settle();
    expect(augmentsOf(actor)).toEqual([]);
    expect(actor.items.contents.map((i) => i.type).sort()).toEqual(["class", "race"]);
    const reason = expect.stringMatching(/comes from the Augmented system.*nothing was created/);
    expect(world.notifications.slice(before)).toEqual([
      expect.objectContaining({ level: "warning", message: reason }),
      expect.objectContaining({ level: "warning", message: reason }),
      expect.objectContaining({ level: "warning", message: reason }),
    ]);
    expect(world.errors).toEqual([]);
  });
});
