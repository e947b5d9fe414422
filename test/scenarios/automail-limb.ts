/**
 * Automail in a live world (issue 15; the Quench check of the stand-in assumptions the automail scenarios rely on,
 * test/foundry/README.md "automail-limb"):
 * - a limb created from a compendium with `createEmbeddedDocuments(…, {keepId: true})` keeps the id the workflow
 *   chose (acclimation names it, AM-ACC-2) and the `_stats.compendiumSource` it wrote;
 * - an ActiveEffect created with an explicit `duration.startTime` keeps it, also one in the future (a reforged
 *   limb's failed acclimation starts at the end of the 2-hour work, created before the clock moves);
 * - `game.time.advance` by the GM's workflow moves the clock the reforged work's 2 hours (AM-GEN-1);
 * - the GM's Undo deletes created items: the limbs, then the port (refused while a limb hangs on it), and the
 *   gold comes back (AM-PORT-1).
 * Dice are real: both outcomes of each acclimation check are asserted. The acclimation ability is rolled
 * automatically (world setting `acclimationRoll`), so no dialog opens.
 */
import { equal, ok, present } from "./assert";
import { defineScenario, type Harness } from "./harness";
import { createActor, packUuid, systemFlag, systemValue, watchMessages } from "./support";

interface Automail {
  buyPort(kind: string, site: string, options: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string, options?: object): Promise<{ item: Item.Implementation; success: boolean; effectId: string | null } | null>;
  installReforged(item: Item.Implementation, site: string, options?: object): Promise<{ item: Item.Implementation; success: boolean; effectId: string | null; clockAdvanced: number } | null>;
}

const HOUR = 3600;

async function fromPack(uuid: string): Promise<Item.Implementation> {
  // cast: the automail pack's entries are Items (system.json).
  return present((await fromUuid(uuid)) as Item.Implementation | null, uuid);
}

function gp(actor: Actor.Implementation): number {
  return Number(systemValue(actor, "currency.gp"));
}

/** The acclimation effect of `limbId` on the actor (`flags.augmented.acclimation.limbId`). */
function effectOf(actor: Actor.Implementation, limbId: string): ActiveEffect.Implementation | undefined {
  return actor.effects.find((e) => systemFlag<{ limbId: string }>(e, "acclimation")?.limbId === limbId);
}

/** The limb as placed: its id kept, its compendium source, and the acclimation record or effect it got. */
function checkPlaced(actor: Actor.Implementation, limb: Item.Implementation, uuid: string, since: number, success: boolean, seconds: number): void {
  // cast: v13 DocumentStats carries the compendium source of an imported document.
  equal((limb as unknown as { _stats: { compendiumSource: string | null } })._stats.compendiumSource, uuid, `${limb.name}: compendium source`);
  equal(systemValue(limb, "location.since"), since, `${limb.name}: worn since`);
  if (success) {
    equal(systemValue(limb, "acclimation.accustomedItemId"), limb.id, `${limb.name}: accustomed names the kept id`);
    equal(effectOf(actor, limb.id!), undefined, `${limb.name}: no acclimation effect after a success`);
    return;
  }
  const effect = present(effectOf(actor, limb.id!), `${limb.name}: the failed acclimation's effect (names the kept id)`);
  // Either generation's shape, read from the source as written (v13: duration {startTime, seconds}; v14: start.time
  // and duration {value, units: "seconds"}, as src/compat/effect-data.ts writes it).
  // cast: the effect source's timing fields of either generation.
  const source = effect.toObject() as { duration: { startTime?: number | null; seconds?: number | null; value?: number | null }; start?: { time?: number | null } };
  const timing = source.start ? { start: source.start.time ?? null, seconds: source.duration.value ?? null } : { start: source.duration.startTime ?? null, seconds: source.duration.seconds ?? null };
  equal(timing.start, since, `${limb.name}: the effect's start time as written`);
  equal(timing.seconds, seconds, `${limb.name}: the effect's duration`);
}

/** Renders a card on this (the GM's) client and clicks its Undo, as the GM would. */
async function clickUndo(message: ChatMessage.Implementation): Promise<void> {
  const html = await message.renderHTML();
  present(html.querySelector<HTMLButtonElement>("[data-augmented-action=undo]"), `Undo on ${message.id}`).click();
}

function undone(message: ChatMessage.Implementation): boolean {
  // A typed card keeps its state in its system data (src/data/chat); a card of the previous version in flags.
  return (message.system as { undone?: unknown } | undefined)?.undone === true || systemFlag<boolean>(message, "undone") === true;
}

async function run(h: Harness): Promise<void> {
  await h.setSetting("acclimationRoll", "auto");
  const armUuid = await packUuid("automail", "Modern Blade Arm");
  const ironUuid = await packUuid("automail", "Reforged Iron Arm");
  const hero = await createActor(h, {
    name: "Quench automail",
    type: "character",
    system: { currency: { gp: 2000 }, abilities: { int: { value: 12 }, dex: { value: 14 } }, attributes: { hp: { value: 20, max: 20 } } },
  });
  const am = hero as unknown as Automail; // cast: the system's Actor methods (docs/api.md)
  const chat = watchMessages();
  try {
    const port = present(await am.buyPort("natural", "rightArm", { confirmed: true }), "the bought port").item;
    await h.settle();
    equal(gp(hero), 1600, "gold after the port");
    const portCard = present(chat.messages.at(-1), "the port card");

    const t0 = game.time!.worldTime;
    const attached = present(await am.attachAutomail(await fromPack(armUuid), port.id!), "the attached arm");
    await h.settle();
    const arm = present(hero.items.get(attached.item.id!), "the arm on the actor");
    equal(systemValue(arm, "location.portId"), port.id, "the arm's port");
    checkPlaced(hero, arm, armUuid, t0, attached.success, 4 * HOUR);
    const attachCard = present(chat.messages.at(-1), "the attach card");

    const built = present(await am.installReforged(await fromPack(ironUuid), "leftArm"), "the reforged arm");
    equal(built.clockAdvanced, 2 * HOUR, "the clock moved by the workflow");
    await h.eventually("the world clock at the end of the work", () => equal(game.time!.worldTime, t0 + 2 * HOUR, "world time"));
    await h.settle();
    const iron = present(hero.items.get(built.item.id!), "the reforged arm on the actor");
    checkPlaced(hero, iron, ironUuid, t0 + 2 * HOUR, built.success, 24 * HOUR);
    const reforgedCard = present(chat.messages.at(-1), "the reforged card");

    // Undo, all or nothing: the port cannot go while the arm hangs on it.
    await clickUndo(portCard);
    await h.settle();
    ok(!undone(portCard) && hero.items.has(port.id!), "the port stays while a limb hangs on it");
    await clickUndo(reforgedCard);
    await h.eventually("the reforged arm undone", () => ok(!hero.items.has(iron.id!) && undone(reforgedCard), "the reforged arm is gone"));
    await clickUndo(attachCard);
    await h.eventually("the attach undone", () => ok(!hero.items.has(arm.id!) && undone(attachCard), "the arm is gone"));
    equal(hero.effects.size, 0, "no acclimation effect left");
    await clickUndo(portCard);
    await h.eventually("the port undone", () => ok(!hero.items.has(port.id!) && undone(portCard), "the port is gone"));
    equal(gp(hero), 2000, "the gold is back");
  } finally {
    chat.stop();
  }
}

export default defineScenario({
  id: "automail-limb",
  title: "a port, a compendium limb attached and a reforged limb built on, then all undone",
  proves: "AM-PORT-1, AM-ATT-1, AM-ACC-1, AM-ACC-2, AM-GEN-1",
  run,
});
