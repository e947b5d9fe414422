// Sections, prosthetics, purposes and the install/remove rules in a dnd5e world (issue 29, "Done when"; CY-SLOT-1,
// CY-SLOT-4, CY-SLOT-5, CY-INS-3, CY-INS-4, CY-REM-3, CY-LE-1): the module's compendium augments on a dnd5e
// character, installed and removed by the player through the module's API (the shared install and remove workflows),
// the GM's client giving the DCs, dnd5e rolling the Sleight of Hand checks, dnd5e's own AC and HP read back.
import { describe, expect, it, vi } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { AUGMENT_TYPE, augmentNames, augmentOf, cyborgTable, type CyborgTable } from "./dnd5e-cyborg-table";
import { answerOwnChecks, packUuid } from "./dnd5e-module-world";
import { SECTION_IDS, AUGMENT_PURPOSES } from "../../../src/rules/cyborg";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };

/** A compendium augment as the player's client holds it (a drop from the compendium). */
async function fromPack(table: CyborgTable, name: string): Promise<Item.Implementation> {
  return table.world.as(table.world.player, async () => (await fromUuid(await packUuid("augments", name))) as Item.Implementation);
}

/**
 * The player installs `item` (a compendium augment or one the character carries) on `section`; the GM gives the DCs
 * and the texts asked for. `gm` null: a refusal is expected, so nothing is answered (a dialog would be left open).
 */
async function install(table: CyborgTable, item: Item.Implementation, section: string, gm: { texts?: string[] } | null = {}) {
  const { world } = table;
  if (gm) world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
  for (const text of gm?.texts ?? []) world.dialogs.respond({ action: "ok", fields: { text }, client: world.gm });
  // The player's two Sleight of Hand checks, each in dnd5e's roll dialog.
  if (gm) answerOwnChecks(world, world.player, 2);
  const own = table.mine();
  const target = item.parent ? table.mine(item).item! : item;
  const result = await world.as(world.player, () => table.api().installAugment(own.actor, target, section));
  await world.settle();
  return result;
}

function warnings(table: CyborgTable): string[] {
  return table.world.notifications.filter((n) => n.level === "warning" || n.level === "error").map((n) => n.message);
}

