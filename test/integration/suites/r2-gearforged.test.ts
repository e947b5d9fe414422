/**
 * R2 for the gearforged maintenance clock and the Jet Pack (issue 25, Deliver 6: the R2 model tracked no gearforged
 * state and no flight effects): random world-time jumps (the GM), long rests and Jet Pack firings (the player) and
 * hits (either), through the actor's entry points, checked
 * after each step against a reference model restated here from RULES.md, not from src: GF-BODY-4 (going longer
 * than a further 24 hours without a long rest adds a level of exhaustion; the next long rest removes all of them
 * before CORE-5's −1), CORE-5 (a long rest: HP to the maximum, exhaustion −1; it needs at least 1 HP), CORE-6
 * (exhaustion 0–6, 6 is death: no rest, no further level), GF-UPG-9 (the Jet Pack: once per long rest, a flight
 * effect for 1 minute of world time; every jump here is longer; not fired again while it runs). Serially, and in pairs (the player and the GM at once,
 * 2 ms of server latency): each pair ends as one of the two serial orders, or as the first alone when the second
 * saw the state change while it waited and stopped. In the system's world and in a dnd5e world with the module's
 * Gearforged line (its long rest, damage application and the Jet Pack's dnd5e activity; a dnd5e long rest is dnd5e's
 * own: it rests a creature at 0 HP or at exhaustion 6 too, the maintenance levels removed before its −1). `npm test`
 * runs a few sequences; `npm run test:soak` runs 300 of each.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { type World } from "../workflows/setup";
import { type CharacterActor, createCharacter } from "../helpers";
import { SPECIES, packItem } from "../gearforged/helpers";
import { applySpecies } from "../../../src/workflows/species/apply";
import { drive } from "./dialogs";
import { createModuleWorld, packUuid } from "../adapters/dnd5e-module-world";
import { UPGRADE_ACTIVITY_IDS } from "../../../src/adapters/dnd5e/gearforged/activities";
import { pick, reportCounts, seeded, soakCount } from "./soak";

const SERIAL_SEQUENCES = soakCount(8, 300);
const PAIR_SEQUENCES = soakCount(10, 300);
const STEPS = 10;
const PAIRS_PER_SEQUENCE = 4;
const WORLD_BLOCK = 25;
const HOUR = 3600;
const DAY = 24 * HOUR;
/** Issue 25: every operation kind started at least this often over the serial and pair runs, in `npm test` too. */
const MIN_REACHED = 20;

type Client = Parameters<World["as"]>[0];

interface GfState {
  now: number;
  hp: number;
  max: number;
  exhaustion: number;
  /** World time of the last long rest (the clock's start). */
  lastRest: number;
  /** GF-BODY-4: the levels gained since that rest (what the next rest removes first); not observed, only modelled. */
  gained: number;
  /** GF-UPG-9: the Jet Pack's one use is spent, and its flight effect is on. */
  jetUsed: boolean;
  flying: boolean;
}

type GfOp = { kind: "time"; seconds: number } | { kind: "rest" } | { kind: "damage"; amount: number } | { kind: "jet" };

