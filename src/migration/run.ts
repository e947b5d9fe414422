/**
 * Runs the schema migrations (plan.ts) once per world, on the active GM's client at `ready`: every world actor
 * (and its items), every world item, every chat message (the cards' flags) and every unlinked token's delta
 * gets at most one update, then the world's stored version (`augmented.schemaVersion`) moves to the current
 * one. Data from a newer system version is left untouched and the GM warned. Compendiums are not migrated
 * (locked packs keep their own data; unlock and re-import to update).
 *
 * Documents Foundry set aside as invalid when the world loaded (`invalidDocumentIds`; they are in no collection)
 * are migrated too, from their raw stored data (`migrateInvalid`), as dnd5e's migration does: written through the
 * document `getInvalid` gives, or else reported as failed, so the version is stored only once every one of them
 * migrated. The same for a valid actor's items and effects v13 set aside in
 * `actor.items.invalidDocumentIds` / `actor.effects.invalidDocumentIds` (`migrateInvalidEmbedded`). An unlinked
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

/** Raw stored sources by id, per collection (empty when the client has no `game.data`). */
function rawSources(): { actors: Map<string, PlainObject>; items: Map<string, PlainObject>; messages: Map<string, PlainObject> } {
  // cast: Game#data is the server's world data; only the collections read here are typed.
  const data = ((game as { data?: RawWorldData }).data ?? {}) as RawWorldData;
  // cast: stored embedded entries carry string ids (filtered above where not).
  const byId = (list: PlainObject[] | undefined) => new Map((list ?? []).filter((entry) => typeof entry._id === "string").map((entry) => [entry._id as string, entry]));
  return { actors: byId(data.actors), items: byId(data.items), messages: byId(data.messages) };
}

/** A document's source as the steps read it: its current source over its raw stored data. */
function sourceOf(doc: { id: string | null; toObject(): unknown }, raw: Map<string, PlainObject>): PlainObject {
  // cast: a document's own source data, as the steps read it.
  return storedSource(doc.id ? raw.get(doc.id) : undefined, doc.toObject() as PlainObject);
}

