/**
 * The Gearforged line in a dnd5e world with Augmented for dnd5e active (the line's items, its drops and its upgrades'
 * activities), run on the dnd5e stand-in by test/integration/adapters/dnd5e-quench-lines.test.ts and by a GM in a
 * live dnd5e world through Quench (quench/index.ts). Each but the first is pending while the world has the line
 * off (the reason says what to turn on). Written for dnd5e 5.3.x; on 6.x the speeds are read at their 6.x place
 * (`movement.speeds`, ./lines.ts `speedOf`), the rest reads the same.
 * - the line: its world setting, and what turning it on brings (Machine Speech, the header control);
 * - species: the homebrew entries for the 2014 and 2024 rules dropped on dnd5e's sheet, a chassis after them;
 * - refusals: a second chassis, a chassis or an upgrade on a non-gearforged, nothing created;
 * - upgrades: Claw Arm Laser's save, Quick Fix's hit die, Jet Pack's minute of flight, through dnd5e's activities.
 * Life and death (maintenance, rests, stabilizing, the 13th Age heal gate, the window): ./gearforged-life.ts.
 * Cited: the registered settings (`game.settings.settings`, keyed "namespace.key": Foundry v13 API, ClientSettings);
 * dnd5e's calls at their release-5.3.3 lines where they are made. Assumptions, checked by the first live run: a
 * synthetic `drop` (a DragEvent with its DataTransfer) on dnd5e's sheet reaches core's `dropActorSheetData` as a
 * drag does (the Cyborg's species scenario relies on the same); the species scenario's, below.
 */
import { equal, includes, ok, present } from "../assert";
import { defineScenario, type DialogReply, type DialogView, type Harness } from "../harness";
import { createActor, dropOn, openSheet, systemValue, watchMessages } from "../support";
import { completeAdvancement } from "./cyborg";
import { checkLineSetting, dnd5eCharacter, itemsOfType, lineOn, moduleType, namesOfType, speedOf, unlessLineOn, warningsOf } from "./lines";
import { MODULE, modulePackUuid } from "./support";

export const GEARFORGED_CONTROL = "augmented-dnd5e-gearforged";
const CHASSIS = moduleType("chassis");
const UPGRADE = moduleType("upgrade");
const HOMEBREW_TRAITS = ["Constructed Body", "Solid Construction", "Steel of Flesh", "Upgrades"];

/** A dnd5e race item of the Gearforged species, as the module's entries flag it (`gearforgedVariant`). */
export const gearforgedRace = (variant = "homebrew"): Record<string, unknown> => ({ name: "Gearforged", type: "race", flags: { [MODULE]: { gearforgedVariant: variant } }, system: {} });

/** A level-`level` fighter of the Gearforged species (Constitution 14, walking 30 ft), tracked for cleanup. */
export function gearforgedCharacter(h: Harness, name: string, options: { level?: number; variant?: string; system?: Record<string, unknown> } = {}): Promise<Actor.Implementation> {
  const system = foundry.utils.mergeObject({ abilities: { con: { value: 14 }, int: { value: 10 } }, attributes: { hp: { value: 20, max: 20 }, movement: { walk: 30 } } }, options.system ?? {});
  return dnd5eCharacter(h, name, { level: options.level ?? 5, system, items: [gearforgedRace(options.variant)] });
}

/** Drops an entry of the module's Gearforged compendium on the actor's dnd5e sheet, as a player drags it there. */
async function dropFromPack(h: Harness, actor: Actor.Implementation, pack: string, name: string): Promise<void> {
  const sheet = await openSheet(actor);
  dropOn(sheet.element, { type: "Item", uuid: await modulePackUuid(pack, name) });
  await h.settle();
}

/** dnd5e's activities of an item, in order (its `system.activities` collection). */
function activitiesOf(item: Item.Implementation): Array<{ type: string; use(usage: object, dialog: object, message: object): Promise<unknown> } & Record<string, unknown>> {
  // cast: dnd5e's ActivitiesTemplate collection on the item's system data (a Collection: its `contents`).
  return ((item.system as { activities?: { contents: unknown[] } }).activities?.contents ?? []) as Array<{ type: string; use(usage: object, dialog: object, message: object): Promise<unknown> } & Record<string, unknown>>;
}

