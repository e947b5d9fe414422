/**
 * Issue 13: what the system's world-time listeners cost (GF-BODY-4's maintenance clock, with the System Failure
 * and augment-effect sweeps that share the hook) when no lapse is due. Advancing world time by one hour in a
 * world of 100 seed-001 gearforged (clocks running) and 100 other characters, as a ratio to the same advance
 * with the system's `updateWorldTime` listeners off on every client, both measured in this run (warm-up, then
 * the median of interleaved rounds). A third, unreported measure turns the clock back two hours, so no round
 * ever reaches a 24-hour lapse (a rewind adds and takes nothing, rules/gearforged/maintenance-clock.ts).
 */
import { emit, measureInterleaved, ms, type RatioRow } from "./lib";
import { startWorld } from "../test/browser/standin";

const GEARFORGED = 100;
const OTHERS = 100;
const ROUNDS = 15;
const WARMUP = 3;
const HOUR = 3600;

const world = await startWorld();

await world.as(world.gm, async () => {
  for (let i = 0; i < GEARFORGED; i++) {
    // cast (both): partial source data, as Actor.create and createEmbeddedDocuments accept it.
    const actor = (await Actor.create({ name: `Gearforged ${i + 1}`, type: "character" } as Actor.CreateData))!;
    const species = { name: "Gearforged (homebrew)", type: "species", flags: { augmented: { gearforgedVariant: "homebrew" } }, system: { size: null } };
    await actor.createEmbeddedDocuments("Item", [species as unknown as Item.CreateData]);
  }
  for (let i = 0; i < OTHERS; i++) await Actor.create({ name: `Other ${i + 1}`, type: "character" } as Actor.CreateData);
});
await world.settle();

// The clocks must run, or the benchmark measures nothing.
const running = [...(game.actors ?? [])].filter((a) => typeof (a.system as unknown as { gearforged?: { maintenance?: { lastLongRestAt?: unknown } } }).gearforged?.maintenance?.lastLongRestAt === "number");
if (running.length !== GEARFORGED) throw new Error(`expected ${GEARFORGED} running clocks, found ${running.length}`);

type Entry = { fn: (...args: never[]) => unknown };
/** The system's updateWorldTime listeners, per client (registered at init; the stand-in core adds none). */
const listeners = world.clients.map((client) => world.as(client.user, () => [...((Hooks.events as unknown as Record<string, Entry[]>).updateWorldTime ?? [])].map((e) => e.fn)));

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
const row: RatioRow = {
  benchmark: "gearforged-time",
  work: `game.time.advance(1 h), ${GEARFORGED} gearforged + ${OTHERS} others, system listeners on`,
  workMs: work,
  baseline: "the same advance with the system's updateWorldTime listeners off",
  baselineMs: baseline,
  ratio: work / baseline,
  rounds: ROUNDS,
};
console.log(`advance 1 h with listeners: ${ms(work)} ms; without: ${ms(baseline)} ms; ratio X/Y = ${row.ratio.toFixed(2)}`);
console.log(`  (${GEARFORGED + OTHERS} actors, every client settled; median of ${ROUNDS} rounds after ${WARMUP} warm-up rounds)`);
emit([row]);
await world.shutdown();
