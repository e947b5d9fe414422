/**
 * Issues 13 and 27: what the system's world-time listeners cost (GF-BODY-4's maintenance clock, the 13th Age
 * neglect clock, with the System Failure and augment-effect sweeps that share the hook) when no lapse is due.
 * Advancing world time by one hour in a world of 100 gearforged (homebrew species, maintenance clocks running),
 * 100 13th Age gearforged (neglect clocks running) and 100 other characters, as a ratio to the same advance with
 * the system's `updateWorldTime` listeners off on every client, both measured in this run (warm-up, then the
 * median of interleaved rounds). A third, unreported measure turns the clock back two hours, so no round ever
 * reaches a lapse (a rewind adds and takes nothing, rules/gearforged/maintenance-clock.ts).
 *
 * The world is set up as a player's drop does it: each species comes from the compendium and goes through the
 * species workflow (`applySpecies`, which the sheet's drop calls), and the clocks start from the system's own
 * `createItem` listener; the benchmark then checks that every clock runs, so it never measures an empty world.
 */
import { emit, measureInterleaved, ms, sized, type RatioRow } from "./lib";
import { startWorld } from "../test/browser/standin";
import { createCharacter } from "../test/integration/helpers";
import { applySpecies } from "../src/workflows/species/apply";

const GEARFORGED = sized(100, 2);
const THIRTEENTH_AGE = sized(100, 2);
const OTHERS = sized(100, 2);
const ROUNDS = 15;
const WARMUP = 3;
const HOUR = 3600;

const world = await startWorld();

/** A fresh copy of a compendium species, as a drag from the sidebar gives. */
async function species(name: string): Promise<Item.Implementation> {
  const pack = game.packs!.get("augmented.species")!;
  const entry = [...(await pack.getIndex())].find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in the species compendium`);
  // cast: a compendium Item of this system.
  return (await pack.getDocument(entry._id!)) as unknown as Item.Implementation;
}

async function gearforged(name: string, speciesName: string, abilities: string[]): Promise<void> {
  const actor = await createCharacter({ name, system: { details: { level: 3 }, attributes: { hp: { value: 24, max: 24 } } } });
  await applySpecies(actor, await species(speciesName), { choices: { abilities, languages: [] } });
}

await world.as(world.gm, async () => {
  for (let i = 0; i < GEARFORGED; i++) await gearforged(`Gearforged ${i + 1}`, "Gearforged (homebrew)", ["str", "con"]);
  for (let i = 0; i < THIRTEENTH_AGE; i++) await gearforged(`13th Age ${i + 1}`, "Gearforged (13th Age)", ["con"]);
  for (let i = 0; i < OTHERS; i++) await createCharacter({ name: `Other ${i + 1}`, system: { details: { level: 3 } } });
});
await world.settle();

// The clocks must run, or the benchmark measures nothing.
interface ClockBlocks {
  gearforged?: { maintenance?: { lastLongRestAt?: unknown }; thirteenthAge?: { lastMaintenanceAt?: unknown } };
}
// cast: a structural read of the character model's Gearforged records (docs/actor-data.md).
const blocks = [...(game.actors ?? [])].map((a) => (a.system as unknown as ClockBlocks).gearforged);
const maintenance = blocks.filter((b) => typeof b?.maintenance?.lastLongRestAt === "number").length;
const neglect = blocks.filter((b) => typeof b?.thirteenthAge?.lastMaintenanceAt === "number").length;
if (maintenance < GEARFORGED) throw new Error(`expected ${GEARFORGED} running maintenance clocks, found ${maintenance}`);
if (neglect !== THIRTEENTH_AGE) throw new Error(`expected ${THIRTEENTH_AGE} running 13th Age neglect clocks, found ${neglect}`);

type Entry = { fn: (...args: never[]) => unknown };
/** The system's updateWorldTime listeners, per client (registered at init; the stand-in core adds none). */
const listeners = world.clients.map((client) => world.as(client.user, () => [...((Hooks.events as unknown as Record<string, Entry[]>).updateWorldTime ?? [])].map((e) => e.fn)));
if (!listeners.every((fns) => fns.length > 0)) throw new Error("a client has no updateWorldTime listener: the benchmark would measure nothing");

async function withListenersOff(run: () => Promise<unknown>): Promise<void> {
  world.clients.forEach((client, i) => world.as(client.user, () => listeners[i]!.forEach((fn) => Hooks.off("updateWorldTime", fn as never))));
  try {
    await run();
  } finally {
    world.clients.forEach((client, i) => world.as(client.user, () => listeners[i]!.forEach((fn) => Hooks.on("updateWorldTime", fn as never))));
  }
}

const advance = (seconds: number) => world.as(world.gm, () => world.time.advance(seconds));
const chatBefore = world.chat.length;

const timings = await measureInterleaved(
  [
    {
      label: "on",
      run: async () => {
        await advance(HOUR);
        await world.settle();
      },
    },
    {
      label: "off",
      run: () =>
        withListenersOff(async () => {
          await advance(HOUR);
          await world.settle();
        }),
    },
    {
      label: "rewind",
      run: async () => {
        await advance(-2 * HOUR);
        await world.settle();
      },
    },
  ],
  { warmup: WARMUP, rounds: ROUNDS },
);

if (world.chat.length !== chatBefore) throw new Error(`expected no maintenance card (no lapse due), got ${world.chat.length - chatBefore}`);

const work = timings.on!.median;
const baseline = timings.off!.median;
const actors = GEARFORGED + THIRTEENTH_AGE + OTHERS;
const row: RatioRow = {
  benchmark: "gearforged-time",
  work: `game.time.advance(1 h), ${GEARFORGED} gearforged + ${THIRTEENTH_AGE} 13th Age + ${OTHERS} others, system listeners on`,
  workMs: work,
  baseline: "the same advance with the system's updateWorldTime listeners off",
  baselineMs: baseline,
  ratio: work / baseline,
  rounds: timings.on!.samples.length,
};
console.log(`advance 1 h with listeners: ${ms(work)} ms; without: ${ms(baseline)} ms; ratio X/Y = ${row.ratio.toFixed(2)}`);
console.log(`  (${actors} actors, every client settled; median of ${row.rounds} rounds)`);
emit([row]);
await world.shutdown();
