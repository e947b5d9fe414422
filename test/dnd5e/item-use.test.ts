/**
 * README rows "Item templates", "Item5e#use", "Activities": a module's item type built on dnd5e's templates, a
 * plain one (which dnd5e's `displayCard` breaks on), dnd5e's attack/save/heal/utility activities with their hooks,
 * consumption of the item's uses and their recovery on a long rest.
 */
import { describe, expect, it } from "vitest";
import { Hooks } from "../foundry/hooks";
import type { PlainObject } from "../foundry/utils";
import { createDnd5eWorld } from "./world";
import { createCharacter, pressUsageButton, type TestActor } from "./helpers";
import { fixtureModule, FIXTURE_ID } from "./fixture-module/manifest";
import type { Dnd5eItem } from "./documents/item";
import type { D20Roll } from "./dice/d20-roll";

type UsableItem = Dnd5eItem & { system: PlainObject & { uses: { spent: number; max: number; value: number }; description: { value: string } } };
const abilities = { str: { value: 16 }, dex: { value: 14 }, con: { value: 14 }, wis: { value: 12 } };

/** An implant (the fixture's type on dnd5e's templates) with these activities, on a level-5 character (PB 3). */
async function implant(actor: TestActor, activities: Record<string, PlainObject>, system: PlainObject = {}): Promise<UsableItem> {
  const [item] = await actor.createEmbeddedDocuments("Item", [{
    name: "Arm Blade", type: `${FIXTURE_ID}.implant`,
    system: { description: { value: "<p>A blade.</p>" }, uses: { max: "@prof", recovery: [{ period: "lr", type: "recoverAll" }] }, activities, ...system },
  }] as never);
  return item as unknown as UsableItem;
}

const itemUses = [{ type: "itemUses", target: "", value: "1" }];
const attack = { type: "attack", name: "Slash", consumption: { targets: itemUses }, attack: { ability: "str", type: { value: "melee" }, critical: { threshold: 19 } }, damage: { parts: [{ number: 1, denomination: 8, bonus: "@mod", types: ["slashing"] }] } };

