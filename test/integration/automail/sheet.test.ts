/**
 * Issue 15 on the character sheet: the Automail tab lists ports and limbs; a limb dropped from the compendium onto a
 * port is attached there (AM-ATT-1) after the player's acclimation choice; a drop the rules refuse creates nothing
 * and says why; the tab warns of the running acclimation and the disadvantage once, and says how the limb is noticed (AM-SEEN-1);
 * Buy and Detach work from the tab; a player cannot change a character they do not own.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, openSheet, type SheetHandle, showTab } from "../helpers";

function dropOn(target: Element, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  target.dispatchEvent(event);
}

async function packUuid(name: string): Promise<string> {
  const pack = game.packs!.get("augmented.automail")!;
  const index = await pack.getIndex();
  const entry = [...index].find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in the automail pack`);
  return (entry as { uuid: string }).uuid;
}

function click(sheet: SheetHandle, selector: string): void {
  const el = sheet.element.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  el.click();
}

async function setup() {
  const world = await createWorld({ seed: 51, worldTime: 1000 });
  const actor = await createCharacter({
    ownership: { default: 0, [world.player.user.id!]: 3 },
    system: { currency: { gp: 1000 }, abilities: { dex: { value: 14 } } },
  });
  return { world, actor };
}

describe("the Automail tab", () => {
  it("AM-PORT-1, AM-ATT-1, AM-ACC-1, AM-SEEN-1: buy a port from the tab, drop the Blade Arm on it, see the failed acclimation", async () => {
    const { world, actor } = await setup();
    let sheet!: SheetHandle;
    world.dialogs.respond({ action: "pay", client: world.player });
    await world.as(world.player, async () => {
      sheet = await openSheet(actor);
      await showTab(sheet, "automail");
      const kind = sheet.element.querySelector<HTMLSelectElement>("[data-automail-buy=kind]")!;
      const site = sheet.element.querySelector<HTMLSelectElement>("[data-automail-buy=site]")!;
      kind.value = "natural";
      site.value = "rightArm";
      click(sheet, "[data-action=automailBuyPort]");
    });
    await world.settle();
    const port = actor.items.find((i) => i.type === "port")!;
    expect(port.system).toMatchObject({ kind: "natural", site: "rightArm" });
    const portEl = sheet.element.querySelector(`[data-drop-port="${port.id}"]`);
    expect(portEl?.textContent).toContain("Drop a modern limb here");

    world.dice.queue([4]);
    world.dialogs.respond({ action: "dex", client: world.player });
    const uuid = await packUuid("Modern Blade Arm");
    await world.as(world.player, () => dropOn(sheet.element.querySelector(`[data-drop-port="${port.id}"]`)!, uuid));
    await world.settle();
    const arm = actor.items.find((i) => i.type === "automail")!;
    expect((arm.system as unknown as { location: { portId: string } }).location.portId).toBe(port.id);
    const limbEl = sheet.element.querySelector(`[data-drop-port="${port.id}"] [data-item-id="${arm.id}"]`);
    expect(limbEl?.textContent).toContain("Wisdom (Perception) DC 10, or at passive Perception 17");
    // The failure and its disadvantage are one warning, said once, above the ports.
    const warnings = () => [...sheet.element.querySelectorAll(".automail-warnings li")].map((li) => li.textContent);
    expect(warnings()).toEqual(["Modern Blade Arm: acclimation failed, 4 hours left. Actions with it are at disadvantage."]);

    // Detach from the tab: the limb moves to Carried and keeps its running failure (no longer worn: no disadvantage).
    await world.as(world.player, async () => click(sheet, `[data-item-id="${arm.id}"] [data-action=automailDetach]`));
    await world.settle();
    expect(sheet.element.querySelector(`.automail-carried [data-item-id="${arm.id}"]`)).not.toBeNull();
    expect(warnings()).toEqual(["Modern Blade Arm: acclimation failed, 4 hours left."]);
  });

  it("AM-ATT-1, AM-GEN-1: with two ports that fit, Attach asks which port, titled as the question (nothing attached yet); Build on asks where", async () => {
    const { world, actor } = await setup();
    const owner = actor as unknown as { buyPort(k: string, s: string, o: object): Promise<unknown> };
    await owner.buyPort("natural", "leftArm", { confirmed: true });
    await owner.buyPort("natural", "rightArm", { confirmed: true });
    // cast: automail item sources (the rest of the system data from the model's defaults).
    const [modern, reforged] = (await actor.createEmbeddedDocuments("Item", [
      { name: "Steel Arm", type: "automail", system: { generation: "modern", limb: "arm" } },
      { name: "Iron Leg", type: "automail", system: { generation: "reforged", limb: "leg" } },
    ] as Item.CreateData[])) ?? [];
    world.dialogs.respond({ action: "cancel", client: world.player });
    world.dialogs.respond({ action: "cancel", client: world.player });
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      await showTab(sheet, "automail");
      click(sheet, `[data-item-id="${modern!.id}"] [data-action=automailAttach]`);
      await world.settle();
      click(sheet, `[data-item-id="${reforged!.id}"] [data-action=automailBuildOn]`);
    });
    await world.settle();
    const titles = world.dialogs.history.slice(-2).map((d) => d.title);
    expect(titles).toEqual(["Attach Steel Arm to which port?", "Where to build on Iron Leg?"]);
    // Cancelled: nothing attached, no card saying it was.
    expect((modern!.system as unknown as { location: { mode: string } }).location.mode).toBe("carried");
    expect(world.chat.some((m) => JSON.stringify(m.toObject().system ?? {}).includes("Steel Arm"))).toBe(false);
  });

  it("AM-PORT-1: a limb dropped on a port that does not accept it is refused; nothing is created", async () => {
    const { world, actor } = await setup();
    await (actor as unknown as { buyPort(k: string, s: string, o: object): Promise<unknown> }).buyPort("natural", "leftLeg", { confirmed: true });
    const port = actor.items.find((i) => i.type === "port")!;
    const uuid = await packUuid("Modern Blade Arm");
    const chat = world.chat.length;
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      dropOn(sheet.element.querySelector(`[data-drop-port="${port.id}"]`)!, uuid);
    });
    await world.settle();
    expect(world.notifications.at(-1)?.message).toContain("does not fit");
    expect(actor.items.filter((i) => i.type === "automail")).toEqual([]);
    expect(world.chat.length).toBe(chat);
  });

  it("a player cannot attach a limb to a character they do not own", async () => {
    const { world, actor } = await setup();
    const other = await createCharacter({ name: "Bo", system: { currency: { gp: 1000 } } });
    await (other as unknown as { buyPort(k: string, s: string, o: object): Promise<unknown> }).buyPort("natural", "rightArm", { confirmed: true });
    const port = other.items.find((i) => i.type === "port")!;
    const pack = game.packs!.get("augmented.automail")!;
    // cast: the automail pack holds Items (system.json).
    const limb = ((await pack.getDocuments()) as unknown as Item.Implementation[]).find((d) => d.name === "Modern Artisan Arm");
    const result = await world.as(world.player, () =>
      (other as unknown as { attachAutomail(i: unknown, p: string, o: object): Promise<unknown> }).attachAutomail(limb, port.id!, { ability: "wis" }),
    );
    expect(result).toBeNull();
    expect(world.notifications.at(-1)?.level).toBe("error");
    expect(other.items.filter((i) => i.type === "automail")).toEqual([]);
    void actor;
  });

  it("AM-CY-1: the body map shows the automail arm in its section, which stays open for one augment", async () => {
    const { world, actor } = await setup();
    await (actor as unknown as { buyPort(k: string, s: string, o: object): Promise<unknown> }).buyPort("natural", "rightArm", { confirmed: true });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    const section = () => sheet.element.querySelector<HTMLElement>('[data-section="rightArm"]')!;
    expect(section().textContent).toContain("Automail: Natural port (Right arm): Free.");
    expect(section().querySelector(".section-free")).not.toBeNull();
    // cast: a partial augment source installed in the same section.
    await actor.createEmbeddedDocuments("Item", [{ name: "Wrist Cannon", type: "augment", system: { sectionKind: "arm", purpose: "attack", installedSection: "rightArm" } } as Item.CreateData]);
    await world.settle();
    expect(section().textContent).toContain("Wrist Cannon");
    expect(section().textContent).toContain("Automail: Natural port (Right arm)");
  });
});
