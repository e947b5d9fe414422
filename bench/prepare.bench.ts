/**
 * Issues 2 and 27: preparing derived data for 1,000 mixed characters (a quarter each: cyborgs with installed
 * augments, gearforged, automail wearers with a port and a limb, plain characters), as a ratio to
 * `structuredClone` of the same 1,000 source objects, both measured in this run (warm-up, then the median of
 * interleaved rounds). One character of each kind is made through the system's workflows (augments installed,
 * the species applied from the compendium, a port bought and a limb attached), and the 1,000 sources are copies
 * of those four with seeded scores, levels and hit points.
 *
 * "Prepare" is what Foundry does to a character after every change to it: `actor.reset()`, which initialises the
 * document's data from its source again (the system's TypeDataModel included) and runs `prepareData()` (base
 * data, embedded documents, the system's `prepareDerivedData`: ability modifiers, proficiency bonus). Two more
 * lines put it in context: `prepareData()` alone on already-initialised actors, and constructing each actor from
 * its source (which prepares it too). Documents are the system's real Actor class and data model, run by the
 * Foundry stand-in (test/foundry/) in Node.
 */
import { emit, measureInterleaved, ms, sized, type RatioRow } from "./lib";
import { startWorld } from "../test/browser/standin";
import { createCharacter } from "../test/integration/helpers";
import { createAugment } from "../test/integration/augments/helpers";
import { applySpecies } from "../src/workflows/species/apply";

const COUNT = sized(1000, 4);
const ROUNDS = 15;
const WARMUP = 3;

/** A small deterministic PRNG (mulberry32), so every run prepares the same characters. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PreparedActor {
  reset(): void;
  prepareData(): void;
  toObject(): Record<string, unknown>;
}
type ActorClass = new (data: Record<string, unknown>) => PreparedActor;

const world = await startWorld();
// cast: CONFIG.Actor.documentClass is the system's Actor class (fvtt-types types it as the core class).
const ActorClass = CONFIG.Actor.documentClass as unknown as ActorClass;

/** A compendium item by pack and name (a fresh copy, as a drag from the sidebar gives). */
async function packItem(pack: string, name: string): Promise<Item.Implementation> {
  // cast: the system's packs hold Items (system.json).
  const docs = (await game.packs!.get(`augmented.${pack}`)!.getDocuments()) as unknown as Item.Implementation[];
  const doc = docs.find((d) => d.name === name);
  if (!doc) throw new Error(`no ${name} in the ${pack} pack`);
  return doc;
}

interface AutomailWorkflows {
  buyPort(kind: string, site: string, options: object): Promise<{ item: Item.Implementation } | null>;
  attachAutomail(item: Item.Implementation, portId: string): Promise<unknown>;
}

const templates = await world.as(world.gm, async () => {
  const cyborg = await createCharacter({ name: "Cyborg", system: { details: { level: 5 }, attributes: { hp: { value: 40, max: 40 } } } });
  await createAugment(cyborg, "Wrist Cannon", { installedSection: "rightArm" });
  await createAugment(cyborg, "Dermal Plating", { sectionKind: "torso", purpose: "utility", installedSection: "torso" });
  await createAugment(cyborg, "Spring Legs", { sectionKind: "leg", purpose: "mobility", mobility: { mode: "jump", bonus: 0 }, installedSection: "leftLeg" });
  const gearforged = await createCharacter({ name: "Gearforged", system: { details: { level: 5 } } });
  await applySpecies(gearforged, await packItem("species", "Gearforged (homebrew)"), { choices: { abilities: ["str", "con"], languages: [] } });
  const automail = await createCharacter({ name: "Automail", system: { details: { level: 5 }, currency: { gp: 5000 } } });
  // cast: the system's Actor class carries the automail workflows (workflows/actor.ts).
  const port = await (automail as unknown as AutomailWorkflows).buyPort("natural", "rightArm", { confirmed: true });
  world.dice.queue([20]);
  world.dialogs.respond({ action: "dex" });
  await (automail as unknown as AutomailWorkflows).attachAutomail(await packItem("automail", "Modern Blade Arm"), port!.item.id!);
  const plain = await createCharacter({ name: "Plain", system: { details: { level: 5 } } });
  await world.settle();
  return [cyborg, gearforged, automail, plain].map((a) => (a as unknown as PreparedActor).toObject());
});
const kinds = templates.map((t) => ((t.items as unknown[]) ?? []).length);
if (kinds[0]! < 3 || kinds[1]! < 1 || kinds[2]! < 2) throw new Error(`the templates lack their items (${kinds.join(", ")})`);

const random = prng(2024);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const abilities = () => Object.fromEntries(["str", "dex", "con", "int", "wis", "cha"].map((id) => [id, { value: int(3, 20) }]));

// Full source objects, as the server sends them: every field, defaults included.
const sources = Array.from({ length: COUNT }, (_, i) => {
  const data = structuredClone(templates[i % templates.length]!) as Record<string, unknown> & { system: Record<string, unknown> };
  const max = int(6, 180);
  data._id = foundry.utils.randomID();
  data.name = `Character ${i + 1}`;
  data.system = foundry.utils.mergeObject(data.system, {
    abilities: abilities(),
    details: { level: int(1, 20) },
    attributes: { hp: { value: int(0, max), max, temp: int(0, 10) } },
    biography: i % 3 ? `<p>Born in district ${int(1, 12)}, rebuilt ${int(1, 4)} times.</p>` : "",
  });
  return new ActorClass(data).toObject();
});
const actors = sources.map((source) => new ActorClass(source));

let sink: unknown = null;
const timings = await measureInterleaved(
  [
    { label: "reset", run: () => actors.forEach((actor) => actor.reset()) },
    { label: "prepareData", run: () => actors.forEach((actor) => actor.prepareData()) },
    { label: "construct", run: () => (sink = sources.map((source) => new ActorClass(source))) },
    { label: "structuredClone", run: () => (sink = structuredClone(sources)) },
  ],
  { warmup: WARMUP, rounds: ROUNDS },
);
void sink;

const clone = timings.structuredClone!.median;
const row = (work: string, label: string): RatioRow => ({
  benchmark: "prepare",
  work,
  workMs: timings[label]!.median,
  baseline: `structuredClone ${COUNT} sources`,
  baselineMs: clone,
  ratio: timings[label]!.median / clone,
  rounds: ROUNDS,
});
const rows = [
  row(`prepare ${COUNT} mixed characters (actor.reset)`, "reset"),
  row(`prepareData() only, ${COUNT} characters`, "prepareData"),
  row(`construct ${COUNT} characters (new Actor(source))`, "construct"),
];

const main = rows[0]!;
console.log(`prepare ${COUNT} characters: ${ms(main.workMs)} ms; structuredClone ${COUNT} sources: ${ms(clone)} ms; ratio X/Y = ${main.ratio.toFixed(2)}`);
console.log(`  (median of ${ROUNDS} rounds after ${WARMUP} warm-up rounds; "prepare" = actor.reset(): data initialised from the source again, then prepareData())`);
for (const extra of rows.slice(1)) console.log(`  ${extra.work}: ${ms(extra.workMs)} ms; ratio to structuredClone = ${extra.ratio.toFixed(2)}`);
const cpuRatio = (label: string) => (timings[label]!.cpuMedian / timings.structuredClone!.cpuMedian).toFixed(2);
console.log(`  CPU time (this process) ÷ structuredClone's: prepare ${cpuRatio("reset")}, prepareData() ${cpuRatio("prepareData")}, construct ${cpuRatio("construct")}`);
emit(rows);
