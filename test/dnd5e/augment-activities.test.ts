/**
 * Activities do the acting (src/adapters/dnd5e/activities/): each compendium augment carries the dnd5e activities its
 * purpose calls for, so using it goes through dnd5e's own activity pipeline on the stand-in (test/dnd5e/README.md,
 * rows "Activity use and consumption", "Attack activity", "Save activity", "Heal and utility activities"): dnd5e's
 * hooks fire, a target's AC decides the hit, the save is asked at the CY-DC-1 DC, the healing is dnd5e's, and one of
 * the item's dnd5e uses is spent. The Cyborg rules gate them at `dnd5e.preUseActivity`: a damaged, uninstalled, draft
 * or spent augment is refused with the reason, nothing rolled or spent, whoever calls `use`. A long rest refills the
 * uses through dnd5e's own recovery.
 */
import { describe, expect, it } from "vitest";
import { Hooks } from "../foundry/hooks";
import type { PlainObject } from "../foundry/utils";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";
import { pressUsageButton } from "./helpers";
import type { D20Roll } from "./dice/d20-roll";

type World = Awaited<ReturnType<typeof createModuleWorld>>;
interface Activity {
  id: string;
  type: string;
  use(usage?: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<{ message: PlainObject } | undefined>;
  rollAttack(config: PlainObject, dialog: PlainObject, message: PlainObject): Promise<D20Roll[] | null>;
  save?: { ability: Set<string>; dc: { calculation: string; formula: string; value?: number } };
}
interface Augment {
  id: string;
  name: string;
  system: PlainObject & { uses: { spent: number; max: number; value: number }; activities: { contents: Activity[]; size: number }; saveDc: { dc: number } | null };
  use(config?: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<{ message: PlainObject } | undefined>;
  update(data: PlainObject): Promise<unknown>;
}
interface Actor5e {
  id: string;
  system: PlainObject & { abilities: Record<string, { mod: number; dc: number }>; attributes: { prof: number; hp: { value: number; max: number } } };
  items: { get(id: string): Augment | undefined };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Augment[]>;
  longRest(config: PlainObject): Promise<unknown>;
  shortRest(config: PlainObject): Promise<unknown>;
}

const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
// PB 3 at level 5; Dex +3, Con +2, Int +1.
const SCORES = { str: { value: 10 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };

async function cyborg(name = "Ana"): Promise<Actor5e> {
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create({ name, type: "character", system: { abilities: SCORES, attributes: { hp: { value: 30, max: 40 } } } } as never)) as unknown as Actor5e;
  await actor.createEmbeddedDocuments("Item", [FIGHTER, { name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} }]);
  return actor;
}

/** A compendium augment on the actor, its system data changed by `system` (installed in `section` unless null). */
async function augment(world: World, actor: Actor5e, name: string, section: string | null, system: PlainObject = {}): Promise<Augment> {
  const source = ((await fromUuid(await packUuid("augments", name))) as Item.Implementation).toObject() as unknown as PlainObject;
  const [item] = await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source, { system: { installedSection: section, ...system } })]);
  await world.settle();
  return item!;
}

function only(item: Augment): Activity {
  expect(item.system.activities.size).toBe(1);
  return item.system.activities.contents[0]!;
}

/** A target token for the user, of an actor with this flat AC. */
async function targetWithAc(world: World, ac: number): Promise<void> {
  // cast: dnd5e's actor creation data.
  const foe = (await Actor.create({ name: "Foe", type: "character", system: { attributes: { ac: { calc: "flat", flat: ac }, hp: { value: 10, max: 10 } } } } as never))!;
  const scene = (await Scene.create({ name: "Arena", active: true } as never))!;
  const [token] = (await scene.createEmbeddedDocuments("Token", [{ actorId: foe.id, actorLink: true }] as never)) as unknown as { id: string }[];
  await world.settle();
  // cast: the stand-in User's targeting method (core's `User#updateTokenTargets`).
  (game.user as unknown as { updateTokenTargets(ids: string[]): void }).updateTokenTargets([token!.id]);
}

