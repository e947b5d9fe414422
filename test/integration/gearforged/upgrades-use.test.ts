/**
 * GF-UPG-11 and GF-UPG-3 through the stand-in: the Claw Arm Laser at 5th, 11th and 17th level (save DC
 * 8 + PB + Con, 2d10 / 3d10 / 4d10 radiant through the damage card, uses = Con modifier per long rest), and
 * Quick Fix (a hit die spent for temporary HP = roll + Con). Refusals spend nothing.
 */
import { describe, expect, it } from "vitest";
import { createCharacter, openSheet, showTab } from "../helpers";
import { hp, type World } from "../workflows/setup";
import { type GearforgedTable, cards, gearforgedTable, packItem } from "./helpers";
import { cardHtml } from "../cards";
import { stateOf } from "../cards";

const SCENARIO = { timeout: 30_000 };

/** A gearforged of `level` with Con 16 (17 after the species: +3) and the Claw Arm and its laser. */
async function laserTable(level: number): Promise<GearforgedTable & { laser: Item.Implementation }> {
  const table = await gearforgedTable(level, "homebrew", { abilities: { con: { value: 16 } } });
  await table.world.as(table.world.player, async () => {
    await table.hero.addUpgrade(await packItem("gearforged", "Claw Arm"));
    await table.hero.addUpgrade(await packItem("gearforged", "Claw Arm Laser"));
  });
  await table.world.settle();
  const laser = table.hero.items.find((item) => item.name === "Claw Arm Laser")!;
  return { ...table, laser };
}

interface SceneView {
  activate(): Promise<unknown>;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<unknown[]>;
}

/** A scene (100 px, 5 ft squares) with a linked token per actor at [column, row], activated by the GM. */
async function field(world: World, ...placed: Array<[Actor.Implementation, number, number]>): Promise<void> {
  await world.as(world.gm, async () => {
    // cast: Scene.create takes source data; the stand-in (like v13) has the grid, `activate` and the embedded tokens.
    const scene = (await Scene.create({ name: "Range", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as SceneView;
    await scene.createEmbeddedDocuments("Token", placed.map(([actor, x, y]) => ({ name: actor.name, actorId: actor.id, actorLink: true, x: x * 100, y: y * 100 })));
    await scene.activate();
  });
  await world.settle();
}

function usesLeft(item: Item.Implementation): number {
  // cast: the upgrade model's prepared uses.
  return (item.system as unknown as { uses: { value: number } }).uses.value;
}

describe("active upgrades", SCENARIO, () => {
  for (const [level, pb, dice] of [[5, 3, 2], [11, 4, 3], [17, 6, 4]] as const) {
    it(`GF-UPG-11: at level ${level} the laser is ${dice}d10 radiant against DC ${8 + pb + 3}, one of 3 uses spent`, async () => {
      const { world, hero, laser } = await laserTable(level);
      expect(usesLeft(laser)).toBe(3);
      const result = await world.as(world.player, () => hero.useUpgrade(laser));
      await world.settle();
      expect(result?.dc).toBe(8 + pb + 3);
      expect(usesLeft(laser)).toBe(2);
      expect(await cardHtml(cards(world, "laser").at(-1))).toContain(`Dexterity saving throw, DC ${8 + pb + 3}`);
      const damage = cards(world, "damage").at(-1)!;
      const roll = (damage as unknown as { rolls: Roll[] }).rolls[0]!;
      expect(roll.formula).toBe(`${dice}d10`);
      expect(stateOf(damage).damage?.type).toBe("radiant");
    });
  }

  it("GF-UPG-11: the 30 ft are measured on the scene: a target 35 ft away is refused (nothing spent), one 30 ft away is not", async () => {
    const { world, hero, laser } = await laserTable(5);
    const near = await world.as(world.gm, () => createCharacter({ name: "Near", system: { abilities: { dex: { value: 10 } } } }));
    const far = await world.as(world.gm, () => createCharacter({ name: "Far", system: { abilities: { dex: { value: 10 } } } }));
    await field(world, [hero, 0, 0], [near, 6, 0], [far, 7, 0]);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.useUpgrade(laser, { target: far }))).toBeNull();
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("Far is 35 ft away; Claw Arm Laser reaches 30 ft. Nothing was spent.");
    expect(usesLeft(laser)).toBe(3);
    expect(cards(world, "laser")).toHaveLength(0);
    // In range: the use is spent and the target is asked for its save (laser-save.test.ts follows it); no damage yet.
    const fired = await world.as(world.player, () => hero.useUpgrade(laser, { target: near }));
    await world.settle();
    expect(fired?.saveRequest).toBeTruthy();
    const text = await cardHtml(cards(world, "laser").at(-1));
    expect(text).toContain("Target: Near, 30 ft away.");
    expect(await cardHtml(cards(world, "save-request").at(-1))).toContain("Ana's Claw Arm Laser: DC 14.");
    expect(cards(world, "damage")).toHaveLength(0);
    expect(usesLeft(laser)).toBe(2);
  });

  it("GF-UPG-11: out of uses the laser is refused and nothing is spent or posted; a long rest refills it", async () => {
    const { world, hero, laser } = await laserTable(5);
    for (let i = 0; i < 3; i++) await world.as(world.player, () => hero.useUpgrade(laser));
    await world.settle();
    const posted = cards(world, "damage").length;
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.useUpgrade(laser))).toBeNull();
    expect(cards(world, "damage")).toHaveLength(posted);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("no uses left until a long rest");
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    expect(usesLeft(laser)).toBe(3);
  });

  it("GF-UPG-11: the sheet's Use button fires the laser; the slot shows the uses left", async () => {
    const { world, hero, laser } = await laserTable(5);
    const sheet = await world.as(world.player, () => openSheet(hero));
    await showTab(sheet, "gearforged");
    const button = sheet.element.querySelector<HTMLButtonElement>(`[data-action="useUpgrade"][data-item-id="${laser.id}"]`)!;
    await world.as(world.player, async () => button.click());
    await world.settle();
    expect(usesLeft(laser)).toBe(2);
    expect(sheet.element.querySelector(`.gearforged-slot [data-item-id="${laser.id}"]`)?.closest(".gearforged-slot")?.querySelector("[data-uses]")?.textContent).toBe("2/3");
    // Passive upgrades have no Use button.
    const claw = hero.items.find((item) => item.name === "Claw Arm")!;
    expect(sheet.element.querySelector(`[data-action="useUpgrade"][data-item-id="${claw.id}"]`)).toBeNull();
  });

  it("GF-UPG-3: Quick Fix spends one hit die and grants temporary HP = roll + Con; with no hit die left it is refused", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { abilities: { con: { value: 16 } } });
    await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Quick Fix")));
    const fix = hero.items.find((item) => item.name === "Quick Fix")!;
    const result = await world.as(world.player, () => hero.useUpgrade(fix));
    await world.settle();
    const rolled = result!.roll!.total!;
    expect(hp(hero).temp).toBe(rolled + 3);
    expect(hero.system.attributes.hd.spent).toBe(1);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.useUpgrade(fix))).toBeNull();
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("No d8 hit die left");
    expect(hp(hero).temp).toBe(rolled + 3);
  });
});