async function migrateDocument(doc: SourceDocument, update: PlainObject | null, failed: string[], label: string = doc.name ?? "?"): Promise<boolean> {
  if (!update) return false;
  try {
    await doc.update(update, migrationWrite());
    return true;
  } catch (error) {
    failed.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
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
    // cast: stored embedded entries carry string ids (filtered above where not).
    const storedItems = new Map(((source.items as PlainObject[] | undefined) ?? []).map((entry) => [entry._id as string, entry]));
    const items = (actor.items.contents ?? []).map((item) => {
      // The item's source as stored: its entry in the actor's stored source (raw fields included).
      // cast: toObject() is the item's typed source; the migration steps read any source as plain data.
      const itemSource = storedSource(item.id ? storedItems.get(item.id) : undefined, item.toObject() as PlainObject);
      const update = migrateSource(itemSource, plan.steps, "item", source);
      return update ? { _id: item.id, ...update } : null;
    });
    const updates = items.filter((entry) => entry !== null);
    if (updates.length > 0) {
      try {
        // cast: stored source updates and the system's own `augmented` option, which the types' update and operation shapes do not list.
        await actor.updateEmbeddedDocuments("Item", updates as never, migrationWrite() as never);
        report.items += updates.length;
      } catch (error) {
        report.failed.push(`${actor.name ?? "?"} (items): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await migrateInvalidEmbedded(actor, source, plan.steps, report);
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
  await migrateInvalid(plan.steps, raw, report);
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
    if (updates.length === 0) continue;
    try {
      await scene.updateEmbeddedDocuments("Token", updates, migrationWrite());
      count += updates.length;
    } catch (error) {
      failed.push(`${scene.name ?? "?"} (tokens): ${error instanceof Error ? error.message : String(error)}`);
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

/**
 * Every invalid world actor and item through the steps, from its raw stored data (`game.data`, else what
 * `getInvalid` holds). An update the steps make is written through the document `getInvalid` returns (v13 builds
 * it without validation; the update is validated as a whole, so a fix that makes it valid is stored); when it
 * cannot be written, the document is a failure. One the steps leave alone is listed in `report.invalid`.
 */
async function migrateInvalid(steps: readonly MigrationStep[], raw: ReturnType<typeof rawSources>, report: MigrationReport): Promise<void> {
  // cast: world collections carry invalidDocumentIds/getInvalid in v13 (read defensively).
  const collections = [
    ["Actor", "actor", game.actors, raw.actors],
    ["Item", "item", game.items, raw.items],
  ] as Array<[string, "actor" | "item", InvalidCollection | undefined, Map<string, PlainObject>]>;
  for (const [type, kind, collection, stored] of collections) {
    for (const id of collection?.invalidDocumentIds ?? []) {
      const held = collection?.getInvalid?.(id, { strict: false });
      // cast: a document's toObject() and held stored data are plain source objects.
      const fromDocument = isWritable(held) ? (held.toObject() as PlainObject) : (held as PlainObject | undefined);
      const source = stored.get(id) ?? fromDocument ?? {};
      const label = `${type} ${typeof source.name === "string" ? `${source.name} ` : ""}[${id}]`;
      const update = migrateSource(source, steps, kind);
      const items = kind === "actor" ? itemUpdates(source, steps) : [];
      if (!update && items.length === 0) {
        report.invalid.push(label);
        continue;
      }
      if (!isWritable(held)) {
        report.failed.push(`${label}: ${localize("AUGMENTED.Migration.InvalidUnwritable")}`);
        continue;
      }
      const wrote = update ? await migrateDocument(held, update, report.failed) : true;
      if (wrote && update) report[kind === "actor" ? "actors" : "items"]++;
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

/** An actor's embedded collections as v13 keeps them: the entries set aside as invalid at load included. */
interface ActorWithEmbedded {
  name: string | null;
  items: unknown;
  effects: unknown;
}

/**
 * A valid actor's embedded items (and effects) that v13 set aside as invalid at load (`actor.items.invalidDocumentIds`;
 * they are in no contents, so the loop over `actor.items` never sees them): each through the steps from its stored
 * data in the actor's stored source, written through the document `getInvalid` gives (the item's update validates it
 * whole: a fix that makes it valid is stored and it loads as valid; one that leaves it invalid is refused, nothing
 * written, and reported as failed). One the steps leave alone is listed in `report.invalid`; effects have no step
 * kind, so an invalid effect is always listed there.
 */
async function migrateInvalidEmbedded(actor: ActorWithEmbedded, source: PlainObject, steps: readonly MigrationStep[], report: MigrationReport): Promise<void> {
  const owner = actor.name ?? "?";
  const embedded: Array<[string, "items" | "effects"]> = [["Item", "items"], ["ActiveEffect", "effects"]];
  for (const [type, field] of embedded) {
    // cast: v13 embedded collections carry invalidDocumentIds/getInvalid (read defensively).
    const collection = actor[field] as InvalidCollection | undefined;
    if (!collection?.invalidDocumentIds?.size) continue;
    // cast: stored embedded entries are plain sources with string ids (checked below).
    const list = Array.isArray(source[field]) ? (source[field] as PlainObject[]) : [];
    const stored = new Map(list.filter((entry) => typeof entry._id === "string").map((entry) => [String(entry._id), entry]));
    for (const id of collection.invalidDocumentIds) {
      const held = collection.getInvalid?.(id, { strict: false });
      // cast: a document's toObject() is its plain source.
      const entry = stored.get(id) ?? (isWritable(held) ? (held.toObject() as PlainObject) : {});
      const label = `${type} ${typeof entry.name === "string" ? `${entry.name} ` : ""}[${id}] (Actor ${owner})`;
      const update = type === "Item" ? migrateSource(entry, steps, "item", source) : null;
      if (!update) {
        report.invalid.push(label);
        continue;
      }
      if (!isWritable(held)) {
        report.failed.push(`${label}: ${localize("AUGMENTED.Migration.InvalidUnwritable")}`);
        continue;
      }
      if (await migrateDocument(held, update, report.failed, label)) report.items++;
    }
  }
}