function watch(names: string[]): string[] {
  const seen: string[] = [];
  for (const name of names) Hooks.on(name, () => void seen.push(name.slice("dnd5e.".length)));
  return seen;
}

describe("augments act through dnd5e's activities", () => {
  it("CY-ATK-1/2, CY-USE-1: an attack augment rolls through its attack activity — hooks fire, 1d20 + Dex + PB against the target's AC, one use spent, Nd6 + Dex damage through dnd5e's damage roll", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const cannon = await augment(world, actor, "Wrist Cannon", "rightArm");
    expect(only(cannon).type).toBe("attack");
    await targetWithAc(world, 16);
    const order = watch(["dnd5e.preUseActivity", "dnd5e.postUseActivity", "dnd5e.preRollAttackV2", "dnd5e.rollAttackV2", "dnd5e.preRollDamageV2", "dnd5e.rollDamageV2"]);
    world.dialogs.respond({ action: "normal" });
    world.dice.queue([10]);
    const results = (await cannon.use({}, { configure: false })) as { message: PlainObject };
    await world.settle();
    expect(order).toEqual(["preUseActivity", "postUseActivity", "preRollAttackV2", "rollAttackV2"]);
    expect(cannon.system.uses).toMatchObject({ spent: 1, max: 3, value: 2 });
    const attack = world.chat.at(-1) as unknown as { rolls: D20Roll[]; flags: PlainObject };
    expect(attack.flags).toMatchObject({ dnd5e: { roll: { type: "attack" } } });
    // 10 + Dex 3 + PB 3 = 16 against AC 16: a hit.
    expect(attack.rolls[0]!.total).toBe(16);
    expect(attack.rolls[0]!.isSuccess).toBe(true);
    world.dice.queue([9]);
    const miss = await only(cannon).rollAttack({}, { configure: false }, {});
    expect(miss![0]!.total).toBe(15);
    expect(miss![0]!.isSuccess).toBe(false);
    world.dice.queue([4]);
    // The card's damage button passes no dialog config: dnd5e's damage dialog opens.
    world.dialogs.respond({ action: "normal" });
    const damage = (await pressUsageButton(results.message, "rollDamage")) as { formula: string; total: number; options: PlainObject }[];
    expect(damage[0]!.formula).toBe("1d6 + 3");
    expect(damage[0]!.total).toBe(7);
    expect(damage[0]!.options.type).toBe("piercing");
    expect(order.slice(-2)).toEqual(["preRollDamageV2", "rollDamageV2"]);
  });

  it("CY-ATK-3 / CY-DC-1: a save-based attack augment asks the target's save at the augment save DC (8 + PB + Con), the rule's DC", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const chest = await augment(world, actor, "Chest Cannon", "torso");
    const activity = only(chest);
    expect(activity.type).toBe("save");
    const usage = (await chest.use({}, { configure: false }))!;
    await world.settle();
    expect(chest.system.saveDc?.dc).toBe(8 + 3 + 2);
    expect(String(usage.message.content)).toContain(`data-dc="${chest.system.saveDc!.dc}"`);
    expect(String(usage.message.content)).toContain('data-ability="con"');
    const target = await cyborg("Bo");
    let asked: PlainObject | null = null;
    Hooks.on("dnd5e.preRollSavingThrowV2", (config: PlainObject) => void (asked = config));
    await game.user!.update({ character: target.id } as never);
    world.dice.queue([10]);
    world.dialogs.respond({ action: "normal" });
    const [rolls] = (await pressUsageButton(usage.message, "rollSave")) as D20Roll[][];
    expect(asked).toMatchObject({ ability: "con", target: 13 });
    // 10 + Con 2 = 12 < 13.
    expect(rolls![0]!.isSuccess).toBe(false);
  });

  it("CY-DC-1: the class-feature DC recorded for the augment becomes its save activity's DC calculation", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const chest = await augment(world, actor, "Chest Cannon", "torso");
    await chest.update({ "system.saveDcFeatureId": "ability.dex" });
    await world.settle();
    expect(only(chest).save!.dc).toMatchObject({ calculation: "dex", value: actor.system.abilities.dex.dc });
  });

  it("CY-HEAL-1: a healing augment's heal activity makes the Augment Check (1d20 + PB) against the GM's DC, then heals Nd6 + Int through dnd5e's healing roll", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const sprayer = await augment(world, actor, "Medigel Sprayer", "torso");
    expect(only(sprayer).type).toBe("heal");
    const order = watch(["dnd5e.postUseActivity", "dnd5e.preRollDamageV2", "dnd5e.rollDamageV2"]);
    world.dialogs.respond({ action: "ok", fields: { dc: 15 }, client: world.gm });
    world.dice.queue([12, 5]);
    world.dialogs.respond({ action: "normal" });
    await sprayer.use({}, { configure: false });
    await world.settle();
    const [check, healing] = world.chat.slice(-2) as unknown as { rolls: { total: number; formula: string; options: PlainObject }[]; flags: PlainObject; flavor: string }[];
    // 12 + PB 3 = 15 against DC 15: a success.
    expect(check!.rolls[0]!.total).toBe(15);
    expect(check!.flavor).toContain("15");
    expect(healing!.flags).toMatchObject({ dnd5e: { roll: { type: "healing" } } });
    expect(healing!.rolls[0]!.formula).toBe("1d6 + 1");
    expect(healing!.rolls[0]!.total).toBe(6);
    expect(healing!.rolls[0]!.options.type).toBe("healing");
    expect(order).toEqual(["postUseActivity", "preRollDamageV2", "rollDamageV2"]);
    expect(sprayer.system.uses.spent).toBe(1);
  });

  it("CY-HEAL-1: a failed Augment Check heals nothing, and the use is still spent", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const sprayer = await augment(world, actor, "Medigel Sprayer", "torso");
    const order = watch(["dnd5e.preRollDamageV2"]);
    world.dialogs.respond({ action: "ok", fields: { dc: 15 }, client: world.gm });
    world.dice.queue([11]);
    const before = world.chat.length;
    await sprayer.use({}, { configure: false });
    await world.settle();
    // The usage card and the check's roll; no healing roll.
    expect(world.chat.length).toBe(before + 2);
    expect((world.chat.at(-1) as unknown as { rolls: { total: number }[] }).rolls[0]!.total).toBe(14);
    expect(order).toEqual([]);
    expect(sprayer.system.uses.spent).toBe(1);
  });

  it("CY-UTL-1 / CY-ENV-1: a utility augment is used (its card, one use); an environmental one rolls its Augment Check, 1d20 + PB with advantage", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const lamp = await augment(world, actor, "Head Lamp", "head");
    const ram = await augment(world, actor, "Breaching Ram", "leftArm");
    const before = world.chat.length;
    const used = (await lamp.use({}, { configure: false }))!;
    await world.settle();
    expect(used.message.type).toBe("usage");
    expect(world.chat.length).toBe(before + 1);
    expect(lamp.system.uses.spent).toBe(1);
    const check = (await ram.use({}, { configure: false }))!;
    world.dice.queue([4, 15]);
    const rolls = (await pressUsageButton(check.message, "rollFormula")) as { formula: string; total: number }[];
    expect(rolls[0]!.formula).toBe("2d20kh + 3");
    expect(rolls[0]!.total).toBe(18);
    expect(ram.system.uses.spent).toBe(1);
  });

  it("CY-MOB-1: a flight augment's utility activity spends a use, then its timed fly speed starts (hover when chosen); a second take-off is refused while it runs", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const wings = await augment(world, actor, "Fold-out Wings", "torso");
    expect(only(wings)).toMatchObject({ type: "utility" });
    world.dialogs.respond({ action: "hover" });
    await wings.use({}, { configure: false });
    await world.settle();
    expect(wings.system.uses.spent).toBe(1);
    // cast: dnd5e's actor with its effects collection.
    const effects = (actor as unknown as { effects: { contents: { flags: PlainObject; changes: { key: string; value: string }[] }[] } }).effects.contents;
    const flight = effects.filter((e) => JSON.stringify(e.flags).includes(wings.id));
    expect(flight).toHaveLength(1);
    expect(flight[0]!.changes.some((c) => c.key.includes("movement") && c.key.includes("fly"))).toBe(true);
    expect(await wings.use({}, { configure: false })).toBeUndefined();
    expect(world.notifications.some((n) => n.level === "warning" && n.message.includes("is already active"))).toBe(true);
    expect(wings.system.uses.spent).toBe(1);
  });

  it.each([
    ["CY-INT-3: damaged", { integrity: "damaged" }, "rightArm", "is damaged"],
    ["CY-USE-1: not installed", {}, null, "is not installed"],
    ["CY-DES-1/2: a draft design", { designStatus: "draft" }, "rightArm", "is a design that is not built yet"],
    ["CY-USE-1: out of uses", { uses: { spent: 3 } }, "rightArm", "has no uses left"],
  ])("%s: refused with the reason from the sheet, a macro or another module's activity.use(); no roll, no use spent", async (_label, system, section, reason) => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const cannon = await augment(world, actor, "Wrist Cannon", section, system);
    const spent = cannon.system.uses.spent;
    const order = watch(["dnd5e.preRollAttackV2", "dnd5e.preActivityConsumption", "dnd5e.postUseActivity"]);
    const before = world.chat.length;
    // Item5e#use (dnd5e's sheet row and a hotbar macro), then the activity directly (midi-qol and other modules).
    expect(await cannon.use({}, { configure: false })).toBeUndefined();
    expect(await only(cannon).use({}, { configure: false })).toBeUndefined();
    await world.settle();
    expect(order).toEqual([]);
    expect(world.chat.length).toBe(before);
    expect(actor.items.get(cannon.id)!.system.uses.spent).toBe(spent);
    const warnings = world.notifications.filter((n) => n.level === "warning" && n.message.startsWith("Wrist Cannon"));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]!.message).toContain(reason);
  });

  it("CY-USE-2: a long rest refills the uses through dnd5e's own recovery; a short rest does not", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const cannon = await augment(world, actor, "Wrist Cannon", "rightArm", { uses: { spent: 3 } });
    await actor.shortRest({ dialog: false, chat: false });
    await world.settle();
    expect(actor.items.get(cannon.id)!.system.uses).toMatchObject({ spent: 3, value: 0 });
    const recovered: PlainObject[] = [];
    Hooks.on("dnd5e.preRestCompleted", (_actor: unknown, result: { updateItems: PlainObject[] }) => void recovered.push(...result.updateItems));
    await actor.longRest({ dialog: false, chat: false });
    await world.settle();
    expect(actor.items.get(cannon.id)!.system.uses).toMatchObject({ spent: 0, value: 3 });
    // One refill, dnd5e's (recoverUses over the item's `lr` recovery): the module adds none of its own.
    expect(recovered.filter((u) => u._id === cannon.id)).toEqual([{ _id: cannon.id, "system.uses.spent": 0 }]);
  });

  it("an augment made by hand gets the activities its purpose calls for, and a design change replaces them", async () => {
    const world = await createModuleWorld();
    const actor = await cyborg();
    const [made] = await actor.createEmbeddedDocuments("Item", [{ name: "Knuckle Taser", type: "augmented-dnd5e.augment", system: { sectionKind: "arm", purpose: "attack", ability: "dex", damageType: "lightning" } }]);
    await world.settle();
    const item = actor.items.get(made!.id)!;
    expect(only(item)).toMatchObject({ type: "attack", id: "augmentattack000" });
    await item.update({ "system.attackSave": "con" });
    await world.settle();
    expect(only(item)).toMatchObject({ type: "save", id: "augmentsave00000" });
    await item.update({ system: { purpose: "healing", attackSave: null } });
    await world.settle();
    expect(only(item)).toMatchObject({ type: "heal", id: "augmentheal00000" });
  });
});
