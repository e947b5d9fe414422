// GA-HEAL-1 in a dnd5e world: a 13th Age gearforged's hit dice through dnd5e's `rollHitDie` (refused with the
// reason and nothing spent while its gate is closed: dnd5e's `dnd5e.preRollHitDieV2`), a long rest that returns
// hit dice but no HP (dnd5e's rest result), and the gates: a potion's healing applied from dnd5e's card, another
// character's repair check (the Gear Priest background from the module's compendium), the champion feat's
// maintenance; the epic feat's long rest.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { DAY, MODULE, thirteenthAgeTable, type GfCharacter, type ThirteenthAgeTable } from "./dnd5e-thirteenth-age-table";

const SCENARIO = { timeout: 180_000 };
type HealGate = typeof import("../../../src/workflows/gearforged/thirteenth-age/heal-gate");
type Maintenance = typeof import("../../../src/workflows/gearforged/thirteenth-age/maintenance");

const spent = (t: ThirteenthAgeTable): number => Number((t.fighter().system as unknown as { hd: { spent: number } }).hd.spent);
const gate = (t: ThirteenthAgeTable): PlainObject => (t.record().gate ?? {}) as PlainObject;

/** Damage through dnd5e's damage step, as a damage card applies it (by the GM). */
async function hurt(t: ThirteenthAgeTable, amount: number): Promise<void> {
  await t.world.as(t.world.gm, () => t.actor.applyDamage([{ value: amount, type: "bludgeoning" }], { isDelta: true }));
  await t.world.settle();
}

/** The player drinks a potion: its heal activity's healing card, applied to the gearforged from that card. */
async function drinkPotion(t: ThirteenthAgeTable, healing: number, item: PlainObject = { name: "Potion of Healing", type: "consumable", system: { type: { value: "potion" } } }): Promise<void> {
  const [potion] = await t.world.as(t.world.gm, () => t.actor.createEmbeddedDocuments("Item", [item]));
  await t.world.settle();
  await t.world.as(t.world.player, async () => {
    const own = t.mine();
    // The healing roll's card as dnd5e posts it (its flags: the activity's `messageFlags`, activity/mixin.mjs:136).
    const card = await ChatMessage.create({
      content: String(healing),
      flags: { dnd5e: { activity: { type: "heal", id: "heal", uuid: `${potion!.uuid}.Activity.heal` }, item: { type: potion!.type, id: potion!.id, uuid: potion!.uuid }, roll: { type: "healing" } } },
    } as never);
    await own.applyDamage([{ value: healing, type: "healing" }], { isDelta: true, originatingMessage: card });
  });
  await t.world.settle();
}

function warned(t: ThirteenthAgeTable, text: string): boolean {
  return t.world.notifications.some((n) => n.userId === t.world.player.userId && n.message.includes(text));
}

