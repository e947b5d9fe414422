// System Failure in a dnd5e world (issue 29, Deliver 3 / "Done when"): the companion module on the dnd5e stand-in
// (test/dnd5e), through the shared System Failure workflow files (src/workflows/system-failure) and the dnd5e actor
// port: 0 HP from dnd5e's applyDamage → the prompt → the player's choice (the card answers once) → 1 HP, temp HP
// 10 × level, +3 to every ability modifier in dnd5e's terms and advantage on dnd5e's attack rolls → the end of the
// next turn → one level of dnd5e's exhaustion; the combat's end frees it again. On dnd5e 5.3.3 and 6.0.0.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { clickCardButton, messages } from "../workflows/setup";
import { startFight, nextTurn } from "../system-failure/helpers";
import type { World } from "../../foundry";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };

interface Dnd5eAbility { value: number; mod: number; dc: number; save: { value: number }; checkBonus: number }
interface Dnd5eActor {
  id: string;
  uuid: string;
  name: string;
  flags: PlainObject;
  system: PlainObject & {
    abilities: Record<string, Dnd5eAbility>;
    skills: Record<string, { total: number }>;
    attributes: { hp: { value: number; max: number; temp: number }; death: { success: number; failure: number }; exhaustion: number; spell: { dc: number } };
  };
  items: { contents: Item.Implementation[]; get(id: string): Item.Implementation | undefined };
  effects: { contents: ActiveEffect.Implementation[] };
  createEmbeddedDocuments(name: string, data: PlainObject[]): Promise<Item.Implementation[]>;
  applyDamage(amount: number): Promise<unknown>;
  longRest(config: PlainObject): Promise<unknown>;
}
interface AttackActivity { rollAttack(config: PlainObject, dialog: PlainObject, message: PlainObject): Promise<Roll[] | null> }

const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const SCORES = { str: { value: 14 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };
const MODULE = "augmented-dnd5e";

/** A level-5 fighter (PB 3) with 40 HP, owned by the player, of the Cyborg species, with a mace and two augments. */
async function cyborg(world: World): Promise<{ actor: Dnd5eActor; cannon: Item.Implementation; lamp: Item.Implementation; blade: Item.Implementation; mace: Item.Implementation }> {
  return world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Ana", type: "character", ownership, system: { abilities: SCORES, attributes: { hp: { value: 40, max: 40 } } } } as never)) as unknown as Dnd5eActor;
    await actor.createEmbeddedDocuments("Item", [FIGHTER, { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} }, { name: "Mace", type: "weapon", system: { type: { value: "simpleM" } } }]);
    const augment = async (name: string, section: string): Promise<Item.Implementation> => {
      const source = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
      const [item] = await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source.toObject(), { system: { installedSection: section } }) as PlainObject]);
      return item!;
    };
    const cannon = await augment("Wrist Cannon", "rightArm");
    const lamp = await augment("Head Lamp", "head");
    const blade = await augment("Forearm Blade", "leftArm");
    await world.settle();
    const mace = actor.items.contents.find((i) => i.name === "Mace")!;
    return { actor, cannon, lamp, blade, mace };
  });
}

/** A module card's kind (its type is `augmented-dnd5e.<type>`, its data the system's card model). */
function cardKind(message: ChatMessage.Implementation): string {
  return String(message.type).startsWith(`${MODULE}.`) ? String((message.system as { kind?: unknown }).kind ?? "") : "";
}

