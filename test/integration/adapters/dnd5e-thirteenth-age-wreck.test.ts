// GA-WRECK-1 in a dnd5e world: a 13th Age gearforged at 0 HP through dnd5e's damage application is stable at once
// and rolls no death save (dnd5e's `rollDeathSave` refuses); damage while at 0 HP still adds failures and massive
// damage kills outright (dnd5e records neither itself); dead, the beyond-repair card. GA-TIRE-1's exhaustion
// immunity against dnd5e's exhaustion (the sheet's write, a rest's delta).
import { describe, expect, it } from "vitest";
import { thirteenthAgeTable, type ThirteenthAgeTable } from "./dnd5e-thirteenth-age-table";
import { messages } from "../workflows/setup";

const SCENARIO = { timeout: 180_000 };

async function hurt(t: ThirteenthAgeTable, amount: number): Promise<void> {
  await t.world.as(t.world.gm, () => t.actor.applyDamage([{ value: amount, type: "bludgeoning" }], { isDelta: true }));
  await t.world.settle();
}

const cardTexts = (t: ThirteenthAgeTable): string[] => messages(t.world).map((m) => `${String(m.content ?? "")} ${JSON.stringify(m.system ?? {})}`);

describe.each(["5.3.3", "6.0.0"])("GA-WRECK-1 / GA-TIRE-1 in a dnd5e %s world", (dnd5eVersion) => {
  it("GA-WRECK-1: at 0 HP it is stable at once and dnd5e rolls no death save; a hit at 0 HP adds a failure, the third kills: beyond repair", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ dnd5eVersion });
    await hurt(t, 30);
    expect(t.actor.system.attributes.hp.value).toBe(0);
    expect(t.actor.system.attributes.death).toMatchObject({ success: 3, failure: 0 });
    expect(await t.world.as(t.world.player, () => t.mine().rollDeathSave({}, { configure: false }))).toBeNull();
    await t.world.settle();
    expect(t.actor.system.attributes.death).toMatchObject({ success: 3, failure: 0 });
    await hurt(t, 2);
    expect(t.actor.system.attributes.death).toMatchObject({ success: 3, failure: 1 });
    await hurt(t, 2);
    await hurt(t, 2);
    expect(t.actor.system.attributes.death.failure).toBe(3);
    const texts = cardTexts(t).join("\n");
    expect(texts).toContain("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Dead");
    expect(t.world.errors).toEqual([]);
  });

  it("GA-WRECK-1: massive damage (the rest at least its HP maximum) kills outright through dnd5e's damage step", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ dnd5eVersion });
    await hurt(t, 60);
    expect(t.actor.system.attributes.hp.value).toBe(0);
    expect(t.actor.system.attributes.death.failure).toBe(3);
    expect(cardTexts(t).join("\n")).toContain("AUGMENTED.Gearforged.ThirteenthAge.Wreck.Dead");
  });

  it("GA-TIRE-1: an exhaustion level written to the dnd5e character is ignored with a note; dnd5e makes no exhaustion effect", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ dnd5eVersion });
    await t.world.as(t.world.player, () => t.mine().update({ "system.attributes.exhaustion": 2 }));
    await t.world.settle();
    expect(t.actor.system.attributes.exhaustion).toBe(0);
    expect(t.actor.effects.contents.filter((e) => e.statuses.has("exhaustion"))).toEqual([]);
    expect(t.world.notifications.some((n) => n.message.includes("exhaustion ignored"))).toBe(true);
  });
});