/** Every outcome the rules allow for `op` from `state` (a refusal is the unchanged state); `host` rests by its rules. */
function outcomes(state: GfState, op: GfOp, host: Host): GfState[] {
  switch (op.kind) {
    case "time": {
      const now = state.now + op.seconds;
      // Every jump is longer than the Jet Pack's minute: its flight ends.
      if (state.exhaustion >= 6) return [{ ...state, now, flying: false }];
      // GF-BODY-4: one level for each further 24 hours exceeded since the last long rest (exactly 24 h adds none).
      const since = now - state.lastRest;
      const due = since > DAY ? Math.ceil(since / DAY) - 1 : 0;
      const add = Math.min(Math.max(0, due - state.gained), 6 - state.exhaustion);
      return [{ ...state, now, exhaustion: state.exhaustion + add, gained: Math.max(state.gained, due), flying: false }];
    }
    case "rest": {
      // CORE-5 in the system; dnd5e's own long rest refuses neither (actor.mjs `_rest`, config.mjs:2917-2934).
      if (host.restRefusedWhenDown && (state.hp <= 0 || state.exhaustion >= 6)) return [state];
      const other = Math.max(0, state.exhaustion - Math.min(state.gained, state.exhaustion));
      return [{ ...state, hp: state.max, exhaustion: Math.max(0, other - 1), lastRest: state.now, gained: 0, jetUsed: false }];
    }
    case "jet": {
      // Refused while its flight still runs (a rest here takes no world time), with a message (gearforged/timers.ts).
      if (state.jetUsed || state.flying || state.exhaustion >= 6) return [state];
      const fired = { ...state, jetUsed: true, flying: true };
      // At 0 HP the character cannot act: a refusal is allowed then.
      return state.hp <= 0 ? [state, fired] : [fired];
    }
    case "damage":
      return [{ ...state, hp: Math.max(0, state.hp - op.amount) }];
  }
}

function pairOutcomes(state: GfState, a: GfOp, b: GfOp, host: Host): GfState[] {
  const out: GfState[] = [];
  for (const [first, second] of [[a, b], [b, a]] as const) {
    for (const middle of outcomes(state, first, host)) {
      out.push(...outcomes(middle, second, host));
      if (key(middle) !== key(state)) out.push(middle);
    }
  }
  return out;
}

/** What is compared: world time, HP, exhaustion and the clock's start (the levels gained are the model's own). */
function key(state: GfState): string {
  return JSON.stringify([state.now, state.hp, state.max, state.exhaustion, state.lastRest, state.jetUsed, state.flying]);
}

function describe_(op: GfOp): string {
  return op.kind === "time" ? `time +${op.seconds / HOUR} h` : op.kind === "damage" ? `damage ${op.amount}` : op.kind;
}

/** What differs between the hosts: the world, the gearforged, what is observed, and how each operation is made. */
interface Host {
  name: string;
  restRefusedWhenDown: boolean;
  table(latency: number): Promise<World>;
  fresh(world: World): Promise<Actor.Implementation>;
  observe(hero: Actor.Implementation, gained: number): GfState;
  start(world: World, hero: Actor.Implementation, op: GfOp, client: Client): Promise<unknown>;
}

type JetPacker = { addUpgrade(item: Item.Implementation): Promise<unknown>; useUpgrade(item: Item.Implementation): Promise<unknown> };

function jetPack(hero: Actor.Implementation): Item.Implementation | undefined {
  return hero.items.find((item) => item.name === "Jet Pack");
}

