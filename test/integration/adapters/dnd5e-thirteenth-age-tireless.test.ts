// GA-TIRE-1 and GA-AMPH-1 on a dnd5e world's clock: a 13th Age gearforged's days without maintenance as a penalty on
// dnd5e's own bonus keys (each dnd5e line's: 6.x moved the roll bonuses, src/adapters/dnd5e/data-paths.ts), read
// back from dnd5e's prepared skill totals; immobile and helpless (dnd5e's paralyzed condition) after
// days = its 13th Age level, one maintenance clearing all; the champion and epic feats; the level scale following
// dnd5e's class levels and the world setting; underwater hours = Strength and the swim modifier on Athletics.
import { describe, expect, it } from "vitest";
import { createModuleWorld } from "./dnd5e-module-world";
import { DAY, changesOf, roleEffect, thirteenthAgeTable, type ThirteenthAgeTable } from "./dnd5e-thirteenth-age-table";

const SCENARIO = { timeout: 180_000 };
type Maintenance = typeof import("../../../src/workflows/gearforged/thirteenth-age/maintenance");
type Amphibious = typeof import("../../../src/workflows/gearforged/thirteenth-age/amphibious");

/** A 4-hour maintenance of the halted gearforged by a Gear Priest the player owns, finished by world time. */
async function maintainByPriest(t: ThirteenthAgeTable): Promise<void> {
  const priest = await t.world.as(t.world.gm, async () => {
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const made = (await Actor.create({ name: "Gear Priest", type: "character", ownership: { default: 0, [t.world.player.userId]: 3 } } as never)) as unknown as Actor.Implementation;
    return made;
  });
  await t.add("gearforged", "Gear Priest (Background)", priest as never);
  const maintenance = await t.world.systemModule<Maintenance>(t.world.player, "src/workflows/gearforged/thirteenth-age/maintenance.ts");
  expect(await t.world.as(t.world.player, () => maintenance.startFourHourMaintenance(t.mine() as unknown as Actor.Implementation, { maintainer: priest.uuid }))).not.toBeNull();
  await t.world.settle();
  await t.advance(4 * 3600);
}

describe.each(["5.3.3", "6.0.0"])("GA-TIRE-1 on a dnd5e %s world's clock", (dnd5eVersion) => {
  const six = dnd5eVersion.startsWith("6");
  const skillKey = six ? "system.rolls.ability.skill.bonus" : "system.bonuses.abilities.skill";
  const attackKey = six ? "system.rolls.attack.mwak.bonus" : "system.bonuses.mwak.attack";
  const damageKey = six ? "system.rolls.damage.rsak.bonus" : "system.bonuses.rsak.damage";

  it("GA-TIRE-1: each day without maintenance is a cumulative −2 to skill checks, attack and damage rolls on dnd5e's keys; after days = its 13th Age level it is paralyzed; one maintenance clears all", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ dnd5eVersion, level: 3 });
    const athletics = t.actor.system.skills.ath.total;
    await t.advance(DAY);
    const neglect = roleEffect(t.actor, "neglect")!;
    const changes = changesOf(neglect);
    expect(changes.filter((c) => [skillKey, attackKey, damageKey].includes(c.key)).map((c) => c.value)).toEqual(["-2", "-2", "-2"]);
    expect(t.actor.system.skills.ath.total).toBe(athletics - 2);
    await t.advance(DAY);
    expect(t.actor.system.skills.ath.total).toBe(athletics - 4);
    // Level 3: 13th Age level 2 (half scale), so two days without halt it.
    expect(t.actor.statuses.has("paralyzed")).toBe(true);
    expect(roleEffect(t.actor, "halt")).toBeDefined();
    // Immobile: only another gearforged or someone with the background maintains it; the GM's client does here
    // through a second gearforged the player owns.
    const other = await t.world.as(t.world.gm, async () => {
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const made = (await Actor.create({ name: "Gear Priest", type: "character", ownership: { default: 0, [t.world.player.userId]: 3 } } as never)) as unknown as Actor.Implementation;
      return made;
    });
    await t.add("gearforged", "Gear Priest (Background)", other as never);
    const maintenance = await t.world.systemModule<Maintenance>(t.world.player, "src/workflows/gearforged/thirteenth-age/maintenance.ts");
    expect(await t.world.as(t.world.player, () => maintenance.startFourHourMaintenance(t.mine() as unknown as Actor.Implementation, { maintainer: t.mine() as unknown as Actor.Implementation }))).toBeNull();
    expect(await t.world.as(t.world.player, () => maintenance.startFourHourMaintenance(t.mine() as unknown as Actor.Implementation, { maintainer: other.uuid }))).not.toBeNull();
    await t.advance(4 * 3600);
    expect(roleEffect(t.actor, "neglect")).toBeUndefined();
    expect(roleEffect(t.actor, "halt")).toBeUndefined();
    expect(t.actor.statuses.has("paralyzed")).toBe(false);
    expect(t.actor.system.skills.ath.total).toBe(athletics);
    expect(t.world.errors).toEqual([]);
  });

  it("GA-TIRE-1: the champion feat's penalty is −1 a day; the epic feat's is none and it never halts", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ dnd5eVersion, level: 10 });
    await t.add("gearforged", "Tireless (Champion Feat)");
    await t.advance(DAY);
    expect(changesOf(roleEffect(t.actor, "neglect")!).find((c) => c.key === skillKey)?.value).toBe("-1");
    const epic = await thirteenthAgeTable({ dnd5eVersion, level: 16 });
    await epic.add("gearforged", "Tireless (Epic Feat)");
    await epic.advance(20 * DAY);
    expect(roleEffect(epic.actor, "neglect")).toBeUndefined();
    expect(epic.actor.statuses.has("paralyzed")).toBe(false);
  });
});

