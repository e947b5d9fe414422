/**
 * GF-UPG-2 Always Armed through the stand-in: the chosen weapon is built into the main arm; it cannot be
 * dropped (deleted) or disarmed (unequipped); a light weapon goes into the off arm, and weapons are swapped only
 * with a rest (a refused swap spends no rest); from the sheet, the arm's Swap button asks which weapon.
 */
import { describe, expect, it } from "vitest";
import { openSheet } from "../helpers";
import { createItems } from "../workflows/setup";
import { cards, gearforgedTable, packItem } from "./helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 30_000 };

function arms(hero: Actor.Implementation): { weaponId: string | null; offHandWeaponId: string | null } {
  // cast: the Always Armed upgrade's recorded choices.
  const upgrade = hero.items.find((item) => item.name === "Always Armed")!;
  const choice = (upgrade.system as unknown as { choice: { weaponId: string | null; offHandWeaponId: string | null } }).choice;
  return { weaponId: choice.weaponId, offHandWeaponId: choice.offHandWeaponId };
}

async function armedTable() {
  const table = await gearforgedTable(1, "homebrew", { attributes: { hp: { value: 10, max: 20 } } });
  const { world, hero } = table;
  const [longsword, dagger, greataxe] = await world.as(world.player, () =>
    createItems(hero, [
      { name: "Longsword", type: "weapon", system: { properties: ["versatile"], equipped: true } },
      { name: "Dagger", type: "weapon", system: { properties: ["light", "finesse"] } },
      { name: "Greataxe", type: "weapon", system: { properties: ["heavy", "twoHanded"] } },
    ]),
  );
  await world.as(world.player, async () => hero.addUpgrade(await packItem("gearforged", "Always Armed"), { weaponId: longsword!.id! }));
  await world.settle();
  return { ...table, longsword: longsword!, dagger: dagger!, greataxe: greataxe! };
}

describe("Always Armed", SCENARIO, () => {
  it("GF-UPG-2: the integrated weapon cannot be dropped or disarmed", async () => {
    const { world, hero, longsword } = await armedTable();
    expect(arms(hero)).toEqual({ weaponId: longsword.id, offHandWeaponId: null });
    world.notifications.length = 0;
    await world.as(world.player, () => longsword.update({ "system.equipped": false } as Item.UpdateData));
    await world.as(world.player, () => hero.deleteEmbeddedDocuments("Item", [longsword.id!]));
    await world.settle();
    expect(hero.items.get(longsword.id!)).toBeDefined();
    expect((longsword.system as unknown as { equipped: boolean }).equipped).toBe(true);
    expect(world.notifications.map((n) => n.message)).toContain("Longsword is built into an arm: it cannot be dropped or disarmed. Swap it during a short or long rest.");
  });

  it("GF-UPG-2: a light weapon goes into the off arm with a short rest; a two-handed one is refused before any rest", async () => {
    const { world, hero, longsword, dagger, greataxe } = await armedTable();
    const rests = () => cards(world, "rest").length;
    const before = rests();
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.swapIntegratedWeapon("off", greataxe.id!, { hitDice: 0 }))).toBeNull();
    expect(rests()).toBe(before);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("Greataxe is two-handed");

    const swapped = await world.as(world.player, () => hero.swapIntegratedWeapon("off", dagger.id!, { hitDice: 0 }));
    await world.settle();
    expect(swapped?.side).toBe("off");
    expect(rests()).toBe(before + 1);
    expect(arms(hero)).toEqual({ weaponId: longsword.id, offHandWeaponId: dagger.id });
    expect((dagger.system as unknown as { equipped: boolean }).equipped).toBe(true);
    // Issue 28, item 5: the off arm held nothing before, so the card says it was empty (not "— is carried").
    const swapCard = await cardHtml(cards(world, "gearforged-always-armed").at(-1));
    expect(swapCard).toContain("builds Dagger into the empty Off arm");
    expect(swapCard).not.toContain("—");

    // The main arm never goes empty, and one weapon is not in both arms.
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.swapIntegratedWeapon("main", null, { hitDice: 0 }))).toBeNull();
    expect(await world.as(world.player, () => hero.swapIntegratedWeapon("main", dagger.id!, { hitDice: 0 }))).toBeNull();
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("Dagger is already built into the other arm.");
    expect(rests()).toBe(before + 1);
  });

  it("GF-UPG-2: from the sheet the main arm's Swap asks which weapon; the old one stays carried and can be dropped", async () => {
    const { world, hero, longsword, dagger } = await armedTable();
    const sheet = await world.as(world.player, () => openSheet(hero));
    sheet.element.querySelector<HTMLElement>('[data-action="tab"][data-tab="gearforged"]')?.click();
    expect(sheet.element.querySelector('[data-arm="main"]')?.textContent).toContain("Main arm: Longsword");
    expect(sheet.element.querySelector('[data-arm="off"]')?.textContent).toContain("Off arm: empty");

    world.dialogs.respond({ action: "choose", client: world.player, fields: { choice: dagger.id! } });
    world.dialogs.respond({ action: "rest", client: world.player, fields: { count: 0 } });
    await world.as(world.player, async () => sheet.element.querySelector<HTMLElement>('[data-action="chooseIntegratedWeapon"][data-side="main"]')!.click());
    await world.settle();
    expect(arms(hero).weaponId).toBe(dagger.id);
    expect(sheet.element.querySelector('[data-arm="main"]')?.textContent).toContain("Main arm: Dagger");
    expect((longsword.system as unknown as { equipped: boolean }).equipped).toBe(false);
    await world.as(world.player, () => hero.deleteEmbeddedDocuments("Item", [longsword.id!]));
    await world.settle();
    expect(hero.items.get(longsword.id!)).toBeUndefined();
  });

  it("GF-UPG-2: Sleight of Hand offers 'concealing the integrated weapon' (advantage when checked); other skills do not", async () => {
    const { world, hero } = await armedTable();
    const BOX = "Concealing the integrated weapon (Always Armed: advantage)";
    world.dice.queue([4, 15]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-concealWeapon": true } });
    expect((await world.as(world.player, () => hero.rollSkill("slt")))?.formula).toContain("2d20kh");
    expect(world.dialogs.history.at(-1)?.content).toContain(BOX);
    world.dice.queue([4]);
    world.dialogs.respond({ action: "normal" });
    expect((await world.as(world.player, () => hero.rollSkill("ath")))?.formula).not.toContain("2d20");
    expect(world.dialogs.history.at(-1)?.content).not.toContain(BOX);
    await world.settle();
  });
});