const SYSTEM: Host = {
  name: "the system",
  restRefusedWhenDown: true,
  table: (latency) => createWorld({ seed: 41, worldTime: 0, ...(latency > 0 ? { latency } : {}) }),
  /** A player's level-5 homebrew gearforged with 20 HP and a Jet Pack (GF-UPG-9 needs level 5), its clock started now. */
  async fresh(world) {
    const hero = await world.as(world.gm, () =>
      createCharacter({
        name: "Gef",
        ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
        system: { attributes: { hp: { value: 20, max: 20 } }, details: { level: 5 } },
      }),
    );
    await world.as(world.player, async () => applySpecies(hero, await packItem("species", SPECIES.homebrew), { choices: { abilities: ["str", "con"], languages: [] } }));
    await world.settle();
    await world.as(world.player, async () => (hero as unknown as JetPacker).addUpgrade(await packItem("gearforged", "Jet Pack")));
    await world.settle();
    return hero;
  },
  observe(actor, gained) {
    const hero = actor as CharacterActor;
    const hp = hero.system.attributes.hp;
    // cast: the gearforged model's maintenance record (docs/actor-data.md).
    const clock = (hero.system as unknown as { gearforged: { maintenance: { lastLongRestAt: number | null } } }).gearforged.maintenance;
    // cast: the upgrade's shared uses field (src/data/shared/uses-field.ts) and the timer flag of its flight effect (gearforged/timers.ts).
    const spent = (jetPack(hero)?.system as unknown as { uses?: { spent?: number } } | undefined)?.uses?.spent ?? 0;
    const flying = hero.effects.some((effect) => (effect.flags as { augmented?: { gearforgedTimer?: unknown } }).augmented?.gearforgedTimer !== undefined);
    return { now: game.time!.worldTime, hp: hp.value, max: hp.max, exhaustion: hero.system.attributes.exhaustion, lastRest: clock.lastLongRestAt ?? -1, gained, jetUsed: spent > 0, flying };
  },
  start(world, actor, op, client) {
    const hero = actor as CharacterActor;
    return world.as(client, async () => {
      switch (op.kind) {
        case "time":
          return world.time.advance(op.seconds);
        case "rest":
          return hero.longRest();
        case "damage":
          return hero.applyDamage([{ amount: op.amount, type: "fire" }]);
        case "jet": {
          const pack = jetPack(hero);
          return pack ? (hero as unknown as JetPacker).useUpgrade(pack) : null;
        }
      }
    });
  },
};

const MODULE = "augmented-dnd5e";

/** dnd5e's actor as the suite reads and drives it. */
type Dnd5eHero = Actor.Implementation & {
  system: { attributes: { hp: { value: number; max: number }; exhaustion: number } };
  longRest(config: object): Promise<unknown>;
  applyDamage(damages: { value: number; type: string }[]): Promise<unknown>;
};

/** dnd5e's activity of an item, by id (the Jet Pack's: src/adapters/dnd5e/gearforged/activities.ts). */
type ActivityView = { use(usage: object, dialog: object, message: object): Promise<unknown> };