function prompts(world: World): ChatMessage.Implementation[] {
  return messages(world).filter((m) => cardKind(m) === "system-failure-prompt");
}
function sfCards(world: World): ChatMessage.Implementation[] {
  return messages(world).filter((m) => cardKind(m) === "system-failure");
}
function integrityCards(world: World): ChatMessage.Implementation[] {
  return messages(world).filter((m) => String(m.type) === `${MODULE}.integrity`);
}
function overdrives(actor: Dnd5eActor): ActiveEffect.Implementation[] {
  return actor.effects.contents.filter((e) => (e.flags as Record<string, { overdrive?: unknown } | undefined>)[MODULE]?.overdrive !== undefined);
}
function integrity(actor: Dnd5eActor, item: Item.Implementation): { integrity: string; installedSection: string | null } {
  const system = actor.items.get(item.id!)!.system as unknown as { integrity: string; installedSection: string | null };
  return { integrity: system.integrity, installedSection: system.installedSection };
}
function choose(world: World, client: Parameters<World["as"]>[0], prompt: ChatMessage.Implementation, augmentId: string): Promise<void> {
  return clickCardButton(world, client, prompt, "systemFailureChoose", `[data-augment-id="${augmentId}"]`);
}
/** The damage roll of an item's attack activity, as its card's damage button makes it (no dialog, no card). */
async function damageRoll(world: World, item: Item.Implementation): Promise<Roll> {
  const activity = (item.system as unknown as { activities: { getByType(t: string): (AttackActivity & { rollDamage(c: PlainObject, d: PlainObject, m: PlainObject): Promise<Roll[]> })[] } }).activities.getByType("attack")[0]!;
  world.dice.queue([2]);
  const rolls = await world.as(world.player, () => activity.rollDamage({}, { configure: false }, { create: false }));
  return rolls[0]!;
}
async function attackRoll(world: World, mace: Item.Implementation): Promise<Roll> {
  const activity = (mace.system as unknown as { activities: { getByType(t: string): AttackActivity[] } }).activities.getByType("attack")[0]!;
  world.dice.queue([4, 15]);
  const rolls = await world.as(world.player, () => activity.rollAttack({}, { configure: false }, { create: false }));
  return rolls![0]!;
}