describe("sections and install rules in a dnd5e world", () => {
  it("CY-SLOT-1: six sections (head, torso, both arms, both legs), one installed augment each; the body-map window shows the six", SCENARIO, async () => {
    const table = await cyborgTable();
    const { world, actor } = table;
    expect([...SECTION_IDS]).toEqual(["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"]);
    await table.add("Head Lamp", { installedSection: "head" });
    await table.add("Chest Cannon", { installedSection: "torso" });
    await table.add("Wrist Cannon", { installedSection: "leftArm" });
    await table.add("Forearm Blade", { installedSection: "rightArm" });
    await table.add("Spring Heels", { installedSection: "leftLeg" });
    await table.add("Wheeled Shins", { installedSection: "rightLeg" });
    expect(augmentNames(actor)).toHaveLength(6);
    // A seventh augment finds no free section: refused at install, nothing created, nothing rolled.
    const rolled = vi.spyOn(actor as unknown as { rollSkill: (...a: unknown[]) => unknown }, "rollSkill");
    for (const section of ["leftArm", "tail"]) {
      expect(await install(table, await fromPack(table, "Hydraulic Fist"), section, null)).toBeNull();
    }
    expect(rolled).not.toHaveBeenCalled();
    expect(augmentNames(actor)).toHaveLength(6);
    // The window on dnd5e's sheet lays out exactly the six sections, each holding its augment.
    const windows = await world.systemModule<{ openBodyMapWindow(a: unknown): Promise<{ element: HTMLElement; close(): Promise<unknown> }> }>(world.gm, "src/adapters/dnd5e/body-map-window.ts");
    const window = await world.as(world.gm, () => windows.openBodyMapWindow(actor));
    await world.settle();
    const sections = world.as(world.gm, () => [...window.element.querySelectorAll<HTMLElement>("[data-drop-section]")].map((el) => el.dataset.dropSection));
    expect(sections.sort()).toEqual([...SECTION_IDS].sort());
    expect(world.errors).toEqual([]);
  });

  it("CY-SLOT-4: a prosthetic leg takes no slot and gives nothing (no Visionaire AC, no uses); a separate augment installs into its section", SCENARIO, async () => {
    const table = await cyborgTable();
    const { actor } = table;
    const base = actor.system.attributes.ac.value;
    const leg = await table.add("Prosthetic Leg", { installedSection: "leftLeg" });
    expect(augmentOf(leg).purpose).toBe("prosthetic");
    expect(actor.system.attributes.ac.value).toBe(base);
    expect(augmentOf(leg).uses.max).toBe(0);
    const own = table.mine(leg);
    expect(await table.world.as(table.world.player, () => table.api().useAugment(own.actor, own.item))).toBeNull();
    table.world.dice.queue([15, 16]);
    const calves = await install(table, await fromPack(table, "Propeller Calves"), "leftLeg");
    expect(calves?.section).toBe("leftLeg");
    expect(actor.items.contents.filter((i) => augmentOf(i).installedSection === "leftLeg" && (i.type as string) === AUGMENT_TYPE).map((i) => i.name).sort()).toEqual(["Propeller Calves", "Prosthetic Leg"]);
    expect(actor.system.attributes.ac.value).toBe(base + 1);
    expect(table.world.errors).toEqual([]);
  });

  it("CY-SLOT-5: every augment of the module's compendium has exactly one of the six purposes; an item with another is refused", SCENARIO, async () => {
    const table = await cyborgTable();
    const { world, actor } = table;
    // cast: the module's augments pack holds Items.
    const index = await world.as(world.gm, async () => [...(await game.packs!.get("augmented-dnd5e.augments")!.getDocuments())] as Item.Implementation[]);
    expect(index.length).toBe(35);
    for (const item of index) {
      expect(item.type as string, item.name ?? "").toBe(AUGMENT_TYPE);
      expect(AUGMENT_PURPOSES, item.name ?? "").toContain(augmentOf(item).purpose);
    }
    const lamp = (index.find((i) => i.name === "Head Lamp")!.toObject()) as PlainObject;
    const created = await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(lamp, { system: { purpose: "attack+utility" } }) as PlainObject]).catch(() => []));
    await world.settle();
    expect(created).toEqual([]);
    expect(augmentNames(actor)).toEqual([]);
  });

  it("CY-INS-3 / CY-LE-1: installing (both checks failed) and removing never damage the character; a natural 19 offers a Lasting Effect, the GM's text is kept", SCENARIO, async () => {
    const table = await cyborgTable();
    const { world, actor } = table;
    const hurt: unknown[] = [];
    world.as(world.gm, () => Hooks.on("dnd5e.damageActor" as never, ((...args: unknown[]) => void hurt.push(args)) as never));
    // Both Sleight of Hand checks fail: still installed, with the GM's flaw text, and no hit point lost.
    world.dice.queue([2, 3]);
    const flawed = await install(table, await fromPack(table, "Wrist Cannon"), "rightArm", { texts: ["The barrel sticks."] });
    expect(flawed?.section).toBe("rightArm");
    expect(actor.system.attributes.hp).toMatchObject({ value: 44, temp: 0 });
    // Removing (both checks pass) hurts no more.
    const cannon = actor.items.contents.find((i) => i.name === "Wrist Cannon")!;
    world.dice.queue([18, 18]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    answerOwnChecks(world, world.player, 2);
    const removed = await world.as(world.player, () => table.api().removeAugment(table.mine(cannon).actor, table.mine(cannon).item!));
    await world.settle();
    expect(removed).not.toBeNull();
    expect(actor.system.attributes.hp).toMatchObject({ value: 44, temp: 0 });
    expect(hurt).toEqual([]);
    // CY-LE-1: a natural 19 on a first installation's check offers one Lasting Effect; the GM's text is recorded.
    world.dice.queue([19, 16]);
    const lucky = await install(table, await fromPack(table, "Head Lamp"), "head", { texts: ["Glows faintly in the dark."] });
    expect(lucky?.lastingEffect).toBe("Glows faintly in the dark.");
    expect(augmentOf(actor.items.contents.find((i) => i.name === "Head Lamp")!).lastingEffect).toBe("Glows faintly in the dark.");
    expect(world.errors).toEqual([]);
  });

  it("CY-INS-4: a torso structure (Fold-out Wings) is refused on a leg, naming both kinds; into the torso its deployed wings are exempt", SCENARIO, async () => {
    const table = await cyborgTable();
    const { world, actor } = table;
    const wings = await fromPack(table, "Fold-out Wings");
    const dialogs = world.dialogs.history.length;
    expect(await install(table, wings, "leftLeg", null)).toBeNull();
    expect(world.dialogs.history.length).toBe(dialogs);
    expect(warnings(table).at(-1)).toMatch(/torso/i);
    expect(warnings(table).at(-1)).toMatch(/leg/i);
    expect(augmentNames(actor)).toEqual([]);
    world.dice.queue([15, 16]);
    expect((await install(table, wings, "torso"))?.section).toBe("torso");
    expect(augmentNames(actor)).toEqual(["Fold-out Wings"]);
  });

  it("CY-REM-3: a damaged augment is not installed until repaired (nothing asked or rolled); a removed augment stays in dnd5e's inventory", SCENARIO, async () => {
    const table = await cyborgTable();
    const { world, actor } = table;
    const blade = await table.add("Forearm Blade", { integrity: "damaged", installedSection: null });
    const dialogs = world.dialogs.history.length;
    expect(await install(table, blade, "rightArm", null)).toBeNull();
    expect(world.dialogs.history.length).toBe(dialogs);
    expect(augmentOf(blade).installedSection).toBeNull();
    expect(warnings(table).at(-1)).toMatch(/damaged/i);
    // A removal with a failed check that the GM rules compromised: damaged, not installed, still carried.
    const lamp = await table.add("Head Lamp", { installedSection: "head", quality: "flawless" });
    world.dice.queue([2, 18]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    world.dialogs.respond({ action: "yes", client: world.gm });
    answerOwnChecks(world, world.player, 2);
    const removed = await world.as(world.player, () => table.api().removeAugment(table.mine(lamp).actor, table.mine(lamp).item!));
    await world.settle();
    expect(removed).not.toBeNull();
    expect(augmentOf(lamp)).toMatchObject({ installedSection: null, integrity: "damaged" });
    expect(augmentNames(actor).sort()).toEqual(["Forearm Blade", "Head Lamp"]);
  });
});
