/**
 * The 13th Age gearforged's rules through the stand-in (issue 14): tiers at the level boundaries (8/9, 14/15)
 * and under the level-scale setting, the gates of GA-HEAL-1 in the rests and the repairer's check, GA-WRECK-1
 * at 0 HP and in death, GA-TIRE-1's maintenance (interrupted → restarted, on the long-rest dialog) and
 * immunity to exhaustion, GA-AMPH-1's underwater timer and swim modifier, and the refusals (nothing changes).
 */
import { describe, expect, it } from "vitest";
import { applySpecies } from "../../../src/workflows/species/apply";
import { restoreChoices } from "../../../src/workflows/gearforged";
import { tirelessExhaustion } from "../../../src/workflows/gearforged/thirteenth-age/tireless";
import { createCharacter, editField, enterEditMode, openSheet, type CharacterActor } from "../helpers";
import { createItems, deathSaves, hp, messages, setSetting } from "../workflows/setup";
import { SPECIES, advanceHours, cards, gearforgedTable, packItem } from "./helpers";
import { choose, cyborgTable, prompts, startFight } from "../system-failure/helpers";
import { cardHtml, cardText, rollBoxes } from "../cards";
import { localizeText } from "../../../src/data/chat/card-text";

const SCENARIO = { timeout: 60_000 };
type Table = Awaited<ReturnType<typeof gearforgedTable>>;
type World = Table["world"];

function ta(hero: CharacterActor) {
  // cast: the character model's 13th Age block (src/data/actor/parts/thirteenth-age.ts).
  return (hero.system.gearforged as unknown as {
    thirteenthAge: { days: number; lastMaintenanceAt: number | null; maintenance: { startedAt: number | null }; gate: { open: number; kind: string }; underwater: { since: number | null; halted: boolean } };
  }).thirteenthAge;
}

function roles(actor: Actor.Implementation): string[] {
  return [...actor.effects].map((e) => String((e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge ?? "")).filter(Boolean).sort();
}

function penalty(actor: Actor.Implementation): number {
  const effect = [...actor.effects].find((e) => (e.flags as { augmented?: { thirteenthAge?: unknown } }).augmented?.thirteenthAge === "neglect");
  return Number((effect?.flags as { augmented?: { attackBonus?: number } } | undefined)?.augmented?.attackBonus ?? 0);
}

/** The exhaustion level the actor's source holds (what is saved), not the derived one the sheet reads. */
function storedExhaustion(actor: CharacterActor): number {
  // cast: the character's source data, read at the one stored path.
  return (actor._source as unknown as { system: { attributes: { exhaustion: number } } }).system.attributes.exhaustion;
}

function warnings(world: World): string {
  return world.notifications.filter((n) => n.level !== "info").map((n) => n.message).join(" ");
}

async function withFeats(world: World, hero: CharacterActor, ...names: string[]): Promise<void> {
  for (const name of names) {
    const feat = await packItem("gearforged", name);
    await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [feat.toObject() as unknown as Item.CreateData]));
  }
  await world.settle();
}

/** A second character of the player's: a gearforged (homebrew) or one with the Gear Priest background. */
async function helper(world: World, kind: "gearforged" | "priest" | "plain", name = "Bo"): Promise<CharacterActor> {
  const actor = await world.as(world.gm, () => createCharacter({ name, ownership: { default: 0, [world.player.user.id!]: 3 }, system: { abilities: { int: { value: 30 } } } }));
  if (kind === "gearforged") await world.as(world.player, async () => applySpecies(actor, await packItem("species", SPECIES.homebrew), { choices: { abilities: ["str", "con"], languages: [] } }));
  if (kind === "priest") await withFeats(world, actor, "Gear Priest (Background)");
  await world.settle();
  return actor;
}

