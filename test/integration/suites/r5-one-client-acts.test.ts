/**
 * R5: a GM, an assistant GM and three players, each client with its own copy of the code, users connecting and
 * disconnecting between triggers; in the system's world and in a dnd5e world with the companion module (its Cyborg,
 * Gearforged and Automail lines on). For every trigger (an HP drop, a combat turn, world time passing, a combat
 * ending; in dnd5e also a gearforged's maintenance lapsing on world time and its long rest, an automail limb put at
 * risk by a hit, an acclimation failure running out on world time) exactly one client acts: the user who made the change if they own the actor,
 * else the first active player owner, else the first active GM (docs/ARCHITECTURE.md, Conventions, "One
 * client acts"; src/rules/core/acting-user.ts). What "acts" means here: every create, update or delete the
 * system's automation starts, seen in the pre-operation hooks of every connected client (they fire only on the
 * client that asks, before the server, so even a write that would change nothing is counted). The trigger's own
 * writes are left out: the suite's (marked `r5`) and dnd5e's rest (marked `isRest`, module/documents/actor/actor.mjs
 * `_rest` at release-5.3.3, as the stand-in's test/dnd5e/documents/rest.ts:174-176 imitates it).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { augmentSource } from "../augments/helpers";
import { createCharacter } from "../helpers";
import type { World } from "../workflows/setup";
import { createModuleWorld, packUuid } from "../adapters/dnd5e-module-world";
import type { ModuleApi } from "../../../src/adapters/dnd5e/api";
import { drive } from "./dialogs";
import { pick, reportCounts, seeded, soakCount } from "./soak";

const ROUNDS = soakCount(16, 300);

const USERS = [
  { name: "Gamemaster", role: "GAMEMASTER" as const },
  { name: "Assistant", role: "ASSISTANT" as const },
  { name: "Pia", role: "PLAYER" as const },
  { name: "Quin", role: "PLAYER" as const },
  { name: "Rae", role: "PLAYER" as const },
];
/** Who may log out and in (Rae stays, so the suite always has a client to read from). */
const COMING_AND_GOING = ["Gamemaster", "Assistant", "Pia", "Quin"];

type Client = World["clients"][number];

interface Attempt {
  user: string;
  hook: string;
  trigger: boolean;
}

/** The pre-operation hooks every client reports from: [hook name, index of the options argument]. */
const WATCHED: Array<[string, number]> = [
  ["preCreateChatMessage", 2],
  ["preUpdateActor", 2],
  ["preUpdateItem", 2],
  ["preCreateItem", 2],
  ["preDeleteItem", 1],
  ["preCreateActiveEffect", 2],
  ["preUpdateActiveEffect", 2],
  ["preDeleteActiveEffect", 1],
];

class Watch {
  attempts: Attempt[] = [];

  /** Registers the watch on `client` (again after a reconnect: a fresh page has fresh hooks). */
  on(world: World, client: Client): void {
    world.as(client, () => {
      for (const [hook, optionsAt] of WATCHED) {
        // cast: one untyped listener serves every watched hook.
        (Hooks as unknown as { on(name: string, fn: (...args: unknown[]) => void): number }).on(hook, (...args: unknown[]) => {
          const options = (args[optionsAt] ?? {}) as { r5?: boolean; isRest?: boolean };
          this.attempts.push({ user: client.user.id!, hook, trigger: options.r5 === true || options.isRest === true });
        });
      }
    });
  }

  /** Distinct users whose clients started automation since the last `clear` (the trigger's own write left out). */
  actors(): string[] {
    return [...new Set(this.attempts.filter((attempt) => !attempt.trigger).map((attempt) => attempt.user))];
  }

  clear(): void {
    this.attempts = [];
  }
}

/**
 * The rule, restated from docs/ARCHITECTURE.md (Conventions, "One client acts") independently of src/rules/core/acting-user.ts: the trigger's user if active
 * and owner, else the first active player owner, else the first active GM, in the users' stable order.
 */
