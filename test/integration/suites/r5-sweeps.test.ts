/**
 * R5, second part (issue 25, Deliver 6): when world time passes, the Gearforged maintenance, 13th Age neglect and
 * Automail acclimation sweeps act for each actor on exactly one client (docs/ARCHITECTURE.md, Conventions, "One
 * client acts"), and no client writes the world's own state twice (world time, settings, users, combats). A GM,
 * an assistant GM and three players, users coming and going between the time jumps.
 *
 * What is watched, on every connected client: the pre-operation hooks of actors, items, effects, chat messages,
 * users, combats and combatants (they fire only on the client that asks), and every call of `game.time.set` /
 * `advance` and `game.settings.set` (world writes that have no pre-hook). Each write is put down to the actor it
 * concerns (the document, its parent, a card's speaker), or to "world".
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { applySpecies } from "../../../src/workflows/species/apply";
import { packItem, SPECIES } from "../gearforged/helpers";
import type { World } from "../workflows/setup";
import { drive } from "./dialogs";
import { pick, reportCounts, seeded, soakCount } from "./soak";

const ROUNDS = soakCount(6, 120);
const HOUR = 3600;

const USERS = [
  { name: "Gamemaster", role: "GAMEMASTER" as const },
  { name: "Assistant", role: "ASSISTANT" as const },
  { name: "Pia", role: "PLAYER" as const },
  { name: "Quin", role: "PLAYER" as const },
  { name: "Rae", role: "PLAYER" as const },
];
const COMING_AND_GOING = ["Gamemaster", "Assistant", "Pia", "Quin", "Rae"];

type Client = World["clients"][number];

interface Write {
  user: string;
  what: string;
  /** The actor the write concerns, or "world". */
  about: string;
  trigger: boolean;
}

const WATCHED: Array<[string, number]> = [
  ["preCreateChatMessage", 2],
  ["preUpdateActor", 2],
  ["preCreateItem", 2],
  ["preUpdateItem", 2],
  ["preDeleteItem", 1],
  ["preCreateActiveEffect", 2],
  ["preUpdateActiveEffect", 2],
  ["preDeleteActiveEffect", 1],
  ["preUpdateUser", 2],
  ["preUpdateCombat", 2],
  ["preUpdateCombatant", 2],
  ["preCreateCombat", 2],
  ["preDeleteCombat", 1],
];

/** The actor a document write concerns. */
function aboutOf(document: unknown): string {
  // cast: the watched documents' public shape (documentName, parent, a card's speaker).
  const doc = document as { documentName?: string; id?: string; parent?: { documentName?: string; id?: string; parent?: { documentName?: string; id?: string } } | null; speaker?: { actor?: string | null } };
  if (doc.documentName === "Actor") return doc.id ?? "world";
  if (doc.parent?.documentName === "Actor") return doc.parent.id ?? "world";
  if (doc.parent?.parent?.documentName === "Actor") return doc.parent.parent.id ?? "world";
  if (doc.documentName === "ChatMessage") return doc.speaker?.actor ?? "world";
  return "world";
}

class Watch {
  writes: Write[] = [];
  private wrapped = new WeakSet<object>();

