/**
 * The dnd5e module's listeners on P8's damage and rest paths (bench/dnd5e-module.bench.ts), each timed alone: µs per
 * call. Not a `.bench.ts` (the suite's smoke run and `npm run bench` leave it out); run it by hand to compare a
 * listener before and after a change: `node --expose-gc scripts/bench-run.mjs bench/dnd5e-listeners.ts`.
 *
 * The world is P8's (COUNT Cyborg fighters with two installed augments); one damage and one long rest of the first
 * are made with every module listener wrapped, which keeps the arguments of its first call on each client. Each is
 * then called again with those arguments, many times in a row on its client: the best of BATCHES batches of CALLS
 * calls (the least disturbed by other processes on a shared machine) and their median, per call. A replayed call
 * does what the listener does for that update (its checks and reads; none of them writes here: below the integrity
 * threshold, no lock, no coins), so it is the listener's fixed cost on that path.
 */
import { performance } from "node:perf_hooks";
import { median } from "./lib";
import { createDnd5eWorld } from "../test/dnd5e/world";
import { createModuleWorld, packUuid } from "../test/integration/adapters/dnd5e-module-world";
import type { World } from "../test/foundry";
import { installDom } from "../test/browser/dom";

const COUNT = 20;
const CALLS = Number(process.env.CALLS) || 400;
const BATCHES = Number(process.env.BATCHES) || 25;
const MAX = 60;
const MODULE = "augmented-dnd5e";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const CYBORG = { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} };
/** Hooks whose listeners draw (their arguments are elements of a sheet already gone): not replayed. */
const SKIPPED = /^render/;

interface Entry {
  hook: string;
  fn: (...args: never[]) => unknown;
  once: boolean;
}

interface Dnd5eActor {
  items: { contents: Item.Implementation[] };
  update(changes: Record<string, unknown>): Promise<unknown>;
  applyDamage(amount: number): Promise<unknown>;
  longRest(config: Record<string, unknown>): Promise<unknown>;
  updateEmbeddedDocuments(type: "Item", updates: Array<Record<string, unknown>>): Promise<unknown>;
}

const keyOf = (entry: Entry): string => `${entry.hook}\u0000${entry.fn.toString()}`;
// cast: the stand-in's Hooks.events (test/foundry/hooks.ts).
const eventsOf = (world: World, client: World["clients"][number]) => world.as(client.user, () => Hooks.events as unknown as Record<string, Entry[]>);

installDom();
const alone = await createDnd5eWorld({ clients: ["gm", "player"] });
const baseline = alone.clients.map((client) => {
  const count = new Map<string, number>();
  for (const entry of Object.values(eventsOf(alone, client)).flat()) count.set(keyOf(entry), (count.get(keyOf(entry)) ?? 0) + 1);
  return count;
});
await alone.shutdown();

const world = await createModuleWorld();
interface Call {
  phase: string;
  client: number;
  hook: string;
  label: string;
  fn: (...args: unknown[]) => unknown;
  args: unknown[];
}
const calls = new Map<string, Call>();
let phase = "setup";

world.clients.forEach((client, i) => {
  const left = new Map(baseline[i]);
  const ours = Object.values(eventsOf(world, client))
    .flat()
    .filter((entry) => {
      const n = left.get(keyOf(entry)) ?? 0;
      if (n > 0) left.set(keyOf(entry), n - 1);
      return n === 0 && !entry.once && !SKIPPED.test(entry.hook);
    });
  world.as(client.user, () => {
    for (const [n, entry] of ours.entries()) {
      // cast: a hook listener, called with its hook's arguments.
      const original = entry.fn as unknown as (...args: unknown[]) => unknown;
      const label = `${entry.hook} #${n}: ${entry.fn.toString().replace(/\s+/g, " ").slice(0, 80)}`;
      const wrapped = (...args: unknown[]): unknown => {
        const key = `${phase}\u0000${i}\u0000${label}`;
        if (phase !== "setup" && !calls.has(key)) calls.set(key, { phase, client: i, hook: entry.hook, label, fn: original, args });
        return original(...args);
      };
      Hooks.off(entry.hook as never, original as never);
      Hooks.on(entry.hook as never, wrapped as never);
    }
  });
});

const actors: Dnd5eActor[] = [];
for (let i = 0; i < COUNT; i++) {
  actors.push(
    await world.as(world.gm, async () => {
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const actor = (await Actor.create({ name: `Cyborg ${i + 1}`, type: "character", system: { attributes: { hp: { value: MAX, max: MAX } } } } as never)) as unknown as Dnd5eActor & Actor.Implementation;
      await actor.createEmbeddedDocuments("Item", [FIGHTER, CYBORG] as never);
      for (const [augment, section] of [["Wrist Cannon", "rightArm"], ["Head Lamp", "head"]] as const) {
        const source = (await fromUuid(await packUuid("augments", augment))) as Item.Implementation;
        await actor.createEmbeddedDocuments("Item", [foundry.utils.mergeObject(source.toObject(), { system: { installedSection: section } })] as never);
      }
      return actor;
    }),
  );
}
await world.settle();
const actor = actors[0]!;
const gm = <T>(fn: () => Promise<T>): Promise<T> => world.as(world.gm, fn);

phase = "damage";
await gm(() => actor.applyDamage(10));
await world.settle();
phase = "setup";
await gm(async () => {
  await actor.update({ "system.attributes.hp.value": MAX / 2 });
  const classes = actor.items.contents.filter((item) => String(item.type) === "class").map((item) => ({ _id: item.id, "system.hd.spent": 2 }));
  const augments = actor.items.contents.filter((item) => String(item.type) === `${MODULE}.augment`).map((item) => ({ _id: item.id, "system.uses.spent": 1 }));
  await actor.updateEmbeddedDocuments("Item", [...classes, ...augments]);
});
await world.settle();
phase = "rest";
await gm(() => actor.longRest({ dialog: false, chat: false }));
await world.settle();
phase = "setup";

console.log(`µs per call: best and median of ${BATCHES} batches of ${CALLS} calls (client 0 the GM, who makes the updates)`);
// dnd5e's damage step keeps each call's application until its update (damage-step.ts): replayed last, so the
// replays before it meet none pending, as a real update does; its own figure grows with what it keeps.
const last = (call: Call): number => (call.hook === "dnd5e.preApplyDamage" ? 1 : 0);
for (const call of [...calls.values()].sort((a, b) => last(a) - last(b) || a.phase.localeCompare(b.phase) || a.hook.localeCompare(b.hook) || a.client - b.client)) {
  const perCall = world.as(world.clients[call.client]!.user, () => {
    for (let i = 0; i < CALLS; i++) call.fn(...call.args);
    const batches: number[] = [];
    for (let b = 0; b < BATCHES; b++) {
      const start = performance.now();
      for (let i = 0; i < CALLS; i++) call.fn(...call.args);
      batches.push(((performance.now() - start) * 1000) / CALLS);
    }
    return batches;
  });
  console.log(`  ${Math.min(...perCall).toFixed(2).padStart(7)} ${median(perCall).toFixed(2).padStart(7)}  ${call.phase.padEnd(6)} client ${call.client}  ${call.label}`);
}
await world.settle();
await world.shutdown();