function usesOf(item: Item.Implementation): { spent: number; value: number } {
  return { spent: Number(systemValue(item, "uses.spent")), value: Number(systemValue(item, "uses.value")) };
}

export const gearforgedLine = defineScenario({
  id: "dnd5e-gearforged-line",
  title: "dnd5e: the Gearforged content line is a world setting the GM turns on (the world reloads); on, it brings Machine Speech and the Gearforged control; off, neither",
  proves: "issue 41 Deliver 5 (content lines), GF-SP-1 (Machine Speech)",
  async run(h) {
    checkLineSetting("gearforged", "Gearforged");
    const on = lineOn("gearforged");
    // cast: dnd5e's language tree (CONFIG.DND5E.languages, its `exotic.children`: release-5.3.3 module/config.mjs:3910-3927), read by path.
    const machine = foundry.utils.getProperty((CONFIG as unknown as { DND5E?: object }).DND5E ?? {}, "languages.exotic.children.machine");
    equal(machine !== undefined, on, `Machine Speech among dnd5e's languages with the line ${on ? "on" : "off"}`);
    const hero = await gearforgedCharacter(h, "Quench gearforged line");
    const sheet = await openSheet(hero);
    try {
      await h.settle();
      equal(sheet.element.querySelector(`.${GEARFORGED_CONTROL}`) !== null, on, `the Gearforged control on a gearforged's sheet with the line ${on ? "on" : "off"}`);
    } finally {
      await sheet.close();
    }
  },
});

/** The homebrew species' entries: the 2014 rules (an ability score increase by dnd5e's Advancement) and the 2024 ones. */
const SPECIES = [
  { name: "Gearforged (homebrew)", rules: "2014" },
  { name: "Gearforged (homebrew, 2024)", rules: "2024" },
] as const;

export const gearforgedSpecies = defineScenario({
  id: "dnd5e-gearforged-species",
  title: "dnd5e: the Gearforged species (2014 and 2024 rules) dropped on dnd5e's sheet grants its traits and starts the maintenance clock; a Gnome Chassis dropped after it makes the character Small with Gnomish, removed it puts that back",
  proves: "GF-SP-1, GF-BODY-4 (the clock's start), GC-CH-1",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    const heroes: Actor.Implementation[] = [];
    for (const entry of SPECIES) {
      const hero = await createActor(h, { name: `Quench ${entry.name}`, type: "character", system: { traits: { languages: { value: ["common"] } } } });
      const at = game.time!.worldTime;
      await dropFromPack(h, hero, "species", entry.name);
      // Assumption to check on the first live run: dnd5e 5.3's advancement completes with the 2014 entry's ability
      // points left unassigned (the stand-in leaves them unassigned; a GM may assign them in the window).
      await completeAdvancement(h);
      const race = await h.eventually(`${entry.name} on the character`, () => present(hero.items.find((i) => (i.type as string) === "race"), "race item"));
      equal(race.name, entry.name, "the species dropped");
      equal(race.getFlag(MODULE as never, "gearforgedVariant" as never), "homebrew", "the homebrew variant");
      equal(systemValue(race, "source.rules"), entry.rules, "the rules of the entry");
      const traits = () => hero.items.filter((i) => (i.type as string) === "feat" && String(i.getFlag("dnd5e" as never, "advancementRoot" as never) ?? "").startsWith(`${race.id}.`)).map((i) => i.name).sort();
      await h.eventually("the traits granted as the species' features", () => equal(traits().join(", "), HOMEBREW_TRAITS.join(", "), `${entry.name}: traits`));
      equal(systemValue(hero, "details.type.value"), "construct", "a construct, as dnd5e shows a species' creature type");
      await h.eventually("the maintenance clock started at the drop", () => equal(hero.getFlag(MODULE as never, "gearforged.maintenance.lastLongRestAt" as never), at, "the clock's last long rest"));
      heroes.push(hero);
    }
    const hero = present(heroes[1], "the 2024 gearforged");
    const size = systemValue(hero, "traits.size");
    await dropFromPack(h, hero, "gearforged", "Gnome Chassis");
    await h.eventually("the Gnome Chassis on the character", () => equal(namesOfType(hero, CHASSIS).join(", "), "Gnome Chassis", "chassis"));
    equal(systemValue(hero, "traits.size"), "sm", "Small by the chassis");
    // cast: dnd5e's prepared languages, a Set of keys.
    ok((systemValue(hero, "traits.languages.value") as Set<string>).has("gnomish"), "Gnomish by the chassis");
    await present(itemsOfType(hero, CHASSIS)[0], "the chassis").delete();
    await h.eventually("the size put back", () => equal(systemValue(hero, "traits.size"), size, "size after the chassis is removed"));
    ok(!(systemValue(hero, "traits.languages.value") as Set<string>).has("gnomish"), "Gnomish gone with the chassis");
  },
});