  on(world: World, client: Client): void {
    world.as(client, () => {
      for (const [hook, optionsAt] of WATCHED) {
        // cast: one untyped listener serves every watched hook.
        (Hooks as unknown as { on(name: string, fn: (...args: unknown[]) => void): number }).on(hook, (...args: unknown[]) => {
          const options = (args[optionsAt] ?? {}) as { r5?: boolean };
          this.writes.push({ user: client.user.id!, what: hook, about: aboutOf(args[0]), trigger: options.r5 === true });
        });
      }
      // cast: the clock's and the settings' write methods, wrapped to see who calls them (no pre-hook exists).
      const time = game.time as unknown as { set(worldTime: number, options?: { r5?: boolean }): Promise<number> } & object;
      const settings = game.settings as unknown as { set(ns: string, key: string, value: unknown, options?: { r5?: boolean }): Promise<unknown> } & object;
      if (!this.wrapped.has(time)) {
        this.wrapped.add(time);
        const set = time.set.bind(time);
        time.set = (worldTime, options = {}) => {
          this.writes.push({ user: game.user!.id!, what: "world time", about: "world", trigger: options.r5 === true });
          return set(worldTime, options);
        };
      }
      if (!this.wrapped.has(settings)) {
        this.wrapped.add(settings);
        const set = settings.set.bind(settings);
        settings.set = (ns, key, value, options = {}) => {
          this.writes.push({ user: game.user!.id!, what: `setting ${ns}.${key}`, about: "world", trigger: options.r5 === true });
          return set(ns, key, value, options);
        };
      }
    });
  }

  /** Distinct users who wrote about `about` since the last clear (the trigger left out). */
  writers(about: string): string[] {
    return [...new Set(this.writes.filter((w) => !w.trigger && w.about === about).map((w) => w.user))];
  }

  clear(): void {
    this.writes = [];
  }
}

/** The rule, restated from docs/ARCHITECTURE.md: the trigger's user if active and owner, else the first active player owner, else the first active GM. */
function expectedActor(actor: Actor.Implementation, triggerUserId: string): string | null {
  const users = [...game.users!];
  const owns = (user: User.Implementation) => user.isGM || actor.testUserPermission(user, "OWNER");
  const trigger = users.find((user) => user.id === triggerUserId);
  if (trigger && trigger.active && owns(trigger)) return trigger.id!;
  return users.find((user) => user.active && !user.isGM && owns(user))?.id ?? users.find((user) => user.active && user.isGM)?.id ?? null;
}

interface Subject {
  label: string;
  actor: Actor.Implementation;
  /** Puts something due for the next time jump (a GM's write before the watch is cleared). */
  prime?: (gm: Client) => Promise<unknown>;
}

async function gearforged(world: World, name: string, owner: string | null, variant: keyof typeof SPECIES): Promise<Actor.Implementation> {
  const ownership: Record<string, number> = { default: 0 };
  if (owner) ownership[world.client(owner).user.id!] = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  const actor = (await world.as(world.gm, () => Actor.create({ name, type: "character", ownership, system: { attributes: { hp: { value: 20, max: 20 } }, details: { level: 3 } } } as Actor.CreateData)))!;
  await world.as(world.gm, async () => {
    const species = await packItem("species", SPECIES[variant]);
    await applySpecies(actor, species, { choices: { abilities: ["str", "con"].slice(0, variant === "thirteenthAge" ? 1 : 2), languages: [] } });
  });
  await world.settle();
  return actor;
}