describe.each(["5.3.3", "6.0.0"])("System Failure in a dnd5e %s world", (version) => {
  it("SF-1..6, CY-REP-2: 0 HP from applyDamage → the player's choice → 1 HP, 10 × level temp HP, +3 and attack advantage in dnd5e's terms → the end of the next turn → dnd5e exhaustion", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version });
    const { actor, cannon, lamp, blade, mace } = await cyborg(world);
    const { combat } = await startFight(world, actor as unknown as Actor.Implementation);
    expect(combat.turn).toBe(0); // the goblin's turn
    const before = {
      strMod: actor.system.abilities.str.mod,
      ath: actor.system.skills.ath.total,
      dexSave: actor.system.abilities.dex.save.value,
      conDc: actor.system.abilities.con.dc,
      attack: (await attackRoll(world, mace)).formula,
      // A single d20 leaves the queue's second die: cleared so the blade's roll starts from the queued 4.
      blade: (world.dice.clearQueue(), await attackRoll(world, blade)),
      bladeDamage: (world.dice.clearQueue(), Number((await damageRoll(world, blade)).total)),
    };
    expect(before.attack).not.toContain("kh");
    // The Forearm Blade's attack activity (CY-ATK-1/2): the die, Dex mod 3, PB 3; damage 1d6 + Dex 3.
    expect(before.blade.formula).not.toContain("kh");
    expect(before.blade.total).toBe(4 + 3 + 3);
    expect(before.bladeDamage).toBe(2 + 3);

    // The goblin's hit, applied by the GM through dnd5e: 40 damage on 40 HP.
    await world.as(world.gm, () => actor.applyDamage(40));
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(0);
    // SF-1: one prompt, one button per functional installed augment.
    const [prompt, ...more] = prompts(world);
    expect(more).toEqual([]);
    const state = () => (prompt!.system as unknown as { systemFailure: { answer?: string } | null; resolved?: boolean });

    // The player chooses on their client (the GM's client writes it); a later click finds the card answered.
    await choose(world, world.player, prompt!, cannon.id!);
    await choose(world, world.gm, prompt!, lamp.id!).catch(() => undefined);
    await world.settle();
    expect(sfCards(world)).toHaveLength(1);
    expect(state().systemFailure?.answer).toBe("chosen");
    // SF-2 / CY-REP-2: the cannon destroyed, out of its section; the lamp untouched.
    expect(integrity(actor, cannon)).toEqual({ integrity: "destroyed", installedSection: null });
    expect(integrity(actor, lamp)).toEqual({ integrity: "intact", installedSection: "head" });
    // SF-3 / SF-4: 1 HP, temp HP 10 × level 5; dnd5e's death saves back to 0 on leaving 0 HP.
    expect(actor.system.attributes.hp).toMatchObject({ value: 1, temp: 50 });
    expect(actor.system.attributes.death).toMatchObject({ success: 0, failure: 0 });
    // SF-4 in dnd5e's terms: the modifier itself is dnd5e's (derived from the score); what it feeds is +3.
    expect(overdrives(actor)).toHaveLength(1);
    // Written at the line's own places (src/adapters/dnd5e/data-paths.ts), not through 6.x's redirections.
    const keys = overdrives(actor).flatMap((e) => ((e as unknown as { system?: { changes?: { key: string }[] } }).system?.changes ?? (e as unknown as { changes?: { key: string }[] }).changes ?? []).map((c) => c.key));
    expect(keys).toEqual(expect.arrayContaining(version.startsWith("6")
      ? ["system.abilities.str.check.roll.bonus", "system.abilities.dex.save.roll.bonus", "system.rolls.attack.mwak.bonus", "system.rolls.damage.mwak.bonus", "system.bonuses.spell.dc"]
      : ["system.abilities.str.bonuses.check", "system.abilities.dex.bonuses.save", "system.bonuses.mwak.attack", "system.bonuses.mwak.damage", "system.bonuses.spell.dc"]));
    expect(actor.system.abilities.str.mod).toBe(before.strMod);
    expect(actor.system.skills.ath.total).toBe(before.ath + 3);
    expect(actor.system.abilities.dex.save.value).toBe(before.dexSave + 3);
    expect(actor.system.abilities.con.dc).toBe(before.conDc + 3);
    const during = await attackRoll(world, mace);
    expect(during.formula).toMatch(/^2d20kh/);
    expect(during.total).toBe(15 + before.strMod + 3 + 3); // the higher die, Str mod, PB 3, the overdrive's +3
    // SF-4 on an augment's attack activity too: advantage and +3 to hit, +3 to its damage.
    const bladeDuring = await attackRoll(world, blade);
    expect(bladeDuring.formula).toMatch(/^2d20kh/);
    expect(bladeDuring.total).toBe(15 + 3 + 3 + 3);
    expect((await damageRoll(world, blade)).total).toBe(before.bladeDamage + 3);
    expect(integrityCards(world)).toHaveLength(1); // the 40-damage hit's own save; the choice is no damage

    // Ana's own turn passes; when the goblin's turn of round 2 begins, her next turn has ended: SF-5.
    await nextTurn(world, combat);
    expect(overdrives(actor)).toHaveLength(1);
    await nextTurn(world, combat);
    expect(overdrives(actor)).toEqual([]);
    expect(actor.system.attributes.hp).toMatchObject({ value: 1, temp: 0 });
    expect(actor.system.attributes.exhaustion).toBe(1);
    // dnd5e's own exhaustion: its status effect carries the level.
    expect(actor.effects.contents.some((e) => e.id === "dnd5eexhaustion0")).toBe(true);
    expect(actor.system.skills.ath.total).toBeLessThan(before.ath + 3);
    expect((await attackRoll(world, mace)).formula).not.toContain("kh");
    // The temp HP vanishing is no damage: no integrity save for it.
    expect(integrityCards(world)).toHaveLength(1);

    // SF-1 / SF-6: not offered again in this combat; once the combat ends, offered again.
    await world.as(world.gm, () => actor.applyDamage(1));
    await world.settle();
    expect(prompts(world)).toHaveLength(1);
    await world.as(world.gm, () => combat.delete());
    await world.settle();
    expect((actor.flags[MODULE] as PlainObject | undefined)?.systemFailure ?? null).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("SF-4: the overdrive's +3 reaches a melee and a ranged weapon's damage (dnd5e's mwak/rwak damage bonus), and leaves with it", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version });
    const { actor, cannon } = await cyborg(world);
    // dnd5e adds the actor's `bonuses.<mwak|rwak>.damage` to the first damage part of a weapon's attack
    // (base-activity.mjs:773-777 at 5.3.3): a stored attack with one part each, ability modifier included.
    const attack = (range: "melee" | "ranged", denomination: number) => ({
      atk: { _id: "atk", type: "attack", name: "", attack: { type: { value: range, classification: "weapon" } }, damage: { includeBase: false, parts: [{ number: 1, denomination, bonus: "@mod", types: ["bludgeoning"] }] } },
    });
    const [hammer, crossbow] = await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [
      { name: "Warhammer", type: "weapon", system: { type: { value: "martialM" }, activities: attack("melee", 8) } },
      { name: "Light Crossbow", type: "weapon", system: { type: { value: "simpleR" }, activities: attack("ranged", 8) } },
    ]));
    await world.settle();
    const rolled = async () => [Number((await damageRoll(world, hammer!)).total), Number((await damageRoll(world, crossbow!)).total)];
    // The die 2, Str +2 for the hammer, Dex +3 for the crossbow.
    expect(await rolled()).toEqual([2 + 2, 2 + 3]);
    await world.as(world.gm, () => actor.applyDamage(40));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    expect(overdrives(actor)).toHaveLength(1);
    expect(await rolled()).toEqual([2 + 2 + 3, 2 + 3 + 3]);
    await world.as(world.player, () => actor.longRest({ dialog: false, chat: false }));
    await world.settle();
    expect(overdrives(actor)).toEqual([]);
    expect(await rolled()).toEqual([2 + 2, 2 + 3]);
    expect(world.errors).toEqual([]);
  });

  it("SF-1: a declined prompt changes nothing; a character of another species is never offered it", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version });
    const { actor } = await cyborg(world);
    await world.as(world.gm, () => actor.applyDamage(40));
    await world.settle();
    const [prompt] = prompts(world);
    await clickCardButton(world, world.player, prompt!, "systemFailureDecline");
    expect((prompt!.system as unknown as { systemFailure: { answer?: string } }).systemFailure.answer).toBe("declined");
    expect(actor.system.attributes.hp.value).toBe(0);
    expect(overdrives(actor)).toEqual([]);

    const human = await world.as(world.gm, async () => {
      const other = (await Actor.create({ name: "Bo", type: "character", system: { attributes: { hp: { value: 10, max: 10 } } } } as never)) as unknown as Dnd5eActor;
      await other.createEmbeddedDocuments("Item", [FIGHTER]);
      const source = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
      await other.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source.toObject(), { system: { installedSection: "rightArm" } }) as PlainObject]);
      return other;
    });
    await world.settle();
    await world.as(world.gm, () => human.applyDamage(10));
    await world.settle();
    expect(prompts(world)).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });

  it("SF-5 / SF-6 outside combat: dnd5e's long rest ends a running overdrive (one exhaustion level) and frees System Failure", SCENARIO, async () => {
    const world = await createModuleWorld({ dnd5eVersion: version });
    const { actor, cannon } = await cyborg(world);
    await world.as(world.gm, () => actor.applyDamage(40));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    expect(overdrives(actor)).toHaveLength(1);
    expect(actor.flags[MODULE]).toMatchObject({ systemFailure: { combatId: null } });
    await world.as(world.player, () => actor.longRest({ dialog: false, chat: false }));
    await world.settle();
    expect(overdrives(actor)).toEqual([]);
    expect(actor.system.attributes.hp).toMatchObject({ value: 40, temp: 0 });
    // dnd5e's long rest removes a level first (there was none); the overdrive's end then adds SF-5's.
    expect(actor.system.attributes.exhaustion).toBe(1);
    expect((actor.flags[MODULE] as PlainObject).systemFailure ?? null).toBeNull();
    expect(world.errors).toEqual([]);
  });
});