function expectedActor(actor: Actor.Implementation, triggerUserId: string | null): string | null {
  const users = [...game.users!];
  const owns = (user: User.Implementation) => user.isGM || actor.testUserPermission(user, "OWNER");
  const trigger = users.find((user) => user.id === triggerUserId);
  if (trigger && trigger.active && owns(trigger)) return trigger.id!;
  return users.find((user) => user.active && !user.isGM && owns(user))?.id ?? users.find((user) => user.active && user.isGM)?.id ?? null;
}

/** What differs between the hosts: the world, a character of a given level, an augment's source, two actions. */
interface Host {
  name: string;
  world(): Promise<World>;
  character(world: World, name: string, ownership: Record<string, number>): Promise<Actor.Implementation>;
  augment(name: string, system: Record<string, unknown>): Record<string, unknown>;
  systemFailure(world: World, client: Client, actor: Actor.Implementation, augmentId: string): Promise<unknown>;
  longRest(world: World, client: Client, actor: Actor.Implementation): Promise<unknown>;
  /** The Gearforged and Automail characters whose triggers this host also runs (none: the Cyborg's only). */
  lines?(world: World): Promise<Lines>;
}

/** A homebrew gearforged (its maintenance clock) and an automail wearer (a limb on a port), each owned by players. */
interface Lines {
  gearforged: Actor.Implementation;
  wearer: Actor.Implementation;
  /** Takes the wearer's limb off and puts it on again as `client`, the acclimation check failed (AM-ACC-1). */
  refit(world: World, client: Client): Promise<unknown>;
}

type Resting = Actor.Implementation & { longRest(config?: object): Promise<unknown>; systemFailure(augmentId: string): Promise<unknown> };

const SYSTEM: Host = {
  name: "the system",
  world: () => createWorld({ seed: 5, worldTime: 1000, users: USERS }),
  character: (world, name, ownership) => world.as(world.gm, () => createCharacter({ name, ownership, system: { attributes: { hp: { value: 20, max: 20 } }, details: { level: 3 } } })),
  augment: augmentSource,
  // cast: the system's Actor class carries the workflows (src/workflows/workflow-actor.ts).
  systemFailure: (world, client, actor, augmentId) => world.as(client, () => (client.document(actor) as Resting).systemFailure(augmentId)),
  // cast: as above.
  longRest: (world, client, actor) => world.as(client, () => (client.document(actor) as Resting).longRest()),
};

const DND5E_MODULE = "augmented-dnd5e";