describe("the level scale and GA-AMPH-1 in a dnd5e world", () => {
  it("the level-scale setting is registered only with the Gearforged line on", SCENARIO, async () => {
    const registered = (): boolean => (game.settings as unknown as { settings: Map<string, unknown> }).settings.has("augmented-dnd5e.gearforgedLevelScale");
    await createModuleWorld();
    expect(registered()).toBe(false);
    await createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true } });
    expect(registered()).toBe(true);
  });

  it("GA-TIRE-1: the day limit follows dnd5e's class levels (a level gained lifts the halt at once) and the level-scale setting", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ level: 1 });
    await t.advance(DAY);
    // Level 1: 13th Age level 1, so one day halts it.
    expect(t.actor.statuses.has("paralyzed")).toBe(true);
    await t.world.as(t.world.gm, () => t.fighter().update({ "system.levels": 4 } as never));
    await t.world.settle();
    expect(t.actor.statuses.has("paralyzed")).toBe(false);
    // The "full" scale: level 4 is 13th Age level 4, but the setting is the GM's; the sweep re-reads it at once.
    await t.advance(DAY);
    expect(t.actor.statuses.has("paralyzed")).toBe(true);
    await t.world.as(t.world.gm, () => game.settings!.set("augmented-dnd5e" as never, "gearforgedLevelScale" as never, "full" as never));
    await t.world.settle();
    expect(t.actor.statuses.has("paralyzed")).toBe(false);
  });

  it("GA-AMPH-1: under water an Athletics check through dnd5e gets −4; after hours = Strength it halts until a 4-hour repair", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ level: 3 });
    const water = await t.world.systemModule<Amphibious>(t.world.player, "src/workflows/gearforged/thirteenth-age/amphibious.ts");
    expect(await t.world.as(t.world.player, () => water.setUnderwater(t.mine() as unknown as Actor.Implementation, true))).toBe(true);
    await t.world.settle();
    const rolls = await t.world.as(t.world.player, () => t.mine().rollSkill({ skill: "ath" }, { configure: false }, { create: false }));
    expect(rolls?.[0]?.formula.replace(/\s+/g, "")).toContain("-4");
    await t.advance(13 * 3600);
    expect(t.actor.statuses.has("paralyzed")).toBe(false);
    await t.advance(3600);
    // Strength 14: fourteen hours.
    expect(t.actor.statuses.has("paralyzed")).toBe(true);
    // The repair is done out of the water (no champion feat), by someone else: it cannot move.
    expect(await t.world.as(t.world.player, () => water.setUnderwater(t.mine() as unknown as Actor.Implementation, false))).toBe(true);
    await t.world.settle();
    await maintainByPriest(t);
    expect(t.actor.statuses.has("paralyzed")).toBe(false);
  });
});
