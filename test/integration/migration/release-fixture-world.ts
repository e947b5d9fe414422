/**
 * The worlds release 0.1.0 saved (test/fixtures/migration-079946f): loaded into today's stand-in as stored data, with
 * their users (ids and flags, so card authors and stored requests stay theirs), world settings and clock; and the
 * walk that finds every stored field in what a document holds after migration.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createWorld, REPO_ROOT, type World } from "../../foundry";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld } from "../adapters/dnd5e-module-world";

export interface ReleaseFixture {
  commit: string;
  worldTime: number;
  settings: Record<string, unknown>;
  documents: Record<string, PlainObject[]>;
}

export function readFixture(name: "system-world" | "dnd5e-world"): ReleaseFixture {
  // cast: the fixture file the generator wrote (README in its folder).
  return JSON.parse(readFileSync(join(REPO_ROOT, "test/fixtures/migration-079946f", `${name}.json`), "utf8")) as ReleaseFixture;
}

const ROLE_NAMES: Record<number, "PLAYER" | "TRUSTED" | "ASSISTANT" | "GAMEMASTER"> = { 1: "PLAYER", 2: "TRUSTED", 3: "ASSISTANT", 4: "GAMEMASTER" };

function usersOf(fixture: ReleaseFixture): Array<{ name: string; role: "PLAYER" | "TRUSTED" | "ASSISTANT" | "GAMEMASTER"; id: string; flags: PlainObject }> {
  return (fixture.documents.User ?? []).map((user) => ({
    name: String(user.name),
    role: ROLE_NAMES[Number(user.role)] ?? "PLAYER",
    id: String(user._id),
    // cast: a stored User's flags, plain data.
    flags: (user.flags ?? {}) as PlainObject,
  }));
}

function storedOf(fixture: ReleaseFixture): Record<string, PlainObject[]> {
  const { User: _users, ...rest } = fixture.documents;
  return structuredClone(rest);
}

/** The system's world of the fixture on the stand-in of `generation`: the GM's client runs `ready` (the migration). */
export function loadSystemFixture(fixture: ReleaseFixture, generation: 13 | 14): Promise<World> {
  return createWorld({ seed: 42, generation, worldTime: fixture.worldTime, users: usersOf(fixture), settings: fixture.settings, stored: storedOf(fixture) });
}

/** The dnd5e world of the fixture with the companion module active (dnd5e 5.3.3 on v13, or the 6.x line on v14). */
export function loadDnd5eFixture(fixture: ReleaseFixture, dnd5eVersion: "5.3.3" | "6.0.0" = "5.3.3"): Promise<World> {
  return createModuleWorld({ dnd5eVersion, users: usersOf(fixture), settings: fixture.settings, stored: storedOf(fixture), worldTime: fixture.worldTime });
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);
const isEmbedded = (value: unknown): value is Obj[] => Array.isArray(value) && value.length > 0 && value.every((entry) => isObj(entry) && typeof entry._id === "string");