/** A dnd5e world with the module (its Cyborg line); a level-3 fighter; the module's augment type; its API. */
const DND5E: Host = {
  name: "a dnd5e world with the module",
  world: () => createModuleWorld({ seed: 5, worldTime: 1000, users: USERS, settings: { [`${DND5E_MODULE}.content.gearforged`]: true, [`${DND5E_MODULE}.content.automail`]: true } }),
  character: (world, name, ownership) =>
    world.as(world.gm, async () => {
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const actor = (await Actor.create({ name, type: "character", ownership, system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor.Implementation;
      await actor.createEmbeddedDocuments("Item", [
        { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 3, hd: { denomination: "d10" } } },
        { name: "Cyborg", type: "race", flags: { [DND5E_MODULE]: { cyborg: true } }, system: {} },
      ] as never);
      return actor;
    }),
  augment: (name, system) => ({ ...augmentSource(name, system), type: `${DND5E_MODULE}.augment` }),
  // cast: the module's package entry carries its API (src/adapters/dnd5e/api.ts).
  systemFailure: (world, client, actor, augmentId) => world.as(client, () => (game.modules!.get(DND5E_MODULE) as unknown as { api: ModuleApi }).api.systemFailure(client.document(actor)!, augmentId)),
  // cast: dnd5e's Actor5e#longRest, its dialog and card left out.
  longRest: (world, client, actor) => world.as(client, () => (client.document(actor) as Resting).longRest({ dialog: false, chat: false })),
  lines: dnd5eLines,
};

type AttachModule = typeof import("../../../src/workflows/automail/attach");

/** dnd5e's character of `name`, a level-3 fighter, with `items` too. */
function dnd5eCharacter(world: World, name: string, owners: string[], items: object[]): Promise<Actor.Implementation> {
  const ownership: Record<string, number> = { default: 0 };
  for (const owner of owners) ownership[world.client(owner).user.id!] = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  return world.as(world.gm, async () => {
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name, type: "character", ownership, system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor.Implementation;
    await actor.createEmbeddedDocuments("Item", [{ name: "Fighter", type: "class", system: { identifier: "fighter", levels: 3, hd: { denomination: "d10" } } }, ...items] as never);
    return actor;
  });
}

/** The module's Gearforged (its homebrew species) and Automail (a Modern Blade Arm from its compendium on a natural port). */
async function dnd5eLines(world: World): Promise<Lines> {
  const gearforged = await dnd5eCharacter(world, "Gef", ["Pia", "Quin"], [{ name: "Gearforged", type: "race", flags: { [DND5E_MODULE]: { gearforgedVariant: "homebrew" } }, system: {} }]);
  const wearer = await dnd5eCharacter(world, "Edda", ["Quin"], []);
  const blade = await world.as(world.gm, async () => {
    // cast: createEmbeddedDocuments("Item") gives the created items.
    const [port] = (await wearer.createEmbeddedDocuments("Item", [{ name: "Right arm port", type: `${DND5E_MODULE}.port`, system: { kind: "natural", site: "rightArm" } }] as never)) as unknown as Item.Implementation[];
    // cast: the module's Automail pack holds Items.
    const source = ((await fromUuid(await packUuid("automail", "Modern Blade Arm"))) as Item.Implementation).toObject() as { system: object };
    // cast: as above.
    const [limb] = (await wearer.createEmbeddedDocuments("Item", [{ ...source, system: { ...source.system, location: { mode: "port", portId: port!.id, since: 0 } } }] as never)) as unknown as Item.Implementation[];
    return { limbId: limb!.id!, portId: port!.id! };
  });
  await world.settle();
  return {
    gearforged,
    wearer,
    async refit(world, client) {
      const am = await world.systemModule<AttachModule>(client, "src/workflows/automail/attach.ts");
      const mine = () => world.as(client, () => ({ actor: client.document(wearer)!, item: client.document(wearer)!.items.get(blade.limbId)! }));
      const off = await drive(world, world.as(client, () => am.detachAutomail(mine().actor, mine().item)));
      // Two 1s: the check fails with or without advantage (AM-ACC-2: the wearer may be accustomed by now).
      world.dice.queue([1, 1]);
      const on = await drive(world, world.as(client, () => am.attachAutomail(mine().actor, mine().item, blade.portId, { ability: "wis" })));
      return { off: off.value ? "detached" : off, on: on.value ?? on };
    },
  };
}

interface Table {
  world: World;
  watch: Watch;
  /** The cyborgs (System Failure's rounds). */
  actors: Actor.Implementation[];
  /** Whose HP drops: the cyborgs, and the automail wearer where the host has one. */
  hit: Actor.Implementation[];
  lines: Lines | null;
  random: () => number;
  host: Host;
}

async function cyborg(host: Host, world: World, name: string, owners: string[]): Promise<Actor.Implementation> {
  const ownership: Record<string, number> = { default: 0 };
  for (const owner of owners) ownership[world.client(owner).user.id!] = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  const actor = await host.character(world, name, ownership);
  await world.as(world.gm, () =>
    actor.createEmbeddedDocuments("Item", [
      host.augment("Wrist Cannon", { installedSection: "rightArm" }),
      host.augment("Arm Blade", { installedSection: "leftArm" }),
    ] as unknown as Item.CreateData[]),
  );
  return actor;
}

/**
 * Back to a living, rested state before a System Failure set-up (earlier rounds leave death-save failures and
 * exhaustion behind; a dead character cannot use it). Not a trigger: HP rises or stays.
 */
async function revive(world: World, actor: Actor.Implementation): Promise<void> {
  const gm = connectedGm(world) ?? world.gm;
  // cast: stored paths of the character model (docs/actor-data.md).
  await drive(world, world.as(gm, () => actor.update({ "system.attributes.death.success": 0, "system.attributes.death.failure": 0, "system.attributes.exhaustion": 0, "system.attributes.hp.value": 20 } as Actor.UpdateData)));
}

/** A fresh functional head augment, System Failure's sacrifice. */
async function spareHead(host: Host, world: World, actor: Actor.Implementation): Promise<string> {
  const gm = connectedGm(world) ?? world.gm;
  const [item] = (await world.as(gm, () =>
    // cast: a partial item source, as createEmbeddedDocuments takes it.
    actor.createEmbeddedDocuments("Item", [host.augment("Optic", { sectionKind: "head", purpose: "utility", functionTag: "", installedSection: "head" })] as unknown as Item.CreateData[]),
  )) as unknown as Item.Implementation[];
  return item!.id!;
}

function connectedGm(world: World, random?: () => number): Client | null {
  const gms = world.clients.filter((client) => client.connected && client.user.isGM);
  if (gms.length === 0) return null;
  return random ? pick(random, gms) : gms[0]!;
}

function setHp(actor: Actor.Implementation, value: number, trigger: boolean): Promise<unknown> {
  // cast: the stored HP path, with the suite's own marker in the options (see Watch).
  return actor.update({ "system.attributes.hp.value": value } as Actor.UpdateData, (trigger ? { r5: true } : {}) as never);
}

async function comeAndGo(table: Table, keepGm: boolean): Promise<void> {
  const { world, random } = table;
  if (random() > 0.4) return;
  const name = pick(random, COMING_AND_GOING);
  const client = world.client(name);
  if (client.connected) {
    // During a combat a GM stays at the table (turns and the end need one); between triggers the last GM may
    // leave too: HP drops then go to the owners, or to nobody (world time and combats wait for a GM's return).
    const otherGm = world.clients.some((c) => c !== client && c.connected && c.user.isGM);
    if (keepGm && client.user.isGM && !otherGm) return;
    await world.disconnect(client);
  } else {
    await world.connect(client);
    table.watch.on(world, client);
  }
}

interface Result {
  triggers: number;
  acted: number;
  nobody: number;
  problems: string[];
}

function judge(result: Result, label: string, actual: string[], expected: string | null, mustAct: boolean): void {
  result.triggers++;
  if (expected === null) {
    result.nobody++;
    if (actual.length > 0) result.problems.push(`${label}: nobody should act, yet ${actual.join(", ")} did`);
    return;
  }
  if (actual.length > 1) result.problems.push(`${label}: ${actual.length} clients acted (${actual.join(", ")}); expected ${expected}`);
  else if (actual.length === 1 && actual[0] !== expected) result.problems.push(`${label}: ${actual[0]} acted; expected ${expected}`);
  else if (actual.length === 0 && mustAct) result.problems.push(`${label}: nobody acted; expected ${expected}`);
  if (actual.length === 1) result.acted++;
}

const name = (world: World, id: string | null) => (id ? (world.clients.find((c) => c.user.id === id)?.user.name ?? id) : "nobody");

/** An HP drop of 12 (at least half the maximum: an integrity save is due) made by a random user who may. */
async function hpDrop(table: Table, result: Result): Promise<void> {
  const { world, watch, random } = table;
  const actor = pick(random, table.hit);
  const able = world.clients.filter((client) => client.connected && (client.user.isGM || actor.testUserPermission(client.user as unknown as User.Implementation, "OWNER")));
  if (able.length === 0) return;
  const by = pick(random, able);
  watch.clear();
  const expected = expectedActor(actor, by.user.id!);
  await drive(world, world.as(by, () => setHp(actor, 8, true)));
  judge(result, `HP drop of ${actor.name} by ${by.user.name}`, watch.actors().map((id) => name(world, id)), name(world, expected) === "nobody" ? null : name(world, expected), true);
  await drive(world, world.as(by, () => setHp(actor, 20, false)));
}

/** System Failure used outside combat, then a GM lets world time pass beyond the overdrive. */
async function worldTime(table: Table, result: Result): Promise<void> {
  const { world, watch, random } = table;
  const gm = connectedGm(world, random);
  if (!gm) return;
  const actor = pick(random, table.actors);
  await revive(world, actor);
  const head = await spareHead(table.host, world, actor);
  await drive(world, world.as(gm, () => setHp(actor, 0, false)));
  const used = await drive(world, table.host.systemFailure(world, gm, actor, head));
  if (!used.value) throw new Error(`System Failure was refused in the set-up: ${world.notifications.at(-1)?.message ?? ""}`);
  watch.clear();
  const expected = expectedActor(actor, gm.user.id!);
  await drive(world, world.as(gm, () => game.time!.advance(60)));
  judge(result, `world time by ${gm.user.name} (${actor.name}'s overdrive ends)`, watch.actors().map((id) => name(world, id)), name(world, expected), true);
  await drive(world, table.host.longRest(world, gm, actor));
}

/** System Failure in combat; the turns pass until its overdrive ends; then the combat is deleted. */
async function combat(table: Table, result: Result): Promise<void> {
  const { world, watch, random } = table;
  const gm = connectedGm(world, random);
  if (!gm) return;
  const actor = pick(random, table.actors);
  await revive(world, actor);
  const head = await spareHead(table.host, world, actor);
  const other = pick(random, table.actors.filter((a) => a !== actor));
  const encounter = await world.as(gm, async () => {
    // cast: the combat's creation data (combatants by actor id); the stand-in's Combat implements the public API used.
    const created = (await Combat.create({ active: true, combatants: [{ actorId: other.id, initiative: 15 }, { actorId: actor.id, initiative: 10 }] } as unknown as Combat.CreateData)) as unknown as {
      uuid: string;
      startCombat(): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      delete(): Promise<unknown>;
    };
    await created.startCombat();
    return created;
  });
  await drive(world, world.as(gm, () => setHp(actor, 0, false)));
  const used = await drive(world, table.host.systemFailure(world, gm, actor, head));
  if (!used.value) throw new Error(`System Failure was refused in the set-up: ${world.notifications.at(-1)?.message ?? ""}`);
  let acted = 0;
  for (let turn = 0; turn < 4; turn++) {
    await comeAndGo(table, true);
    const mover = connectedGm(world, random)!;
    watch.clear();
    // A turn change carries no user: the actor's first active owner acts, else a GM.
    const expected = expectedActor(actor, null);
    await drive(world, world.as(mover, () => mover.document(encounter)!.nextTurn()));
    const actual = watch.actors().map((id) => name(world, id));
    if (actual.length > 0) acted++;
    judge(result, `combat turn ${turn + 1} by ${mover.user.name} (${actor.name} in overdrive)`, actual, name(world, expected), false);
  }
  if (acted === 0) result.problems.push(`${actor.name}'s overdrive never ended in four turns`);
  const ender = connectedGm(world, random)!;
  watch.clear();
  const expected = expectedActor(actor, ender.user.id!);
  await drive(world, world.as(ender, () => encounter.delete()));
  judge(result, `combat end by ${ender.user.name} (${actor.name}'s use record resets)`, watch.actors().map((id) => name(world, id)), name(world, expected), true);
  await drive(world, world.as(ender, () => setHp(actor, 20, false)));
}

/** A GM's long rest of the gearforged, not watched: its maintenance clock starts again now (a round's set-up). */
async function restGearforged(table: Table, lines: Lines, gm: Client): Promise<void> {
  await drive(table.world, table.host.longRest(table.world, gm, lines.gearforged));
}

/** GF-BODY-4: a GM lets a day and a second pass since the gearforged's last long rest (a level of exhaustion); then its long rest by a user who may. */
async function maintenance(table: Table, lines: Lines, result: Result): Promise<void> {
  const { world, watch, random } = table;
  const gm = connectedGm(world, random);
  if (!gm) return;
  const actor = lines.gearforged;
  await restGearforged(table, lines, gm);
  watch.clear();
  const lapseExpected = expectedActor(actor, gm.user.id!);
  await drive(world, world.as(gm, () => game.time!.advance(24 * 3600 + 1)));
  judge(result, `world time by ${gm.user.name} (${actor.name}'s maintenance lapses)`, watch.actors().map((id) => name(world, id)), name(world, lapseExpected), true);
  const able = world.clients.filter((client) => client.connected && (client.user.isGM || actor.testUserPermission(client.user as unknown as User.Implementation, "OWNER")));
  const by = pick(random, able);
  watch.clear();
  const restExpected = expectedActor(actor, by.user.id!);
  await drive(world, table.host.longRest(world, by, actor));
  // The rest itself is dnd5e's write; what the module adds to it is in that write or by the resting client.
  judge(result, `long rest of ${actor.name} by ${by.user.name}`, watch.actors().map((id) => name(world, id)), name(world, restExpected), false);
}

/** AM-ACC-1: a failed acclimation check's four hours run out on world time a GM lets pass. */
async function acclimation(table: Table, lines: Lines, result: Result): Promise<void> {
  const { world, watch, random } = table;
  const gm = connectedGm(world, random);
  if (!gm) return;
  await restGearforged(table, lines, gm);
  const refit = await lines.refit(world, gm);
  // Read on the acting GM's client (the client that made the wearer may have left since).
  const running = world.as(gm, () => gm.document(lines.wearer)!.effects.some((effect) => foundry.utils.getProperty(effect, `flags.${DND5E_MODULE}.acclimation`) !== undefined));
  if (!running) throw new Error(`the acclimation check did not fail in the set-up (${gm.user.name}): ${JSON.stringify(refit)} ${world.notifications.at(-1)?.message ?? ""}`);
  watch.clear();
  const expected = expectedActor(lines.wearer, gm.user.id!);
  await drive(world, world.as(gm, () => game.time!.advance(4 * 3600 + 1)));
  judge(result, `world time by ${gm.user.name} (${lines.wearer.name}'s acclimation failure runs out)`, watch.actors().map((id) => name(world, id)), name(world, expected), true);
}

describe.each([SYSTEM, DND5E])("R5 in $name: exactly one client acts per trigger", { timeout: 3_600_000 }, (host) => {
  it("GM + assistant GM + 3 players coming and going: HP drops, combat turns, world time, combat end (in dnd5e also GF-BODY-4 maintenance lapses and rests, AM-DMG-1 limb hits, AM-ACC-1 acclimation timers)", async () => {
    const world = await host.world();
    const watch = new Watch();
    for (const client of world.clients) watch.on(world, client);
    const actors = [await cyborg(host, world, "Ana", ["Pia"]), await cyborg(host, world, "Bo", ["Pia", "Quin"]), await cyborg(host, world, "Cy", [])];
    const lines = host.lines ? await host.lines(world) : null;
    await world.settle();
    const table: Table = { world, watch, actors, hit: lines ? [...actors, lines.wearer] : actors, lines, random: seeded(55), host };
    const result: Result = { triggers: 0, acted: 0, nobody: 0, problems: [] };
    const kinds: Record<string, number> = { "HP drop": 0, "world time": 0, combat: 0, ...(lines ? { maintenance: 0, acclimation: 0 } : {}) };
    for (let round = 0; round < ROUNDS; round++) {
      if (round === Math.floor(ROUNDS / 2)) {
        // Both GMs leave for a few HP drops: the players' own clients act for their characters.
        for (const gm of ["Gamemaster", "Assistant"]) await world.disconnect(gm);
        for (let drop = 0; drop < 3; drop++) await hpDrop(table, result);
        for (const gm of ["Gamemaster", "Assistant"]) {
          await world.connect(gm);
          watch.on(world, world.client(gm));
        }
      }
      await comeAndGo(table, false);
      const roll = table.random();
      // Where the host has them, one round in four is a Gearforged or an Automail one (drawn apart from the others).
      if (lines && table.random() < 0.25) {
        const gearforged = roll < 0.5;
        kinds[gearforged ? "maintenance" : "acclimation"]!++;
        await (gearforged ? maintenance(table, lines, result) : acclimation(table, lines, result));
      } else if (roll < 0.6) {
        kinds["HP drop"]!++;
        await hpDrop(table, result);
      } else if (roll < 0.8) {
        kinds["world time"]!++;
        await worldTime(table, result);
      } else {
        kinds.combat!++;
        await combat(table, result);
      }
    }
    reportCounts(`R5 (${host.name})`, { rounds: ROUNDS, triggers: result.triggers, "with one client acting": result.acted, "with nobody to act": result.nobody, ...Object.fromEntries(Object.entries(kinds).map(([k, v]) => [`${k} rounds`, v])), failures: result.problems.length });
    expect(result.problems.slice(0, 10)).toEqual([]);
    expect(result.acted).toBeGreaterThan(ROUNDS / 2);
  });
});