describe("13th Age tiers and the level-scale setting", SCENARIO, () => {
  it("GA-TIRE-1: the champion feat (−1 a day) works from level 9, not at 8 (tier boundary 8/9)", async () => {
    for (const [level, expected] of [[8, -2], [9, -1]] as const) {
      const { world, hero } = await gearforgedTable(level, "thirteenthAge");
      await withFeats(world, hero, "Tireless (Champion Feat)");
      await advanceHours(world, 24);
      expect(penalty(hero), `level ${level}`).toBe(expected);
    }
  });

  it("GA-TIRE-1: the epic feat (no penalty, never immobile) works from level 15, not at 14 (tier boundary 14/15)", async () => {
    const at14 = await gearforgedTable(14, "thirteenthAge");
    await withFeats(at14.world, at14.hero, "Tireless (Epic Feat)");
    await advanceHours(at14.world, 7 * 24);
    expect(roles(at14.hero)).toEqual(["halt", "neglect"]);
    const at15 = await gearforgedTable(15, "thirteenthAge");
    await withFeats(at15.world, at15.hero, "Tireless (Epic Feat)");
    await advanceHours(at15.world, 30 * 24);
    expect(roles(at15.hero)).toEqual([]);
    expect(ta(at15.hero).days).toBe(30);
  });

  it("GA-TIRE-1: level-scale setting: 'full' makes a level-5 character 13th Age level 5 (champion, immobile at 5 days); 'half' level 3", async () => {
    const half = await gearforgedTable(5, "thirteenthAge");
    await withFeats(half.world, half.hero, "Tireless (Champion Feat)");
    await advanceHours(half.world, 3 * 24);
    expect(penalty(half.hero)).toBe(-6);
    expect(roles(half.hero)).toEqual(["halt", "neglect"]);

    const full = await gearforgedTable(5, "thirteenthAge");
    await setSetting(full.world, "gearforgedLevelScale", "full");
    await withFeats(full.world, full.hero, "Tireless (Champion Feat)");
    await advanceHours(full.world, 4 * 24);
    expect(penalty(full.hero)).toBe(-4);
    expect(roles(full.hero)).toEqual(["neglect"]);
    await advanceHours(full.world, 24);
    expect(roles(full.hero)).toEqual(["halt", "neglect"]);
  });
});

