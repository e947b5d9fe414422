/**
 * Issue 15, item 2: the Automail workflows through the stand-in, as a table plays them: buying a port (AM-PORT-1),
 * attaching and detaching a modern limb (AM-ATT-1) with its acclimation check (AM-ACC-1..3) and the failure's
 * world-time effect, rolls made with the limb, building a reforged limb on (AM-GEN-1), repairing a damaged one
 * (AM-DMG-1), and the refusals that change nothing. Limbs come from the automail compendium; dice are queued;
 * dialogs are answered like a user does.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { clickCardButton } from "../workflows/setup";
import type { AutomailData } from "../../../src/data/item/automail";
import { cardHtml, rollBoxes } from "../cards";
import { effectTiming } from "../../../src/compat/effect-data";
import { packItem } from "./helpers";

type LimbItem = Item.Implementation & { system: AutomailData };
type Automail = {
  buyPort(kind: string, site: string, options?: object): Promise<{ item: Item.Implementation; priceGp: number } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<{ item: Item.Implementation; success: boolean; effectId: string | null; portDisadvantage: boolean; inCombat: boolean } | null>;
  detachAutomail(item: Item.Implementation): Promise<unknown>;
  installReforged(item: Item.Implementation, site: string, options?: object): Promise<{ item: Item.Implementation; success: boolean; readyAt: number } | null>;
  attackWithLimb(item: Item.Implementation, options?: object): Promise<{ roll: Roll; disadvantage: boolean; reasons: string[] } | null>;
  repairAutomail(item: Item.Implementation, options?: object): Promise<{ success: boolean } | null>;
};
type Actor = Awaited<ReturnType<typeof createCharacter>> & Automail;


async function setup(system: Record<string, unknown> = {}) {
  const world = await createWorld({ seed: 31, worldTime: 10_000 });
  const actor = (await createCharacter({
    ownership: { default: 0, [world.player.user.id!]: 3 },
    system: { currency: { gp: 2000 }, abilities: { int: { value: 12 }, dex: { value: 14 }, wis: { value: 10 } }, ...system },
  })) as Actor;
  return { world, actor };
}

function limbs(actor: Actor): LimbItem[] {
  return actor.items.filter((i) => i.type === "automail") as unknown as LimbItem[];
}

function acclimationEffects(actor: Actor): ActiveEffect.Implementation[] {
  return [...actor.effects].filter((e) => (e.flags as Record<string, Record<string, unknown>>).augmented?.acclimation);
}

function snapshot(actor: Actor): unknown {
  return foundry.utils.deepClone(actor.toObject());
}

describe("automail workflows", () => {
  it("AM-PORT-1, AM-ATT-1, AM-ACC-1, AM-ACC-2: buy a natural port, attach the Blade Arm, fail acclimation; its blade attacks at disadvantage until the failure runs out, then it is accustomed", async () => {
    const { world, actor } = await setup();
    const bought = await actor.buyPort("natural", "rightArm", { confirmed: true });
    expect(bought?.priceGp).toBe(400);
    expect((actor.system as unknown as { currency: { gp: number } }).currency.gp).toBe(1600);
    const port = bought!.item;

    // Player's choice of ability, then the d20: 5 + Dex 2 = 7 < DC 12 (modern weapon/tool).
    world.dice.queue([5]);
    world.dialogs.respond({ action: "dex" });
    const attached = await actor.attachAutomail(await packItem("Modern Blade Arm"), port.id!);
    expect(attached?.success).toBe(false);
    const [arm] = limbs(actor);
    expect(arm?.system.location).toMatchObject({ mode: "port", portId: port.id, since: 10_000 });
    expect(arm?.system.acclimation).toMatchObject({ failedAt: 10_000, failedUntil: 10_000 + 4 * 3600 });
    const [effect] = acclimationEffects(actor);
    expect(effectTiming(effect)).toEqual({ start: 10_000, seconds: 4 * 3600 });
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    expect(await cardHtml(card)).toContain("DC 12");
    expect(await cardHtml(card)).toContain("4 hours");
    // Issue 28, item 5: the check is the card's one check-result (colour and word), its DC said once.
    const [box] = await rollBoxes(card);
    expect(box).toMatchObject({ label: "Acclimation check (Dexterity)", dc: "DC 12", outcome: "failure", outcomeText: "Failure" });
    expect((await cardHtml(card)).match(/\b12\b/g)?.length).toBe(1);

    // Its integrated blade attacks at disadvantage (two d20, the lower kept), even when "normal" is picked.
    world.dice.queue([18, 3]);
    world.dialogs.respond({ action: "normal" });
    const attack = await actor.attackWithLimb(arm!);
    expect(attack?.disadvantage).toBe(true);
    expect(attack?.reasons).toEqual(["acclimation"]);
    expect(attack?.roll.formula).toContain("2d20kl");

    // The failure runs out with world time: the record clears, the effect goes, the character is accustomed.
    await world.as(world.gm, () => world.time.advance(4 * 3600));
    await world.settle();
    expect(arm?.system.acclimation).toMatchObject({ failedAt: null, failedUntil: null, accustomedActorId: actor.id, accustomedItemId: arm!.id });
    expect(acclimationEffects(actor)).toEqual([]);
    world.dice.queue([18]);
    world.dialogs.respond({ action: "normal" });
    const later = await actor.attackWithLimb(arm!);
    expect(later?.disadvantage).toBe(false);
    expect(later?.roll.formula).not.toContain("2d20");
    await world.settle();
  });

  it("AM-KIND-1: a limb weapon attacks with its named ability; one that names none attacks with Strength", async () => {
    const { world, actor } = await setup({ abilities: { str: { value: 16 }, dex: { value: 14 }, int: { value: 12 }, wis: { value: 10 } } });
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([20]);
    expect((await actor.attachAutomail(await packItem("Modern Blade Arm"), port.id!, { ability: "dex" }))?.success).toBe(true);
    const [arm] = limbs(actor);
    const pb = (actor.system as unknown as { attributes: { prof: number } }).attributes.prof;
    // The shipped blade names Dexterity (+2); Strength is +3.
    world.dice.queue([10]);
    world.dialogs.respond({ action: "normal" });
    expect((await actor.attackWithLimb(arm!))?.roll.total).toBe(10 + 2 + pb);
    await world.as(world.player, () => arm!.update({ "system.adds.weapon.ability": null } as Item.UpdateData));
    expect(arm!.system.adds.weapon?.ability ?? null).toBeNull();
    world.dice.queue([10]);
    world.dialogs.respond({ action: "normal" });
    expect((await actor.attackWithLimb(arm!))?.roll.total).toBe(10 + 3 + pb);
    await world.settle();
  });

  it("AM-ATT-1, AM-ACC-2: a detached limb keeps its data; re-attached, the check has advantage", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "leftLeg", { confirmed: true }))!.item;
    world.dice.queue([15]);
    world.dialogs.respond({ action: "wis" });
    await actor.attachAutomail(await packItem("Modern Runner's Leg"), port.id!);
    const [leg] = limbs(actor);
    expect(leg?.system.accustomed).toBe(true);

    await actor.detachAutomail(leg!);
    expect(leg?.system.location.mode).toBe("carried");
    expect(leg?.system.acclimation).toMatchObject({ accustomedActorId: actor.id, accustomedItemId: leg!.id });

    world.dice.queue([2, 11]);
    const again = await actor.attachAutomail(leg!, port.id!, { ability: "wis" });
    expect(again?.success).toBe(true);
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    expect(await cardHtml(card)).toContain("already accustomed");
    expect((card.rolls[0] as Roll).formula).toContain("2d20kh");
    await world.settle();
  });

  it("AM-PORT-1: an unnatural tail on a natural port works at disadvantage", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "tail", { confirmed: true }))!.item;
    world.dice.queue([20]);
    const attached = await actor.attachAutomail(await packItem("Modern Striking Scorpion Tail"), port.id!, { ability: "dex" });
    expect(attached).toMatchObject({ success: true, portDisadvantage: true });
    world.dice.queue([17, 9]);
    world.dialogs.respond({ action: "normal" });
    const attack = await actor.attackWithLimb(limbs(actor)[0]!);
    expect(attack?.reasons).toEqual(["unnaturalOnNaturalPort"]);
    await world.settle();
  });

  it("AM-ACC-3: while a failure runs, the next limb's check is at disadvantage and its actions carry the disadvantage over", async () => {
    const { world, actor } = await setup();
    const right = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    const left = (await actor.buyPort("natural", "leftArm", { confirmed: true }))!.item;
    world.dice.queue([1]);
    await actor.attachAutomail(await packItem("Modern Artisan Arm"), right.id!, { ability: "wis" });
    world.dice.queue([19, 4]);
    const second = await actor.attachAutomail(await packItem("Gunmail Arm"), left.id!, { ability: "dex" });
    // 2d20kl: 4 + Dex 2 = 6 < DC 12.
    expect(second?.success).toBe(false);
    const gun = limbs(actor).find((l) => l.name === "Gunmail Arm")!;
    world.dice.queue([15, 12]);
    world.dialogs.respond({ action: "normal" });
    const attack = await actor.attackWithLimb(gun);
    expect(attack?.reasons).toEqual(expect.arrayContaining(["acclimation", "carriedOver"]));
    await world.settle();
  });

  it("AM-GEN-1: a reforged limb is built on out of combat, acclimated once from the end of the work, and never detaches", async () => {
    const { world, actor } = await setup();
    world.dice.queue([3]);
    const built = await actor.installReforged(await packItem("Reforged Iron Arm"), "leftArm", { ability: "dex" });
    expect(built).toMatchObject({ success: false, readyAt: 10_000 + 7200 });
    const [arm] = limbs(actor);
    expect(arm?.system.location).toMatchObject({ mode: "builtOn", site: "leftArm", since: 17_200 });
    // Reforged normal: DC 10, one day from the end of the work.
    expect(arm?.system.acclimation).toMatchObject({ failedAt: 17_200, failedUntil: 17_200 + 86_400 });
    const before = snapshot(actor);
    expect(await actor.detachAutomail(arm!)).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("cannot be detached");
    expect(snapshot(actor)).toEqual(before);
    await world.settle();
  });

  it("AM-PORT-1, AM-ATT-1, AM-DMG-1: refused requests say why and change nothing", async () => {
    const { world, actor } = await setup({ abilities: { int: { value: 10 } }, currency: { gp: 500 } });
    const blade = await packItem("Modern Blade Arm");
    const before = snapshot(actor);
    const chatBefore = world.chat.length;

    // The player asks (a GM would be offered to waive the missing gold instead).
    await world.as(world.player, async () => {
      expect(await actor.attachAutomail(blade, "noSuchPort", { ability: "dex" })).toBeNull();
      expect(world.notifications.at(-1)?.message).toContain("buy a port first");
      expect(await actor.buyPort("unnatural", "other", { confirmed: true })).toBeNull();
      expect(world.notifications.at(-1)?.message).toContain("Intelligence modifier is 0");
      expect(await actor.buyPort("ocular", "leftEye", { confirmed: true })).toBeNull();
      expect(world.notifications.at(-1)?.message).toContain("300 gp short");
      expect(await actor.installReforged(blade, "leftArm", { ability: "dex" })).toBeNull();
      expect(world.notifications.at(-1)?.message).toContain("attach it to a port");
    });
    expect(snapshot(actor)).toEqual(before);
    expect(world.chat.length).toBe(chatBefore);

    const eyePort = (await actor.buyPort("natural", "leftLeg", { confirmed: true }))!.item;
    const afterPort = snapshot(actor);
    expect(await actor.attachAutomail(blade, eyePort.id!, { ability: "dex" })).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("does not fit");
    const damaged = { ...(await packItem("Modern Runner's Leg")).toObject(), system: { ...(await packItem("Modern Runner's Leg")).toObject().system, integrity: "damaged" } };
    // cast: a partial automail source.
    const [leg] = (await actor.createEmbeddedDocuments("Item", [damaged as Item.CreateData])) as unknown as LimbItem[];
    expect(await actor.attachAutomail(leg!, eyePort.id!, { ability: "dex" })).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("repair it first");
    expect(leg?.system.location.mode).toBe("carried");
    expect(acclimationEffects(actor)).toEqual([]);
    expect((snapshot(actor) as { system: unknown }).system).toEqual((afterPort as { system: unknown }).system);
    await world.settle();
  });

  it("AM-ATT-1: in combat, attaching is refused off the wearer's turn and noted as the Action on it", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    const other = await createCharacter({ name: "Bo" });
    // cast: partial combat source data.
    const combat = (await Combat.create({ active: true, combatants: [{ actorId: other.id }, { actorId: actor.id }] } as Combat.CreateData))!;
    await combat.startCombat();
    const arm = await packItem("Modern Artisan Arm");
    if (combat.combatant?.actorId === actor.id) await combat.nextTurn();
    expect(await actor.attachAutomail(arm, port.id!, { ability: "wis" })).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("wearer's turn");
    expect(limbs(actor)).toEqual([]);
    await combat.nextTurn();
    expect(combat.combatant?.actorId).toBe(actor.id);
    world.dice.queue([15]);
    const attached = await actor.attachAutomail(arm, port.id!, { ability: "wis" });
    expect(attached?.inCombat).toBe(true);
    expect(await cardHtml(world.chat.at(-1) as unknown as ChatMessage.Implementation)).toContain("Action for the turn");
    await world.settle();
  });

  it("AM-ACC-1: an acclimation effect whose limb is deleted ends cleanly; nothing else is touched", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([1]);
    await actor.attachAutomail(await packItem("Modern Artisan Arm"), port.id!, { ability: "wis" });
    // cast: a plain effect source.
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Blessed" } as ActiveEffect.CreateData]);
    expect(acclimationEffects(actor)).toHaveLength(1);
    await limbs(actor)[0]!.delete();
    await world.settle();
    expect(acclimationEffects(actor)).toEqual([]);
    expect([...actor.effects].map((e) => e.name)).toEqual(["Blessed"]);
    expect(actor.items.get(port.id!)).toBeTruthy();
  });

  it("AM-DMG-1, AM-HEAL-1: a damaged limb does nothing, healing does not restore it, the repair does", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([20]);
    await actor.attachAutomail(await packItem("Modern Blade Arm"), port.id!, { ability: "dex" });
    const [arm] = limbs(actor);
    // cast: a partial automail update.
    await arm!.update({ system: { integrity: "damaged" } } as Item.UpdateData);
    expect(await actor.attackWithLimb(arm!)).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("damaged");
    await (actor as unknown as { applyDamage(i: object[]): Promise<unknown> }).applyDamage([{ amount: 5, type: "healing" }]);
    expect(arm?.system.integrity).toBe("damaged");

    world.dice.queue([14, 9]);
    const repaired = await actor.repairAutomail(arm!, { dc: 12, costConfirmed: true });
    expect(repaired?.success).toBe(true);
    expect(arm?.system.integrity).toBe("intact");
    await world.settle();
  });

  it("AM-WATER-1, AM-ACC-3: the roll dialog offers 'in water' on Athletics and 'using <limb>'; each answer adds its disadvantage", async () => {
    const { world, actor } = await setup();
    const rolls = actor as unknown as { rollSkill(skill: string): Promise<Roll | null>; rollAbilityCheck(ability: string): Promise<Roll | null> };
    // No automail worn: the dialog asks nothing more, the roll is a plain d20.
    world.dice.queue([10]);
    world.dialogs.respond({ action: "normal" });
    expect((await rolls.rollSkill("ath"))?.formula).not.toContain("2d20");

    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([1]);
    await actor.attachAutomail(await packItem("Modern Artisan Arm"), port.id!, { ability: "wis" });
    const [arm] = limbs(actor);

    world.dice.queue([12, 5]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-water": true } });
    expect((await rolls.rollSkill("ath"))?.formula).toContain("2d20kl");
    world.dice.queue([12]);
    world.dialogs.respond({ action: "normal", fields: { "toggle-water": false } });
    expect((await rolls.rollSkill("ath"))?.formula).not.toContain("2d20");

    // "Using" the arm while its failed acclimation runs: disadvantage on a Strength check made with it.
    world.dice.queue([12, 5]);
    world.dialogs.respond({ action: "normal", fields: { limb: arm!.id! } });
    expect((await rolls.rollAbilityCheck("str"))?.formula).toContain("2d20kl");
    world.dice.queue([12]);
    world.dialogs.respond({ action: "normal", fields: { limb: "" } });
    expect((await rolls.rollAbilityCheck("str"))?.formula).not.toContain("2d20");
    await world.settle();
  });
});

describe("automail undo and copies", () => {
  it("AM-ATT-1: the GM's Undo on an attach card puts the limb back where it was and removes the failure's effect", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    // cast: a partial automail source, carried.
    const [arm] = (await actor.createEmbeddedDocuments("Item", [(await packItem("Modern Artisan Arm")).toObject() as Item.CreateData])) as unknown as LimbItem[];
    const before = foundry.utils.deepClone(arm!.system.toObject());
    world.dice.queue([1]);
    await actor.attachAutomail(arm!, port.id!, { ability: "wis" });
    expect(acclimationEffects(actor)).toHaveLength(1);
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    await clickCardButton(world, world.gm, card, "undo");
    expect(arm!.system.toObject()).toEqual(before);
    expect(acclimationEffects(actor)).toEqual([]);
  });

  it("AM-ACC-2: a new copy of a limb this character was accustomed to starts unaccustomed (no advantage)", async () => {
    const { world, actor } = await setup();
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([15]);
    await actor.attachAutomail(await packItem("Modern Artisan Arm"), port.id!, { ability: "wis" });
    const [arm] = limbs(actor);
    expect(arm?.system.accustomed).toBe(true);
    await actor.detachAutomail(arm!);
    // cast: update data of the automail model.
    await arm!.update({ system: { integrity: "destroyed" } } as Item.UpdateData);
    // The replacement: a copy of the same item (same stored data, a new id).
    const [copy] = (await actor.createEmbeddedDocuments("Item", [{ ...arm!.toObject(), _id: undefined, system: { ...arm!.toObject().system, integrity: "intact" } } as Item.CreateData])) as unknown as LimbItem[];
    expect(copy?.system.accustomed).toBe(false);
    world.dice.queue([15]);
    await actor.attachAutomail(copy!, port.id!, { ability: "wis" });
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    expect((card.rolls[0] as Roll).formula).not.toContain("2d20");
    await world.settle();
  });
});

describe("who notices automail (AM-SEEN-1)", () => {
  it("AM-SEEN-1: reforged limbs are noticed by everyone; an unhidden modern one at passive 17 or on a DC 10 check; hidden ones not; GM only", async () => {
    const { world, actor } = await setup();
    const keen = await createCharacter({ name: "Keen", system: { abilities: { wis: { value: 24 } } } });
    const dull = await createCharacter({ name: "Dull", system: { abilities: { wis: { value: 10 } } } });
    // Passive Perception 16, one short of 17: needs the check (the boundary, from the observer's own passive score).
    const near = await createCharacter({ name: "Near", system: { abilities: { wis: { value: 22 } } } });
    const port = (await actor.buyPort("natural", "rightArm", { confirmed: true }))!.item;
    world.dice.queue([20, 20]);
    await actor.attachAutomail(await packItem("Modern Artisan Arm"), port.id!, { ability: "wis" });
    await actor.installReforged(await packItem("Reforged Stomper Leg"), "leftLeg", { ability: "wis" });
    const ask = actor as unknown as { whoNoticesAutomail(o?: unknown[]): Promise<Array<{ observer: string; noticed: string[]; onCheck: string[] }> | null> };

    expect(keen.system.skills.prc.passive).toBe(17);
    expect(near.system.skills.prc.passive).toBe(16);
    const answers = await ask.whoNoticesAutomail([keen, near, dull]);
    expect(answers).toEqual([
      { observer: "Keen", noticed: ["Modern Artisan Arm", "Reforged Stomper Leg"], onCheck: [] },
      { observer: "Near", noticed: ["Reforged Stomper Leg"], onCheck: ["Modern Artisan Arm"] },
      { observer: "Dull", noticed: ["Reforged Stomper Leg"], onCheck: ["Modern Artisan Arm"] },
    ]);
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    expect(card.whisper).toEqual([world.gm.user.id]);

    // Hidden (gloves, a sleeve): nobody notices the arm by these means.
    const arm = limbs(actor).find((l) => l.name === "Modern Artisan Arm")!;
    // cast: a partial automail update.
    await arm.update({ system: { hidden: true } } as Item.UpdateData);
    expect((await ask.whoNoticesAutomail([keen]))?.[0]).toEqual({ observer: "Keen", noticed: ["Reforged Stomper Leg"], onCheck: [] });

    const chat = world.chat.length;
    expect(await world.as(world.player, () => ask.whoNoticesAutomail([keen]))).toBeNull();
    expect(world.chat.length).toBe(chat);
    await world.settle();
  });
});