/** Every leaf of a source as a dotted path; embedded documents keyed by id, so their order does not matter. */
export function leaves(value: unknown, prefix = "", out: Obj = {}): Obj {
  if (isEmbedded(value)) for (const entry of value) leaves(entry, `${prefix}[${String(entry._id)}]`, out);
  else if (isObj(value) && Object.keys(value).length > 0) for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  else out[prefix] = value;
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Foundry's bookkeeping of a write (when, by whom, with which versions), which every write renews: no stored field. */
const BOOKKEEPING = /(^|\.)_stats\./;

/**
 * Foundry 14's own migration of an ActiveEffect written on 13 (test/foundry/active-effect.ts `migrateData`, an
 * assumption of the stand-in's, README "Generations"): the effect's v13 duration fields and where v14 keeps them.
 */
const V14_EFFECT_MOVES: Record<string, string> = {
  "duration.startTime": "start.time",
  "duration.seconds": "duration.value",
  "duration.combat": "start.combat",
  "duration.startRound": "start.round",
  "duration.startTurn": "start.turn",
};

/** A v13 change (`{key, value, mode, priority}`) as v14 keeps it under `system.changes` (mode as a type name). */
function sameChanges(before: unknown, after: unknown): boolean {
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return false;
  // cast: stored change entries, read as plain objects.
  return (before as Obj[]).every((change, i) => {
    const moved = (after as Obj[])[i] ?? {};
    return moved.key === change.key && moved.value === change.value && (moved.priority ?? null) === (change.priority ?? null) && typeof moved.type === "string";
  });
}

/** Whether v14's effect migration kept `value`, stored at the effect-relative `local` path, in `after` (under `owner`). */
function keptByV14(local: string, value: unknown, after: Obj, owner: string): boolean {
  if (local === "changes") return sameChanges(value, after[`${owner}system.changes`] ?? (same(value, []) ? [] : undefined));
  const target = V14_EFFECT_MOVES[local];
  if (target !== undefined) return value === null ? after[`${owner}${target}`] === null || after[`${owner}${target}`] === undefined : same(after[`${owner}${target}`], value);
  // Rounds and turns become the duration's value in those units; an effect timed in seconds or not at all had none.
  if (local === "duration.rounds" || local === "duration.turns") return value === null ? after[`${owner}duration.units`] !== local.slice(9) : same(after[`${owner}duration.value`], value);
  return false;
}

export interface LossCheck {
  /** Each stored field missing from the database, with what it held. */
  lost: string[];
  /** Stored requests past their lifetime, removed at start-up by the active GM's client (`sweepStaleRequests`). */
  swept: string[];
  fields: number;
  documents: number;
}

/**
 * Every stored leaf of `fixture` that the database of `world` no longer holds: at its old path, or where a step that
 * ran says it moved it (`moves`: old → new path relative to the document, after an embedded document's `[id].`), or,
 * on v14, where Foundry's own migration of an ActiveEffect keeps it. An empty object or list that now holds entries
 * is kept. A stored player → GM request past its lifetime (its `at` older than `lifetimeMs` before `now`) is listed
 * in `swept`, not lost: none can be answered any more, and the GM's client removes them at start-up by design.
 */
export function checkLoss(world: World, fixture: ReleaseFixture, moves: Record<string, string>, options: { generation: 13 | 14; now: number; lifetimeMs: number }): LossCheck {
  const result: LossCheck = { lost: [], swept: [], fields: 0, documents: 0 };
  for (const [collection, sources] of Object.entries(fixture.documents)) {
    for (const source of sources) {
      result.documents += 1;
      const stored = world.server.source(collection, String(source._id));
      if (!stored) {
        result.lost.push(`${collection} ${String(source._id)}: gone`);
        continue;
      }
      const after = leaves(stored);
      const afterPaths = Object.keys(after);
      for (const [path, value] of Object.entries(leaves(source))) {
        if (BOOKKEEPING.test(path)) continue;
        result.fields += 1;
        if (same(after[path], value)) continue;
        const owner = path.includes("]") ? path.slice(0, path.lastIndexOf("]") + 1) + "." : "";
        const local = path.slice(owner.length);
        const target = moves[local];
        if (target !== undefined && same(after[`${owner}${target}`], value)) continue;
        const emptyContainer = (same(value, {}) || same(value, [])) && afterPaths.some((p) => p.startsWith(`${path}.`) || p.startsWith(`${path}[`));
        if (emptyContainer) continue;
        if (options.generation >= 14 && /\.?effects\[[^\]]+\]\.$/.test(owner) && keptByV14(local, value, after, owner)) continue;
        const request = collection === "User" ? /^flags\.augmented\.requests\.([^.]+)\./.exec(path) : null;
        // cast: the stored request entry of the fixture, read for its time.
        const at = request ? ((source.flags as Obj).augmented as { requests: Record<string, { at?: unknown }> }).requests[request[1]!]?.at : undefined;
        if (request && typeof at === "number" && options.now - at > options.lifetimeMs) {
          if (!result.swept.includes(request[1]!)) result.swept.push(request[1]!);
          continue;
        }
        result.lost.push(`${collection} ${String(source.name ?? source._id)}: ${path} = ${JSON.stringify(value)?.slice(0, 60)}, now ${JSON.stringify(after[path])?.slice(0, 60)}`);
      }
    }
  }
  return result;
}
