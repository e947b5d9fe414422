/**
 * Runs the schema migrations (plan.ts) once per world, on the active GM's client at `ready`: every world actor
 * (and its items), every world item, every chat message (the cards' flags) and every unlinked token's delta
 * gets at most one update, then the world's stored version (`augmented.schemaVersion`) moves to the current
 * one. Data from a newer system version is left untouched and the GM warned. Compendiums are not migrated
 * (locked packs keep their own data; unlock and re-import to update).
 *
 * Documents Foundry set aside as invalid when the world loaded (`invalidDocumentIds`; they are in no collection)
 * are migrated too, from their raw stored data (`migrateSetAside`), as dnd5e's migration does: written through the
 * document `getInvalid` gives, or else reported as failed, so the version is stored only once every one of them
 * migrated. The same for a valid actor's items and effects v13 set aside in
 * `actor.items.invalidDocumentIds` / `actor.effects.invalidDocumentIds`. An unlinked
 * token's delta is migrated from its stored source, which holds every entry, valid or not.
 *
 * Steps read each document as stored (plan.ts `storedSource`): the raw world data the server sent at load
 * (`game.data`, https://foundryvtt.com/api/v13/classes/foundry.Game.html: "all the World data vended by the
 * server when the client first connects") under the document's current source, so a field the current schema
 * no longer has, and that cleaning dropped, is still there for the step that moves it.
 */
import { packageId } from "../constants";
import { HOOKS } from "../utils/hook-names";
import { localize, notifyError, notifyInfo, notifyWarn } from "../utils/notify";
import { type MigrationStep, type PlainObject, SCHEMA_VERSION, migrateSource, migrateTokenDelta, planMigration, storedSource } from "./plan";

import { SCHEMA_SETTING } from "./setting";

export { SCHEMA_SETTING } from "./setting";