describe("items on dnd5e's templates, and Item5e#use", () => {
  it("a module type built with ItemDataModel.mixin(ItemDescriptionTemplate, ItemTypeTemplate, ActivitiesTemplate) has description, uses (max formula) and getCardData", async () => {
    await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const item = await implant(actor, {});
    expect(item.system.description.value).toBe("<p>A blade.</p>");
    expect(item.system.grade).toBe(1);
    expect(item.system.uses).toMatchObject({ max: 3, value: 3, spent: 0 });
    expect(item.hasLimitedUses).toBe(true);
    const card = await (item.system as unknown as { getCardData(): Promise<PlainObject> }).getCardData();
    expect(card).toMatchObject({ name: "Arm Blade", description: { value: "<p>A blade.</p>" }, uses: { max: 3 } });
  });

  it("use() without activities posts the item card (displayCard → getCardData) with dnd5e's hooks", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({}, { level: 5 });
    const item = await implant(actor, {});
    const seen: string[] = [];
    Hooks.on("dnd5e.preDisplayCardV2", () => void seen.push("pre"));
    Hooks.on("dnd5e.displayCard", () => void seen.push("post"));
    const card = (await item.use()) as { content: string; flags: PlainObject };
    await world.settle();
    expect(seen).toEqual(["pre", "post"]);
    expect(card.content).toContain("A blade.");
    expect(card.flags).toMatchObject({ "dnd5e.item": { id: item.id, type: `${FIXTURE_ID}.implant` } });
  });

  it("use() on a plain module model (no getCardData) throws in displayCard, as dnd5e's item.mjs:744 does", async () => {
    await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({}, { level: 1 });
    const [gadget] = (await actor.createEmbeddedDocuments("Item", [{ name: "Spanner", type: `${FIXTURE_ID}.gadget` }] as never)) as unknown as Dnd5eItem[];
    await expect(gadget!.use()).rejects.toThrow(TypeError);
    await expect(gadget!.getChatData()).rejects.toThrow(TypeError);
  });

  it("an attack activity: preUseActivity, one use spent, the usage card, postUseActivity, then the attack roll with its hooks", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const item = await implant(actor, { slash0000000000a: attack });
    const order: string[] = [];
    for (const name of ["dnd5e.preUseActivity", "dnd5e.postUseActivity", "dnd5e.preRollAttackV2", "dnd5e.rollAttackV2", "dnd5e.preRollDamageV2", "dnd5e.rollDamageV2"]) Hooks.on(name, () => void order.push(name.slice(6)));
    // The attack that follows the use opens dnd5e's roll dialog (no dialog config is passed on, attack.mjs:71).
    world.dialogs.respond({ action: "normal" });
    world.dice.queue([14]);
    const results = (await item.use({}, { configure: false })) as { message: { type: string } };
    expect(results.message.type).toBe("usage");
    expect(order).toEqual(["preUseActivity", "postUseActivity", "preRollAttackV2"]);
    await world.settle();
    expect(item.system.uses).toMatchObject({ spent: 1, value: 2 });
    expect(order.at(-1)).toBe("rollAttackV2");
    // Str 3 only: an item type outside dnd5e's proficiency list (item.mjs:616-623) gets no `system.prof`, so no PB.
    const attackCard = world.chat.at(-1) as unknown as { rolls: D20Roll[]; flags: PlainObject };
    expect(attackCard.rolls[0]!.formula).toBe("1d20 + 3");
    expect(attackCard.flags).toMatchObject({ dnd5e: { roll: { type: "attack" } } });
  });

  it("the attack hits or misses by the single target's AC and crits on the activity's threshold", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const item = await implant(actor, { slash0000000000a: attack });
    const activity = (item.system.activities as unknown as { get(id: string): { rollAttack(c: PlainObject, d: PlainObject, m: PlainObject): Promise<D20Roll[] | null>; rollDamage(c: PlainObject, d: PlainObject, m: PlainObject): Promise<unknown[]> } }).get("slash0000000000a");
    const seen: PlainObject[] = [];
    Hooks.on("dnd5e.preRollAttackV2", (config: PlainObject) => void seen.push(config));
    world.dice.queue([12]);
    const hit = (await activity.rollAttack({ target: 15 }, { configure: false }, {}))!;
    expect(hit[0]!.total).toBe(15);
    expect(hit[0]!.isSuccess).toBe(true);
    world.dice.queue([11]);
    const miss = (await activity.rollAttack({ target: 15 }, { configure: false }, {}))!;
    expect(miss[0]!.isSuccess).toBe(false);
    world.dice.queue([19]);
    const crit = (await activity.rollAttack({}, { configure: false }, {}))!;
    expect(crit[0]!.isCritical).toBe(true);
    expect(seen[0]).toMatchObject({ target: 15 });
    const damage = (await activity.rollDamage({ isCritical: true }, { configure: false }, {})) as { formula: string; options: PlainObject }[];
    expect(damage[0]!.formula).toBe("2d8 + @mod".replace("@mod", "3"));
    expect(damage[0]!.options.type).toBe("slashing");
  });

  it("rollAttack takes its target from the one targeted token's actor AC (utils.mjs:639-650); two targets give none", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const foe = await createCharacter({ name: "Foe", system: { attributes: { ac: { calc: "flat", flat: 16 } } } }, { level: 1 });
    const other = await createCharacter({ name: "Other", system: { attributes: { ac: { calc: "flat", flat: 11 } } } }, { level: 1 });
    const scene = (await Scene.create({ name: "Arena", active: true } as never))!;
    const tokens = (await scene.createEmbeddedDocuments("Token", [{ actorId: foe.id, actorLink: true }, { actorId: other.id, actorLink: true }] as never)) as unknown as { id: string }[];
    await world.settle();
    const item = await implant(actor, { slash0000000000a: attack });
    const activity = (item.system.activities as unknown as { get(id: string): { rollAttack(c: PlainObject, d: PlainObject, m: PlainObject): Promise<D20Roll[] | null> } }).get("slash0000000000a");
    // cast: the stand-in User's targeting method (core's `User#updateTokenTargets`).
    const user = game.user as unknown as { updateTokenTargets(ids: string[]): void };
    user.updateTokenTargets([tokens[0]!.id]);
    world.dice.queue([13]);
    const one = (await activity.rollAttack({}, { configure: false }, {}))!;
    expect(one[0]!.options.target).toBe(16);
    expect(one[0]!.isSuccess).toBe(true);
    user.updateTokenTargets(tokens.map((t) => t.id));
    world.dice.queue([13]);
    const two = (await activity.rollAttack({}, { configure: false }, {}))!;
    expect(two[0]!.options.target).toBeUndefined();
  });

  it("a preUseActivity listener returning false cancels: no use spent, no card", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const item = await implant(actor, { slash0000000000a: attack });
    const before = world.chat.length;
    Hooks.on("dnd5e.preUseActivity", () => false);
    expect(await item.use({}, { configure: false })).toBeUndefined();
    await world.settle();
    expect(item.system.uses.spent).toBe(0);
    expect(world.chat.length).toBe(before);
  });

  it("out of uses: the use is refused with dnd5e's warning, nothing rolled; a long rest recovers the uses (recovery period lr)", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const item = await implant(actor, { slash0000000000a: attack }, { uses: { max: "@prof", spent: 3, recovery: [{ period: "lr", type: "recoverAll" }] } });
    const before = world.chat.length;
    expect(await item.use({}, { configure: false })).toBeUndefined();
    expect(world.notifications.some((n) => n.level === "error" && n.message.includes("DND5E.CONSUMPTION.Warning.None"))).toBe(true);
    expect(world.chat.length).toBe(before);
    await actor.shortRest({ dialog: false, chat: false });
    expect(item.system.uses.spent).toBe(3);
    await actor.longRest({ dialog: false, chat: false });
    expect(item.system.uses).toMatchObject({ spent: 0, value: 3 });
  });

  it("a save activity: the card's DC button makes the target roll its saving throw with dnd5e.preRollSavingThrowV2 and the DC as target", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const target = await createCharacter({ name: "Bo", system: { abilities: { dex: { value: 10 } } } }, { level: 1 });
    const item = await implant(actor, { spray000000000aa: { type: "save", save: { ability: ["dex"], dc: { calculation: "con" } } } });
    const usage = await item.use({}, { configure: false }) as { message: PlainObject };
    // 8 + Con 2 + PB 3.
    expect((usage.message.content as string)).toContain('data-dc="13"');
    let preSave: PlainObject | null = null;
    Hooks.on("dnd5e.preRollSavingThrowV2", (config: PlainObject) => void (preSave = config));
    await game.user!.update({ character: target.id } as never);
    world.dice.queue([10]);
    // dnd5e's save button passes no dialog config: the target's roll dialog opens.
    world.dialogs.respond({ action: "normal" });
    const [rolls] = (await pressUsageButton(usage.message, "rollSave")) as D20Roll[][];
    expect(preSave).toMatchObject({ ability: "dex", target: 13, subject: target });
    expect(rolls![0]!.isSuccess).toBe(false);
  });

  it("a heal activity rolls its healing after use (flags roll.type healing, through the damage hooks); a utility activity rolls its formula on request", async () => {
    const world = await createDnd5eWorld({ modules: [fixtureModule] });
    const actor = await createCharacter({ system: { abilities } }, { level: 5 });
    const item = await implant(actor, {
      mend000000000000: { type: "heal", healing: { number: 2, denomination: 4, bonus: "2", types: ["healing"] } },
      scan000000000000: { type: "utility", roll: { formula: "1d6" } },
    });
    const damageHooks: string[] = [];
    Hooks.on("dnd5e.preRollDamageV2", () => void damageHooks.push("pre"));
    Hooks.on("dnd5e.rollDamageV2", () => void damageHooks.push("post"));
    const activities = item.system.activities as unknown as { get(id: string): { use(u: PlainObject, d: PlainObject, m: PlainObject): Promise<{ message: PlainObject }> } };
    world.dice.queue([3, 4, 6]);
    // The heal's dialog (damage-roll.ts) is answered: dnd5e's `_triggerSubsequentActions` passes no dialog config.
    world.dialogs.respond({ action: "normal" });
    await activities.get("mend000000000000").use({}, { configure: false }, {});
    await world.settle();
    const healing = world.chat.at(-1) as unknown as { rolls: { total: number; formula: string }[]; flags: PlainObject };
    expect(healing.rolls[0]!.formula).toBe("2d4 + 2");
    expect(healing.flags).toMatchObject({ dnd5e: { roll: { type: "healing" } } });
    expect(damageHooks).toEqual(["pre", "post"]);
    const scan = await activities.get("scan000000000000").use({}, { configure: false }, {});
    const rolls = (await pressUsageButton(scan.message, "rollFormula")) as { total: number }[];
    expect(rolls[0]!.total).toBe(6);
  });
});
