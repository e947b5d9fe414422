/**
 * Issue 14's scenario through the stand-in (GA-TIRE-1, GA-HEAL-1): a level-8 13th Age gearforged (13th Age
 * level 4) goes 3 days without maintenance (−6 on attacks, damage and skills), a 4th day leaves it immobile and
 * helpless; it cannot maintain itself then, another gearforged does (4 hours of world time) and everything
 * clears; it takes 40 damage, cannot spend hit dice on a short rest, drinks a healing potion, then can (once).
 */
import { describe, expect, it } from "vitest";
import { applySpecies } from "../../../src/workflows/species/apply";
import { effectRollBonus } from "../../../src/data/actor/parts/effect-bonuses";
import { createCharacter, openSheet } from "../helpers";
import { thirteenthAgeWorkshopRows } from "../../../src/sheets/actor/thirteenth-age-view";
import { hp } from "../workflows/setup";
import { SPECIES, advanceHours, cards, gearforgedTable, packItem } from "./helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 60_000 };
const POTION = { name: "Potion of Healing", type: "consumable", system: { kind: "potion", formula: "2d4 + 2", ingested: true, quantity: 1 } };

type Table = Awaited<ReturnType<typeof gearforgedTable>>;

function effectRoles(actor: Actor.Implementation): string[] {
  return [...actor.effects].map((e) => String((e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge ?? "")).filter(Boolean).sort();
}

function warnings(world: Table["world"]): string {
  return world.notifications.filter((n) => n.level !== "info").map((n) => n.message).join(" ");
}

function ta(hero: Table["hero"]) {
  // cast: the character model's 13th Age block (src/data/actor/parts/thirteenth-age.ts).
  return (hero.system.gearforged as unknown as { thirteenthAge: { days: number; lastMaintenanceAt: number | null; gate: { open: number; kind: string } } }).thirteenthAge;
}

describe("13th Age gearforged: the issue's scenario", SCENARIO, () => {
  it("GA-TIRE-1 / GA-HEAL-1 scenario: 3 days → −6, a 4th → immobile and helpless; maintained by another gearforged → cleared; 40 damage, no hit dice, a potion, then hit dice once", async () => {
    const { world, hero } = await gearforgedTable(8, "thirteenthAge", { attributes: { hp: { value: 60, max: 60 }, hd: { die: "d10", spent: 0 } } });
    const athletics = hero.system.skills.ath.total;
    expect(ta(hero).lastMaintenanceAt).toBe(0);

    // Three days: −6 to attacks, damage and skills, as one effect the clock keeps current.
    await advanceHours(world, 72);
    expect(ta(hero).days).toBe(3);
    expect(effectRoles(hero)).toEqual(["neglect"]);
    expect(hero.system.skills.ath.total).toBe(athletics - 6);
    expect(effectRollBonus(hero, "attack")).toBe(-6);
    expect(effectRollBonus(hero, "damage")).toBe(-6);
    expect(await cardHtml(cards(world, "gearforged-13th-age").at(-1))).toContain("3 day(s) without a 4-hour maintenance: -6 to attack rolls, damage rolls and skill checks");

    // A fourth day (= its 13th Age level 4): immobile and helpless.
    await advanceHours(world, 24);
    expect(ta(hero).days).toBe(4);
    expect(effectRoles(hero)).toEqual(["halt", "neglect"]);
    expect(hero.system.skills.ath.total).toBe(athletics - 8);
    const halt = [...hero.effects].find((e) => e.statuses.has("paralyzed"));
    expect(halt?.name).toContain("Immobile and helpless");
    expect(await cardHtml(cards(world, "gearforged-13th-age").at(-1))).toContain("grinds to a halt");

    // The sheet says so: the rows and the halt banner on the Gearforged tab; the Workshop rows agree.
    const sheet = await world.as(world.player, () => openSheet(hero));
    expect(sheet.element.querySelector('[data-ta="days"]')?.textContent).toContain("4 (immobile at 4)");
    expect(sheet.element.querySelector('[data-ta="penalty"]')?.textContent).toContain("-8 to attacks, damage and skills");
    expect(sheet.element.querySelector('[data-ta-state="halted"]')?.textContent).toContain("Immobile and helpless");
    expect(thirteenthAgeWorkshopRows(hero).map((row) => row.id)).toEqual(["days", "penalty", "underwater"]);

    // It cannot maintain itself now: refused with the reason, nothing changes.
    world.notifications.length = 0;
    expect(await world.as(world.player, () => world.player.document(hero)!.startFourHourMaintenance({ maintainer: world.player.document(hero)! }))).toBeNull();
    expect(warnings(world)).toContain("must be maintained by another gearforged or someone with a suitable background");
    expect(effectRoles(hero)).toEqual(["halt", "neglect"]);

    // Another gearforged (the player's second character) maintains it: 4 hours of world time later, all clear.
    const bo = await world.as(world.gm, () => createCharacter({ name: "Bo", ownership: { default: 0, [world.player.user.id!]: 3 } }));
    await world.as(world.player, async () => applySpecies(bo, await packItem("species", SPECIES.homebrew), { choices: { abilities: ["str", "con"], languages: [] } }));
    await world.settle();
    const started = await world.as(world.player, () => world.player.document(hero)!.startFourHourMaintenance({ maintainer: world.player.document(bo)! }));
    expect(started?.maintainer.name).toBe("Bo");
    await advanceHours(world, 3);
    expect(effectRoles(hero)).toEqual(["halt", "neglect"]);
    await advanceHours(world, 1);
    expect(effectRoles(hero)).toEqual([]);
    expect(ta(hero).days).toBe(0);
    expect(ta(hero).lastMaintenanceAt).toBe(100 * 3600);
    expect(hero.system.skills.ath.total).toBe(athletics);
    expect(effectRollBonus(hero, "attack")).toBe(0);
    expect(await cardHtml(cards(world, "gearforged-13th-age").at(-1))).toContain("Bo finishes 4 uninterrupted hours of maintenance on Ana");

    // 40 damage; a short rest cannot spend hit dice (refused, nothing changes).
    await world.as(world.gm, () => world.gm.document(hero)!.applyDamage([{ amount: 40, type: "bludgeoning" }]));
    await world.settle();
    expect(hp(hero).value).toBe(20);
    world.notifications.length = 0;
    expect(await world.as(world.player, () => world.player.document(hero)!.shortRest({ hitDice: 1 }))).toBeNull();
    expect(warnings(world)).toContain("cannot spend hit dice now");
    expect(hp(hero).value).toBe(20);
    expect(hero.system.attributes.hd.spent).toBe(0);

    // A healing potion: magical healing opens the gate.
    const [potion] = (await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [POTION as unknown as Item.CreateData]))) ?? [];
    await world.as(world.player, () => world.player.document(hero)!.useConsumable(potion as Item.Implementation));
    await world.settle();
    const afterPotion = hp(hero).value;
    expect(afterPotion).toBeGreaterThanOrEqual(24);
    expect(ta(hero).gate).toEqual({ open: 1, kind: "magicalHealing" });

    // Now it can: one spending, which closes the gate again.
    const rest = await world.as(world.player, () => world.player.document(hero)!.shortRest({ hitDice: 1 }));
    await world.settle();
    expect(rest).not.toBeNull();
    expect(hero.system.attributes.hd.spent).toBe(1);
    expect(hp(hero).value).toBeGreaterThan(afterPotion);
    expect(ta(hero).gate.open).toBe(0);
    expect(await cardHtml(cards(world, "rest").at(-1))).toContain("used the open gate");
    expect(await world.as(world.player, () => world.player.document(hero)!.shortRest({ hitDice: 1 }))).toBeNull();
  });
});