function replaceReply(dialog: DialogView): DialogReply | null {
  // The drop of a second chassis asks whether it replaces the first: the GM keeps the first.
  return dialog.actions.includes("replace") ? { action: "cancel" } : null;
}

export const gearforgedRefusals = defineScenario({
  id: "dnd5e-gearforged-refusals",
  title: "dnd5e: a second chassis (dropped: the GM keeps the first; made by a macro: refused), a chassis or an upgrade dropped on a non-gearforged: refused with the reason, nothing created",
  proves: "GC-CH-1, GF-UPG-1 (bad input refused, nothing created)",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    h.answerDialogs(replaceReply);
    const notes = h.recordNotifications();
    const hero = await gearforgedCharacter(h, "Quench gearforged refusals");
    await dropFromPack(h, hero, "gearforged", "Dwarf Chassis");
    await h.eventually("the Dwarf Chassis on the character", () => equal(namesOfType(hero, CHASSIS).join(", "), "Dwarf Chassis", "first chassis"));
    const items = hero.items.size;
    await dropFromPack(h, hero, "gearforged", "Kobold Chassis");
    equal(namesOfType(hero, CHASSIS).join(", "), "Dwarf Chassis", "the first chassis kept when the GM cancels the replacement");
    // A macro or another module creating a second chassis directly: the chassis model refuses it.
    const before = notes.length;
    const source = present((await fromUuid(await modulePackUuid("gearforged", "Kobold Chassis"))) as Item.Implementation | null, "Kobold Chassis");
    await hero.createEmbeddedDocuments("Item", [source.toObject() as never]);
    await h.settle();
    equal(hero.items.size, items, "nothing created by the second chassis");
    includes(warningsOf(notes, before).join(" "), "already has the Dwarf Chassis", "the reason of the second chassis");

    const human = await dnd5eCharacter(h, "Quench not gearforged", { system: { attributes: { movement: { walk: 30 } } } });
    const own = human.items.size;
    const mark = notes.length;
    await dropFromPack(h, human, "gearforged", "Dwarf Chassis");
    await dropFromPack(h, human, "gearforged", "Water Jets");
    equal(human.items.size, own, "nothing created on a non-gearforged");
    const reasons = warningsOf(notes, mark);
    equal(reasons.length, 2, "a reason for each drop");
    includes(reasons[0], "is not a gearforged", "the chassis's reason");
    includes(reasons[1], "only a Gearforged (homebrew) character can take it", "the upgrade's reason");
  },
});

