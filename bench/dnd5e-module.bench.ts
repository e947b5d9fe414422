/**
 * P8: what the companion module (`augmented-dnd5e`) adds to dnd5e's own work in a dnd5e world (the dnd5e stand-in,
 * test/dnd5e, a GM and a player connected), each as a ratio of the work with the module on to the same work in the
 * same world with it off, both measured in this run (warm-up, then interleaved rounds, every other round with the off
 * side first; the median of each round's own ratio, bench/lib.ts pairedRatio). Goal for each: **≤ 1.05**.
 * - damage: dnd5e's `applyDamage` of 10 to each of COUNT Cyborg fighters (60 HP, two installed augments: below the
 *   integrity threshold, so nothing is posted), every client settled; before it, an unreported measure heals them
 *   back;
 * - long rest: dnd5e's `longRest` (no dialog, no card) of each of them after a day's wear (unreported: half their HP,
 *   two hit dice and one use of each augment spent), so dnd5e's rest writes its recovery and the module's share
 *   (the augments' refill, its own flags) rides on that same write;
 * - sheet render: dnd5e's character sheet of one of them rendered RENDERS times (the stand-in's sheet: its header,
 *   items and the module's body-map control when on).
 * "Off" is the module's hook listeners removed on every client and dnd5e's ChatMessage class put back in place of
 * the module's subclass: its data models stay registered, so both sides hold the same documents. The module's
 * listeners are the ones a world booted with dnd5e alone lacks (same hook, same function source), found once at
 * the start; the benchmark fails if that finds none of the listeners each measure depends on.
 */
import { emit, measureInterleaved, ms, pairedRatio, sized, type Measure, type RatioRow, type Timing } from "./lib";
import { createDnd5eWorld } from "../test/dnd5e/world";
import { createModuleWorld, packUuid } from "../test/integration/adapters/dnd5e-module-world";
import type { World } from "../test/foundry";
import { installDom } from "../test/browser/dom";

const COUNT = sized(20, 2);
const RENDERS = sized(30, 1);
// The module's share is a few per cent of each measure, near the noise of one round's ratio: 60 rounds halve the
// spread of their median between runs (±0.05 at 21 and 30 rounds on a quiet machine, about ±0.02 at 60).
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 60;
const WARMUP = 4;
const DAMAGE = 10;
const MAX = 60;
const MODULE = "augmented-dnd5e";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const CYBORG = { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} };

interface Entry {
  hook: string;
  fn: (...args: never[]) => unknown;
  once: boolean;
}
type Events = Record<string, Entry[]>;