/** Gives `actor` an automail limb; the returned prime fails its acclimation, to run out within the hour (AM-ACC-1). */
async function withLimb(world: World, actor: Actor.Implementation): Promise<(gm: Client) => Promise<unknown>> {
  const [limb] = ((await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", [{ name: "Spare Arm", type: "automail" } as Item.CreateData]))) ?? []) as Item.Implementation[];
  return (gm) =>
    world.as(gm, () => {
      const now = game.time!.worldTime;
      // cast: the limb's stored acclimation record (src/data/item/automail).
      return gm.document(limb!)!.update({ "system.acclimation.failedAt": now, "system.acclimation.failedUntil": now + HOUR / 2 } as Item.UpdateData);
    });
}

async function limbWearer(world: World, name: string, owner: string): Promise<Subject> {
  const ownership: Record<string, number> = { default: 0, [world.client(owner).user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER };
  const actor = (await world.as(world.gm, () => Actor.create({ name, type: "character", ownership, system: { attributes: { hp: { value: 20, max: 20 } } } } as Actor.CreateData)))!;
  return { label: "automail", actor, prime: await withLimb(world, actor) };
}

function connectedGm(world: World, random: () => number): Client | null {
  const gms = world.clients.filter((client) => client.connected && client.user.isGM);
  return gms.length ? pick(random, gms) : null;
}

describe("R5: the world-time sweeps act on exactly one client", { timeout: 3_600_000 }, () => {
  it("GM + assistant GM + 3 players coming and going: gearforged maintenance, 13th Age neglect, automail acclimation; world writes by one client", async () => {
    const world = await createWorld({ seed: 25, worldTime: 1000, users: USERS });
    const watch = new Watch();
    for (const client of world.clients) watch.on(world, client);
    const subjects: Subject[] = [
      { label: "gearforged", actor: await gearforged(world, "Gef", "Pia", "homebrew") },
      { label: "gearforged, no owner", actor: await gearforged(world, "Orr", null, "homebrew") },
      { label: "13th Age", actor: await gearforged(world, "Tess", "Quin", "thirteenthAge") },
      await limbWearer(world, "Ama", "Rae"),
    ];
    // A gearforged with an automail limb: both sweeps act for it at one time jump, on the same client.
    const both = await gearforged(world, "Bex", "Rae", "homebrew");
    subjects.push({ label: "gearforged with automail", actor: both, prime: await withLimb(world, both) });
    await world.settle();
    const random = seeded(2525);
    const problems: string[] = [];
    const acted: Record<string, number> = {};
    let jumps = 0;
    for (let round = 0; round < ROUNDS; round++) {
      if (random() < 0.5) {
        const client = world.client(pick(random, COMING_AND_GOING));
        const otherGm = world.clients.some((c) => c !== client && c.connected && c.user.isGM);
        if (client.connected && !(client.user.isGM && !otherGm)) await world.disconnect(client);
        else if (!client.connected) {
          await world.connect(client);
          watch.on(world, client);
        }
      }
      const gm = connectedGm(world, random);
      if (!gm) continue;
      for (const subject of subjects) if (subject.prime) await drive(world, subject.prime(gm));
      watch.clear();
      const seconds = pick(random, [HOUR, 4 * HOUR, 24 * HOUR, 30 * HOUR]);
      const expected = new Map(subjects.map((subject) => [subject, world.as(gm, () => expectedActor(gm.document(subject.actor)!, gm.user.id!))]));
      const run = await drive(world, world.as(gm, () => game.time!.advance(seconds, { r5: true } as never)));
      jumps++;
      const label = `round ${round}: ${gm.user.name} moves time ${seconds / HOUR} h`;
      for (const error of run.worldErrors) problems.push(`${label}: ${error}`);
      for (const subject of subjects) {
        const writers = watch.writers(subject.actor.id!);
        const want = expected.get(subject) ?? null;
        if (writers.length > 1) problems.push(`${label}: ${writers.length} clients wrote for ${subject.label} (${writers.join(", ")})`);
        else if (writers.length === 1 && writers[0] !== want) problems.push(`${label}: ${writers[0]} wrote for ${subject.label}; expected ${want ?? "nobody"}`);
        if (writers.length === 1) acted[subject.label] = (acted[subject.label] ?? 0) + 1;
      }
      const world_ = watch.writers("world");
      if (world_.length > 1) problems.push(`${label}: ${world_.length} clients wrote world state (${watch.writes.filter((w) => w.about === "world" && !w.trigger).map((w) => `${w.user} ${w.what}`).join(", ")})`);
    }
    reportCounts("R5 sweeps", { rounds: ROUNDS, "time jumps": jumps, ...Object.fromEntries(Object.entries(acted).map(([k, v]) => [`${k} acted`, v])), failures: problems.length });
    expect(problems.slice(0, 10)).toEqual([]);
    // Each sweep must have acted at all, or the suite watched nothing.
    for (const subject of subjects) expect(acted[subject.label] ?? 0, `${subject.label} never acted`).toBeGreaterThan(0);
  });
});