describe("GA-HEAL-1: a 13th Age gearforged's hit dice and rests in a dnd5e world", () => {
  it("GA-HEAL-1: the player's hit die is refused with the reason while the gate is closed; nothing is spent", SCENARIO, async () => {
    const t = await thirteenthAgeTable();
    await hurt(t, 20);
    const rolls = await t.world.as(t.world.player, () => t.mine().rollHitDie());
    await t.world.settle();
    expect(rolls).toBeNull();
    expect(spent(t)).toBe(0);
    expect(t.actor.system.attributes.hp.value).toBe(10);
    expect(warned(t, "cannot spend hit dice on its own")).toBe(true);
    expect(t.world.errors).toEqual([]);
  });

  it("GA-HEAL-1: a potion's healing applied from dnd5e's card opens the gate; one hit die outside a rest spends it and closes it", SCENARIO, async () => {
    const t = await thirteenthAgeTable();
    await hurt(t, 20);
    await drinkPotion(t, 4);
    expect(t.actor.system.attributes.hp.value).toBe(14);
    expect(gate(t)).toEqual({ open: 1, kind: "magicalHealing" });
    const rolls = await t.world.as(t.world.player, () => t.mine().rollHitDie());
    await t.world.settle();
    expect(rolls).toHaveLength(1);
    expect(spent(t)).toBe(1);
    expect(t.actor.system.attributes.hp.value).toBeGreaterThan(14);
    expect(gate(t).open).toBe(0);
    // Closed again: the next die is refused.
    expect(await t.world.as(t.world.player, () => t.mine().rollHitDie())).toBeNull();
    await t.world.settle();
    expect(spent(t)).toBe(1);
  });

  it("GA-HEAL-1: healing with no magical source (a hand edit, a machine's) opens no gate", SCENARIO, async () => {
    const t = await thirteenthAgeTable();
    await hurt(t, 20);
    await t.world.as(t.world.gm, () => t.actor.applyDamage([{ value: 3, type: "healing" }], { isDelta: true }));
    // A machine's healing: one of the module's own items (a carried augment) as the card's source.
    await drinkPotion(t, 2, { name: "Repair Injector", type: `${MODULE}.augment`, system: { sectionKind: "arm", purpose: "healing", ability: "int" } });
    await t.world.settle();
    expect(t.actor.system.attributes.hp.value).toBe(15);
    expect(gate(t).open ?? 0).toBe(0);
  });

  it("GA-HEAL-1: dice rolled during a short rest with an open gate are one spending: the rest's update closes it", SCENARIO, async () => {
    const t = await thirteenthAgeTable();
    await hurt(t, 25);
    await drinkPotion(t, 1);
    const rest = t.world.as(t.world.player, () => t.mine().shortRest({ dialog: true }));
    await t.world.settle();
    // The player rolls two dice in the rest's dialog (dnd5e's short-rest dialog rolls through rollHitDie).
    await t.world.as(t.world.player, () => t.mine().rollHitDie());
    await t.world.as(t.world.player, () => t.mine().rollHitDie());
    await t.world.settle();
    expect(spent(t)).toBe(2);
    expect(gate(t).open).toBe(1);
    await t.world.dialogs.answer(t.world.dialogs.open.at(-1)!, "rest");
    await rest;
    await t.world.settle();
    expect(gate(t).open).toBe(0);
  });

  it("GA-HEAL-1: a long rest gives no HP and the hit dice still return; the epic feat's long rest heals", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ level: 16 });
    await hurt(t, 20);
    await t.world.as(t.world.gm, () => t.fighter().update({ "system.hd.spent": 4 } as never));
    await t.world.as(t.world.gm, () => t.actor.longRest({ dialog: false }));
    await t.world.settle();
    expect(t.actor.system.attributes.hp.value).toBe(10);
    expect(spent(t)).toBe(0);
    expect(warned(t, "regains no hit points from a long rest") || t.world.notifications.some((n) => n.message.includes("regains no hit points"))).toBe(true);
    await t.add("gearforged", "Broken, Not Wounded (Epic Feat)");
    await t.world.as(t.world.gm, () => t.actor.longRest({ dialog: false }));
    await t.world.settle();
    expect(t.actor.system.attributes.hp.value).toBe(30);
  });

  it("GA-HEAL-1: another character with the Gear Priest background passes the repair check (rolled through dnd5e): the gate opens; the patient cannot repair itself", SCENARIO, async () => {
    const t = await thirteenthAgeTable();
    const priest = await t.world.as(t.world.gm, async () => {
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const made = (await Actor.create({ name: "Brother Cog", type: "character", ownership: { default: 0, [t.world.player.userId]: 3 }, system: { abilities: { int: { value: 14 } } } } as never)) as unknown as GfCharacter;
      return made;
    });
    await t.add("gearforged", "Gear Priest (Background)", priest);
    const gates = await t.world.systemModule<HealGate>(t.world.player, "src/workflows/gearforged/thirteenth-age/heal-gate.ts");
    expect(await t.world.as(t.world.player, () => gates.repairerCheck(t.mine() as unknown as Actor.Implementation, { repairer: t.mine() as unknown as Actor.Implementation, hours: 1, fastForward: true }))).toBeNull();
    // 20 hours of work: DC 1, so the check passes whatever the d20 shows.
    const result = await t.world.as(t.world.player, () => gates.repairerCheck(t.mine() as unknown as Actor.Implementation, { repairer: priest.uuid, hours: 20, fastForward: true }));
    await t.world.settle();
    expect(result?.dc).toBe(1);
    expect(result?.success).toBe(true);
    expect(gate(t)).toEqual({ open: 1, kind: "repairer" });
  });

  it("GA-HEAL-1: the champion feat's finished 4-hour maintenance opens the gate (world time finishes it)", SCENARIO, async () => {
    const t = await thirteenthAgeTable({ level: 10 });
    await t.add("gearforged", "Broken, Not Wounded (Champion Feat)");
    const maintenance = await t.world.systemModule<Maintenance>(t.world.player, "src/workflows/gearforged/thirteenth-age/maintenance.ts");
    const started = await t.world.as(t.world.player, () => maintenance.startFourHourMaintenance(t.mine() as unknown as Actor.Implementation, { maintainer: t.mine() as unknown as Actor.Implementation }));
    expect(started).not.toBeNull();
    await t.advance(4 * 3600);
    expect(gate(t)).toEqual({ open: 1, kind: "maintenance" });
    expect(DAY).toBe(86_400);
  });
});