interface Cyborg {
  items: { contents: Item.Implementation[] };
  sheet: { render(force: boolean): Promise<unknown> };
  update(changes: Record<string, unknown>): Promise<unknown>;
  applyDamage(amount: number): Promise<unknown>;
  longRest(config: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(type: "Item", updates: Array<Record<string, unknown>>): Promise<unknown>;
}

const keyOf = (entry: Entry): string => `${entry.hook}\u0000${entry.fn.toString()}`;

function eventsOf(world: World, client: World["clients"][number]): Events {
  // cast: the stand-in's Hooks.events (test/foundry/hooks.ts), entries with their hook, function and once flag.
  return world.as(client.user, () => Hooks.events as unknown as Events);
}

/** Each client's listeners, counted by hook and function source, in a world of dnd5e alone. */
async function dnd5eAloneListeners(): Promise<Map<string, number>[]> {
  const alone = await createDnd5eWorld({ clients: ["gm", "player"] });
  const counts = alone.clients.map((client) => {
    const count = new Map<string, number>();
    for (const entry of Object.values(eventsOf(alone, client)).flat()) count.set(keyOf(entry), (count.get(keyOf(entry)) ?? 0) + 1);
    return count;
  });
  await alone.shutdown();
  return counts;
}

installDom();
const baseline = await dnd5eAloneListeners();
const world = await createModuleWorld();

/** Per client: the module's listeners (what dnd5e alone lacks), in registration order. */
const moduleListeners: Entry[][] = world.clients.map((client, i) => {
  const left = new Map(baseline[i]);
  return Object.values(eventsOf(world, client))
    .flat()
    .filter((entry) => {
      const n = left.get(keyOf(entry)) ?? 0;
      if (n > 0) left.set(keyOf(entry), n - 1);
      return n === 0;
    });
});
for (const [i, entries] of moduleListeners.entries()) {
  const hooks = new Set(entries.map((entry) => entry.hook));
  const needed = ["updateActor", "preUpdateActor", "dnd5e.preApplyDamage", "dnd5e.preRestCompleted", "renderCharacterActorSheet"];
  const missing = needed.filter((hook) => !hooks.has(hook));
  if (missing.length) throw new Error(`client ${i}: none of the module's listeners on ${missing.join(", ")} found: the benchmark would measure nothing`);
}

/**
 * `BENCH_LISTENERS=1`: each module listener timed on the "on" side (its synchronous part, what it costs the hook's
 * caller), printed as µs per call at the end; the comparison itself is the same (a timed listener costs both sides
 * nothing: it is off on the "off" side). `BENCH_ROUNDS=n` runs fewer rounds for a quick look.
 */
const TIME_LISTENERS = process.env.BENCH_LISTENERS === "1";
const listenerTimes = new Map<string, { calls: number; ms: number }>();
/** The measure running (its listeners' times are kept by it). */
let phase = "setup";
if (TIME_LISTENERS) {
  world.clients.forEach((client, i) =>
    world.as(client.user, () => {
      moduleListeners[i] = moduleListeners[i]!.map((entry, n) => {
        const key = `${entry.hook} #${n} (client ${i}): ${entry.fn.toString().replace(/\s+/g, " ").slice(0, 90)}`;
        const original = entry.fn;
        const timed = (...args: never[]): unknown => {
          const start = performance.now();
          try {
            return original(...args);
          } finally {
            const timeKey = `${phase}  ${key}`;
            const time = listenerTimes.get(timeKey) ?? { calls: 0, ms: 0 };
            time.calls += 1;
            time.ms += performance.now() - start;
            listenerTimes.set(timeKey, time);
          }
        };
        Hooks.off(entry.hook as never, original as never);
        Hooks.on(entry.hook as never, timed as never, { once: entry.once } as never);
        return { ...entry, fn: timed };
      });
    }),
  );
}

interface ChatConfig {
  documentClass: { name: string };
}
/** Per client: the module's ChatMessage subclass and the class it extends (dnd5e's). */
const chatClasses = world.clients.map((client) =>
  world.as(client.user, () => {
    // cast: CONFIG.ChatMessage, its class read and swapped.
    const ours = (CONFIG.ChatMessage as unknown as ChatConfig).documentClass;
    return { ours, host: Object.getPrototypeOf(ours) as ChatConfig["documentClass"] };
  }),
);

let on = true;
function setModule(wanted: boolean): void {
  if (on === wanted) return;
  world.clients.forEach((client, i) =>
    world.as(client.user, () => {
      for (const entry of moduleListeners[i]!) {
        if (wanted) Hooks.on(entry.hook as never, entry.fn as never, { once: entry.once } as never);
        else Hooks.off(entry.hook as never, entry.fn as never);
      }
      // cast: as above.
      (CONFIG.ChatMessage as unknown as ChatConfig).documentClass = wanted ? chatClasses[i]!.ours : chatClasses[i]!.host;
    }),
  );
  on = wanted;
}

async function cyborg(name: string): Promise<Cyborg> {
  return world.as(world.gm, async () => {
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name, type: "character", system: { attributes: { hp: { value: MAX, max: MAX } } } } as never)) as unknown as Cyborg & Actor.Implementation;
    await actor.createEmbeddedDocuments("Item", [FIGHTER, CYBORG] as never);
    for (const [augment, section] of [["Wrist Cannon", "rightArm"], ["Head Lamp", "head"]] as const) {
      const source = (await fromUuid(await packUuid("augments", augment))) as Item.Implementation;
      await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source.toObject(), { system: { installedSection: section } })] as never);
    }
    return actor;
  });
}

const cyborgs: Cyborg[] = [];
for (let i = 0; i < COUNT; i++) cyborgs.push(await cyborg(`Cyborg ${i + 1}`));
await world.settle();
const chatBefore = world.chat.length;
const gm = <T>(fn: () => Promise<T>): Promise<T> => world.as(world.gm, fn);
const augmentsOf = (actor: Cyborg) => actor.items.contents.filter((item) => String(item.type) === `${MODULE}.augment`);