describe("Broken, not wounded (GA-HEAL-1)", SCENARIO, () => {
  const HURT = { attributes: { hp: { value: 10, max: 60 }, hd: { die: "d10", spent: 4 } } };

  it("GA-HEAL-1: a long rest restores no HP but hit dice still return; the epic feat restores HP from level 15, not at 14", async () => {
    const plain = await gearforgedTable(14, "thirteenthAge", HURT);
    await withFeats(plain.world, plain.hero, "Broken, Not Wounded (Epic Feat)");
    await plain.world.as(plain.world.player, () => plain.hero.longRest({ maintenance: false }));
    await plain.world.settle();
    expect(hp(plain.hero).value).toBe(10);
    expect(plain.hero.system.attributes.hd.spent).toBeLessThan(4);
    expect(await cardHtml(cards(plain.world, "rest").at(-1))).toContain("the long rest restores no hit points");

    const epic = await gearforgedTable(15, "thirteenthAge", HURT);
    await withFeats(epic.world, epic.hero, "Broken, Not Wounded (Epic Feat)");
    await epic.world.as(epic.world.player, () => epic.hero.longRest({ maintenance: false }));
    await epic.world.settle();
    expect(hp(epic.hero).value).toBe(60);
    // The hit-dice gate stays with the epic feat.
    expect(await epic.world.as(epic.world.player, () => epic.hero.shortRest({ hitDice: 1 }))).toBeNull();
  });

  it("GA-HEAL-1: a repairer's check by another character with the background: DC 20 − (hours − 1); success opens the gate", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", HURT);
    const priest = await helper(world, "priest", "Sister Cog");
    const result = await world.as(world.player, () => hero.repairerCheck({ repairer: priest, hours: 3, fastForward: true }));
    await world.settle();
    expect(result?.dc).toBe(18);
    expect(result?.success).toBe((result?.roll.total ?? 0) >= 18);
    expect(ta(hero).gate).toEqual(result?.success ? { open: 1, kind: "repairer" } : { open: 0, kind: "" });
    expect(await cardHtml(cards(world, "gearforged-13th-age").at(-1))).toContain("Sister Cog works on Ana for 3 hours");
    // Issue 28, item 5: the check is the card's one result box (DC and outcome), in the success/failure style.
    const [box] = await rollBoxes(cards(world, "gearforged-13th-age").at(-1));
    expect(box).toMatchObject({ label: "Sister Cog's Intelligence check", dc: expect.stringContaining("18"), outcome: result?.success ? "success" : "failure" });
  });

  it("GA-HEAL-1 bad input: the patient itself, a repairer without the background, zero hours: refused with the reason, nothing rolled", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", HURT);
    const plain = await helper(world, "plain");
    const priest = await helper(world, "priest", "Sister Cog");
    world.notifications.length = 0;
    const before = messages(world).length;
    expect(await world.as(world.player, () => hero.repairerCheck({ repairer: hero, hours: 1, fastForward: true }))).toBeNull();
    expect(await world.as(world.player, () => hero.repairerCheck({ repairer: plain, hours: 1, fastForward: true }))).toBeNull();
    expect(await world.as(world.player, () => hero.repairerCheck({ repairer: priest, hours: 0, fastForward: true }))).toBeNull();
    const text = warnings(world);
    expect(text).toContain("must be made by another character");
    expect(text).toContain("Only a character with a gearforged-repair background");
    expect(text).toContain("at least one whole hour");
    expect(messages(world).length).toBe(before);
    expect(ta(hero).gate.open).toBe(0);
  });

  it("GA-HEAL-1: the GM sets the hours of a player's repairer's check (asked on the GM's screen, pre-filled with 1)", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", HURT);
    const priest = await helper(world, "priest", "Sister Cog");
    world.dialogs.respond({ action: "ok", fields: { value: 6 }, client: world.gm });
    const result = await world.as(world.player, () => hero.repairerCheck({ repairer: priest, fastForward: true }));
    await world.settle();
    expect(world.dialogs.history.at(-1)?.title).toContain("Repairing Ana: hours of work");
    expect(result?.hours).toBe(6);
    expect(result?.dc).toBe(15);
  });

  it("GA-HEAL-1: mending opens the gate only when the GM marks the caster; a spell opens it", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 10, max: 60 }, hd: { die: "d10", spent: 0 } } });
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.openHealGate("mending", { casterMarked: true }))).toBeNull();
    expect(warnings(world)).toContain("only when the GM marks the caster");
    expect(ta(hero).gate.open).toBe(0);
    expect(await world.as(world.gm, () => hero.openHealGate("mending", { casterMarked: true }))).toBe("magicalHealing");
    await world.as(world.player, () => hero.shortRest({ hitDice: 1 }));
    await world.settle();
    expect(hero.system.attributes.hd.spent).toBe(1);
    expect(ta(hero).gate.open).toBe(0);
    expect(await world.as(world.player, () => hero.openHealGate("spell"))).toBe("magicalHealing");
  });

  it("GA-HEAL-1 / GA-TIRE-1: the long-rest dialog offers the maintenance; with the champion feat (level 9) it opens the gate", async () => {
    const { world, hero } = await gearforgedTable(9, "thirteenthAge", HURT);
    await withFeats(world, hero, "Broken, Not Wounded (Champion Feat)");
    await advanceHours(world, 50);
    expect(roles(hero)).toEqual(["neglect"]);
    world.dialogs.respond({ action: "choose", fields: { choice: "maintain" }, client: world.player });
    await world.as(world.player, () => hero.longRest());
    await world.settle();
    const asked = world.dialogs.history.at(-1);
    expect(asked?.title).toContain("Ana: long rest");
    // The question, its label and both answers (the dialog's text), as the lang file words them.
    for (const text of ["needs 4 hours of maintenance a day. Is it done during this rest?", "During the rest", "Do the 4-hour maintenance", "Rest without maintenance"]) {
      expect(asked?.content).toContain(text);
    }
    expect(roles(hero)).toEqual([]);
    expect(ta(hero).lastMaintenanceAt).toBe(50 * 3600);
    expect(ta(hero).gate).toEqual({ open: 1, kind: "maintenance" });
  });
});

describe("Wrecked, not dead (GA-WRECK-1)", SCENARIO, () => {
  it("GA-WRECK-1: at 0 HP it is stable at once and rolls no death saves; damage at 0 HP still adds a failure", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await setSetting(world, "deathSaveOnDamage", "auto");
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "slashing" }]));
    await world.settle();
    expect(deathSaves(hero)).toEqual({ success: 3, failure: 0 });
    expect(await cardHtml(cards(world, "gearforged-13th-age").at(-1))).toContain("stable at once");
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.rollDeathSave({ fastForward: true }))).toBeNull();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 3, type: "slashing" }]));
    await world.settle();
    expect(deathSaves(hero)).toEqual({ success: 3, failure: 1 });
  });

  it("GA-WRECK-1: killed outright → a card and the sheet say beyond repair; the restore workflow offers only a new body", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await world.as(world.gm, () => hero.applyDamage([{ amount: 40, type: "slashing" }]));
    await world.settle();
    expect(await cardHtml(cards(world, "gearforged-13th-age").at(-1))).toContain("destroyed beyond repair and cannot be raised");
    expect(restoreChoices(hero)).toEqual(["newBody"]);
    const sheet = await world.as(world.player, () => openSheet(hero));
    expect(sheet.element.querySelector('[data-ta-state="beyond-repair"]')?.textContent).toContain("cannot be raised");
  });
});