interface SettingsAccess {
  register(namespace: string, key: string, data: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

function settings(): SettingsAccess {
  // cast: the system's own hidden setting, registered below; the community types only see declared keys.
  return game.settings as SettingsAccess;
}

export interface MigrationReport {
  from: number;
  to: number;
  /** The steps that ran, in order: each one's version and what it changes. */
  steps: Array<{ version: number; description: string }>;
  actors: number;
  items: number;
  messages: number;
  /** Unlinked tokens whose delta was migrated. */
  tokens: number;
  failed: string[];
  /** Documents Foundry set aside as invalid at load that the steps had nothing for (reported at ready, left as stored). */
  invalid: string[];
}

/**
 * How every migration update is written. `augmented.migration` tells automation (HP drops and the like) that the
 * write is no play event. `diff: false`: a step may write what the document already holds in memory, where a
 * model's `migrateData` changed it at load while the database keeps the old shape; a diffed update would drop
 * those values and the database would never change (dnd5e writes its source migrations so: release-5.3.3
 * module/migration.mjs:50-53, `diff: valid && !flags.persistSourceMigration`).
 */
function migrationWrite(): { augmented: { migration: true }; diff: false } {
  // A new object per write: Foundry adds to the options of an operation.
  return { augmented: { migration: true }, diff: false };
}

interface SourceDocument {
  name: string | null;
  toObject(): unknown;
  update(data: PlainObject, options?: unknown): Promise<unknown>;
}

/** The raw world data of v13's `game.data`, the collections migrations read. */
interface RawWorldData {
  actors?: PlainObject[];
  items?: PlainObject[];
  messages?: PlainObject[];
  scenes?: PlainObject[];
}

/** Stored entries by their string id (an entry without one is left out). */
function byId(list: unknown): Map<string, PlainObject> {
  // cast: stored entries are plain sources; the ids are checked below.
  const entries = Array.isArray(list) ? (list as PlainObject[]) : [];
  // cast: the entries kept carry string ids (filtered just before).
  return new Map(entries.filter((entry) => typeof entry._id === "string").map((entry) => [entry._id as string, entry]));
}

/** Raw stored sources by id, per collection (empty when the client has no `game.data`). */
function rawSources(): { actors: Map<string, PlainObject>; items: Map<string, PlainObject>; messages: Map<string, PlainObject> } {
  // cast: Game#data is the server's world data; only the collections read here are typed.
  const data = ((game as { data?: RawWorldData }).data ?? {}) as RawWorldData;
  return { actors: byId(data.actors), items: byId(data.items), messages: byId(data.messages) };
}

/** A document's source as the steps read it: its current source over its raw stored data. */
function sourceOf(doc: { id: string | null; toObject(): unknown }, raw: Map<string, PlainObject>): PlainObject {
  // cast: a document's own source data, as the steps read it.
  return storedSource(doc.id ? raw.get(doc.id) : undefined, doc.toObject() as PlainObject);
}

/** Runs one migration write; a failure is reported under `label` (the run goes on) and answers false. */
async function attempt(label: string, failed: string[], write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    failed.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

function migrateDocument(doc: SourceDocument, update: PlainObject | null, failed: string[], label: string = doc.name ?? "?"): Promise<boolean> {
  return update ? attempt(label, failed, () => doc.update(update, migrationWrite())) : Promise.resolve(false);
}

/** Migrate the world's documents with `steps` (the system's by default). Null when nothing had to run. */
export async function migrateWorld(current: number = SCHEMA_VERSION, steps?: readonly MigrationStep[]): Promise<MigrationReport | null> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return null;
  const plan = planMigration(settings().get(packageId(), SCHEMA_SETTING), current, steps);
  if (plan.action === "none") return null;
  if (plan.action === "newer") {
    notifyWarn("AUGMENTED.Migration.Newer", { stored: plan.stored, current: plan.current });
    return null;
  }
  const ran = plan.steps.map(({ version, description }) => ({ version, description: localize(description) }));
  const report: MigrationReport = { from: plan.from, to: plan.to, steps: ran, actors: 0, items: 0, messages: 0, tokens: 0, failed: [], invalid: [] };
  // A new world (nothing stored yet; a companion module's first load reads as version 0 too) is stamped quietly.
  const stored = (game.actors?.size ?? 0) + (game.items?.size ?? 0) + (game.messages?.size ?? 0) > 0;
  if (plan.steps.length > 0 && stored) notifyInfo("AUGMENTED.Migration.Started", { from: plan.from, to: plan.to });
  for (const step of ran) console.info(`${packageId()} | ${localize("AUGMENTED.Migration.StepLine", { version: step.version, description: step.description })}`);
  const raw = rawSources();
  for (const actor of game.actors ?? []) {
    const source = sourceOf(actor, raw.actors);
    // cast (SourceDocument): the document's update, as the runner calls it.
    if (await migrateDocument(actor as SourceDocument, migrateSource(source, plan.steps, "actor"), report.failed)) report.actors++;
    const storedItems = byId(source.items);
    const items = actor.items.contents.map((item) => {
      // The item's source as stored: its entry in the actor's stored source (raw fields included).
      const update = migrateSource(sourceOf(item, storedItems), plan.steps, "item", source);
      return update ? { _id: item.id, ...update } : null;
    });
    const updates = items.filter((entry) => entry !== null);
    // cast: stored source updates and the system's own `augmented` option, which the types' update and operation shapes do not list.
    if (updates.length > 0 && (await attempt(`${actor.name ?? "?"} (items)`, report.failed, () => actor.updateEmbeddedDocuments("Item", updates as never, migrationWrite() as never)))) {
      report.items += updates.length;
    }
    // A valid actor's items and effects v13 set aside as invalid at load are in no contents: the loop above never sees them.
    const owner = { source, name: actor.name ?? "?" };
    await migrateSetAside(
      [
        // cast: v13 embedded collections carry invalidDocumentIds/getInvalid (read defensively).
        { type: "Item", collection: actor.items as InvalidCollection, stored: storedItems, kind: "item", owner },
        // cast: as above; effects have no step kind, so an invalid effect is always listed as left alone.
        { type: "ActiveEffect", collection: actor.effects as InvalidCollection, stored: byId(source.effects), kind: null, owner },
      ],
      plan.steps,
      report,
    );
  }
  for (const item of game.items ?? []) {
    const update = migrateSource(sourceOf(item, raw.items), plan.steps, "item", null);
    // cast: as above, for world items.
    if (await migrateDocument(item as SourceDocument, update, report.failed)) report.items++;
  }
  for (const message of game.messages ?? []) {
    const update = migrateSource(sourceOf(message, raw.messages), plan.steps, "message");
    // cast: as above, for chat messages.
    if (await migrateDocument(message as SourceDocument, update, report.failed)) report.messages++;
  }
  report.tokens += await migrateTokenDeltas(plan.steps, raw.actors, report.failed);
  await migrateSetAside(
    [
      // cast: world collections carry invalidDocumentIds/getInvalid in v13 (read defensively).
      { type: "Actor", collection: game.actors as InvalidCollection | undefined, stored: raw.actors, kind: "actor" },
      // cast: as above.
      { type: "Item", collection: game.items as InvalidCollection | undefined, stored: raw.items, kind: "item" },
    ],
    plan.steps,
    report,
  );
  Hooks.callAll(HOOKS.migrateWorld, report);
  if (report.failed.length > 0) {
    // Keep the stored version: the next load tries again; what did migrate is not changed twice by a step that
    // checks its own input, which every step must.
    notifyError("AUGMENTED.Migration.Failed", { count: report.failed.length });
    for (const line of report.failed) console.error(`${packageId()} | ${localize("AUGMENTED.Migration.FailedLine")} ${line}`);
    return report;
  }
  await settings().set(packageId(), SCHEMA_SETTING, plan.to);
  if (plan.steps.length > 0 && stored) notifyInfo("AUGMENTED.Migration.Done", { to: plan.to, actors: report.actors, items: report.items, messages: report.messages, tokens: report.tokens });
  return report;
}

/** The narrow view of a scene and its tokens the delta migration reads (no canvas needed). */
interface SceneLike {
  name: string | null;
  tokens: Iterable<{ id: string | null; actorLink: boolean; actorId: string | null; delta: { toObject(): unknown } | null }>;
  updateEmbeddedDocuments(name: "Token", updates: PlainObject[], options?: unknown): Promise<unknown>;
}

/**
 * Unlinked tokens keep their own overrides of the base actor in an ActorDelta (`token.delta`): each is migrated
 * with the actor and item steps against its base actor's stored source (plan.ts `migrateTokenDelta`), one
 * scene update per scene. Returns how many tokens changed.
 */
async function migrateTokenDeltas(steps: readonly MigrationStep[], rawActors: Map<string, PlainObject>, failed: string[]): Promise<number> {
  let count = 0;
  // cast: the world's scenes, read through the narrow view above.
  for (const scene of (game.scenes ?? []) as Iterable<SceneLike>) {
    const updates: PlainObject[] = [];
    for (const token of scene.tokens) {
      if (token.actorLink || !token.delta || !token.id) continue;
      const base = token.actorId ? game.actors?.get(token.actorId) : undefined;
      const baseSource = base ? sourceOf(base, rawActors) : {};
      // cast: the delta's own source (ActorDelta is a document; its toObject is plain data).
      const update = migrateTokenDelta(token.delta.toObject() as PlainObject, baseSource, steps);
      if (update) updates.push({ _id: token.id, ...update });
    }
    if (updates.length > 0 && (await attempt(`${scene.name ?? "?"} (tokens)`, failed, () => scene.updateEmbeddedDocuments("Token", updates, migrationWrite())))) {
      count += updates.length;
    }
  }
  return count;
}

/** A world collection's view of the documents v13 set aside at load (DocumentCollection#invalidDocumentIds). */
interface InvalidCollection {
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string, options?: { strict?: boolean }): unknown;
}

function isWritable(value: unknown): value is SourceDocument {
  // cast: a non-null object, its `update` checked.
  return typeof value === "object" && value !== null && typeof (value as { update?: unknown }).update === "function";
}

/** Documents v13 set aside as invalid at load (`invalidDocumentIds`), in one collection. */
interface SetAside {
  /** The document name the report's labels start with. */
  type: string;
  collection: InvalidCollection | undefined;
  /** Their stored sources by id (the world's raw data, or the owning actor's stored source). */
  stored: Map<string, PlainObject>;
  /** The steps' kind for them; null: no step migrates them. */
  kind: "actor" | "item" | null;
  /** An embedded entry's actor: the item steps read its stored source, and the labels name it. */
  owner?: { source: PlainObject; name: string };
}

/**
 * Every set-aside document through the steps, from its stored data (else what `getInvalid` holds). An update the
 * steps make is written through the document `getInvalid` returns (v13 builds it without validation; the update is
 * validated as a whole, so a fix that makes it valid is stored and it loads as valid; one that leaves it invalid is
 * refused, nothing written, and reported as failed); when it cannot be written, the document is a failure. One the
 * steps leave alone is listed in `report.invalid`. An invalid actor's own items cannot be written: they are failures.
 */
async function migrateSetAside(sets: readonly SetAside[], steps: readonly MigrationStep[], report: MigrationReport): Promise<void> {
  for (const { type, collection, stored, kind, owner } of sets) {
    for (const id of collection?.invalidDocumentIds ?? []) {
      const held = collection?.getInvalid?.(id, { strict: false });
      // cast: a document's toObject() and held stored data are plain source objects.
      const source = stored.get(id) ?? (isWritable(held) ? (held.toObject() as PlainObject) : (held as PlainObject | undefined)) ?? {};
      const label = `${type} ${typeof source.name === "string" ? `${source.name} ` : ""}[${id}]${owner ? ` (Actor ${owner.name})` : ""}`;
      const update = kind ? migrateSource(source, steps, kind, owner?.source) : null;
      const items = kind === "actor" ? itemUpdates(source, steps) : [];
      if (!update && items.length === 0) {
        report.invalid.push(label);
        continue;
      }
      if (!isWritable(held)) {
        report.failed.push(`${label}: ${localize("AUGMENTED.Migration.InvalidUnwritable")}`);
        continue;
      }
      // A world document's failure is reported under its name, an embedded one's under the label naming its actor.
      if (await migrateDocument(held, update, report.failed, owner ? label : undefined)) report[kind === "actor" ? "actors" : "items"]++;
      if (items.length > 0) report.failed.push(`${label} (items): ${localize("AUGMENTED.Migration.InvalidUnwritable")}`);
    }
  }
}

/** The item updates the steps make of an actor's stored items. */
function itemUpdates(source: PlainObject, steps: readonly MigrationStep[]): PlainObject[] {
  // cast: stored embedded item sources, an array just checked.
  const items = Array.isArray(source.items) ? (source.items as PlainObject[]) : [];
  return items.flatMap((item) => {
    const update = migrateSource(item, steps, "item", source);
    return update ? [{ _id: item._id, ...update }] : [];
  });
}