/** Unreported: puts the module in the state the next measure wants, after bringing the actors back. */
function prepare(wanted: boolean, restore: () => Promise<unknown>) {
  return async () => {
    setModule(false);
    await restore();
    await world.settle();
    setModule(wanted);
  };
}
const healed = () => gm(async () => {
  for (const actor of cyborgs) await actor.update({ "system.attributes.hp.value": MAX });
});
/** A day's wear dnd5e's long rest recovers (HP, hit dice) and the augments' spent uses the module refills. */
const worn = () => gm(async () => {
  for (const actor of cyborgs) {
    await actor.update({ "system.attributes.hp.value": MAX / 2 });
    const classes = actor.items.contents.filter((item) => String(item.type) === "class").map((item) => ({ _id: item.id, "system.hd.spent": 2 }));
    await actor.updateEmbeddedDocuments("Item", [...classes, ...augmentsOf(actor).map((item) => ({ _id: item.id, "system.uses.spent": 1 }))]);
  }
});
const damage = async () => {
  phase = "damage";
  await gm(async () => {
    for (const actor of cyborgs) await actor.applyDamage(DAMAGE);
  });
  await world.settle();
};
const rest = async () => {
  phase = "rest";
  await gm(async () => {
    for (const actor of cyborgs) await actor.longRest({ dialog: false, chat: false });
  });
  await world.settle();
};
const sheet = cyborgs[0]!.sheet;
const render = async () => {
  phase = "render";
  await gm(async () => {
    for (let i = 0; i < RENDERS; i++) await sheet.render(true);
  });
  await world.settle();
};

/** Each measure's two sides, each side with its unreported preparation: on, then off. */
const pairs: [Measure[], Measure[]][] = [
  [
    [{ label: "heal (on)", run: prepare(true, healed) }, { label: "damage on", run: damage }],
    [{ label: "heal (off)", run: prepare(false, healed) }, { label: "damage off", run: damage }],
  ],
  [
    [{ label: "wear (on)", run: prepare(true, worn) }, { label: "rest on", run: rest }],
    [{ label: "wear (off)", run: prepare(false, worn) }, { label: "rest off", run: rest }],
  ],
  [
    [{ label: "to on", run: prepare(true, async () => undefined) }, { label: "render on", run: render }],
    [{ label: "to off", run: prepare(false, async () => undefined) }, { label: "render off", run: render }],
  ],
];
const onFirst = pairs.flatMap(([onSide, offSide]) => [...onSide, ...offSide]);
const offFirst = pairs.flatMap(([onSide, offSide]) => [...offSide, ...onSide]);
// Every other round runs the off side first: what the side that runs second gains or loses (the sheet's and the
// actors' code just run, a collection the first side's garbage brings on) falls on both sides alike.
listenerTimes.clear();
const timings = await measureInterleaved(onFirst, { warmup: WARMUP, rounds: ROUNDS, orderOf: (round) => (round % 2 === 0 ? onFirst : offFirst) });
setModule(true);

// Below the threshold nothing may have been posted: otherwise the benchmark measured something else.
if (world.chat.length !== chatBefore) throw new Error(`expected no chat message, got ${world.chat.length - chatBefore}`);

function row(benchmark: string, work: string, baselineText: string, onTiming: Timing, offTiming: Timing): RatioRow {
  return { benchmark, work, workMs: onTiming.median, baseline: baselineText, baselineMs: offTiming.median, ratio: pairedRatio(onTiming, offTiming), rounds: ROUNDS };
}
const t = (label: string): Timing => timings[label]!;
const rows = [
  row("dnd5e-module damage", `dnd5e applyDamage ${DAMAGE} of ${MAX} HP, ${COUNT} cyborgs, module on`, "the same, module off", t("damage on"), t("damage off")),
  row("dnd5e-module rest", `dnd5e longRest, ${COUNT} cyborgs (HP, hit dice and augment uses spent), module on`, "the same, module off", t("rest on"), t("rest off")),
  row("dnd5e-module render", `dnd5e character sheet render ×${RENDERS}, a cyborg with two augments, module on`, "the same, module off", t("render on"), t("render off")),
];
for (const r of rows) console.log(`${r.benchmark}: on ${ms(r.workMs)} ms; off ${ms(r.baselineMs)} ms; ratio ${r.ratio.toFixed(2)} (goal ≤ 1.05)`);
console.log(`  (${world.clients.length} clients, every client settled; median of ${ROUNDS} rounds after ${WARMUP} warm-up rounds)`);
if (TIME_LISTENERS) {
  console.log(`module listeners on the "on" side, by measure: µs per call × calls, and ms per round`);
  for (const [key, time] of [...listenerTimes].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`  ${((time.ms * 1000) / time.calls).toFixed(1).padStart(8)} µs × ${String(time.calls).padStart(6)} = ${(time.ms / (WARMUP + ROUNDS)).toFixed(3).padStart(7)} ms/round  ${key}`);
  }
}
emit(rows);
await world.shutdown();