describe("Tireless (GA-TIRE-1)", SCENARIO, () => {
  it("GA-TIRE-1: an interruption (damage, or the sheet's button) restarts the 4 hours", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { attributes: { hp: { value: 20, max: 20 } } });
    await advanceHours(world, 30);
    expect(roles(hero)).toEqual(["neglect"]);
    await world.as(world.player, () => hero.startFourHourMaintenance({ maintainer: hero }));
    await advanceHours(world, 2);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 1, type: "slashing" }]));
    await world.settle();
    expect(ta(hero).maintenance.startedAt).toBe(32 * 3600);
    expect(await cardHtml(cards(world, "gearforged-13th-age").at(-1))).toContain("took damage: the 4 hours of maintenance start again");
    await advanceHours(world, 3);
    expect(roles(hero)).toEqual(["neglect"]);
    const sheet = await world.as(world.player, () => openSheet(hero));
    await world.as(world.player, async () => sheet.element.querySelector<HTMLButtonElement>('[data-action="thirteenthAgeInterrupt"]')!.click());
    await world.settle();
    expect(ta(hero).maintenance.startedAt).toBe(35 * 3600);
    await advanceHours(world, 4);
    expect(roles(hero)).toEqual([]);
    expect(ta(hero).maintenance.startedAt).toBeNull();
  });

  it("GA-TIRE-1: immune to exhaustion: a gain is ignored with a note for the card; other characters gain it", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge");
    const other = await helper(world, "plain");
    const ignored = tirelessExhaustion(hero, 0, 1);
    expect(ignored.exhaustion).toBe(0);
    expect(localizeText(ignored.note)).toBe("Tireless: 1 level(s) of exhaustion ignored.");
    expect(tirelessExhaustion(other, 0, 1)).toEqual({ exhaustion: 1, note: null });
  });

  it("GA-TIRE-1: exhaustion typed into the sheet of a 13th Age gearforged is refused with a note; 6 is no death; no penalty", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge");
    world.notifications.length = 0;
    await world.as(world.player, async () => {
      const sheet = await openSheet(hero);
      await enterEditMode(sheet);
      editField(sheet, "system.attributes.exhaustion", "3");
    });
    await world.settle();
    expect(hero.system.attributes.exhaustion).toBe(0);
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("immune to exhaustion");
    await world.as(world.gm, () => hero.update({ "system.attributes.exhaustion": 6 } as Actor.UpdateData));
    await world.settle();
    expect(hero.system.attributes.exhaustion).toBe(0);
    // The guard keeps the stored level, not only the derived one: 0 is what the database holds.
    expect(storedExhaustion(hero)).toBe(0);
    expect(messages(world).filter((m) => cardText(m).includes("beyond repair"))).toHaveLength(0);
    // Exhaustion stored before the species (an older record) counts for nothing while it is a 13th Age gearforged.
    const { world: w2, hero: h2 } = await gearforgedTable(3, "thirteenthAge", { attributes: { exhaustion: 2 } });
    expect(h2.system.attributes.exhaustion).toBe(0);
    // Stored 2: a raise to 4 keeps 2 (no gain), a lowering to 1 is written (the guard holds back gains only).
    expect(storedExhaustion(h2)).toBe(2);
    await w2.as(w2.gm, () => h2.update({ "system.attributes.exhaustion": 4 } as Actor.UpdateData));
    expect(storedExhaustion(h2)).toBe(2);
    await w2.as(w2.gm, () => h2.update({ system: { attributes: { exhaustion: 5 } } } as Actor.UpdateData));
    expect(storedExhaustion(h2)).toBe(2);
    await w2.as(w2.gm, () => h2.update({ system: { attributes: { exhaustion: 1 } } } as Actor.UpdateData));
    expect(storedExhaustion(h2)).toBe(1);
    expect(h2.system.attributes.speed.walk).toBe(h2.system.attributes.movement.walk);
    w2.dice.queue([10]);
    const roll = await w2.as(w2.player, () => h2.rollAbilityCheck("str", { fastForward: true }));
    expect(roll?.formula).not.toMatch(/- 4/);
    // Another character still takes it.
    const other = await helper(world, "plain");
    await world.as(world.gm, () => other.update({ "system.attributes.exhaustion": 2 } as Actor.UpdateData));
    expect(other.system.attributes.exhaustion).toBe(2);
  });

  it("GA-TIRE-1: the end of a System Failure overdrive adds no exhaustion to a 13th Age gearforged; its card says it was ignored", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    // The overdrive runs; the character is (now) a 13th Age gearforged when it ends.
    await world.as(world.player, async () => applySpecies(hero, await packItem("species", SPECIES.thirteenthAge), { choices: { abilities: ["con"], languages: [] } }));
    await world.settle();
    await world.as(world.gm, () => combat.delete());
    await world.settle();
    expect(hero.system.attributes.exhaustion).toBe(0);
    const ended = messages(world).filter((message) => cardText(message).includes("Overdrive ends"));
    expect(ended).toHaveLength(1);
    expect(await cardHtml(ended[0]!)).toContain("Tireless: 1 level(s) of exhaustion ignored.");
  });

  it("GA-TIRE-1: hooks: preFourHourMaintenance can cancel; fourHourMaintenance and gearforgedHalt report", async () => {
    const { world, hero } = await gearforgedTable(2, "thirteenthAge");
    const halts: unknown[] = [];
    const done: unknown[] = [];
    const h1 = Hooks.on("augmented.gearforgedHalt", (_a, halt) => void halts.push(halt));
    const h2 = Hooks.on("augmented.fourHourMaintenance", (_a, result) => void done.push(result));
    await advanceHours(world, 24);
    expect(halts).toEqual([{ reason: "neglect", days: 1, worldTime: 24 * 3600 }]);
    const veto = world.as(world.player, () => Hooks.on("augmented.preFourHourMaintenance", () => false));
    const bo = await helper(world, "gearforged");
    expect(await world.as(world.player, () => hero.startFourHourMaintenance({ maintainer: bo }))).toBeNull();
    world.as(world.player, () => Hooks.off("augmented.preFourHourMaintenance", veto));
    expect(ta(hero).maintenance.startedAt).toBeNull();
    await world.as(world.player, () => hero.startFourHourMaintenance({ maintainer: bo }));
    await advanceHours(world, 4);
    expect(done).toHaveLength(1);
    Hooks.off("augmented.gearforgedHalt", h1);
    Hooks.off("augmented.fourHourMaintenance", h2);
  });

  it("GA-TIRE-1: the neglect penalty reaches the weapon's attack roll and its damage roll", async () => {
    const { world, hero } = await gearforgedTable(8, "thirteenthAge");
    const [sword] = await world.as(world.player, () => createItems(hero, [{ name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } }]));
    await advanceHours(world, 48);
    const attack = await world.as(world.player, () => hero.rollAttack(sword!, { fastForward: true }));
    expect(attack?.formula).toMatch(/- 4$/);
    const damage = await world.as(world.player, () => hero.rollDamage(sword!));
    await world.settle();
    expect(await cardHtml(damage)).toContain("- 4");
  });

  it("GA-TIRE-1: removing the 13th Age species removes its penalty and halt effects", async () => {
    const { world, hero } = await gearforgedTable(1, "thirteenthAge");
    await advanceHours(world, 24);
    expect(roles(hero)).toEqual(["halt", "neglect"]);
    const species = hero.items.find((item) => item.type === "species")!;
    await world.as(world.player, () => species.delete());
    await world.settle();
    expect(roles(hero)).toEqual([]);
  });

  it("GA-TIRE-1: the other Gearforged variants get no 13th Age effects", async () => {
    const { world, hero } = await gearforgedTable(3, "chassis");
    await advanceHours(world, 96);
    expect(roles(hero)).toEqual([]);
  });
});