export const clawArmLaser = defineScenario({
  id: "dnd5e-gearforged-claw-arm-laser",
  title: "dnd5e: Claw Arm then Claw Arm Laser dropped on a 5th-level gearforged; the laser is dnd5e's save activity (Dexterity vs 13, 2d10 radiant) and its use spends one of its 2 uses",
  proves: "GF-UPG-1, GF-UPG-11",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    const hero = await gearforgedCharacter(h, "Quench claw arm");
    await dropFromPack(h, hero, "gearforged", "Claw Arm");
    await h.eventually("the Claw Arm", () => present(hero.items.find((i) => i.name === "Claw Arm"), "Claw Arm"));
    await dropFromPack(h, hero, "gearforged", "Claw Arm Laser");
    const laser = await h.eventually("the Claw Arm Laser", () => present(hero.items.find((i) => i.name === "Claw Arm Laser"), "Claw Arm Laser"));
    equal(namesOfType(hero, UPGRADE).sort().join(", "), "Claw Arm, Claw Arm Laser", "the two upgrades in the 1st- and 5th-level slots");
    const save = present(activitiesOf(laser).find((a) => a.type === "save"), "the laser's save activity");
    equal(foundry.utils.getProperty(save, "save.dc.value"), 13, "DC 8 + proficiency 3 + Constitution 2");
    const part = foundry.utils.getProperty(save, "damage.parts.0") as { number?: number; denomination?: number } | undefined;
    equal(`${part?.number}d${part?.denomination}`, "2d10", "the laser's damage at 5th level");
    equal(usesOf(laser).value, 2, "uses = the Constitution modifier");
    const chat = watchMessages();
    try {
      // dnd5e's Activity#use(usage, dialog, message) (release-5.3.3 module/documents/activity/mixin.mjs:177), its
      // usage dialog skipped as a shift-click does.
      await save.use({}, { configure: false }, {});
      await h.eventually("one use spent", () => equal(usesOf(present(hero.items.get(laser.id!), "laser")).spent, 1, "laser uses spent"));
      ok(chat.messages.length > 0, "dnd5e's usage card posted");
    } finally {
      chat.stop();
    }
  },
});

export const quickFixJetPack = defineScenario({
  id: "dnd5e-gearforged-quick-fix-jet-pack",
  title: "dnd5e: Quick Fix's activity rolls and spends a hit die for temporary HP (roll + Con); Jet Pack's spends its use and flies at the walking speed for one minute of world time",
  proves: "GF-UPG-3, GF-UPG-9",
  unavailable: unlessLineOn("gearforged"),
  async run(h) {
    const hero = await gearforgedCharacter(h, "Quench quick fix");
    await dropFromPack(h, hero, "gearforged", "Quick Fix");
    await dropFromPack(h, hero, "gearforged", "Jet Pack");
    const fix = await h.eventually("Quick Fix", () => present(hero.items.find((i) => i.name === "Quick Fix"), "Quick Fix"));
    const pack = await h.eventually("Jet Pack", () => present(hero.items.find((i) => i.name === "Jet Pack"), "Jet Pack"));
    const fighter = present(hero.items.find((i) => (i.type as string) === "class"), "the fighter class");
    const chat = watchMessages();
    try {
      await present(activitiesOf(fix).find((a) => a.type === "utility"), "Quick Fix's activity").use({}, { configure: false }, {});
      const roll = await h.eventually("the hit die rolled", () => present(chat.messages.flatMap((m) => m.rolls).find((r) => r.formula === "1d10"), "a 1d10 roll"));
      await h.eventually("temporary HP = the die + Constitution", () => equal(systemValue(hero, "attributes.hp.temp"), (roll.total ?? 0) + 2, "temporary HP"));
      equal(systemValue(fighter, "hd.spent"), 1, "one hit die spent");
    } finally {
      chat.stop();
    }
    const walk = speedOf(hero, "walk");
    await present(activitiesOf(pack).find((a) => a.type === "utility"), "Jet Pack's activity").use({}, { configure: false }, {});
    await h.eventually("flying", () => equal(speedOf(hero, "fly"), walk, "fly = walk"));
    equal(usesOf(present(hero.items.get(pack.id!), "Jet Pack")).spent, 1, "its one use spent");
    await h.advanceTime(60);
    await h.eventually("the flight over after a minute", () => equal(speedOf(hero, "fly"), 0, "fly after 60 s of world time"));
  },
});

/** In the order Quench lists them. */
export const GEARFORGED_ITEM_SCENARIOS = [gearforgedLine, gearforgedSpecies, gearforgedRefusals, clawArmLaser, quickFixJetPack] as const;