const DND5E: Host = {
  name: "a dnd5e world with the module",
  restRefusedWhenDown: false,
  table: (latency) => createModuleWorld({ seed: 41, worldTime: 0, settings: { [`${MODULE}.content.gearforged`]: true }, ...(latency > 0 ? { latency } : {}) }),
  /** The same gearforged in dnd5e's terms: a level-5 fighter of the homebrew species, its Jet Pack from the module's compendium. */
  async fresh(world) {
    const hero = await world.as(world.gm, async () => {
      const ownership = { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER };
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const actor = (await Actor.create({ name: "Gef", type: "character", ownership, system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor.Implementation;
      await actor.createEmbeddedDocuments("Item", [
        { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } },
        { name: "Gearforged", type: "race", flags: { [MODULE]: { gearforgedVariant: "homebrew" } }, system: {} },
      ] as never);
      return actor;
    });
    await world.settle();
    await world.as(world.player, async () => {
      const source = (await fromUuid(await packUuid("gearforged", "Jet Pack"))) as Item.Implementation;
      return world.player.document(hero)!.createEmbeddedDocuments("Item", [source.toObject()] as never);
    });
    await world.settle();
    return hero;
  },
  observe(actor, gained) {
    const hero = actor as Dnd5eHero;
    const hp = hero.system.attributes.hp;
    // cast: the module's Gearforged record under its flag scope (ports/feature-record.ts).
    const clock = (hero.flags as Record<string, { gearforged?: { maintenance?: { lastLongRestAt?: number | null } } } | undefined>)[MODULE]?.gearforged?.maintenance;
    // cast: dnd5e's uses on the upgrade (its activities template).
    const spent = (jetPack(hero)?.system as unknown as { uses?: { spent?: number } } | undefined)?.uses?.spent ?? 0;
    const flying = hero.effects.some((effect) => foundry.utils.getProperty(effect, `flags.${MODULE}.gearforgedTimer`) !== undefined);
    return { now: game.time!.worldTime, hp: hp.value, max: hp.max, exhaustion: hero.system.attributes.exhaustion, lastRest: clock?.lastLongRestAt ?? -1, gained, jetUsed: spent > 0, flying };
  },
  start(world, actor, op, client) {
    return world.as(client, async () => {
      // cast: this client's own copy of the actor, a dnd5e Actor5e.
      const hero = game.actors!.get(actor.id!) as unknown as Dnd5eHero;
      switch (op.kind) {
        case "time":
          return world.time.advance(op.seconds);
        case "rest":
          return hero.longRest({ dialog: false, chat: false });
        case "damage":
          return hero.applyDamage([{ value: op.amount, type: "fire" }]);
        case "jet": {
          const pack = jetPack(hero);
          // cast: dnd5e's activities collection on the upgrade.
          const activity = (pack?.system as unknown as { activities?: { get(id: string): ActivityView | undefined } } | undefined)?.activities?.get(UPGRADE_ACTIVITY_IDS.jetPack);
          return activity ? activity.use({}, { configure: false }, {}) : null;
        }
      }
    });
  },
};

function randomOp(random: () => number, state: GfState, gm: boolean): GfOp {
  const roll = random();
  if (gm && roll < 0.5) return { kind: "time", seconds: pick(random, [HOUR, 8 * HOUR, 23 * HOUR, DAY, DAY + 1, 30 * HOUR, 49 * HOUR]) };
  // Issue 25: the Jet Pack fires once per long rest (GF-UPG-9), so it is drawn more when it can fire (carried out ≥
  // MIN_REACHED times in `npm test`) and less when it cannot (refusals still exercised).
  const canFire = !state.jetUsed && !state.flying && state.exhaustion < 6 && state.hp > 0;
  if (!gm && roll < (canFire ? 0.55 : 0.2)) return { kind: "jet" };
  if (roll < 0.75 || state.hp <= 0) return gm ? { kind: "damage", amount: pick(random, [3, 8]) } : { kind: "rest" };
  return { kind: "damage", amount: pick(random, [3, 8]) };
}

interface Tally {
  sequences: number;
  ops: number;
  refused: number;
  problems: string[];
  lapsed: number;
}

const REACHED: Record<string, number> = {};
/** Carried out, by kind, over the serial and pair runs together. */
const DONE: Record<string, number> = {};

function check(tally: Tally, label: string, allowed: GfState[], after: GfState, errors: string[]): GfState {
  for (const error of errors) tally.problems.push(`${label}: error ${error}`);
  const match = allowed.find((state) => key(state) === key(after));
  if (!match) tally.problems.push(`${label}: outcome ${key(after)} not among the model's ${[...new Set(allowed.map(key))].join(" | ")}`);
  return match ?? after;
}

function errorsOf(run: { error: unknown; worldErrors: string[] }): string[] {
  const errors = [...run.worldErrors];
  if (run.error) errors.push(run.error instanceof Error ? run.error.message : String(run.error));
  return errors;
}

async function sequence(host: Host, world: World, seed: number, tally: Tally, pairs: boolean): Promise<void> {
  const random = seeded(seed);
  const hero = await host.fresh(world);
  const { observe } = host;
  const start = (op: GfOp, client: Client) => host.start(world, hero, op, client);
  let model = observe(hero, 0);
  const trail: string[] = [];
  for (let step = 0; step < (pairs ? PAIRS_PER_SEQUENCE : STEPS); step++) {
    const before = observe(hero, model.gained);
    const ops: GfOp[] = pairs ? [randomOp(random, before, false), randomOp(random, before, true)] : [randomOp(random, before, random() < 0.6)];
    for (const op of ops) REACHED[op.kind] = (REACHED[op.kind] ?? 0) + 1;
    const run = pairs
      ? await drive(world, Promise.all([start(ops[0]!, world.player), start(ops[1]!, world.gm)]))
      : await drive(world, start(ops[0]!, ops[0]!.kind === "rest" || ops[0]!.kind === "jet" ? world.player : world.gm));
    tally.ops += ops.length;
    const values = pairs ? (Array.isArray(run.value) ? (run.value as unknown[]) : []) : [run.value];
    // Carried out: a result, not a refusal (null); the GM's clock move has no refusal (its promise gives no result).
    ops.forEach((op, index) => {
      if (op.kind === "time" ? !run.error : values[index] !== null && values[index] !== undefined) DONE[op.kind] = (DONE[op.kind] ?? 0) + 1;
    });
    const after = observe(hero, model.gained);
    trail.push(ops.map(describe_).join(" ‖ "));
    const allowed = pairs ? pairOutcomes(before, ops[0]!, ops[1]!, host) : outcomes(before, ops[0]!, host);
    if (key(after) === key(before)) tally.refused++;
    if (after.exhaustion > before.exhaustion) tally.lapsed++;
    const problems = tally.problems.length;
    model = check(tally, `gearforged ${pairs ? "pair " : ""}seed ${seed} step ${step} (${trail.join(", ")})`, allowed, after, errorsOf(run));
    // What follows a wrong state would only repeat it (the model's own record of levels gained is lost).
    if (tally.problems.length > problems) break;
  }
  tally.sequences++;
}

const SUITE = { timeout: 3_600_000 };

describe.each([SYSTEM, DND5E])("R2 gearforged in $name: the maintenance clock and the Jet Pack against a model of the rules", SUITE, (host) => {
  // In dnd5e too: its long rest is dnd5e's own update, settled with a lapse counted at the same moment on the GM's
  // client by the module (src/adapters/dnd5e/gearforged/rest.ts, maintenance-recheck.ts, exhaustion-sync.ts).
  for (const pairs of [false, true]) {
    it(`GF-BODY-4, GF-UPG-9, CORE-5, CORE-6: ${pairs ? "player and GM at once (2 ms latency): one of the two orders" : "serial sequences of time jumps, rests, Jet Pack firings and hits end as the rules say"}`, async () => {
      // The counts of what was reached and done are this host's (its serial run starts them).
      if (!pairs) for (const counts of [REACHED, DONE]) for (const kind of Object.keys(counts)) delete counts[kind];
      let world = await host.table(pairs ? 2 : 0);
      const tally: Tally = { sequences: 0, ops: 0, refused: 0, problems: [], lapsed: 0 };
      const count = pairs ? PAIR_SEQUENCES : SERIAL_SEQUENCES;
      for (let seed = 1; seed <= count; seed++) {
        if (seed !== 1 && (seed - 1) % WORLD_BLOCK === 0) world = await host.table(pairs ? 2 : 0);
        await sequence(host, world, (pairs ? 30_000 : 0) + seed, tally, pairs);
      }
      reportCounts(`R2 gearforged ${pairs ? "pairs" : "serial"} (${host.name})`, { sequences: tally.sequences, operations: tally.ops, "steps that changed nothing": tally.refused, "steps that added exhaustion": tally.lapsed, "model failures": tally.problems.length });
      if (tally.problems.length) console.info(tally.problems.slice(0, 10).join("\n"));
      expect(tally.problems.slice(0, 10)).toEqual([]);
      expect(tally.lapsed, "no step added exhaustion: the clock was never seen").toBeGreaterThan(0);
      if (pairs) {
        reportCounts(`R2 gearforged reached (${host.name})`, REACHED);
        expect(["time", "rest", "damage", "jet"].filter((kind) => (REACHED[kind] ?? 0) < MIN_REACHED)).toEqual([]);
        // Every kind carried out at least MIN_REACHED times, not only started.
        reportCounts(`R2 gearforged done, serial and pairs (${host.name})`, DONE);
        expect(["time", "rest", "damage", "jet"].filter((kind) => (DONE[kind] ?? 0) < MIN_REACHED), `operation kinds carried out fewer than ${MIN_REACHED} times`).toEqual([]);
      }
    });
  }
});