describe("Amphibious (GA-AMPH-1)", SCENARIO, () => {
  it("GA-AMPH-1: underwater for hours = Strength, then halted; no maintenance underwater; out of the water another repairs it", async () => {
    const { world, hero } = await gearforgedTable(3, "thirteenthAge", { abilities: { str: { value: 8 } } });
    // Str 8 + 2 (species, GA-SP-1) = 10 hours.
    expect(hero.system.abilities.str.value).toBe(10);
    await world.as(world.player, () => hero.setUnderwater(true));
    await advanceHours(world, 9);
    expect(roles(hero)).toEqual([]);
    await advanceHours(world, 1);
    expect(roles(hero)).toEqual(["halt"]);
    expect(ta(hero).underwater.halted).toBe(true);
    const bo = await helper(world, "gearforged");
    world.notifications.length = 0;
    expect(await world.as(world.player, () => hero.startFourHourMaintenance({ maintainer: bo }))).toBeNull();
    expect(warnings(world)).toContain("cannot be performed underwater");
    await world.as(world.player, () => hero.setUnderwater(false));
    expect(roles(hero)).toEqual(["halt"]);
    await world.as(world.player, () => hero.startFourHourMaintenance({ maintainer: bo }));
    await advanceHours(world, 4);
    expect(roles(hero)).toEqual([]);
    expect(ta(hero).underwater.halted).toBe(false);
  });

  it("GA-AMPH-1: the adventurer feat lifts the limit", async () => {
    const { world, hero } = await gearforgedTable(1, "thirteenthAge");
    await withFeats(world, hero, "Amphibious (Adventurer Feat)");
    await world.as(world.player, () => hero.setUnderwater(true));
    await advanceHours(world, 23);
    expect(roles(hero)).toEqual([]);
  });

  it("GA-AMPH-1: a long rest's maintenance is refused underwater (nothing changes); the champion feat allows it", async () => {
    const { world, hero } = await gearforgedTable(9, "thirteenthAge", { attributes: { hp: { value: 5, max: 20 } } });
    await world.as(world.player, () => hero.setUnderwater(true));
    world.notifications.length = 0;
    await world.as(world.player, () => hero.longRest({ maintenance: true }));
    await world.settle();
    expect(warnings(world)).toContain("cannot be performed underwater");
    expect(cards(world, "rest")).toHaveLength(0);
    await withFeats(world, hero, "Amphibious (Champion Feat)");
    await world.as(world.player, () => hero.longRest({ maintenance: true }));
    await world.settle();
    expect(cards(world, "rest")).toHaveLength(1);
    expect(ta(hero).lastMaintenanceAt).toBe(world.time.worldTime);
  });

  it("GA-AMPH-1: going underwater stops a maintenance under way; with the champion feat it goes on and finishes", async () => {
    const plain = await gearforgedTable(9, "thirteenthAge");
    await plain.world.as(plain.world.player, () => plain.hero.startFourHourMaintenance({ maintainer: plain.hero }));
    expect(ta(plain.hero).maintenance.startedAt).toBe(plain.world.time.worldTime);
    await plain.world.as(plain.world.player, () => plain.hero.setUnderwater(true));
    expect(ta(plain.hero).maintenance.startedAt).toBeNull();
    expect(cardText(cards(plain.world, "gearforged-13th-age").at(-1)!)).toContain("cannot be performed underwater");

    const { world, hero } = await gearforgedTable(9, "thirteenthAge");
    await withFeats(world, hero, "Amphibious (Champion Feat)");
    const started = world.time.worldTime;
    await world.as(world.player, () => hero.startFourHourMaintenance({ maintainer: hero }));
    await world.as(world.player, () => hero.setUnderwater(true));
    expect(ta(hero).maintenance.startedAt).toBe(started);
    expect(cardText(cards(world, "gearforged-13th-age").at(-1)!)).not.toContain("cannot be performed underwater");
    await advanceHours(world, 4);
    expect(ta(hero).lastMaintenanceAt).toBe(started + 4 * 3600);
  });

  it("GA-AMPH-1: Athletics with the roll dialog's 'swimming' ticked: −4; the champion feat (level 9): +2", async () => {
    const { world, hero } = await gearforgedTable(9, "thirteenthAge");
    world.dialogs.respond({ action: "normal", fields: { "toggle-gearforgedSwimming": true }, client: world.player });
    const plain = await world.as(world.player, () => hero.rollSkill("ath"));
    expect(plain?.formula).toMatch(/- 4$/);
    await withFeats(world, hero, "Amphibious (Champion Feat)");
    world.dialogs.respond({ action: "normal", fields: { "toggle-gearforgedSwimming": true }, client: world.player });
    const champion = await world.as(world.player, () => hero.rollSkill("ath"));
    expect(champion?.formula).toMatch(/\+ 2$/);
  });
});
